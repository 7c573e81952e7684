package io.souvenir.turn.engine.offline.reply;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.grammar.Labels;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a person who listens says back to what it keeps silently: a word about the family, the
 * job, the jazz. Never that it was noted: keeping it is its own business. A code or a number told
 * to remember gets no remark at all.
 */
final class Reactions {

    private static final int MOST = 3;
    private static final Pattern PLACE = Pattern.compile("^(?:(?:habite|vit|vient|originaire|nee?|a grandi|lives"
            + "|based|born|was born|grew up|comes|originally)\\b.*?\\b(?:a|au|aux|en|de|d'|du|des|dans|in|from|at"
            + "|near|on)|from) ?(.+?)(?: (?:depuis|since|pendant|for)\\b.*| (?:in|en) \\d.*)?$");
    private static final Pattern WORK = Pattern.compile("^(?:travaille|bosse|works) ((?:chez|a|au|pour|dans|at|for"
            + "|in) .+)$");
    private static final Pattern TASTE = Pattern.compile("^(?:\\S+ )??(?:adore|aime(?: bien| beaucoup)?|apprecie"
            + "|prefere|kiffe|raffole d\\S*|fan d[e']|fan of|loves?|likes?|enjoys?|prefers?|adores?|deteste|hait"
            + "|n'aime pas|ne supporte pas|a horreur d\\S*|hates?|dislikes?|doesn't like|can't stand|into"
            + "|crazy about|fou d\\S*|folle d\\S*|passionnee? (?:de|d'|par)|accro a) ?(?:(?:trop|vraiment|beaucoup"
            + "|bien|tellement|du tout|really|much|so much|that much) ){0,3}");
    private static final Pattern DISLIKE = Pattern.compile("\\b(?:deteste|hait|n'aime|ne supporte|horreur|hates"
            + "|dislikes|doesn't|can't stand)\\b");

    private Reactions() {
    }

    static List<Said> to(List<MemoryDraft> silent, Locale language) {
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        Map<String, Said> said = new LinkedHashMap<>(); // once each, as said
        List<MemoryDraft> persons = silent.stream().filter(d -> d.kind() == MemoryKind.PERSON).toList();
        if (!persons.isEmpty()) {
            Said person = Said.saying(PersonReaction.to(persons, french));
            said.put(person.text(), person);
        }
        for (MemoryDraft draft : silent) {
            Said reaction = draft.kind() == MemoryKind.FACT ? toFact(draft, french)
                    : draft.kind() == MemoryKind.EVENT ? Said.phrase(french, "Et alors, comment ça s'est passé ?",
                            "So, how did it go?") : null;
            if (reaction != null) {
                said.putIfAbsent(reaction.text(), reaction);
            }
        }
        return said.values().stream().limit(MOST).toList();
    }

    private static Said toFact(MemoryDraft fact, boolean french) {
        if (fact.domain() == Domain.HEALTH) {
            return Said.phrase(french, "Prends soin de toi.", "Take care of yourself.");
        }
        if (fact.domain() == Domain.LEGAL && fact.facet() == Facet.ONGOING) {
            return Said.phrase(french, "Ça ne doit pas être simple.", "That can't be easy.");
        }
        return switch (fact.facet()) {
            case IDENTITY -> toIdentity(fact.text(), french);
            case PREFERENCE -> toTaste(fact.text(), french);
            case ONGOING -> fact.domain() == Domain.NONE ? Said.phrase(french, "Beau projet, bon courage !",
                    "That's a great project, good luck!") : Said.phrase(french, "Je vois.", "I see.");
            case COMMITMENT -> Said.phrase(french, "C'est gentil de ta part.", "That's kind of you.");
            default -> null;
        };
    }

    private static Said toIdentity(String text, boolean french) {
        String name = Labels.valueOf(text, Labels.NAME_FR, Labels.NAME_EN);
        String job = Labels.valueOf(text, Labels.JOB_FR, Labels.JOB_EN);
        String age = Labels.valueOf(text, Labels.AGE_FR, Labels.AGE_EN);
        Text said = Text.of(text);
        Matcher place = said.matcher(PLACE);
        Matcher work = said.matcher(WORK);
        if (name != null) {
            return Said.saying(say(french, "Enchanté, " + name + " !", "Nice to meet you, " + name + "!"));
        }
        if (job != null) {
            return Said.saying(Words.capitalise(job) + say(french, ", c'est un beau métier.", ", that's a fine job."));
        }
        if (age != null) {
            return Said.saying(age + say(french, ", le bel âge !", ", a great age!"));
        }
        if (place.find()) {
            return Said.saying(say(french, "Ah, " + said.original(place, 1) + " !", "Oh, " + said.original(place, 1) + "!"));
        }
        if (work.find()) {
            return Said.saying(say(french, "Ah, " + said.original(work, 1) + " !", "Oh, " + said.original(work, 1) + "!"));
        }
        return Said.phrase(french, "Je vois.", "I see.");
    }

    private static Said toTaste(String text, boolean french) {
        String favourite = text.contains(":") ? text.substring(text.indexOf(':') + 1).strip() : null;
        Text said = Text.of(text);
        Matcher taste = said.matcher(TASTE);
        String what = favourite != null ? favourite : taste.find() ? said.originalFrom(taste.end()) : null;
        if (what == null || what.isBlank()) {
            return Said.phrase(french, "Je vois.", "I see.");
        }
        boolean dislike = favourite == null && DISLIKE.matcher(said.folded()).find();
        return Said.saying(Words.capitalise(what) + (dislike ? say(french, ", pas pour toi alors.", ", not for you then.")
                : say(french, ", bon choix.", ", good choice.")));
    }

    static String say(boolean french, String inFrench, String inEnglish) {
        return french ? inFrench : inEnglish;
    }
}
