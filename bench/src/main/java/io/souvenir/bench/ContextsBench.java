package io.souvenir.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.platform.testing.TestTokens;
import io.souvenir.turn.contexts.ContextClient;
import io.souvenir.turn.contexts.ContextPrompt;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * {@code ./souvenir bench contexts}, on the packaged services against the test PostgreSQL and
 * Kafka. (1) A context of 500 sources, ingested by the consolidator into about 2,000 notes, opened
 * 200 times the way the chat opens it (memory-service's core under a service token, rendered as
 * the prompt's block): the block's size and p50/p95, next to loading every source and note of the
 * context (the baseline, same run). (2) 50 dictations of a trade-fair day ingested offline:
 * request to done, against an ingestion with nothing to read (the pipeline's own hop); every note
 * cites a source, none cites one of the context's outputs.
 */
public final class ContextsBench {

    static final int SOURCES = 500;
    static final int OPENINGS = 200;
    static final int FAIR_DICTATIONS = 50;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final String[] PEOPLE = {"Marc Dubois", "Léa Martin", "Paul Girard", "Anne Roux", "Karim Haddad", "Sophie Blanc"};
    private static final String[] WOODS = {"chêne", "hêtre", "douglas", "frêne", "châtaignier", "mélèze", "pin", "noyer"};
    private static final String[] CITIES = {"Lyon", "Épinal", "Bordeaux", "Nantes", "Dijon", "Tours"};

    private ContextsBench() {
    }

    public static void main(String[] args) throws Exception {
        try (ServicesUnderTest services = ServicesUnderTest.start()) {
            URI memory = services.memoryService();
            String user = TestTokens.newUser();
            String bearer = TestTokens.bearer(user, "bench");
            String service = TestTokens.serviceBearer(user, "bench");
            Random random = new Random(14);

            String big = create(memory, bearer, "Enquête-Bois", "Une enquête sur la filière bois en France");
            long started = System.nanoTime();
            for (int i = 0; i < SOURCES; i++) {
                post(memory, bearer, "/api/v1/contexts/" + big + "/sources", Map.of("kind", "dictation", "text", interview(random, i)));
            }
            System.out.printf("persisted %d sources in %,d ms%n", SOURCES, ms(started));
            long ingestMs = ingest(memory, bearer, big);
            JsonNode core = get(memory, bearer, "/api/v1/contexts/" + big);
            System.out.printf("ingested them in %,d ms: %d notes, %d todos, %d decisions, %d contradictions, %d open questions%n", ingestMs,
                    core.path("counts").path("notes").asInt(), core.path("todos").size(), core.path("decisions").size(),
                    core.path("contradictions").size(), core.path("questions").size());

            ContextClient.Core parsed = JSON.treeToValue(core, ContextClient.Core.class);
            int block = ContextPrompt.of(parsed).length();
            List<Long> opening = new ArrayList<>();
            List<Long> everything = new ArrayList<>();
            int everythingChars = 0;
            for (int i = 0; i < OPENINGS + 20; i++) {
                long t0 = System.nanoTime();
                ContextPrompt.of(JSON.treeToValue(get(memory, service, "/internal/v1/contexts/" + big), ContextClient.Core.class));
                long t1 = System.nanoTime();
                String sources = raw(memory, bearer, "/api/v1/contexts/" + big + "/sources");
                String notes = raw(memory, bearer, "/api/v1/contexts/" + big + "/atomic");
                long t2 = System.nanoTime();
                if (i >= 20) { // the first 20 warm the JVMs up
                    opening.add(t1 - t0);
                    everything.add(t2 - t1);
                    everythingChars = sources.length() + notes.length();
                }
            }
            System.out.printf("%nopening a context of %d sources and %d notes (%d times; target p95 <= 50 ms offline):%n", SOURCES,
                    core.path("counts").path("notes").asInt(), OPENINGS);
            System.out.printf("  core in the prompt: %,d characters (about %,d tokens)%n", block, block / 4);
            System.out.printf("  core: p50 %.1f ms, p95 %.1f ms%n", percentile(opening, 50), percentile(opening, 95));
            System.out.printf("  baseline, every source and note loaded: %,d characters, p50 %.1f ms, p95 %.1f ms%n", everythingChars,
                    percentile(everything, 50), percentile(everything, 95));
            System.out.printf("  ratio: the core is %.3f of the baseline's size, its p95 %.2fx the baseline's%n",
                    (double) block / everythingChars, percentile(opening, 95) / percentile(everything, 95));

            String fair = create(memory, bearer, "Salon-Lyon", "Une journée au salon du bois de Lyon");
            Set<String> outputs = new HashSet<>();
            for (int i = 0; i < 2; i++) {
                outputs.add(post(memory, bearer, "/api/v1/contexts/" + fair + "/outputs",
                        Map.of("title", "Compte rendu " + i, "body", "Le chêne a pris 12 % selon le compte rendu " + i + ".")).path("id").asText());
            }
            long hop = ingest(memory, bearer, fair);
            Set<String> sourceIds = new HashSet<>();
            for (int i = 0; i < FAIR_DICTATIONS; i++) {
                sourceIds.add(post(memory, bearer, "/api/v1/contexts/" + fair + "/sources",
                        Map.of("kind", "dictation", "text", dictation(random, i))).path("id").asText());
            }
            long fairMs = ingest(memory, bearer, fair);
            JsonNode notes = get(memory, bearer, "/api/v1/contexts/" + fair + "/atomic").path("atomic");
            int citing = 0;
            int citingOutputs = 0;
            for (JsonNode note : notes) {
                boolean cites = false;
                for (JsonNode citation : note.path("citations")) {
                    cites |= sourceIds.contains(citation.path("sourceId").asText());
                    citingOutputs += outputs.contains(citation.path("sourceId").asText()) ? 1 : 0;
                }
                citing += cites ? 1 : 0;
            }
            System.out.printf("%ningesting %d dictated sources of a trade-fair day offline (target < 5 s):%n", FAIR_DICTATIONS);
            System.out.printf("  request to done: %,d ms; baseline, an ingestion with nothing to read: %,d ms (ratio %.1fx)%n", fairMs, hop,
                    (double) fairMs / Math.max(1, hop));
            System.out.printf("  %d notes, %d cite a source of the context, %d cite an output%n", notes.size(), citing, citingOutputs);
            System.out.printf("  load average %.1f on %d cores%n", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage(), Runtime.getRuntime().availableProcessors());
        }
    }

    private static String interview(Random random, int i) {
        String who = PEOPLE[random.nextInt(PEOPLE.length)];
        String wood = WOODS[random.nextInt(WOODS.length)];
        String city = CITIES[random.nextInt(CITIES.length)];
        return who + " dit que le " + wood + " de " + city + " a pris " + (2 + random.nextInt(15)) + " % depuis janvier. "
                + "La scierie " + (i + 1) + " de " + city + " produit " + (100 + random.nextInt(900)) + " m3 de " + wood + " par an. "
                + "Selon " + who + ", les délais de livraison à " + city + " sont de " + (2 + random.nextInt(6)) + " semaines. "
                + "Le stand " + (i % 40 + 1) + " présente des parquets en " + wood + " massif.";
    }

    private static String dictation(Random random, int i) {
        String who = PEOPLE[i % PEOPLE.length];
        String wood = WOODS[random.nextInt(WOODS.length)];
        return switch (i % 5) {
            case 0 -> who + " dit que le " + wood + " a pris " + (3 + random.nextInt(12)) + " % depuis janvier.";
            case 1 -> "Il faut rappeler " + who + " avant vendredi pour le devis de " + wood + ".";
            case 2 -> "On a décidé de visiter la scierie de " + who + " en " + (i % 2 == 0 ? "mars" : "avril") + ".";
            case 3 -> "Est-ce que " + who + " livre le " + wood + " à Lyon ?";
            default -> "Stand " + (i + 10) + " : " + who + " vend du " + wood + " séché à " + (8 + random.nextInt(10)) + " % d'humidité.";
        };
    }

    /** Asks for an ingestion and waits for it: request to done, in ms. */
    private static long ingest(URI memory, String bearer, String context) throws Exception {
        long started = System.nanoTime();
        String job = post(memory, bearer, "/api/v1/contexts/" + context + "/ingest", null).path("jobId").asText();
        while (!get(memory, bearer, "/api/v1/contexts/" + context + "/ingest/" + job).path("status").asText().equals("done")) {
            if (ms(started) > 300_000) {
                throw new IllegalStateException("ingestion " + job + " not done after 5 minutes");
            }
            Thread.sleep(20);
        }
        return ms(started);
    }

    private static String create(URI memory, String bearer, String name, String mission) throws Exception {
        return post(memory, bearer, "/api/v1/contexts", Map.of("name", name, "mission", mission)).path("id").asText();
    }

    private static JsonNode post(URI memory, String bearer, String path, Object body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(memory.resolve(path)).header("Authorization", bearer)
                .header("Content-Type", "application/json")
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)))
                .build();
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(path + " answered " + response.statusCode() + ": " + response.body());
        }
        return JSON.readTree(response.body());
    }

    private static JsonNode get(URI memory, String bearer, String path) throws Exception {
        return JSON.readTree(raw(memory, bearer, path));
    }

    private static String raw(URI memory, String bearer, String path) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(memory.resolve(path)).header("Authorization", bearer).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    private static double percentile(List<Long> nanos, int percentile) {
        List<Long> sorted = nanos.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1)) / 1e6;
    }

    private static long ms(long started) {
        return (System.nanoTime() - started) / 1_000_000;
    }
}
