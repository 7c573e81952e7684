package io.souvenir.memory.search;

import io.souvenir.memory.memories.NormalizedText;
import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.memory.search.SearchRepository.Detail;
import io.souvenir.memory.search.SearchRepository.Person;
import io.souvenir.memory.search.SearchRepository.Scored;
import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.IntToDoubleFunction;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Finds a user's memories and messages by person, by subject (BM25 over the user's rows) and by
 * meaning, in the user's corpus held in memory; then fuses them: each angle's scores min-max
 * normalised and weighted, and what only breaks ties (the speaker named, time words for a "when"
 * question, recency from the user's latest row). The meaning angle runs on another thread while
 * one tenant-bound transaction finds the persons and the question's lexemes and reads what the hits
 * show. Plain Java, so the benchmarks run this very code.
 */
public final class MultiAngleSearch {

    private static final Logger LOG = Logger.getLogger(MultiAngleSearch.class);
    /** A misspelt name or relation word counts this much of an exact one. */
    private static final double MISSPELT = 0.7;
    /** A memory about a person found counts this much of the person. */
    private static final double ABOUT_PERSON = 0.6;

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final Embeddings embeddings;
    private final VectorIndex vectors;
    private final SearchConfig config;
    private final Executor executor;
    private final Consumer<Tenant> unembeddedFound;
    private final Lexicon lexicon = Lexicon.get();
    /** The second stage, null when off ({@link SearchConfig#rerank()}). */
    private final Reranker reranker;
    private final Reranker.Recorder recorder;

    public MultiAngleSearch(TenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            Executor executor, Consumer<Tenant> unembeddedFound) {
        this(work, embeddings, vectors, config, executor, unembeddedFound, config.rerank() ? Reranker.shipped() : null, null);
    }

    private MultiAngleSearch(TenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            Executor executor, Consumer<Tenant> unembeddedFound, Reranker reranker, Reranker.Recorder recorder) {
        this.work = work;
        this.embeddings = embeddings;
        this.vectors = vectors;
        this.config = config;
        this.executor = executor;
        this.unembeddedFound = unembeddedFound;
        this.reranker = reranker;
        this.recorder = recorder;
    }

    /**
     * The same search with another second stage ({@code reranker}, null for none) and a {@code recorder} given each
     * question's candidates and their features (null for none): the bench trains and cross-validates with it.
     */
    public MultiAngleSearch withReranker(Reranker otherReranker, Reranker.Recorder otherRecorder) {
        return new MultiAngleSearch(work, embeddings, vectors, config, executor, unembeddedFound, otherReranker, otherRecorder);
    }

    public List<Hit> search(Tenant tenant, String text, int k, Set<Angle> angles) {
        SearchQuery query = SearchQuery.of(text, lexicon);
        UserCorpus corpus = vectors.corpus(tenant, work, unembeddedFound);
        // the meaning angle works on another thread while the database finds the persons and the words' lexemes
        CompletableFuture<double[]> byMeaning = angles.contains(Angle.MEANING)
                ? CompletableFuture.supplyAsync(() -> corpus.cosines(embeddings.ofQuestion(
                        config.meaningWithoutSpeakers() && !isFrench(text) ? corpus.withoutSpeakers(query.forEmbedding()) : query.forEmbedding())), executor).exceptionally(failure -> {
                            // the vector model down still leaves the others' answer
                            LOG.warnf(failure, "search angle %s failed", Angle.MEANING.wireName());
                            return null;
                        })
                : CompletableFuture.completedFuture(null);
        return work.in(tenant, connection -> {
            Map<Ref, Fused> fused = new LinkedHashMap<>();
            if (angles.contains(Angle.PERSON)) {
                byPerson(connection, query, corpus, fused);
            }
            // the question's words, then the things of the kinds it names, in one read
            List<String> kindsAsked = query.content().stream().filter(word -> !lexicon.thingsOf(word).isEmpty()).toList();
            List<String> wordsAndThings = new ArrayList<>(query.groups().stream().map(group -> String.join(" ", group)).toList());
            kindsAsked.forEach(kind -> wordsAndThings.add(String.join(" ", lexicon.thingsOf(kind))));
            List<String> relativesAsked = query.content().stream().filter(word -> !lexicon.relationsNamedBy(word).isEmpty()).toList();
            relativesAsked.forEach(word -> wordsAndThings.add(String.join(" ", lexicon.sameRelationWords(word))));
            List<List<String>> allLexemes = angles.contains(Angle.SUBJECT) && !query.content().isEmpty()
                    ? repository.lexemes(connection, wordsAndThings) : List.of();
            List<List<String>> lexemes = allLexemes.subList(0, Math.min(allLexemes.size(), query.groups().size()));
            List<List<String>> things = allLexemes.subList(lexemes.size(), Math.min(allLexemes.size(), lexemes.size() + kindsAsked.size()));
            List<List<String>> relationWords = allLexemes.subList(Math.min(allLexemes.size(), lexemes.size() + kindsAsked.size()),
                    allLexemes.size());
            List<List<String>> searched = query.withTold(lexemes);
            double[] ownWords = searched.isEmpty() ? null : corpus.bm25(searched);
            boolean asksWhen = asksWhen(text);
            double[] words = ownWords == null ? null : corpus.withSitting(ownWords, config.neighbourWeight(), config.answerWeight(),
                    config.sittingWeight(), config.sittingReach());
            // the date of an event is often said in a line of its own next to the one that names it: it counts fully,
            // however few its words
            double[] timeNextToEvent = ownWords == null || !asksWhen || config.timesAroundWeight() <= 0 ? null
                    : corpus.timesAround(ownWords, config.timesAroundReach());
            List<UserCorpus.Ranked> timesFound = timeNextToEvent == null ? List.of()
                    : corpus.best(timeNextToEvent, config.candidatesPerAngle(), 0);
            double[] newsOpened = ownWords == null || config.newsOpenedWeight() <= 0 ? null
                    : corpus.newsOpened(ownWords, config.newsOpenedReach());
            List<UserCorpus.Ranked> openersFound = newsOpened == null ? List.of()
                    : corpus.best(newsOpened, config.candidatesPerAngle(), 0);
            double[] ownCosines = byMeaning.join();
            double[] cosines = ownCosines == null ? null : corpus.withSitting(ownCosines, config.meaningNeighbourWeight(), 0,
                    config.sittingWeight(), config.sittingReach());
            List<UserCorpus.Ranked> bySubject = words == null ? List.of() : corpus.best(words, config.candidatesPerAngle(), 0);
            List<UserCorpus.Ranked> nearest = cosines == null ? List.of()
                    : corpus.best(cosines, config.candidatesPerAngle(), config.meaningFloor());
            propose(Angle.SUBJECT, bySubject, corpus, fused);
            propose(Angle.MEANING, nearest, corpus, fused);
            propose(Angle.SUBJECT, timesFound, corpus, fused);
            propose(Angle.SUBJECT, openersFound, corpus, fused);
            // the sentence model is English only: a French question's vector (glossed with the lexicon's few English
            // words) says less than its words
            double meaningWeight = isFrench(text) ? config.frenchMeaningWeight() : config.meaningWeight();
            boolean asksHowMany = asksHowMany(text);
            SaidWhen saidWhen = SaidWhen.of(text);
            double[] ownRelations = config.ownRelationWeight() > 0 ? relationsSaid(corpus, query, relationWords) : null;
            // every candidate, whichever angle proposed it, is scored by every angle: one not among an angle's
            // best still has its score there (a row found by words alone is not outranked by any found by both)
            Consumer<Collection<Fused>> scoreByEveryAngle = candidates -> {
                IntToDoubleFunction saysAlone = doc -> saysAlone(corpus, doc);
                score(words, bySubject, 0, config.subjectWeight(), saysAlone, candidates, SUBJECT);
                score(cosines, nearest, config.meaningScale(), meaningWeight, saysAlone, candidates, MEANING);
                score(timeNextToEvent, timesFound, 0, config.timesAroundWeight(), doc -> 1, candidates, TIMES_AROUND);
                score(newsOpened, openersFound, 0, config.newsOpenedWeight(), doc -> 1, candidates, NEWS_OPENED);
                for (Fused candidate : candidates) {
                    // a number only tells between rows that share a word of the question: "trois jours" of rain does
                    // not answer "combien de kilomètres a-t-il couru ?"
                    boolean countsAnswer = asksHowMany && candidate.doc >= 0 && ownWords != null && ownWords[candidate.doc] > 0;
                    candidate.score += tieBreakers(corpus, candidate.doc, asksWhen, countsAnswer, saidWhen, query);
                    if (ownRelations != null && candidate.doc >= 0 && ownRelations[candidate.doc] > 0) {
                        candidate.add(OWN_RELATION, config.ownRelationWeight());
                    }
                }
            };
            scoreByEveryAngle.accept(fused.values());
            if (words != null && config.secondLookWeight() > 0) {
                secondLook(corpus, lexemes, fused, scoreByEveryAngle);
            }
            if (words != null && config.relationNamesWeight() > 0) {
                lookAgain(corpus, namesOfRelations(corpus, query, lexemes), config.relationNamesWeight(), fused, scoreByEveryAngle,
                        RELATION_NAMES);
            }
            if (words != null && config.kindThingsWeight() > 0) {
                lookAgain(corpus, things, config.kindThingsWeight(), fused, scoreByEveryAngle, KIND_THINGS);
            }
            List<Fused> ranked = coherent(fused.values().stream().sorted(BEST_FIRST).toList(), corpus);
            if (reranker != null || recorder != null) {
                ranked = reranked(ranked, new Asked(text, query, searched, ownWords, ownCosines, asksWhen, asksHowMany, saidWhen),
                        corpus);
            }
            List<Fused> candidates = ranked.stream()
                    .limit(Math.max(3L * k, 30))
                    .toList();
            Map<Ref, Detail> details = new HashMap<>();
            if (!candidates.isEmpty()) {
                repository.details(connection, candidates.stream().map(Fused::ref).toList())
                        .forEach(detail -> details.putIfAbsent(detail.ref(), detail));
            }
            // a message adds something when it shares a word of the question or is close to it in meaning itself (not
            // through its neighbours): closer than the floor, or about as close as the closest row (a paraphrase in a
            // small or foreign-language corpus) while still close in itself
            double closeEnough = ownCosines == null || nearest.isEmpty() ? config.messageMeaningFloor()
                    : Math.max(config.paraphraseFloor(),
                            Math.min(config.messageMeaningFloor(), closest(ownCosines) - config.messageMeaningMargin()));
            Predicate<Fused> saysSomething = candidate -> candidate.ref.type() != HitType.MESSAGE || candidate.doc >= 0
                    && (ownWords != null && ownWords[candidate.doc] > 0 || ownCosines != null && ownCosines[candidate.doc] >= closeEnough);
            return shaped(candidates, details, k, saysSomething);
        });
    }

    private static final Comparator<Fused> BEST_FIRST = Comparator.comparingDouble(Fused::score).reversed();

    /** What the reranker reads of the question and of the rows' own scores. */
    private record Asked(String text, SearchQuery query, List<List<String>> searched, double[] ownWords, double[] ownCosines,
            boolean asksWhen, boolean asksHowMany, SaidWhen saidWhen) {
    }

    /**
     * The best {@code rerank-candidates} of the fused ranking in the reranker's order, the rest after them. They keep
     * the fused ranking's scores, handed out in the new order, so a hit's score still compares with the others'.
     * Memories keep their places: the conversations the trees learned from are imported without extraction. Fewer
     * candidates than that (a short history) keep the fused order.
     */
    private List<Fused> reranked(List<Fused> ranked, Asked asked, UserCorpus corpus) {
        int reach = Math.min(ranked.size(), config.rerankCandidates());
        if (reach < 2) {
            return ranked;
        }
        List<Fused> head = ranked.subList(0, reach);
        double[][] features = features(head, asked, corpus);
        if (recorder != null) {
            recorder.record(asked.text(), head.stream().map(Fused::ref).toList(), features);
        }
        // the trees learned from full lists of long histories: in a short one ranks, margins and rarities mean
        // something else ("Nadia est passée hier soir" outranked "Elle est pharmacienne" among six messages)
        if (reranker == null || reach < config.rerankCandidates()) {
            return ranked;
        }
        // the trees learned on turns only: a memory keeps its place, the turns are reordered among the places they held
        List<Integer> turns = new ArrayList<>();
        for (int i = 0; i < reach; i++) {
            if (head.get(i).doc >= 0 && head.get(i).ref.type() == HitType.MESSAGE) {
                turns.add(i);
            }
        }
        double[] learned = new double[reach];
        for (int i : turns) {
            learned[i] = reranker.score(features[i]);
        }
        // ties keep the fused order
        List<Integer> order = new ArrayList<>(turns);
        order.sort((a, b) -> learned[a] != learned[b] ? Double.compare(learned[b], learned[a]) : Integer.compare(a, b));
        double[] scores = head.stream().mapToDouble(Fused::score).toArray();
        List<Fused> reordered = new ArrayList<>(head);
        for (int k = 0; k < turns.size(); k++) {
            Fused candidate = head.get(order.get(k));
            candidate.score = scores[turns.get(k)];
            reordered.set(turns.get(k), candidate);
        }
        reordered.addAll(ranked.subList(reach, ranked.size()));
        return reordered;
    }

    private static final Set<String> OPINION_OPENERS = Set.of("would", "could", "might", "should", "is", "does", "do", "did",
            "are", "will", "was", "were", "has", "have", "had", "can", "est", "pourrait", "serait", "aimerait", "devrait", "a",
            "peut");

    /** "Grégoire a-t-il …", "Yasmine voulait-elle …": the French yes-or-no question puts the pronoun after its verb. */
    private static final Pattern INVERTED_SUBJECT = Pattern.compile("\\p{L}-(t-)?(il|elle|ils|elles|on)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Asking words ("où" folds to "ou", the "or" of a yes-or-no question, so it is read before folding). */
    private static final Set<String> ASKING_WORDS = Set.of("quand", "comment", "combien", "pourquoi", "quel", "quelle",
            "quels", "quelles", "qui", "que", "quoi", "lequel", "laquelle", "qu");

    /**
     * A question answered by yes or no (then often "why?"): an English one opens on its verb ("Would Noor…", "Was he…"),
     * a French one too ("Est-ce que…") or inverts its subject's pronoun ("Léa aimerait-elle…") with no asking word
     * ("quand", "quel", "où"…) before that verb. Its evidence tells a habit or a taste in words of its own.
     */
    static boolean asksYesOrNo(String question) {
        List<String> words = Lexicon.words(question);
        if (!words.isEmpty() && OPINION_OPENERS.contains(words.get(0))) {
            // "À quelle date…" folds to "a quelle date…"
            return words.size() < 2 || !ASKING_WORDS.contains(words.get(1));
        }
        Matcher inverted = INVERTED_SUBJECT.matcher(question);
        if (!inverted.find()) {
            return false;
        }
        String before = question.substring(0, inverted.start());
        return !before.toLowerCase(Locale.ROOT).contains("où") && Lexicon.words(before).stream().noneMatch(ASKING_WORDS::contains);
    }

    /** The features {@link Reranker#FEATURES} names, of each candidate (best first by the fused score). */
    private double[][] features(List<Fused> head, Asked asked, UserCorpus corpus) {
        int n = head.size();
        int[] docs = head.stream().mapToInt(candidate -> candidate.doc).toArray();
        double[] coverage = asked.searched().isEmpty() ? new double[n] : corpus.coverage(asked.searched(), docs);
        double maxWords = 0;
        if (asked.ownWords() != null) {
            for (double score : asked.ownWords()) {
                maxWords = Math.max(maxWords, score);
            }
        }
        double closest = asked.ownCosines() == null ? 0 : closest(asked.ownCosines());
        List<String> questionWords = Lexicon.words(asked.text());
        boolean french = isFrench(asked.text());
        boolean opinion = asksYesOrNo(asked.text());
        boolean why = questionWords.contains("why") || questionWords.contains("pourquoi");
        boolean namesSpeaker = false;
        for (int doc : docs) {
            if (doc >= 0 && !corpus.speaker(doc).isEmpty() && asked.query().content().containsAll(corpus.speaker(doc))) {
                namesSpeaker = true;
            }
        }
        Map<Integer, Integer> place = new HashMap<>();
        for (int i = 0; i < n; i++) {
            if (docs[i] >= 0) {
                place.putIfAbsent(docs[i], i);
            }
        }
        double best = head.get(0).score;
        double tenth = head.get(Math.min(9, n - 1)).score;
        boolean and = questionWords.contains("and") || questionWords.contains("et");
        int[] meaningRank = rankBy(docs, asked.ownCosines());
        int[] wordsRank = rankBy(docs, asked.ownWords());
        int first = docs[0];
        double[][] features = new double[n][];
        for (int i = 0; i < n; i++) {
            Fused candidate = head.get(i);
            int doc = candidate.doc;
            double[] f = new double[Reranker.FEATURES.size()];
            f[0] = candidate.score - best;
            f[1] = Math.log(1 + i);
            // the parts the trees knew first keep their places; a later one is named at the end
            System.arraycopy(candidate.parts, 0, f, 2, COHERENCE + 1);
            f[49] = candidate.parts[NEWS_OPENED];
            if (doc >= 0 && candidate.ref.type() == HitType.MESSAGE) {
                double words = wordsOf(asked.ownWords(), doc, maxWords);
                double cosine = cosineOf(asked.ownCosines(), doc, closest);
                int before = corpus.previous(doc);
                int after = corpus.next(doc);
                f[11] = words;
                f[12] = coverage[i];
                f[13] = cosine;
                f[14] = before < 0 ? 0 : wordsOf(asked.ownWords(), before, maxWords);
                f[15] = after < 0 ? 0 : wordsOf(asked.ownWords(), after, maxWords);
                f[16] = before < 0 ? -0.3 : cosineOf(asked.ownCosines(), before, closest);
                f[17] = after < 0 ? -0.3 : cosineOf(asked.ownCosines(), after, closest);
                f[18] = saysAlone(corpus, doc);
                f[19] = Math.log(1 + corpus.contentWords(doc));
                f[20] = corpus.asks(doc) ? 1 : 0;
                f[21] = corpus.answers(doc) ? 1 : 0;
                f[22] = corpus.saysTime(doc) ? 1 : 0;
                f[23] = asked.asksWhen() && corpus.saysTime(doc) ? 1 : 0;
                f[24] = asked.saidWhen().matches(corpus.epochSecond(doc)) ? 1 : 0;
                f[25] = corpus.saysNumber(doc) ? 1 : 0;
                f[26] = asked.asksHowMany() && corpus.saysNumber(doc) ? 1 : 0;
                boolean named = !corpus.speaker(doc).isEmpty() && asked.query().content().containsAll(corpus.speaker(doc));
                f[27] = named ? 1 : 0;
                f[28] = namesSpeaker && !named ? 1 : 0;
                f[29] = Math.min(3, corpus.namesSaid(doc)) / 3.0;
                int inSitting = corpus.placeInSitting(doc);
                f[30] = inSitting == 0 ? 1 : 0;
                f[31] = Math.log(1 + inSitting);
                f[33] = french ? cosine : 0;
                f[34] = french ? coverage[i] : 0;
                f[35] = french ? words : 0;
                f[36] = opinion ? cosine : 0;
                f[37] = opinion ? coverage[i] : 0;
                f[38] = opinion ? f[1] : 0;
                f[39] = why ? cosine : 0;
                f[40] = asked.asksWhen() ? cosine : 0;
                f[41] = asked.asksWhen() ? coverage[i] : 0;
                Integer beforeAt = before < 0 ? null : place.get(before);
                Integer afterAt = after < 0 ? null : place.get(after);
                f[42] = beforeAt != null && beforeAt < 10 || afterAt != null && afterAt < 10 ? 1 : 0;
                f[43] = Math.max(beforeAt == null ? 0 : coverage[beforeAt], afterAt == null ? 0 : coverage[afterAt]);
                f[45] = Math.log(1 + meaningRank[i]);
                f[46] = Math.log(1 + wordsRank[i]);
                f[47] = first >= 0 && doc != first && Math.abs(corpus.epochSecond(doc) - corpus.epochSecond(first)) < 7200 ? 1 : 0;
                f[48] = and ? candidate.parts[COHERENCE] : 0;
                f[50] = asked.asksWhen() && corpus.saysDayFromNow(doc) ? 1 : 0;
            } else {
                f[13] = -0.3;
                f[16] = -0.3;
                f[17] = -0.3;
                f[32] = 1;
            }
            f[44] = candidate.score - tenth;
            features[i] = f;
        }
        return features;
    }

    /** Each row's place (0 the first) among the given ones by the scores, highest first; NaN or none last. */
    private static int[] rankBy(int[] docs, double[] scores) {
        int n = docs.length;
        double[] of = new double[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            of[i] = scores == null || docs[i] < 0 || Double.isNaN(scores[docs[i]]) ? Double.NEGATIVE_INFINITY : scores[docs[i]];
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(of[b], of[a]));
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        return rank;
    }

    private static double wordsOf(double[] ownWords, int doc, double maxWords) {
        return ownWords == null || maxWords <= 0 ? 0 : ownWords[doc] / maxWords;
    }

    /** The row's cosine less the closest row's; a row without a vector counts as far. */
    private static double cosineOf(double[] ownCosines, int doc, double closest) {
        return ownCosines == null || Double.isNaN(ownCosines[doc]) ? -0.3 : Math.max(-0.3, ownCosines[doc] - closest);
    }

    /**
     * One hit per thing, as a person reads the answer: a message that a memory among the hits was
     * kept from is folded into that memory (which takes the better score and the angles of both), so
     * the memory comes first and the message does not repeat it; a text said again is shown once; a
     * message is shown only when it says something of what is asked, not to fill the answer up to k.
     */
    private List<Hit> shaped(List<Fused> candidates, Map<Ref, Detail> details, int k, Predicate<Fused> saysSomething) {
        Map<UUID, Fused> memoryKeptFrom = new HashMap<>();
        for (Fused candidate : candidates) {
            Detail detail = details.get(candidate.ref);
            if (detail != null && detail.sourceMessage() != null) {
                memoryKeptFrom.putIfAbsent(detail.sourceMessage(), candidate);
            }
        }
        List<Fused> kept = new ArrayList<>();
        Set<String> texts = new HashSet<>();
        for (Fused candidate : candidates) {
            if (!details.containsKey(candidate.ref)) {
                continue;
            }
            Fused memory = candidate.ref.type() == HitType.MESSAGE ? memoryKeptFrom.get(candidate.ref.id()) : null;
            if (memory == null) {
                kept.add(candidate);
            } else {
                memory.score = Math.max(memory.score, candidate.score);
                memory.angles.addAll(candidate.angles);
                texts.add(NormalizedText.of(details.get(candidate.ref).text()));
            }
        }
        kept.sort(BEST_FIRST);
        List<Hit> hits = new ArrayList<>();
        for (Fused candidate : kept) {
            Detail detail = details.get(candidate.ref);
            if (hits.size() == k || !saysSomething.test(candidate)) {
                continue;
            }
            if (texts.add(NormalizedText.of(detail.text()))) {
                hits.add(hit(candidate, detail));
            }
        }
        return hits;
    }

    /**
     * The hits with {@code coherence-weight} times their mean closeness in meaning (cosine) to the best few (each but
     * itself) added, best first: the turns that answer a question together tell of one thing ("Biscuit has a heart
     * murmur", "Biscuit died on Thursday", "we adopted a greyhound"), and a hit that shares a word of the question but
     * speaks of something else falls behind them.
     */
    private List<Fused> coherent(List<Fused> best, UserCorpus corpus) {
        double weight = config.coherenceWeight();
        if (weight <= 0) {
            return best;
        }
        double[] closeness = corpus.closenessToFirst(best.stream().mapToInt(candidate -> candidate.doc).toArray(),
                config.secondLookSeeds());
        for (int i = 0; i < best.size(); i++) {
            best.get(i).add(COHERENCE, weight * closeness[i]);
        }
        List<Fused> sorted = new ArrayList<>(best);
        sorted.sort(BEST_FIRST);
        return sorted;
    }

    /**
     * Turns that tell of the same thing share its rare words (a name, a place): the rarest words of
     * the best rows found are searched for in turn, and what they find is scored by every angle and
     * by this second look, so the other turns a question needs (multi-hop: "how did her life with
     * dogs change?" → Biscuit ill, Biscuit dead, Pepper adopted) join the first.
     */
    private void secondLook(UserCorpus corpus, List<List<String>> lexemes, Map<Ref, Fused> fused,
            Consumer<Collection<Fused>> scoreByEveryAngle) {
        List<Integer> seeds = fused.values().stream().filter(candidate -> candidate.doc >= 0).sorted(BEST_FIRST)
                .limit(config.secondLookSeeds()).map(candidate -> candidate.doc).toList();
        Set<String> asked = new HashSet<>();
        lexemes.forEach(asked::addAll);
        List<List<String>> distinctive = new ArrayList<>(corpus.distinctiveWords(seeds, config.secondLookWords(),
                config.secondLookMaxShare(), asked));
        Set<String> taken = new HashSet<>(asked);
        distinctive.forEach(taken::addAll);
        distinctive.addAll(corpus.namesSaid(seeds, config.secondLookNames(), config.secondLookNameShare(), taken));
        lookAgain(corpus, distinctive, config.secondLookWeight(), fused, scoreByEveryAngle, SECOND_LOOK);
    }

    /**
     * The names that stand for the relations the question asks about in what its speaker said: "la sœur de
     * Bastien" is Lucie in Bastien's messages ("ma sœur Lucie"), and the turns about her say "Lucie".
     */
    private List<List<String>> namesOfRelations(UserCorpus corpus, SearchQuery query, List<List<String>> lexemes) {
        Set<String> relations = new HashSet<>();
        Set<String> asked = new HashSet<>();
        for (int i = 0; i < lexemes.size(); i++) {
            asked.addAll(lexemes.get(i));
            if (!lexicon.relationsNamedBy(query.content().get(i)).isEmpty()) {
                relations.addAll(lexemes.get(i));
            }
        }
        return relations.isEmpty() ? List.of()
                : corpus.standingFor(relations, query.content(), config.relationNamesWords(), config.secondLookMaxShare(), asked);
    }

    /**
     * For a question about a relative of a speaker it names ("how is Noor's father doing?", "la sœur de Paul"), where
     * that speaker's own messages speak of the relation by any of its words ("my dad", "papa", "ma sœur", or "he" just
     * after it; {@code relations}: the lexemes of each relation's words): those say what is asked about that relative,
     * while the other speaker's "my dad" is someone else. Null when the question names no speaker or no relation.
     */
    private double[] relationsSaid(UserCorpus corpus, SearchQuery query, List<List<String>> relations) {
        return relations.isEmpty() ? null : corpus.saidBySpeakersNamed(relations, query.content());
    }

    /** The rows the given words find become candidates, scored by every angle and by these words, weighted so. */
    private void lookAgain(UserCorpus corpus, List<List<String>> distinctive, double weight, Map<Ref, Fused> fused,
            Consumer<Collection<Fused>> scoreByEveryAngle, int part) {
        if (distinctive.isEmpty()) {
            return;
        }
        double[] again = corpus.bm25(distinctive);
        List<UserCorpus.Ranked> best = corpus.best(again, config.candidatesPerAngle(), 0);
        List<Fused> added = new ArrayList<>();
        for (UserCorpus.Ranked hit : best) {
            Ref ref = corpus.ref(hit.doc());
            if (!fused.containsKey(ref)) {
                Fused candidate = new Fused(ref, hit.doc());
                candidate.angles.add(Angle.SUBJECT);
                fused.put(ref, candidate);
                added.add(candidate);
            }
        }
        scoreByEveryAngle.accept(added);
        score(again, best, 0, weight, doc -> 1, fused.values(), part);
    }

    /** The highest cosine, NaN (no vector) left out. */
    private static double closest(double[] cosines) {
        double closest = Double.NEGATIVE_INFINITY;
        for (double cosine : cosines) {
            if (!Double.isNaN(cosine) && cosine > closest) {
                closest = cosine;
            }
        }
        return closest;
    }

    /**
     * What only breaks ties between rows about as relevant: recency, counted from the end of the
     * row's own conversation (an imported history's own "now", not today); for a "when" question, a message that
     * places itself in time ("last week", "in May"); a row said in the month or year the question names
     * ("the promotion she interviewed for in October 2023": the session's date, not a later "Busy October.");
     * for a "how many" question, a message that says a number; a message said by the speaker the question names
     * ("what did Maya sign up for?").
     */
    private double tieBreakers(UserCorpus corpus, int doc, boolean asksWhen, boolean countsAnswer, SaidWhen saidWhen,
            SearchQuery query) {
        if (doc < 0) {
            return 0;
        }
        double ageInHalfLives = Math.max(0, corpus.conversationEnd(doc) - corpus.epochSecond(doc)) / (double) config.recencyHalfLife().toSeconds();
        double score = config.recencyWeight() * Math.pow(0.5, ageInHalfLives);
        if (asksWhen && corpus.saysTime(doc)) {
            score += config.timeWordsWeight();
        }
        if (countsAnswer && corpus.saysNumber(doc)) {
            score += config.numberWordsWeight();
        }
        if (corpus.ref(doc).type() == HitType.MESSAGE && saidWhen.matches(corpus.epochSecond(doc))) {
            score += config.saidThenWeight();
        }
        if (!corpus.speaker(doc).isEmpty() && query.content().containsAll(corpus.speaker(doc))) {
            score += config.speakerWeight();
        }
        return score;
    }

    /** A duration asked between two times ("how long after", "il y a combien de temps"), not how long something took. */
    private static final Set<String> BETWEEN_TWO_TIMES = Set.of("ago", "after", "before", "since", "apres", "avant", "depuis", "y");
    private static final Set<String> DATE_BEFORE = Set.of("the", "la", "what", "which", "quelle");

    /** "When …", "quand …", "what year …", "en quelle année …", "how long ago …", "combien de temps …", "la date de …". */
    static boolean asksWhen(String question) {
        List<String> words = Lexicon.words(question);
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("when") || word.equals("quand")) {
                return true;
            }
            String after = i + 1 < words.size() ? words.get(i + 1) : "";
            if ((word.equals("what") || word.equals("which") || word.equals("quel") || word.equals("quelle"))
                    && WHEN_NOUNS.contains(after)) {
                return true;
            }
            String before = i > 0 ? words.get(i - 1) : "";
            // "how long ago", "how long after", "combien de temps après", "il y a combien de temps", "à quel moment", "la date de"
            if ((word.equals("long") && before.equals("how") || word.equals("temps") && before.equals("de") && i > 1
                    && words.get(i - 2).equals("combien")) && words.stream().anyMatch(BETWEEN_TWO_TIMES::contains)
                    || word.equals("moment") && (before.equals("quel") || before.equals("what"))
                    || word.equals("date") && (DATE_BEFORE.contains(before) || after.equals("of") || after.equals("de"))) {
                return true;
            }
        }
        return false;
    }

    /** "How many …", "how old …", "how long …", "combien …", "quel âge …", "what time …", "à quelle heure …". */
    static boolean asksHowMany(String question) {
        List<String> words = Lexicon.words(question);
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String after = i + 1 < words.size() ? words.get(i + 1) : "";
            if (word.equals("combien") || word.equals("how") && HOW_MUCH.contains(after)
                    || (word.equals("quel") || word.equals("quelle") || word.equals("what")) && COUNTED_NOUNS.contains(after)) {
                return true;
            }
        }
        return false;
    }

    private static final Set<String> HOW_MUCH = Set.of("many", "much", "old", "long", "far", "fast", "often");
    private static final Set<String> COUNTED_NOUNS = Set.of("age", "heure", "time", "distance", "score", "taille", "size", "prix",
            "price");

    private static final Set<String> FRENCH = Set.of("le", "la", "les", "un", "une", "des", "du", "de", "est", "sont", "quel",
            "quelle", "quels", "quelles", "qui", "que", "qu", "quand", "comment", "pourquoi", "ou", "elle", "il", "ils", "elles",
            "son", "sa", "ses", "leur", "au", "aux", "et", "ce", "cette", "ces", "pour", "avec", "dans", "sur", "a", "t", "ma",
            "mon", "mes", "je", "j", "tu", "est-ce");
    private static final Set<String> ENGLISH = Set.of("the", "a", "an", "is", "are", "was", "were", "did", "does", "do", "what",
            "who", "when", "where", "why", "how", "which", "his", "her", "their", "to", "of", "and", "in", "on", "with", "for",
            "my", "i", "you", "would", "has", "have", "after", "before");

    /** Whether the question's function words are more French than English. */
    static boolean isFrench(String question) {
        int french = 0;
        int english = 0;
        for (String word : Lexicon.words(question)) {
            french += FRENCH.contains(word) ? 1 : 0;
            english += ENGLISH.contains(word) ? 1 : 0;
        }
        return french > english;
    }

    private static final Set<String> WHEN_NOUNS = Set.of("year", "month", "day", "date", "time", "week", "season",
            "annee", "mois", "jour", "semaine", "saison");

    /**
     * The persons the question names (by name or relation, typos tolerated), then the memories
     * about them. The angle counts by the share of the question's words that name them: "what is
     * my wife's name?" is all about her, "what class did Maya sign up for?" mostly about the class,
     * so a speaker's name does not crowd out what the question asks.
     */
    private void byPerson(Connection connection, SearchQuery query, UserCorpus corpus, Map<Ref, Fused> fused) throws SQLException {
        if (query.content().isEmpty()) {
            return;
        }
        Map<String, Double> relationsAsked = relationsAsked(query);
        Map<UUID, Double> persons = new HashMap<>();
        Set<String> naming = new HashSet<>();
        for (Person person : repository.persons(connection)) {
            double match = Math.max(relationsAsked.getOrDefault(person.relation(), 0.0), nameMatch(person, query, naming));
            if (match > 0) {
                persons.put(person.id(), match);
                if (person.relation() != null) {
                    query.content().stream().filter(word -> lexicon.relationsNamedBy(word).contains(person.relation()))
                            .forEach(naming::add);
                }
            }
        }
        if (persons.isEmpty()) {
            return;
        }
        Map<UUID, Double> found = new HashMap<>(persons);
        for (UUID[] about : repository.aboutPersons(connection, persons.keySet(), config.candidatesPerAngle())) {
            found.merge(about[0], ABOUT_PERSON * persons.get(about[1]), Math::max);
        }
        double share = Math.max(1, naming.size()) / (double) query.content().size();
        fuse(Angle.PERSON, share * config.personWeight(), found.entrySet().stream()
                .map(entry -> new Scored(HitType.MEMORY.ref(entry.getKey()), entry.getValue())).toList(), corpus, fused);
    }

    /** The stored relations the question names: 1 when a word names it, {@link #MISSPELT} when a misspelt one does. */
    private Map<String, Double> relationsAsked(SearchQuery query) {
        Map<String, Double> asked = new HashMap<>();
        for (String word : query.content()) {
            lexicon.relationsNamedBy(word).forEach(relation -> asked.put(relation, 1.0));
            lexicon.relationWords().stream().filter(relationWord -> Typos.isMisspelling(word, relationWord))
                    .flatMap(relationWord -> lexicon.relationsNamedBy(relationWord).stream())
                    .forEach(relation -> asked.merge(relation, MISSPELT, Math::max));
        }
        return asked;
    }

    /** How well the person's name matches a word of the question; the words that match are added to {@code naming}. */
    private static double nameMatch(Person person, SearchQuery query, Set<String> naming) {
        List<String> names = person.name() != null ? Lexicon.words(person.name())
                : person.relation() == null ? Lexicon.words(person.text()) : List.of();
        double best = 0;
        for (String word : query.content()) {
            for (String name : names) {
                double match = word.equals(name) ? 1 : Typos.isMisspelling(word, name) ? MISSPELT : 0;
                if (match > 0) {
                    naming.add(word);
                }
                best = Math.max(best, match);
            }
        }
        return best;
    }

    /** The angle's best rows become candidates, found by it. */
    private static void propose(Angle angle, List<UserCorpus.Ranked> best, UserCorpus corpus, Map<Ref, Fused> fused) {
        for (UserCorpus.Ranked hit : best) {
            fused.computeIfAbsent(corpus.ref(hit.doc()), ref -> new Fused(ref, hit.doc())).angles.add(angle);
        }
    }

    /**
     * A message of few content words ("Busy October.", "I love him.") says little alone: its own words and
     * meaning count in proportion to them, up to {@code full-message-words}; it is found through its
     * neighbours instead. Memories are short by nature and count fully.
     */
    private double saysAlone(UserCorpus corpus, int doc) {
        double full = config.fullMessageWords();
        return full <= 0 || corpus.ref(doc).type() != HitType.MESSAGE ? 1 : Math.min(1, corpus.contentWords(doc) / full);
    }

    /**
     * Adds to every candidate the angle's score of its row, min-max normalised over the angle's
     * best rows (below the last of them counts 0; a lone or uniform list counts fully), or, with a
     * {@code scale}, from the best score less the scale (cosines: the 50th closest row may be nearly as
     * close as the first, and normalising over them would make a small difference decide), weighted
     * and times the row's {@code share}.
     */
    private static void score(double[] scores, List<UserCorpus.Ranked> best, double scale, double weight,
            IntToDoubleFunction share, Collection<Fused> candidates, int part) {
        if (scores == null || best.isEmpty()) {
            return;
        }
        double max = best.get(0).score();
        double min = scale > 0 ? max - scale : best.get(best.size() - 1).score();
        for (Fused candidate : candidates) {
            double score = candidate.doc < 0 ? Double.NaN : scores[candidate.doc];
            if (Double.isNaN(score)) {
                continue;
            }
            double normalised = max > min ? Math.max(0, Math.min(1, (score - min) / (max - min))) : score >= max ? 1 : 0;
            candidate.add(part, weight * normalised * share.applyAsDouble(candidate.doc));
        }
    }

    private void fuse(Angle angle, double weight, List<Scored> hits, UserCorpus corpus, Map<Ref, Fused> fused) {
        double max = hits.stream().mapToDouble(Scored::score).max().orElse(0);
        double min = hits.stream().mapToDouble(Scored::score).min().orElse(0);
        for (Scored hit : hits) {
            double normalised = max > min ? (hit.score() - min) / (max - min) : 1;
            Fused entry = fused.computeIfAbsent(hit.ref(), ref -> new Fused(ref, corpus.indexOf(ref)));
            entry.add(PERSON, weight * normalised);
            entry.angles.add(angle);
        }
    }

    private static Hit hit(Fused candidate, Detail detail) {
        return new Hit(candidate.ref.type(), candidate.ref.id(), detail.kind(), detail.text(), candidate.score,
                new ArrayList<>(candidate.angles), detail.externalId() == null ? List.of() : List.of(detail.externalId()),
                detail.at(), detail.candidate());
    }

    /** The parts of a fused score, kept apart for the reranker. */
    static final int PERSON = 0;
    static final int SUBJECT = 1;
    static final int MEANING = 2;
    static final int TIMES_AROUND = 3;
    static final int OWN_RELATION = 4;
    static final int SECOND_LOOK = 5;
    static final int RELATION_NAMES = 6;
    static final int KIND_THINGS = 7;
    static final int COHERENCE = 8;
    static final int NEWS_OPENED = 9;

    static final class Fused {
        final Ref ref;
        /** Its row in the user's corpus, -1 when the corpus does not hold it (changed meanwhile). */
        final int doc;
        final Set<Angle> angles = EnumSet.noneOf(Angle.class);
        final double[] parts = new double[NEWS_OPENED + 1];
        double score;

        void add(int part, double value) {
            score += value;
            parts[part] += value;
        }

        Fused(Ref ref, int doc) {
            this.ref = ref;
            this.doc = doc;
        }

        Ref ref() {
            return ref;
        }

        double score() {
            return score;
        }
    }
}
