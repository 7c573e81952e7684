package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.Health;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Professions;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Together;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is said of a person, as a memory puts it: their age ("a onze ans", "dix-huit", "is
 * eleven", "6 mois", "5 et 8 ans"), their job ("est plombier") and what they do or are ("habite à
 * Lyon", "allergique aux noix"). Anything else said of them is not kept.
 */
final class PersonDetails {

    private static final Pattern AGES = Pattern.compile("\\b((?:" + NumberWords.REGEX + ")(?:(?:,\\s*|\\s(?:et|and)\\s)"
            + "(?:" + NumberWords.REGEX + ")){1,9})\\s(?:ans|years?(?: old)?)\\b");
    private static final Pattern AND = Pattern.compile(",\\s*|\\s(?:et|and)\\s");
    private static final Pattern AGE_IN_YEARS = Pattern.compile("(?<!depuis |since |for |sur |pendant )\\b("
            + NumberWords.REGEX + ")\\s(?:ans?|years?(?: old)?|yo)\\b");
    private static final Pattern MONTHS_OLD = Pattern.compile(
            "\\b(" + NumberWords.REGEX + ")\\s(?:mois|months?(?: old)?)\\b");
    private static final Pattern AGE_AT_END = Pattern.compile("(?:^|\\s)(?:(?:qui |who )?(?:a|aura|va avoir"
            + "|vient d'avoir|is|turns|turned|will be|de|aged|agee?s? de)\\s+)?(" + NumberWords.REGEX + ")$");
    private static final Pattern JOB = Pattern.compile("^(?:qui |who )?(?:est|is|works as|travaille comme)\\s"
            + "(?:une?\\s|an?\\s)?(" + Professions.JOBS + ")\\b");
    private static final Pattern ATTRIBUTE = Pattern.compile("^(?:qui |who )?(?:(?:est|is|are|sont) )?(?=(?:habite"
            + "|habitent|vit|vivent|travaille|travaillent|bosse|lives|live|works|work|from|vient|viennent|nee?s?"
            + "|born|allergique|allergiques|allergic|a la retraite|retired|etudie|studies|adore|adorent|aime"
            + "|aiment|deteste|loves|likes|hates|parle|speaks|souffre|suffers|prend|takes|joue|plays|"
            + Health.CONDITIONS + ")\\b)");

    /** "est de Lyon", "qui est d'Annecy": where they come from, a capitalised place. */
    private static final Pattern ORIGIN = Pattern.compile("^(?:qui |who )?(?:est|sont) (?:originaires? )?"
            + "(de |d'|du )");
    /** "… et mon frère Hugo à Paris": the verb said once for both, only the place is left. */
    private static final Pattern PLACE_ONLY = Pattern.compile("^(?:a|au|aux|en|in) (?=\\S+$|\\S+[ -]\\S+$)");

    private PersonDetails() {
    }

    /** "Léa — ma fille, 7 ans": the details, in the user's language. */
    static List<String> of(Text said, boolean french) {
        List<String> details = new ArrayList<>();
        age(said, french).ifPresent(details::add);
        Matcher job = said.matcher(JOB);
        String attribute = attribute(said);
        if (job.find()) {
            details.add(said.original(job, 1));
        } else if (!attribute.isEmpty()) {
            details.add(attribute);
        } else {
            place(said).ifPresent(details::add);
        }
        return details;
    }

    /** What is said of the person beyond age and job: "habite à Lyon", "allergique aux noix". */
    static String attribute(Text said) {
        Matcher attribute = said.matcher(ATTRIBUTE);
        return attribute.find() ? Words.tidy(said.originalFrom(attribute.end())) : "";
    }

    /** "de Lyon" (origin) or, verb left out, "à Paris": only a capitalised place counts. */
    private static Optional<String> place(Text said) {
        Matcher origin = said.matcher(ORIGIN);
        if (origin.find() && said.capitalAt(origin.end())) {
            return Optional.of(Words.tidy(said.originalFrom(origin.start(1))));
        }
        Matcher place = said.matcher(PLACE_ONLY);
        if (place.find() && said.capitalAt(place.end())) {
            return Optional.of(Words.tidy(said.original()));
        }
        return Optional.empty();
    }

    /** "11 ans", "5 et 8 ans", "6 mois" / "11 years old", "6 months old". */
    private static Optional<String> age(Text said, boolean french) {
        Matcher several = said.matcher(AGES);
        if (several.find()) {
            List<String> each = AND.splitAsStream(several.group(1))
                    .map(n -> Integer.toString(NumberWords.parse(n).orElse(0))).toList();
            return Optional.of(Together.join(each, french) + (french ? " ans" : " years old"));
        }
        Matcher months = said.matcher(MONTHS_OLD);
        if (months.find()) {
            int count = NumberWords.parse(months.group(1)).orElse(0);
            return Optional.of(count + (french ? " mois" : count == 1 ? " month old" : " months old"));
        }
        OptionalInt years = years(said);
        if (years.isEmpty()) {
            return Optional.empty();
        }
        int old = years.getAsInt();
        return Optional.of(old + (french ? old == 1 ? " an" : " ans" : old == 1 ? " year old" : " years old"));
    }

    private static OptionalInt years(Text said) {
        Matcher inYears = said.matcher(AGE_IN_YEARS);
        Matcher atEnd = said.matcher(AGE_AT_END);
        OptionalInt years = inYears.find() ? NumberWords.parse(inYears.group(1))
                : atEnd.find() ? NumberWords.parse(atEnd.group(1)) : OptionalInt.empty();
        return years.isPresent() && years.getAsInt() <= 120 ? years : OptionalInt.empty();
    }
}
