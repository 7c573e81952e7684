package io.souvenir.memory.memories;

import io.souvenir.contracts.memory.MemoryKind;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HexFormat;
import java.util.Locale;

/**
 * What makes two memories the same: their kind and their words, whatever the case, accents,
 * punctuation and spacing ("Claire — ma femme" = "claire ma femme").
 */
public final class NormalizedText {

    private NormalizedText() {
    }

    public static String of(String text) {
        String folded = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return folded.replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    public static String hash(MemoryKind kind, String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((kind.wireName() + ":" + of(text)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
