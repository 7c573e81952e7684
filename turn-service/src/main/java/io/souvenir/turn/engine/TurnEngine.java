package io.souvenir.turn.engine;

import java.time.ZonedDateTime;

/**
 * Hears one user sentence: what to keep of it and what to answer. Two engines stand behind this
 * port: the deterministic French/English offline engine (the default) and any OpenAI-compatible
 * model with tools ({@code souvenir.llm.mode=openai}).
 */
public interface TurnEngine {

    /**
     * {@code now}: the user's local time, in the user's zone. {@code keep}: false when the user
     * switched memory off or paused it: then nothing is kept and the reply promises nothing.
     */
    Heard hear(String userText, ZonedDateTime now, boolean keep);
}
