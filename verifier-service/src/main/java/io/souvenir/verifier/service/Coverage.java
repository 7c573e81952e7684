package io.souvenir.verifier.service;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.memory.Professions;
import io.souvenir.verifier.counting.FactCount;
import io.souvenir.verifier.counting.Relations;
import io.souvenir.verifier.counting.SpelledNumbers;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.counting.Words;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Whether the turn already kept a stated fact, each creation covering one stated fact at most (a
 * creation that joins two facts, "allergique aux arachides et aux fruits de mer", keeps one of
 * them). A person is covered by a person the turn kept that memory-service would take for them:
 * the same name (in its references or its text), or the same relation when one of the two has no
 * name ("wife", "wifey" and "ma moitié" are one partner); "ma meilleure amie Sophie" is not
 * covered by "Karim — mon meilleur ami". A memory of another kind that mentions someone covers them
 * only when it says all the sentence says of them: otherwise memory-service holds no person for it
 * yet, and the backfill completes the one it references. A fact is covered by a fact that carries
 * its number when it has one (another number is another code) or else one of its words, and by
 * a memory of another kind that carries all of them: a backfill that says again in other words
 * what the turn kept is a duplicate. Something lived is covered by any event the turn kept.
 */
public final class Coverage {

    private static final Set<String> PARTNERS = Set.of("partner", "wife", "husband");
    private static final String MONTHS = "janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre"
            + "|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug"
            + "|sept?|oct|nov|dec";
    /** A day of a month: "le 6 septembre", "1er août", "June 22nd", "the 3rd of May". */
    private static final Pattern DATED = Pattern.compile("\\b(?:\\d{1,2}(?:er|st|nd|rd|th)?\\s+(?:of\\s+)?(?:" + MONTHS + ")"
            + "|(?:" + MONTHS + ")\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b");

    private Coverage() {
    }

    /**
     * What the verifier proposes for a turn: the stated facts no creation covers, or, when the turn
     * kept nothing and the counter read no fact, the statement itself: a sentence stating something
     * of the user's life never leaves nothing.
     */
    public static List<StatedFact> missing(FactCount count, List<MemoryDraft> creations) {
        if (creations.isEmpty() && count.facts().isEmpty() && count.statement() != null) {
            return List.of(count.statement());
        }
        List<StatedFact> uncovered = uncovered(count.facts(), creations);
        // one request, and the turn kept a reminder, task or memo in its own words: the turn read it
        if (count.facts().stream().filter(StatedFact::visible).count() == 1
                && creations.stream().anyMatch(creation -> StatedFact.ASKED.contains(creation.kind()))) {
            uncovered.removeIf(StatedFact::visible);
        }
        // the persons the turn keeps, the backfilled ones included
        List<PersonRef> persons = new ArrayList<>();
        creations.stream().filter(creation -> creation.kind() == MemoryKind.PERSON).forEach(creation ->
                persons.add(creation.persons().isEmpty() ? new PersonRef(null, null) : creation.persons().get(0)));
        uncovered.stream().filter(fact -> fact.kind() == MemoryKind.PERSON && fact.person() != null)
                .forEach(fact -> persons.add(fact.person()));
        // "my son has type 1, we check his levels at night": more of a person kept, not a fact of its own
        uncovered.removeIf(fact -> fact.kind() == MemoryKind.FACT && !persons.isEmpty() && aboutKept(fact, persons));
        // "mes potes Théo et Inès, on se voit une fois par mois": what the user does with the persons kept, or is to them
        // ("on est séparés depuis avril", "we've been together 3 years"), is theirs
        uncovered.removeIf(fact -> fact.kind() == MemoryKind.FACT && !persons.isEmpty()
                && TOGETHER.matcher(Words.fold(fact.text())).lookingAt());
        // "j'ai changé de banque, je suis à la Banque Populaire maintenant": what ended and what is now are one change
        // (the old half only: what is now, when the turn kept only what ended, is still backfilled)
        uncovered.removeIf(fact -> fact.kind() == MemoryKind.FACT && ENDED.matcher(Words.fold(fact.text())).find()
                && creations.stream().anyMatch(creation -> creation.kind() == MemoryKind.FACT && creation.persons().isEmpty()
                        && halves(fact.text(), creation.text())));
        // "A quitté Orange, maintenant je suis chez Free" kept whole: "j'ai changé de boulot" and "je suis chez Free" are in it
        uncovered.removeIf(fact -> fact.kind() == MemoryKind.FACT && creations.stream().anyMatch(creation ->
                creation.kind() == MemoryKind.FACT && wholeChange(creation.text())
                        && (ENDED.matcher(Words.fold(fact.text())).find() || NOW.matcher(Words.fold(fact.text())).find()
                                || Words.stems(creation.text()).containsAll(fact.keys()))));
        joinHalves(uncovered);
        // "on est quatre au bureau, moi, Fatou, Grégoire et Ludivine": a count of the persons kept
        uncovered.removeIf(fact -> fact.kind() == MemoryKind.FACT && persons.size() >= 2 && counts(fact));
        return uncovered;
    }

    /**
     * A clause that speaks of someone kept as a person: by their name ("je m'entends bien qu'avec
     * Nadia"), or by a pronoun of the third person when only one is kept ("his levels").
     */
    private static boolean aboutKept(StatedFact fact, List<PersonRef> persons) {
        List<String> words = Words.of(fact.text());
        boolean named = persons.stream().map(PersonRef::name).filter(Objects::nonNull).map(Words::of)
                .anyMatch(name -> name.stream().filter(word -> !TITLES.contains(word)).anyMatch(words::contains));
        return named || persons.size() == 1 && words.stream().anyMatch(THIRD_PERSON::contains);
    }

    /** The user and others as one subject, doing something with each other: "on se voit le jeudi", "we meet up every week". */
    private static final Pattern TOGETHER = Pattern.compile("(?:(?:moi|me|and me|et moi)\\s+)?(?:on|nous|we|we're|we've)\\s+"
            + "(?:[\\p{L}']+\\s+){0,2}?(?:se voit|se voient|se retrouve|se capte|s'appelle|se parle|se connait|nous voyons"
            + "|nous retrouvons|meet up|meet|catch up|hang out|see each other|talk|play|train|go out"
            // what the user and the one kept are to each other: "on est séparés depuis avril", "we split up in May"
            + "|separes?|separees?|divorces?|divorcees?|maries?|mariees?|separated|divorced|married|split up|broke up)\\b"
            + "|(?:on|nous|we|we're|we've)\\b.*\\b(?:ensemble|together|2gether|each other|one another)\\b");
    /** What no longer is, said beside what is now: "we sold the Corolla" and "we've got an electric Kia now". */
    private static final Pattern ENDED = Pattern.compile("\\b(?:plus|anymore|any more|no longer|quit|quitte|sold|vendu|change"
            + "|changed|arrete|stopped|gave up|used to|ex|left|resigned|demissionne)\\b");
    private static final Pattern NOW = Pattern.compile("\\b(?:now|maintenant|desormais|switched|instead|a la place|again"
            + "|de nouveau|a nouveau|these days|remange|rebois|refume|reprends|repris)\\b");

    /** Both halves of a change in one memory: what ended and what is now. */
    private static boolean wholeChange(String text) {
        String folded = Words.fold(text);
        return ENDED.matcher(folded).find() && NOW.matcher(folded).find();
    }

    private static boolean halves(String one, String other) {
        String a = Words.fold(one);
        String b = Words.fold(other);
        return ENDED.matcher(a).find() && NOW.matcher(b).find() && !ENDED.matcher(b).find()
                || NOW.matcher(a).find() && !ENDED.matcher(a).find() && ENDED.matcher(b).find();
    }

    /** Two backfilled halves of one change are one fact, said as the user said them. */
    private static void joinHalves(List<StatedFact> uncovered) {
        for (int i = 0; i + 1 < uncovered.size(); i++) {
            StatedFact first = uncovered.get(i);
            StatedFact second = uncovered.get(i + 1);
            if (first.kind() == MemoryKind.FACT && second.kind() == MemoryKind.FACT && halves(first.text(), second.text())) {
                Set<String> keys = new HashSet<>(first.keys());
                keys.addAll(second.keys());
                String then = second.text().matches("I\\b.*") ? second.text()
                        : Character.toLowerCase(second.text().charAt(0)) + second.text().substring(1);
                uncovered.set(i, StatedFact.fact(first.facet(), first.domain(), first.text() + ", " + then, keys));
                uncovered.remove(i + 1);
            }
        }
    }

    /** A short clause that counts people: a small number or twins, and little else. */
    private static boolean counts(StatedFact fact) {
        List<String> words = Words.of(fact.text());
        boolean twins = words.stream().anyMatch(TWINS::contains);
        boolean small = SpelledNumbers.in(fact.text()).stream().filter(n -> n.length() <= 2).mapToInt(Integer::parseInt).anyMatch(n -> n >= 2 && n <= 12);
        return words.size() <= 6 && (twins || small) && SpelledNumbers.in(fact.text()).size() <= 1;
    }

    private static final Set<String> TWINS = Set.of("twin", "twins", "jumeau", "jumeaux", "jumelle", "jumelles", "triplets",
            "triples");

    private static final Set<String> THIRD_PERSON = Set.of("his", "him", "her", "hers", "their", "them", "lui", "leur",
            "leurs", "son", "sa", "ses");

    /** The stated facts no creation covers, in the order the sentence stated them. */
    public static List<StatedFact> uncovered(List<StatedFact> stated, List<MemoryDraft> creations) {
        List<MemoryDraft> free = new ArrayList<>(creations);
        List<StatedFact> uncovered = new ArrayList<>();
        MemoryDraft tasteKept = null;
        StatedFact tasteOf = null;
        for (StatedFact fact : stated) {
            Optional<MemoryDraft> covering = free.stream().filter(creation -> covers(creation, fact)).findFirst();
            if (covering.isEmpty() && tasteKept != null && taste(fact) && sameTaste(tasteOf, fact) && covers(tasteKept, fact)) {
                continue; // "I love hiking and cooking": one taste said of a list, kept as said
            }
            tasteKept = covering.filter(creation -> taste(fact) && creation.kind() == MemoryKind.FACT).orElse(null);
            tasteOf = fact;
            if (covering.isEmpty() && named(fact)) {
                // "mon médecin traitant c'est le docteur Lemaire": the relation and the name are one person, kept once;
                // a note covers every name it holds
                covering = creations.stream().filter(creation -> (creation.kind() == MemoryKind.PERSON
                        || creation.kind() == MemoryKind.MEMO) && covers(creation, fact))
                        .findFirst();
            }
            if (covering.isEmpty() && fact.kind() == MemoryKind.PERSON && fact.person() != null
                    && fact.person().name() == null && fact.person().relation() != null) {
                // "mon fils, enfin mon beau-fils, Killian, …": the son the turn's card holds, under his name too, is one
                // person that the counter read twice; memory-service would find him by the relation, a second card is none
                // "la maîtresse de mon fils c'est Mme Lefèvre": the relation said to be someone the turn keeps a card of
                covering = creations.stream().filter(creation -> creation.kind() == MemoryKind.PERSON
                        && (covers(creation, fact) || saidToBe(fact, creation))).findFirst();
            }
            if (covering.isEmpty() && fact.visible() && creations.stream().anyMatch(creation ->
                    StatedFact.ASKED.contains(creation.kind()) && Words.stems(creation.text()).containsAll(fact.keys()))) {
                continue; // "à faire : vider le grenier, trier les papiers" kept as one task holds every item of it
            }
            if (covering.isEmpty() && fact.kind() == MemoryKind.PERSON) {
                // "on a fêté les 40 ans de Romain, mon meilleur pote, au bowling": the outing kept references him and
                // says all the sentence says of him, even once it has covered the outing itself
                covering = creations.stream().filter(creation -> creation.kind() != MemoryKind.PERSON
                        && creation.kind() != MemoryKind.MEMO && covers(creation, fact)).findFirst();
            }
            if (covering.isEmpty() && fact.kind() == MemoryKind.FACT && fact.keys().size() >= 2) {
                // "I'm not with Marcus anymore, we split up in april": every word of it is in what the turn kept of
                // him, even once that memory has covered the clause before; said again, it would be a duplicate (a fact
                // or an event of the turn may join two facts the user said apart, each its own)
                covering = creations.stream().filter(creation -> creation.kind() == MemoryKind.PERSON
                        && Words.stems(creation.text()).containsAll(fact.keys())).findFirst();
            }
            if (covering.isPresent()) {
                if (!bare(fact) || covering.get().kind() == MemoryKind.PERSON) {
                    free.remove(covering.get()); // a bare relation is only mentioned: the memory still covers what it says
                }
                completing(covering.get(), fact).ifPresent(uncovered::add);
            } else {
                uncovered.add(fact);
            }
        }
        return uncovered;
    }

    /**
     * A nameless relation said to be someone a card names ("… c'est Mme Lefèvre", "… is Mr Patel", "… s'appelle Inès"),
     * when the card already says who they are to the user: the words of the relation are on it.
     */
    private static boolean saidToBe(StatedFact relation, MemoryDraft card) {
        String folded = Words.fold(relation.text());
        int dash = relation.text().indexOf(" — ");
        Set<String> who = new HashSet<>(Words.stems(dash < 0 ? relation.text() : relation.text().substring(0, dash)));
        who.removeIf(word -> word.length() < 3 || COMMON_WORDS.contains(word));
        return Words.stems(card.text()).containsAll(who) && card.persons().stream().map(PersonRef::name).filter(Objects::nonNull).map(Words::fold)
                .anyMatch(name -> Pattern.compile("(?:\\bc'est|\\bc|\\best|\\bis|'s|\\bs'appelle|\\bcalled|\\bnamed)\\s+"
                        + Pattern.quote(name) + "\\b").matcher(folded).find());
    }

    /**
     * The turn's card of someone, completed by what the sentence says of them that it does not
     * ("Fabrice — mon mari" and "… est marin-pêcheur"): the same card and the detail after it, which
     * memory-service takes as that card saying more, on the same person, not a second one.
     */
    private static Optional<StatedFact> completing(MemoryDraft card, StatedFact person) {
        int dash = person.text().indexOf(" — ");
        if (card.kind() != MemoryKind.PERSON || person.kind() != MemoryKind.PERSON || dash < 0) {
            return Optional.empty();
        }
        Set<String> known = Words.stems(card.text());
        List<String> details = new ArrayList<>();
        // "(med student at Wits)": what a bracket says of them is a detail of its own, apart from what follows it
        for (String part : person.text().substring(dash + 3).split("\\s*[,;()]\\s*|\\s+(?:et|and)\\s+")) {
            Set<String> words = new HashSet<>(Words.stems(part));
            words.removeIf(word -> word.length() < 3 && !word.chars().allMatch(Character::isDigit) || COMMON_WORDS.contains(word));
            if (!words.isEmpty() && !known.containsAll(words) && lasting(part) && !alreadyOnCard(part, known)) {
                details.add(part.strip());
            }
        }
        if (details.isEmpty()) {
            return Optional.empty();
        }
        PersonRef card0 = card.persons().isEmpty() ? person.person() : card.persons().get(0);
        // the name the sentence gives someone the turn kept unnamed ("ma fille Léa"): memory-service names the card
        PersonRef who = card0.name() == null && person.person().name() != null
                ? new PersonRef(person.person().name(), card0.relation()) : card0;
        return Optional.of(StatedFact.person(who, person.domain(), card.text() + ", " + String.join(", ", details)));
    }

    /** An age: "50 ans", "is 7", "turned 40", "7 years old". */
    private static final Pattern AGE = Pattern.compile("\\b\\d{1,3}\\s*(?:ans|years?|yrs?|yo|y/o)\\b|\\b(?:is|turned|turns|a|aura|avoir)"
            + "\\s+\\d{1,3}\\b");
    /** A job: "est infirmière", "marin-pêcheur", "works as a nurse". */
    private static final Pattern JOB = Pattern.compile("\\b(?:" + Professions.alternatives() + ")(?:s|es|e)?\\b");
    /** Where they live or work: "à Rouen", "in Bristol", "lives in Leeds" (a capital after a word of place). */
    private static final Pattern PLACE = Pattern.compile("\\b(?:à|a|in|at|near|pres de|près de|sur|lives in|habite(?: a| à)?|vit a"
            + "|vit à)\\s+\\p{Lu}\\p{L}+");
    /** Not of them: the user's own plans and chores, a sentence cut short, a bracket left open. */
    private static final Pattern NOT_A_DETAIL = Pattern.compile("\\b(?:need to|needs to|have to|has to|got to|faut|je|j'|on|we|i"
            + "|i'm|c'est|c'etait|demain|tomorrow|ce soir|tonight|samedi|dimanche|saturday|sunday)\\b|[()]");

    /**
     * What lasts of someone: an age, a job, a city, as the main pass reads them, and what it leaves out: the day they were
     * born ("du 22 août 75"), what they love or cannot stand ("hates the hoover", "cricket mad"), a matter of health or
     * the law ("6 mois avec sursis"), how long they have been with the user ("ça fait 4 ans qu'on est ensemble"); not
     * what they will do or the user's plans.
     */
    private static boolean lasting(String part) {
        String folded = Words.fold(part);
        if (TOGETHER_FOR.matcher(folded).find()) {
            return true;
        }
        return (AGE.matcher(folded).find() || JOB.matcher(folded).find() || PLACE.matcher(part).find()
                || DATED.matcher(folded).find() || THEIR_TASTE.matcher(folded).find() || Words.aboutHealthOrTheLaw(folded))
                && !NOT_A_DETAIL.matcher(folded).find();
    }

    /** What someone loves or cannot stand: "adore le jazz", "hates the hoover", "cricket mad", "fan de foot". */
    private static final Pattern THEIR_TASTE = Pattern.compile("\\b(?:loves?|hates?|adores?|detestes?|can't stand|cannot stand"
            + "|(?:mad|crazy|nuts|obsessed) (?:about|with)|fan (?:de|of|du|des)|fou de|folle de|dingue de"
            + "|passionnee? (?:de|par)|obsedee? par)\\b|\\b(?!(?:is|he|she|so|very|really|proper|s|not)\\b)\\p{L}{3,}[- ]mad\\b");
    /** How long someone has been with the user: "ça fait 4 ans qu'on est ensemble", "been together 3 yrs". */
    private static final Pattern TOGETHER_FOR = Pattern.compile("\\b(?:\\d+|" + SpelledNumbers.PATTERN + ")\\s*(?:ans|years?|yrs?"
            + "|mois|months?)\\b.*\\b(?:ensemble|together|maries?|mariees?|married)\\b|\\b(?:ensemble|together|maries?|mariees?"
            + "|married)\\b.*\\b(?:\\d+|" + SpelledNumbers.PATTERN + ")\\s*(?:ans|years?|yrs?|mois|months?)\\b");

    /**
     * Whether a detail says nothing the card does not: "bosse comme pharmacienne à Tours" for a card that says
     * "pharmacienne à Tours", every word that carries content (as the parser tags it) on the card already, once the
     * verb that brings in a job ("bosse comme", "works as a") is set aside; kept, it would be a second card of the
     * same person. "a sa pompe à insuline depuis qu'il a 4 ans" says more than "4 ans".
     */
    private static boolean alreadyOnCard(String part, Set<String> known) {
        Matcher job = AS_A_JOB.matcher(part.strip());
        Set<String> content = new HashSet<>(Words.contentStems(part.strip(), job.lookingAt() ? job.end() : 0));
        content.removeIf(COMMON_WORDS::contains);
        return known.containsAll(content);
    }

    /** The verb that brings in a job: "bosse comme", "travaille en tant que", "works as a". */
    private static final Pattern AS_A_JOB = Pattern.compile("^(?:[\\p{L}'-]+\\s+){1,2}?(?:comme|en tant que|as(?:\\s+an?)?)\\s+",
            Pattern.CASE_INSENSITIVE);

    /** Words that say nothing of someone by themselves: "est", "is", "il", "who". */
    private static final Set<String> COMMON_WORDS = Set.of("est", "is", "il", "elle", "he", "she", "who", "qui", "has", "have",
            "les", "the", "and", "et", "une", "des", "his", "her", "son", "sa", "ses", "mon", "ma", "mes", "my", "our", "notre",
            "was", "are", "sont", "ont", "with", "avec", "also", "aussi", "deja", "already", "just", "vient");

    /** What the user likes or dislikes, not a health matter: an allergy to each food is a fact of its own. */
    private static boolean taste(StatedFact fact) {
        return fact.kind() == MemoryKind.FACT && fact.facet() == Facet.PREFERENCE && fact.domain() != Domain.HEALTH;
    }

    private static final Pattern TASTE_VERB = Pattern.compile("\\b(?:love|like|enjoy|adore|hate|dislike|prefer|aime|adore"
            + "|deteste|prefere|kiffe|fan)\\b");

    /** Two items of one list of tastes: the same words lead them, a verb of liking among them ("I love"). */
    private static boolean sameTaste(StatedFact first, StatedFact next) {
        List<String> one = Words.of(first.text());
        List<String> other = Words.of(next.text());
        int shared = 0;
        while (shared < Math.min(one.size(), other.size()) - 1 && one.get(shared).equals(other.get(shared))) {
            shared++;
        }
        return TASTE_VERB.matcher(String.join(" ", one.subList(0, shared))).find();
    }

    static boolean covers(MemoryDraft creation, StatedFact fact) {
        if (fact.visible()) {
            // a request is covered only by what the user asked for: a silent fact or an event is never delivered as a reminder
            return StatedFact.ASKED.contains(creation.kind()) && !Collections.disjoint(Words.stems(creation.text()), fact.keys());
        }
        if (fact.kind() == MemoryKind.PERSON) {
            // a note is kept as typed: the names in "note: book ideas — Piranesi, Klara" are in it
            return names(creation, fact.person())
                    && (creation.kind() == MemoryKind.PERSON || creation.kind() == MemoryKind.MEMO || saysAll(creation, fact))
                    || bare(fact) && creation.kind() != MemoryKind.PERSON && Words.of(creation.text()).stream()
                            .map(Relations::of).flatMap(Optional::stream).map(Coverage::family)
                            .anyMatch(family(fact.person().relation())::equals);
        }
        if (fact.kind() == MemoryKind.EVENT) {
            // the turn kept something lived of this sentence: it is the main pass's to tell events apart
            return creation.kind() == MemoryKind.EVENT || Words.stems(creation.text()).containsAll(fact.keys());
        }
        if (Words.normalise(creation.text()).equals(Words.normalise(fact.text()))) {
            return true;
        }
        if (creation.kind() == MemoryKind.EVENT && DATED.matcher(Words.fold(fact.text())).find()) {
            // "on se marie le 6 septembre à Saint-Malo": a plan with its date, which the turn kept as that day's event
            Set<String> sameDay = numbersIn(fact.text());
            sameDay.retainAll(numbersIn(creation.text()));
            Set<String> sameWords = new HashSet<>(fact.keys());
            sameWords.retainAll(Words.stems(creation.text()));
            sameWords.removeIf(word -> word.chars().anyMatch(Character::isDigit));
            return !sameDay.isEmpty() && !sameWords.isEmpty();
        }
        Set<String> numbers = fact.keys().stream().filter(key -> key.chars().allMatch(Character::isDigit))
                .collect(Collectors.toSet());
        Set<String> words = fact.keys().stream().filter(key -> !numbers.contains(key)).collect(Collectors.toSet());
        Set<String> said = SpelledNumbers.in(creation.text());
        if (!numbers.isEmpty() && !said.isEmpty()) {
            return !Collections.disjoint(said, numbers)
                    && (creation.kind() == MemoryKind.FACT || numbers.stream().anyMatch(number -> number.length() >= 3));
        }
        Set<String> stems = Words.stems(creation.text());
        return creation.kind() == MemoryKind.FACT ? !Collections.disjoint(stems, words)
                : !words.isEmpty() && stems.containsAll(words);
    }

    /** The numbers typed in digits, "1er" and "6th" included. */
    private static Set<String> numbersIn(String text) {
        return DIGITS.matcher(text).results().map(number -> String.valueOf(Integer.parseInt(number.group())))
                .collect(Collectors.toCollection(HashSet::new));
    }

    private static final Pattern DIGITS = Pattern.compile("\\d{1,4}");

    private static boolean names(MemoryDraft creation, PersonRef person) {
        List<PersonRef> refs = creation.persons();
        // a title alone ("Mme", a reading of "Mme de Villiers") names no one: the relation decides
        List<String> name = person.name() == null || Words.of(person.name()).stream().allMatch(TITLES::contains) ? List.of()
                : Words.of(person.name());
        List<String> text = Words.of(creation.text());
        if (!name.isEmpty() && (sameName(text, name) && Collections.indexOfSubList(text, name) >= 0 || refs.stream().map(PersonRef::name)
                .filter(Objects::nonNull).map(Words::of).anyMatch(other -> sameName(other, name)))) {
            return true;
        }
        Set<String> relations = new HashSet<>();
        refs.forEach(ref -> Relations.of(ref.relation()).map(Coverage::family).ifPresent(relations::add));
        if (refs.isEmpty() || creation.kind() == MemoryKind.PERSON) {
            // "My stepmum — magistrate" filed under "mother": its own words say whom it is about
            Relations.namedIn(creation.text()).stream().filter(Objects::nonNull).map(Coverage::family).forEach(relations::add);
        }
        if (person.relation() == null || !relations.contains(family(person.relation()))) {
            return false;
        }
        // the same relation: the same person unless both are named, differently
        boolean creationNamed = refs.stream().anyMatch(ref -> ref.name() != null);
        return name.isEmpty() || !creationNamed;
    }

    /**
     * A memory of another kind about the person that says all of what the sentence says of them
     * ("My landlord wants to evict us" for "My landlord — wants to evict us"): a person row with
     * those words would say it again.
     */
    private static boolean saysAll(MemoryDraft creation, StatedFact person) {
        int dash = person.text().indexOf(" — ");
        Set<String> detail = dash < 0 ? Set.of() : Words.stems(person.text().substring(dash + 3));
        return !detail.isEmpty() && Words.stems(creation.text()).containsAll(detail);
    }

    private static boolean named(StatedFact fact) {
        return fact.kind() == MemoryKind.PERSON && fact.person() != null && fact.person().name() != null
                && !Words.of(fact.person().name()).stream().allMatch(TITLES::contains);
    }

    /**
     * "Mon chat" of "j'ai un chat et deux chiens": nameless, nothing said of them but that they are; a
     * memory of the turn that names the relation says as much.
     */
    private static boolean bare(StatedFact person) {
        return person.kind() == MemoryKind.PERSON && person.person() != null && person.person().name() == null
                && person.person().relation() != null && !person.text().contains(" — ");
    }

    /**
     * A partner is a partner whatever the word: "wife", "wifey", "ma moitié"; and a best friend is a
     * friend, an old colleague a colleague: how close or how old says nothing of who they are.
     */
    private static String family(String relation) {
        String bare = relation == null ? null : QUALIFIED.matcher(relation).replaceFirst("");
        return PARTNERS.contains(bare) ? "partner" : bare;
    }

    private static final Pattern QUALIFIED = Pattern.compile("^(?:best|old|close|good|dear|little|big|older|younger|eldest"
            + "|youngest)\\s+");

    /**
     * "Mrs. Khan" and "Khan", "Jean Dupont" and "Jean Dupont"; a title alone ("M", "Mrs", a main pass's
     * reading of "M. Girard") names no one.
     */
    private static boolean sameName(List<String> one, List<String> other) {
        List<String> a = one.stream().filter(word -> !TITLES.contains(word)).toList();
        List<String> b = other.stream().filter(word -> !TITLES.contains(word)).toList();
        return !a.isEmpty() && !b.isEmpty()
                && (Collections.indexOfSubList(a, b) >= 0 || Collections.indexOfSubList(b, a) >= 0);
    }

    private static final Set<String> TITLES = Set.of("m", "mr", "mrs", "ms", "mx", "miss", "mister", "mme", "mlle", "madame",
            "monsieur", "dr", "dre", "docteur", "docteure", "doctor", "pr", "professeur", "professeure", "professor",
            "maitre", "me", "le", "la", "the");
}
