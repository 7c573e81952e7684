package io.souvenir.memory.contexts;

/** One speaker's turn in a transcript: who (null when the transcript does not say), when (as written), what, verbatim. */
public record SpeakerTurn(String speaker, String at, String text) {
}
