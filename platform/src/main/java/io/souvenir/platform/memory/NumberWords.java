package io.souvenir.platform.memory;

import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Numbers said in words, French or English ("douze", "quatre-vingt-douze", "twenty-five", "septante"):
 * written as digits in a text, or read from a number said alone (what the date reading and the
 * engines use).
 */
public final class NumberWords {

    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("zero", 0), Map.entry("un", 1), Map.entry("une", 1), Map.entry("deux", 2), Map.entry("trois", 3),
            Map.entry("quatre", 4), Map.entry("cinq", 5), Map.entry("six", 6), Map.entry("sept", 7), Map.entry("huit", 8),
            Map.entry("neuf", 9), Map.entry("dix", 10), Map.entry("onze", 11), Map.entry("douze", 12), Map.entry("treize", 13),
            Map.entry("quatorze", 14), Map.entry("quinze", 15), Map.entry("seize", 16), Map.entry("vingt", 20),
            Map.entry("vingts", 20), Map.entry("trente", 30), Map.entry("quarante", 40), Map.entry("cinquante", 50),
            Map.entry("soixante", 60), Map.entry("septante", 70), Map.entry("huitante", 80),
            Map.entry("octante", 80), Map.entry("nonante", 90), Map.entry("cent", 100), Map.entry("cents", 100),
            Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5),
            Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11),
            Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14), Map.entry("fifteen", 15),
            Map.entry("sixteen", 16), Map.entry("seventeen", 17), Map.entry("eighteen", 18), Map.entry("nineteen", 19),
            Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40), Map.entry("fifty", 50),
            Map.entry("sixty", 60), Map.entry("seventy", 70), Map.entry("eighty", 80), Map.entry("ninety", 90),
            Map.entry("hundred", 100));
    private static final String WORD = "(?:" + String.join("|", WORDS.keySet().stream()
            .sorted((a, b) -> b.length() - a.length()).toList()) + ")";
    /** Not after an apostrophe: "quelqu'un", "l'une", "d'un" hold no number. */
    private static final Pattern RUN = Pattern.compile("(?<!')\\b" + WORD + "(?:(?:-|\\s|\\s?-?et-?\\s?|\\sand\\s)" + WORD + ")*\\b");

    /**
     * A number in digits or words, in folded text: use {@link #parse} on what it matched. At most
     * six words ("quatre-vingt-dix-neuf" is four): an unbounded repetition would let a long input
     * exhaust the regex engine's stack.
     */
    public static final String REGEX = "\\b(?:\\d+|" + WORD + "(?:[- ](?:(?:et|and)[- ])?" + WORD + "){0,5})\\b";

    private NumberWords() {
    }

    /** The value of a whole folded string that is a number, in digits or in words. */
    public static OptionalInt parse(String folded) {
        String words = folded.strip();
        if (words.matches("\\d{1,9}")) {
            return OptionalInt.of(Integer.parseInt(words));
        }
        if (words.startsWith("a ")) {
            words = "one " + words.substring(2);
        }
        String[] tokens = Stream.of(words.split("[- ]+")).filter(t -> !t.equals("et") && !t.equals("and"))
                .toArray(String[]::new);
        if (tokens.length == 0 || tokens[0].isEmpty()) {
            return OptionalInt.empty();
        }
        int total = 0;
        int previous = -1;
        for (String token : tokens) {
            Integer value = WORDS.get(token);
            if (value == null) {
                return OptionalInt.empty();
            }
            if (value == 100) {
                total = (total == 0 ? 1 : total) * 100;
            } else if (value == 20 && previous == 4) {
                total += 76; // quatre-vingt: the four already counted becomes eighty
                value = 80;
            } else if (fitsAfter(previous, value)) {
                total += value;
            } else {
                return OptionalInt.empty();
            }
            previous = value;
        }
        return OptionalInt.of(total);
    }

    /** "soixante-dix", "dix-huit", "twenty-one" add up; "deux trois" or "onze douze" do not. */
    private static boolean fitsAfter(int previous, int value) {
        if (previous < 0 || previous == 100) {
            return true;
        }
        if (previous == 10 || previous == 60 || previous == 80) {
            return value < 20;
        }
        return previous >= 20 && previous % 10 == 0 && value < 10;
    }

    static String digits(String text) {
        Matcher run = RUN.matcher(text);
        StringBuilder out = new StringBuilder();
        while (run.find()) {
            String said = run.group();
            // an article is not a number ("un frère", "one of"), nor are words that do not add up to one ("un une", "deux trois")
            boolean article = said.equals("un") || said.equals("une") || said.equals("one");
            OptionalInt value = article ? OptionalInt.empty() : parse(said);
            run.appendReplacement(out, value.isPresent() ? Integer.toString(value.getAsInt()) : Matcher.quoteReplacement(said));
        }
        run.appendTail(out);
        return out.toString();
    }
}
