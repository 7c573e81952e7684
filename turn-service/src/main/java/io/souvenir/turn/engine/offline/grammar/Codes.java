package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value one looks up, whatever it is called: "gym locker is 118, combo 5447", "immat de la clio :
 * GH-512-KL", "our reg is LK19 XPD", "n° de dossier CAF 7781203K". The value is shaped like a code
 * (three digits or more, or letters and digits mixed, not a quantity, a time or a year), and what
 * comes before it is a name for it: words with no verb, the copula or colon aside. Kept as
 * "Label : value"; a second code in the same clause is either more of the first ("…, combo 5447")
 * or a value of its own when it has its own copula ("…and the padlock combo is 0481").
 */
final class Codes {

    /** A word of letters, digits and hyphens, as typed. */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\d][\\p{L}\\d-]*");
    /** "50mg", "14k", "17h30", "21st", "3x": a number with a unit or an ending in small letters is a quantity. */
    private static final Pattern QUANTITY = Pattern.compile("\\d+\\p{Ll}+\\d*");
    private static final Pattern YEAR = Pattern.compile("(?:19|20)\\d\\d");
    /** What joins a label to its value, left off the label. */
    private static final Pattern COPULA = Pattern.compile("(?i)(?:\\s*[:=]|\\s+(?:c'est|c|est|sont|is|are)|'s)\\s*"
            + "(?:(?:le|la|l'|the|no\\.?|n°|#)\\s*){0,2}$");
    private static final Pattern LEADING_DETERMINER = Pattern.compile("(?i)^(?:(?:le|la|les|mon|ma|mes|notre|nos|the|my|our)\\s+|l')");
    /** The user or someone doing something: a clause with a subject is a statement, not a label. */
    private static final Pattern SUBJECT = Pattern.compile("\\b(?:je|j'|tu|il|elle|on|nous|vous|ils|elles|i|i'm|you|he|she"
            + "|we|they|it|qui|who|that|que|si|if)\\b");
    /** After the value: "if you ever need it", "au cas où", "pas 5503": not part of it. */
    private static final Pattern NOT_THE_VALUE = Pattern.compile("(?i)^\\s*(?:if|si|au cas o[uù]|in case|pas|not|but|mais"
            + "|so|donc|when|quand|for|pour)\\b");
    /** Between two values: ", combo 5447", " and the padlock combo is 0481". */
    private static final Pattern NEXT = Pattern.compile("^\\s*(?:,|;|\\s(?:and|et|&))\\s*");

    private Codes() {
    }

    /** One value and what it is called, as typed. */
    private record Value(String label, String value, int end, boolean ownCopula) {
    }

    /** The codes a clause gives, each with its label; empty when the clause says no such thing. */
    static List<MemoryDraft> read(Clause clause) {
        if (clause.when().isPresent()) {
            return List.of(); // "flight BA2490 on Friday at 7": a plan, read as one
        }
        List<Value> values = new ArrayList<>();
        int from = 0;
        while (from < clause.text().original().length()) {
            Optional<Value> value = valueFrom(clause, from, !values.isEmpty());
            if (value.isEmpty()) {
                break;
            }
            values.add(value.get());
            from = value.get().end();
            Matcher next = NEXT.matcher(clause.text().original()).region(from, clause.text().original().length());
            if (!next.lookingAt()) {
                break;
            }
            from = next.end();
        }
        List<MemoryDraft> facts = new ArrayList<>();
        String label = null;
        String said = null;
        for (Value value : values) {
            if (said != null && !value.ownCopula()) {
                said += ", " + value.label() + " " + value.value(); // "118, combo 5447": more of the same thing
                continue;
            }
            if (said != null) {
                facts.add(fact(clause, label, said));
            }
            label = value.label();
            said = value.value();
        }
        if (said != null) {
            facts.add(fact(clause, label, said));
        }
        return facts;
    }

    private static MemoryDraft fact(Clause clause, String label, String value) {
        String text = FactPattern.label(clause, Words.capitalise(label), Words.capitalise(label), value);
        return Drafts.fact(clause, Facet.GENERAL, null, text, List.of(), null, Drafts.SURE);
    }

    /** The first code from a character on, with the words before it as its label, if they name it. */
    private static Optional<Value> valueFrom(Clause clause, int from, boolean following) {
        String typed = clause.text().original();
        Matcher word = WORD.matcher(typed).region(from, typed.length());
        while (word.find()) {
            if (!codeShaped(word.group()) || quantity(clause, word)) {
                continue;
            }
            String before = typed.substring(from, word.start());
            Matcher copula = COPULA.matcher(before);
            boolean ownCopula = copula.find();
            String label = LEADING_DETERMINER.matcher((ownCopula ? before.substring(0, copula.start()) : before).strip())
                    .replaceFirst("").strip();
            if (!names(clause, label, from, from + before.length() - (ownCopula ? copula.group().length() : 0))) {
                return Optional.empty();
            }
            int end = word.end();
            // "LK19 XPD": the capitals or digits that follow belong to the same code
            Matcher more = Pattern.compile("\\G\\s+[\\p{Lu}\\d]{2,}(?![\\p{L}\\d])").matcher(typed);
            while (more.find(end)) {
                end = more.end();
            }
            end = withPlace(clause, end);
            return Optional.of(new Value(label, typed.substring(word.start(), end).strip(), end, ownCopula || !following));
        }
        return Optional.empty();
    }

    /** "B-214 au niveau -2": where the value is, said right after it with a preposition, is part of it. */
    private static int withPlace(Clause clause, int end) {
        String rest = clause.text().original().substring(end);
        if (rest.isBlank() || NOT_THE_VALUE.matcher(rest).lookingAt() || NEXT.matcher(rest).lookingAt()) {
            return end;
        }
        List<Token> tokens = clause.analysis().tokens();
        int first = clause.analysis().indexFrom(end);
        if (first >= tokens.size() || !tokens.get(first).tag().startsWith("ADP")) {
            return end;
        }
        int last = first;
        while (last + 1 < tokens.size() && !tokens.get(last + 1).is("VERB", "AUX", "PRON", "SCONJ", "CCONJ")
                && !tokens.get(last + 1).text().matches("[,;]")) {
            last++;
        }
        return tokens.get(last).end();
    }

    /** Whether the words before a value name it: a noun, and no verb or subject among them. */
    private static boolean names(Clause clause, String label, int start, int end) {
        if (label.isEmpty() || label.split("\\s+").length > 6 || SUBJECT.matcher(label.toLowerCase()).find()) {
            return false;
        }
        List<Token> words = clause.analysis().tokens().stream()
                .filter(token -> token.start() >= start && token.end() <= end).toList();
        if (words.isEmpty() || words.stream().anyMatch(token -> token.is("AUX"))) {
            return false;
        }
        // "took the bus 123", "appelle le 0612…": a verb with its object says what is done; "bike shed", "booking ref" name a thing
        return !(words.get(0).is("VERB") && words.size() > 1 && words.get(1).is("DET", "PRON", "ADP"));
    }

    /** "1200 euros", "300 km": a number followed by the noun it counts. */
    private static boolean quantity(Clause clause, Matcher word) {
        if (!word.group().chars().allMatch(Character::isDigit)) {
            return false;
        }
        List<Token> tokens = clause.analysis().tokens();
        int next = clause.analysis().indexFrom(word.end());
        return next < tokens.size() && tokens.get(next).start() <= word.end() + 1 && tokens.get(next).is("NOUN")
                && tokens.get(next).word() && !tokens.get(next).capitalised();
    }

    /** Three digits or more, or letters and digits mixed; not "50mg", "17h30", a year or "3-0". */
    static boolean codeShaped(String word) {
        long digits = word.chars().filter(Character::isDigit).count();
        boolean letters = word.chars().anyMatch(Character::isLetter);
        if (digits == 0 || word.length() < 3 || !letters && digits < 3) {
            return false;
        }
        if (!letters) {
            return !YEAR.matcher(word).matches() && !word.contains("-");
        }
        return !QUANTITY.matcher(word).matches();
    }
}
