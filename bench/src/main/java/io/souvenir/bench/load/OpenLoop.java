package io.souvenir.bench.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Turns at a fixed rate whatever the pipeline does (open loop: a slow answer does not slow the
 * next turn down, as real users do not wait for each other): each one a corpus sentence said by
 * one of many users through {@code POST /api/v1/turns}. Bearer tokens are signed once per user
 * beforehand, so the driver spends its CPU on sending, not on RSA.
 */
final class OpenLoop {

    /** One turn sent: when, and what the gateway answered (turn id, or why it was refused). */
    record Sent(long sentNanos, UUID turnId, String refusal) {
    }

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private final ObjectMapper json = new ObjectMapper();
    private final ExecutorService io = Executors.newFixedThreadPool(4);
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(io).build();
    private final URI turns;
    private final List<String> sentences;
    private final List<String> bearers;

    OpenLoop(URI gateway, List<String> sentences, List<String> bearers) {
        this.turns = gateway.resolve("/api/v1/turns");
        this.sentences = List.copyOf(sentences);
        this.bearers = List.copyOf(bearers);
    }

    /** Sends {@code rate} turns a second for {@code duration}; returns once every request has its answer. */
    List<Sent> run(double rate, Duration duration) {
        long interval = (long) (1e9 / rate);
        long count = (long) (duration.toNanos() / (double) interval);
        List<CompletableFuture<Sent>> inFlight = new ArrayList<>((int) count);
        long start = System.nanoTime();
        for (long index = 0; index < count; index++) {
            long due = start + index * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            inFlight.add(send());
        }
        return inFlight.stream().map(CompletableFuture::join).toList();
    }

    private CompletableFuture<Sent> send() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String body;
        try {
            body = json.writeValueAsString(Map.of("text", sentences.get(random.nextInt(sentences.size())), "channel", "web"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        HttpRequest request = HttpRequest.newBuilder(turns).timeout(REQUEST_TIMEOUT)
                .header("Authorization", bearers.get(random.nextInt(bearers.size())))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long sent = System.nanoTime();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).handle((answer, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                return new Sent(sent, null, cause.getClass().getSimpleName());
            }
            if (answer.statusCode() != 200 && answer.statusCode() != 202) {
                return new Sent(sent, null, "HTTP " + answer.statusCode());
            }
            try {
                JsonNode accepted = json.readTree(answer.body());
                return new Sent(sent, UUID.fromString(accepted.path("turnId").asText()), null);
            } catch (IOException | IllegalArgumentException e) {
                return new Sent(sent, null, "unreadable answer");
            }
        });
    }

    void close() throws InterruptedException {
        io.shutdown();
        io.awaitTermination(10, TimeUnit.SECONDS);
    }
}
