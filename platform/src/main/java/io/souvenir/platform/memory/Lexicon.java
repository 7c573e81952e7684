package io.souvenir.platform.memory;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Turns word lists into regex alternations for folded text, longest first so that none hides a longer one. */
public final class Lexicon {

    private Lexicon() {
    }

    public static String anyOf(String... words) {
        return Arrays.stream(words).distinct().sorted((a, b) -> b.length() - a.length())
                .map(word -> word.replace(" ", "\\s"))
                .collect(Collectors.joining("|", "(?:", ")"));
    }
}
