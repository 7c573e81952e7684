package io.souvenir.e2e;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.souvenir.launcher.Instance;
import io.souvenir.launcher.Launcher;
import io.souvenir.platform.testing.TestTokens;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The services as they ship: their packaged jars, started by the {@link Launcher} (the one that
 * {@code ./souvenir up} and the benches use) as separate processes on ports of their own, against the real Kafka, PostgreSQL and Keycloak that {@code ./souvenir test} started.
 * The test Keycloak signs with the test key pair, so its tokens (the gateway's browser login) and
 * {@link TestTokens}' verify alike. Started once for the whole suite, stopped when the JVM of the
 * suite ends.
 */
public final class Stack implements BeforeAllCallback, ExtensionContext.Store.CloseableResource, AutoCloseable {

    /** Every port of deploy/local/services.conf moves by this: the gateway listens on 18080 (+ the e2e offset). */
    static final int PORT_SHIFT = 10_000 + E2ePorts.OFFSET;
    private static final Path ROOT = Path.of(System.getProperty("souvenir.root", "..")).toAbsolutePath().normalize();

    public enum Service {
        GATEWAY("gateway"), TURN_SERVICE("turn-service"), MEMORY_SERVICE("memory-service"),
        ACTION_LEDGER("action-ledger"), VERIFIER_SERVICE("verifier-service"), CONSOLIDATOR("consolidator");

        final String module;
        final int port;

        Service(String module) {
            this.module = module;
            this.port = Launcher.port(ROOT, module, 1, PORT_SHIFT);
        }
    }

    /** The SMTP server (GreenMail, in this JVM) that action-ledger's email_send connector delivers to. */
    public static final int SMTP_PORT = 18025 + E2ePorts.OFFSET;
    /** The gateway's inbound email webhook secret, and the address users write to (replies come from it). */
    public static final String EMAIL_WEBHOOK_SECRET = "e2e-email-webhook-secret";
    public static final String SOUVENIR_ADDRESS = "souvenir@e2e.example";


    /**
     * Keycloak boots while maven builds; on a busy machine it may still be starting when the suite
     * begins. A run that {@code ./souvenir test} did not start (no SOUVENIR_TEST_KEYCLOAK) has none.
     */
    private static final Duration KEYCLOAK_TIMEOUT = Duration.ofSeconds(
            System.getenv("SOUVENIR_TEST_KEYCLOAK") == null ? 5 : 300);
    private static GreenMail smtp;
    private static Launcher launcher;
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
            launcher = Launcher.start(options());
        }
    }

    /** The way an operator's worst day goes: no shutdown hook, no flush, no goodbye. */
    public static void kill9(Service service) throws InterruptedException {
        launcher.kill9(launcher.first(service.module));
    }

    public static void restart(Service service) throws InterruptedException {
        launcher.restart(launcher.first(service.module));
    }

    /** One more instance of a consumer service (its Kafka group splits the partitions with the others). */
    public static Instance addInstance(Service service) throws InterruptedException {
        return launcher.add(service.module);
    }

    public static void kill9(Instance instance) throws InterruptedException {
        launcher.kill9(instance);
    }

    public static void stop(Instance instance) {
        launcher.stop(instance);
    }

    @Override
    public void close() {
        if (launcher != null) {
            launcher.close();
        }
        TELEGRAM.stop();
        ZIPKIN.stop();
        if (smtp != null) {
            smtp.stop();
        }
    }

    private static Launcher.Options options() {
        Launcher.Options options = new Launcher.Options(ROOT).portShift(PORT_SHIFT)
                .jvm("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1")
                .recordNoClassArchives()
                // six JVMs start at once: on a machine shared with other builds, -Dsouvenir.e2e.ready-timeout=PT8M
                .readyTimeout(Duration.parse(System.getProperty("souvenir.e2e.ready-timeout", "PT5M")))
                .logs(ROOT.resolve("e2e/target/e2e-logs"), true)
                .property("souvenir.db.port", System.getenv().getOrDefault("SOUVENIR_TEST_PG_PORT", "55432"))
                .property("kafka.bootstrap.servers", kafka())
                // bearer tokens: real RS256 verification against the test key, the test Keycloak's signing key
                .property("quarkus.oidc.auth-server-url", "")
                .property("quarkus.oidc.public-key", TestTokens.publicKey())
                .property("quarkus.oidc.token.issuer", TestTokens.ISSUER)
                // service tokens (turn-service calling memory-service on a user's behalf): the test key pair too
                .property("smallrye.jwt.sign.key.location", SERVICE_KEY.toUri().toString())
                .property("souvenir.service-token.public-key", TestTokens.publicKey())
                .property("souvenir.telemetry.zipkin-endpoint", ZIPKIN.endpoint())
                .property("souvenir.gateway.reply-wait", "5s")
                // a failing mail is tried 4 times 1 s, 2 s, 4 s apart: failed for good within seconds (BrowserIT)
                .property("souvenir.actions.retry-backoff", "1s")
                .property("quarkus.mailer.host", "127.0.0.1")
                .property("quarkus.mailer.port", Integer.toString(SMTP_PORT))
                // the gateway's Telegram bot talks to a local Bot API stand-in (TelegramIT)
                .property("souvenir.gateway.telegram.bot-token", TelegramStandIn.BOT_TOKEN)
                .property("souvenir.gateway.telegram.webhook-secret", TelegramStandIn.SECRET)
                .property("souvenir.gateway.telegram.api-base-url", "http://127.0.0.1:" + TelegramStandIn.PORT)
                // its inbound email webhook (IsolationIT); replies and its own emails go to GreenMail
                .property("souvenir.gateway.email.webhook-secret", EMAIL_WEBHOOK_SECRET)
                .property("souvenir.gateway.email.address", SOUVENIR_ADDRESS)
                // the browser's way in: Keycloak's login page (code flow of the "web" tenant)
                .property("gateway", "quarkus.oidc.web.auth-server-url", keycloakRealm())
                // where the activity and operator pages link a trace (the collector stands in for Zipkin)
                .property("gateway", "souvenir.gateway.zipkin-ui-url", "http://127.0.0.1:" + ZipkinCollector.PORT);
        return options;
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
}
