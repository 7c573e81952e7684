package io.souvenir.memory.search;

import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.memory.search.SearchRepository.Scored;
import io.souvenir.platform.memory.CalendarWords;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;

/**
 * One user's memories and messages as search reads them, in memory: the words of each (the
 * lexemes of its stored {@code search_text}, so PostgreSQL's French and English stemming), its
 * vector, when it was said or last mentioned, and the messages said just before and after it in
 * its session. Words are ranked by BM25 over this user's rows only: a word the user says all the
 * time (a speaker's name, which every message of theirs carries) weighs little, a rare one a lot;
 * PostgreSQL's {@code ts_rank} knows no document frequency and let long chatty messages that
 * repeat a name outrank the short one that answers.
 */
public final class UserCorpus {

    /**
     * Messages of one session further apart than this were said at different sittings (an imported history is one
     * session over months): they are not each other's neighbours.
     */
    private static final Duration SITTING_GAP = Duration.ofHours(2);
    /** BM25's term saturation and length normalisation (Lucene's defaults). */
    private static final double K1 = 1.2;
    private static final double B = 0.75;
    /** Words that count something: a "how many", "how old" or "combien" question is answered by such a message. */
    private static final Pattern NUMBER_WORD = Pattern.compile("(.*\\d.*|two|three|four|five|six|seven|eight|nine|ten|eleven|"
            + "twelv|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenti|thirti|forti|fifti|hundr|thousand|"
            + "dozen|deux|troi|quatr|cinq|sept|huit|neuf|dix|onz|douz|treiz|quatorz|quinz|seiz|vingt|trent|quarant|cinquant|"
            + "soixant|cent|mill|douzain)");

    /**
     * One stored row as loaded: {@code searchText} is its tsvector as PostgreSQL prints it;
     * {@code saidMicros} and {@code recordedMicros} order a session's messages (0 for a memory).
     */
    public record Row(Ref ref, UUID session, String speaker, long epochSecond, String searchText, float[] vector,
            long saidMicros, long recordedMicros, String text, boolean fromAssistant) {

        /** Memories first, then the messages of a session together, in the order they were said. */
        static final Comparator<Row> CORPUS_ORDER = Comparator.comparing((Row row) -> row.session() != null)
                .thenComparing(Row::session, Comparator.nullsFirst(Comparator.naturalOrder()))
                .thenComparingLong(Row::saidMicros).thenComparingLong(Row::recordedMicros)
                .thenComparing(row -> row.ref().id());
    }

    /**
     * How much a word counts where it appears: in the names (person, speaker), the text, the previous message, and a
     * name said just before a message that speaks of someone as "she", "il"… ({@link Mentions}).
     */
    public record FieldWeights(double names, double text, double previous, double spokenOf) {
    }

    private static final Lexicon LEXICON = Lexicon.get();
    private static final Paraphrases PARAPHRASES = Paraphrases.get();
    /** How many messages back, within a sitting, "she" or "il" may stand for a name said. */
    private static final int SPOKEN_OF_LOOKBACK = 3;

    private record Postings(int[] docs, float[] frequencies) {
    }

    private final Ref[] refs;
    private final Map<Ref, Integer> index;
    private final long[] times;
    private final List<String>[] speakers;
    /** The folded words of every speaker's name. */
    private final Set<String> speakerWords = new HashSet<>();
    private final int[] previous;
    private final int[] next;
    /**
     * Whether the assistant said the message: its reply only echoes the user's line ("Rex, what a lovely name."), so it
     * takes no share of its neighbours and never outranks the memory kept from that line.
     */
    private final boolean[] fromAssistant;
    /** Whether a message answers the one just before it: said by another speaker, who asked something ("What does she do?"). */
    private final boolean[] answers;
    private final boolean[] saysTime;
    private final boolean[] saysDayFromNow;
    private final boolean[] saysNumber;
    /** Whether a message asks something (a question mark): it rarely holds the answer itself. */
    private final boolean[] asks;
    /** The words of each row's own text in the order they were said (null where a stop word stood). */
    private final String[][] sequences;
    private final float[] lengths;
    /** Words of each row's own text that say something (stop words aside), counted once though stemmed twice. */
    private final float[] contentWords;
    private final double averageLength;
    private final Map<String, Postings> postings;
    /** The words of each row's own text (not its names nor its previous message), for a second look from the best rows. */
    private final String[][] words;
    /** The lexemes of the names each row's own text says ({@link Mentions}), for a second look by whom it speaks of. */
    private final String[][] names;
    private final int dimensions;
    private final float[] vectors;
    private final boolean[] hasVector;
    /** When the conversation a row was said in ends (its session's latest message); the user's latest row for a memory. */
    private final long[] conversationEnd;

    private UserCorpus(List<Row> rows, FieldWeights weights) {
        int n = rows.size();
        refs = new Ref[n];
        index = new HashMap<>(n * 2);
        times = new long[n];
        speakers = newSpeakers(n);
        previous = new int[n];
        next = new int[n];
        answers = new boolean[n];
        fromAssistant = new boolean[n];
        saysTime = new boolean[n];
        saysDayFromNow = new boolean[n];
        saysNumber = new boolean[n];
        asks = new boolean[n];
        sequences = new String[n][];
        lengths = new float[n];
        contentWords = new float[n];
        words = new String[n][];
        names = new String[n][];
        hasVector = new boolean[n];
        int dims = 0;
        for (Row row : rows) {
            if (row.vector() != null && row.vector().length > 0) { // an empty one: a set phrase, with no vector to compute
                dims = row.vector().length;
                break;
            }
        }
        dimensions = dims;
        vectors = new float[n * dims];
        Map<String, List<float[]>> building = new HashMap<>();
        List<Mentions> mentions = rows.stream().map(row -> Mentions.of(row.text())).toList();
        List<List<String>> spokenOfIn = spokenOfIn(rows, mentions);
        List<List<Lexeme>> parsed = new ArrayList<>(n);
        long latest = Long.MIN_VALUE;
        double totalLength = 0;
        for (int doc = 0; doc < n; doc++) {
            Row row = rows.get(doc);
            refs[doc] = row.ref();
            index.put(row.ref(), doc);
            times[doc] = row.epochSecond();
            speakers[doc] = row.speaker() == null ? List.of() : Lexicon.words(row.speaker());
            speakerWords.addAll(speakers[doc]);
            fromAssistant[doc] = row.fromAssistant();
            latest = Math.max(latest, row.epochSecond());
            boolean sameSession = doc > 0 && row.session() != null && row.session().equals(rows.get(doc - 1).session())
                    && row.epochSecond() - rows.get(doc - 1).epochSecond() <= SITTING_GAP.toSeconds();
            previous[doc] = sameSession ? doc - 1 : -1;
            next[doc] = -1;
            if (sameSession) {
                next[doc - 1] = doc;
                Row asked = rows.get(doc - 1);
                answers[doc] = asked.text() != null && asked.text().indexOf('?') >= 0 && asked.speaker() != null
                        && !asked.speaker().equals(row.speaker());
                // the reply to "when is it?", "quand ça ?" places itself in time, whatever its words ("the weekend
                // before last", "right after Easter")
                saysTime[doc] = answers[doc] && MultiAngleSearch.asksWhen(asked.text());
            }
            if (dims > 0 && row.vector() != null && row.vector().length == dims) {
                System.arraycopy(row.vector(), 0, vectors, doc * dims, dims);
                hasVector[doc] = true;
            }
            List<String> folded = row.text() == null ? List.of() : Lexicon.words(row.text());
            saysTime[doc] |= TimeWords.placeInTime(folded);
            saysDayFromNow[doc] = TimeWords.placesFromTheDaySaid(folded);
            asks[doc] = row.text() != null && row.text().indexOf('?') >= 0;
            double length = 0;
            double textPositions = 0;
            List<Lexeme> lexemes = Lexeme.parse(row.searchText());
            parsed.add(lexemes);
            Set<String> spokenOf = weights.spokenOf() > 0 && mentions.get(doc).pointsBack()
                    ? spokenOf(doc, spokenOfIn, parsed) : new HashSet<>();
            words[doc] = lexemes.stream().filter(lexeme -> lexeme.text() > 0).map(Lexeme::word).toArray(String[]::new);
            names[doc] = lexemesOfNames(namesIn(spokenOfIn.get(doc)), lexemes).toArray(String[]::new);
            sequences[doc] = sequence(lexemes);
            for (Lexeme lexeme : lexemes) {
                double frequency = weights.names() * lexeme.names() + weights.text() * lexeme.text()
                        + weights.previous() * lexeme.previous() + (spokenOf.remove(lexeme.word()) ? weights.spokenOf() : 0);
                length += lexeme.names() + lexeme.text() + lexeme.previous();
                textPositions += lexeme.text();
                if (lexeme.text() > 0 && NUMBER_WORD.matcher(lexeme.word()).matches()
                        && (!lexeme.word().equals(NEUF) || countsNine(folded))) {
                    saysNumber[doc] = true;
                }
                if (frequency > 0) {
                    building.computeIfAbsent(lexeme.word(), w -> new ArrayList<>()).add(new float[] {doc, (float) frequency});
                }
            }
            int said = doc;
            // the life events it tells in words of their own ("il nous a quittés": a death), as a word of their own,
            // there twice like the text's words (indexed in French and in English)
            for (String told : PARAPHRASES.said(folded)) {
                building.computeIfAbsent(told, w -> new ArrayList<>()).add(new float[] {said, (float) (2 * weights.text())});
                length += 2;
            }
            spokenOf.forEach(word -> building.computeIfAbsent(word, w -> new ArrayList<>())
                    .add(new float[] {said, (float) weights.spokenOf()}));
            lengths[doc] = (float) length;
            // the text is indexed in French and in English: each word is there twice
            contentWords[doc] = (float) (textPositions / 2);
            totalLength += length;
        }
        // rows are in session order: each message's conversation ends with the last message of its session (all its
        // sittings: an imported history counts from its own end)
        conversationEnd = new long[n];
        for (int doc = n - 1; doc >= 0; doc--) {
            UUID session = rows.get(doc).session();
            boolean sessionGoesOn = session != null && doc + 1 < n && session.equals(rows.get(doc + 1).session());
            conversationEnd[doc] = sessionGoesOn ? Math.max(times[doc], conversationEnd[doc + 1])
                    : session != null ? times[doc] : latest;
        }
        averageLength = n == 0 ? 1 : Math.max(1, totalLength / n);
        postings = new HashMap<>(building.size() * 2);
        building.forEach((word, list) -> {
            int[] docs = new int[list.size()];
            float[] frequencies = new float[list.size()];
            for (int i = 0; i < docs.length; i++) {
                docs[i] = (int) list.get(i)[0];
                frequencies[i] = list.get(i)[1];
            }
            postings.put(word, new Postings(docs, frequencies));
        });
    }

    /**
     * Whom each row speaks of (folded): the names it says, i.e. its capitalised words inside a sentence and those at a
     * sentence's start that the rows write capitalised inside one elsewhere (the speakers' own names and the calendar's
     * aside), and its relation words ("How's your dad?" … "Same as ever. He still writes me letters.").
     */
    private static List<List<String>> spokenOfIn(List<Row> rows, List<Mentions> mentions) {
        Set<String> names = new HashSet<>();
        mentions.forEach(mention -> names.addAll(mention.inside()));
        Set<String> notNames = new HashSet<>(CalendarWords.all());
        rows.stream().filter(row -> row.speaker() != null).forEach(row -> notNames.addAll(Lexicon.words(row.speaker())));
        List<List<String>> said = new ArrayList<>(rows.size());
        for (int doc = 0; doc < rows.size(); doc++) {
            Set<String> of = new LinkedHashSet<>(mentions.get(doc).inside());
            mentions.get(doc).atStart().stream().filter(names::contains).forEach(of::add);
            of.removeAll(notNames);
            String text = rows.get(doc).text();
            if (text != null) {
                Lexicon.words(text).stream().filter(word -> !LEXICON.relationsNamedBy(word).isEmpty()).forEach(of::add);
            }
            said.add(List.copyOf(of));
        }
        return said;
    }

    /**
     * The lexemes of whom the few messages before {@code doc} in its sitting speak of, for a message that speaks of
     * someone without naming them: a name's lexemes are those of the message it was said in that begin it ("lena" and
     * the French stem "len" for "Lena").
     */
    private Set<String> spokenOf(int doc, List<List<String>> spokenOfIn, List<List<Lexeme>> parsed) {
        Set<String> lexemes = new HashSet<>();
        int before = previous[doc];
        for (int back = 0; back < SPOKEN_OF_LOOKBACK && before >= 0; back++, before = previous[before]) {
            lexemes.addAll(lexemesOfNames(spokenOfIn.get(before), parsed.get(before)));
        }
        return lexemes;
    }

    /** The text lexemes of a row that stand for the names it says: those that begin a name ("lena", "len" for "Lena"). */
    private static Set<String> lexemesOfNames(List<String> names, List<Lexeme> lexemes) {
        Set<String> found = new HashSet<>();
        for (String name : names) {
            for (Lexeme lexeme : lexemes) {
                String word = lexeme.word();
                if (lexeme.text() > 0 && name.startsWith(word) && (word.length() >= 3 || word.equals(name))) {
                    found.add(word);
                }
            }
        }
        return found;
    }

    @SuppressWarnings("unchecked")
    private static List<String>[] newSpeakers(int n) {
        return new List[n];
    }

    /** The folded words of who said the row (a message's speaker), empty when unknown. */
    List<String> speaker(int doc) {
        return speakers[doc];
    }

    /**
     * The text without the words that name a speaker of the user's conversations ("How did Hannah's life change?" →
     * "How did life change?"), as they are written; the text as it is when nothing is left.
     */
    String withoutSpeakers(String text) {
        StringBuilder kept = new StringBuilder();
        for (String token : text.split("\\s+")) {
            List<String> folded = new ArrayList<>(Lexicon.words(token));
            // "Hannah's": the possessive's "s" goes with the name
            folded.remove("s");
            if (folded.isEmpty() || !speakerWords.containsAll(folded)) {
                kept.append(kept.length() == 0 ? "" : " ").append(token);
            }
        }
        return kept.toString().isBlank() ? text : kept.toString();
    }

    /** {@code rows}: messages of a session together, in the order they were said. */
    public static UserCorpus of(List<Row> rows, FieldWeights weights) {
        return new UserCorpus(rows, weights);
    }

    public int size() {
        return refs.length;
    }

    /** The row of {@code ref}, -1 when the corpus does not hold it. */
    int indexOf(Ref ref) {
        return index.getOrDefault(ref, -1);
    }

    Ref ref(int doc) {
        return refs[doc];
    }

    long epochSecond(int doc) {
        return times[doc];
    }

    private static final String NEUF = "neuf";
    /**
     * The words after which French "neuf" means new, not nine: "quoi de neuf", "comme neuf", "tout neuf" ("à neuf" is
     * left out: folded, it is "a neuf", as in "il a neuf ans").
     */
    private static final Set<String> NEW_BEFORE = Set.of("de", "comme", "tout", "toute", "flambant", "etat");

    /**
     * Whether a French "neuf" in the folded words counts nine ("neuf ans", "Neuf, je crois") rather than says new ("quoi
     * de neuf ?", "des chaussures comme neuves", "1500 € au lieu de 6000 neuf").
     */
    static boolean countsNine(List<String> folded) {
        for (int i = 0; i < folded.size(); i++) {
            if (!folded.get(i).equals(NEUF)) {
                continue;
            }
            String before = i == 0 ? "" : folded.get(i - 1);
            if (before.isEmpty() || !NEW_BEFORE.contains(before) && !before.chars().allMatch(Character::isDigit)) {
                return true;
            }
        }
        return false;
    }

    /** How many words of its own text say something (stop words aside). */
    double contentWords(int doc) {
        return contentWords[doc];
    }

    boolean saysTime(int doc) {
        return saysTime[doc];
    }

    /** Whether the message names its day from the day it was said ("yesterday", "lundi soir"), not as a date. */
    boolean saysDayFromNow(int doc) {
        return saysDayFromNow[doc];
    }

    boolean saysNumber(int doc) {
        return saysNumber[doc];
    }

    boolean asks(int doc) {
        return asks[doc];
    }

    /** How many names (a pet, a friend, a place) the row's own text says. */
    int namesSaid(int doc) {
        return names[doc].length;
    }

    /** How many messages of its sitting were said before it. */
    int placeInSitting(int doc) {
        int place = 0;
        for (int before = previous[doc]; before >= 0 && place < 100; before = previous[before]) {
            place++;
        }
        return place;
    }

    /**
     * For each of the given rows, the share of the question's word groups it holds, each group weighted by its rarest
     * lexeme's inverse document frequency: a row that holds every word asked differs from one that holds one rare word
     * many times.
     */
    double[] coverage(List<List<String>> groups, int[] docs) {
        double[] covered = new double[docs.length];
        Map<Integer, Integer> at = new HashMap<>();
        for (int i = 0; i < docs.length; i++) {
            if (docs[i] >= 0) {
                at.put(docs[i], i);
            }
        }
        int n = refs.length;
        double total = 0;
        boolean[] inGroup = new boolean[docs.length];
        for (List<String> group : groups) {
            Arrays.fill(inGroup, false);
            double idf = 0;
            for (String lexeme : group) {
                Postings found = postings.get(lexeme);
                if (found == null) {
                    continue;
                }
                int df = found.docs().length;
                idf = Math.max(idf, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
                for (int doc : found.docs()) {
                    Integer i = at.get(doc);
                    if (i != null) {
                        inGroup[i] = true;
                    }
                }
            }
            total += idf;
            for (int i = 0; i < docs.length; i++) {
                covered[i] += inGroup[i] ? idf : 0;
            }
        }
        if (total > 0) {
            for (int i = 0; i < docs.length; i++) {
                covered[i] /= total;
            }
        }
        return covered;
    }

    /** A row's text lexemes placed at their positions (both stemmings: the English one follows the French one). */
    private static String[] sequence(List<Lexeme> lexemes) {
        int last = 0;
        for (Lexeme lexeme : lexemes) {
            for (int position : lexeme.textPositions()) {
                last = Math.max(last, position);
            }
        }
        String[] sequence = new String[last + 1];
        for (Lexeme lexeme : lexemes) {
            for (int position : lexeme.textPositions()) {
                sequence[position] = lexeme.word();
            }
        }
        return sequence;
    }

    /**
     * Who a relation word stands for in what a speaker said: the rare words said right next to it
     * ("ma sœur Lucie", "my dad, Gerry", "Mr Duffy next door"), from the messages of the speakers the question
     * names (every row when it names none), most often and rarest first. "Combien d'enfants a la sœur de Bastien ?"
     * is then also searched as "Lucie", which the messages that answer say instead of "sœur".
     */
    List<List<String>> standingFor(Set<String> relationLexemes, List<String> questionWords, int limit, double maxShare,
            Set<String> asked) {
        Map<String, Double> weights = new HashMap<>();
        int n = refs.length;
        Set<Integer> docs = new TreeSet<>();
        for (String lexeme : relationLexemes) {
            Postings found = postings.get(lexeme);
            if (found != null) {
                for (int doc : found.docs()) {
                    docs.add(doc);
                }
            }
        }
        IntPredicate saidByOneNamed = doc -> !speakers[doc].isEmpty() && questionWords.containsAll(speakers[doc]);
        boolean speakerNamed = docs.stream().anyMatch(saidByOneNamed::test);
        for (int doc : docs) {
            if (speakerNamed && !saidByOneNamed.test(doc)) {
                continue;
            }
            String[] sequence = sequences[doc];
            for (int position = 0; position < sequence.length; position++) {
                if (sequence[position] == null || !relationLexemes.contains(sequence[position])) {
                    continue;
                }
                for (int near = Math.max(0, position - 2); near <= Math.min(sequence.length - 1, position + 2); near++) {
                    String word = sequence[near];
                    Postings found = word == null ? null : postings.get(word);
                    if (near == position || found == null || asked.contains(word) || relationLexemes.contains(word)
                            || speakers[doc].contains(word) || found.docs().length > Math.max(2, maxShare * n)) {
                        continue;
                    }
                    int df = found.docs().length;
                    weights.merge(word, Math.log(1 + (n - df + 0.5) / (df + 0.5)), Double::sum);
                }
            }
        }
        return heaviest(weights, limit);
    }

    /**
     * BM25 of the rows said by a speaker the question's words name for the given word groups, 0 for the other rows; null
     * when no row was said by one ("la sœur de Paul" asks about what Paul says of "ma sœur", not about the other
     * speaker's sister).
     */
    double[] saidBySpeakersNamed(List<List<String>> groups, List<String> questionWords) {
        double[] said = bm25(groups);
        boolean any = false;
        for (int doc = 0; doc < said.length; doc++) {
            boolean bySpeakerNamed = !speakers[doc].isEmpty() && questionWords.containsAll(speakers[doc]);
            if (!bySpeakerNamed) {
                said[doc] = 0;
            }
            any |= bySpeakerNamed;
        }
        return any ? said : null;
    }

    /**
     * "Now" for the row's recency: the end of the conversation it was said in (an imported
     * history counts from its own time, not from today nor from the chat of this morning); for a
     * memory, the user's latest row.
     */
    long conversationEnd(int doc) {
        return conversationEnd[doc];
    }

    /**
     * Each row's score with a share ({@code neighbourShare}) of the best of the messages said just before and after it
     * in its sitting, and a smaller share ({@code sittingShare}) of the best of those two to {@code reach} messages
     * away: a sitting tells one story over several lines.
     * A message that answers the one before it (another speaker asked something) gets {@code answerShare} of that
     * question's score instead when more: "What does Lena do?" / "She's a vet nurse." tell one thing, and the answer is
     * where it is said.
     */
    double[] withSitting(double[] scores, double neighbourShare, double answerShare, double sittingShare, int reach) {
        if (neighbourShare <= 0 && sittingShare <= 0 && answerShare <= 0) {
            return scores;
        }
        double[] spread = scores.clone();
        for (int doc = 0; doc < scores.length; doc++) {
            if (Double.isNaN(scores[doc]) || fromAssistant[doc]) {
                continue;
            }
            int before = previous[doc];
            int after = next[doc];
            double neighbour = neighbourShare * Math.max(0, Math.max(scoreOf(scores, before), scoreOf(scores, after)));
            if (answers[doc]) {
                neighbour = Math.max(neighbour, answerShare * Math.max(0, scoreOf(scores, before)));
            }
            spread[doc] += neighbour;
            double further = 0;
            for (int distance = 2; distance <= reach && sittingShare > 0; distance++) {
                before = before < 0 ? -1 : previous[before];
                after = after < 0 ? -1 : next[after];
                further = Math.max(further, Math.max(scoreOf(scores, before), scoreOf(scores, after)));
            }
            spread[doc] += sittingShare * further;
        }
        return spread;
    }

    /**
     * For each message that places itself in time ("Sunday!", "we picked her up yesterday", "done on the 22nd"), the best
     * of the given scores among the messages said up to {@code reach} lines around it in its sitting; 0 for the other
     * rows: the date of an event is often said in a line of its own next to the one that names the event ("When's the
     * race?" / "Sunday!").
     */
    double[] timesAround(double[] scores, int reach) {
        double[] around = new double[scores.length];
        for (int doc = 0; doc < scores.length; doc++) {
            if (!saysTime[doc] || fromAssistant[doc]) {
                continue;
            }
            int before = previous[doc];
            int after = next[doc];
            for (int distance = 1; distance <= reach; distance++) {
                around[doc] = Math.max(around[doc], Math.max(scoreOf(scores, before), scoreOf(scores, after)));
                before = before < 0 ? -1 : previous[before];
                after = after < 0 ? -1 : next[after];
            }
        }
        return around;
    }

    /**
     * For each message that opens a sitting, the best of the given scores among the next {@code reach} messages of that
     * sitting; 0 for the other rows. News is told first, in words of its own ("she said yes 💍", "je suis CHEZ MOI",
     * "48'31 !!!"), and the lines after it (the other's questions, the teller's details) carry the words a question
     * about it asks with: the opener is the line that tells it happened, and when.
     */
    double[] newsOpened(double[] scores, int reach) {
        double[] opened = new double[scores.length];
        for (int doc = 0; doc < scores.length; doc++) {
            if (previous[doc] >= 0 || fromAssistant[doc]) {
                continue;
            }
            int after = next[doc];
            for (int distance = 1; distance <= reach && after >= 0; distance++) {
                opened[doc] = Math.max(opened[doc], scoreOf(scores, after));
                after = next[after];
            }
        }
        return opened;
    }

    private static double scoreOf(double[] scores, int doc) {
        return doc < 0 || Double.isNaN(scores[doc]) ? 0 : scores[doc];
    }

    int previous(int doc) {
        return previous[doc];
    }

    /** Whether the message answers the one just before it (another speaker asked something). */
    boolean answers(int doc) {
        return answers[doc];
    }

    int next(int doc) {
        return next[doc];
    }

    /**
     * BM25 of every row for the question's word groups: each group is one word of the question
     * with its synonyms, given as their lexemes; a group counts by its best lexeme, so synonyms
     * and a word's French and English stems do not add up.
     */
    double[] bm25(List<List<String>> groups) {
        double[] scores = new double[refs.length];
        double[] best = new double[refs.length];
        int n = refs.length;
        for (List<String> group : groups) {
            Arrays.fill(best, 0);
            boolean any = false;
            for (String lexeme : group) {
                Postings found = postings.get(lexeme);
                if (found == null) {
                    continue;
                }
                any = true;
                int df = found.docs().length;
                double idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
                for (int i = 0; i < df; i++) {
                    int doc = found.docs()[i];
                    double tf = found.frequencies()[i];
                    double score = idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * lengths[doc] / averageLength));
                    if (score > best[doc]) {
                        best[doc] = score;
                    }
                }
            }
            if (any) {
                for (int doc = 0; doc < n; doc++) {
                    scores[doc] += best[doc];
                }
            }
        }
        return scores;
    }

    /**
     * The rarest words the given rows share with no more than {@code maxShare} of the user's rows,
     * best first, each as its own group: what a second look searches for ("Biscuit" in the best
     * answer to "how did her life with dogs change?" finds the other messages about Biscuit).
     */
    List<List<String>> distinctiveWords(List<Integer> docs, int limit, double maxShare, Set<String> asked) {
        return rarest(docs, doc -> words[doc], limit, maxShare, asked);
    }

    /**
     * The names the given rows say that at most {@code maxShare} of the user's rows say (more than a rare word may: a
     * pet's or a friend's name comes back in every turn about them), not among {@code taken}, most said among the rows
     * and rarest first, each as its own group.
     */
    List<List<String>> namesSaid(List<Integer> docs, int limit, double maxShare, Set<String> taken) {
        return limit <= 0 ? List.of() : rarest(docs, doc -> names[doc], limit, maxShare, taken);
    }

    /**
     * The {@code limit} words of the rows said in at most {@code maxShare} of the user's rows, heaviest first: each weighs
     * its idf once per row that says it.
     */
    private List<List<String>> rarest(List<Integer> docs, IntFunction<String[]> wordsOf, int limit, double maxShare,
            Set<String> excluded) {
        Map<String, Double> weights = new HashMap<>();
        int n = refs.length;
        for (int doc : docs) {
            for (String word : wordsOf.apply(doc)) {
                Postings found = postings.get(word);
                if (found == null || excluded.contains(word) || found.docs().length > Math.max(2, maxShare * n)) {
                    continue;
                }
                int df = found.docs().length;
                weights.merge(word, Math.log(1 + (n - df + 0.5) / (df + 0.5)), Double::sum);
            }
        }
        return heaviest(weights, limit);
    }

    /** Who a row speaks of by name: its words that name someone, relation words ("dad", "ma sœur") aside. */
    private static List<String> namesIn(List<String> spokenOf) {
        return spokenOf.stream().filter(word -> LEXICON.relationsNamedBy(word).isEmpty()).toList();
    }

    /** The {@code limit} heaviest words, each as its own group. */
    private static List<List<String>> heaviest(Map<String, Double> weights, int limit) {
        return weights.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(limit)
                .map(entry -> List.of(entry.getKey())).toList();
    }

    /** Cosine (unit vectors: the dot product) of every row with a vector; NaN for the others. */
    double[] cosines(float[] query) {
        double[] scores = new double[refs.length];
        if (dimensions != query.length) {
            Arrays.fill(scores, Double.NaN);
            return scores;
        }
        for (int doc = 0; doc < refs.length; doc++) {
            scores[doc] = hasVector[doc] ? dot(vectors, doc * dimensions, query) : Double.NaN;
        }
        return scores;
    }

    /**
     * For each of the given rows (best first), its mean cosine with those of the first {@code first} of them that have a
     * vector, itself left out; a row without a vector yet (being embedded) gets the others' mean, so that it is neither
     * raised nor held back. All 0 when there are no more rows than {@code first} (nothing to tell apart).
     */
    double[] closenessToFirst(int[] docs, int first) {
        double[] closeness = new double[docs.length];
        if (docs.length <= first) {
            return closeness;
        }
        double total = 0;
        int measured = 0;
        for (int i = 0; i < docs.length; i++) {
            double sum = 0;
            int counted = 0;
            for (int seed = 0; seed < first; seed++) {
                if (seed != i && hasVector(docs[seed]) && hasVector(docs[i])) {
                    sum += dot(vectors, docs[i] * dimensions, vectors, docs[seed] * dimensions, dimensions);
                    counted++;
                }
            }
            closeness[i] = counted == 0 ? Double.NaN : sum / counted;
            if (counted > 0) {
                total += closeness[i];
                measured++;
            }
        }
        double mean = measured == 0 ? 0 : total / measured;
        for (int i = 0; i < closeness.length; i++) {
            closeness[i] = Double.isNaN(closeness[i]) ? mean : closeness[i];
        }
        return closeness;
    }

    private boolean hasVector(int doc) {
        return doc >= 0 && hasVector[doc];
    }

    private static double dot(float[] values, int a, float[] others, int b, int length) {
        double dot = 0;
        for (int i = 0; i < length; i++) {
            dot += values[a + i] * others[b + i];
        }
        return dot;
    }

    /** The {@code limit} rows closest in meaning to {@code query}. */
    public List<Scored> nearest(float[] query, int limit) {
        return best(cosines(query), limit, Double.NEGATIVE_INFINITY).stream()
                .map(ranked -> new Scored(refs[ranked.doc()], ranked.score())).toList();
    }

    /** A row (its index in the corpus) and its score. */
    record Ranked(int doc, double score) {
    }

    /** The {@code limit} best rows by {@code scores}, above {@code floor}, best first. */
    List<Ranked> best(double[] scores, int limit, double floor) {
        PriorityQueue<Integer> best = new PriorityQueue<>(limit + 1, (a, b) -> Double.compare(scores[a], scores[b]));
        for (int doc = 0; doc < scores.length; doc++) {
            double score = scores[doc];
            if (Double.isNaN(score) || score <= floor) {
                continue;
            }
            if (best.size() < limit || score > scores[best.peek()]) {
                best.add(doc);
                if (best.size() > limit) {
                    best.poll();
                }
            }
        }
        List<Ranked> sorted = new ArrayList<>(best.size());
        best.forEach(doc -> sorted.add(new Ranked(doc, scores[doc])));
        sorted.sort((a, b) -> Double.compare(b.score(), a.score()));
        return sorted;
    }

    /** Four running sums: the JIT does not vectorise a float sum, but it overlaps independent ones. */
    private static float dot(float[] values, int offset, float[] query) {
        float a = 0;
        float b = 0;
        float c = 0;
        float d = 0;
        int i = 0;
        for (; i + 3 < query.length; i += 4) {
            a += values[offset + i] * query[i];
            b += values[offset + i + 1] * query[i + 1];
            c += values[offset + i + 2] * query[i + 2];
            d += values[offset + i + 3] * query[i + 3];
        }
        for (; i < query.length; i++) {
            a += values[offset + i] * query[i];
        }
        return a + b + c + d;
    }

    /** The size of the cache entry: one per row. */
    int weight() {
        return Math.max(1, refs.length);
    }

    /**
     * One lexeme of a tsvector as PostgreSQL prints it ({@code 'claire':1A,4B 'wife':2}): how
     * often it appears with weight A (names), B (the text) and D (the previous message).
     */
    record Lexeme(String word, int names, int text, int previous, List<Integer> textPositions) {

        static List<Lexeme> parse(String tsvector) {
            List<Lexeme> lexemes = new ArrayList<>();
            if (tsvector == null) {
                return lexemes;
            }
            int i = 0;
            int length = tsvector.length();
            StringBuilder word = new StringBuilder();
            while (i < length) {
                while (i < length && tsvector.charAt(i) != '\'') {
                    i++;
                }
                if (i >= length) {
                    break;
                }
                i++;
                word.setLength(0);
                while (i < length) {
                    char c = tsvector.charAt(i);
                    if (c == '\'' && i + 1 < length && tsvector.charAt(i + 1) == '\'') {
                        word.append('\'');
                        i += 2;
                    } else if (c == '\\' && i + 1 < length) {
                        word.append(tsvector.charAt(i + 1));
                        i += 2;
                    } else if (c == '\'') {
                        i++;
                        break;
                    } else {
                        word.append(c);
                        i++;
                    }
                }
                int names = 0;
                int text = 0;
                int previous = 0;
                List<Integer> textPositions = new ArrayList<>();
                if (i < length && tsvector.charAt(i) == ':') {
                    i++;
                    while (i < length && tsvector.charAt(i) != ' ') {
                        int position = 0;
                        while (i < length && Character.isDigit(tsvector.charAt(i))) {
                            position = position * 10 + tsvector.charAt(i) - '0';
                            i++;
                        }
                        char weight = i < length ? tsvector.charAt(i) : ' ';
                        switch (weight) {
                            case 'A' -> names++;
                            case 'B', 'C' -> {
                                text++;
                                textPositions.add(position);
                            }
                            default -> previous++;
                        }
                        if (weight == 'A' || weight == 'B' || weight == 'C' || weight == 'D') {
                            i++;
                        }
                        if (i < length && tsvector.charAt(i) == ',') {
                            i++;
                        }
                    }
                } else {
                    text = 1;
                    textPositions.add(0);
                }
                lexemes.add(new Lexeme(word.toString(), names, text, previous, textPositions));
            }
            return lexemes;
        }
    }
}
