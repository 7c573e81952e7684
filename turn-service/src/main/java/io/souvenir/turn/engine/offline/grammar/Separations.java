package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user and their partner parting: "on s'est séparés avec Quentin", "I broke up with Jess",
 * "not seeing Marcus anymore, we broke up in May". What changed is said of the partner, on their
 * card, not kept as a fact of the user's: the partner is named in the clause, or in the clause
 * just before it.
 */
final class Separations {

    /** The parting, said by the user: the name, when it is in the clause, comes right after. */
    private static final Pattern PARTING = Pattern.compile("\\b(?:(?:on s'est|on s est|nous nous sommes|je me suis|"
            + "je suis)\\s+(?:separee?s?|quittee?s?)(?:\\s+(?:avec|d'|de))?"
            // "j'ai quitté Paris", "I left Deloitte": a place or a job may be left, not dumped
            + "|j'ai (?:largue|plaque)|(?:on a|j'ai) rompu(?:\\s+avec)?|je suis plus avec|je ne suis plus avec"
            + "|(?:i|we)\\s+(?:just\\s+|finally\\s+)?(?:broke up|split up|separated|split)(?:\\s+with)?"
            + "|i\\s+dumped|(?:i'm|i am)\\s+(?:not|no longer)\\s+(?:seeing|with|dating)"
            + "|not seeing|(?:i'm|i am) done with)\\b\\s*");

    private static final Pattern TOGETHER = Pattern.compile("\\s*(?:and|et|&)\\s*(?:moi|me)?\\s*,?\\s*");

    private Separations() {
    }

    /** The partner the clause parts from, with the change said of them; empty when the clause says no parting. */
    static Optional<MemoryDraft> read(Clause clause, Clause before) {
        Text text = clause.text();
        Matcher parting = text.matcher(PARTING);
        if (!parting.find()) {
            return Optional.empty();
        }
        Optional<Names.Name> name = Names.written(text, parting.end());
        if (name.isPresent()) {
            return Optional.of(parted(name.get(), withoutName(text, name.get())));
        }
        // "Jess and I broke up", "Léa et moi on s'est séparés samedi": the partner named first, with the user
        Optional<Names.Name> first = text.capitalAt(0) ? Names.written(text, 0) : Optional.empty();
        if (first.isPresent() && first.get().end() <= parting.start()
                && TOGETHER.matcher(text.folded().substring(first.get().end(), parting.start())).matches()) {
            return Optional.of(parted(first.get(), Words.tidy(text.original())));
        }
        // "not seeing Marcus anymore, we broke up in May": the clause before named him
        Matcher earlier = before == null ? null : before.text().matcher(PARTING);
        Optional<Names.Name> named = earlier != null && earlier.find() ? Names.written(before.text(), earlier.end())
                : Optional.empty();
        return named.map(partner -> parted(partner, withoutName(before.text(), partner) + ", " + Words.tidy(text.original())));
    }

    private static MemoryDraft parted(Names.Name partner, String change) {
        return Drafts.person(Domain.NONE, partner.value() + " — " + change, new PersonRef(partner.value(), "ex"), Drafts.SURE);
    }

    /** "on s'est séparés avec Quentin" says "on s'est séparés" of Quentin; "not seeing Marcus anymore", "not seeing anymore". */
    private static String withoutName(Text text, Names.Name name) {
        int start = text.folded().lastIndexOf(Text.fold(name.value()).split("\\s+")[0], name.end());
        String said = (text.original(0, Math.max(0, start)).replaceFirst("(?i)\\s*\\b(?:avec|with|de|d')\\s*$", "") + " "
                + text.originalFrom(name.end())).replaceAll("\\s+", " ");
        return Words.tidy(said);
    }
}
