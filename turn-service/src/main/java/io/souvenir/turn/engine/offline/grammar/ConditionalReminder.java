package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.time.ZonedDateTime;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "si jamais j'ai toujours pas rappelé la banque d'ici vendredi, tu me le ressors", "if I still
 * haven't booked the vet by Friday, remind me": a reminder of what is not done yet, due at the
 * moment said, asked after the condition with a pronoun that points back at it (or with nothing).
 * Its text is the thing to do, said with the verb's infinitive.
 */
final class ConditionalReminder {

    private static final Pattern IF_NOT_DONE = Pattern.compile("^(?:si jamais |si |if |in case )(?:j'ai |j' ?|je n'ai |i |i've |i have )?"
            + "(?:toujours |tjs |tjrs |encore |still )?(?:pas |not |haven't |have not |didn't |did not |never )(?:toujours |encore |still |yet )?"
            + "(?<done>(?<verb>[\\p{L}]+) [^,]+?),? (?:d'ici|avant|by|before) (?<when>[^,]+?),? (?:alors |then |du coup |please |stp |"
            + "s'il te plait )?(?:tu me le (?:rappelles|rappelleras|ressors|ressortiras|redis|rediras|remets en tete)|tu me (?:relances|relanceras"
            + "|previens|previendras)|rappelle[- ]le[- ]moi|rappelle[- ]moi|relance[- ]moi|previens[- ]moi|remind me|nudge me|ping me"
            + "|give me a (?:nudge|shout|buzz)|(?:" + CallsAsked.REACH_EN + ") me(?: about it)?)\\b");
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("fait", "faire"), Map.entry("pris", "prendre"),
            Map.entry("mis", "mettre"), Map.entry("ecrit", "écrire"), Map.entry("dit", "dire"), Map.entry("rendu", "rendre"),
            Map.entry("repondu", "répondre"), Map.entry("vu", "voir"), Map.entry("paid", "pay"), Map.entry("sent", "send"),
            Map.entry("done", "do"), Map.entry("made", "make"), Map.entry("bought", "buy"), Map.entry("written", "write"),
            Map.entry("got", "get"), Map.entry("taken", "take"), Map.entry("told", "tell"), Map.entry("rung", "ring"),
            Map.entry("brought", "bring"), Map.entry("found", "find"), Map.entry("booked", "book"), Map.entry("called", "call"),
            Map.entry("renewed", "renew"), Map.entry("filed", "file"), Map.entry("emailed", "email"), Map.entry("signed", "sign"));

    private ConditionalReminder() {
    }

    /** The reminder of a sentence that opens with such a condition, and where the sentence goes on after the request. */
    static Optional<Read> read(String sentence, Locale language, ZonedDateTime now) {
        Text text = Text.of(sentence);
        Matcher matcher = text.matcher(IF_NOT_DONE);
        if (!matcher.lookingAt()) {
            return Optional.empty();
        }
        Optional<When> due = WhenParser.find(matcher.group("when"), now, false);
        if (due.isEmpty()) {
            return Optional.empty();
        }
        String verb = matcher.group("verb");
        String rest = text.original(matcher.end("verb"), matcher.end("done"));
        String todo = IRREGULAR.getOrDefault(verb, regular(verb, text.original(matcher.start("verb"), matcher.end("verb")),
                language)) + rest;
        Clause clause = new Clause(text.slice(matcher.start("done"), matcher.end("done")), language, now);
        MemoryDraft reminder = Drafts.toDo(MemoryKind.REMINDER, clause, todo, PersonMentions.in(clause.what()), due.get());
        return Optional.of(new Read(reminder, text.originalFrom(matcher.end())));
    }

    /** "rappelé" (or "rappele") is "rappeler", "fini" "finir"; an English past not met above is left as typed. */
    private static String regular(String folded, String typed, Locale language) {
        boolean french = "fr".equals(language.getLanguage()) || !typed.equals(folded);
        if (french && folded.endsWith("e")) {
            return typed.substring(0, typed.length() - 1) + "er";
        }
        if (french && folded.endsWith("i")) {
            return typed + "r";
        }
        return typed;
    }

    /** The reminder, and what the sentence says after asking for it. */
    record Read(MemoryDraft reminder, String rest) {
    }
}
