package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Statements of the user's that share one subject: "I'm from Chennai but settled in Melbourne,
 * working in logistics", "je suis de Lyon mais installée à Paris". After a comma, "but" or "and",
 * a verb the language library reads as a participle or a gerund, followed by a preposition (where
 * or how the user is, not an act done to something: "joined a startup" is told as it was), goes on
 * with the user as its subject; each is read as the user would say it alone ("I'm settled in Melbourne", "I work in
 * logistics", "je suis installée à Paris").
 */
final class SharedSubject {

    private static final Pattern USER_FIRST_ENGLISH = Pattern.compile("^(?:i'm|i am|i've|i have|i)\\b");
    private static final Pattern USER_FIRST_FRENCH = Pattern.compile("^(?:je suis|j'ai|je|j')");
    private static final Pattern JOINED = Pattern.compile("(?:\\s*,\\s*|\\s+(?:but|and|mais|et)\\s+)(?=\\p{Ll})");
    private static final Pattern PARTICIPLE_FRENCH = Pattern.compile("(?i)\\p{L}{3,}(?:é|ée|és|ées)");

    private SharedSubject() {
    }

    static List<Text> of(Text clause, Locale language) {
        boolean french = language.equals(LanguageDetector.FRENCH);
        if (!clause.matcher(french ? USER_FIRST_FRENCH : USER_FIRST_ENGLISH).lookingAt()) {
            return List.of(clause);
        }
        Analysis analysis = Analyzer.standard().analyse(clause.original(), language);
        List<Text> statements = new ArrayList<>();
        int start = 0;
        Matcher joined = clause.matcher(JOINED);
        while (joined.find()) {
            int at = analysis.indexFrom(clause.originalIndex(joined.end()));
            Token next = at + 1 < analysis.tokens().size() ? analysis.tokens().get(at + 1) : null;
            Optional<String> alone = at < analysis.tokens().size() && next != null && next.is("ADP")
                    ? saidAlone(analysis.tokens().get(at), clause.original().substring(analysis.tokens().get(at).start()), french)
                    : Optional.empty();
            if (alone.isPresent()) {
                statements.add(clause.slice(start, joined.start()));
                statements.add(Text.of(alone.get()));
                start = -1;
                break;
            }
        }
        if (start == 0) {
            return List.of(clause);
        }
        // what follows may share the subject again: "…, settled in Melbourne, working in logistics"
        Text last = statements.remove(statements.size() - 1);
        statements.addAll(of(last, language));
        return statements;
    }

    /**
     * The statement a verb opens, said with the user as its subject: "I'm settled in…" for a
     * participle, "I work in…" for a gerund, "je suis installée…"; none for another verb.
     */
    private static Optional<String> saidAlone(Token verb, String statement, boolean french) {
        String typed = verb.text();
        if (!verb.is("VERB") || verb.capitalised()) {
            return Optional.empty();
        }
        if (french) {
            return PARTICIPLE_FRENCH.matcher(typed).matches() ? Optional.of("je suis " + statement) : Optional.empty();
        }
        if (typed.endsWith("ing") && !verb.lemma().endsWith("ing")) {
            return Optional.of("I " + verb.lemma() + statement.substring(typed.length()));
        }
        return typed.endsWith("ed") ? Optional.of("I'm " + statement) : Optional.empty();
    }
}
