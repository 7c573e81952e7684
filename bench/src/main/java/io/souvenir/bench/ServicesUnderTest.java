package io.souvenir.bench;

import io.souvenir.launcher.Launcher;
import io.souvenir.platform.testing.TestTokens;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The packaged services, started by the {@link Launcher} ({@code ./souvenir up}'s) with every port of
 * deploy/local/services.conf moved so that the gateway listens on {@code SOUVENIR_BENCH_PORT}
 * (default 18380), against the PostgreSQL and Kafka of {@code SOUVENIR_TEST_PG_PORT} /
 * {@code SOUVENIR_TEST_KAFKA}, verifying tokens against the test key. Logs go to
 * {@code bench/target/bench-logs}.
 */
public final class ServicesUnderTest implements AutoCloseable {

    private final Launcher launcher;

    private ServicesUnderTest(Launcher launcher) {
        this.launcher = launcher;
    }

    public static ServicesUnderTest start() throws InterruptedException {
        return start(1, "");
    }

    /**
     * {@code instances} of each consumer service; {@code zipkin} the span endpoint (empty: none),
     * sampled at {@code SOUVENIR_BENCH_TRACE_RATIO} (default 1.0) when there is one.
     */
    public static ServicesUnderTest start(int instances, String zipkin) throws InterruptedException {
        return start(instances, zipkin, java.util.Map.of());
    }

    /** As {@link #start(int, String)}, with {@code properties} added to every service's. */
    public static ServicesUnderTest start(int instances, String zipkin, java.util.Map<String, String> properties)
            throws InterruptedException {
        Path root = Path.of(System.getProperty("souvenir.root", ".")).toAbsolutePath().normalize();
        int gatewayPort = Integer.parseInt(System.getenv().getOrDefault("SOUVENIR_BENCH_PORT", "18380"));
        Launcher.Options options = new Launcher.Options(root)
                .portShift(gatewayPort - Launcher.port(root, "gateway", 1, 0))
                .instances(instances)
                .jvm("-Xmx384m", "-XX:+UseSerialGC")
                // six to eleven JVMs start at once: on a machine shared with other builds that took 6 minutes
                .readyTimeout(Duration.ofSeconds(600))
                .logs(logs(), false)
                .progress(line -> System.out.println("bench: " + line))
                .property("souvenir.db.port", System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55432"))
                .property("kafka.bootstrap.servers", System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092"))
                .property("quarkus.oidc.auth-server-url", "")
                .property("quarkus.oidc.public-key", TestTokens.publicKey())
                .property("quarkus.oidc.token.issuer", TestTokens.ISSUER)
                .property("quarkus.oidc.web.tenant-enabled", "false")
                // service tokens (turn-service calling memory-service on a user's behalf): the test key pair too
                .property("smallrye.jwt.sign.key.location", TestTokens.privateKeyFile().toUri().toString())
                .property("souvenir.service-token.public-key", TestTokens.publicKey())
                .property("souvenir.telemetry.zipkin-endpoint", zipkin)
                .property("souvenir.telemetry.sample-ratio", System.getenv().getOrDefault("SOUVENIR_BENCH_TRACE_RATIO", "1.0"));
        properties.forEach(options::property);
        // SOUVENIR_BENCH_CLASS_ARCHIVES=off: every start reads its classes anew, to measure what the archives save
        if ("off".equals(System.getenv("SOUVENIR_BENCH_CLASS_ARCHIVES"))) {
            options.withoutClassArchives();
        }
        return new ServicesUnderTest(Launcher.start(options));
    }

    /** Where each instance's log is written ({@code NAME.log}). */
    public static Path logs() {
        return Path.of(System.getProperty("souvenir.root", ".")).toAbsolutePath().normalize().resolve("bench/target/bench-logs");
    }

    public URI gateway() {
        return URI.create(launcher.url("gateway"));
    }

    public URI memoryService() {
        return URI.create(launcher.url("memory-service"));
    }

    public Launcher launcher() {
        return launcher;
    }

    @Override
    public void close() {
        launcher.close();
    }
}
