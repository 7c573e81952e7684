package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a sentence says of several persons at once, as said of each of them. "sont pompiers tous
 * les deux", "are both still in Lagos", "sont tous les trois à la retraite": the word that says it
 * is true of every one of them (a floating quantifier, after the verb or at the end) is left out;
 * "are 6 and 9 respectively", "ont respectivement 8 et 5 ans": each takes their own item, in order.
 */
final class EachOfThem {

    private static final String QUANTIFIER = "(?:all|both|each|tous|toutes|chacun|chacune)(?:\\s+(?:les\\s+)?(?:deux|trois"
            + "|quatre|cinq|two|three|four|five|[2-5]))?(?:\\s+of\\s+them)?";
    /** "are both…", "sont tous les trois…", "both live…": after the verb that opens what is said, or opening it. */
    private static final Pattern LEADING = Pattern.compile("(?i)^((?:\\p{L}+\\s+)?)" + QUANTIFIER + "\\s+(?!other\\b)");
    /** "…, tous les deux", "…both of them": at the end. */
    private static final Pattern TRAILING = Pattern.compile("(?i),?\\s+" + QUANTIFIER + "\\s*([.!]*)$");
    private static final Pattern RESPECTIVELY = Pattern.compile("(?i)\\s*,?\\s*\\b(?:respectively|respectivement)\\b\\s*,?");
    /** The verb, then the items in order joined by commas and "and"/"et", then the unit they share ("ans", "years old"). */
    private static final Pattern ITEMS = Pattern.compile("(?i)^(\\p{L}+\\s+)(.+?)\\s+(?:and|et|&)\\s+(.+?)(\\s+(?:ans|years old"
            + "|years|yo|mois|months old|months))?$");

    private EachOfThem() {
    }

    /** What is said of each of {@code count} persons, in their order: the same for all unless "respectively" says otherwise. */
    static List<Text> said(Text said, int count) {
        Matcher respectively = RESPECTIVELY.matcher(said.original());
        if (respectively.find() && count > 1) {
            String before = said.original().substring(0, respectively.start()).strip();
            String after = said.original().substring(respectively.end()).strip();
            // "are 6 and 9 respectively, and…": the items before it; "ont respectivement 8 et 5 ans": after the verb
            boolean itemsBefore = before.contains(" ");
            String items = itemsBefore ? before : before + " " + after;
            String rest = itemsBefore ? after : "";
            Matcher each = ITEMS.matcher(items);
            if (each.matches()) {
                List<String> parts = new ArrayList<>(List.of(each.group(2).split("\\s*,\\s*")));
                parts.add(each.group(3));
                if (parts.size() == count) {
                    String unit = each.group(4) == null ? "" : each.group(4);
                    List<Text> out = new ArrayList<>();
                    parts.forEach(part -> out.add(Text.of(each.group(1) + part + unit + (rest.isBlank() ? "" : " " + rest))));
                    return out;
                }
            }
        }
        return Collections.nCopies(count, ofAll(said));
    }

    /** What is said of all of them, the word that says "all of them" left out. */
    static Text ofAll(Text said) {
        String plain = LEADING.matcher(said.original()).replaceFirst("$1");
        return Text.of(TRAILING.matcher(plain).replaceFirst("$1"));
    }
}
