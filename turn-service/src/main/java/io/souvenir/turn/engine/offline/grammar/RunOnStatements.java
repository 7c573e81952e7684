package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Statements about someone of the user's typed one after the other with nothing between them: "my
 * grandma lives with us now she is 92 her name is Edith", "mon frère bosse à Lyon il est infirmier".
 * When the sentence opens on that someone, a new statement starts where a subject pronoun ("she",
 * "il") and its verb, or "her name", follow a word that can end a statement (a noun, a name, a
 * number, an adverb, an adjective) after at least three words or numbers, as the language library
 * tags them; "the guy she married" is too short to be a statement of its own.
 */
final class RunOnStatements {

    /** One person's: "j'ai 2 chats ils s'appellent…" names what the count said, in the same statement. */
    private static final Set<String> SUBJECTS = Set.of("he", "she", "il", "elle");
    private static final Set<String> OWNERS = Set.of("his", "her", "son", "sa");
    private static final Set<String> NAMES = Set.of("name", "nom", "prenom");
    /** "my grandma…", "mon neveu…": what follows says more of someone of the user's, whom "she", "il" stand for. */
    private static final Pattern OPENS_ON_SOMEONE = Pattern.compile("^" + PersonMentions.RELATION);

    private RunOnStatements() {
    }

    static List<Text> of(Text clause, Locale language) {
        if (!clause.matcher(OPENS_ON_SOMEONE).lookingAt()) {
            return List.of(clause);
        }
        Analysis analysis = Analyzer.standard().analyse(clause.original(), language);
        List<Token> tokens = analysis.tokens();
        List<Text> statements = new ArrayList<>();
        int start = 0;
        int words = 0;
        for (int i = 1; i + 1 < tokens.size(); i++) {
            words += tokens.get(i - 1).word() || tokens.get(i - 1).is("NUM") ? 1 : 0;
            Token token = tokens.get(i);
            String folded = Text.fold(token.text());
            boolean subject = token.is("PRON") && SUBJECTS.contains(folded) && verbAfter(tokens, i + 1);
            boolean named = OWNERS.contains(folded) && NAMES.contains(tokens.get(i + 1).lemma());
            boolean glued = token.start() > 0 && clause.original().charAt(token.start() - 1) == ' '
                    && tokens.get(i - 1).is("NOUN", "PROPN", "NUM", "ADV", "ADJ");
            if ((subject || named) && glued && words >= 3) {
                int at = clause.foldedIndex(token.start());
                statements.add(clause.slice(start, at - 1));
                start = at;
                words = 0;
            }
        }
        if (statements.isEmpty()) {
            return List.of(clause);
        }
        statements.add(clause.from(start));
        return statements;
    }

    /** Whether a verb comes at a token, maybe after a clitic or a negation ("s'appelle", "n'a", "doesn't"). */
    private static boolean verbAfter(List<Token> tokens, int at) {
        for (int i = at; i < Math.min(tokens.size(), at + 3); i++) {
            if (tokens.get(i).is("VERB", "AUX")) {
                return true;
            }
            if (!tokens.get(i).is("PRON", "PART") && !Text.fold(tokens.get(i).text()).matches("ne|n'")) {
                return false;
            }
        }
        return false;
    }
}
