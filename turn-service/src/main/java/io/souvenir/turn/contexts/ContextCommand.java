package io.souvenir.turn.contexts;

import io.souvenir.turn.engine.offline.LanguageDetector;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The chat's context commands, in French and English, as the user types or dictates them on any
 * channel: "Ouvre Salon-X" / "Open Salon-X", "Persiste …" / "Persist …", "Todo …",
 * "Ingère" / "Ingest", "Sauvegarde" / "Save", and the three blind-spot questions. Anything else
 * is an ordinary turn.
 */
public sealed interface ContextCommand {

    Locale language();

    record Open(String name, Locale language) implements ContextCommand {
    }

    /** {@code text}: what follows the command word, kept exactly as it was said. */
    record Persist(String text, Locale language) implements ContextCommand {
    }

    record Todo(String text, Locale language) implements ContextCommand {
    }

    record Ingest(Locale language) implements ContextCommand {
    }

    record Save(Locale language) implements ContextCommand {
    }

    enum Gap { MISSING, CONTRADICTIONS, UNASKED }

    record BlindSpot(Gap gap, Locale language) implements ContextCommand {
    }

    /** The answer to "shall I create it?": yes (with the mission, if said after it) or no. */
    record Answer(boolean yes, String mission, Locale language) implements ContextCommand {
    }

    Locale FR = Locale.FRENCH;
    Locale EN = Locale.ENGLISH;

    Pattern OPEN_FR = Pattern.compile("^(?:ouvre|ouvrir|rouvre)\\s+(?:le\\s+contexte\\s+)?(.+?)[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern OPEN_EN = Pattern.compile("^(?:open|reopen)\\s+(?:the\\s+context\\s+|context\\s+)?(.+?)[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern PERSIST_FR = Pattern.compile("^(?:persiste|persister)\\b\\s*[:,\\-–]?\\s*", Pattern.CASE_INSENSITIVE);
    Pattern PERSIST_EN = Pattern.compile("^persist\\b\\s*[:,\\-–]?\\s*", Pattern.CASE_INSENSITIVE);
    Pattern TODO = Pattern.compile("^(?:todo|to-do|à faire|a faire)\\b\\s*[:,\\-–]?\\s*", Pattern.CASE_INSENSITIVE);
    Pattern INGEST_FR = Pattern.compile("^(?:ing[eè]re|ing[eé]rer|ing[eè]re tout)[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern INGEST_EN = Pattern.compile("^ingest(?: it| everything)?[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern SAVE_FR = Pattern.compile("^(?:sauvegarde|sauvegarder|sauve)[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern SAVE_EN = Pattern.compile("^save(?: it)?[\\s.!]*$", Pattern.CASE_INSENSITIVE);
    Pattern MISSING_FR = Pattern.compile("qu.est.ce qui me manque|que me manque.t.il|qu.est.ce qu.il me manque|ce qui me manque");
    Pattern MISSING_EN = Pattern.compile("what am i missing|what.s missing|what is missing|what do i lack");
    Pattern CONTRADICTIONS_FR = Pattern.compile("quelles? contradictions?");
    Pattern CONTRADICTIONS_EN = Pattern.compile("(?:which|what) contradictions?");
    Pattern UNASKED_FR = Pattern.compile("quelles? questions?.*(?:pos[eé]e?s? a personne|jamais pos[eé]e?s?|sans r[eé]ponse)");
    Pattern UNASKED_EN = Pattern.compile("(?:which|what) questions?.*(?:(?:not|never|n.t)(?: i| we)? asked|asked no ?one|unanswered)");
    /** A context's name as said after "Ouvre": a few words, no clause ("Open the window, it's hot" is not one). */
    Pattern NAME = Pattern.compile("^[^,;:?!]{1,60}$");
    Pattern YES = Pattern.compile("^(oui|ouais|yes|yep|ok|okay|d.accord|vas-y|go)\\b[\\s,.!:;–-]*(?:(?:la\\s+)?mission\\s*[:：]?\\s*)?(.*)$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    Pattern NO = Pattern.compile("^(non|no|nope|pas la peine|laisse tomber|never mind)\\b.*$", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    static Optional<ContextCommand> of(String said) {
        String text = said.strip();
        String firstLine = text.lines().findFirst().orElse("");
        Matcher m;
        if ((m = PERSIST_FR.matcher(text)).lookingAt()) {
            return persist(text.substring(m.end()), FR);
        }
        if ((m = PERSIST_EN.matcher(text)).lookingAt()) {
            return persist(text.substring(m.end()), EN);
        }
        if ((m = TODO.matcher(text)).lookingAt() && m.end() < text.length()) {
            String todo = text.substring(m.end()).strip();
            return Optional.of(new Todo(todo, LanguageDetector.detect(todo)));
        }
        if (text.contains("\n")) {
            return Optional.empty();
        }
        if ((m = OPEN_FR.matcher(firstLine)).matches() && named(m.group(1))) {
            return Optional.of(new Open(m.group(1).strip(), FR));
        }
        if ((m = OPEN_EN.matcher(firstLine)).matches() && named(m.group(1))) {
            return Optional.of(new Open(m.group(1).strip(), EN));
        }
        if (INGEST_FR.matcher(text).matches()) {
            return Optional.of(new Ingest(FR));
        }
        if (INGEST_EN.matcher(text).matches()) {
            return Optional.of(new Ingest(EN));
        }
        if (SAVE_FR.matcher(text).matches()) {
            return Optional.of(new Save(FR));
        }
        if (SAVE_EN.matcher(text).matches()) {
            return Optional.of(new Save(EN));
        }
        String folded = fold(text);
        if (UNASKED_FR.matcher(folded).find()) {
            return Optional.of(new BlindSpot(Gap.UNASKED, FR));
        }
        if (UNASKED_EN.matcher(folded).find()) {
            return Optional.of(new BlindSpot(Gap.UNASKED, EN));
        }
        if (CONTRADICTIONS_FR.matcher(folded).find() && folded.contains("?")) {
            return Optional.of(new BlindSpot(Gap.CONTRADICTIONS, FR));
        }
        if (CONTRADICTIONS_EN.matcher(folded).find() && folded.contains("?")) {
            return Optional.of(new BlindSpot(Gap.CONTRADICTIONS, EN));
        }
        if (MISSING_FR.matcher(folded).find()) {
            return Optional.of(new BlindSpot(Gap.MISSING, FR));
        }
        if (MISSING_EN.matcher(folded).find()) {
            return Optional.of(new BlindSpot(Gap.MISSING, EN));
        }
        return Optional.empty();
    }

    /** The user's answer to an offer to create a context, if this is one. */
    static Optional<Answer> answer(String said) {
        String text = said.strip();
        Matcher yes = YES.matcher(text);
        if (yes.matches()) {
            String word = yes.group(1).toLowerCase(Locale.ROOT);
            Locale language = word.equals("yes") || word.equals("yep") || word.equals("go") ? EN
                    : word.startsWith("ok") ? LanguageDetector.detect(text) : FR;
            return Optional.of(new Answer(true, yes.group(2).strip(), language));
        }
        Matcher no = NO.matcher(text);
        if (no.matches()) {
            String word = no.group(1).toLowerCase(Locale.ROOT);
            return Optional.of(new Answer(false, "", word.startsWith("no") && !word.equals("non") || word.equals("never mind") ? EN : FR));
        }
        return Optional.empty();
    }

    private static boolean named(String name) {
        return NAME.matcher(name).matches() && name.strip().split("\\s+").length <= 4;
    }

    private static Optional<ContextCommand> persist(String rest, Locale language) {
        return rest.isBlank() ? Optional.empty() : Optional.of(new Persist(rest, language));
    }

    private static String fold(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
                .replace('’', '\'');
    }
}
