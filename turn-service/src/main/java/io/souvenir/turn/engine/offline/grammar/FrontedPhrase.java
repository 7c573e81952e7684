package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.List;
import java.util.regex.Pattern;

/**
 * "depuis janvier mon père est à la retraite", "this year my son is in Year 2", "nan mais ma sœur
 * bosse chez Renault": a phrase with no verb of its own set before the subject, someone of the
 * user's ("mon …", "my …") followed by their verb. The clause is read subject first, the phrase
 * after what it qualifies ("mon père est à la retraite depuis janvier"); a phrase of interjections,
 * conjunctions and adverbs alone says nothing of them and is left out.
 */
final class FrontedPhrase {

    private static final Pattern USERS = Pattern.compile("(?i)mon|ma|mes|notre|nos|my|our");
    private static final Pattern COPULA = Pattern.compile("etre|avoir|be|have");
    /** "jamais", "not": a fronted phrase that negates turns the clause, it is not set aside. */
    private static final Pattern NEGATING = Pattern.compile("(?i)ne|n'|pas|plus|jamais|not|n't|never|no");

    private FrontedPhrase() {
    }

    /** The clause with its subject first, or the clause itself when nothing is set before its subject. */
    static Clause subjectFirst(Clause clause) {
        List<Token> tokens = clause.analysis().tokens();
        for (int at = 1; at < tokens.size() - 2; at++) {
            if (!USERS.matcher(tokens.get(at).text()).matches()) {
                continue;
            }
            List<Token> before = tokens.subList(0, at);
            if (before.stream().anyMatch(FrontedPhrase::stopsTheFront) || tokens.get(at - 1).is("SCONJ")) {
                return clause; // "quand mon frère…", "because my son…": a clause of its own, the subject is its
            }
            if (tokens.get(at - 1).is("ADP")) {
                return clause; // "le mariage de mon cousin est le 23 août": someone of the user's said of what is the subject
            }
            if (hasItsVerb(tokens, at + 1)) {
                String original = clause.text().original();
                String front = original.substring(0, tokens.get(at).start()).strip().replaceFirst("[\\s,:;—–-]+$", "");
                String rest = original.substring(tokens.get(at).start()).strip();
                if (rest.matches(".*[,;].*")) {
                    return clause; // "…, et le mariage de mon cousin est le 23 août": the phrase would land in another clause
                }
                boolean saysNothing = before.stream().filter(Token::word).allMatch(t -> t.is("INTJ", "CCONJ", "ADV", "PART"));
                String reordered = saysNothing || front.isEmpty() ? rest
                        : rest.replaceFirst("[\\s.!?]+$", "") + " " + Words.uncapitalise(front);
                return clause.narrowed(Text.of(reordered));
            }
        }
        return clause;
    }

    /** A verb or a pronoun before the subject: the phrase is a clause of its own, or the subject is someone else. */
    private static boolean stopsTheFront(Token token) {
        return token.is("VERB", "AUX", "PRON") || NEGATING.matcher(token.text()).matches()
                || token.text().matches("[?!.;]");
    }

    /** "père est…", "grand-mère Rose vit…", "brother still works…": the noun, maybe a name, then their verb. */
    private static boolean hasItsVerb(List<Token> tokens, int from) {
        int at = from;
        if (at >= tokens.size() || !tokens.get(at).is("NOUN", "PROPN", "ADJ")) {
            return false;
        }
        while (at < tokens.size() && tokens.get(at).is("NOUN", "PROPN", "ADJ")) {
            at++;
        }
        while (at < tokens.size() && tokens.get(at).is("ADV")) {
            at++;
        }
        // the tagger takes a copula for a sign now and then ("est/PUNCT"): its lemma says what it is
        return at < tokens.size() && (tokens.get(at).is("VERB", "AUX") || COPULA.matcher(tokens.get(at).lemma()).matches());
    }
}
