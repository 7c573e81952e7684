package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.memory.Domains;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Someone in the user's life: "ma femme s'appelle Claire", "ma fille a onze ans", "mon fils
 * dix-huit", "my colleague Marc is from Lyon", "j'ai une fille qui s'appelle Léa". A silent
 * person with the relation, the name when introduced, and what is said of them ("Léa — ma
 * fille, 7 ans"). A bare relation ("ma sœur") says nothing to keep.
 */
final class PersonRule implements Rule {

    private static final String REL = "(" + Relations.REGEX + ")";
    private static final Pattern POSSESSED = Pattern.compile("^" + PersonMentions.RELATION);
    private static final Pattern HAD = Pattern.compile("^(?:j'ai|i have|i've got|i've) (un|une|a|an) ((?:"
            + PersonMentions.ADJECTIVE + "\\s)?" + REL + ")\\b");
    private static final Pattern NAMED_FIRST = Pattern.compile(
            "^[\\p{L}-]+,? (?:c'est|est|is) (" + PersonMentions.RELATION + ")$");
    private static final Pattern NAME_INTRO = Pattern.compile("(?:\\b(?:s ?'? ?app?ell?e|se nomme|se prenomme|nommee?"
            + "|prenommee?|(?:is |was )?called|(?:is )?named|whose name is)|'s name is)\\s+");
    private static final Pattern PRONOUN = Pattern.compile("^(?:il|elle|qu'il|qu'elle|he|she)(?:('s)|\\s)\\s*");
    /** "…qui s'appelle Rex, c'est un berger allemand", "…called Biscuit, it's a beagle": more of the one just named. */
    private static final Pattern DEMONSTRATIVE = Pattern.compile("^(?:c'(?=est )|it('s)\\s*|it\\s+(?=is ))");
    /** "le docteur Roux est…", "the Dr Patel…": a title after an article still starts a name. */
    private static final Pattern TITLED_START = Pattern.compile("^(?:le|la|the) (?:docteur|docteure|dr|doctor|maitre"
            + "|professeur|professor|pr)\\b");
    /** "Sarah from work is pregnant", "Karim du boulot…": a name and where the user knows them from. */
    private static final Pattern KNOWN_FROM = Pattern.compile("^\\s*(?:(?:from|at|du|de la|de l'|d'|de mon|de ma|of my)\\s*"
            + "(?:the |my )?(?!(?:" + Relations.REGEX + ")\\b)[a-z]{2,}(?:\\s(?:club|team|group|class|cours|club))?\\b"
            + "|next door|across the street|upstairs|downstairs|d'a cote|du dessus|du dessous|d'en face|d'en bas|d'en haut)");
    private static final Pattern TITLE = Pattern.compile("^(?:le |la |the )?(docteur|docteure|dr|doctor|maitre|me|professeur"
            + "|professor|prof|pr|mme|madame|mlle|mademoiselle|monsieur|mr|mrs|ms|miss|m)\\b");
    /** "my doctor is Dr Patel", "ma voisine c'est Inès": the whole rest is a name. */
    private static final Pattern NAMED_BY_COPULA = Pattern.compile("^(?:is|est|c'est"
            // "my surgeon's Dr. Akinola": before a title "'s" says "is" (no one owns a doctor so)
            + "|'s(?= (?:dr|doctor|mr|mrs|ms|miss|prof|professor)\\b)) (?=\\S)");
    private static final Pattern MENTIONED = Pattern.compile("\\b" + PersonMentions.RELATION);
    /** "Rohan's wife", "la femme de Karim": someone's relation, the one through whom written as a name. */
    private static final Pattern SOMEONES = Pattern.compile("(?<owner>\\b[\\p{L}-]+)'s (" + Relations.REGEX + ")\\b"
            + "|\\b(?:le|la|l') ?(" + Relations.REGEX + ") (?:de |d')(?=\\S)");
    /** "un lapin", "a rescue greyhound": someone new, with an article; group "kind": words before the relation, checked. */
    private static final Pattern ARTICLED = Pattern.compile("\\b(un|une|a|an) (?:" + PersonMentions.ADJECTIVE
            + " |(?<kind>(?:[a-z][a-z-]+ ){1,2}))?" + REL + "\\b");
    private static final Pattern APPOSITION = Pattern.compile("^,?\\s*");
    /** "Lina, ma cousine, a 29 ans…", "Tom, my best friend, is…": the name first, the relation in apposition. */
    private static final Pattern APPOSED_RELATION = Pattern.compile("^(?:\\s*[,(]\\s*(" + PersonMentions.RELATION
            // "Pistache, mon lapin nain, est…": a word or two more of the relation, up to the apposition's end
            + "(?:(?:'s|')?(?:\\s(?!(?:from|de|du|d|at|in|a|au|of)\\b)[\\p{L}'-]+){1,2}(?=\\s*[,)]))?|(?:le|la|l'|the|our"
            + "|notre|nos) ?(?:" + Relations.REGEX + ")\\b(?:\\s(?:de|d'|du|des|of|at)\\s?(?:la |l'|le |the "
            // "Hugo, le fils de mon voisin,": the one through whom, said whole
            + "|" + PersonMentions.POSSESSIVE + "\\s)?[\\p{L}-]+)?)\\s*[,)]?"
            // "Sofiane mon beau-frère il a 38 ans", "Hamza my coworker is 27": the relation right after the name
            + "|\\s+(" + PersonMentions.RELATION + ")(?:\\s+(?:from|de|d')\\s?[a-z]+)?(?=\\s*,|\\s+(?:il|elle|he|she|is|est|a|has"
            + "|vit|habite|bosse|travaille|lives|works|s'est|just|vient)\\b))\\s*,?\\s*");
    /** "M. Girard est mon prof de piano", "Mrs. Khan is my landlady": the name, then who they are to the user. */
    /** "Mme Durand est la nounou des enfants": who they are, with an article instead of a possessive. */
    private static final Pattern IS_THE = Pattern.compile("^,?\\s*(?:c'est|est|is)\\s+((?:le|la|l'|the|our|notre|nos)\\s*("
            + Relations.REGEX + ")\\b(?:\\s+(?:de|d'|du|des|of|for|at|a|au)\\s*[^,]+)?)$");
    /** "Paul était mon coloc", "Sam used to be my boss": who they were to the user, said as it was (the card keeps the tense). */
    private static final Pattern IS_RELATION = Pattern.compile("^,?\\s*(?:(?:c'est|est|is|'s)\\s+|(?=(?:was|etait|a ete"
            + "|used to be)\\s))((?:(?:was|etait|a ete|used to be)\\s+)?" + PersonMentions.RELATION
            + "(?:'s (?:" + Relations.REGEX + ")\\b)?(?:\\s+(?:de|d'|du|des|pour|for|from|at|in|of|a|au|depuis|since)\\s*[^,]+)?)$");
    /** Someone's words reported after them: "m'a dit que", "m'a raconté", "told me", "said". */
    private static final Pattern REPORTS = Pattern.compile("^\\s*,?\\s*(?:m'a (?:dit|raconte|explique|appris)|m'ont dit"
            + "|dit que|raconte que|told me|tells me|said|says)\\b");
    /** "my son's teacher": someone known through a relation. */
    private static final Pattern THROUGH = Pattern.compile("^'s\\s+(" + Relations.REGEX + ")\\b");

    /** Who the clause is about, and where what is said of them starts. */
    private record Subject(String phrase, Relation relation, String name, int rest) {
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Optional<Subject> subject = subject(clause);
        if (subject.isEmpty()) {
            return knownFrom(clause);
        }
        Text rest = clause.text().from(subject.get().rest());
        if (rest.matcher(REPORTS).lookingAt()) {
            return List.of(); // "mon pote m'a dit que…", "my sister told me…": what follows is what they said, not who they are
        }
        Matcher apposition = rest.matcher(APPOSITION);
        apposition.find();
        Optional<Names.Name> apposed = Names.written(rest, apposition.end())
                .or(() -> Names.uncapitalisedAfter(subject.get().relation(), clause, rest, apposition.end()));
        Text said = apposed.map(n -> contracted(rest.from(n.end())))
                .orElseGet(() -> contractedUnlessOwned(clause, rest, subject.get().rest()));
        Matcher intro = rest.matcher(NAME_INTRO);
        String introduced = subject.get().name() != null ? subject.get().name() : intro.find()
                ? Names.introduced(rest, intro.end()).map(Names.Name::value).orElse(null) : copulaName(rest);
        List<String> details = PersonDetails.of(said, clause);
        if (details.isEmpty() && introduced != null && subject.get().name() == null && apposed.isEmpty()) {
            details = afterCopulaName(rest, introduced);
        }
        if (details.isEmpty() && clause.when().isPresent()) {
            // "my son turned 10 yesterday": what is said of them, without when it was said to happen
            Optional<When> dated = WhenParser.find(said.folded(), clause.now(), true);
            if (dated.isPresent()) {
                details = PersonDetails.of(said.without(dated.get().spans()), clause);
            }
        }
        if (introduced == null && details.isEmpty()) {
            return List.of(); // nothing, or only "ma femme Claire", which Introductions keeps
        }
        String name = introduced != null ? introduced : apposed.map(Names.Name::value).orElse(null);
        if (name != null) {
            // "my dog is Rex": the name a copula gives is the card's name, not something said of them
            String folded = Text.fold(name);
            details = details.stream().filter(detail -> !Text.fold(detail).equals(folded)).toList();
        }
        Relation relation = subject.get().relation();
        String text = name == null
                ? Words.capitalise(subject.get().phrase()) + Labels.DASH + String.join(", ", details)
                : compose(name, subject.get().phrase(), details);
        Domain domain = PersonDetails.domainOf(subject.get().phrase(), said);
        return List.of(Drafts.person(domain, text, new PersonRef(name, relation.name()), relation.confidence()));
    }

    /**
     * "… ma femme s'appelle Claire, elle est infirmière": what a clause starting with "il", "elle",
     * "he" or "she" says of the person the clause before was about, added to that person.
     */
    static Optional<MemoryDraft> more(Clause clause, MemoryDraft person) {
        Optional<String> nickname = nickname(clause.text());
        if (nickname.isPresent()) {
            return Optional.of(person.withText(person.text() + ", " + (clause.french() ? "surnom : " : "known as ")
                    + nickname.get()));
        }
        PersonRef named = person.persons().get(0);
        Matcher given = clause.text().matcher(NAME_GIVEN);
        if (named.name() == null && given.lookingAt()) {
            // "my bro's moving in with us, his name's Jayden": the name after what is said of him; "name's Sipho, turning
            // 35 next month": what is apposed to the name is said of him too
            Text rest = clause.text();
            Optional<Names.Name> name = Names.written(rest, given.end());
            List<String> apposed = name.isEmpty() || name.get().end() >= rest.length() - 1 ? List.of()
                    : rest.matcher(APPOSED_DETAILS).region(name.get().end(), rest.length()).matches()
                    ? PersonDetails.of(rest.from(name.get().end()), clause) : null;
            return name.filter(n -> apposed != null && (n.end() >= rest.length() - 1 || !apposed.isEmpty()))
                    .map(n -> Drafts.person(person.domain(), n.value() + Labels.DASH
                            + Words.uncapitalise(person.text().replace(Labels.DASH, ", "))
                            + apposed.stream().map(detail -> ", " + detail).collect(Collectors.joining()),
                            new PersonRef(n.value(), named.relation()), person.confidence()));
        }
        Text told = clause.text().from(afterLeadingAdverbs(clause));
        Matcher pronoun = told.matcher(PRONOUN);
        if (!pronoun.find()) {
            pronoun = told.matcher(DEMONSTRATIVE);
            if (!pronoun.find()) {
                return Optional.empty();
            }
        }
        Text said = Text.of((pronoun.group(1) != null ? "is " : "") + told.originalFrom(pronoun.end()));
        PersonRef who = person.persons().get(0);
        Matcher intro = said.matcher(NAME_INTRO);
        if (who.name() == null && intro.lookingAt()) {
            // "mon beau-frère bosse à Toulouse, il s'appelle Damien": the name comes after what is said of him
            Optional<Names.Name> name = Names.introduced(said, intro.end()).filter(n -> n.end() == said.length());
            return name.map(n -> Drafts.person(person.domain(), n.value() + Labels.DASH
                    + Words.uncapitalise(person.text().replace(Labels.DASH, ", ")),
                    new PersonRef(n.value(), who.relation()), person.confidence()));
        }
        List<String> details = PersonDetails.of(said, clause);
        if (details.isEmpty()) {
            return Optional.empty();
        }
        Domain domain = person.domain() != Domain.NONE ? person.domain()
                : PersonDetails.domainOf("", said);
        return Optional.of(Drafts.person(domain, person.text() + ", " + String.join(", ", details),
                person.persons().get(0), person.confidence()));
    }

    /**
     * "Aujourd'hui il est gendarme", "now she's a nurse": where the clause goes on past the adverbs
     * that open it, when a pronoun follows them (folded index; 0 when none does).
     */
    private static int afterLeadingAdverbs(Clause clause) {
        List<Token> tokens = clause.analysis().tokens();
        int at = 0;
        while (at < tokens.size() && (tokens.get(at).is("ADV") || tokens.get(at).is("PUNCT") && at > 0)) {
            at++;
        }
        if (at == 0 || at == tokens.size() || !tokens.get(at).is("PRON")) {
            return 0;
        }
        return clause.text().foldedIndex(tokens.get(at).start());
    }

    /**
     * "Marcus is my neighbour. Retired firefighter, 71.", "…, lives in Lagos now": a clause with no
     * verb, or whose verb has no subject of its own (said in the third person), goes on saying
     * who the person just said is.
     */
    static Optional<MemoryDraft> continued(Clause clause, MemoryDraft person) {
        List<Token> words = clause.analysis().tokens().stream().filter(Token::word).toList();
        if (words.isEmpty() || clause.when().isPresent() || clause.text().matcher(NEW_SUBJECT).lookingAt()) {
            return Optional.empty();
        }
        boolean verbless = words.stream().noneMatch(t -> t.is("VERB", "AUX"))
                && words.stream().anyMatch(t -> t.is("NOUN", "PROPN", "NUM", "ADJ"));
        Token first = words.get(0);
        // "lives in Lagos now", "bosse chez Airbus": a verb in the third person that opens the clause
        boolean subjectless = !clause.french() && first.is("VERB", "AUX") && first.text().matches("(?i)\\p{L}+[^s']s|has|is|was");
        if (!verbless && !subjectless || PersonDetails.momentary(clause.text())) {
            return Optional.empty();
        }
        List<String> details = PersonDetails.of(Text.of(", " + clause.text().original()), clause);
        if (details.isEmpty()) {
            return Optional.empty();
        }
        Domain domain = person.domain() != Domain.NONE ? person.domain() : PersonDetails.domainOf("", clause.text());
        return Optional.of(Drafts.person(domain, person.text() + ", " + String.join(", ", details), person.persons().get(0),
                person.confidence()));
    }

    /** "mon frère Hugo…", "the dog…", "Lamine…": a clause that opens on someone else. */
    private static final Pattern NEW_SUBJECT = Pattern.compile("^(?:" + PersonMentions.POSSESSIVE + "|the|le|la|les|l'|un|une"
            + "|an?|son|sa|ses|his|her|their)\\b");

    /** "he's my old uni roommate", "c'est ma fillote", "ma voisine d'en face": who the one named before is to the user. */
    private static final Pattern WHO_THEY_ARE = Pattern.compile("^(?:(?:he|she)(?:'s| is| was)\\s+|(?:il|elle) (?:est|etait)\\s+"
            + "|c'est\\s+|c'etait\\s+|that's\\s+)?(" + PersonMentions.POSSESSIVE + "\\s(?:[\\p{L}-]+\\s){0,2}(?:" + Relations.REGEX
            + ")\\b(?:\\s(?!(?:qui|que|qu|who|that|which|et|and)\\b)[\\p{L}'-]+){0,3})(?=\\s*,|\\s*$)");
    /** "Il s'appelle Marius", "her name's Ana", "Odile": a clause that only gives a name. */
    private static final Pattern ONLY_NAMES = Pattern.compile("^(?:(?:il|elle|he|she) (?:s'appelle|is called|is named)\\s+"
            + "|tu te (?:rappelles|souviens) (?:de |d')|you remember\\s+|remember\\s+"
            + "|(?:his|her) name(?:'s| is)\\s+|(?:tu sais|tu connais|you know)\\s+)?");

    /**
     * "Odile. ma voisine d'en face. 82 ans…", "I had lunch with Femi — he's my old uni roommate",
     * "Il s'appelle Marius. Mon petit-fils.": someone named in the clause before (alone, or the one
     * name it mentions), then who they are to the user: one card, with what follows said of them.
     */
    static Optional<MemoryDraft> whoTheNamedIs(Clause clause, Clause before) {
        Matcher who = clause.text().matcher(WHO_THEY_ARE);
        if (!who.lookingAt()) {
            return Optional.empty();
        }
        String name = nameOnly(before).orElse(null);
        if (name == null) {
            List<PersonRef> mentioned = PersonMentions.in(before.text()).stream()
                    .filter(p -> p.name() != null && !p.name().isBlank()).toList();
            if (mentioned.size() > 1 || !mentioned.isEmpty() && mentioned.get(0).relation() != null || who.start(1) == 0) {
                return Optional.empty(); // "j'ai vu Paul, ma sœur…": without "he's", "c'est", a relation says someone else
            }
            // "Darnell's coming by later, he's my cousin", "tu connais pas Hélène ? c'est ma marraine": the one the
            // clause before names, its subject or its object, whatever it does
            name = mentioned.isEmpty() ? theOneNamed(before).orElse(null) : mentioned.get(0).name();
            if (name == null) {
                return Optional.empty();
            }
        }
        String phrase = clause.text().original(who.start(1), who.end(1));
        List<String> details = PersonDetails.of(clause.text().from(who.end()), clause);
        Relation of = lastRelation(clause.text().slice(who.start(1), who.end(1)));
        return Optional.of(Drafts.person(PersonDetails.domainOf(phrase, clause.text().from(who.end())),
                compose(name, phrase, details), new PersonRef(name, of.name()), of.confidence()));
    }

    /**
     * The one person a clause names with no relation said: the only word the language library tags
     * a proper noun that is written as a name, when the clause says no relation of the user's.
     */
    private static Optional<String> theOneNamed(Clause clause) {
        if (clause.text().matcher(RELATION_WORD).find()) {
            return Optional.empty();
        }
        List<String> names = clause.analysis().tokens().stream().filter(token -> token.is("PROPN") && token.capitalised())
                .map(token -> Names.written(clause.text(), clause.text().foldedIndex(token.start())))
                .flatMap(Optional::stream).map(Names.Name::value).distinct().toList();
        return names.size() == 1 ? Optional.of(names.get(0)) : Optional.empty();
    }

    /** The name a clause gives and nothing else: "Odile", "Il s'appelle Marius", "Tu sais Malik". */
    private static Optional<String> nameOnly(Clause clause) {
        Text text = clause.text();
        Matcher lead = text.matcher(ONLY_NAMES);
        lead.lookingAt();
        return lastWordsAName(text, lead.end());
    }

    /** The name written from {@code start} to the end of the text, when it is no relation word ("Odile", not "Maman"). */
    private static Optional<String> lastWordsAName(Text text, int start) {
        return Names.written(text, start).filter(n -> text.folded().substring(n.end()).isBlank()
                && Relations.of(Text.fold(n.value())).isEmpty()).map(Names.Name::value);
    }

    /** "on l'a appelée Nina", "nous l'avons baptisé Oscar", "we named her Mochi", "we called it Pip": the user names them. */
    private static final Pattern NAMED_BY_US = Pattern.compile("^(?:(?:on|nous|je|j') ?(?:l'a|l'avons|l'ai) (?:appel|nomm|baptis)"
            + "(?:e|(?<feminine>ee))|(?:we|i)(?: have|'ve)? (?:named|called|christened) (?:him|(?<feminineEn>her)|(?<any>it)))\\s+");
    /** "his name's Jayden", "her name is Ana", "name's Sipho", "son prénom c'est Lou": the name of the one just said. */
    private static final Pattern NAME_GIVEN = Pattern.compile("^(?:(?:(?:his|her|their) )?(?:first )?name(?:'s| is)"
            + "|son (?:nom|prenom)(?: c'est| est|,)?)\\s+");
    /** Whose the name given is: "his", "her", "son". */
    private static final Pattern NAME_OWNER = Pattern.compile("\\b(?:his|her|their|son)\\b");

    /** "tout le monde l'appelle Margot", "on l'appelle Kiki", "everyone calls him Rick", "she goes by Jo": another name. */
    private static final Pattern NICKNAME = Pattern.compile("^(?:(?:tout le monde|on|nous|ses potes|ses amis|ses amies|les gens"
            + "|je|j') ?l'appell?(?:e|ent|ons)|(?:everyone|everybody|we all|we|people|his mates|her mates|his friends"
            + "|her friends|i) (?:calls?|just calls?) (?:him|her)|(?:he|she) goes by|(?:il|elle) se fait appeler)\\s+");

    /** The other name a clause gives the person just said, if it gives one and nothing else. */
    static Optional<String> nickname(Text clause) {
        Matcher nick = clause.matcher(NICKNAME);
        if (!nick.lookingAt()) {
            return Optional.empty();
        }
        return Names.written(clause, nick.end()).filter(n -> n.end() >= clause.length() - 1
                || !Character.isLetter(clause.folded().charAt(n.end()))).map(Names.Name::value);
    }

    private static final Pattern PLURAL_PRONOUN = Pattern.compile("^(?:ils|elles|they|tous les deux|toutes les deux"
            + "|both of them)(?:('re)|('ve got|'ve)|\\s)\\s*");

    /**
     * "my parents are Vikram and Anjali, they run a corner shop", "I've got twin nephews, Ezra and
     * Jonah, they're 3": what a clause starting with "they", "ils" or "elles" says of the persons
     * the clause before kept, added to each of them; empty when it says nothing of them.
     */
    static List<MemoryDraft> moreOfAll(Clause clause, List<MemoryDraft> group) {
        Matcher pronoun = clause.text().matcher(PLURAL_PRONOUN);
        if (!pronoun.find()) {
            return List.of();
        }
        String lead = pronoun.group(1) != null ? "are " : pronoun.group(2) != null ? "have " : "";
        Text said = Text.of(lead + clause.text().originalFrom(pronoun.end()));
        List<Text> saidOfEach = EachOfThem.said(said, group.size());
        Domain told = PersonDetails.domainOf("", said);
        List<MemoryDraft> more = new ArrayList<>();
        for (int i = 0; i < group.size(); i++) {
            List<String> details = PersonDetails.of(saidOfEach.get(i), clause);
            if (details.isEmpty()) {
                return List.of();
            }
            MemoryDraft person = group.get(i);
            more.add(Drafts.person(person.domain() != Domain.NONE ? person.domain() : told,
                    person.text() + ", " + String.join(", ", details), person.persons().get(0), person.confidence()));
        }
        return more;
    }

    /**
     * "… rappeler ma sœur, elle s'appelle Julie": the name a pronoun gives to the one relation the
     * clause before mentioned without keeping anyone, when the pronoun fits it.
     */
    static Optional<MemoryDraft> namedAfter(Clause clause, Clause before) {
        Matcher pronoun = clause.text().matcher(PRONOUN);
        Matcher namedByUs = clause.text().matcher(NAMED_BY_US);
        Optional<Names.Name> name;
        boolean feminine;
        boolean anyGender = false;
        List<String> details = List.of();
        if (pronoun.find()) {
            Text after = clause.text().from(pronoun.end());
            Matcher intro = after.matcher(NAME_INTRO);
            if (!intro.find() || intro.start() > 0) {
                return Optional.empty();
            }
            name = Names.introduced(after, intro.end());
            if (name.isPresent() && name.get().end() < after.length()) {
                // "elle s'appelle Anouk, 38 ans, prof de piano": what is apposed to the name is said of them
                Matcher apposed = after.matcher(APPOSED_DETAILS).region(name.get().end(), after.length());
                details = apposed.matches() ? PersonDetails.of(after.from(name.get().end()), clause) : List.of();
                if (details.isEmpty()) {
                    return Optional.empty();
                }
            }
            feminine = pronoun.group().startsWith("elle") || pronoun.group().startsWith("she");
        } else if (namedByUs.lookingAt()) {
            // "on a adopté un chiot, on l'a appelé Biscotte", "we got a kitten, we named her Mochi"
            Text said = clause.text();
            name = Names.written(said, namedByUs.end()).filter(n -> n.end() >= said.length() - 1
                    || !Character.isLetter(said.folded().charAt(n.end())));
            feminine = namedByUs.group("feminine") != null || namedByUs.group("feminineEn") != null;
            anyGender = namedByUs.group("any") != null;
        } else if (clause.text().matcher(NAME_GIVEN).lookingAt()) {
            // "ma nouvelle collègue est adorable, son prénom c'est Anaïs", "…, her name's Ana"
            Matcher given = clause.text().matcher(NAME_GIVEN);
            given.lookingAt();
            Text said = clause.text();
            name = Names.written(said, given.end()).filter(n -> n.end() >= said.length() - 1);
            Matcher possessive = clause.text().matcher(NAME_OWNER);
            feminine = possessive.find() && possessive.group().equals("her");
            anyGender = !possessive.reset().find() || !possessive.group().equals("his") && !feminine;
        } else {
            return Optional.empty();
        }
        Matcher mentioned = before.text().matcher(MENTIONED);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Relation relation;
        String phrase;
        boolean someones = false;
        if (mentioned.find()) {
            relation = relation(mentioned, 1);
            phrase = before.text().original(mentioned.start(), mentioned.end());
        } else {
            // "on a un hamster, il s'appelle Gribouille": someone new, then their name
            mentioned = before.text().matcher(ARTICLED);
            Matcher through = before.text().matcher(SOMEONES);
            if (findKind(mentioned, before)) {
                relation = Relations.of(mentioned.group(3)).orElseThrow();
                phrase = possessive(relation, mentioned.group(1), before.french()) + " " + mentioned.group(3);
            } else if (through.find() && (through.start("owner") >= 0 ? before.text().capitalAt(through.start())
                    : Names.written(before.text(), through.end()).isPresent())) {
                // "finally met Rohan's wife, her name is Divya": someone of someone the user knows, then their name
                mentioned = through;
                someones = true;
                boolean english = through.start("owner") >= 0;
                relation = Relations.of(through.group(english ? 2 : 3)).orElseThrow();
                phrase = before.text().original(through.start(), english ? through.end()
                        : Names.written(before.text(), through.end()).orElseThrow().end());
            } else if (before.text().matcher(THE_SUBJECT).lookingAt()) {
                // "the new babysitter is a gem, her name's Chiamaka": someone of the user's, said with "the"
                mentioned = before.text().matcher(THE_SUBJECT);
                mentioned.lookingAt();
                relation = Relations.of(mentioned.group(1)).orElseThrow();
                phrase = before.text().original(mentioned.start(), mentioned.end());
            } else {
                return Optional.empty();
            }
        }
        boolean fits = anyGender || Relations.fits(relation, feminine, clause.french());
        if (mentioned.find() || !fits) {
            return Optional.empty(); // two relations: "elle" may be either
        }
        // "Divya — Rohan's wife": a phrase that starts with a name is kept as written
        String text = someones ? name.get().value() + Labels.DASH + phrase + (details.isEmpty() ? "" : ", "
                + String.join(", ", details)) : compose(name.get().value(), phrase, details);
        return Optional.of(Drafts.person(Domains.of(Text.fold(phrase)), text,
                new PersonRef(name.get().value(), relation.name()), relation.confidence()));
    }

    /**
     * The next "a/un … relation" whose words between the article and the relation say which kind it is ("a rescue
     * greyhound", as the language library tags them: nouns or adjectives), not what is done ("a walk with my dog").
     */
    private static boolean findKind(Matcher articled, Clause clause) {
        for (int from = 0; from < clause.text().length() && articled.find(from); from = articled.start() + 1) {
            int kind = articled.start("kind");
            if (kind < 0) {
                return true;
            }
            int at = kind;
            while (at < articled.end("kind") && KindWords.modifies(clause, at, "NOUN", "ADJ")) {
                at = KindWords.wordEnd(clause.text(), at) + 1;
            }
            if (at >= articled.end("kind")) {
                return true;
            }
        }
        return false;
    }

    /** ", 38 ans, deux enfants, prof de piano": verbless details apposed to a name, each after a comma. */
    private static final Pattern APPOSED_DETAILS = Pattern.compile("\\s*,\\s*[^,]+(?:,\\s*[^,]+){0,4}");

    /**
     * "she was my uni flatmate", "tu sais, mon ancien coloc": a clause that only says who the one
     * just named is to the user.
     */
    private static final Pattern IDENTIFIES = Pattern.compile("^(?:(?:il|elle|he|she|c)(?:'s|'est| is| was| est| etait)\\s+)?"
            + PersonMentions.RELATION + "$");
    /** A name right before a relation, in apposition: "Clara, ma cousine", "Tom, my mate". */
    private static final Pattern NAME_BEFORE = Pattern.compile("(\\p{Lu}[\\p{L}-]+),?\\s*$");
    /** A name right after a relation: "ma cousine Clara", "my mate Tom". */
    private static final Pattern NAME_AFTER = Pattern.compile("^\\s+(\\p{Lu}[\\p{L}-]+)(?![\\p{L}'])");

    /**
     * "ma mère est rentrée de l'hosto, elle a 72 ans", "I bumped into Clara, my cousin, she's a
     * lawyer now": the clause before mentioned one relation (named or not) and kept no one, so what a
     * clause starting with "il", "elle", "he" or "she" says of them starts their card, when the
     * pronoun fits the relation. When that clause only said who they are ("had lunch with Grace,
     * she was my flatmate, she's…"), they are the one named just before ({@code namedBefore}).
     */
    static Optional<MemoryDraft> describedAfter(Clause clause, Clause before, String namedBefore) {
        Matcher pronoun = clause.text().matcher(PRONOUN);
        if (!pronoun.lookingAt()) {
            return Optional.empty();
        }
        Matcher mentioned = before.text().matcher(MENTIONED);
        if (!mentioned.find()) {
            return Optional.empty();
        }
        Relation relation = relation(mentioned, 1);
        int start = mentioned.start();
        int end = mentioned.end();
        if (before.text().folded().startsWith("'s", end) && ownedAfter(before, end)) {
            return Optional.empty(); // "my dad's old army mate, he…": the pronoun is the mate's
        }
        boolean feminine = pronoun.group().startsWith("elle") || pronoun.group().startsWith("qu'elle")
                || pronoun.group().startsWith("she");
        boolean fits = Relations.fits(relation, feminine, clause.french());
        if (mentioned.find() || !fits) {
            return Optional.empty(); // two relations, or "ma mère…, il…": the pronoun is someone else's
        }
        Text said = Text.of((pronoun.group(1) != null ? "is " : "") + clause.text().originalFrom(pronoun.end()));
        List<String> details = PersonDetails.momentary(said) ? List.of() : PersonDetails.of(said, clause);
        if (details.isEmpty()) {
            return Optional.empty(); // "mon chirurgien…, il est top": a judgment of the moment starts no card
        }
        String phrase = before.text().original(start, end);
        Matcher nameBefore = NAME_BEFORE.matcher(before.text().original(0, start));
        Matcher nameAfter = NAME_AFTER.matcher(before.text().originalFrom(end));
        String name = nameBefore.find() ? nameBefore.group(1) : nameAfter.lookingAt() ? nameAfter.group(1)
                : before.text().matcher(IDENTIFIES).matches() ? namedBefore : closingName(before.text(), end).orElse(null);
        String text = name == null ? Words.capitalise(phrase) + Labels.DASH + String.join(", ", details)
                : compose(name, phrase, details);
        Domain domain = PersonDetails.domainOf(phrase, said);
        return Optional.of(Drafts.person(domain, text, new PersonRef(name, relation.name()), relation.confidence()));
    }

    /**
     * "was chatting to my neighbour earlier, Brenda", "j'ai croisé ma voisine au marché, Odile": the
     * name set apart by a comma at the end of the clause, after the relation (folded index {@code from}).
     */
    private static Optional<String> closingName(Text before, int from) {
        int comma = before.folded().lastIndexOf(',');
        if (comma < from) {
            return Optional.empty();
        }
        return lastWordsAName(before, comma + 1);
    }

    /** " au garage", " à la salle", " at the clinic": where someone of the user's is, right after who they are. */
    private static final Pattern WHERE_KNOWN = Pattern.compile("\\s+(?:au|aux|a la|a l'|du|de la|de l'|at the|at|from the"
            + "|from)\\s*[\\p{L}-]+(?:\\s+[\\p{L}-]+)?(?=\\s+(?:c'est|est|is|s'appelle|is called)\\s)");

    /** "Sarah from work is pregnant": someone named by where the user knows them, and what is said of them. */
    private static List<MemoryDraft> knownFrom(Clause clause) {
        Text text = clause.text();
        Optional<Names.Name> name = text.capitalAt(0) || text.matcher(TITLED_START).lookingAt() ? Names.written(text, 0)
                : Optional.empty();
        if (name.isEmpty()) {
            return List.of();
        }
        Matcher titled = text.matcher(TITLE);
        boolean hasTitle = titled.lookingAt() && titled.end() < name.get().end();
        Matcher from = text.matcher(KNOWN_FROM).region(name.get().end(), text.length());
        boolean known = from.lookingAt();
        if (!known && !hasTitle) {
            return List.of();
        }
        int end = known ? from.end() : name.get().end();
        Text said = text.from(end);
        List<String> details = PersonDetails.of(said, clause);
        if (details.isEmpty() && hasTitle && said.folded().matches("^\\s*[\\p{L}'].{3,}")
                && !said.folded().matches("^\\s*(?!(?:me|m') ?(?:suit|suivait|soigne|soignait|accompagne|traite|opere|defend)\\b)"
                        + "(?:m'a|m'|me|said|says|told|a dit|dit|thinks|pense)\\b.*")) {
            // "la docteure Nguyen me suit pour mon dos": who follows the user, and for what
            // "Mlle Duval garde les enfants le mercredi": someone the user calls by title is who they are to the user
            details = List.of(Words.tidy(said.original()));
        }
        if (details.isEmpty()) {
            return List.of();
        }
        String where = known ? text.original(name.get().end(), from.end()).strip() + ", " : "";
        String told = name.get().value() + Labels.DASH + where + String.join(", ", details);
        String relation = !hasTitle ? null : switch (titled.group(1)) {
            case "docteur", "docteure", "dr", "doctor" -> "doctor";
            case "maitre", "me" -> "lawyer";
            case "professeur", "professor", "pr", "prof" -> "teacher";
            default -> null;
        };
        MemoryDraft titledOne = Drafts.person(PersonDetails.domainOf(where, said), told,
                new PersonRef(name.get().value(), relation), Drafts.GUESS);
        return cared(said, name.get().value()).map(relative -> List.of(titledOne, relative)).orElse(List.of(titledOne));
    }

    /** "suit mon père pour son cœur", "is treating my mum for her diabetes": the relative, and what for. */
    private static final Pattern CARES_FOR = Pattern.compile("^\\s*(?:suit|suivait|soigne|soignait|traite|opere|va operer"
            + "|treats|is treating|treated|sees|is seeing|operated on|is operating on) ((?:mon|ma|mes|my) (" + Relations.REGEX
            + "))\\s+(?:pour|for)\\s+(?=\\S)");

    /** The relative a practitioner cares for, with what for: "Mon père — suivi par le professeur Vidal pour son cœur". */
    private static Optional<MemoryDraft> cared(Text said, String practitioner) {
        Matcher cares = said.matcher(CARES_FOR);
        if (!cares.find()) {
            return Optional.empty();
        }
        Relation relation = Relations.of(cares.group(2)).orElseThrow();
        boolean french = !cares.group(1).startsWith("my");
        String by = french ? (relation.gender() == Relation.Gender.FEMININE ? "suivie par " : "suivi par ") : "treated by ";
        String told = Words.capitalise(said.original(cares, 1)) + Labels.DASH + by + practitioner + " "
                + (french ? "pour " : "for ") + Words.tidy(said.originalFrom(cares.end()));
        return Optional.of(Drafts.person(Domains.of(Text.fold(told)), told, new PersonRef(null, relation.name()), Drafts.GUESS));
    }

    private static final Pattern CONTRACTED = Pattern.compile("^'s\\s+(?:(got)\\s+|(been)\\s+)?");

    /** "my husband Tom's a firefighter", "my daughter's gluten intolerant", "Ollie's got a nut allergy": the verb in full. */
    /**
     * "my partner's vegan", "my wife's a teacher", "my bro's moving in": the verb, contracted; but
     * "my daughter's school is…", "my son's headteacher, Ms Pemberton": a noun after it, whose it is.
     */
    private static Text contractedUnlessOwned(Clause clause, Text rest, int at) {
        Matcher contracted = rest.matcher(CONTRACTED);
        if (!contracted.lookingAt()) {
            return rest;
        }
        if (contracted.group(1) != null || contracted.group(2) != null) {
            return contracted(rest);
        }
        List<Token> tokens = clause.analysis().tokens();
        int noun = clause.analysis().indexFrom(clause.text().originalIndex(at + contracted.end()));
        boolean owned = noun < tokens.size() && tokens.get(noun).is("NOUN", "PROPN") && noun + 1 < tokens.size()
                && (tokens.get(noun + 1).is("AUX", "VERB") || tokens.get(noun + 1).text().equals(",")
                && noun + 2 < tokens.size() && tokens.get(noun + 2).capitalised());
        return owned ? rest : contracted(rest);
    }

    private static Text contracted(Text said) {
        Matcher contracted = said.matcher(CONTRACTED);
        if (!contracted.lookingAt()) {
            return said;
        }
        String verb = contracted.group(1) != null ? "has got " : contracted.group(2) != null ? "has been " : "is ";
        return Text.of(verb + said.originalFrom(contracted.end()));
    }

    /** " is Anneke", " s'appelle Marco, il a 31 ans": a name given, by a copula or a verb of naming, ends what is said. */
    private static boolean namedLast(Text said) {
        if (copulaName(said) != null) {
            return true;
        }
        Matcher intro = said.matcher(NAME_INTRO);
        return intro.find() && said.folded().substring(0, intro.start()).isBlank()
                && Names.introduced(said, intro.end()).filter(name -> name.end() >= said.length() - 1).isPresent();
    }

    /** "is Dr Patel", "c'est Inès": a capitalised name and nothing after it. */
    private static String copulaName(Text said) {
        Text rest = Text.of(said.original().replaceFirst("^\\s*,?\\s*", ""));
        Matcher copula = rest.matcher(NAMED_BY_COPULA);
        if (!copula.find()) {
            return null;
        }
        // "is Sir Bubbles, the kids named him": the name ends the statement, or its first part;
        // "is Dr Lowe in Leith": or where they are follows it
        return Names.written(rest, copula.end()).filter(name -> name.end() == rest.length()
                || rest.folded().charAt(name.end()) == ',' || WHERE_AFTER.matcher(rest.folded()).region(name.end(),
                rest.length()).lookingAt()).map(Names.Name::value).orElse(null);
    }

    /** " in Leith", " at the Riverside clinic", " à Lyon": where someone named is, after their name. */
    private static final Pattern WHERE_AFTER = Pattern.compile("\\s+(?:in|at|near|a|au|aux|pres de|chez)\\s+\\S");

    /** What follows the name a copula gives ("in Leith"), said of the person; empty when nothing does. */
    private static List<String> afterCopulaName(Text said, String name) {
        int at = said.original().indexOf(name);
        if (at < 0) {
            return List.of();
        }
        Matcher where = WHERE_AFTER.matcher(said.folded()).region(said.foldedIndex(at + name.length()), said.length());
        return where.lookingAt() ? List.of(Words.tidy(said.originalFrom(said.foldedIndex(at + name.length())))) : List.of();
    }

    /** "Claire — ma femme", "Léa — ma fille, 7 ans". */
    static String compose(String name, String phrase, List<String> details) {
        // "mon cardiologue à la Pitié": what the phrase says already is not said again
        List<String> more = details.stream().filter(detail -> !Text.fold(phrase).contains(Text.fold(detail))).toList();
        String about = more.isEmpty() ? "" : ", " + String.join(", ", more);
        return name + Labels.DASH + Words.uncapitalise(phrase) + about;
    }

    /** "le parrain de ma fille", "la copine de mon frère", "le perroquet de ma grand-mère": who they are, through whom. */
    private static final Pattern OF_RELATIVE = Pattern.compile("^(?:le|la|l'|the) ?(" + Relations.REGEX + ") (?:de|d'|du|of) ?"
            + PersonMentions.RELATION + "(?=\\s*[,(]|\\s+(?:s'appelle|is called|est|a|is|has|vit|habite|lives|c'est)\\b)");

    /** "the goldfish is Sir Bubbles", "le chat c'est Moustache": who, by the article, then their name. */
    /** "the new babysitter…", "la voisine…": someone the clause is about, said with the definite article. */
    private static final Pattern THE_SUBJECT = Pattern.compile("^(?:the|le|la|l') ?(?:" + PersonMentions.ADJECTIVE + " )?("
            + Relations.REGEX + ")\\b(?!')");
    private static final Pattern THE_NAMED = Pattern.compile("^(?:the|le|la|l') ?(?:" + PersonMentions.ADJECTIVE + " )?("
            + Relations.REGEX + ")(?= (?:is|est|c'est) \\S)");

    /**
     * "the physio I see on Mondays is Anneke", "la kiné chez qui je vais c'est Anneke", "the neighbour who moved in is
     * called Tom": who, by the article and a relative clause that says which one the user means, then their name.
     */
    private static final Pattern THE_ONE_WHO = Pattern.compile("^(?:the|le|la|l') ?(?:" + PersonMentions.ADJECTIVE + " )?("
            + Relations.REGEX + ") (?:(?:who|that|whom) |(?=(?:i|we|i'm|i've|we're|we've)\\b)|(?:que|qu'|qui|avec qui|chez qui"
            + "|dont|a qui|pour qui)\\s?)[^,]{1,40}?(?= (?:is|est|c'est|s'appelle|is called|was called|se nomme)\\s+\\S)");

    private static Optional<Subject> subject(Clause clause) {
        Text text = clause.text();
        Matcher theNamed = text.matcher(THE_NAMED);
        if (theNamed.lookingAt() && copulaName(text.from(theNamed.end())) != null) {
            return Optional.of(new Subject(text.original(0, theNamed.end()), Relations.of(theNamed.group(1)).orElseThrow(),
                    null, theNamed.end()));
        }
        Matcher theOneWho = text.matcher(THE_ONE_WHO);
        if (theOneWho.lookingAt() && namedLast(text.from(theOneWho.end()))) {
            return Optional.of(new Subject(text.original(0, theOneWho.end()), Relations.of(theOneWho.group(1)).orElseThrow(),
                    null, theOneWho.end()));
        }
        Matcher ofRelative = text.matcher(OF_RELATIVE);
        if (ofRelative.lookingAt()) {
            return Optional.of(new Subject(text.original(0, ofRelative.end()), Relations.of(ofRelative.group(1))
                    .orElseThrow(), null, ofRelative.end()));
        }
        Matcher possessed = text.matcher(POSSESSED);
        if (possessed.find()) {
            Matcher through = text.matcher(THROUGH).region(possessed.end(), text.length());
            if (through.lookingAt()) {
                return Optional.of(new Subject(text.original(0, through.end()), Relations.of(through.group(1))
                        .orElseThrow(), null, through.end()));
            }
            // "notre chat siamois Pacha…", "ma coach sportive c'est Jessica", "mon voisin italien s'appelle Marco": an
            // adjective after the relation, then the name, say who they are
            int end = possessed.end();
            int adjective = KindWords.modifies(clause, end, "ADJ") ? KindWords.wordEnd(text, end) : -1;
            if (adjective > 0 && (Names.written(text, adjective).isPresent() || copulaName(text.from(adjective)) != null
                    || text.matcher(NAME_INTRO).region(adjective, text.length()).lookingAt())) {
                end = adjective;
            }
            // "mon associé au garage c'est Frédéric", "mon prof au conservatoire s'appelle Marc": where the user knows
            // them from, between who they are and their name
            Matcher where = text.matcher(WHERE_KNOWN).region(end, text.length());
            if (where.lookingAt() && (copulaName(text.from(where.end())) != null
                    || text.matcher(NAME_INTRO).region(where.end(), text.length()).lookingAt())) {
                end = where.end();
            }
            return Optional.of(new Subject(text.original(0, end), relation(possessed, 1), null, end));
        }
        Matcher bare = text.matcher(BARE_RELATION);
        if (bare.lookingAt() && (bare.group(1) == null || bare.group(3) != null)
                && (bare.group(3) == null || !ownedAfter(clause, bare.end(2)))
                && (bare.group(4) == null || text.capitalAt(bare.start(4)) && !CLERGY.contains(bare.group(2))
                && !text.matcher(TITLE).lookingAt())) {
            // "Grandad's 91", "bf's a chef", "Uncle Femi is a pastor", "Mamie Odette a 90 ans": the user's, said without "my"
            Relation relation = Relations.of(bare.group(2)).orElseThrow();
            String name = bare.group(4) == null ? null : text.original(bare, 4);
            int rest = bare.group(4) == null ? bare.end(2) : bare.end(4);
            return Optional.of(new Subject(text.original(bare, 2), relation, name, rest));
        }
        Optional<Names.Name> first = text.capitalAt(0) || clause.nameAt(0) || text.matcher(TITLED_START).lookingAt()
                ? Names.written(text, 0) : Optional.empty();
        for (Pattern after : List.of(APPOSED_RELATION, IS_RELATION)) {
            Matcher told = first.isEmpty() ? null : text.matcher(after).region(first.get().end(), text.length());
            if (told != null && told.lookingAt()) {
                // after an apposition what follows is said of them; "X est mon prof de piano" says it all
                int group = told.start(1) >= 0 ? 1 : after == APPOSED_RELATION ? 4 : 1;
                return Optional.of(new Subject(text.original(told.start(group), told.end(group)), lastRelation(text.slice(
                        told.start(group), told.end(group))), first.get().value(), after == IS_RELATION ? text.length()
                        : told.end()));
            }
        }
        Matcher isThe = first.isEmpty() ? null : text.matcher(IS_THE).region(first.get().end(), text.length());
        if (isThe != null && isThe.lookingAt()) {
            return Optional.of(new Subject(text.original(isThe.start(1), isThe.end(1)),
                    Relations.of(isThe.group(2)).orElseThrow(), first.get().value(), text.length()));
        }
        Matcher had = text.matcher(HAD);
        if (had.find()) {
            Relation relation = Relations.of(had.group(3)).orElseThrow();
            String phrase = possessive(relation, had.group(1), clause.french()) + " " + text.original(had, 2);
            return Optional.of(new Subject(phrase, relation, null, had.end()));
        }
        Matcher namedFirst = text.matcher(NAMED_FIRST);
        if (namedFirst.find() && text.capitalAt(0)) {
            Matcher relationOnly = text.matcher(POSSESSED).region(namedFirst.start(1), text.length());
            relationOnly.find();
            return Names.written(text, 0).map(name -> new Subject(text.original(namedFirst, 1),
                    relation(relationOnly, 1), name.value(), text.length()));
        }
        return Optional.empty();
    }

    /**
     * A relation word first, without "my": "Grandad's 91", "the kiddo's 7" (an article only before a
     * contracted verb), "Uncle Femi is…", "Tonton Michel vit…" (group 4: the name after it).
     */
    private static final Pattern BARE_RELATION = Pattern.compile("^(the )?(" + Relations.REGEX + ")(?:('s)\\b"
            + "|(?=\\s+(?:is|has|was|a|est|vit|habite|bosse|travaille|lives|works|drives|elle|il)\\b)"
            + "|\\s+([\\p{L}-]+)(?=('s)?\\s+(?:is|has|was|a|est|vit|habite|bosse|travaille|lives|works|drives|elle|il)\\b))");

    /** "Father Doyle", "Sister Agnes", "Brother Luc": before a name these words are a priest's or a nun's title. */
    private static final java.util.Set<String> CLERGY = java.util.Set.of("father", "mother", "brother", "sister", "pere",
            "mere", "frere", "soeur");

    /** Whether the "'s" after a folded index owns what follows ("my dad's old mate", "wifey's mum"), rather than say "is". */
    private static boolean ownedAfter(Clause clause, int end) {
        List<Token> tokens = clause.analysis().tokens();
        int next = clause.analysis().indexFrom(clause.text().originalIndex(end + 2));
        return next < tokens.size() && tokens.get(next).word() && tokens.get(next).is("NOUN", "PROPN", "ADJ");
    }

    /** "the son of my landlord": who they are comes first, before whom they are known through. */
    private static final Pattern HEAD_THEN_OF = Pattern.compile("^(?:le|la|l'|the|our|notre|nos) ?(" + Relations.REGEX
            + ") (?:de|d'|du|des|of)\\b");

    /**
     * "my daughter's teacher" is a teacher, "la directrice de l'école" a director: the last relation
     * word said, unless a complement follows the first ("le fils de mon voisin" is a son).
     */
    private static Relation lastRelation(Text phrase) {
        Matcher head = phrase.matcher(HEAD_THEN_OF);
        if (head.lookingAt()) {
            return Relations.of(head.group(1)).orElseThrow();
        }
        Matcher word = phrase.matcher(RELATION_WORD);
        Relation last = null;
        while (word.find()) {
            last = Relations.of(word.group(1)).orElse(last);
        }
        return last != null ? last : Relations.of("ami").orElseThrow();
    }

    private static final Pattern RELATION_WORD = Pattern.compile("\\b(" + Relations.REGEX + ")\\b");

    private static Relation relation(Matcher matcher, int group) {
        String word = matcher.group(group) != null ? matcher.group(group) : matcher.group(group + 1);
        return Relations.of(word).orElseThrow();
    }

    /** "j'ai une fille" → "ma fille"; "I have a son" → "my son". */
    private static String possessive(Relation relation, String article, boolean french) {
        if (!french) {
            return "my";
        }
        return switch (relation.gender()) {
            case PLURAL -> "mes";
            case FEMININE -> "ma";
            case MASCULINE -> "mon";
            case ANY -> article.equals("une") ? "ma" : "mon";
        };
    }
}
