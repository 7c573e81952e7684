package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import java.util.stream.Stream;
import io.souvenir.platform.time.WhenParser;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Lina, ma cousine, a 29 ans et bosse comme pharmacienne à Tours": a person card carries what the
 * sentence says of that person that the clause-by-clause reading left out, in the user's words.
 * What is said of them is read from the sentence's structure around where they are named: the
 * apposition set off after them, a relative clause on them ("qui…", "who…"), the predicate whose
 * subject they are and the predicates coordinated with it, and a clause opened by "il", "elle",
 * "he" or "she" when they are the only person the sentence speaks of; or, when they are named by a
 * copula ("the physio who fixed my back is Tariq"), the phrase the copula names. Nothing is
 * attached across another person: what follows someone else's name is theirs.
 */
final class SaidOfThem {

    /** Where what is said is cut: punctuation, a dash, or a coordinating word. */
    private static final Pattern BOUNDARY = Pattern.compile("\\s*(?:[,;:.!?()\\[\\]]+|\\s[—–-]\\s)\\s*"
            + "|\\s+(?:et|and|mais|but|puis|then|&)\\s+");
    private static final Pattern STOP = Pattern.compile("[.!?;:]");
    private static final Pattern RELATIVE = Pattern.compile("^(?:qui|who|that|which)\\s+");
    /** "se fait opérer", "ne boit pas", "nous a invités": the verb of their predicate, after its clitics. */
    private static final Pattern CLITICS = Pattern.compile("^(?:(?:se|s'|me|m'|te|t'|lui|leur|nous|vous|les|la|le|l'|y|en"
            + "|ne|n')\\s?){1,3}(?=\\p{L})(?!(?:il|elle|on|ils|elles)\\b)");
    private static final Pattern IMPERSONAL = Pattern.compile("^(?:faut|fallait|faudra|reste a|need|gotta|must|remind"
            + "|rappelle|n'oublie|don't|please)\\b");
    private static final Pattern PRONOUN = Pattern.compile("^(?:il|elle|qu'il|qu'elle|he|she)(?:\\s+|(?='s\\s))");
    /** The user or the one spoken to: a clause of theirs between does not end who "il"/"she" can be. */
    private static final Pattern SPEAKERS = Pattern.compile("^(?:je|j'|on|nous|tu|t'|vous|moi|i|i'm|i've|we|you)\\b");
    /** Someone's words reported: what follows is what they said, not who they are. */
    private static final Pattern REPORTS = Pattern.compile("^(?:m'a |m'ont |me |lui a |m')?(?:dit|raconte|explique|ecrit"
            + "|demande|said|says|told|tells|asked|texted|thinks|think|pense|trouve|croit)\\b");
    /** "the physio who fixed my back is Tariq": the phrase a copula names. */
    private static final Pattern NAMED_BY = Pattern.compile("^(?:(?:the|le|la|l'|my|mon|ma|our|notre)\\s?[\\p{L}'-]+.*?)"
            + "\\s+(?:is|was|est|c'est|c'etait|'s)\\s*$");
    private static final Pattern BEING = Pattern.compile("\\b(" + Relations.REGEX + ")\\b");
    /** "il s'appelle…", "she's called…": a name given is for whoever was just introduced, read by the rules. */
    private static final Pattern NAMING = Pattern.compile("\\b(?:s'appelle|called|named|names?|nom|prenom)\\b");
    /** "the one who drives the bus", "celle de Namur": which one they are, said by what follows. */
    private static final Pattern WHICH_ONE = Pattern.compile("^(?i)(?:the ones?(?: who| that)?|celui|celle|ceux|celles)(?: qui| qu')?\\s+");
    private static final Pattern TO_COME = Pattern.compile("^(?:will|'ll|shall|is going to|are going to|going to|va|vont)\\b"
            + "|^(?:\\p{L}{2,}(?:era|eront|ira|iront)|fera|feront|sera|seront|viendra|viendront)\\b");
    private static final Pattern LISTED_BEFORE = Pattern.compile("(?:\\bet|\\band|&)\\s*$");
    private static final Pattern DENIED_AFTER = Pattern.compile("^\\s*,\\s*(?:pas|not|non)\\b");
    /** "le mercredi", "on Sundays": when they do it, said of the habit. */
    private static final Pattern DAYS = Pattern.compile("^(?:le |les |on |every |chaque |tous les )?(?:lundi|mardi|mercredi|jeudi"
            + "|vendredi|samedi|dimanche|week-end|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\b");
    private static final Pattern NOT_SAID = Pattern.compile("[\\p{So}\\p{Cn}\\p{Cs}]+");
    private static final int MAX_WORDS = 14;

    private SaidOfThem() {
    }

    static List<MemoryDraft> added(String sentence, Locale language, List<MemoryDraft> drafts) {
        List<MemoryDraft> persons = drafts.stream().filter(d -> d.kind() == MemoryKind.PERSON && !d.persons().isEmpty()).toList();
        if (persons.isEmpty()) {
            return drafts;
        }
        Text text = readable(sentence);
        Analysis analysis = Analyzer.standard().analyse(text.original(), language);
        boolean french = language.equals(LanguageDetector.FRENCH);
        List<int[]> anchors = persons.stream().map(card -> anchor(text, card).orElse(null)).toList();
        List<MemoryDraft> out = new ArrayList<>(drafts);
        for (int i = 0; i < persons.size(); i++) {
            int[] anchor = anchors.get(i);
            if (anchor == null) {
                continue;
            }
            List<int[]> others = new ArrayList<>();
            for (int k = 0; k < anchors.size(); k++) {
                if (k != i && anchors.get(k) != null) {
                    others.add(anchors.get(k));
                }
            }
            MemoryDraft card = persons.get(i);
            List<String> pieces = new ArrayList<>(before(text, analysis, anchor, others));
            pieces.addAll(after(text, analysis, anchor, others, persons.size() == 1, card.persons().get(0).relation()));
            Set<String> told = new LinkedHashSet<>();
            String carried = carried(card);
            for (String piece : pieces) {
                String tidy = Words.tidy(WHICH_ONE.matcher(Words.tidy(piece)).replaceFirst(""));
                if (!lasting(tidy)) {
                    continue;
                }
                // "a 29 ans" is "29 ans" as a card says it; what the details leave out ("is 7 months pregnant") is kept as said
                List<String> details = PersonDetails.of(Text.of(tidy), analysis, french);
                boolean whole = details.isEmpty() || !says(Text.fold(String.join(" ", details)), tidy, language);
                for (String detail : whole ? List.of(tidy) : details) {
                    if (!says(carried, detail, language)) {
                        told.add(detail);
                        carried = carried + " " + Text.fold(detail);
                    }
                }
            }
            if (told.isEmpty()) {
                continue;
            }
            String joined = String.join(", ", told);
            String newText = card.text().contains(Labels.DASH) ? card.text() + ", " + joined : card.text() + Labels.DASH + joined;
            out.set(out.indexOf(card), card.withText(newText));
        }
        return out;
    }

    /** The sentence as the structure is read on it: signs that say nothing (emoji) left out. */
    static Text readable(String sentence) {
        return Text.of(NOT_SAID.matcher(sentence).replaceAll(" "));
    }

    /**
     * Whether what is said tells who they are: not how they are now, what they said, a name given, a day or
     * what is to come (the plan, the name and the event say those), nor a whole story.
     */
    private static boolean lasting(String said) {
        String plain = Text.fold(said);
        return !said.isEmpty() && said.split("\\s+").length <= MAX_WORDS && !PersonDetails.momentary(Text.of(said))
                && !REPORTS.matcher(plain).find() && !NAMING.matcher(plain).find() && !TO_COME.matcher(plain).find()
                && !DAYS.matcher(plain).find() && WhenParser.find(plain, ZonedDateTime.now(), false).isEmpty();
    }

    /** Where the card's person is named in the sentence: by their name, or else by the words that head the card. */
    private static Optional<int[]> anchor(Text text, MemoryDraft card) {
        PersonRef who = card.persons().get(0);
        String head = who.name() != null && !who.name().isBlank() ? who.name() : card.text().split(Labels.DASH)[0];
        String folded = Text.fold(head).strip();
        if (folded.length() < 2) {
            return Optional.empty();
        }
        Matcher at = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(folded) + "(?![\\p{L}\\p{N}])").matcher(text.folded());
        if (!at.find()) {
            return Optional.empty();
        }
        int start = at.start();
        int end = at.end();
        return at.find() ? Optional.empty() : Optional.of(new int[] {start, end}); // named twice: which one is unclear
    }

    /** "the physio who fixed my back is Tariq": what the copula before the name says they are. */
    private static List<String> before(Text text, Analysis analysis, int[] anchor, List<int[]> others) {
        String folded = text.folded();
        int cut = 0;
        Matcher stop = Pattern.compile("[,;:.!?()]").matcher(folded).region(0, anchor[0]);
        while (stop.find()) {
            cut = stop.end();
        }
        int start = cut;
        String lead = folded.substring(start, anchor[0]);
        Matcher copula = NAMED_BY.matcher(lead.strip());
        if (!copula.matches() || others.stream().anyMatch(o -> o[0] >= start && o[0] < anchor[0])) {
            return List.of();
        }
        int leadStart = start + (lead.length() - lead.stripLeading().length());
        int phraseEnd = leadStart + lead.strip().lastIndexOf(' ');
        String phrase = text.original(leadStart, phraseEnd);
        boolean names = tokens(analysis, text, leadStart, phraseEnd).stream().anyMatch(t -> t.is("NOUN"));
        return names ? List.of(phrase) : List.of();
    }

    /** What follows the name and is said of them: apposed, relative, their predicates, and "il"/"she" when only they are spoken of. */
    private static List<String> after(Text text, Analysis analysis, int[] anchor, List<int[]> others, boolean alone,
            String relation) {
        List<String> said = new ArrayList<>();
        String folded = text.folded();
        if (LISTED_BEFORE.matcher(folded.substring(0, anchor[0])).find()) {
            return said; // "Hugo et Clémence, mes voisins": what follows is said of them all, as a group
        }
        boolean subject = true;
        boolean pronounsTheirs = alone;
        int at = anchor[1];
        boolean setOff = false;
        boolean stopped = false;
        Matcher boundary = BOUNDARY.matcher(folded);
        while (at < folded.length()) {
            int end = boundary.find(at) ? boundary.start() : folded.length();
            if (end == at && boundary.end() > at) {
                String cut = boundary.group();
                setOff = setOff || cut.contains(",") || cut.contains("(") || cut.contains("—") || cut.contains("–");
                stopped = stopped || STOP.matcher(cut).find();
                at = boundary.end();
                continue;
            }
            int pieceStart = at;
            if (others.stream().anyMatch(o -> o[0] < end && o[1] > pieceStart)) {
                return said; // someone else is named: what follows may be theirs
            }
            String piece = folded.substring(at, end);
            // "…a adopté un chat, il…": someone else the pronoun could be
            Matcher being = BEING.matcher(piece);
            while (being.find()) {
                pronounsTheirs = pronounsTheirs && Relations.of(being.group(1)).map(Relation::name).orElse("").equals(relation);
            }
            List<Token> words = tokens(analysis, text, at, end).stream().filter(Token::word).toList();
            Token first = words.isEmpty() ? null : words.get(0);
            // "…m'a présenté Sophie, elle…": someone else named, whom the pronoun could be
            boolean someoneElse = words.stream().anyMatch(t -> t.is("PROPN") && t.capitalised());
            Matcher clitics = CLITICS.matcher(piece);
            int verbAt = clitics.lookingAt() ? clitics.end() : 0;
            // "…, need to build the cot": a verb in its bare form, or one that takes no subject, is the user's statement
            boolean verb = tokens(analysis, text, at + verbAt, end).stream().filter(Token::word).findFirst()
                    .filter(t -> t.is("VERB", "AUX") && !Text.fold(t.text()).equals(t.lemma())).isPresent()
                    && !IMPERSONAL.matcher(piece).lookingAt();
            Matcher relative = RELATIVE.matcher(piece);
            Matcher pronoun = PRONOUN.matcher(piece);
            if (subject && !stopped && relative.lookingAt()) {
                said.add(text.original(at + relative.end(), end));
            } else if (subject && !stopped && (verb || piece.startsWith("'s "))) {
                said.add(piece.startsWith("'s ") ? "is " + text.original(at + 3, end) : text.original(at, end));
            } else if (subject && !stopped && setOff && apposed(words)
                    && WhenParser.find(piece, ZonedDateTime.now(), false).isEmpty() && !DENIED_AFTER.matcher(folded.substring(end)).lookingAt()) {
                // "Malo (le blond, pas l'autre)": which one of two, not who he is
                // "Dr Feld, my therapist, every other Tuesday": when is not who they are
                said.add(text.original(at, end));
            } else if (pronounsTheirs && pronoun.lookingAt() && !NAMING.matcher(piece).find() && words.size() > 1 && words.get(1).is("VERB", "AUX")
                    || pronounsTheirs && pronoun.lookingAt() && piece.substring(pronoun.end()).startsWith("'s ")) {
                String rest = piece.substring(pronoun.end());
                said.add(rest.startsWith("'s ") ? "is " + text.original(at + pronoun.end() + 3, end)
                        : text.original(at + pronoun.end(), end));
                subject = true;
                stopped = false;
            } else {
                subject = false;
                // the user's own clause between leaves them the only one "il" or "she" can be
                pronounsTheirs = pronounsTheirs && (SPEAKERS.matcher(piece).lookingAt() || first == null);
            }
            pronounsTheirs = pronounsTheirs && !someoneElse;
            setOff = false;
            at = end;
        }
        return said;
    }

    /** A noun phrase with no verb of its own, or whose verb is in a relative clause: "my flatmate", "the one who…". */
    private static boolean apposed(List<Token> words) {
        if (words.isEmpty() || !words.get(0).is("DET", "PRON", "NOUN", "ADJ", "NUM", "PROPN")) {
            return false;
        }
        for (Token word : words) {
            if (RELATIVE.matcher(Text.fold(word.text()) + " ").lookingAt()) {
                return true;
            }
            if (word.is("VERB", "AUX")) {
                return false;
            }
        }
        return words.stream().anyMatch(t -> t.is("NOUN", "PROPN", "NUM"));
    }

    /** The tokens between two folded indexes of the text. */
    static List<Token> tokens(Analysis analysis, Text text, int foldedStart, int foldedEnd) {
        int start = text.originalIndex(foldedStart);
        int end = text.originalIndex(foldedEnd);
        return analysis.tokens().stream().filter(t -> t.start() >= start && t.end() <= end).toList();
    }

    /** What the card says already, folded. */
    private static String carried(MemoryDraft card) {
        StringBuilder said = new StringBuilder(Text.fold(card.text()));
        card.persons().forEach(p -> said.append(' ').append(p.relation() == null ? "" : Text.fold(p.relation())));
        return said.toString();
    }

    /** Whether every word that names something in the piece is said already: "bosse comme pharmacienne" says no more than "pharmacienne". */
    private static boolean says(String carried, String piece, Locale language) {
        Set<String> known = new HashSet<>(Arrays.asList(carried.split("[^\\p{L}\\p{N}]+")));
        List<Token> tokens = Analyzer.standard().analyse(piece, language).tokens();
        // "sage-femme", "sister-in-law": each part; "trois", "seventy-two": the number
        return tokens.stream().filter(t -> t.is("NOUN", "PROPN", "NUM", "ADJ")).map(t -> Text.fold(t.text()))
                .flatMap(word -> NumberWords.parse(word).isPresent() ? Stream.of(Integer.toString(NumberWords.parse(word).getAsInt()))
                        : Arrays.stream(word.split("[^\\p{L}\\p{N}]+")).filter(part -> !part.isEmpty()))
                .allMatch(word -> known.stream().anyMatch(k -> same(k, word)));
    }

    private static boolean same(String known, String word) {
        return known.equals(word) || known.length() >= 3 && word.startsWith(known) && word.length() - known.length() <= 2
                || word.length() >= 3 && known.startsWith(word) && known.length() - word.length() <= 2;
    }
}
