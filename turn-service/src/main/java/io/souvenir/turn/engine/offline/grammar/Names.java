package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
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
            "s'appellent", "y'a", "named", "called", "him", "her", "them", "lui", "eux", "leur", "us");
    private static final Set<String> TITLES = Set.of("maitre", "me", "dr", "docteur", "doctor", "mme", "madame",
            "monsieur", "mr", "mrs", "ms", "miss", "mademoiselle", "mlle", "professeur", "prof", "docteure", "pr", "professor",
            "sir", "dame", "mx");
    /** "M." is a title only with its full stop. */
    private static final Set<String> ABBREVIATED = Set.of("m", "mm", "st");
    private static final Set<String> ARTICLES = Set.of("le", "la", "l", "the");

    record Name(String value, int end) {
    }

    private Names() {
    }

    /** Words that follow a relation and name no one: "mon frère jumeau", "ma fille aînée", "my son too". */
    private static final Set<String> AFTER_RELATION = Set.of("aine", "ainee", "cadet", "cadette", "jumeau", "jumelle",
            "twin", "aussi", "too", "also", "ado", "cheri", "cherie", "prefere", "preferee", "lui", "elle", "actuel",
            "actuelle", "adoptif", "adoptive", "biologique", "here", "there", "ici", "la", "meme", "seul", "seule",
            "tout", "toute", "non", "pas", "not", "never", "jamais", "plus", "deja", "already", "now", "maintenant",
            "ya", "y", "en", "s", "m", "t", "d", "n", "qu", "c");
    /** What comes after a name typed in lower case: its verb, a comma, or the end. */
    private static final Pattern NAME_BOUNDARY = Pattern.compile("^\\s*(?:$|[,(]|(?:a|est|habite|vit|bosse|travaille|fait"
            + "|vient|va|part|joue|aime|adore|etudie|sort|prend|parle|ne|n'|s'est|se|is|lives|works|has|was|just|still"
            + "|loves|plays|studies|turned|turns|moved|got|et|and|who|qui)\\b)");

    /**
     * "ma soeur lea a 12 ans", "my cousin josh is a nurse": a user who types without capitals still
     * names the one right after the relation, when the word stands alone between it and its verb
     * and the language library does not read it as a verb, an adverb or a function word.
     */
    static Optional<Name> uncapitalised(Clause clause, Text text, int start) {
        if (!clause.text().original().equals(clause.text().original().toLowerCase(java.util.Locale.ROOT))) {
            return Optional.empty();
        }
        Matcher word = WORD.matcher(text.folded());
        if (!word.region(start, text.length()).lookingAt()) {
            return Optional.empty();
        }
        String folded = word.group(1);
        if (folded.length() < 2 || folded.contains("'") || NOT_NAMES.contains(folded) || TITLES.contains(folded)
                || AFTER_RELATION.contains(folded) || Relations.of(folded).isPresent()
                || !text.matcher(NAME_BOUNDARY).region(word.end(1), text.length()).lookingAt()
                // "mon père part à la retraite": the word is the verb that would end a name
                || text.matcher(NAME_BOUNDARY).region(word.start(1), text.length()).lookingAt()) {
            return Optional.empty();
        }
        // read in the whole clause: a tagger sees a name better among its words than alone
        String whole = clause.text().original();
        int offset = whole.endsWith(text.original()) ? whole.length() - text.original().length() : -1;
        Analysis analysis = offset >= 0 ? clause.analysis() : Analyzer.standard().analyse(text.original(), clause.language());
        boolean nameLike = analysis.at(Math.max(offset, 0) + text.originalIndex(word.start(1)))
                .filter(token -> !token.is("VERB", "AUX", "ADV", "ADP", "DET", "PRON", "CCONJ", "SCONJ", "NUM", "PUNCT"))
                .isPresent();
        return nameLike ? Optional.of(new Name(capitalised(text.original(word.start(1), word.end(1))), word.end(1)))
                : Optional.empty();
    }

    /**
     * A lower-case word right after a relation, as {@link #uncapitalised}; after a relation in the
     * plural ("mes petits vieux", "my kids rock") one word alone names no one: several would be
     * named, and a word in lower case there says what they are.
     */
    static Optional<Name> uncapitalisedAfter(Relation relation, Clause clause, Text text, int start) {
        if (relation != null && relation.gender() == Relation.Gender.PLURAL) {
            return Optional.empty();
        }
        return uncapitalised(clause, text, start);
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
        int end = titled(text, start);
        boolean titled = false;
        while (word.region(end, text.length()).lookingAt()) {
            String folded = word.group(1);
            boolean first = name.length() == 0;
            boolean stop = word.end(1) < text.length() && text.folded().charAt(word.end(1)) == '.';
            String typed = text.original(word.start(1), word.end(1));
            // a title opens a name ("Me Benhamou", "M. Girard"); after a first name it is a word ("Kader me doit…")
            boolean title = (first || onlyTitles(name.toString())) && (TITLES.contains(folded.replace("'", ""))
                    && !(folded.equals("me") && typed.equals("me")) || stop && ABBREVIATED.contains(folded));
            if (!first && !title && particle(text, word, typed, titled)) {
                // "M. Da Silva", "Mme de Villiers", "Anne Le Goff": the surname goes on after its particle
                name.append(' ').append(typed);
                end = word.end(1);
                continue;
            }
            // "my employee ID", "le code PIN": a word in capitals is an acronym, not a first name
            boolean capital = text.capitalAt(word.start(1)) && !(typed.length() > 1 && typed.equals(typed.toUpperCase(
                    java.util.Locale.ROOT)) && !title);
            // "C'est", "J'ai", "L'autre": an elided word before the next one, not a name ("O'Brien", "D'Angelo" are)
            int apostrophe = typed.indexOf('\'');
            boolean elided = apostrophe > 0 && Character.isLowerCase(typed.charAt(apostrophe + 1));
            if (NOT_NAMES.contains(folded) && !title || elided || !capital && !title && (capitalOnly || !first || titled)) {
                break;
            }
            if (!first) {
                name.append(' ');
            }
            name.append(capitalised(text.original(word.start(1), word.end(1))));
            end = word.end(1);
            if (title && stop) {
                name.append('.');
                end++;
            }
            titled |= title;
            if (!title && (name.indexOf(" ") > 0 || titled)) {
                break; // a first name and a surname, or a title and the name it goes with
            }
        }
        String kept = name.toString();
        return kept.isEmpty() || onlyTitles(kept) ? Optional.empty() : Optional.of(new Name(kept, end));
    }

    /** "le docteur Roux": the article before a title is not part of the name, and not a reason to stop. */
    private static int titled(Text text, int start) {
        Matcher word = WORD.matcher(text.folded());
        if (!word.region(start, text.length()).lookingAt() || !ARTICLES.contains(word.group(1).replace("'", ""))) {
            return start;
        }
        int after = word.end(1);
        Matcher next = WORD.matcher(text.folded());
        if (next.region(after, text.length()).lookingAt() && TITLES.contains(next.group(1))) {
            return after;
        }
        return start;
    }

    /**
     * A surname's particle ("da", "de", "van", "le", "ben"…) followed by a capitalised word: written
     * with a capital anywhere in a name, in lower case only after a title ("Paul de Lyon" is from Lyon).
     */
    private static boolean particle(Text text, Matcher word, String typed, boolean titled) {
        if (!PARTICLES.contains(Text.fold(typed)) || !(titled || Character.isUpperCase(typed.charAt(0)))) {
            return false;
        }
        Matcher next = WORD.matcher(text.folded());
        return next.region(word.end(1), text.length()).lookingAt() && text.capitalAt(next.start(1))
                && !NOT_NAMES.contains(next.group(1)) && !PARTICLES.contains(next.group(1));
    }

    private static final Set<String> PARTICLES = Set.of("da", "de", "di", "del", "della", "do", "dos", "das", "du", "van",
            "von", "der", "den", "ter", "le", "la", "ben", "bin", "el", "al", "abu", "mac");

    private static boolean onlyTitles(String name) {
        for (String part : Text.fold(name).replace(".", "").split("\\s+")) {
            if (!TITLES.contains(part) && !ABBREVIATED.contains(part)) {
                return false;
            }
        }
        return true;
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
