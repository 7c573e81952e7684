package io.souvenir.verifier.counting;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Which {@link FactCounter} reads the sentences; a mode that is neither stops the start. */
@ConfigMapping(prefix = "souvenir.llm")
public interface LlmConfig {

    enum Mode { OFFLINE, OPENAI }

    /**
     * offline: the verifier's own French/English rules. openai: any OpenAI-compatible endpoint
     * ({@code quarkus.langchain4j.openai.*}) with the single tool {@code statedFact}.
     */
    @WithDefault("offline")
    Mode mode();
}
