package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Il faut que je…", "je dois…", "I need to…": a visible task, its text the thing to do as an
 * infinitive ("Payer le loyer"), due only when a day was said. "Je dois 500 euros à Marc" is a
 * debt, not a task: only a verb can follow.
 */
final class TaskRule implements Rule {

    private static final String ADVERB = "(?: absolument| vraiment| encore| aussi| vite| d'abord| really| still"
            + "| also| just| absolutely)?";
    private static final String INFINITIVE_AHEAD = "(?=(?:(?:me|te|se|lui|leur|les|le|la|nous|vous|y|en) |[mtsl]')*\\S+(?:er|ir|re|oir)\\b)";
    private static final Pattern SUBJUNCTIVE = Pattern.compile(
            "^(?:il )?(?:faut|faudrait|faudra)" + ADVERB + " que (?:je |j')");
    private static final Pattern INFINITIVE = Pattern.compile("^(?:(?:il )?(?:faut|faudrait|faudra)" + ADVERB + " "
            + "|(?:je |j')(?:dois|devrais|vais devoir|ne dois pas oublier d(?:e |')|ai besoin d(?:e |'))" + ADVERB
            + " ?)" + INFINITIVE_AHEAD + "|^(?:a faire|todo|to-do|to do) ?: ?"
            + "|^i" + ADVERB + " (?:need to|have to|must|'ve got to|have got to|gotta|got to|should|ought to"
            + "|'ll have to|will have to)(?: remember to)? "
            // the chat register drops the subject: "gotta get my eyes tested", "must return the library books"
            + "|^(?:gotta|got to|must|need to|have to|still need to|still have to)" + ADVERB + " (?!be\\b|have been\\b)");

    /** "penser à racheter du pain", "ne pas oublier de rendre les clés": a note to self in the infinitive. */
    private static final Pattern SELF_NOTE = Pattern.compile("^(?:penser|(?:ne )?pas oublier) (?:a|de|d')\\s*"
            + INFINITIVE_AHEAD);
    /**
     * "j'ai un devis à envoyer avant vendredi", "I've got a report to finish": something held that
     * is still to be done; the thing, then what must be done with it.
     */
    private static final Pattern HELD_TO_DO = Pattern.compile("^(?:j'ai|j'ai encore|i have|i've got|i've still got|i got"
            + "|got|i still have)\\s+(?=(?:un|une|des|deux|trois|quatre|\\d+|a|an|two|three|four|some|my|mon|ma|mes)"
            + "\\s+[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,3}\\s+(?:a\\s+" + INFINITIVE_AHEAD.substring(3, INFINITIVE_AHEAD.length() - 1)
            + "|to\\s+(?!be\\b)\\p{L}+))");

    /** "a dog to walk every morning", "lui faire ses piqûres matin et soir": a habit, not something to do once. */
    private static final Pattern HABIT = Pattern.compile("\\b(?:every|each|daily|tous les|toutes les|chaque"
            + "|matin et soir|morning and night)\\b");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text what = clause.what();
        Matcher note = what.matcher(SELF_NOTE);
        if (note.find()) {
            return task(clause, what.from(note.end()), false);
        }
        Matcher held = what.matcher(HELD_TO_DO);
        if (held.find() && !HABIT.matcher(what.folded()).find()) {
            return task(clause, what.from(held.end()), false);
        }
        Matcher subjunctive = what.matcher(SUBJUNCTIVE);
        if (subjunctive.find()) {
            return task(clause, what.from(subjunctive.end()), true);
        }
        Matcher infinitive = what.matcher(INFINITIVE);
        return infinitive.find() && !HABIT.matcher(what.folded()).find() ? task(clause, what.from(infinitive.end()), false) : List.of();
    }

    private static List<MemoryDraft> task(Clause clause, Text thing, boolean conjugated) {
        if (thing.isEmpty()) {
            return List.of();
        }
        String text = conjugated ? Rephrase.infinitive(thing) : thing.original();
        return List.of(Drafts.toDo(MemoryKind.TASK, clause, text, PersonMentions.in(thing),
                clause.ahead().orElse(null)));
    }
}
