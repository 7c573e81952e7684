package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.text.Text;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * First names in a clause. A name is taken only where the user introduces one: after "s'appelle",
 * "is called", "named" (any case: "claire" becomes "Claire"), or written with a capital right
 * after a relation ("ma femme Claire"). A capitalised word elsewhere may be a nickname, a place or
 * the start of a sentence.
 */
final class Names {

    private static final Pattern WORD = Pattern.compile("\\s*([\\p{L}][\\p{L}-]*(?:'(?!s\\b)\\p{L}+)?)");
    private static final Set<String> NOT_NAMES = Set.of(
            "je", "j", "i", "il", "elle", "on", "nous", "we", "he", "she", "they", "et", "and", "mais", "but", "le",
            "la", "les", "l", "un", "une", "de", "du", "des", "a", "au", "aux", "the", "an", "is", "est", "qui",
            "who", "que", "with", "avec", "chez", "dans", "in", "at", "pour", "for", "comment", "how", "what",
            "quoi", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "monday", "tuesday",
            "wednesday", "thursday", "friday", "saturday", "sunday", "demain", "hier", "today", "tomorrow",
            "yesterday", "ce", "cette", "this", "that", "my", "mon", "ma", "mes", "your", "ton", "ta", "moi", "me",
            "toi", "you", "ans", "years", "old", "ca", "it", "i'd", "i'm", "i'll", "i've", "s'appelle",
            "s'appellent", "named", "called");
    private static final Set<String> TITLES = Set.of("maitre", "me", "dr", "docteur", "doctor", "mme", "madame",
            "monsieur", "mr", "mrs", "ms", "miss", "mademoiselle", "mlle", "professeur", "prof");

    record Name(String value, int end) {
    }

    private Names() {
    }

    /** The name right after an introduction, at folded index {@code start}. */
    static Optional<Name> introduced(Text text, int start) {
        return read(text, start, false);
    }

    /** A capitalised name at {@code start}, as in "ma femme Claire" or "avec Paul". */
    static Optional<Name> written(Text text, int start) {
        return read(text, start, true);
    }

    private static Optional<Name> read(Text text, int start, boolean capitalOnly) {
        Matcher word = WORD.matcher(text.folded());
        StringBuilder name = new StringBuilder();
        int end = start;
        while (word.region(end, text.length()).lookingAt()) {
            String folded = word.group(1);
            boolean first = name.length() == 0;
            boolean title = TITLES.contains(folded.replace("'", ""));
            boolean capital = text.capitalAt(word.start(1));
            if (NOT_NAMES.contains(folded) && !title || !capital && (capitalOnly || !first)) {
                break;
            }
            if (!first) {
                name.append(' ');
            }
            name.append(capitalised(text.original(word.start(1), word.end(1))));
            end = word.end(1);
            if (!title && name.indexOf(" ") > 0) {
                break;
            }
        }
        return name.length() == 0 || TITLES.contains(Text.fold(name.toString())) ? Optional.empty()
                : Optional.of(new Name(name.toString(), end));
    }

    /** "jean-pierre" → "Jean-Pierre". */
    private static String capitalised(String word) {
        StringBuilder out = new StringBuilder(word.length());
        boolean start = true;
        for (char c : word.toCharArray()) {
            out.append(start ? Character.toUpperCase(c) : c);
            start = c == '-' || c == ' ';
        }
        return out.toString();
    }
}
