package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Several persons in one subject, each kept as a person of their own with what is said of all of
 * them: an enumeration after a plural relation ("mes neveux s'appellent Elio et Sasha", "j'ai deux
 * enfants : Jade, 9 ans, et Noé, 6 ans", "my cousins, Aya and Ben, live in Leeds", "my neighbours
 * (Paolo and Giulia) are from Naples") or coordinated subjects ("ma sœur Clara et mon frère Hugo
 * vivent à Lille"). The names are read where the structure puts them: after the introducing verb,
 * the colon, the parenthesis or the apposition's comma, joined by commas and "et"/"and".
 */
final class PersonGroup implements Rule {

    private static final String PLURAL_ADJECTIVE = "(?:meilleure?s?|grande?s?|petite?s?|chere?s?|vieux|vieilles|jeunes"
            + "|little|big|older|younger|dear|deux|trois|quatre|cinq|two|three|four|five|\\d)";
    private static final Pattern OWNED = Pattern.compile("^(?:(?:j'ai|on a|nous avons|i have|i've got|i've|we have"
            + "|we've got|i got) (?:(" + NumberWords.REGEX + ") )?|(?:mes|nos|my|our) (?:" + PLURAL_ADJECTIVE + " )?)"
            // "two rescue greyhounds": a word that says which kind, when the language library reads it so
            + "(?<kind>[\\p{L}-]+ )?(?<relation>" + Relations.REGEX + ")(?<plural>s)?\\b");
    /** What may stand between the relation and the names: "dans mon équipe", "at work". */
    private static final Pattern ASIDE = Pattern.compile("^(?: (?!(?:qui|who|s'appellent|are|sont|c'est)\\b)[\\p{L}']+){1,4}"
            + "(?=\\s*[:(])");
    /** "in Toronto", "de Lyon": where the group is, said between the relation and the names set apart after it. */
    private static final Pattern PLACE = Pattern.compile("^( [\\p{L}']+(?: [\\p{L}'][\\p{L}'-]*){1,3}?)(?=\\s*(?:,|-|–|—)\\s*\\p{L})");
    private static final Pattern INTRO = Pattern.compile("^\\s*(?::|\\(|,|=|-)?\\s*(?:(?:qui |who )?(?:s ?'? ?appellent"
            + "|se nomment|se prenomment|(?:are|were) (?:called|named)|called|named)|c'est|ce sont|sont|are|were)?\\s*");
    private static final Pattern CALLED = Pattern.compile("appellent|nomment|prenomment|called|named");
    private static final Pattern AGE = Pattern.compile("^\\s*(?:(?:,\\s*|\\(\\s*)?(" + NumberWords.REGEX + ")\\s*(?:ans?|years?"
            + "(?: old)?|yo|y\\.o\\.)\\s*\\)?|\\(\\s*(\\d{1,2})\\s*\\))");
    /** "Tom is 8 and Lily is 5", "Léo a 8 ans et Zoé 5": an age said right after each name. */
    private static final Pattern SAID_AGE = Pattern.compile("^(?:\\s+(?:(?:is|est|a|has just turned|just turned|turned|vient"
            + " d'avoir)\\s+)?|,\\s*)(" + NumberWords.REGEX + ")(?:\\s*(?:ans|years?(?: old)?|yo))?(?=\\s*(?:,|\\.|$|\\s-|\\)"
            + "|\\s(?:et|and)\\s))");
    private static final Pattern JOIN = Pattern.compile("^\\s*(?:,\\s*(?:(?:et|and)\\s+)?|(?:et|and|&)\\s+)");
    private static final Pattern CLOSE = Pattern.compile("^\\s*[),-]?\\s*");
    /** One member of a coordinated subject: "ma sœur Clara", "mon frère Hugo". */
    private static final Pattern MEMBER = Pattern.compile("^(?:" + PersonMentions.RELATION + "|(?:son|sa|his|her|their) ("
            + Relations.REGEX + "))\\s+");

    private record Named(String name, OptionalInt age) {
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        List<MemoryDraft> enumerated = enumeration(clause);
        if (!enumerated.isEmpty()) {
            return enumerated;
        }
        List<MemoryDraft> coordinated = coordination(clause);
        return coordinated.isEmpty() ? NameLists.read(clause) : coordinated;
    }

    private static List<MemoryDraft> enumeration(Clause clause) {
        Text text = clause.text();
        Matcher owned = text.matcher(OWNED);
        if (!owned.find()) {
            return List.of();
        }
        Optional<String> each = Relations.eachOf(owned.group("relation") + (owned.group("plural") == null ? "" : "s"));
        if (each.isEmpty() || owned.start("kind") >= 0 && !KindWords.modifies(clause, owned.start("kind"), "NOUN", "ADJ")) {
            return List.of();
        }
        int at = owned.end();
        Matcher aside = text.matcher(ASIDE).region(at, text.length());
        Matcher place = text.matcher(PLACE).region(at, text.length());
        String where = "";
        if (aside.lookingAt()) {
            at = aside.end();
        } else if (place.lookingAt() && placeAt(clause, at + 1)) {
            // "my cousins in Toronto - Harpreet, Jas and Manny - run…": where they are is said of each, and names no one
            where = text.original(place.start(1), place.end(1));
            at = place.end(1);
        }
        Matcher intro = text.matcher(INTRO).region(at, text.length());
        intro.lookingAt();
        boolean called = intro.group().isBlank() ? false : CALLED.matcher(intro.group()).find();
        if (intro.end() == at && !text.capitalAt(Math.min(at + 1, text.length()))) {
            return List.of(); // "mes enfants Léo et Zoé" are named right after the relation; anything else names no one
        }
        List<Named> names = new ArrayList<>();
        int end = names(clause, intro.end(), called, names);
        if (names.size() < 2) {
            return List.of();
        }
        Matcher close = text.matcher(CLOSE).region(end, text.length());
        close.lookingAt();
        Text said = text.from(close.end());
        List<Text> saidOfEach = EachOfThem.said(said, names.size());
        String phrase = text.original(owned.start("kind") >= 0 ? owned.start("kind") : owned.start("relation"),
                owned.end(owned.group("plural") == null ? "relation" : "plural")) + where;
        Relation relation = Relations.of(owned.group("relation")).orElseThrow();
        String among = (clause.french() ? "parmi mes " : "one of my ") + phrase;
        Domain domain = PersonDetails.domainOf(phrase, said);
        List<MemoryDraft> persons = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Named named = names.get(i);
            List<String> details = new ArrayList<>();
            named.age().ifPresent(age -> details.add(age + (clause.french() ? " ans" : " years old")));
            details.addAll(said.isEmpty() ? List.of() : PersonDetails.of(saidOfEach.get(i), clause));
            persons.add(Drafts.person(domain, PersonRule.compose(named.name(), among, details),
                    new PersonRef(named.name(), each.get()), relation.confidence()));
        }
        return persons;
    }

    /** "ma sœur Clara et mon frère Hugo vivent à Lille": each member named, what follows said of all. */
    private static List<MemoryDraft> coordination(Clause clause) {
        Text text = clause.text();
        List<String[]> members = new ArrayList<>();
        int at = 0;
        while (true) {
            Matcher member = text.matcher(MEMBER).region(at, text.length());
            if (!member.lookingAt()) {
                break;
            }
            Optional<Names.Name> name = Names.written(text, member.end());
            if (name.isEmpty()) {
                break;
            }
            String word = member.group(1) != null ? member.group(1) : member.group(2) != null ? member.group(2)
                    : member.group(3);
            members.add(new String[] {name.get().value(), text.original(member.start(), member.end()).strip(), word});
            at = name.get().end();
            Matcher join = text.matcher(JOIN).region(at, text.length());
            if (!join.lookingAt()) {
                break;
            }
            at = join.end();
        }
        if (members.size() < 2 || at >= text.length()) {
            return List.of();
        }
        Text said = text.from(at);
        List<Text> saidOfEach = EachOfThem.said(said, members.size());
        List<MemoryDraft> persons = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            String[] member = members.get(i);
            List<String> shared = PersonDetails.of(saidOfEach.get(i), clause);
            if (shared.isEmpty()) {
                return List.of();
            }
            Relation relation = Relations.of(member[2]).orElseThrow();
            Domain domain = PersonDetails.domainOf(member[1], said);
            persons.add(Drafts.person(domain, PersonRule.compose(member[0], member[1], shared),
                    new PersonRef(member[0], relation.name()), relation.confidence()));
        }
        return persons;
    }

    /** The names from {@code start}, each maybe with an age: "Jade, 9 ans, et Noé, 6 ans"; returns where they end. */
    private static int names(Clause clause, int start, boolean called, List<Named> names) {
        Text text = clause.text();
        int at = start;
        while (true) {
            Optional<Names.Name> name = called ? Names.introduced(text, at) : Names.written(text, at);
            if (name.isEmpty() || !called && !clause.nameAt(firstLetter(text, at))) {
                return names.isEmpty() ? start : at;
            }
            int end = name.get().end();
            OptionalInt age = OptionalInt.empty();
            Matcher years = text.matcher(AGE).region(end, text.length());
            Matcher said = text.matcher(SAID_AGE).region(end, text.length());
            if (years.lookingAt()) {
                age = NumberWords.parse(years.group(1) != null ? years.group(1) : years.group(2));
                end = years.end();
            } else if (said.lookingAt()) {
                age = NumberWords.parse(said.group(1));
                end = said.end();
            }
            names.add(new Named(Words.capitalise(name.get().value()), age));
            at = end;
            Matcher join = text.matcher(JOIN).region(at, text.length());
            if (!join.lookingAt()) {
                return at;
            }
            Optional<Names.Name> next = called ? Names.introduced(text, join.end()) : Names.written(text, join.end());
            if (next.isEmpty()) {
                return at;
            }
            at = join.end();
        }
    }

    /** A preposition before a word written with a capital: a place ("in Toronto", "à Lyon"), not a name of the group. */
    private static boolean placeAt(Clause clause, int folded) {
        List<Token> words = clause.analysis().tokens().stream()
                .filter(token -> token.start() >= clause.text().originalIndex(folded) && token.word()).limit(2).toList();
        return words.size() == 2 && words.get(0).is("ADP") && words.get(1).capitalised();
    }

    private static int firstLetter(Text text, int at) {
        int i = at;
        while (i < text.length() && !Character.isLetter(text.folded().charAt(i))) {
            i++;
        }
        return i;
    }
}
