package io.souvenir.turn.engine.offline.reply;

import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.recall.Angle;
import io.souvenir.turn.recall.Recall;
import io.souvenir.turn.recall.RecallUnavailableException;
import io.souvenir.turn.recall.Recalled;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Answers a question from what the user's memory returns, and only from that: a hit counts when
 * two angles agree on it, or when the person or subject angle found it (the meaning angle alone
 * is too loose to answer with). Nothing that counts: the answer says so, it never guesses.
 */
public final class MemoryAnswers {

    private static final Pattern QUESTION = Pattern.compile("(?iu)^\\s*(?:comment|quel(?:le)?s?|qui|o[uù]|quand|combien"
            + "|est-ce qu|qu'est-ce|tu (?:sais|te souviens|te rappelles)|te souviens|what|who|where|when|how|which"
            + "|do you (?:know|remember)|did i|have i)\\b");
    private static final Pattern ASKS_A_NAME = Pattern.compile("(?iu)\\b(?:s'appelle|appelle-t-(?:il|elle)|nom|name|called)\\b");
    private static final Pattern RELATIVE = Pattern.compile("(?iu)\\b(ma|mon|mes|my) ([\\p{L}-]+)");
    private static final Pattern NAMED_PERSON = Pattern.compile("^(\\p{Lu}[\\p{L}'-]+(?: \\p{Lu}[\\p{L}'-]+)?) — ");
    private static final int MORE_AT_MOST = 2;

    private MemoryAnswers() {
    }

    /** A question, not a statement: it ends with a question mark or opens like one. */
    public static boolean asks(String text) {
        return text.strip().endsWith("?") || QUESTION.matcher(text).find();
    }

    public static Reply answer(String question, Recall recall, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        List<Recalled> known;
        try {
            known = recall.search(question).stream().filter(MemoryAnswers::counts).toList();
        } catch (RecallUnavailableException e) {
            return new Reply(french ? "Je n'arrive pas à consulter ma mémoire pour le moment, redemande-moi dans un instant."
                    : "I can't reach my memory right now; ask me again in a moment.", language);
        }
        if (known.isEmpty()) {
            return new Reply(french ? "Je ne sais pas : tu ne me l'as pas encore dit."
                    : "I don't know: you haven't told me yet.", language);
        }
        Recalled best = known.get(0);
        String first = nameAnswer(question, best, french)
                .or(() -> best.candidate() ? Optional.empty() : personSentence(best, language))
                .orElseGet(() -> (best.candidate() ? CandidateHedge.opening(french)
                        : french ? "D'après ce que tu m'as dit : " : "From what you told me: ")
                        + sentence(toYou(best.text(), french)));
        List<Recalled> more = known.subList(1, Math.min(known.size(), 1 + MORE_AT_MOST));
        if (more.isEmpty()) {
            return new Reply(first, language);
        }
        String alsoKnown = more.stream().map(hit -> personSentence(hit, language).map(said -> said.substring(0, said.length() - 1))
                .orElseGet(() -> toYou(hit.text(), french))).collect(Collectors.joining(" ; "));
        return new Reply(first + (french ? " Je sais aussi : " : " I also know: ") + sentence(alsoKnown), language);
    }

    /** A person said back as a sentence ("Ta fille a 11 ans."), not as the memory's label ("Ta fille — 11 ans"). */
    private static Optional<String> personSentence(Recalled hit, Locale language) {
        return "person".equals(hit.kind()) ? PersonSentence.of(hit.text(), language) : Optional.empty();
    }

    private static boolean counts(Recalled hit) {
        return hit.isMemory() && (hit.angles().size() >= 2 || hit.foundBy(Angle.PERSON) || hit.foundBy(Angle.SUBJECT));
    }

    /** "Comment s'appelle ma femme ?" and the person "Claire — ma femme": "Ta femme s'appelle Claire." */
    private static Optional<String> nameAnswer(String question, Recalled best, boolean french) {
        Matcher named = NAMED_PERSON.matcher(best.text());
        Matcher relative = RELATIVE.matcher(question);
        if (!"person".equals(best.kind()) || !ASKS_A_NAME.matcher(question).find() || !named.find() || !relative.find()) {
            return Optional.empty();
        }
        String who = toYou(relative.group(1), french) + " " + relative.group(2);
        String name = named.group(1);
        return Optional.of(french ? capitalised(who) + " s'appelle " + name + "."
                : capitalised(who) + "'s name is " + name + ".");
    }

    /** The user's words, said back to them: "ma femme" becomes "ta femme", "my son" "your son". */
    static String toYou(String text, boolean french) {
        if (french) {
            return text.replaceAll("\\bMa\\b", "Ta").replaceAll("\\bMon\\b", "Ton").replaceAll("\\bMes\\b", "Tes")
                    .replaceAll("\\bma\\b", "ta").replaceAll("\\bmon\\b", "ton").replaceAll("\\bmes\\b", "tes");
        }
        return text.replaceAll("\\bmy\\b", "your").replaceAll("\\bMy\\b", "Your");
    }

    private static String sentence(String text) {
        String trimmed = text.strip();
        return trimmed.matches(".*[.!?…]$") ? trimmed : trimmed + ".";
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
