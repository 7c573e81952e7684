package io.souvenir.bench;

import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged services, started on their own ports (base
 * {@code SOUVENIR_BENCH_PORT}, default 18380, then +1 to +5 as in the local stack) against the
 * PostgreSQL and Kafka of {@code SOUVENIR_TEST_PG_PORT} / {@code SOUVENIR_TEST_KAFKA}, verifying
 * tokens against the test key. Logs go to {@code bench/target/bench-logs}.
 */
final class ServicesUnderTest implements AutoCloseable {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(90);

    private final Path root = Path.of(System.getProperty("souvenir.root", "."));
    private final int base = Integer.parseInt(System.getenv().getOrDefault("SOUVENIR_BENCH_PORT", "18380"));
    /** Modules and their port offsets (start order does not matter: consumers wait for their topics). */
    private static final Map<String, Integer> MODULES = Map.of("memory-service", 3, "verifier-service", 2, "turn-service", 1, "action-ledger", 4,
            "gateway", 0, "consolidator", 5);
    private final Map<String, Process> running = new LinkedHashMap<>();

    static ServicesUnderTest start() throws IOException, InterruptedException {
        ServicesUnderTest services = new ServicesUnderTest();
        try {
            for (var module : MODULES.entrySet()) {
                services.launch(module.getKey(), module.getValue());
            }
            for (String module : services.running.keySet()) {
                services.awaitReady(module);
            }
            return services;
        } catch (IOException | RuntimeException | InterruptedException e) {
            services.close();
            throw e;
        }
    }

    URI memoryService() {
        return URI.create("http://127.0.0.1:" + (base + 3));
    }

    URI gateway() {
        return URI.create("http://127.0.0.1:" + base);
    }

    private void launch(String module, int offset) throws IOException {
        Path jar = root.resolve(module).resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException(jar + " is missing: package the services first");
        }
        Path logs = root.resolve("bench/target/bench-logs");
        Files.createDirectories(logs);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx384m", "-XX:+UseSerialGC",
                "-Dquarkus.http.port=" + (base + offset),
                "-Dsouvenir.db.port=" + System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55432"),
                "-Dkafka.bootstrap.servers=" + System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092"),
                "-Dquarkus.oidc.auth-server-url=",
                "-Dquarkus.oidc.public-key=" + TestTokens.publicKey(),
                "-Dquarkus.oidc.token.issuer=" + TestTokens.ISSUER,
                "-Dquarkus.oidc.web.tenant-enabled=false",
                // service tokens (turn-service calling memory-service on a user's behalf): the test key pair too
                "-Dsmallrye.jwt.sign.key.location=" + TestTokens.privateKeyFile().toUri(),
                "-Dsouvenir.service-token.public-key=" + TestTokens.publicKey(),
                "-Dsouvenir.telemetry.zipkin-endpoint=",
                "-Dquarkus.rest-client.memory-service.url=http://127.0.0.1:" + (base + 3),
                "-Dquarkus.rest-client.action-ledger.url=http://127.0.0.1:" + (base + 4),
                "-jar", jar.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.to(logs.resolve(module + ".log").toFile()))
                .start();
        running.put(module, process);
    }

    private void awaitReady(String module) throws InterruptedException {
        int port = base + MODULES.get(module);
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plus(READY_TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            if (!running.get(module).isAlive()) {
                throw new IllegalStateException(module + " exited during start; see bench/target/bench-logs");
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException(module + " not ready after " + READY_TIMEOUT + "; see bench/target/bench-logs");
    }

    @Override
    public void close() {
        running.values().forEach(Process::destroy);
        for (Process process : running.values()) {
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        running.clear();
    }
}
