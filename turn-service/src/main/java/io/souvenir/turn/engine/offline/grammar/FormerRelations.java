package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Léa c'est plus ma coloc", "Tom n'est plus mon associé", "Nadia's not my boss anymore", "Sam is no
 * longer my landlord": someone named first, then the relation they no longer have with the user. Kept
 * as a person, with the change in the user's words; the relation they had is not given as theirs now.
 */
final class FormerRelations implements Rule {

    /** After the name: the copula denied with "plus", "no longer", "not … anymore", then "my" and the relation (group "relation"). */
    private static final Pattern NO_LONGER = Pattern.compile("^\\s*,?\\s*(?:(?:c'est|c|ce n'est|ce|n'est|est|is|'s)\\s+"
            + "(?<longer>plus|no longer|not|pas)|(?<not>isn't|isnt|is not))\\s+(?:vraiment\\s+|really\\s+)?(?:mon|ma|my)\\s+(?:"
            + PersonMentions.ADJECTIVE + "\\s+)?(?<relation>" + Relations.REGEX + ")\\b(?<anymore>\\s+(?:anymore|any more))?");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text text = clause.text();
        Optional<Names.Name> name = text.capitalAt(0) ? Names.written(text, 0) : Optional.empty();
        if (name.isEmpty() || Relations.of(Text.fold(name.get().value())).isPresent()) {
            return List.of();
        }
        Matcher former = NO_LONGER.matcher(text.folded().substring(name.get().end()));
        if (!former.lookingAt() || Relations.of(former.group("relation")).isEmpty()) {
            return List.of();
        }
        // "Mehdi c'est pas mon frère": denied, not ended; "not … anymore" says it ended
        boolean ended = former.group("longer") != null && former.group("longer").matches("plus|no longer")
                || former.group("anymore") != null;
        if (!ended) {
            return List.of();
        }
            // "Léa c'est plus ma coloc" is said of Léa as "plus ma coloc"
        String change = Words.tidy(text.originalFrom(name.get().end()).strip()
                .replaceFirst("^,?\\s*(?i:c'est|c|ce n'est|ce|n'est|est|is|'s)\\s+", "").replaceFirst("^(?i:isn't|isnt)\\s+", "not "));
        return List.of(Drafts.person(Domain.NONE, name.get().value() + Labels.DASH + change,
                new PersonRef(name.get().value(), null), Drafts.SURE));
    }
}
