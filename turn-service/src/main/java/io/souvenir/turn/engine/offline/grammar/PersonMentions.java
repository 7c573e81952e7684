package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The persons a memory is about, by reference only: a relation ("ma sœur" → sister), a name where
 * the sentence makes it one ("avec Paul", "promis à Paul", "meeting Anna", "Claire's birthday"),
 * or both ("mon collègue Marc").
 */
final class PersonMentions {

    static final String POSSESSIVE = "(?:mon|ma|mes|notre|nos|my|our)";
    static final String ADJECTIVE = "(?:meilleure?|grande?|petite?|chere?|ptite?|vieux|vieille|jeune|little|big"
            + "|older|younger|elder|eldest|youngest|oldest|dear|nouveau|nouvelle|new|ancien|ancienne|former|futur|future"
            + "|premier|premiere|first|second|seconde|autre|other|fav|favourite|favorite|adorable|lovely|super)";
    /** "my piano teacher", "our thesis supervisor": in English a noun before the relation says which one. */
    private static final String MODIFIER = "(?<=\\b(?:my|our) )(?!(?:" + Relations.REGEX + ")\\b)[a-z]+(?:-[a-z]+)?";
    /** "ma prof de chant", "mes potes d'escalade", "mon voisin du dessus": in French a complement says which one. */
    private static final String COMPLEMENT = "(?:\\s(?:de|d'|du)\\s?(?!(?:ma|mon|mes|ta|ton|tes|sa|son|ses|la|le|les|l'"
            + "|notre|nos|votre|vos|leur|leurs|un|une|des|" + NumberWords.REGEX + ")\\b)[a-z]{3,}\\b(?!'))?";
    /** A possessive and a relation word, maybe with an adjective: group 1 or 2 is the relation word. */
    static final String RELATION = POSSESSIVE + "\\s(?:(" + Relations.REGEX + ")(?!\\s" + Relations.REGEX + "\\b)|"
            + "(?:" + ADJECTIVE + "|" + MODIFIER + ")\\s(" + Relations.REGEX + "))\\b(?:\\s(?:aine|ainee|aines|cadet|cadette"
            + "|cadets|benjamin|benjamine|jumeau|jumelle|germain|germaine|germains|germaines|eloigne|eloignee|preferee?)\\b)?" + COMPLEMENT;

    private static final Pattern RELATIVE = Pattern.compile("\\b" + RELATION + ",?");
    private static final Pattern AFTER = Pattern.compile("\\b(?:avec|chez|with|voir|vois|voit|revoir|retrouver"
            + "|retrouve|rejoindre|rejoins|rejoint|appeler|appelle|appele|rappeler|telephoner|ecrire|aider|aide|vu|revu"
            + "|croise|rencontre|invite|meet|meeting|meets|met|see|seeing|saw|visit|visiting|visited|call|calling"
            + "|called|text|email|help|helped|invited|promised|told|tell|owe|owes"
            + "|(?:anniversaire|fete|mariage) de|(?:promis|dit|dois|doit|prete|emprunte|ecrit|telephone|parle|offert"
            + "|donne|envoye)(?: \\S+){0,3} a) (?=\\S)");
    private static final Pattern AND = Pattern.compile("^(?:,\\s*|\\s+(?:et|and)\\s+)");
    private static final Pattern OWNER = Pattern.compile("\\b([\\p{L}-]+)'s (?:birthday|party|wedding|place|house)\\b");

    private PersonMentions() {
    }

    static List<PersonRef> in(Text text) {
        Set<PersonRef> persons = new LinkedHashSet<>();
        Set<String> named = new LinkedHashSet<>();
        Matcher relative = text.matcher(RELATIVE);
        while (relative.find()) {
            String word = relative.group(1) != null ? relative.group(1) : relative.group(2);
            String relation = Relations.of(word).orElseThrow().name();
            Optional<Names.Name> name = Names.written(text, relative.end());
            name.ifPresent(n -> named.add(n.value()));
            persons.add(new PersonRef(name.map(Names.Name::value).orElse(null), relation));
        }
        Matcher after = text.matcher(AFTER);
        while (after.find()) {
            for (String name : namesFrom(text, after.end())) {
                if (named.add(name)) {
                    persons.add(new PersonRef(name, null));
                }
            }
        }
        Matcher owner = text.matcher(OWNER);
        while (owner.find()) {
            Names.written(text, owner.start(1)).filter(n -> named.add(n.value()))
                    .ifPresent(n -> persons.add(new PersonRef(n.value(), null)));
        }
        return List.copyOf(persons);
    }

    /** "Paul", "Paul et Marie", "Anna, Tom and Lea". */
    static List<String> namesFrom(Text text, int start) {
        List<String> names = new ArrayList<>();
        int at = start;
        Optional<Names.Name> name = Names.written(text, at);
        while (name.isPresent()) {
            names.add(name.get().value());
            Matcher and = text.matcher(AND).region(name.get().end(), text.length());
            if (!and.lookingAt()) {
                break;
            }
            at = and.end();
            name = Names.written(text, at);
        }
        return names;
    }
}
