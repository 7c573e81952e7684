package io.souvenir.consolidator.ingestion;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** How context ingestion jobs read sources: offline rules, or an OpenAI-compatible model. */
@ConfigMapping(prefix = "souvenir.ingestion")
public interface IngestionConfig {

    enum Mode { OFFLINE, OPENAI }

    @WithDefault("offline")
    Mode mode();

    Model model();

    interface Model {

        @WithDefault("https://api.openai.com/v1")
        String baseUrl();

        Optional<String> apiKey();

        @WithDefault("gpt-4o-mini")
        String name();

        @WithDefault("60s")
        Duration timeout();
    }
}
