package io.souvenir.turn.recall;

import java.util.Locale;

/** The angles memory-service searches by (API.md, issue 6). */
public enum Angle {
    PERSON, SUBJECT, MEANING;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
