package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import io.souvenir.platform.time.When;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "J'ai promis à Paul de l'aider samedi", "I promised my sister I'd call her": a silent
 * commitment, with the persons it was made to and, when a day was said, that day.
 */
final class CommitmentRule implements Rule {

    private static final Pattern PROMISE = Pattern.compile("^(?:je |j')(?:lui |leur |t')?(?:ai promis|me suis "
            + "engagee? a|m'engage a|ai dit a \\S+ que je)\\b|^i (?:promised|'ve promised|have promised|promise"
            + "|committed to|'m committed to|am committed to|told \\S+ (?:i'd|i would|i'll|i will))\\b");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        if (!clause.text().matcher(PROMISE).find()) {
            return List.of();
        }
        Optional<When> due = clause.ahead();
        String text = Rephrase.withoutSubject(clause.what(), clause.french())
                + due.map(when -> Labels.DASH + TimePhrases.absolute(when.at(), when.timeGiven(), clause.language()))
                        .orElse("");
        return List.of(Drafts.fact(clause, Facet.COMMITMENT, null, text, PersonMentions.in(clause.text()),
                due.orElse(null), Drafts.SURE));
    }
}
