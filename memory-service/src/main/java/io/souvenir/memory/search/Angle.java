package io.souvenir.memory.search;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A way of finding memories and messages again; each hit says which angles found it. */
public enum Angle {
    /** Names and relations of the people in the user's life, and what is about them. */
    PERSON,
    /** Words: full text in French, English and simple (names), accents folded, synonyms added. */
    SUBJECT,
    /** Meaning: cosine between sentence vectors. */
    MEANING;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Angle> ofWireName(String name) {
        return Arrays.stream(values()).filter(angle -> angle.wireName().equals(name)).findFirst();
    }
}
