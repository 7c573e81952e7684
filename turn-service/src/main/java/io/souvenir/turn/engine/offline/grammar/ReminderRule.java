package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Rappelle-moi jeudi de payer le loyer", "remind me on Thursday to pay the rent": one visible
 * reminder, due when said (09:00 without an hour), its text the thing to do. "Rappelle-toi que…"
 * is not this: it asks to remember, see {@link RememberRule}.
 */
final class ReminderRule implements Rule {

    private static final Pattern REMIND_ME = Pattern.compile("^(?:(?:est-ce que )?(?:tu peux|peux-tu|pourrais-tu"
            + "|tu pourrais|merci de|n'oublie pas de|pense a) )?(?:me |m')?rappel(?:le|er|les|lez)(?:[- ]moi)? "
            + "(?:(qu'il faut que (?:je |j')|que (?:je |j')(?!dois)|que je dois |de |d')|que |pour )?"
            + "|^fais-moi penser (?:a |au |aux )"
            + "|^(?:(?:can|could|would) you |please )?remind me (?:to |that i (?:need|have) to |that i must "
            + "|that |about |of )?|^don't let me forget (?:to )?");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text what = clause.what();
        Matcher remind = what.matcher(REMIND_ME);
        if (!remind.find() || remind.end() >= what.length()) {
            return List.of();
        }
        Text thing = what.from(remind.end());
        boolean conjugated = remind.group(1) != null && remind.group(1).startsWith("qu");
        String text = conjugated ? Rephrase.infinitive(thing) : thing.original();
        return List.of(Drafts.toDo(MemoryKind.REMINDER, clause, text, PersonMentions.in(thing),
                clause.ahead().orElse(null)));
    }
}
