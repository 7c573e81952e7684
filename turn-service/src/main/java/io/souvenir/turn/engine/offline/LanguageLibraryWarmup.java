package io.souvenir.turn.engine.offline;

import io.quarkus.runtime.StartupEvent;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Loads the language library's models when the service starts, on a thread of its own, so that
 * the first turn does not wait the few seconds the models take (a turn that comes first waits for
 * the load to finish, nothing more). Both engines use the offline one, the OpenAI one as its
 * fallback. Until the models are loaded the instance is not ready: after a restart, a load
 * balancer or the launcher counts it back only once it answers a turn at its usual speed.
 */
@Readiness
@ApplicationScoped
public class LanguageLibraryWarmup implements HealthCheck {

    private static final System.Logger LOG = System.getLogger(LanguageLibraryWarmup.class.getName());
    private static final String CHECK = "language library";

    private final Runnable load;
    private final CompletableFuture<Void> loaded = new CompletableFuture<>();

    LanguageLibraryWarmup() {
        this(LanguageLibraryWarmup::loadStandard);
    }

    LanguageLibraryWarmup(Runnable load) {
        this.load = load;
    }

    void onStart(@Observes StartupEvent started) {
        start();
    }

    void start() {
        Thread loader = new Thread(() -> {
            long start = System.nanoTime();
            try {
                load.run();
                loaded.complete(null);
                LOG.log(System.Logger.Level.INFO, "language library ready in {0} ms", (System.nanoTime() - start) / 1_000_000);
            } catch (RuntimeException | Error e) {
                loaded.completeExceptionally(e);
                LOG.log(System.Logger.Level.ERROR, "the language library could not be loaded", e);
            }
        }, "language-library-warmup");
        loader.setDaemon(true);
        loader.start();
    }

    @Override
    public HealthCheckResponse call() {
        if (loaded.isCompletedExceptionally()) {
            return HealthCheckResponse.named(CHECK).down().withData("models", "failed to load (see the log)").build();
        }
        return HealthCheckResponse.named(CHECK).status(loaded.isDone()).withData("models", loaded.isDone() ? "loaded" : "loading").build();
    }

    private static void loadStandard() {
        Analyzer.standard().analyse("ma fille a onze ans", Locale.FRENCH);
        Analyzer.standard().analyse("my daughter is eleven", Locale.ENGLISH);
    }
}
