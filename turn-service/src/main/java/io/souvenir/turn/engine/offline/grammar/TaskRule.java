package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
            // the contraction written in one word: "I've got to finish…", "I'll have to call…"
            + "|^i(?:'ve|\u2019ve|ve)" + ADVERB + " (?:got to|gotta)(?: remember to)? |^i(?:'ll|\u2019ll)" + ADVERB + " have to(?: remember to)? "
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

    /** "faut que je m'y mette", "à faire", "need to get on it": something to do that another clause names. */
    private static final Pattern ONLY_POINTS = Pattern.compile("(?:^|\\s|')(?:m'y mettre|m'y mette|m'en occuper|m'en occupe|le faire"
            + "|la faire|les faire|le fasse|la fasse|les fasse|get on (?:with )?it|do it|sort it(?: out)?|deal with it"
            + "|get it done)$");
    private static final Pattern ONLY_TO_DO = Pattern.compile("^(?:a faire|todo|to-do|to do|a faire absolument|must do)$");
    /** "j'ai toujours pas fait ma déclaration", "I still haven't booked the vet": what is not done yet. */
    private static final Pattern UNDONE = Pattern.compile("^(?:(?:je n'ai|j'ai|on a|on n'a) (?:toujours |encore |vraiment )?pas"
            + "(?: encore| toujours)?|i (?:still )?(?:haven't|have not|didn't|did not)(?: yet)?) (\\p{L}+) (?=\\S)");
    private static final Map<String, String> ENGLISH_BASE = Map.of("done", "do", "sent", "send", "paid", "pay",
            "written", "write", "made", "make", "taken", "take", "bought", "buy", "got", "get", "found", "find",
            "told", "tell");
    private static final Map<String, String> FRENCH_INFINITIVES = Map.of("fait", "faire", "pris", "prendre", "mis", "mettre",
            "rendu", "rendre", "ecrit", "écrire", "repondu", "répondre", "vendu", "vendre", "lu", "lire", "vu", "voir");

    /**
     * The task a clause points to ("faut que je m'y mette", "à faire") when the clause before says
     * what is not done yet: "j'ai toujours pas fait ma déclaration" → "Faire ma déclaration".
     */
    static Optional<MemoryDraft> pointedAt(Clause clause, Clause before, List<MemoryDraft> kept) {
        String folded = clause.what().folded().strip();
        boolean points = ONLY_TO_DO.matcher(folded).matches() || kept.size() == 1 && kept.get(0).kind() == MemoryKind.TASK
                && ONLY_POINTS.matcher(folded).find();
        if (!points || before == null) {
            return Optional.empty();
        }
        return undone(clause, before.text());
    }

    /** "Faire ma déclaration" from "j'ai toujours pas fait ma déclaration": the thing not done, as a thing to do. */
    private static Optional<MemoryDraft> undone(Clause clause, Text said) {
        Matcher undone = said.matcher(UNDONE);
        if (!undone.find()) {
            return Optional.empty();
        }
        String participle = undone.group(1);
        String typed = said.original(undone, 1);
        String verb = clause.french() ? FRENCH_INFINITIVES.getOrDefault(participle, participle.endsWith("e")
                ? typed.substring(0, typed.length() - 1) + "er" : participle.endsWith("i") ? typed + "r" : typed)
                : ENGLISH_BASE.getOrDefault(participle, participle.endsWith("ed") ? typed.substring(0, typed.length() - 2) : typed);
        Text thing = said.from(undone.end());
        return Optional.of(Drafts.toDo(MemoryKind.TASK, clause, verb + " " + thing.original(), PersonMentions.in(thing),
                clause.ahead().orElse(null)));
    }

    /** ", à faire", ", to do" closing a clause that says what is not done yet. */
    private static final Pattern CLOSING_TO_DO = Pattern.compile(",?\\s*(?:a faire|to do|todo|to-do)$");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text what = clause.what();
        Matcher closing = what.matcher(CLOSING_TO_DO);
        if (closing.find() && closing.start() > 0) {
            Optional<MemoryDraft> undone = undone(clause, what.slice(0, closing.start()));
            if (undone.isPresent()) {
                return List.of(undone.get());
            }
        }
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
