package io.souvenir.turn.engine.offline.lexicon;

/**
 * How the user is related to someone. {@code name}: in English lower case, as {@code PersonRef}
 * carries it. {@code gender} picks the French possessive ("ma fille", "mon fils", "mes parents").
 * {@code confidence}: lower for words that may mean something else ("mon copain").
 */
public record Relation(String name, Gender gender, boolean family, double confidence) {

    public enum Gender { MASCULINE, FEMININE, PLURAL, ANY }
}
