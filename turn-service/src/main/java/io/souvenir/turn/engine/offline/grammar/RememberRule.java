package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Rappelle-toi que…", "retiens que…", "remember that…": never a reminder, always something to
 * know, kept silently. What follows is read as a fact of its own ("le code du portail est 4820"
 * → "Code du portail : 4820"), or kept as said, a day said written out.
 */
final class RememberRule implements Rule {

    private static final Pattern REMEMBER = Pattern.compile("^(?:rappelle[- ]toi|souviens[- ]toi|retiens(?: bien)?"
            + "|memorise|note bien|remember|keep in mind)\\s*:?\\s*(?:que\\s+|qu'|that\\s+)?(?!to\\s|de\\s|d')"
            + "|^(?:n'oublie pas|don't forget|do not forget|garde en tete|garde en memoire)\\s+"
            + "(?:que\\s+|qu'|that\\s+)"
            // "don't forget I'm coeliac", "don't forget my son's vegan": what the user says of themself, "that" left out
            + "|^(?:don't forget|do not forget)\\s+(?=(?:i|i'm|i've|we|we're|my|our)\\b)");
    /**
     * Why the user tells it: for what the assistant will suggest ("… whenever you suggest restaurants", "…, au
     * cas où tu me proposes des recettes", "…, in case it matters for anything you suggest").
     */
    private static final Pattern FOR_LATER = Pattern.compile("(?:\\s*[,(]\\s*|\\s+)(?:(?:when|whenever|if|in case|for when"
            + "|quand|lorsque|si|au cas ou|pour quand)\\b[^,]*?\\b(?:you|you're|u|tu|t')\\s*(?:\\S+\\s+){0,2}?(?:me |m')?(?:suggest"
            + "|recommend|propos|conseill|plan|organis|organiz|book|reserv|pick|choos|choisi)\\p{L}*|in case it matters)");
    /** A pronoun for someone named before: "qu'elle…", "il…", "she…". */
    private static final Pattern OF_SOMEONE_BEFORE = Pattern.compile("^(?:qu'|que |il |elle |ils |elles |he |she |they |he's |she's"
            + "|they're )");
    /** Words to the assistant, or a request of it, in what is told: then it is not simply told. */
    private static final Pattern ADDRESSED = Pattern.compile("\\b(?:tu|t'|te|toi|you|u|rappelle|remind|retiens|remember)\\b"
            + "|\\b(?:will|'ll|vais|va|would|could)\\b");

    /**
     * What the user tells for later, without the words that say why ("je suis végétarienne depuis 2019" of
     * "…, au cas où tu me proposes des recettes"), when the clause is said for the assistant's later use.
     */
    static Optional<Text> toldForLater(Text clause) {
        Matcher why = clause.matcher(FOR_LATER);
        if (!why.find() || why.start() == 0) {
            return Optional.empty();
        }
        Text told = clause.slice(0, why.start());
        Optional<Text> asked = told.after(REMEMBER);
        // "qu'elle mange pas de gluten, pour quand tu…": said of someone named before, it goes on their card
        return ADDRESSED.matcher(asked.orElse(told).folded()).find() || OF_SOMEONE_BEFORE.matcher(told.folded()).find()
                ? Optional.empty() : Optional.of(told);
    }

    private final List<Rule> facts;

    RememberRule(List<Rule> facts) {
        this.facts = List.copyOf(facts);
    }

    /** "retiens bien ça", "remember this": asked to remember what the next clause says. */
    static boolean pointsAhead(Text clause) {
        return clause.after(REMEMBER).map(told -> POINTER.matcher(told.folded()).matches()).orElse(false);
    }

    static boolean asks(Text clause) {
        return clause.matcher(REMEMBER).find();
    }

    /**
     * "retiens que Sofia est allergique aux noix", "remember that Liam hates being called Will": what
     * the user asks to keep of someone named as the subject goes on their card. The name is written
     * with a capital where no sentence starts, and a verb follows it (as the language library tags it).
     */
    private static Optional<MemoryDraft> namedSubject(Clause fact) {
        Text told = fact.what();
        Optional<Names.Name> name = told.capitalAt(0) ? Names.written(told, 0) : Optional.empty();
        if (name.isEmpty() || Relations.of(Text.fold(name.get().value())).isPresent()) {
            return Optional.empty();
        }
        Clause after = fact.narrowed(told);
        int next = after.analysis().indexFrom(told.originalIndex(name.get().end()));
        List<Token> tokens = after.analysis().tokens();
        // "hates" after a name is a verb, whatever the tagger says of a word ending in -s in English
        boolean verbFollows = next < tokens.size() && (tokens.get(next).is("VERB", "AUX")
                || !fact.french() && tokens.get(next).is("NOUN") && tokens.get(next).text().endsWith("s")
                || NEGATION.contains(Text.fold(tokens.get(next).text())) && next + 1 < tokens.size()
                && tokens.get(next + 1).is("VERB", "AUX"));
        // "Paris est à 2h", "Leeds is in the north": being somewhere does not tell a person from a place
        boolean somewhere = next + 1 < tokens.size() && BEING.contains(Text.fold(tokens.get(next).lemma()))
                && tokens.get(next + 1).is("ADP");
        if (!verbFollows || somewhere) {
            return Optional.empty();
        }
        Text said = told.from(name.get().end());
        List<String> details = PersonDetails.of(said, fact);
        String what = details.isEmpty() ? Words.tidy(said.original().split(",")[0]) : String.join(", ", details);
        if (what.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(Drafts.person(PersonDetails.domainOf("", said), name.get().value() + Labels.DASH + what,
                new PersonRef(name.get().value(), null), Drafts.GUESS));
    }

    /** "ça", "this", "ce qui suit": a word that only points at what is said next. */
    private static final Pattern POINTER = Pattern.compile("^\\W*(?:ca|ceci|cela|ce qui suit|la suite|this|that|it|the following"
            + "|this one)\\W*$");
    private static final Pattern POINTED_AT = Pattern.compile("^(?:ca|ceci|cela|this|that|the following)\\s*:\\s*(?=\\S)");
    private static final Set<String> BEING = Set.of("etre", "be");
    private static final Set<String> NEGATION = Set.of("ne", "n'", "n", "doesn't", "don't", "never", "can't", "won't");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Optional<Text> after = clause.text().after(REMEMBER);
        if (after.isEmpty()) {
            return List.of();
        }
        Text told = after.get();
        // "remember this: my locker is 48": what is pointed at follows the colon
        told = told.after(POINTED_AT).orElse(told);
        if (POINTER.matcher(told.folded()).matches()) {
            // "retiens bien ça, ma place c'est la 112", "remember this: …": what to keep is said next, read there
            return List.of();
        }
        Clause fact = clause.narrowed(told);
        Optional<MemoryDraft> named = namedSubject(fact);
        if (named.isPresent()) {
            return List.of(named.get());
        }
        for (Rule rule : facts) {
            List<MemoryDraft> found = rule.read(fact);
            if (!found.isEmpty()) {
                return found;
            }
        }
        String text = fact.ahead().map(when -> fact.what().original() + Labels.DASH
                + TimePhrases.absolute(when.at(), when.timeGiven(), clause.language())).orElse(told.original());
        return List.of(Drafts.fact(fact, Facet.GENERAL, null, text, List.of(), null, Drafts.SURE));
    }
}
