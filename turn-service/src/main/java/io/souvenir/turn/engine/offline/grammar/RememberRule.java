package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Rappelle-toi que…", "retiens que…", "remember that…": never a reminder, always something to
 * know, kept silently. What follows is read as a fact of its own ("le code du portail est 4820"
 * → "Code du portail : 4820"), or kept as said, a day said written out.
 */
final class RememberRule implements Rule {

    private static final Pattern REMEMBER = Pattern.compile("^(?:rappelle[- ]toi|souviens[- ]toi|retiens(?: bien)?"
            + "|memorise|note bien|remember|keep in mind)\\s*:?\\s*(?:que\\s+|qu'|that\\s+)?(?!to\\s|de\\s|d')"
            + "|^(?:n'oublie pas|don't forget|do not forget|garde en tete|garde en memoire)\\s+"
            + "(?:que\\s+|qu'|that\\s+)");

    private final List<Rule> facts;

    RememberRule(List<Rule> facts) {
        this.facts = List.copyOf(facts);
    }

    static boolean asks(Text clause) {
        return clause.matcher(REMEMBER).find();
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Optional<Text> after = clause.text().after(REMEMBER);
        if (after.isEmpty()) {
            return List.of();
        }
        Text told = after.get();
        Clause fact = clause.narrowed(told);
        for (Rule rule : facts) {
            List<MemoryDraft> found = rule.read(fact);
            if (!found.isEmpty()) {
                return found;
            }
        }
        String text = fact.ahead().map(when -> fact.what().original() + Labels.DASH
                + TimePhrases.absolute(when.at(), when.timeGiven(), clause.language())).orElse(told.original());
        return List.of(Drafts.fact(fact, Facet.GENERAL, null, text, List.of(), null, Drafts.SURE));
    }
}
