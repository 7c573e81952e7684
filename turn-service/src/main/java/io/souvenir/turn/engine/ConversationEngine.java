package io.souvenir.turn.engine;

/**
 * Answers what the user said. The offline engine is deterministic French/English; the LLM engine
 * (OpenAI-compatible) plugs in behind the same port.
 */
public interface ConversationEngine {

    Reply reply(String userText);
}
