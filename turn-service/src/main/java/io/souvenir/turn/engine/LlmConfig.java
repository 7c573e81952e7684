package io.souvenir.turn.engine;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "souvenir.llm")
public interface LlmConfig {

    enum Mode { OFFLINE, OPENAI }

    /**
     * offline: the deterministic French/English engine, no model needed. openai: any
     * OpenAI-compatible endpoint ({@code quarkus.langchain4j.openai.base-url}, {@code .api-key},
     * {@code .chat-model.model-name}).
     */
    @WithDefault("offline")
    Mode mode();
}
