package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Domain;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** How the verifier compares words: without case, accents or punctuation, and without a plural's last letter. */
public final class Words {

    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private Words() {
    }

    /**
     * Lower case without accents, with straight apostrophes, one character for one character: a
     * match found in the folded text has the same indices in the text as typed.
     */
    public static String fold(String text) {
        StringBuilder folded = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            if (c == '\u2019' || c == '\u2018') {
                c = '\'';
            } else if (c > 127) {
                c = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFD).charAt(0);
            }
            folded.append(c);
        }
        return folded.toString();
    }

    /** The text as memory-service compares it: folded, punctuation and repeated spaces gone. */
    public static String normalise(String text) {
        return NOT_A_WORD.matcher(fold(text)).replaceAll(" ").strip();
    }

    /** The words of a text, {@link #normalise normalised}. */
    public static List<String> of(String text) {
        return Arrays.stream(normalise(text).split(" ")).filter(word -> !word.isEmpty()).toList();
    }

    /** The words of a text, folded and singular ("Peanuts" and "peanut" are one word). */
    public static Set<String> stems(String text) {
        return of(text).stream().map(Words::stem).collect(Collectors.toSet());
    }

    /**
     * The words of a text from {@code from} on that carry its content, as the parser tags them in the whole text (nouns,
     * names, adjectives, numbers), as {@link #stems}.
     */
    public static Set<String> contentStems(String text, int from) {
        return PartsOfSpeech.shared().tag(text).stream().filter(word -> word.start() >= from && CONTENT.contains(word.tag()))
                .flatMap(word -> stems(word.word()).stream()).collect(Collectors.toSet());
    }

    private static final Set<String> CONTENT = Set.of("NOUN", "PROPN", "ADJ", "NUM");

    /**
     * Whether a folded text speaks of someone's health or of the law ("y est allergique", "6 mois avec sursis"); money said
     * beside someone ("the rent is £950" beside the landlord) is the user's matter more often than theirs.
     */
    public static boolean aboutHealthOrTheLaw(String folded) {
        Domain domain = Lexicon.domainOf(folded);
        return domain == Domain.HEALTH || domain == Domain.LEGAL;
    }

    static String stem(String word) {
        return word.length() > 3 && (word.endsWith("s") || word.endsWith("x")) ? word.substring(0, word.length() - 1) : word;
    }
}
