package io.souvenir.turn.engine;

import java.util.Locale;

/** What the assistant says back, and in which language. */
public record Reply(String text, Locale language) {
}
