package io.souvenir.memory.search;

import io.souvenir.memory.memories.NormalizedText;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who a message speaks of without naming them: "Her name's Lena." … "She's a vet nurse." The
 * second message's answer is about Lena, but only the first says so. A message that says "she",
 * "he", "il", "elle"… is searched with the names said just before it in the same sitting.
 * Names are told by their capital letter: a word written with one inside a sentence (or, at a
 * sentence's start, a word the user's messages write so inside one elsewhere).
 */
record Mentions(List<String> inside, List<String> atStart, boolean pointsBack) {

    static final Mentions NONE = new Mentions(List.of(), List.of(), false);

    /** A capitalised word (not all capitals: "WHAT", "OK"), with what stands before it. */
    private static final Pattern CAPITALISED = Pattern.compile("(?<![\\p{L}\\p{N}'’-])(\\p{Lu}\\p{Ll}[\\p{L}-]*)");
    private static final Pattern THIRD_PERSON = Pattern.compile("(?iu)(?<![\\p{L}'’-])(she|he|her|him|his|hers|they|them|their|"
            + "elle|il|lui|elles|ils|leur|leurs)(?![\\p{L}-])");
    /** Capitalised words that are not names whatever their place. */
    private static final Set<String> NOT_NAMES = Set.of("i", "im", "ive", "id", "ill");

    static Mentions of(String text) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        List<String> inside = new ArrayList<>();
        List<String> atStart = new ArrayList<>();
        Matcher capitalised = CAPITALISED.matcher(text);
        while (capitalised.find()) {
            String word = NormalizedText.of(capitalised.group(1)).replace(" ", "");
            if (word.length() < 2 || NOT_NAMES.contains(word)) {
                continue;
            }
            (startsSentence(text, capitalised.start()) ? atStart : inside).add(word);
        }
        return new Mentions(inside, atStart, THIRD_PERSON.matcher(text).find());
    }

    /** Whether only a sentence's end (or nothing, or an opening quote or bracket) stands before the position. */
    private static boolean startsSentence(String text, int position) {
        for (int i = position - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '"' || c == '«' || c == '“' || c == '(' || c == '[' || c == '*' || c == '-') {
                continue;
            }
            return c == '.' || c == '!' || c == '?' || c == '…' || c == ':' || c == ';' || !Character.isLetterOrDigit(c) && c != ',';
        }
        return true;
    }
}
