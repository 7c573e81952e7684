package io.souvenir.e2e;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
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
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The five services as they ship: their packaged jars, started as separate processes on ports of
 * their own, against the real Kafka, PostgreSQL and Keycloak that {@code ./souvenir test} started.
 * The test Keycloak signs with the test key pair, so its tokens (the gateway's browser login) and
 * {@link TestTokens}' verify alike. Started once for the whole suite, stopped when the JVM of the
 * suite ends.
 */
public final class Stack implements BeforeAllCallback, ExtensionContext.Store.CloseableResource, AutoCloseable {

    public enum Service {
        GATEWAY("gateway", 18080), TURN_SERVICE("turn-service", 18081), MEMORY_SERVICE("memory-service", 18083),
        ACTION_LEDGER("action-ledger", 18084), VERIFIER_SERVICE("verifier-service", 18082),
        CONSOLIDATOR("consolidator", 18085);

        final String module;
        final int port;

        Service(String module, int port) {
            this.module = module;
            this.port = port + E2ePorts.OFFSET;
        }
    }

    /** The SMTP server (GreenMail, in this JVM) that action-ledger's email_send connector delivers to. */
    public static final int SMTP_PORT = 18025 + E2ePorts.OFFSET;
    /** The gateway's inbound email webhook secret, and the address users write to (replies come from it). */
    public static final String EMAIL_WEBHOOK_SECRET = "e2e-email-webhook-secret";
    public static final String SOUVENIR_ADDRESS = "souvenir@e2e.example";


    /** Six JVMs starting at once on a shared 2-core machine under load (a load average of 40) take more than two minutes. */
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(Long.getLong("souvenir.e2e.ready-seconds", 300));
    /**
     * Keycloak boots while maven builds; on a busy machine it may still be starting when the suite
     * begins. A run that {@code ./souvenir test} did not start (no SOUVENIR_TEST_KEYCLOAK) has none.
     */
    private static final Duration KEYCLOAK_TIMEOUT = Duration.ofSeconds(
            System.getenv("SOUVENIR_TEST_KEYCLOAK") == null ? 5 : 300);
    private static GreenMail smtp;
    private static final Map<Service, Process> RUNNING = new EnumMap<>(Service.class);
    private static final Path SERVICE_KEY = TestTokens.privateKeyFile();
    private static final TelegramStandIn TELEGRAM = new TelegramStandIn();
    private static final ZipkinCollector ZIPKIN = new ZipkinCollector();
    private static boolean started;

    public static String gateway() {
        return url(Service.GATEWAY);
    }

    public static GreenMail smtp() {
        return smtp;
    }

    /** The SMTP server goes away (mails fail as "the mail server does not answer") until {@link #startSmtp()}. */
    public static synchronized void stopSmtp() {
        if (smtp != null) {
            smtp.stop();
            smtp = null;
        }
    }

    /** The SMTP server is back (a fresh GreenMail: what it received before is forgotten). */
    public static synchronized void startSmtp() {
        if (smtp == null) {
            smtp = new GreenMail(new ServerSetup(SMTP_PORT, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
            smtp.start();
        }
    }

    public static TelegramStandIn telegram() {
        return TELEGRAM;
    }

    public static ZipkinCollector zipkin() {
        return ZIPKIN;
    }

    public static String url(Service service) {
        return "http://127.0.0.1:" + service.port;
    }

    /** The realm of the Keycloak that {@code ./souvenir test} started (failsafe passes its URL). */
    public static String keycloakRealm() {
        return System.getProperty("souvenir.test.keycloak", "http://127.0.0.1:58180") + "/realms/souvenir";
    }

    public static String kafka() {
        return System.getenv().getOrDefault("SOUVENIR_TEST_KAFKA", "127.0.0.1:59092");
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        synchronized (Stack.class) {
            if (started) {
                return;
            }
            started = true;
            context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL).put(Stack.class.getName(), this);
            startSmtp();
            TELEGRAM.start();
            ZIPKIN.start();
            awaitKeycloak();
            for (Service service : Service.values()) {
                launch(service);
            }
            for (Service service : Service.values()) {
                awaitReady(service);
            }
        }
    }

    /** The way an operator's worst day goes: no shutdown hook, no flush, no goodbye. */
    public static void kill9(Service service) throws InterruptedException {
        Process process = RUNNING.remove(service);
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    public static void restart(Service service) throws IOException, InterruptedException {
        launch(service);
        awaitReady(service);
    }

    @Override
    public void close() {
        RUNNING.values().forEach(Process::destroy);
        RUNNING.values().forEach(process -> {
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        RUNNING.clear();
        TELEGRAM.stop();
        ZIPKIN.stop();
        if (smtp != null) {
            smtp.stop();
        }
    }

    private static void launch(Service service) throws IOException {
        Path root = Path.of(System.getProperty("souvenir.root", ".."));
        Path jar = root.resolve(service.module).resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException(jar + " is missing: package the services before the end-to-end suite");
        }
        Path logs = root.resolve("e2e/target/e2e-logs");
        Files.createDirectories(logs);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Dquarkus.http.port=" + service.port,
                "-Dsouvenir.db.port=" + System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55432"),
                "-Dkafka.bootstrap.servers=" + kafka(),
                // bearer tokens: real RS256 verification against the test key, the test Keycloak's signing key
                "-Dquarkus.oidc.auth-server-url=",
                "-Dquarkus.oidc.public-key=" + TestTokens.publicKey(),
                "-Dquarkus.oidc.token.issuer=" + TestTokens.ISSUER,
                // service tokens (turn-service calling memory-service on a user's behalf): the test key pair too
                "-Dsmallrye.jwt.sign.key.location=" + SERVICE_KEY.toUri(),
                "-Dsouvenir.service-token.public-key=" + TestTokens.publicKey(),
                "-Dsouvenir.telemetry.zipkin-endpoint=" + ZIPKIN.endpoint(),
                "-Dsouvenir.gateway.reply-wait=5s",
                // a failing mail is tried 4 times 1 s, 2 s, 4 s apart: failed for good within seconds (BrowserIT)
                "-Dsouvenir.actions.retry-backoff=1s",
                "-Dquarkus.mailer.host=127.0.0.1",
                "-Dquarkus.mailer.port=" + SMTP_PORT,
                "-Dquarkus.rest-client.memory-service.url=http://127.0.0.1:" + Service.MEMORY_SERVICE.port,
                "-Dquarkus.rest-client.action-ledger.url=http://127.0.0.1:" + Service.ACTION_LEDGER.port,
                "-Dsouvenir.gateway.stores.turn-service=" + url(Service.TURN_SERVICE),
                "-Dsouvenir.gateway.stores.verifier-service=" + url(Service.VERIFIER_SERVICE),
                // the gateway's Telegram bot talks to a local Bot API stand-in (TelegramIT)
                "-Dsouvenir.gateway.telegram.bot-token=" + TelegramStandIn.BOT_TOKEN,
                "-Dsouvenir.gateway.telegram.webhook-secret=" + TelegramStandIn.SECRET,
                "-Dsouvenir.gateway.telegram.api-base-url=http://127.0.0.1:" + TelegramStandIn.PORT,
                // its inbound email webhook (IsolationIT); replies and its own emails go to GreenMail
                "-Dsouvenir.gateway.email.webhook-secret=" + EMAIL_WEBHOOK_SECRET,
                "-Dsouvenir.gateway.email.address=" + SOUVENIR_ADDRESS));
        if (service == Service.GATEWAY) {
            // the browser's way in: Keycloak's login page (code flow of the "web" tenant)
            command.add("-Dquarkus.oidc.web.auth-server-url=" + keycloakRealm());
            // where the activity and operator pages link a trace (the collector stands in for Zipkin)
            command.add("-Dsouvenir.gateway.zipkin-ui-url=http://127.0.0.1:" + ZipkinCollector.PORT);
        }
        command.addAll(List.of("-jar", jar.toString()));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(logs.resolve(service.module + ".log").toFile()))
                .start();
        RUNNING.put(service, process);
    }

    private static void awaitKeycloak() throws InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest realm = HttpRequest.newBuilder(URI.create(keycloakRealm() + "/.well-known/openid-configuration"))
                .timeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plus(KEYCLOAK_TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            try {
                if (http.send(realm, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the test Keycloak does not answer at " + keycloakRealm() + " after "
                + KEYCLOAK_TIMEOUT + " (./souvenir test starts it; its log: .souvenir/test/logs/keycloak.log)");
    }

    private static void awaitReady(Service service) throws InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest ready = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plus(READY_TIMEOUT);
        while (Instant.now().isBefore(deadline)) {
            Process process = RUNNING.get(service);
            if (process == null || !process.isAlive()) {
                throw new IllegalStateException(service.module + " exited during start; see e2e/target/e2e-logs");
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
        throw new IllegalStateException(service.module + " not ready after " + READY_TIMEOUT + "; see e2e/target/e2e-logs");
    }
}
