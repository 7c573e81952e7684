package io.souvenir.verifier.counting;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The people a sentence names in groups, read over the whole sentence before it is cut into
 * clauses (a list has commas and "et" of its own): a plural relation and the names that follow it
 * ("mes enfants s'appellent Inès, Malo et Tom", "j'ai trois enfants : Lucas 12 ans, Chloé 9 ans",
 * "my cousins, Aya and Ben, live in Leeds", "I have two kids, Tom is 8 and Lily is 5"); and the
 * names a relation puts in the middle of a clause ("I live in Oslo with my husband Erik"), or that
 * come before it ("Yanis, mon cousin, …", "Mrs. Khan is my landlady"). Each named person is one
 * {@link PersonNotes}: their name, the group's relation, their age when the list gives one, and
 * what the sentence says of the whole group ("habitent à Lyon").
 */
final class NamedGroups {

    /** Titles stay with the name they introduce: "M. Girard", "Mrs. Khan", "le docteur Roux". */
    static final String TITLE = "(?:(?:mrs|mme|mlle|mr|ms|dr|pr)\\.?|m\\.|docteur|doctor|professeur|maitre)(?!\\p{L})";
    private static final Pattern TITLE_AT = Pattern.compile(TITLE + "\\s*");
    /** How one calls someone small or dear before their name, at the start of a clause: "la petite", "the little". */
    private static final Pattern FOND_BEFORE_NAME = Pattern.compile("(?:^|[,;:.!?(])\\s*(?:(?:le|la|the)\\s+)?(?:petite?|little|wee"
            + "|baby)\\s+$");
    private static final Pattern ARTICLE_BEFORE_TITLE = Pattern.compile("(?:le|la|the)\\s+(?=" + TITLE + ")");
    /** More names than this in one message is not a list someone types: the rest are not read. */
    static final int MOST_NAMES = 30;
    private static final String NUMBER = SpelledNumbers.PATTERN;
    private static final String QUALIFIER = "(?:(?:plus|most|deux|trois|quatre|cinq|two|three|four|five|\\d)\\s+)?"
            + "(?:(?:meilleure?s?|petite?s?|grande?s?|chers|cheres|best|little|older|younger|dear|close|closest)\\s+)?";
    private static final Pattern GROUP = Pattern.compile("\\b(?:(?<possessive>mes|nos|my|our)\\s+" + QUALIFIER
            + "(?<relation>" + Relations.PATTERN + ")"
            + "|(?<have>j'ai|on a|nous avons|i have|i've got|ive got|we have|we've got)\\s+(?:(?<count>" + NUMBER + ")\\s+)?"
            + QUALIFIER + "(?<counted>" + Relations.PATTERN + ")"
            + "|(?<work>i work with|je bosse avec|je travaille avec)\\s+(?:(?:" + NUMBER + ")\\s+)?"
            + "(?:people|personnes|colleagues|collegues|gens)"
            + "|(?<team>dans mon equipe|in my team|on my team)(?:\\s*,?\\s*(?:il y a|there(?:'s| is| are)|on est))?)\\b");
    /** What may stand between a group and its names: an introducing verb, a colon, a bracket. */
    private static final Pattern BRIDGE = Pattern.compile("(?:\\s*(?:,|:|\\(|-|—|–|les plus (?:proches|jeunes|grands)|"
            + "(?:s'appell|se nomm|se prenomm)(?:ent|aient)|sont|ce sont|c'est|are called|are named|are|called|named|"
            + "they're|they are|it's|c'est))*\\s*");
    private static final Pattern INTRODUCING_VERB = Pattern.compile("s'appel|se nomm|se prenomm|sont|c'est|are|called|"
            + "named|they|it's");
    private static final Pattern SEPARATOR = Pattern.compile("\\s*(?:,\\s*(?:(?:et|and)\\s+)?|\\s(?:et|and)\\s+|\\s*&\\s*|"
            + "\\s*\\+\\s*|\\s*/\\s*)");
    private static final Pattern AGE = Pattern.compile("\\s*(?:\\(\\s*(?<bracketed>" + NUMBER + ")\\s*(?:ans?|years?"
            + "(?:\\s+old)?|yo)?\\s*\\)|,?\\s*(?:qui a|a)\\s+(?<french>" + NUMBER + ")\\s*ans\\b|,?\\s*(?:who is|who's|is|"
            + "aged)\\s+(?<english>" + NUMBER + ")(?:\\s*(?:years?(?:\\s+old)?|yo)\\b)?|,?\\s+(?<bare>" + NUMBER
            + ")\\s*(?:ans|years?(?:\\s+old)?|yo)\\b)");
    private static final Pattern AFTER_THE_LIST = Pattern.compile("\\s*\\)?\\s*,?\\s*");
    private static final Pattern PREDICATE_END = Pattern.compile("[,;.!?(]|\\s(?:et|and|mais|but)\\s");
    private static final Pattern NOT_A_PREDICATE = Pattern.compile("(?:je|j'|i|i'm|my|ma|mon|mes|et|and|mais|but|qui|"
            + "who|rappelle|remind|tu|you)\\b");
    private static final Pattern GROUP_AFTER_NAMES = Pattern.compile("\\s*,?\\s*(?:sont|are|c'est|ce sont)\\s+"
            + "(?<possessive>mes|nos|my|our)\\s+" + QUALIFIER + "(?<relation>" + Relations.PATTERN + ")\\b");
    /** "my husband Erik" in the middle of a clause. */
    private static final Pattern RELATION_THEN_NAME = Pattern.compile("\\b(?<possessive>ma|mon|my|our|notre)\\s+"
            + QUALIFIER + "(?<relation>" + Relations.PATTERN + ")\\s+(?=\\S)");
    /** "Yanis, mon cousin," and "Mrs. Khan is my landlady" at the start of a clause. */
    private static final Pattern THEN_RELATION = Pattern.compile("(?<link>\\s*,\\s*|\\s+(?:est|is|c'est)\\s+|'s\\s+)"
            + "(?<possessive>ma|mon|my|notre|our)\\s+" + QUALIFIER + "(?:\\p{L}+\\s+)?(?<relation>" + Relations.PATTERN
            + ")\\b");
    /** Words after which a clause starts: "et", "but", "remember", a greeting. */
    private static final java.util.Set<String> CLAUSE_OPENERS = java.util.Set.of("et", "and", "mais", "but", "que", "that",
            "so", "bref", "alors", "btw", "aussi", "also", "oh", "ah", "well", "bon", "salut", "hello", "hi", "hey",
            "coucou", "remember", "retiens", "rappelle-toi");

    /** One person a group names, where the sentence named them, and whether their words may be left out of clauses. */
    record Named(PersonNotes person, int start, int end, boolean consumed) {
    }

    private NamedGroups() {
    }

    static List<Named> read(String typed, String folded) {
        List<Named> found = new ArrayList<>();
        lists(typed, folded, found);
        namesThenGroup(typed, folded, found);
        relationsThenNames(typed, folded, found);
        namesThenRelations(typed, folded, found);
        return found;
    }

    private static void lists(String typed, String folded, List<Named> found) {
        Matcher group = GROUP.matcher(folded);
        while (group.find()) {
            boolean french;
            String relationWord;
            String phrase;
            String relation;
            boolean plural;
            if (group.group("possessive") != null) {
                relationWord = typed.substring(group.start("relation"), group.end("relation"));
                french = !List.of("my", "our").contains(group.group("possessive"));
                phrase = typed.substring(group.start(), group.end("relation")).toLowerCase(Locale.ROOT);
                relation = Relations.of(relationWord).orElse(null);
                plural = !french ? Relations.isPlural(relationWord) : true;
            } else if (group.group("have") != null) {
                relationWord = typed.substring(group.start("counted"), group.end("counted"));
                french = List.of("j'ai", "on a", "nous avons").contains(group.group("have"));
                phrase = (french ? "mes " : "my ") + relationWord.toLowerCase(Locale.ROOT);
                relation = Relations.of(relationWord).orElse(null);
                plural = group.group("count") != null ? SpelledNumbers.value(group.group("count")) >= 2
                        : Relations.isPlural(relationWord); // "I've got twins, Leo and Max"
            } else {
                french = group.group("work") != null ? group.group("work").startsWith("je") : group.group("team").startsWith("dans");
                phrase = french ? "mes collègues" : "my colleagues";
                relation = "colleague";
                plural = true;
            }
            if (relation == null || !plural) {
                continue;
            }
            int position = group.end();
            Matcher bridge = BRIDGE.matcher(folded).region(position, folded.length());
            String bridged = "";
            if (bridge.lookingAt()) {
                bridged = folded.substring(position, bridge.end());
                position = bridge.end();
            }
            List<PersonNotes> named = new ArrayList<>();
            int end = position;
            while (true) {
                Optional<int[]> name = nameAt(typed, folded, position);
                if (name.isEmpty()) {
                    break;
                }
                String said = typed.substring(name.get()[0], name.get()[1]);
                PersonNotes person = named.stream().filter(other -> Words.normalise(other.name()).equals(Words.normalise(said)))
                        .findFirst().orElseGet(() -> new PersonNotes(relation, phrase, french));
                person.named(said);
                position = name.get()[1];
                Matcher age = AGE.matcher(folded).region(position, folded.length());
                if (age.lookingAt()) {
                    person.aged(SpelledNumbers.value(firstOf(age, "bracketed", "french", "english", "bare")));
                    position = age.end();
                }
                if (!named.contains(person) && found.size() + named.size() < MOST_NAMES) {
                    named.add(person);
                }
                end = position;
                Matcher separator = SEPARATOR.matcher(folded).region(position, folded.length());
                if (!separator.lookingAt() || nameAt(typed, folded, separator.end()).isEmpty()) {
                    break;
                }
                position = separator.end();
            }
            if (named.isEmpty()) {
                continue;
            }
            // "mes sœurs, Léa et Camille, habitent à Lyon": what follows the names is said of each of them
            if (!INTRODUCING_VERB.matcher(bridged).find()) {
                Matcher after = AFTER_THE_LIST.matcher(folded).region(end, folded.length());
                int predicate = after.lookingAt() ? after.end() : end;
                Matcher notPredicate = NOT_A_PREDICATE.matcher(folded).region(predicate, folded.length());
                if (predicate < folded.length() && !notPredicate.lookingAt()) {
                    Matcher stop = PREDICATE_END.matcher(folded).region(predicate, folded.length());
                    int predicateEnd = stop.find() ? stop.start() : folded.length();
                    String said = typed.substring(predicate, predicateEnd).strip();
                    if (!said.isEmpty() && !Lexicon.INTENT.matcher(Words.fold(said)).find()) {
                        named.forEach(person -> person.detail(said));
                        end = predicateEnd;
                    }
                }
            }
            boolean atClauseStart = atClauseStart(folded, group.start());
            for (PersonNotes person : named) {
                person.heard(Clause.of(typed.substring(group.start(), end)));
                found.add(new Named(person, group.start(), end, atClauseStart));
            }
        }
    }

    /** "Léo, Jade et Tom sont mes enfants": the names come first, the plural relation after. */
    private static void namesThenGroup(String typed, String folded, List<Named> found) {
        for (int start = 0; start < folded.length(); start++) {
            if (start > 0 && Character.isLetterOrDigit(folded.charAt(start - 1)) || !Character.isUpperCase(typed.charAt(start))
                    || !atClauseStart(folded, start) || within(found, start)) {
                continue;
            }
            List<String> names = new ArrayList<>();
            int position = start;
            while (names.size() < MOST_NAMES) {
                Optional<int[]> name = nameAt(typed, folded, position);
                if (name.isEmpty()) {
                    break;
                }
                names.add(typed.substring(name.get()[0], name.get()[1]));
                position = name.get()[1];
                Matcher separator = SEPARATOR.matcher(folded).region(position, folded.length());
                if (!separator.lookingAt() || nameAt(typed, folded, separator.end()).isEmpty()) {
                    break;
                }
                position = separator.end();
            }
            Matcher group = GROUP_AFTER_NAMES.matcher(folded).region(position, folded.length());
            if (names.size() < 2 || !group.lookingAt()) {
                continue;
            }
            String relationWord = typed.substring(group.start("relation"), group.end("relation"));
            Optional<String> relation = Relations.of(relationWord);
            if (relation.isEmpty() || !Relations.isPlural(relationWord)) {
                continue;
            }
            String phrase = typed.substring(group.start("possessive"), group.end("relation")).toLowerCase(Locale.ROOT);
            boolean french = !List.of("my", "our").contains(group.group("possessive"));
            for (String name : names) {
                PersonNotes person = new PersonNotes(relation.get(), phrase, french);
                person.named(name);
                person.heard(Clause.of(typed.substring(start, group.end())));
                found.add(new Named(person, start, group.end(), true));
            }
            start = group.end();
        }
    }

    /** "with my husband Erik", "and our dog Bamse": the relation introduces the name that follows it. */
    private static void relationsThenNames(String typed, String folded, List<Named> found) {
        Matcher relation = RELATION_THEN_NAME.matcher(folded);
        while (relation.find()) {
            if (within(found, relation.start())) {
                continue;
            }
            Optional<int[]> name = nameAt(typed, folded, relation.end());
            Optional<String> named = Relations.of(relation.group("relation"));
            if (name.isEmpty() || named.isEmpty() || Relations.isPlural(relation.group("relation"))) {
                continue;
            }
            boolean french = !List.of("my", "our").contains(relation.group("possessive"));
            PersonNotes person = new PersonNotes(named.get(),
                    typed.substring(relation.start(), relation.end("relation")).toLowerCase(Locale.ROOT), french);
            person.named(typed.substring(name.get()[0], name.get()[1]));
            found.add(new Named(person, relation.start(), name.get()[1], false));
        }
    }

    /** "Yanis, mon cousin, a 31 ans", "Mrs. Khan is my landlady", "M. Girard est mon prof de piano". */
    private static void namesThenRelations(String typed, String folded, List<Named> found) {
        for (int start = 0; start < folded.length(); start++) {
            boolean titled = ARTICLE_BEFORE_TITLE.matcher(folded).region(start, folded.length()).lookingAt();
            if (start > 0 && Character.isLetterOrDigit(folded.charAt(start - 1))
                    || !Character.isUpperCase(typed.charAt(start)) && !titled || !atClauseStart(folded, start)
                    || within(found, start)) {
                continue;
            }
            Optional<int[]> name = nameAt(typed, folded, start);
            if (name.isEmpty()) {
                continue;
            }
            Matcher relation = THEN_RELATION.matcher(folded).region(name.get()[1], folded.length());
            Optional<String> named = relation.lookingAt() ? Relations.of(relation.group("relation")) : Optional.empty();
            if (named.isEmpty() || Relations.isPlural(relation.group("relation")) || namedAfter(typed, folded, relation.end())) {
                continue; // "l'hôpital Nord, mon mari Florian": the relation's name is the one after it
            }
            boolean french = !List.of("my", "our").contains(relation.group("possessive"));
            boolean apposition = relation.group("link").contains(",");
            int phraseEnd = relation.end();
            if (!apposition) {
                // the whole attribute names the relation: "mon prof de piano"
                Matcher stop = PREDICATE_END.matcher(folded).region(phraseEnd, folded.length());
                phraseEnd = stop.find() ? stop.start() : folded.length();
            }
            PersonNotes person = new PersonNotes(named.get(),
                    typed.substring(relation.start("possessive"), phraseEnd).strip().toLowerCase(Locale.ROOT), french);
            person.named(typed.substring(name.get()[0], name.get()[1]));
            person.heard(Clause.of(typed.substring(start, phraseEnd)));
            // "Mrs. Khan is my landlady" says all it says: its words are not read again as a clause
            found.add(new Named(person, start, phraseEnd, !apposition));
        }
    }

    /** A name right after a relation: "mon mari Florian". */
    private static boolean namedAfter(String typed, String folded, int at) {
        int start = at;
        while (start < typed.length() && typed.charAt(start) == ' ') {
            start++;
        }
        return start > at && start < typed.length() && Character.isUpperCase(typed.charAt(start))
                && nameAt(typed, folded, start).isPresent();
    }

    /** Whether {@code index} starts a clause: the sentence's start, after punctuation, or after "et", "but", a greeting. */
    private static boolean atClauseStart(String folded, int index) {
        if (FOND_BEFORE_NAME.matcher(folded.substring(0, index)).find()) {
            return true; // "la petite Jasmine, ma filleule, …", "little Noah, my nephew, …"
        }
        int end = index;
        while (end > 0 && Character.isWhitespace(folded.charAt(end - 1))) {
            end--;
        }
        if (end == 0 || ",;:.!?(".indexOf(folded.charAt(end - 1)) >= 0) {
            return true;
        }
        int start = end;
        while (start > 0 && !Character.isWhitespace(folded.charAt(start - 1)) && end - start < 20) {
            start--;
        }
        return CLAUSE_OPENERS.contains(folded.substring(start, end));
    }

    private static boolean within(List<Named> found, int index) {
        return found.stream().anyMatch(named -> index >= named.start() && index < named.end());
    }

    /**
     * A name at {@code index} (spaces skipped): a title if any, then one or two capitalised words
     * that are not common words or relations. Its start and end in the sentence.
     */
    static Optional<int[]> nameAt(String typed, String folded, int index) {
        int start = index;
        while (start < typed.length() && Character.isWhitespace(typed.charAt(start))) {
            start++;
        }
        int position = start;
        Matcher article = ARTICLE_BEFORE_TITLE.matcher(folded).region(position, folded.length());
        if (article.lookingAt()) {
            position = article.end();
        }
        int nameStart = position;
        Matcher title = TITLE_AT.matcher(folded).region(position, folded.length());
        boolean titled = title.lookingAt() && title.end() < folded.length()
                && Character.isUpperCase(typed.charAt(title.end()));
        if (titled) {
            position = title.end();
        }
        int end = position;
        int words = 0;
        while (words < 2) {
            int wordEnd = end;
            while (wordEnd < typed.length() && (Character.isLetter(typed.charAt(wordEnd))
                    || "-'".indexOf(typed.charAt(wordEnd)) >= 0 && wordEnd + 1 < typed.length()
                    && Character.isLetter(typed.charAt(wordEnd + 1)))) {
                wordEnd++;
            }
            String word = typed.substring(end, wordEnd);
            // "Ben" is a name in the middle of a sentence, and "ben" a filler at its start
            if (!(end > 0 && Lexicon.FILLER.contains(Words.fold(word)) && mayBeAName(word, false)) && !mayBeAName(word) || wordEnd < typed.length() && Character.isDigit(typed.charAt(wordEnd))) {
                break;
            }
            words++;
            end = wordEnd;
            if (end + 1 < typed.length() && typed.charAt(end) == ' ' && Character.isUpperCase(typed.charAt(end + 1))) {
                end++;
            } else {
                break;
            }
        }
        while (end > position && typed.charAt(end - 1) == ' ') {
            end--;
        }
        return words == 0 ? Optional.empty() : Optional.of(new int[] {nameStart, end});
    }

    /** Capitalised, not an acronym ("PIN"), not a word a sentence may start with ("Ma", "The"), not a relation. */
    static boolean mayBeAName(String word) {
        return mayBeAName(word, true);
    }

    private static boolean mayBeAName(String word, boolean notFiller) {
        String folded = Words.fold(word);
        return word.length() > 1 && Character.isUpperCase(word.charAt(0)) && !folded.startsWith("i'")
                && word.chars().skip(1).anyMatch(Character::isLowerCase)
                && !Lexicon.COMMON.contains(folded) && !(notFiller && Lexicon.FILLER.contains(folded))
                && !Lexicon.NOT_NAMES.contains(folded) && Relations.of(folded).isEmpty();
    }

    private static String firstOf(Matcher match, String... groups) {
        for (String group : groups) {
            if (match.group(group) != null) {
                return match.group(group);
            }
        }
        throw new IllegalStateException("no group matched");
    }
}
