package io.souvenir.turn.engine.offline.reply;

import io.souvenir.turn.engine.offline.grammar.Labels;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person memory ("Ma fille — 11 ans", "Julie — ma sœur, habite à Lyon") said back as a person
 * would say it, to the user: "Ta fille a 11 ans.", "Julie est ta sœur et habite à Lyon.",
 * "Your daughter is 11.". Empty when the memory is not of that shape.
 */
final class PersonSentence {

    private static final Pattern FRENCH_AGE = Pattern.compile("(?iu)^(\\d+) ans?$");
    private static final Pattern ENGLISH_AGE = Pattern.compile("(?iu)^(\\d+)(?: years? old)?$");
    private static final Pattern RELATION = Pattern.compile("(?iu)^(?:ta|ton|tes|your) \\p{L}.*");
    private static final Pattern FRENCH_VERB = Pattern.compile("(?iu)^(?:est|a|habite|vit|travaille|bosse|aime|adore|fait|va"
            + "|vient|joue|part|étudie|enseigne|s'appelle|n'|ne)\\b.*");
    private static final Pattern ENGLISH_VERB = Pattern.compile("(?iu)^(?:is|has|lives|works|likes|loves|does|goes|comes"
            + "|plays|studies|teaches|was|doesn't|isn't)\\b.*");
    private static final Pattern ARTICLE = Pattern.compile("(?iu)^(?:a|an|the)\\b.*");

    private PersonSentence() {
    }

    static Optional<String> of(String memory, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        int dash = memory.indexOf(Labels.DASH);
        if (dash <= 0) {
            return Optional.empty();
        }
        String who = MemoryAnswers.toYou(memory.substring(0, dash).strip(), french);
        List<String> said = new ArrayList<>();
        for (String detail : memory.substring(dash + Labels.DASH.length()).split(",\\s*")) {
            if (!detail.isBlank()) {
                said.add(predicate(MemoryAnswers.toYou(detail.strip(), french), french));
            }
        }
        if (said.isEmpty()) {
            return Optional.empty();
        }
        String and = french ? " et " : " and ";
        String joined = said.size() == 1 ? said.get(0)
                : String.join(", ", said.subList(0, said.size() - 1)) + and + said.get(said.size() - 1);
        return Optional.of(Character.toUpperCase(who.charAt(0)) + who.substring(1) + " " + joined + ".");
    }

    /** "11 ans" → "a 11 ans", "ta sœur" → "est ta sœur", "habite à Lyon" stays, "fleuriste" → "est fleuriste". */
    private static String predicate(String detail, boolean french) {
        Matcher age = (french ? FRENCH_AGE : ENGLISH_AGE).matcher(detail);
        if (age.matches()) {
            return french ? "a " + detail : "is " + age.group(1);
        }
        if (RELATION.matcher(detail).matches()) {
            return (french ? "est " : "is ") + detail;
        }
        if ((french ? FRENCH_VERB : ENGLISH_VERB).matcher(detail).matches()) {
            return detail;
        }
        if (french) {
            return "est " + detail;
        }
        return ARTICLE.matcher(detail).matches() ? "is " + detail
                : "is " + ("aeiou".indexOf(Character.toLowerCase(detail.charAt(0))) >= 0 ? "an " : "a ") + detail;
    }
}
