package io.souvenir.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Import throughput, end to end: {@code POST /api/v1/imports} of 10,000 messages until {@code GET
 * /api/v1/imports/{id}} says done, through the gateway, its outbox, Kafka and memory-service into
 * PostgreSQL (and, with extraction, turn-service's offline engine and back). The baseline, measured
 * in the same run on the same database, is a plain batched JDBC insert of the same rows into a
 * table shaped like {@code messages} (same columns, constraints and indexes). Medians of a few
 * rounds after a warm-up; each round imports for a new user.
 *
 * <p>Needs PostgreSQL and Kafka (SOUVENIR_TEST_PG_PORT, SOUVENIR_TEST_KAFKA) and the packaged
 * gateway, memory-service and turn-service, which it starts on their own ports: {@code ./souvenir
 * bench import} does all of that.
 */
public final class ImportThroughput {

    static final int MESSAGES = 10_000;
    private static final int ROUNDS = 3;
    private static final int BATCH = 500;
    private static final Duration DEADLINE = Duration.ofMinutes(5);

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI imports;

    ImportThroughput(URI gateway) {
        this.imports = gateway.resolve("/api/v1/imports");
    }

    public static void main(String[] args) throws Exception {
        try (ServicesUnderTest services = ServicesUnderTest.start()) {
            ImportThroughput bench = new ImportThroughput(services.gateway());
            List<Message> conversation = conversation(MESSAGES);
            bench.baseline(conversation);
            bench.imported(conversation, false);
            double baseline = median(() -> bench.baseline(conversation));
            double plain = median(() -> bench.imported(conversation, false));
            double extracting = median(() -> bench.imported(conversation, true));
            System.out.printf(Locale.ROOT, "Import throughput: %,d messages per import, median of %d rounds%n", MESSAGES, ROUNDS);
            System.out.printf(Locale.ROOT, "  baseline  batched JDBC insert of the same rows (batches of %d)   %,8.0f msg/s%n", BATCH, baseline);
            System.out.printf(Locale.ROOT, "  import    gateway -> outbox -> Kafka -> memory-service -> PG    %,8.0f msg/s   ratio %.2f%n",
                    plain, plain / baseline);
            System.out.printf(Locale.ROOT, "  import    same, extract=true (offline engine, turn-service)   %,8.0f msg/s   ratio %.2f%n",
                    extracting, extracting / baseline);
        }
    }

    record Message(String externalId, String speaker, String role, String text, OffsetDateTime at) {
    }

    /** Messages per second of a plain batched insert of the conversation, in one transaction. */
    double baseline(List<Message> conversation) throws SQLException {
        try (Connection connection = DriverManager.getConnection(Database.url(), "memory_app", "memory_app")) {
            try (Statement ddl = connection.createStatement()) {
                ddl.execute("create temp table if not exists baseline_messages (like memory.messages including all)");
                ddl.execute("truncate baseline_messages");
            }
            connection.setAutoCommit(false);
            String user = TestTokens.newUser();
            UUID session = UUID.randomUUID();
            long started = System.nanoTime();
            try (PreparedStatement insert = connection.prepareStatement("""
                    insert into baseline_messages (id, session_id, user_id, workspace_id, role, text, channel, said_at, speaker,
                                                   external_id)
                    values (?, ?, ?, 'acme', ?, ?, 'import', ?, ?, ?)""")) {
                for (int index = 0; index < conversation.size(); index++) {
                    Message message = conversation.get(index);
                    insert.setObject(1, UUID.randomUUID());
                    insert.setObject(2, session);
                    insert.setString(3, user);
                    insert.setString(4, message.role());
                    insert.setString(5, message.text());
                    insert.setObject(6, message.at());
                    insert.setString(7, message.speaker());
                    insert.setString(8, message.externalId());
                    insert.addBatch();
                    if ((index + 1) % BATCH == 0) {
                        insert.executeBatch();
                    }
                }
                insert.executeBatch();
            }
            connection.commit();
            return perSecond(conversation.size(), started);
        }
    }

    /** Messages per second from the POST until the import is done, for a new user. */
    double imported(List<Message> conversation, boolean extract) throws IOException, InterruptedException {
        String token = TestTokens.bearer(TestTokens.newUser(), "acme");
        String body = json.writeValueAsString(body(conversation, extract));
        long started = System.nanoTime();
        HttpResponse<String> accepted = http.send(HttpRequest.newBuilder(imports)
                .header("Authorization", token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (accepted.statusCode() != 202) {
            throw new IllegalStateException("import refused: " + accepted.statusCode() + " " + accepted.body());
        }
        URI status = imports.resolve("/api/v1/imports/" + json.readTree(accepted.body()).path("importId").asText());
        long deadline = started + DEADLINE.toNanos();
        while (System.nanoTime() < deadline) {
            JsonNode progress = json.readTree(http.send(HttpRequest.newBuilder(status).header("Authorization", token).build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            switch (progress.path("status").asText()) {
                case "done" -> {
                    return perSecond(conversation.size(), started);
                }
                case "failed" -> throw new IllegalStateException("import failed: " + progress);
                default -> Thread.sleep(20);
            }
        }
        throw new IllegalStateException("import not done after " + DEADLINE);
    }

    private ObjectNode body(List<Message> conversation, boolean extract) {
        ObjectNode body = json.createObjectNode().put("conversationId", "bench-" + UUID.randomUUID()).put("extract", extract);
        ArrayNode messages = body.putArray("messages");
        conversation.forEach(message -> messages.addObject().put("externalId", message.externalId())
                .put("speaker", message.speaker()).put("role", message.role()).put("text", message.text())
                .put("at", message.at().toString()));
        return body;
    }

    /** A chat of alternating user and assistant messages, French and English, about 80 characters each. */
    static List<Message> conversation(int size) {
        String[] said = {
                "Ma sœur Léa arrive jeudi, il faudra aller la chercher à la gare vers 18h.",
                "I finally booked the dentist for next Tuesday, the one near the office.",
                "Mon fils a dix-huit ans aujourd'hui, on fête ça samedi chez mes parents.",
                "Remind me to renew the car insurance before the end of the month please.",
        };
        OffsetDateTime start = OffsetDateTime.of(2023, 1, 1, 9, 0, 0, 0, ZoneOffset.ofHours(1));
        List<Message> messages = new ArrayList<>(size);
        for (int index = 0; index < size; index++) {
            boolean user = index % 2 == 0;
            messages.add(new Message("bench-" + index, user ? "Alice" : "Assistant", user ? "user" : "assistant",
                    user ? said[(index / 2) % said.length] : "Noted, thanks for telling me (" + index + ").",
                    start.plusMinutes(index)));
        }
        return messages;
    }

    private interface Round {
        double run() throws Exception;
    }

    private static double median(Round round) throws Exception {
        List<Double> results = new ArrayList<>();
        for (int index = 0; index < ROUNDS; index++) {
            results.add(round.run());
        }
        results.sort(Double::compare);
        return results.get(ROUNDS / 2);
    }

    private static double perSecond(int messages, long startedNanos) {
        return messages / ((System.nanoTime() - startedNanos) / 1e9);
    }
}
