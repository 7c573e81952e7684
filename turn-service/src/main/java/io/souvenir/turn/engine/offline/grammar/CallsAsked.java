package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reminder read on its structure, whatever words ask it: the assistant is asked to reach the user
 * (a verb of reaching someone with the user as its object: "nag me", "bug me", "tu me pinges", "relance-moi",
 * "give me a shout", "m'envoyer un petit message"), the verb addressed to the assistant (an imperative, or
 * "tu"/"you" before it, however politely framed: "would you mind…", "ce serait top que tu…", "est-ce que ça te
 * dérange de…"), then what it is for ("to…", "about…", "de…", "pour…", "pour que je…"). Said of someone
 * else ("ma mère me relance pour…", "my boss keeps nagging me to…") it is no request.
 */
final class CallsAsked {

    /** Verbs that reach someone, as typed: "nag", "nagging", "bugs", "pinged", "texting". */
    static final String REACH_EN = "(?:remind|nag|bug|ping|text|message|call|ring|buzz|nudge|notify|warn|alert|poke"
            + "|email|hassle|pester|badger|prompt|chase)(?:s|es|g?ed|g?ing)?";
    /** "give me a shout", "send me a text", "drop me a line": a signal sent to the user. */
    private static final String SIGNAL_EN = "(?:give|giving|send|sending|drop|dropping|shoot|pop|fire)(?: us| me) (?:an? |one )?"
            + "(?:quick |little |wee |short )?(?:shout|buzz|text|message|ping|nudge|reminder|bell|ring|call|line|heads-?up|msg|txt)";
    /** "tu me pinges", "me relancer", "m'écrire", "me faire penser", "me faire signe". */
    private static final String REACH_FR = "(?:rappel|relanc|redi|dis|dir|previen|preven|ping|notifi|ecri|text|bip|sonn|harcel)\\p{L}*"
            + "|f\\p{L}+ (?:penser|signe)";
    /** "m'envoyer un petit message", "tu me laisses un mot", "me mettre un rappel": a signal left for the user. */
    private static final String SIGNAL_FR = "(?:envoy|renvoy|laiss|mett|met|fai)\\p{L}* (?:un |une )?(?:petit |ptit |p'tit )?"
            + "(?:msg|message|texto|sms|mot|rappel|notif\\p{L}*|signe|alerte)";

    /** The user reached, in English: the verb and "me"; group "before" says who asks it. */
    private static final Pattern REACHED_EN = Pattern.compile("(?<before>^|\\S+ )(?<verb>" + REACH_EN + " me|" + SIGNAL_EN
            + ")\\b");
    /** The user reached, in French: "me" or "m'" before the verb, or the imperative "-moi" after it. */
    private static final Pattern REACHED_FR = Pattern.compile("(?<before>^|\\S+ )(?<verb>(?:me |m')(?:" + REACH_FR + "|" + SIGNAL_FR
            + ")|(?:" + REACH_FR + "|" + SIGNAL_FR + ")-moi)(?=\\W|$)");
    /**
     * "un petit rappel la veille pour…", "pop a reminder in for Monday re:…", "rappel lundi 16h : …": the reminder
     * asked by its name, first in the clause (after a verb that sets it, maybe).
     */
    private static final Pattern NOTICE = Pattern.compile("^(?:(?:pop|put|set|add|stick|mets|met|mettre|programme)\\p{L}* )?"
            + "(?:(?:un|une|a|an|one) )?(?:(?:petit|ptit|p'tit|quick|little|wee) )?(?:rappel|reminder|alarme|alarm)(?: in)?\\b");
    /** What a reminder named is for: a colon, or the marks a request uses. */
    private static final Pattern NOTICE_PURPOSE = Pattern.compile("^(?:\\s+(?!to\\b|about\\b|pour\\b|re\\b)[^\\s,:]+){0,5}?"
            // not "de": "un rappel de la banque" is one received
            + "\\s*(?::\\s*|\\s(?:to|about|re:?|regarding|pour)\\s)(?=\\S)");
    /** What it is for, a few words on: "to…", "about…", "re:", "de…", "pour que je…", "à…" after "penser". */
    private static final Pattern PURPOSE = Pattern.compile("^(?:\\s+(?!to\\b|about\\b|de\\b|d'|pour\\b|re\\b)[^\\s,]+){0,4}?\\s*"
            + "(?:(?<conjugated>pour que (?:je |j')|qu'il faut que (?:je |j'))|(?:to |about |re: ?|regarding |de |d'|pour "
            + "|qu'il faut ))");
    /** After "penser": "me faire penser à arroser". */
    private static final Pattern THINK_OF = Pattern.compile("^\\s*(?:a|au|aux) ");
    /** Who the verb is said of: the assistant ("tu", "you"), or someone else. */
    private static final Pattern ASSISTANT = Pattern.compile("\\b(?:tu|t'|te|toi|vous|you|u)\\b|^(?:t')");
    /** A subject of the verb that is not the assistant: "ma mère me…", "he keeps nagging me", "je me…". */
    private static final Pattern SOMEONE_ELSE = Pattern.compile("\\b(?:je|j'|il|elle|ils|elles|on|nous|i|he|she|they|we|it"
            + "|keeps?|kept)\\s*$");
    /** Words that open an imperative after them: "and give me…", "pls nag me". */
    private static final Pattern BEFORE_IMPERATIVE = Pattern.compile("^(?:and|please|pls|plz|just|then|et|puis|stp|alors)\\s$");

    private CallsAsked() {
    }

    /** The thing the user asks to be reached about, as typed, and whether it was said conjugated ("pour que je rappelle…"). */
    record Asked(Text thing, boolean conjugated) {
    }

    static Optional<Asked> in(Text what, Locale language) {
        boolean french = language.equals(LanguageDetector.FRENCH);
        String folded = what.folded();
        Matcher notice = NOTICE.matcher(folded);
        if (notice.find() && !modifies(what, notice.end(), language)) {
            Matcher purpose = NOTICE_PURPOSE.matcher(folded.substring(notice.end()));
            return purpose.find() ? Optional.of(new Asked(what.from(notice.end() + purpose.end()), false)) : Optional.empty();
        }
        Matcher reached = (french ? REACHED_FR : REACHED_EN).matcher(folded);
        while (reached.find()) {
            if (!addressed(what, reached, language)) {
                continue;
            }
            String after = folded.substring(reached.end());
            if (reached.group("verb").endsWith("penser")) {
                Matcher thinkOf = THINK_OF.matcher(after);
                if (thinkOf.find()) {
                    return Optional.of(new Asked(what.from(reached.end() + thinkOf.end()), false));
                }
            }
            Matcher purpose = PURPOSE.matcher(after);
            if (purpose.find()) {
                return Optional.of(new Asked(what.from(reached.end() + purpose.end()), purpose.group("conjugated") != null));
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a clause, in either language, asks to be reached for something: a request even with a question mark ("tu me
     * relances mercredi pour la facture ?"), unlike "tu peux me dire ce que j'ai prévu ?".
     */
    static boolean asksToBeReached(Text clause) {
        return in(clause, LanguageDetector.FRENCH).isPresent() || in(clause, LanguageDetector.ENGLISH).isPresent();
    }

    /** "alarm code for the shop: 5561": in English a noun after the word is what it names, not a reminder. */
    private static boolean modifies(Text what, int end, Locale language) {
        if (language.equals(LanguageDetector.FRENCH)) {
            return false;
        }
        Analysis analysis = Analyzer.standard().analyse(what.original(), language);
        int next = analysis.indexFrom(what.originalIndex(end));
        return next < analysis.tokens().size() && analysis.tokens().get(next).is("NOUN", "PROPN");
    }

    /**
     * Whether the verb is said to the assistant: an imperative (first in the clause, after "and", or "-moi"),
     * "tu"/"you" right before it, or an infinitive ("de me relancer", "to nag me") in a clause that speaks to it.
     */
    private static boolean addressed(Text what, Matcher reached, Locale language) {
        boolean french = language.equals(LanguageDetector.FRENCH);
        String folded = what.folded();
        String before = folded.substring(0, reached.start("verb"));
        if (reached.group("verb").endsWith("-moi") || before.isBlank()
                || BEFORE_IMPERATIVE.matcher(reached.group("before")).matches()) {
            return true;
        }
        if (SOMEONE_ELSE.matcher(before).find()) {
            return false;
        }
        String word = reached.group("before").strip();
        if (ASSISTANT.matcher(word).find()) {
            return true;
        }
        // "de me renvoyer", "à me dire", "to remind me", "nagging me": the infinitive of a request made to the assistant
        boolean infinitive = french ? word.matches("de|d'|a|pour")
                : word.equals("to") || reached.group("verb").matches("\\S+ing .*");
        return infinitive && (ASSISTANT.matcher(before).find() || opensOnImperative(what, language));
    }

    /** "pense à me dire…", "remember to text me…": the clause opens on a verb, with no subject before it. */
    private static boolean opensOnImperative(Text what, Locale language) {
        List<Token> tokens = Analyzer.standard().analyse(what.original(), language).tokens();
        return !tokens.isEmpty() && tokens.get(0).is("VERB");
    }
}
