package io.souvenir.consolidator.ingestion;

import io.souvenir.consolidator.ingestion.Reading.Material;
import io.souvenir.consolidator.ingestion.Reading.Proposals;
import io.souvenir.consolidator.ingestion.SourceClient.Note;
import io.souvenir.consolidator.ingestion.SourceClient.Source;
import io.souvenir.consolidator.ingestion.SourceClient.Turn;
import io.souvenir.contracts.context.Citation;
import io.souvenir.contracts.context.Cited;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The offline ingestion: French and English rules over each sentence of each new source (a
 * transcript's speaker turns keep their speaker). A question is an open question unless something
 * answers it; "on a décidé" / "we decided" a decision; "il faut" / "we need to" a todo; any other
 * statement of substance (a fact, a claim attributed to its speaker, a date, a number) an atomic
 * note. Two statements about the same thing with different numbers, or one denying the other, are
 * a contradiction to check. Everything quotes the sentence it comes from; nothing else is read.
 */
public final class OfflineReader implements Reading.Reader {

    private static final String NAME = "\\p{Lu}[\\p{L}'-]+(?:\\s+\\p{Lu}[\\p{L}'-]+)?";
    private static final Pattern SENTENCES = Pattern.compile("(?<=[.!?…])\\s+|\\R+");
    private static final List<Pattern> ATTRIBUTIONS = List.of(
            Pattern.compile("^(?:selon|d'après|d’après|according to)\\s+(" + NAME + ")\\s*,\\s*(.+)$", Pattern.CASE_INSENSITIVE),
            Pattern.compile("^(" + NAME + ")\\s+(?:m'a dit|nous a dit|m’a dit|dit|affirme|explique|pense|estime|assure|prétend|annonce|"
                    + "raconte|confirme|says|said|claims|claimed|told me|told us|explains|thinks|reckons|confirms)\\s+"
                    + "(?:que\\s+|qu'|qu’|that\\s+)?(.+)$"),
            Pattern.compile("^(" + NAME + ")\\s*:\\s+(.+)$"));
    private static final Pattern DECISION = Pattern.compile(
            "\\b(?:on a décidé|on a decide|nous avons décidé|j'ai décidé|j’ai décidé|c'est décidé|décision\\s*:|on part sur|on retient|"
                    + "we decided|we've decided|we have decided|i decided|i've decided|decision\\s*:|we agreed|we'll go with|we will go with)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern TODO = Pattern.compile(
            "\\b(?:il faut|il faudra|il faudrait|faut|je dois|on doit|nous devons|penser à|n'oublie pas de|ne pas oublier de|à faire\\s*:|"
                    + "we need to|i need to|need to|we must|i must|we have to|i have to|don't forget to|remember to|todo\\s*:)\\s*",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)?\\s*(?:%|€|\\$|k€|m²|m2|m3|kg|t\\b|ans\\b|years\\b)?");
    private static final Pattern DATE_WORD = Pattern.compile(
            "\\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|"
                    + "octobre|novembre|décembre|demain|hier|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
                    + "march|april|may|june|july|august|september|october|november|december|tomorrow|yesterday)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    private static final Pattern NEGATION = Pattern.compile("\\b(?:ne|n'|n’|pas|jamais|aucun|aucune|plus|not|never|no|isn't|doesn't|won't|can't)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Set<String> STOPWORDS = Arrays.asList(("a à au aux avec ce ces cet cette dans de des du elle en est et il ils je la le les "
            + "leur lui ma mais me mes mon ne nos notre nous on ou où par pas pour qu que qui sa se ses son sont sur ta te tes ton tu un une "
            + "vos votre vous y ai as avons avez ont suis été être fait faire plus très tout tous aussi bien comme depuis "
            + "the an and are as at be been but by for from had has have he her his i in into is it its me my no not of on or our she so "
            + "than that their them then there these they this those to too was we were what when where which who will with would you your "
            + "says said dit selon according").split(" ")).stream().map(OfflineReader::fold).collect(Collectors.toUnmodifiableSet());
    private static final Set<String> FRENCH = Set.of("le", "la", "les", "des", "du", "est", "et", "un", "une", "que", "qui", "pour",
            "avec", "sur", "pas", "il", "on", "nous", "faut", "dans", "au", "aux", "ce", "cette");
    static final int SYNTHESIS_LINES = 12;
    /** Contradictions proposed per reading at most: the ones to check first, not every pair that differs. */
    static final int CONTRADICTIONS = 20;

    /** One sentence of a source, with who said it when the source or the sentence says. */
    record Statement(UUID sourceId, String speaker, String quote, String claim, Set<String> words, Set<String> numbers,
            boolean negated, boolean french, boolean established) {

        String text() {
            return speaker == null ? claim : speaker + " : " + claim;
        }
    }

    @Override
    public String engine() {
        return "offline";
    }

    @Override
    public Proposals read(Material material) {
        List<Statement> statements = new ArrayList<>();
        for (Source source : material.sources()) {
            statements.addAll(statements(source));
        }
        List<Cited> notes = new ArrayList<>();
        List<Cited> decisions = new ArrayList<>();
        List<Cited> todos = new ArrayList<>();
        List<Statement> questions = new ArrayList<>();
        List<Statement> facts = new ArrayList<>();
        for (Statement statement : statements) {
            Matcher todo = TODO.matcher(statement.claim());
            if (statement.claim().endsWith("?")) {
                questions.add(statement);
            } else if (DECISION.matcher(statement.claim()).find()) {
                decisions.add(cited(statement.text(), statement));
            } else if (todo.find()) {
                todos.add(cited(capitalised(statement.claim().substring(todo.end()).replaceAll("[.!]+$", "")), statement));
            } else if (substantial(statement)) {
                notes.add(cited(statement.text(), statement));
                facts.add(statement);
            }
        }
        List<Statement> established = material.established().stream().map(OfflineReader::established).filter(s -> s != null).toList();
        List<Cited> openQuestions = questions.stream()
                .filter(question -> !answered(question, facts, established))
                .map(question -> cited(question.text(), question)).toList();
        List<Cited> contradictions = contradictions(facts, established);
        return new Proposals(notes, decisions, todos, contradictions, openQuestions,
                synthesis(material.context() == null ? null : material.context().synthesis(), decisions, facts));
    }

    private static List<Statement> statements(Source source) {
        List<Statement> statements = new ArrayList<>();
        if (source.turns() != null && !source.turns().isEmpty()) {
            for (Turn turn : source.turns()) {
                for (String sentence : sentences(turn.text())) {
                    statements.add(statement(source.id(), turn.speaker(), sentence));
                }
            }
        } else {
            for (String sentence : sentences(source.text())) {
                statements.add(statement(source.id(), null, sentence));
            }
        }
        return statements;
    }

    private static List<String> sentences(String text) {
        return Arrays.stream(SENTENCES.split(text)).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static Statement statement(UUID sourceId, String speaker, String sentence) {
        String claim = sentence;
        for (Pattern attribution : ATTRIBUTIONS) {
            Matcher m = attribution.matcher(sentence);
            if (m.matches() && (speaker == null || attribution != ATTRIBUTIONS.get(2))) {
                speaker = m.group(1).strip();
                claim = m.group(2).strip();
                break;
            }
        }
        return new Statement(sourceId, speaker, sentence, capitalised(claim), words(claim), numbers(claim), NEGATION.matcher(claim).find(),
                french(sentence), false);
    }

    private static Statement established(Note note) {
        if (note.citations() == null || note.citations().isEmpty()) {
            return null;
        }
        SourceClient.Citation citation = note.citations().get(0);
        String claim = note.text().replaceFirst("^[^:]{1,60} : ", "");
        String speaker = note.text().length() > claim.length() ? note.text().substring(0, note.text().length() - claim.length() - 3) : null;
        return new Statement(citation.sourceId(), speaker, citation.quote(), claim, words(claim), numbers(claim),
                NEGATION.matcher(claim).find(), french(claim), true);
    }

    private static boolean substantial(Statement statement) {
        int words = statement.claim().split("\\s+").length;
        return words >= 4 || !statement.numbers().isEmpty() && words >= 2 || DATE_WORD.matcher(statement.claim()).find() && words >= 2;
    }

    /** Something stated (now or before) shares at least two words with the question: it is answered. */
    private static boolean answered(Statement question, List<Statement> facts, List<Statement> established) {
        return java.util.stream.Stream.concat(facts.stream(), established.stream())
                .anyMatch(fact -> shared(question.words(), fact.words()) >= 2);
    }

    private static List<Cited> contradictions(List<Statement> fresh, List<Statement> established) {
        List<Cited> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<Statement> all = new ArrayList<>(fresh);
        all.addAll(established);
        for (int i = 0; i < fresh.size(); i++) {
            Statement a = fresh.get(i);
            for (int j = i + 1; j < all.size(); j++) {
                Statement b = all.get(j);
                if (a.sourceId().equals(b.sourceId()) || a.quote().equals(b.quote()) || !contradict(a, b)) {
                    continue;
                }
                if (found.size() == CONTRADICTIONS) {
                    return found;
                }
                if (seen.add(a.quote() + "\u0000" + b.quote())) {
                    found.add(new Cited(contradiction(a, b), List.of(new Citation(a.sourceId(), a.quote()),
                            new Citation(b.sourceId(), b.quote()))));
                }
            }
        }
        return found;
    }

    private static boolean contradict(Statement a, Statement b) {
        int shared = shared(a.words(), b.words());
        int smaller = Math.min(a.words().size(), b.words().size());
        if (shared < 2 || smaller == 0) {
            return false;
        }
        // the same statement but for its numbers (most of its words shared), not two things that each have a number
        boolean numbersDiffer = !a.numbers().isEmpty() && !b.numbers().isEmpty() && a.numbers().stream().noneMatch(b.numbers()::contains)
                && shared * 3 >= Math.max(a.words().size(), b.words().size()) * 2;
        boolean oneDenies = a.negated() != b.negated() && shared * 2 >= smaller;
        return numbersDiffer || oneDenies;
    }

    private static String contradiction(Statement a, Statement b) {
        String left = a.speaker() == null ? a.claim() : a.claim() + " (" + a.speaker() + ")";
        String right = b.speaker() == null ? b.claim() : b.claim() + " (" + b.speaker() + ")";
        return a.french() ? "« " + left + " » contre « " + right + " »" : "“" + left + "” vs “" + right + "”";
    }

    private static String synthesis(String previous, List<Cited> decisions, List<Statement> facts) {
        LinkedHashSet<String> lines = new LinkedHashSet<>();
        if (previous != null) {
            previous.lines().map(String::strip).filter(line -> !line.isEmpty()).forEach(lines::add);
        }
        decisions.stream().map(decision -> "- " + decision.text()).forEach(lines::add);
        facts.stream().filter(fact -> !fact.numbers().isEmpty() || fact.speaker() != null || DATE_WORD.matcher(fact.claim()).find())
                .limit(6).map(fact -> "- " + fact.text()).forEach(lines::add);
        if (lines.isEmpty()) {
            return null;
        }
        List<String> kept = new ArrayList<>(lines);
        return String.join("\n", kept.subList(Math.max(0, kept.size() - SYNTHESIS_LINES), kept.size()));
    }

    private static Cited cited(String text, Statement statement) {
        return new Cited(text, List.of(new Citation(statement.sourceId(), statement.quote())));
    }

    private static int shared(Set<String> a, Set<String> b) {
        int shared = 0;
        for (String word : a) {
            if (b.contains(word)) {
                shared++;
            }
        }
        return shared;
    }

    static Set<String> words(String text) {
        return Arrays.stream(fold(text).split("[^\\p{L}]+")).filter(word -> word.length() > 2 && !STOPWORDS.contains(word))
                .map(word -> word.endsWith("s") && word.length() > 4 ? word.substring(0, word.length() - 1) : word)
                .collect(Collectors.toSet());
    }

    private static Set<String> numbers(String text) {
        Set<String> numbers = new HashSet<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            numbers.add(m.group().replace(',', '.').replaceAll("\\s+", ""));
        }
        return numbers;
    }

    private static boolean french(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")).filter(FRENCH::contains).count() > 0;
    }

    private static String fold(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }

    private static String capitalised(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? stripped : Character.toUpperCase(stripped.charAt(0)) + stripped.substring(1);
    }
}
