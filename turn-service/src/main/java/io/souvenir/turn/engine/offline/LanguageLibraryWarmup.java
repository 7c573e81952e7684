package io.souvenir.turn.engine.offline;

import io.quarkus.runtime.StartupEvent;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Locale;

/**
 * Loads the language library's models when the service starts, on a thread of its own, so that
 * the first turn does not wait the few seconds the models take (a turn that comes first waits for
 * the load to finish, nothing more). Both engines use the offline one, the OpenAI one as its
 * fallback.
 */
@ApplicationScoped
public class LanguageLibraryWarmup {

    private static final System.Logger LOG = System.getLogger(LanguageLibraryWarmup.class.getName());

    void onStart(@Observes StartupEvent started) {
        Thread loader = new Thread(() -> {
            long start = System.nanoTime();
            Analyzer.standard().analyse("ma fille a onze ans", Locale.FRENCH);
            Analyzer.standard().analyse("my daughter is eleven", Locale.ENGLISH);
            LOG.log(System.Logger.Level.INFO, "language library ready in {0} ms", (System.nanoTime() - start) / 1_000_000);
        }, "language-library-warmup");
        loader.setDaemon(true);
        loader.start();
    }
}
