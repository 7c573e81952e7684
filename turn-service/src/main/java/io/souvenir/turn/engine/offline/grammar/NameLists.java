package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names listed anywhere in a clause, whatever comes before or after them: "mes collègues les plus
 * proches sont Julien, Amel et Théo", "Hugo, Inès et Maël sont mes petits-enfants", "I work with
 * three people: Priya, Dan and Kofi", "two daughters, Maya who is 10 and Ella who is 7". The
 * structure is a coordination of two names or more (commas, "et", "and"), each maybe with its
 * age; who they are comes from the plural relation word of the clause, or a word for a group;
 * what the clause says after the list is said of each.
 */
final class NameLists {

    private static final Pattern JOIN = Pattern.compile("^\\s*(?:,\\s*(?:(?:et|and)\\s+)?|(?:et|and|&)\\s+)"
            // "Zoé, Lamine, et aussi Inès": one more of the same list
            + "(?:(?:aussi|also|puis|then|enfin|finally|bien sur|of course)\\s+)?");
    /** An age after a name: "(9)", ", 9 ans", "qui a 30 ans", "who is 10", "qui en a 25", "(7 ans)". */
    private static final Pattern AGE = Pattern.compile("^(?:\\s*\\(\\s*(\\d{1,3})\\s*(?:ans?|yo|years?(?: old)?)?\\s*\\)"
            + "|\\s*,?\\s*(?:(?:qui|who)\\s+(?:a|en a|is|'s|turned|vient d'avoir)\\s+)?(" + NumberWords.REGEX + ")"
            + "(?:\\s*(?:ans?|years?(?: old)?|yo))?(?=\\s*(?:,|\\)|$|\\s(?:et|and)\\s|\\s+\\S)))");
    private static final Pattern GROUP_WORDS = Pattern.compile("\\b(?:people|personnes|team|equipe|groupe|gang|bande"
            + "|crew|squad|besties|family|famille|band|temoins|witnesses|bridesmaids|groomsmen|demoiselles d'honneur|coloc"
            + "|flatshare|houseshare|chorale|choir|club|orchestre|orchestra|asso|association)\\b");
    /**
     * What is said of one listed name before the next: "Nadia au marketing", "Dev on bass", "Aurélien le chef",
     * "Finn who plays keys", "Kenji qui fait la compta".
     */
    private static final Pattern ITEM_DETAIL = Pattern.compile("^\\s+((?:on|au|aux|a la|a l'|at|in|de la|du)\\s+[\\p{L}'-]+"
            + "(?:\\s+[\\p{L}'-]+)?|(?:le|la|the)\\s+(?:plus\\s+)?[\\p{L}'-]+|(?:qui|who)\\s+(?!(?:a|en a|is|'s)\\s+\\d)[^,]{2,30}?)"
            + "(?=\\s*(?:,|$|\\s(?:et|and|&)\\s|\\s(?:qui|who)\\s))");
    /**
     * Before a listed name: who they are to the user ("my sister Megan", "mon frangin Hugo"), a word that
     * hedges or sizes them ("probably Lou", "le petit Malo"), or what they are ("une Allemande, Lena").
     */
    private static final Pattern ITEM_LEAD = Pattern.compile("^(?:" + PersonMentions.RELATION + "\\s+|(?:probably|maybe"
            + "|peut-etre|sans doute|surement|little|le petit|la petite|this guy|this girl|ce mec|cette fille)\\s+"
            + "|(?:une?|an?)\\s+([\\p{L}-]+),\\s*"
            // "tata Rosa, tonton Jean-Mi et mamie Lou", "Uncle Ravi, Aunty Meena and their son Dev": a kin word as a title
            + "|(?<theirs>(?:their|his|her|leur|leurs|sa|son|ses|[\\p{L}-]+'s)\\s+)?(?<title>" + Relations.REGEX + ")\\s+)");
    /** What follows a list and is not said of its names: a condition, a time. */
    private static final Pattern NOT_SAID_OF_THEM = Pattern.compile("^(?:if|si|s'|when|quand|unless|sauf)\\b");
    private static final Pattern RELATION_WORD = Pattern.compile("\\b(" + Relations.REGEX + ")\\b");
    /** "… sont mes neveux, …", or the relation apposed between commas: "Samir et Walid, mes beaux-frères, bossent…". */
    private static final Pattern AFTER_LIST = Pattern.compile("^[\\s,)]*(?:(?:(?:ca |ce )?(?:sont|are|were|etaient|c'est|ce sont|they're|they are)\\s+|(?<=,\\s?))"
            + "(?:mes|nos|my|our)\\s+(?:\\S+\\s+)?(?:" + Relations.REGEX + ")\\b\\s*,?\\s*)?");

    private record Named(String name, OptionalInt age, int start, String detail, String lead, String relation) {
    }

    private NameLists() {
    }

    static List<MemoryDraft> read(Clause clause) {
        Text text = clause.text();
        for (int at = 0; at < text.length(); at++) {
            // a listed name is written with a capital (Names.written): no need to ask the tagger of every word
            if (!(at == 0 || !Character.isLetter(text.folded().charAt(at - 1))) || !Character.isLetter(text.folded().charAt(at))
                    || !text.capitalAt(at) && !kinTitled(text, at)) {
                continue;
            }
            List<Named> names = new ArrayList<>();
            int end = names(clause, at, names);
            if (names.size() >= 2) {
                return persons(clause, names, end);
            }
            if (!names.isEmpty()) {
                at = Math.max(at, end - 1);
            }
        }
        return List.of();
    }

    private static final Pattern OWNED_RIGHT_BEFORE = Pattern.compile(PersonMentions.RELATION + "\\s+$");
    /** "mes petits cousins Eliott": a relation owned or qualified before it, not a title. */
    private static final Pattern OWNED_BEFORE = Pattern.compile("\\b(?:" + PersonMentions.POSSESSIVE + "|"
            + PersonMentions.ADJECTIVE + "|petits|petites|grands|grandes)\\s+$");

    private static boolean singular(String word) {
        return Relations.of(word).filter(r -> r.gender() != Relation.Gender.PLURAL).isPresent();
    }

    /** "tata Rosa": a kin word typed in lower case as the title of a capitalised name. */
    private static boolean kinTitled(Text text, int at) {
        Matcher lead = text.matcher(ITEM_LEAD).region(at, text.length());
        return lead.lookingAt() && lead.group("title") != null && lead.group("theirs") == null
                && text.capitalAt(firstLetter(text, lead.end())) && singular(lead.group("title"))
                && !OWNED_BEFORE.matcher(text.folded().substring(0, at)).find();
    }

    private static int names(Clause clause, int start, List<Named> names) {
        Text text = clause.text();
        int at = start;
        while (true) {
            int itemStart = at;
            String lead = null;
            String relation = null;
            Matcher before = text.matcher(ITEM_LEAD).region(at, text.length());
            boolean titled = before.lookingAt() && before.group("title") != null;
            if (titled && !singular(before.group("title"))) {
                return itemStart;
            }
            // "mon frère Kévin et sa copine Dounia": the first of the list with who they are to the user
            boolean ownRelation = before.lookingAt() && (before.group(1) != null && singular(before.group(1))
                    || before.group(2) != null && singular(before.group(2)));
            if ((!names.isEmpty() || titled || ownRelation) && before.lookingAt()
                    && Names.written(text, before.end()).isPresent() && text.capitalAt(firstLetter(text, before.end()))) {
                String word = before.group(1) != null ? before.group(1) : before.group(2);
                if (before.group("title") != null && before.group("theirs") != null) {
                    lead = text.original(at, before.end()).strip(); // "their son Dev": someone's, said of them
                } else if (before.group("title") != null) {
                    relation = Relations.of(before.group("title")).map(Relation::name).orElse(null);
                    lead = text.original(at, before.end()).strip();
                } else if (word != null) {
                    relation = Relations.of(word).map(Relation::name).orElse(null);
                    lead = text.original(at, before.end()).strip();
                } else if (before.group(3) != null) {
                    lead = text.original(before.start(3), before.end(3));
                }
                at = before.end();
            }
            if (names.isEmpty() && lead == null) {
                // "my cousin Hamid and Jess's sister Bronwyn": the first name right after who they are to the user
                Matcher owned = OWNED_RIGHT_BEFORE.matcher(text.folded().substring(0, at));
                String word = owned.find() ? owned.group(1) != null ? owned.group(1) : owned.group(2) : null;
                if (word != null && singular(word)) {
                    relation = Relations.of(word).map(Relation::name).orElse(null);
                    lead = text.original(owned.start(), at).strip();
                }
            }
            Optional<Names.Name> name = Names.written(text, at);
            int first = firstLetter(text, at);
            // "Jules" is a word for a boyfriend too, but not after "mon frère"
            if (name.isEmpty() || !text.capitalAt(first) || relation == null && Relations.of(Text.fold(name.get().value())).isPresent()) {
                return itemStart;
            }
            int end = name.get().end();
            String detail = null;
            Matcher item = text.matcher(ITEM_DETAIL).region(end, text.length());
            if (item.lookingAt()) {
                detail = text.original(item.start(1), item.end(1)).strip();
                end = item.end();
            }
            OptionalInt age = OptionalInt.empty();
            // "Jules le plus grand qui a 15 ans": the age after what is said of them
            Matcher years = text.matcher(AGE).region(end, text.length());
            if (years.lookingAt()) {
                age = NumberWords.parse(years.group(1) != null ? years.group(1) : years.group(2));
                if (age.isPresent() && age.getAsInt() <= 120) {
                    end = years.end();
                } else {
                    age = OptionalInt.empty();
                }
            }
            names.add(new Named(Words.capitalise(name.get().value()), age, first, detail, lead, relation));
            at = end;
            Matcher join = text.matcher(JOIN).region(at, text.length());
            if (!join.lookingAt()) {
                return at;
            }
            Matcher nextLead = text.matcher(ITEM_LEAD).region(join.end(), text.length());
            int next = nextLead.lookingAt() ? nextLead.end() : join.end();
            if (Names.written(text, next).isEmpty()) {
                return at;
            }
            at = join.end();
        }
    }

    private static List<MemoryDraft> persons(Clause clause, List<Named> names, int end) {
        Text text = clause.text();
        Relation relation = null;
        String each = null;
        String phrase = null;
        Matcher word = text.matcher(RELATION_WORD);
        int best = Integer.MAX_VALUE;
        while (word.find()) {
            Optional<String> singular = Relations.eachOf(word.group(1));
            int distance = Math.abs(word.start() - names.get(0).start());
            if (singular.isPresent() && distance < best) {
                best = distance;
                each = singular.get();
                relation = Relations.of(word.group(1)).orElseThrow();
                phrase = text.original(word.start(1), word.end(1));
            }
        }
        if (each == null && !GROUP_WORDS.matcher(text.folded()).find()
                && names.stream().allMatch(n -> n.relation() == null)) {
            return List.of(); // "Paris, Lyon et Marseille": names of no one the user knows
        }
        boolean theirs = phrase != null && Reported.someoneElses(text, word(text, phrase, names.get(0).start()));
        if (theirs && Reported.said(text)) {
            return List.of(); // "ma collègue m'a dit que ses voisins, Paul et Jacques, …": gossip about strangers
        }
        Matcher after = text.matcher(AFTER_LIST).region(end, text.length());
        after.lookingAt();
        // "… are all in Birmingham", "… sont tous à Lyon": said of each
        Text said = Text.of(text.originalFrom(after.end()));
        List<Text> saidOfEach = EachOfThem.said(said, names.size());
        String among = phrase == null ? "" : theirs ? Reported.possessed(text, phrase, names.get(0).start())
                : (clause.french() ? "parmi mes " : "one of my ") + phrase;
        if (theirs) {
            each = null; // "her flatmates Ben and Jo": flatmates of someone else, not of the user
        }
        Domain domain = PersonDetails.domainOf(phrase == null ? "" : phrase, said);
        List<MemoryDraft> persons = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Named named = names.get(i);
            List<String> shared = said.isEmpty() || NOT_SAID_OF_THEM.matcher(said.folded()).find() ? List.of()
                    : PersonDetails.of(saidOfEach.get(i), clause);
            List<String> details = new ArrayList<>();
            if (named.lead() != null && named.relation() == null) {
                details.add(named.lead());
            }
            if (named.detail() != null) {
                details.add(named.detail());
            }
            named.age().ifPresent(age -> details.add(age + (clause.french() ? " ans" : " years old")));
            details.addAll(shared);
            if (named.relation() != null) {
                // "my sister Megan" in the list: who she is to the user, said in the list itself
                persons.add(Drafts.person(domain, PersonRule.compose(named.name(), named.lead(), details),
                        new PersonRef(named.name(), named.relation()), Drafts.SURE));
                continue;
            }
            String told = among.isEmpty() ? named.name() + (details.isEmpty() ? "" : Labels.DASH + String.join(", ", details))
                    : PersonRule.compose(named.name(), among, details);
            persons.add(Drafts.person(domain, told, new PersonRef(named.name(), each),
                    relation == null ? Drafts.GUESS : relation.confidence()));
        }
        return persons;
    }

    /** Where the relation word closest to the names starts. */
    private static int word(Text text, String phrase, int names) {
        Matcher word = text.matcher(RELATION_WORD);
        int best = -1;
        while (word.find()) {
            if (text.original(word.start(1), word.end(1)).equals(phrase)
                    && (best < 0 || Math.abs(word.start() - names) < Math.abs(best - names))) {
                best = word.start();
            }
        }
        return best;
    }

    private static int firstLetter(Text text, int at) {
        int i = at;
        while (i < text.length() && !Character.isLetter(text.folded().charAt(i))) {
            i++;
        }
        return i;
    }
}
