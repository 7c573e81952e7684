package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What each clause of a sentence asks or tells, in order of precedence: remember (a silent fact)
 * before remind (a visible reminder), then memo, task, promise, person, fact about the user, a
 * labelled value, and last a dated event. The first way that fits a clause wins; a person
 * introduced in passing is kept besides, and "il"/"elle" right after a person tells more of them,
 * "they"/"ils" right after several persons more of each; a plan with persons is kept beside them, and
 * a call asked at a time with nothing said of why ("fais-moi signe à 16h") is for what the next clause
 * says must be done.
 */
public final class IntentGrammar {

    private final Rule introductions = new Introductions();
    private final Rule events = new EventRule();
    private final Rule facts = new FactRule();
    private final List<Rule> rules;

    public IntentGrammar() {
        Rule groups = new PersonGroup();
        Rule persons = new PersonRule();
        rules = List.of(new RememberRule(List.of(groups, persons, facts, new LabelledValueRule(true))),
                new ReminderRule(), new MemoRule(), new TaskRule(), new CommitmentRule(), new NamesChosen(), new Partnered(),
                groups, persons, facts, new LabelledValueRule(false), BirthDates::born, events, new OwnStatement());
    }

    public List<MemoryDraft> read(String sentence, Locale language, ZonedDateTime now) {
        Optional<ListedItems.Listed> listed = ListedItems.of(sentence, language);
        if (listed.isPresent() && listed.get().toDo()) {
            // "- payer la cantine⏎- rappeler Mamie": one task per item, then what is said after the list
            List<MemoryDraft> read = new ArrayList<>();
            listed.get().tasks(language).forEach(item -> read.addAll(read(item, language, now)));
            read.addAll(listed.get().after().isBlank() ? List.of() : read(listed.get().after(), language, now));
            return Distinct.of(read);
        }
        if (listed.isPresent() && listed.get().headed()) {
            // "mes gosses :⏎- Adam, 12 ans⏎- Lila, 9 ans": the items are one enumeration of what the heading names
            return read(listed.get().inline(language), language, now);
        }
        Optional<ConditionalReminder.Read> conditional = ConditionalReminder.read(sentence, language, now);
        if (conditional.isPresent()) {
            // "si j'ai toujours pas rappelé la banque d'ici vendredi, tu me le ressors": the reminder, then the rest
            List<MemoryDraft> read = new ArrayList<>(List.of(conditional.get().reminder()));
            read.addAll(conditional.get().rest().isBlank() ? List.of() : read(conditional.get().rest(), language, now));
            return Distinct.of(read);
        }
        List<MemoryDraft> drafts = new ArrayList<>();
        MemoryDraft lastPerson = null;
        List<MemoryDraft> lastGroup = List.of();
        MemoryDraft bareCall = null;
        Clause before = null;
        Clause beforeThat = null;
        int keptBeforePrevious = 0;
        boolean remember = false;
        List<Text> statements = Clauses.of(sentence).stream().flatMap(clause -> RunOnStatements.of(clause, language).stream())
                .flatMap(clause -> SharedSubject.of(clause, language).stream()).toList();
        for (Text said : statements) {
            Optional<Text> forLater = RememberRule.toldForLater(said);
            Text told = forLater.orElse(said);
            // "retiens bien ça, ma place c'est la 112": the clause after is what is to be remembered; "végétarienne depuis
            // 2019, au cas où tu me proposes des recettes": told so that the assistant keeps it in mind
            boolean toRemember = remember || forLater.isPresent() && !RememberRule.asks(told);
            Text text = toRemember ? Text.of((language.equals(LanguageDetector.FRENCH) ? "retiens que " : "remember that ")
                    + told.original()) : told;
            remember = RememberRule.pointsAhead(said);
            Clause clause = lastPerson == null ? withItsSubject(subjectFirst(new Clause(text, language, now)))
                    : subjectFirst(new Clause(text, language, now));
            Clause previous = before;
            // the clause before the previous one, when the previous one kept nothing of its own
            Clause earlier = previous != null && drafts.size() == keptBeforePrevious ? beforeThat : null;
            beforeThat = previous;
            keptBeforePrevious = drafts.size();
            before = clause;
            MemoryDraft call = bareCall;
            bareCall = null;
            List<MemoryDraft> group = lastGroup;
            lastGroup = List.of();
            List<MemoryDraft> all = group.isEmpty() ? List.of() : PersonRule.moreOfAll(clause, group);
            if (!all.isEmpty()) {
                // "my parents are Vikram and Anjali, they run a shop in Wolverhampton": said of each of them
                for (int i = 0; i < group.size(); i++) {
                    drafts.set(drafts.indexOf(group.get(i)), all.get(i));
                }
                lastGroup = all;
                lastPerson = null;
                continue;
            }
            Optional<MemoryDraft> parted = Separations.read(clause, previous);
            if (parted.isPresent()) {
                // "not seeing Marcus anymore, we broke up in May": what the second clause adds goes on his card
                String partner = parted.get().persons().get(0).name();
                drafts.removeIf(draft -> draft.kind() == MemoryKind.PERSON && !draft.persons().isEmpty()
                        && partner.equals(draft.persons().get(0).name()));
                drafts.add(parted.get());
                lastPerson = parted.get();
                continue;
            }
            Optional<MemoryDraft> couple = lastPerson == null ? Optional.empty() : Partnered.coupleAfter(clause, lastPerson);
            if (couple.isPresent()) {
                // "en couple avec Yanis depuis 3 ans, et on est pacsés depuis janvier": the couple, on the partner's card
                drafts.set(drafts.lastIndexOf(lastPerson), couple.get());
                lastPerson = couple.get();
                continue;
            }
            Optional<MemoryDraft> more = lastPerson == null ? Optional.empty() : PersonRule.more(clause, lastPerson);
            Optional<MemoryDraft> named = lastPerson != null || previous == null ? Optional.empty()
                    : PersonRule.namedAfter(clause, previous);
            if (named.isEmpty() && lastPerson == null && earlier != null) {
                // "ma prof de chant, elle a un accent trop mignon, elle s'appelle Geneviève": named two clauses on
                named = PersonRule.namedAfter(clause, earlier);
            }
            if (named.isPresent()) {
                // "on a un hamster, il s'appelle Gribouille": the person says all the fact said
                String relationWord = lastWord(Text.fold(named.get().text()));
                // "on a adopté un chiot hier, on l'a appelé Biscotte": nor does the arrival need an event of its own
                drafts.removeIf(draft -> (draft.kind() == MemoryKind.FACT || draft.kind() == MemoryKind.EVENT && !draft.visible())
                        && draft.persons().isEmpty() && lastWord(Text.fold(draft.text().split(Labels.DASH)[0])).equals(relationWord)
                        && draft.text().split(Labels.DASH)[0].split("\\s+").length <= 5);
                drafts.add(named.get());
                lastPerson = named.get();
                continue;
            }
            Optional<MemoryDraft> whoNamed = lastPerson != null || previous == null ? Optional.empty()
                    : PersonRule.whoTheNamedIs(clause, previous);
            if (whoNamed.isPresent()) {
                // "Odile. ma voisine d'en face.", "had lunch with Femi — he's my old uni roommate": named, then who they are
                drafts.add(whoNamed.get());
                lastPerson = whoNamed.get();
                continue;
            }
            Optional<MemoryDraft> described = lastPerson != null || previous == null ? Optional.empty()
                    : PersonRule.describedAfter(clause, previous, lastNamed(drafts));
            if (described.isPresent()) {
                // "ma mère est rentrée de l'hosto, elle a 72 ans": who the clause before only mentioned
                drafts.add(described.get());
                lastPerson = described.get();
                continue;
            }
            // "…, name's Sipho, turning 35 next month": the clause that gives their name says who they are, not a plan
            boolean namesThem = more.isPresent() && lastPerson.persons().get(0).name() == null
                    && more.get().persons().get(0).name() != null;
            List<MemoryDraft> plan = more.isEmpty() || namesThem || PersonDetails.bornOn(clause.text()) ? List.of()
                    : events.read(clause).stream().filter(MemoryDraft::visible).toList();
            if (!plan.isEmpty()) {
                // "mon fils a 16 ans, il passe le code le 3 juillet": a plan of theirs is a plan, not who they are
                MemoryDraft whose = lastPerson;
                plan.stream().map(event -> event.persons().isEmpty() ? event.withPersons(whose.persons()) : event)
                        .forEach(drafts::add);
                continue;
            }
            if (more.isPresent()) {
                drafts.set(drafts.lastIndexOf(lastPerson), more.get());
                lastPerson = more.get();
                continue;
            }
            List<MemoryDraft> introduced = introductions.read(clause);
            List<MemoryDraft> found = new ArrayList<>(introduced);
            rules.stream().map(rule -> rule.read(clause)).filter(read -> !read.isEmpty()).findFirst()
                    .map(read -> legalMatterOfTheUser(clause, read))
                    .ifPresent(read -> read.stream().filter(draft -> !onlyIntroduces(draft, introduced)).forEach(found::add));
            found.removeIf(draft -> onlyNamedIn(draft, found));
            // "le Dr Mercier dont ils parlaient au reportage": someone the user only hears of
            found.removeIf(draft -> draft.kind() == MemoryKind.PERSON && !draft.persons().isEmpty()
                    && draft.persons().get(0).name() != null && Reported.heardOf(clause.text(), draft.persons().get(0).name()));
            if (!found.isEmpty() && found.stream().allMatch(draft -> draft.kind() == MemoryKind.PERSON)) {
                // "samedi je fais une raclette avec mes potes Alexis et Coralie": who they are, and what is planned with them
                // "mon frère Kévin et sa copine Dounia se marient le 6 septembre": what they do on a day to come, too
                found.addAll(events.read(clause).stream().filter(event -> EventRule.happening(clause)
                        || event.visible() && EventRule.doneThen(clause) && !AGE_REACHED.matcher(clause.text().folded()).find())
                        .toList());
            }
            // "au bureau je travaille avec Ngozi et Hugo": who the user spends their days beside, named in passing
            found.addAll(Companions.besides(clause, found));
            List<MemoryDraft> kept = TaskRule.withTheirThing(onTheirCard(BirthDates.dated(clause, found)), clause, previous);
            Optional<MemoryDraft> pointed = TaskRule.pointedAt(clause, previous, kept);
            if (pointed.isPresent()) {
                // "j'ai toujours pas fait ma déclaration, faut que je m'y mette": the task is what is not done
                kept = List.of(pointed.get());
            }
            MemoryDraft task = kept.stream().filter(d -> d.kind() == MemoryKind.TASK).findFirst().orElse(null);
            if (call != null && task != null && drafts.contains(call)) {
                // "fais-moi signe à 16h, faut que j'aille chercher les petits": the call is for what the clause says
                drafts.set(drafts.indexOf(call), new MemoryDraft(null, MemoryKind.REMINDER, call.facet(), task.domain(),
                        task.text(), task.persons(), null, call.dueAt(), true, call.confidence()));
                kept = kept.stream().filter(d -> d != task).toList();
            }
            if (ReminderRule.bare(clause)) {
                bareCall = kept.stream().filter(d -> d.kind() == MemoryKind.REMINDER).findFirst().orElse(null);
            }
            Optional<MemoryDraft> continued = kept.isEmpty() && lastPerson != null ? PersonRule.continued(clause, lastPerson)
                    : Optional.empty();
            if (continued.isPresent()) {
                // "Marcus is my neighbour. Retired firefighter, 71.": what nothing else reads goes on about them
                drafts.set(drafts.lastIndexOf(lastPerson), continued.get());
                lastPerson = continued.get();
                continue;
            }
            List<MemoryDraft> keptPersons = kept.stream().filter(d -> d.kind() == MemoryKind.PERSON).toList();
            lastGroup = keptPersons.size() >= 2 ? keptPersons : List.of();
            // a clause that keeps nothing ("he's the one who…") does not end what is being said of the person before
            lastPerson = kept.isEmpty() ? lastPerson
                    : kept.stream().filter(d -> d.kind() == MemoryKind.PERSON).reduce((a, b) -> b).orElse(null);
            drafts.addAll(kept);
        }
        drafts.removeIf(IntentGrammar::onlyPoints);
        return SaidOfThem.added(sentence, language, NamedBeside.named(sentence, language,
                Distinct.of(oneLeaving(oneChangeOfEmployer(Pronouns.eventsWithWhom(drafts), language), language))));
    }

    /**
     * "started at Ocado on Monday", "based out of Leeds", "Originaire de Dakar": the user's own
     * statement with its subject left out, as chat has it, read with the subject said. A verb in the
     * past that opens the clause ("started", "turned": its lemma is not what is typed, so no order is
     * given) is the user's; an adjective or a participle is what the user is, read so only when the
     * clause as typed says nothing.
     */
    private Clause withItsSubject(Clause clause) {
        List<Token> words = clause.analysis().tokens().stream().filter(Token::word).toList();
        if (words.size() < 2) {
            return clause;
        }
        // "just moved to Halifax", "finally quit the gym": the adverbs that open the clause say when or how, the verb follows
        Token first = words.stream().filter(t -> !t.is("ADV")).findFirst().orElse(words.get(0));
        String typed = Text.fold(first.text());
        // a French participle is written with its accent ("commencé", "rencontrée"); "rappelle", "note" give an order
        boolean past = first.is("VERB") && !typed.equals(Text.fold(first.lemma())) && (clause.french()
                ? first.text().matches("(?i).*(?:é|ée|és|ées)") : !typed.endsWith("ing") && !typed.endsWith("s")
                // "got tickets", "got told": "got" says as much what one has now as what happened
                && !first.lemma().equals("get"));
        // "Originaire de Dakar", "massive Spurs fan", "from Leeds": what the user is, said of something named
        boolean state = (first.is("ADJ") || !clause.french() && first.is("ADP") && typed.equals("from")
                || !clause.french() && first.is("VERB") && typed.endsWith("ed"))
                && words.stream().skip(1).anyMatch(t -> t.is("NUM") || t.capitalised());
        if (!past && !state || RememberRule.asks(clause.text())) {
            return clause;
        }
        // "Dropped my car at the garage yesterday" reads as said; "had my chemo on monday" read as a plan to come did not
        // see the past, and "picked up my gran" alone says nothing to keep
        if (state ? readsSomething(clause) : !readsAPlan(clause) && readsSomething(clause)) {
            return clause;
        }
        // "born 2nd Feb 1991": read as typed the clause says nothing; with its subject it says who the user is, on a day or
        // somewhere named ("married to the job" names nothing)
        boolean saysNothing = !state && !readsAPlan(clause);
        if (saysNothing && words.stream().skip(1).noneMatch(t -> t.is("NUM") || t.capitalised())) {
            return clause;
        }
        List<String> subjects = clause.french() ? past ? List.of("j'ai ", "je suis ") : List.of("je suis ")
                : past ? List.of("I ", "I'm ", "I was ") : List.of("I'm ");
        for (String subject : subjects) {
            Clause said = new Clause(Text.of(subject + Words.uncapitalise(clause.text().original())), clause.language(),
                    clause.now());
            if (saysNothing ? readsWhoTheUserIs(said) : readsSomething(said)) {
                return said;
            }
        }
        return clause;
    }

    /** "depuis janvier mon père est à la retraite": read subject first when, as typed, no one of the user's is read in it. */
    private Clause subjectFirst(Clause clause) {
        Clause reordered = FrontedPhrase.subjectFirst(clause);
        return reordered == clause || readsAPerson(clause) || !readsAPerson(reordered) ? clause : reordered;
    }

    private boolean readsAPerson(Clause clause) {
        return rules.stream().map(rule -> rule.read(clause)).filter(read -> !read.isEmpty()).findFirst()
                .map(read -> read.stream().anyMatch(d -> d.kind() == MemoryKind.PERSON)).orElse(false);
    }

    private boolean readsAPlan(Clause clause) {
        return rules.stream().map(rule -> rule.read(clause)).filter(read -> !read.isEmpty()).findFirst()
                .map(read -> read.stream().anyMatch(d -> d.kind() == MemoryKind.EVENT && d.visible())).orElse(false);
    }

    /** Whether a rule reads who the user is in the clause (born when, where from), the last one aside. */
    private boolean readsWhoTheUserIs(Clause clause) {
        return rules.subList(0, rules.size() - 1).stream().map(rule -> rule.read(clause)).filter(read -> !read.isEmpty()).findFirst()
                .map(read -> read.stream().anyMatch(d -> d.kind() == MemoryKind.FACT && d.facet() == Facet.IDENTITY))
                .orElse(false);
    }

    /** Whether a rule reads the clause, the last one aside: it keeps any statement of the user's, however it is said. */
    private boolean readsSomething(Clause clause) {
        return rules.subList(0, rules.size() - 1).stream().anyMatch(rule -> !rule.read(clause).isEmpty());
    }

    /** "turn 6 next month", "aura 40 ans samedi": an age reached on a day, which the person's card says. */
    private static final Pattern AGE_REACHED = Pattern.compile("\\b(?:turns?|turning|will be|aura|auront|va avoir|vont avoir"
            + "|fete ses|fetera ses)\\s+\\d");

    /** "Doesn't lose it", "Ça", "Loves this": a fact whose only object is a word pointing elsewhere says nothing. */
    private static final Pattern POINTS_ONLY = Pattern.compile("^(?:[\\p{L}']+\\s+){0,2}(?:it|them|this|that|ca|cela|ceci)$");

    private static boolean onlyPoints(MemoryDraft draft) {
        return draft.kind() == MemoryKind.FACT && draft.persons().isEmpty()
                && POINTS_ONLY.matcher(Text.fold(draft.text()).replaceAll("[^\\p{L}\\p{N}'\\s]", " ").strip()).matches();
    }

    /** "a démissionné en mai", "quit in March", "handed in my notice": how the user left, said after where from. */
    private static final Pattern QUIT = Pattern.compile("^(?:a |has |have )?(?:demissionne|quitte|quits?|resigned|left"
            + "|handed in (?:my|his|her) notice|pose (?:ma|sa) dem)\\b");

    /**
     * "je bosse plus chez Orange, j'ai démissionné en mai", "I'm no longer at Tesco, I quit in March":
     * leaving an employer and how or when one left are one change, kept as one fact.
     */
    private static List<MemoryDraft> oneLeaving(List<MemoryDraft> drafts, Locale language) {
        MemoryDraft left = drafts.stream().filter(d -> d.kind() == MemoryKind.FACT && d.persons().isEmpty()
                && LEFT_EMPLOYER.matcher(d.text()).find()).findFirst().orElse(null);
        MemoryDraft how = drafts.stream().filter(d -> d != left && d.kind() == MemoryKind.FACT && d.persons().isEmpty()
                && QUIT.matcher(Text.fold(d.text())).find()).findFirst().orElse(null);
        if (left == null || how == null) {
            return drafts;
        }
        List<MemoryDraft> out = new ArrayList<>(drafts);
        out.remove(how);
        // "Quits in March": the verb said in the past, as the user said it
        String said = Words.uncapitalise(how.text()).replaceFirst("^quits\\b", "quit");
        out.set(out.indexOf(left), left.withText(left.text() + (language.equals(LanguageDetector.FRENCH) ? " ; " : "; ") + said));
        return out;
    }

    /** "plus chez Orange", "no longer at Tesco", "left Barclays": where the user worked, named with its capital. */
    private static final Pattern LEFT_EMPLOYER = Pattern.compile(
            "(?i:\\b(?:plus|longer|left|quitt\\p{L}*)\\b.*\\b(?:chez|at|with|for|à|au))\\s+\\p{Lu}");
    /** A new employer or a post elsewhere, as {@link ChangeFacts} reads them. */
    private static final Pattern NEW_EMPLOYER = Pattern.compile("\\b(?:mutee?|transferee?"
            + "|affectee?|rejoint|embauchee?|recrutee?|commence chez|debute chez|joined|started at|got a job|hired"
            + "|transferred|posted|relocated|moved to)\\b");

    /**
     * "je ne suis plus chez Orange, j'ai été mutée chez SFR", "I'm no longer at Tesco, I moved to
     * Lidl": leaving one employer for another is one change, kept as one fact (the old place, then
     * the new, said as now).
     */
    private static List<MemoryDraft> oneChangeOfEmployer(List<MemoryDraft> drafts, Locale language) {
        MemoryDraft left = drafts.stream().filter(d -> d.kind() == MemoryKind.FACT && d.persons().isEmpty()
                && LEFT_EMPLOYER.matcher(d.text()).find()).findFirst().orElse(null);
        MemoryDraft joined = drafts.stream().filter(d -> d != left && d.kind() == MemoryKind.FACT && d.persons().isEmpty()
                && NEW_EMPLOYER.matcher(Text.fold(d.text())).find()).findFirst().orElse(null);
        if (left == null || joined == null) {
            return drafts;
        }
        List<MemoryDraft> out = new ArrayList<>(drafts);
        out.remove(left);
        String now = language.equals(LanguageDetector.FRENCH) ? " ; désormais, " : "; now, ";
        out.set(out.indexOf(joined), joined.withText(Words.capitalise(left.text().replaceFirst("^(?i)ne ", "")) + now
                + Words.uncapitalise(joined.text())));
        return out;
    }


    /**
     * A fact that says nothing but the introduction of a person kept beside it ("j'ai un lapin,
     * Caramel" next to "Caramel — un lapin"): the person says it, the fact would say it again.
     */
    private static boolean onlyIntroduces(MemoryDraft draft, List<MemoryDraft> introduced) {
        if (draft.kind() != MemoryKind.FACT || !draft.persons().isEmpty()) {
            return false;
        }
        List<String> said = List.of(Text.fold(draft.text()).split("[^\\p{L}\\p{N}]+"));
        return introduced.stream().anyMatch(person -> {
            List<String> known = List.of(Text.fold(person.text()).split("[^\\p{L}\\p{N}]+"));
            return said.stream().filter(word -> !word.isEmpty() && !known.contains(word)).count() <= 2;
        });
    }

    /** Coming into the world or leaving it: "born", "née", "died", "put down", "euthanasié", "passed away". */
    private static final Pattern LIFE_ENDS = Pattern.compile("\\b(?:nee?s?|born|died|dead"
            + "|passed away|put down|put to sleep|put him down|put her down|mort|morte|decede|decedee|euthanasiee?|parti"
            + "|partie|nous a quittes?)\\b");

    /**
     * "our rabbit Pip had to be put down on Monday", "my nephew Leo was born on Saturday": a past
     * event of someone introduced in the same clause, that only says they came or went, goes on their
     * card; an event beside it would say it again.
     */
    private static List<MemoryDraft> onTheirCard(List<MemoryDraft> kept) {
        List<MemoryDraft> out = new ArrayList<>(kept);
        for (MemoryDraft event : kept) {
            if (event.kind() != MemoryKind.EVENT || event.visible() || event.persons().isEmpty()
                    || !LIFE_ENDS.matcher(Text.fold(event.text())).find()) {
                continue;
            }
            String name = event.persons().get(0).name();
            MemoryDraft person = out.stream().filter(d -> d.kind() == MemoryKind.PERSON && !d.persons().isEmpty()
                    && name != null && name.equals(d.persons().get(0).name())).findFirst().orElse(null);
            if (person == null || event.persons().size() > 1) {
                continue;
            }
            out.remove(event);
            if (!LIFE_ENDS.matcher(Text.fold(person.text())).find()) {
                String said = event.text();
                int named = said.indexOf(name);
                String what = (named >= 0 ? said.substring(named + name.length()) : said).trim().replace(" — ", " (");
                out.set(out.indexOf(person), person.withText(person.text() + ", " + what + (what.contains(" (") ? ")" : "")));
            }
        }
        return out;
    }

    /** The user as the object of what is done: "me", "m'". */
    private static final Pattern ACTS_ON_THE_USER = Pattern.compile("\\b(?:me\\b|m'(?=\\p{L}))");

    /**
     * "my ex is suing me", "my landlord is taking me to court": someone unnamed known only by what
     * they do to the user at law is the user's legal matter, not a card for them.
     */
    private List<MemoryDraft> legalMatterOfTheUser(Clause clause, List<MemoryDraft> read) {
        boolean unnamedPersonsOnly = read.stream().allMatch(draft -> draft.kind() == MemoryKind.PERSON
                && draft.persons().stream().allMatch(person -> person.name() == null || person.name().isBlank()));
        if (!unnamedPersonsOnly || !ACTS_ON_THE_USER.matcher(clause.text().folded()).find()) {
            return read;
        }
        List<MemoryDraft> legal = facts.read(clause).stream().filter(fact -> fact.domain() == Domain.LEGAL).toList();
        return legal.isEmpty() ? read : legal;
    }

    /**
     * A person that says nothing but a name a reminder or a note of the same clause holds ("remind me
     * to call Mr Jones", "note the plumber's name: Mr Briggs"): the reminder or the note keeps it.
     */
    private static boolean onlyNamedIn(MemoryDraft draft, List<MemoryDraft> found) {
        if (draft.kind() != MemoryKind.PERSON) {
            return false;
        }
        String said = Text.fold(draft.text()).trim();
        return !said.isEmpty() && found.stream()
                .filter(other -> other.kind() == MemoryKind.REMINDER || other.kind() == MemoryKind.MEMO)
                .anyMatch(other -> Text.fold(other.text()).contains(said));
    }

    /** The name of the last one a memory kept so far names, or null. */
    private static String lastNamed(List<MemoryDraft> drafts) {
        for (int i = drafts.size() - 1; i >= 0; i--) {
            for (PersonRef person : drafts.get(i).persons()) {
                if (person.name() != null && !person.name().isBlank()) {
                    return person.name();
                }
            }
        }
        return null;
    }

    private static String lastWord(String folded) {
        String[] words = folded.split("[^\\p{L}\\p{N}]+");
        return words.length == 0 ? "" : words[words.length - 1];
    }

    /** Whether the user asks to remember something ("rappelle-toi que…"): then nothing is remarked on. */
    public static boolean asksToRemember(String sentence) {
        return Clauses.of(sentence).stream().anyMatch(RememberRule::asks);
    }
}
