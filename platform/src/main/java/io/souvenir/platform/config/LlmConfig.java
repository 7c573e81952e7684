package io.souvenir.platform.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Which engine a service that reads sentences uses (turn-service, verifier-service). Both pick
 * their bean with {@code @LookupIfProperty(name = "souvenir.llm.mode", ...)}; this mapping makes
 * a start with a mode that is neither fail instead of silently running offline.
 */
@ConfigMapping(prefix = "souvenir.llm")
public interface LlmConfig {

    enum Mode { OFFLINE, OPENAI }

    /**
     * offline: the deterministic French/English rules, no model needed. openai: any
     * OpenAI-compatible endpoint ({@code quarkus.langchain4j.openai.base-url}, {@code .api-key},
     * {@code .chat-model.model-name}).
     */
    @WithDefault("offline")
    Mode mode();
}
