package io.souvenir.turn.engine.offline;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether the user says in so many words that what they tell replaces what they said before ("ma
 * fille vient d'avoir douze ans", "finalement on part à Lyon", "correction : le code c'est 4821",
 * "I no longer work at Acme"): then a memory that contradicts an active one supersedes it at once.
 * A contradiction said without such words waits for the night as a candidate.
 */
public final class Corrections {

    private static final Pattern EXPLICIT = Pattern.compile("(?:^|[^\\p{L}])(?:"
            + "vient d'avoir|viens d'avoir|venons d'avoir|viennent d'avoir|vient de f[eê]ter|maintenant|d[eé]sormais|finalement|"
            + "n'est plus|ne sont plus|ne suis plus|n'ai plus|n'a plus|ne \\p{L}+ plus|plus maintenant|correction\\s*:|"
            + "je corrige|en fait|au fait non|"
            + "actually|now|no longer|not anymore|anymore|just turned|has just turned|correction\\s*:|i meant|"
            + "these days|from now on)(?:$|[^\\p{L}])");

    private Corrections() {
    }

    public static boolean explicit(String text) {
        String said = Normalizer.normalize(text.toLowerCase(Locale.ROOT).replace('’', '\''), Normalizer.Form.NFC);
        return EXPLICIT.matcher(said).find();
    }
}
