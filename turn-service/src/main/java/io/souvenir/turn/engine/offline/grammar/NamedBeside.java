package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.memory.Domains;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "j'ai déjeuné avec Marion, tu sais ma collègue", "back from Lisbon with Marta (my partner)",
 * "Ximena is my goddaughter, ten years old", "the tortoise (Gerald)", "un nouveau stagiaire, Rayan,",
 * "Soraya m'a appelée, ma cousine, elle…": a name and the phrase that says who they are to the user,
 * set side by side anywhere in the sentence, are one person. Side by side means an apposition (a
 * comma, brackets, a dash, a question mark, "tu sais"), a copula, or a relation phrase set off after
 * a clause that names one person and no one else. The phrase is a determiner, the relation word and
 * what completes it, with no verb of its own (a phrase with a verb is a subject: "Paul, ma sœur est
 * là"). An unnamed card of that relation takes the name; a name no card carries gets one, which
 * {@link SaidOfThem} then fills with what the sentence says of them.
 */
final class NamedBeside {

    /** A determiner, up to two words that qualify, and a relation word: "ma collègue", "my old roommate", "un nouveau stagiaire". */
    private static final Pattern PHRASE = Pattern.compile("(?<![\\p{L}\\p{N}'-])(?<det>mon|ma|notre|my|our|le|la|l'|the|un|une"
            + "|an?)\\s?(?<qualifiers>(?:[\\p{L}-]+\\s){0,2}?)(?<relation>" + Relations.REGEX + ")(?![\\p{L}\\p{N}'-])");
    private static final Pattern POSSESSIVE = Pattern.compile("mon|ma|notre|my|our");
    private static final Pattern INDEFINITE = Pattern.compile("un|une|an?");
    /** What ends an apposed phrase or a name set off: punctuation, a dash, the end. */
    private static final Pattern SET_OFF_END = Pattern.compile("\\s*(?:[,;:.!?()\\[\\]]|\\s[—–-]\\s|$)");
    private static final Pattern PHRASE_END = Pattern.compile("\\s*(?:[,;:.!?()\\[\\]]|[—–-]\\s|$)");
    /** What completes the relation ("de boxe", "from uni", "des voisins", "au taf"): a preposition first. */
    private static final Pattern COMPLEMENT = Pattern.compile("^\\s+(?:de|d'|du|des|of|from|at|au|in|en|a|for|pour)\\b.*");
    /** Between a name and the phrase after it: "Marion, ", "Marta (", "Ousmane ? ", "Marion, tu sais ". */
    private static final String ASIDE = "(?:(?:tu sais|tu vois|you know)\\s*,?\\s*)?";
    private static final Pattern APPOSED = Pattern.compile("(?:\\s*[,(:?]|\\s[—–-])\\s*" + ASIDE + "$");
    /** "Ximena is my goddaughter", "Wei, c'est mon binôme", "Inès est ma voisine": a copula between. */
    private static final Pattern COPULA = Pattern.compile(",?\\s+(?:is|was|est|etait|c'est|c'etait)\\s+$");
    /** After a phrase, a name set off: "un nouveau stagiaire, Rayan,", "the tortoise (Gerald)". */
    private static final Pattern NAME_AFTER = Pattern.compile("^\\s*[,(]\\s*");
    /** A phrase set off after the clause that named someone: "Soraya m'a appelée, ma cousine". */
    private static final Pattern DISLOCATED = Pattern.compile(",\\s*" + ASIDE + "$");
    /** Where a clause of the sentence starts again: what is before it is someone else's. */
    private static final Pattern SENTENCE_STOP = Pattern.compile("[.!?;]");
    /** A name after these is a place: "à Lyon", "in Leeds", "back from Lisbon". */
    private static final Pattern PLACE_BEFORE = Pattern.compile("(?:^|\\s)(?:a|au|aux|en|dans|vers|sur|in|at|to|from|near"
            + "|pres de|of)\\s+$");
    private static final int MAX_PHRASE_WORDS = 7;

    /** One name beside one phrase. */
    private record Beside(String name, String phrase, Relation relation) {
    }

    private NamedBeside() {
    }

    static List<MemoryDraft> named(String sentence, Locale language, List<MemoryDraft> drafts) {
        Text text = SaidOfThem.readable(sentence);
        Analysis analysis = Analyzer.standard().analyse(text.original(), language);
        List<MemoryDraft> out = new ArrayList<>(drafts);
        for (Beside beside : besides(text, analysis)) {
            apply(beside, out);
        }
        return out;
    }

    private static void apply(Beside beside, List<MemoryDraft> drafts) {
        String folded = Text.fold(beside.name());
        List<MemoryDraft> persons = drafts.stream().filter(d -> d.kind() == MemoryKind.PERSON && !d.persons().isEmpty()).toList();
        if (persons.stream().anyMatch(card -> card.persons().stream().anyMatch(p -> p.name() != null
                && sameName(Text.fold(p.name()), folded)))) {
            return; // their card says it already, or says who they are otherwise
        }
        Optional<MemoryDraft> unnamed = persons.stream().filter(card -> card.persons().size() == 1
                && card.persons().get(0).name() == null && beside.relation().name().equals(card.persons().get(0).relation())
                && Text.fold(card.text()).startsWith(Text.fold(beside.phrase()))).findFirst();
        if (unnamed.isPresent()) {
            MemoryDraft card = unnamed.get();
            drafts.set(drafts.indexOf(card), Drafts.person(card.domain(), beside.name() + Labels.DASH
                    + Words.uncapitalise(card.text().replace(Labels.DASH, ", ")),
                    new PersonRef(beside.name(), card.persons().get(0).relation()), card.confidence()));
            return;
        }
        if (persons.stream().anyMatch(card -> card.persons().get(0).name() == null
                && beside.relation().name().equals(card.persons().get(0).relation()))) {
            return; // a card of that relation whose words are others: which one the name is, is unclear
        }
        drafts.add(Drafts.person(Domains.of(Text.fold(beside.phrase())), PersonRule.compose(beside.name(), beside.phrase(),
                List.of()), new PersonRef(beside.name(), beside.relation().name()), beside.relation().confidence()));
    }

    /** "M. Nguyen" and "Nguyen", "Olusegun Bello" and "Olusegun": one name said in full once. */
    private static boolean sameName(String known, String said) {
        return known.equals(said) || known.endsWith(" " + said) || said.endsWith(" " + known) || known.startsWith(said + " ")
                || said.startsWith(known + " ");
    }

    private static List<Beside> besides(Text text, Analysis analysis) {
        List<Beside> found = new ArrayList<>();
        String folded = text.folded();
        Matcher phrase = PHRASE.matcher(folded);
        // from the next character on: "on a un stagiaire" is read from "un" when it is not from "a"
        for (int from = 0; from < folded.length() && phrase.find(from); from = phrase.start() + 1) {
            Relation relation = Relations.of(phrase.group("relation")).orElse(null);
            if (relation == null || relation.gender() == Relation.Gender.PLURAL || folded.startsWith("'s", phrase.end())
                    || !qualifiers(text, analysis, phrase)) {
                continue;
            }
            Matcher end = PHRASE_END.matcher(folded).region(phrase.end(), folded.length());
            int stop = end.find() ? end.start() : folded.length();
            String complement = folded.substring(phrase.end(), stop);
            if (!complement.isBlank() && (!COMPLEMENT.matcher(complement).matches() || hasVerb(text, analysis, phrase.end(), stop))
                    || words(folded.substring(phrase.start(), stop)) > MAX_PHRASE_WORDS) {
                continue; // "ma sœur est là", "ma cousine et son mari": not a phrase set beside a name
            }
            String said = text.original(phrase.start(), stop).strip();
            String det = phrase.group("det");
            before(text, analysis, phrase.start(), INDEFINITE.matcher(det).matches())
                    .or(() -> after(text, stop))
                    .or(() -> dislocated(text, analysis, phrase.start()))
                    .ifPresent(name -> found.add(new Beside(name, said, relation)));
        }
        return found;
    }

    /** The name right before the phrase, apposed or joined by a copula (not to "a vet": that is their job). */
    private static Optional<String> before(Text text, Analysis analysis, int phraseStart, boolean indefinite) {
        String lead = text.folded().substring(0, phraseStart);
        Matcher apposed = APPOSED.matcher(lead);
        Matcher copula = COPULA.matcher(lead);
        int linkStart = apposed.find() ? apposed.start() : !indefinite && copula.find() ? copula.start() : -1;
        if (linkStart <= 0) {
            return Optional.empty();
        }
        return nameEndingAt(text, analysis, linkStart);
    }

    /** A name set off right after the phrase: "un nouveau stagiaire, Rayan, 19 ans", "the tortoise (Gerald) is…". */
    private static Optional<String> after(Text text, int phraseEnd) {
        Matcher lead = NAME_AFTER.matcher(text.folded()).region(phraseEnd, text.length());
        if (!lead.lookingAt()) {
            return Optional.empty();
        }
        return Names.written(text, lead.end()).filter(name -> Relations.of(Text.fold(name.value())).isEmpty()
                && SET_OFF_END.matcher(text.folded()).region(name.end(), text.length()).lookingAt()).map(Names.Name::value);
    }

    /**
     * "Soraya m'a appelée, ma cousine", "that's where Hamid lives now, my old roommate": a phrase set off after a
     * clause that names one person and no relation; it is the same person.
     */
    private static Optional<String> dislocated(Text text, Analysis analysis, int phraseStart) {
        String lead = text.folded().substring(0, phraseStart);
        if (!DISLOCATED.matcher(lead).find()) {
            return Optional.empty();
        }
        int from = 0;
        Matcher stop = SENTENCE_STOP.matcher(lead);
        while (stop.find()) {
            from = stop.end();
        }
        int start = from;
        if (Pattern.compile("\\b(?:" + Relations.REGEX + ")\\b").matcher(lead.substring(start)).find()) {
            return Optional.empty(); // someone else is said there: the phrase may be theirs
        }
        List<String> names = new ArrayList<>();
        for (Token token : analysis.tokens()) {
            int at = text.foldedIndex(token.start());
            if (at < start || at >= phraseStart || !token.capitalised() || !token.is("PROPN")) {
                continue;
            }
            if (PLACE_BEFORE.matcher(text.folded().substring(start, at)).find()) {
                continue;
            }
            Names.written(text, at).filter(name -> name.end() <= phraseStart && Relations.of(Text.fold(name.value())).isEmpty())
                    .map(Names.Name::value).filter(name -> names.stream().noneMatch(n -> n.contains(name)))
                    .ifPresent(names::add);
        }
        return names.size() == 1 ? Optional.of(names.get(0)) : Optional.empty();
    }

    /** The name whose last word ends where the link to the phrase starts, not a place. */
    private static Optional<String> nameEndingAt(Text text, Analysis analysis, int linkStart) {
        List<Token> tokens = analysis.tokens();
        int last = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (text.foldedIndex(tokens.get(i).end()) == linkStart) {
                last = i;
            }
        }
        if (last < 0 || !tokens.get(last).capitalised()) {
            return Optional.empty();
        }
        for (int i = Math.max(0, last - 3); i <= last; i++) {
            int at = text.foldedIndex(tokens.get(i).start());
            Optional<Names.Name> name = Names.written(text, at).filter(n -> n.end() == linkStart);
            boolean first = i == 0 || tokens.subList(0, i).stream().noneMatch(Token::word);
            if (name.isEmpty() || first && !tokens.get(i).is("PROPN") || Relations.of(Text.fold(name.get().value())).isPresent()
                    || PLACE_BEFORE.matcher(text.folded().substring(0, at)).find()) {
                continue;
            }
            return Optional.of(name.get().value());
        }
        return Optional.empty();
    }

    /** The words between the determiner and the relation qualify it: no verb, no pronoun, no preposition. */
    private static boolean qualifiers(Text text, Analysis analysis, Matcher phrase) {
        if (phrase.group("qualifiers").isBlank()) {
            return true;
        }
        return SaidOfThem.tokens(analysis, text, phrase.start("qualifiers"), phrase.end("qualifiers")).stream()
                .allMatch(t -> t.is("ADJ", "NOUN", "PROPN", "NUM"));
    }

    private static boolean hasVerb(Text text, Analysis analysis, int start, int end) {
        return SaidOfThem.tokens(analysis, text, start, end).stream().anyMatch(t -> t.is("VERB", "AUX"));
    }


    private static int words(String folded) {
        return folded.strip().split("\\s+").length;
    }
}
