package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A list, typed one item a line after a dash or a bullet ("mes neveux :⏎- Lina, 6 ans⏎- Sacha, 3 ans"),
 * or after the colon of a to-do heading ("à faire : vider le grenier, appeler le ramoneur"). Typed on
 * lines, the items are one enumeration of what the heading names, said as one would say it on one
 * line: "mes neveux : Lina, 6 ans et Sacha, 3 ans". Things to do are one each: a to-do heading ("à
 * faire", "to do"), or items that each open on a verb in the infinitive with no heading at all,
 * make each item a task of its own.
 */
final class ListedItems {

    /** "- ", "• ", "* ", "– ": what opens an item typed on its own line. */
    private static final Pattern BULLET = Pattern.compile("^\\s*[-–—•*·]\\s*(?=\\S)");
    /** A heading that names things to do: "à faire", "trucs à faire avant…", "things to do this week", "todo". */
    private static final Pattern TO_DO = Pattern.compile("\\b(?:a faire|to do|to-do|todo)\\b");
    /** A heading with a verb still to be done: "à préparer pour la rentrée", "to sort before Friday". */
    private static final Pattern STILL_TO = Pattern.compile("(?:^|\\s)(?:a \\p{L}+(?:er|ir|re)|to \\p{L}+)\\b");
    /** "à faire : a, b et c": what follows the colon of a to-do heading. */
    private static final Pattern HEADED = Pattern.compile("^([^:]{1,60}?)\\s*:\\s*(?=\\S)");
    private static final Pattern BETWEEN_ITEMS = Pattern.compile("\\s*,\\s*(?:(?:et|and)\\s+)?|\\s+(?:et|and)\\s+");

    private ListedItems() {
    }

    /** What is listed: the heading (maybe empty), the items, what the user says after the list. */
    record Listed(String heading, List<String> items, String after, boolean toDo) {

        /** The items as one enumeration after their heading, then what was said after them. */
        String inline(Locale language) {
            String and = language.equals(LanguageDetector.FRENCH) ? " et " : " and ";
            String enumeration = String.join(", ", items.subList(0, items.size() - 1)) + and + items.get(items.size() - 1);
            String head = heading.isBlank() ? "" : heading.replaceFirst("\\s*:?\\s*$", " : ");
            return head + enumeration + (after.isBlank() ? "" : "\n" + after);
        }

        /** Whether a heading closed by a colon names what is listed: "mes neveux :", "our grandchildren:". */
        boolean headed() {
            return heading.strip().endsWith(":");
        }

        /** Each item said under a to-do heading of its own, to be read as a task alone. */
        List<String> tasks(Locale language) {
            String marker = language.equals(LanguageDetector.FRENCH) ? "à faire : " : "to do: ";
            return items.stream().map(item -> marker + item).toList();
        }
    }

    /** The list a sentence is typed as, if it is typed as one. */
    static Optional<Listed> of(String sentence, Locale language) {
        String[] lines = sentence.split("\\R");
        int first = -1;
        List<String> items = new ArrayList<>();
        int last = -1;
        for (int i = 0; i < lines.length; i++) {
            Matcher bullet = BULLET.matcher(lines[i]);
            if (bullet.find()) {
                first = first < 0 ? i : first;
                last = i;
                items.add(lines[i].substring(bullet.end()).strip());
            } else if (first >= 0) {
                break;
            }
        }
        if (items.size() >= 2) {
            String heading = String.join(" ", List.of(lines).subList(0, first)).strip();
            String after = String.join("\n", List.of(lines).subList(last + 1, lines.length)).strip();
            // "- and the baby Ivy, 6 months": the last item may carry its own "and"
            List<String> said = items.stream().map(item -> item.replaceFirst("^(?i:et|and)\\s+", "")).toList();
            String head = Text.fold(heading);
            boolean toDo = TO_DO.matcher(head).find() || (heading.isBlank() || STILL_TO.matcher(head).find())
                    && said.stream().allMatch(item -> opensOnInfinitive(item, language));
            return Optional.of(new Listed(heading, said, after, toDo));
        }
        return onOneLine(sentence, language);
    }

    /** "à faire : tondre la pelouse, réparer la chasse d'eau": things to do listed after their heading's colon. */
    private static Optional<Listed> onOneLine(String sentence, Locale language) {
        if (sentence.contains("\n")) {
            return Optional.empty();
        }
        Matcher headed = HEADED.matcher(sentence.strip());
        if (!headed.find() || !TO_DO.matcher(Text.fold(headed.group(1))).find()) {
            return Optional.empty();
        }
        String rest = sentence.strip().substring(headed.end());
        List<String> items = List.of(BETWEEN_ITEMS.split(rest.replaceFirst("[.!]+$", "")));
        if (items.size() < 2 || !items.stream().allMatch(item -> opensOnInfinitive(item, language))) {
            return Optional.empty();
        }
        return Optional.of(new Listed(headed.group(1), items, "", true));
    }

    /** "payer la cantine", "return the parcel": the item opens on a verb as one names a thing to do. */
    private static boolean opensOnInfinitive(String item, Locale language) {
        List<Token> tokens = Analyzer.standard().analyse(item, language).tokens();
        if (tokens.isEmpty() || !tokens.get(0).is("VERB")) {
            return false;
        }
        Token verb = tokens.get(0);
        String word = Text.fold(verb.text());
        return language.equals(LanguageDetector.FRENCH) ? word.matches("\\p{L}+(?:er|ir|re|oir)")
                : word.equals(Text.fold(verb.lemma()));
    }
}
