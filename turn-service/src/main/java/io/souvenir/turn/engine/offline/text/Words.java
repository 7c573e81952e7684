package io.souvenir.turn.engine.offline.text;

import java.util.regex.Pattern;

/** How a kept text is written: trimmed, first letter capitalised, no trailing punctuation. */
public final class Words {

    private static final Pattern EDGES = Pattern.compile("^[\\s,;:.!?\"'-]+|[\\s,;:.!?\"—-]+$");

    private Words() {
    }

    public static String tidy(String text) {
        return EDGES.matcher(text.replaceAll("\\s+", " ")).replaceAll("");
    }

    public static String capitalise(String text) {
        String tidy = tidy(text);
        if (tidy.isEmpty()) {
            return tidy;
        }
        int first = tidy.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toUpperCase(first))
                .append(tidy.substring(Character.charCount(first))).toString();
    }

    public static String uncapitalise(String text) {
        if (text.isEmpty() || (text.length() > 1 && Character.isUpperCase(text.charAt(1)))) {
            return text;
        }
        return Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
