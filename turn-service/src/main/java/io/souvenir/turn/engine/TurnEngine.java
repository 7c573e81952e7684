package io.souvenir.turn.engine;

/**
 * Hears one user sentence: what to keep of it and what to answer, from what the user's memory
 * holds when the sentence asks. Two engines stand behind this port: the deterministic
 * French/English offline engine (the default) and any OpenAI-compatible model with tools
 * ({@code souvenir.llm.mode=openai}).
 */
public interface TurnEngine {

    Heard hear(Turn turn);

    /**
     * Whether {@link #hear} reads {@link Turn#narrative()}: when it does not, turn-service does not
     * ask memory-service for it (a call and a transaction per turn).
     */
    default boolean readsNarrative() {
        return true;
    }
}
