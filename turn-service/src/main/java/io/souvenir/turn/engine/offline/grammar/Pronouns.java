package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "mon père vit à Ajaccio, je vais le voir en août", "my accountant is Mr Patel, I'm meeting him
 * on Friday": a plan whose person is only a pronoun is with the person said just before. The plan
 * names them ("Aller voir mon père", "Meeting Mr Patel") and references them, so that it still
 * reads right alone.
 */
final class Pronouns {

    /**
     * "aller le voir", "vais la retrouver", "dois l'appeler": a French object pronoun between a verb
     * of going, of having to or of wanting and its infinitive ("préparer le dîner" is an article).
     */
    private static final Pattern FRENCH_CLITIC = Pattern.compile("(?iu)\\b((?:aller|vais|vas|va|allons|allez|vont|passer|passe"
            + "|dois|doit|devons|devoir|faut|peux|peut|pouvons|veux|veut|voulons|compte|comptons|venir|viens|vient) )"
            + "(?:le |la |l')(\\p{L}+(?:er|ir|re|oir))\\b");
    /** "avec lui", "chez elle", "pour lui". */
    private static final Pattern FRENCH_STRESSED = Pattern.compile("(?iu)(?<![\\p{L}'])(avec|chez|pour|sans) (?:lui|elle)\\b");
    /** "him", always an object; "her" only where no noun follows it ("visiting her next week", not "her party"). */
    private static final Pattern ENGLISH_OBJECT = Pattern.compile("(?iu)\\b(?:him|her(?=\\s*(?:$|[,.!—]|(?:at|in|on|for|to|with"
            + "|about|after|before|again|next|this|tomorrow|tonight|then|there)\\b)))\\b");

    private Pronouns() {
    }

    static List<MemoryDraft> eventsWithWhom(List<MemoryDraft> drafts) {
        List<MemoryDraft> out = new ArrayList<>(drafts);
        MemoryDraft person = null;
        for (int i = 0; i < out.size(); i++) {
            MemoryDraft draft = out.get(i);
            if (draft.kind() == MemoryKind.PERSON && !draft.persons().isEmpty()) {
                person = draft;
            } else if (draft.kind() == MemoryKind.EVENT && draft.persons().isEmpty() && person != null) {
                int dash = draft.text().lastIndexOf(Labels.DASH);
                String what = dash < 0 ? draft.text() : draft.text().substring(0, dash);
                String named = named(what, who(person));
                if (!named.equals(what)) {
                    out.set(i, draft.withText(named + draft.text().substring(what.length())).withPersons(person.persons()));
                }
            }
        }
        return out;
    }

    /** The person as a plan names them: their name, or the relation the user gave ("mon père", "my sister"). */
    private static String who(MemoryDraft person) {
        PersonRef ref = person.persons().get(0);
        if (ref.name() != null && !ref.name().isBlank()) {
            return ref.name();
        }
        int dash = person.text().indexOf(Labels.DASH);
        return Words.uncapitalise(dash < 0 ? person.text() : person.text().substring(0, dash));
    }

    private static String named(String what, String who) {
        String said = FRENCH_CLITIC.matcher(what).replaceFirst(m -> Matcher.quoteReplacement(m.group(1) + m.group(2) + " " + who));
        if (said.equals(what)) {
            said = FRENCH_STRESSED.matcher(what).replaceFirst(m -> Matcher.quoteReplacement(m.group(1) + " " + who));
        }
        if (said.equals(what)) {
            said = ENGLISH_OBJECT.matcher(what).replaceFirst(Matcher.quoteReplacement(who));
        }
        return said;
    }
}
