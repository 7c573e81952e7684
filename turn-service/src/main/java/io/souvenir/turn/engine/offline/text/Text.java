package io.souvenir.turn.engine.offline.text;

import io.souvenir.platform.time.Span;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the user typed, tidied, beside a folded copy (lower case, no accents, straight quotes)
 * that the grammar matches against. Every folded index maps back to the typed text, so what is
 * kept keeps the user's accents and capitals.
 */
public final class Text {

    private static final Pattern SPACES = Pattern.compile("[ \\t\\u00A0\\u2009\\u202F]+");
    private static final Pattern SPACE_BEFORE_COMMA = Pattern.compile(" ,");

    private final String original;
    private final String folded;
    /** origin[i] is the index in {@code original} of folded char i; one more entry for the end. */
    private final int[] origin;

    private Text(String original) {
        this.original = original;
        StringBuilder fold = new StringBuilder(original.length());
        List<Integer> map = new ArrayList<>(original.length() + 1);
        for (int i = 0; i < original.length(); i++) {
            String piece = fold(original.charAt(i));
            fold.append(piece);
            for (int k = 0; k < piece.length(); k++) {
                map.add(i);
            }
        }
        map.add(original.length());
        this.folded = fold.toString();
        this.origin = map.stream().mapToInt(Integer::intValue).toArray();
    }

    public static Text of(String typed) {
        String tidy = Normalizer.normalize(typed, Normalizer.Form.NFC).replaceAll("[’‘ʼ`´]", "'")
                .replaceAll("[«»“”]", "\"");
        tidy = SPACES.matcher(tidy).replaceAll(" ");
        return new Text(SPACE_BEFORE_COMMA.matcher(tidy).replaceAll(",").strip());
    }

    private static String fold(char c) {
        switch (c) {
            case 'œ', 'Œ':
                return "oe";
            case 'æ', 'Æ':
                return "ae";
            case 'ß':
                return "ss";
            default:
                break;
        }
        if (Character.getType(c) == Character.NON_SPACING_MARK) {
            return "";
        }
        char base = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFD).charAt(0);
        return String.valueOf(Character.toLowerCase(base));
    }

    public String original() {
        return original;
    }

    public String folded() {
        return folded;
    }

    public boolean isEmpty() {
        return folded.isEmpty();
    }

    public int length() {
        return folded.length();
    }

    /** The index in the typed text of a folded index. */
    public int originalIndex(int folded) {
        return origin[Math.max(0, Math.min(folded, origin.length - 1))];
    }

    /** The first folded index at or after an index of the typed text. */
    public int foldedIndex(int typed) {
        for (int i = 0; i < origin.length; i++) {
            if (origin[i] >= typed) {
                return i;
            }
        }
        return folded.length();
    }

    /** The typed text between two folded indices. */
    public String original(int start, int end) {
        return original.substring(origin[start], origin[end]);
    }

    /** The typed text of a matched group, or null when the group did not take part. */
    public String original(Matcher matcher, int group) {
        return matcher.start(group) < 0 ? null : original(matcher.start(group), matcher.end(group));
    }

    public String originalFrom(int start) {
        return original(start, folded.length());
    }

    public Text slice(int start, int end) {
        return Text.of(original(start, end));
    }

    public Text from(int start) {
        return slice(start, folded.length());
    }

    /** What follows a leading phrase ("note : acheter du pain" → "acheter du pain"), if anything does. */
    public Optional<Text> after(Pattern lead) {
        Matcher matcher = matcher(lead);
        return matcher.find() && matcher.end() < folded.length() ? Optional.of(from(matcher.end())) : Optional.empty();
    }

    public Matcher matcher(Pattern pattern) {
        return pattern.matcher(folded);
    }

    /** Whether the typed text starts with a capital at this folded index (a name, not a word). */
    public boolean capitalAt(int index) {
        return index < folded.length() && Character.isUpperCase(original.charAt(origin[index]));
    }

    /** This text without the given stretches, spaces tidied. */
    public Text without(List<Span> spans) {
        StringBuilder kept = new StringBuilder();
        int at = 0;
        for (Span span : spans.stream().sorted(Comparator.comparingInt(Span::start)).toList()) {
            if (span.start() > at) {
                kept.append(original(at, span.start()));
            }
            at = Math.max(at, span.end());
        }
        kept.append(original(at, folded.length()));
        return Text.of(kept.toString().replaceAll("\\s+([,.;:!?])", "$1"));
    }

    @Override
    public String toString() {
        return original;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Text text && text.original.equals(original);
    }

    @Override
    public int hashCode() {
        return original.hashCode();
    }

    /** Lower case and without accents, as the grammar matches: for comparing words. */
    public static String fold(String words) {
        return new Text(words).folded.toLowerCase(Locale.ROOT);
    }
}
