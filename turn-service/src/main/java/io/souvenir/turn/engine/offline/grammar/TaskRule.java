package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
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

    /** Taken whole when said: "je dois encore 9000 balles" is a debt, "encore" no infinitive. */
    private static final String ADVERB = "(?: absolument| vraiment| encore| aussi| vite| d'abord| really| still"
            + "| also| just| absolutely)?+";
    private static final String INFINITIVE_AHEAD = "(?=(?:(?:me|te|se|lui|leur|les|le|la|nous|vous|y|en) |[mtsl]')*\\S+(?:er|ir|re|oir)\\b)";
    private static final Pattern SUBJUNCTIVE = Pattern.compile(
            "^(?:il )?(?:faut|faudrait|faudra)" + ADVERB + " que (?:je |j')");
    private static final Pattern INFINITIVE = Pattern.compile("^(?:(?:il )?(?:faut|faudrait|faudra)" + ADVERB + " "
            + "|(?:je |j')(?:dois|devrais|vais devoir|ne dois pas oublier d(?:e |')|ai besoin d(?:e |'))" + ADVERB
            + " ?)" + INFINITIVE_AHEAD + "|^(?:a faire|todo|to-do|to do)(?: (?:cette|ce|demain|aujourd'hui|avant|d'ici|this|today|tomorrow|tonight|before|by|next"
            + "|pour)\\b[^:?!.]{0,25})? ?: ?"
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

    /** "Le renvoyer", "La recharger…", "L'imprimer": the thing to do stands as a pronoun before the verb. */
    private static final Pattern FRENCH_OBJECT = Pattern.compile("^(le|la|les|l')\\s?(?=\\p{L}+(?:er|ir|re|oir)\\b)");
    /** "Renew it", "send it back", "get them fixed": the thing to do stands as a pronoun after the verb. */
    private static final Pattern ENGLISH_OBJECT = Pattern.compile("^(\\p{L}+) (it|them)\\b");
    /** A noun phrase that opens a clause: its determiner says which pronoun stands for it. */
    private static final Pattern THING = Pattern.compile("^(l'|(?:le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos"
            + "|leur|leurs|ce|cet|cette|ces|the|my|our|this|that|these|those|his|her|their)(?=\\s))\\s?(?=\\p{L})");
    private static final Pattern CAUSED = Pattern.compile("^(?:faire|laisser) \\p{L}+(?:er|ir|re)\\b|^\\p{L}+");
    private static final Pattern OF = Pattern.compile("^(?:de|du|des|d'|of)$");

    /**
     * "le colis Zalando, je dois le renvoyer", "mon passeport expire en septembre, faut que je le refasse",
     * "my passport runs out in May, I need to renew it": a task whose object is a pronoun is about the
     * thing the clause before opens with, when the pronoun can stand for it (le/la/les, it/them).
     */
    static List<MemoryDraft> withTheirThing(List<MemoryDraft> kept, Clause clause, Clause before) {
        if (before == null || kept.stream().noneMatch(draft -> draft.kind() == MemoryKind.TASK)) {
            return kept;
        }
        Optional<String[]> thing = openingThing(before);
        if (thing.isEmpty()) {
            return kept;
        }
        return kept.stream().map(draft -> draft.kind() != MemoryKind.TASK ? draft
                : withThing(draft, thing.get()[0], thing.get()[1], clause.french()).orElse(draft)).toList();
    }

    private static Optional<MemoryDraft> withThing(MemoryDraft task, String thing, String determiner, boolean french) {
        String text = task.text();
        String folded = Text.fold(text);
        if (french) {
            Matcher object = FRENCH_OBJECT.matcher(folded);
            if (!object.find() || !standsFor(object.group(1), determiner)) {
                return Optional.empty();
            }
            String rest = text.substring(object.end());
            // "les faire réparer": the thing after what is to be done to it, "faire réparer mes lunettes"
            Matcher verbs = CAUSED.matcher(rest);
            int verbEnd = verbs.lookingAt() ? verbs.end() : rest.length() - rest.replaceFirst("^\\p{L}+", "").length();
            return Optional.of(task.withText(Words.capitalise(rest.substring(0, verbEnd) + " " + thing
                    + rest.substring(verbEnd))));
        }
        Matcher object = ENGLISH_OBJECT.matcher(folded);
        if (!object.find() || object.group(2).equals("them") != (determiner.matches("these|those") || thing.endsWith("s"))) {
            return Optional.empty();
        }
        return Optional.of(task.withText(text.substring(0, object.start(2)) + thing + text.substring(object.end(2))));
    }

    /** Whether "le", "la", "les" or "l'" can stand for a thing said with this determiner. */
    private static boolean standsFor(String pronoun, String determiner) {
        boolean plural = determiner.matches("les|mes|tes|ses|nos|vos|leurs|ces");
        boolean feminine = determiner.matches("la|ma|ta|sa|cette");
        boolean masculine = determiner.matches("le|mon|ton|son|ce|cet");
        return switch (pronoun) {
            case "les" -> plural;
            case "la" -> feminine || !plural && !masculine;
            case "le" -> masculine || !plural && !feminine;
            default -> !plural;
        };
    }

    /** The noun phrase a clause opens with ("mon passeport" of "mon passeport expire…") and its determiner. */
    private static Optional<String[]> openingThing(Clause before) {
        Text said = before.text();
        Matcher opening = said.matcher(THING);
        if (!opening.lookingAt()) {
            return Optional.empty();
        }
        List<Token> tokens = before.analysis().tokens();
        int first = before.analysis().indexFrom(said.originalIndex(opening.end()));
        int end = -1;
        boolean noun = false;
        for (int i = first; i < tokens.size() && i < first + 5; i++) {
            Token token = tokens.get(i);
            boolean of = OF.matcher(Text.fold(token.text())).matches() && i > first;
            if (!token.is("NOUN", "PROPN", "ADJ", "NUM", "X") && !of) {
                break;
            }
            noun |= token.is("NOUN", "PROPN");
            end = of ? end : token.end();
        }
        if (!noun || end < 0 || Relations.of(Text.fold(said.original().substring(said.originalIndex(opening.end()), end))).isPresent()) {
            return Optional.empty(); // "ma sœur, faut que je l'appelle" is someone, kept as them
        }
        return Optional.of(new String[] {Words.uncapitalise(said.original().substring(0, end)), opening.group(1)});
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
