package io.souvenir.memory.knowledge;

import io.souvenir.memory.knowledge.SourceIndex.Searched;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.MultiReader;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.automaton.CompiledAutomaton;
import org.apache.lucene.util.automaton.LevenshteinAutomata;

/**
 * Searches a user's sources. Each word of the question is one disjunction (the best of: the word
 * in a field, its stem, a typo of it, a lexicon expansion of it), weighted by the field it
 * matched in; the question's words add up. The best candidates are then re-ranked by the share of
 * the question's words they have and by recency; expired documents are left out and old ones
 * flagged stale.
 */
public final class KnowledgeIndex {

    /** Candidates re-ranked by recency before the best k are kept. */
    static final int CANDIDATES = 100;
    private static final double STEM_WEIGHT = 0.9;
    private static final double TYPO_WEIGHT = 0.6;
    private static final int TYPO_EXPANSIONS = 10;
    private static final double DAY_MILLIS = 86_400_000d;

    /** One way a word of the question may be found: a term of one indexed field, with its weight. */
    record Way(String field, String term, double weight) {
    }

    private KnowledgeIndex() {
    }

    /**
     * The k best documents of {@code sources} for the question ({@code type}: only documents of that
     * type, when given), as of {@code now}.
     */
    public static List<KnowledgeHit> search(List<SourceIndex> sources, Question question, int k, String type, Ranking ranking,
            Duration staleAfter, Instant now) {
        if (question.concepts().isEmpty() || sources.isEmpty()) {
            return List.of();
        }
        List<SourceIndex> owners = new ArrayList<>();
        List<IndexReader> readers = new ArrayList<>();
        for (SourceIndex source : sources) {
            readers.add(source.reader());
            for (int leaf = 0; leaf < source.reader().leaves().size(); leaf++) {
                owners.add(source);
            }
        }
        try (MultiReader all = new MultiReader(readers.toArray(IndexReader[]::new), false)) {
            IndexSearcher searcher = new IndexSearcher(all);
            // every question is new: caching its clauses costs more than it saves
            searcher.setQueryCache(null);
            List<List<Way>> concepts = concepts(all, question, ranking);
            BitSet counted = counted(question);
            ScoreDoc[] candidates = searcher.search(query(concepts, type, now), CANDIDATES).scoreDocs;
            List<LeafReaderContext> leaves = all.leaves();
            Matched matched = matched(leaves, candidates, concepts);
            List<Ranked> ranked = new ArrayList<>(candidates.length);
            for (int c = 0; c < candidates.length; c++) {
                ScoreDoc candidate = candidates[c];
                int leafIndex = ReaderUtil.subIndex(candidate.doc, leaves);
                LeafReaderContext leaf = leaves.get(leafIndex);
                NumericDocValues ords = DocValues.getNumeric(leaf.reader(), SourceIndex.ORD);
                ords.advanceExact(candidate.doc - leaf.docBase);
                KnowledgeDocument document = owners.get(leafIndex).document((int) ords.longValue());
                double ageDays = Math.max(0, (now.toEpochMilli() - document.updatedAt().toInstant().toEpochMilli()) / DAY_MILLIS);
                double recency = Math.pow(2, -ageDays / Math.max(1, ranking.recencyHalfLife().toDays()));
                double coverage = ranking.coverage() ? matched.coverage(c, counted) : 1;
                ranked.add(new Ranked(document, candidate.score * coverage * (1 + ranking.recencyWeight() * recency), matched.fields(c)));
            }
            ranked.sort(Comparator.comparingDouble(Ranked::score).reversed());
            List<KnowledgeHit> hits = new ArrayList<>(Math.min(k, ranked.size()));
            Set<String> seen = new HashSet<>();
            Instant staleBefore = now.minus(staleAfter);
            for (Ranked candidate : ranked) {
                if (hits.size() == k) {
                    break;
                }
                // the same document in two sources (notes pulled into a folder that is indexed too) comes once
                if (seen.add(candidate.document().contentHash())) {
                    hits.add(new KnowledgeHit(candidate.document(), Math.round(candidate.score() * 1000) / 1000d,
                            candidate.document().updatedAt().toInstant().isBefore(staleBefore), candidate.fields()));
                }
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Ranked(KnowledgeDocument document, double score, List<String> fields) {
    }

    /**
     * The question's words the coverage counts: a single Chinese character left alone by the
     * segmentation (不, 加, 改) is searched but not required, as it is seldom a word on its own;
     * every word when the question has nothing else.
     */
    private static BitSet counted(Question question) {
        BitSet counted = new BitSet();
        for (int concept = 0; concept < question.concepts().size(); concept++) {
            String word = question.concepts().get(concept).word();
            if (!(Words.isChinese(word) && Words.letters(word) == 1)) {
                counted.set(concept);
            }
        }
        if (counted.isEmpty()) {
            counted.set(0, question.concepts().size());
        }
        return counted;
    }

    /** The question's words add up, each one counting once; expired documents and other types are left out. */
    static Query query(List<List<Way>> concepts, String type, Instant now) {
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        for (List<Way> concept : concepts) {
            List<Query> ways = new ArrayList<>(concept.size());
            for (Way way : concept) {
                TermQuery term = new TermQuery(new Term(way.field(), way.term()));
                ways.add(way.weight() == 1 ? term : new BoostQuery(term, (float) way.weight()));
            }
            words.add(new DisjunctionMaxQuery(ways, 0.1f), Occur.SHOULD);
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder().add(words.build(), Occur.MUST);
        // expired documents (project state past its expiry) are no longer returned
        query.add(LongPoint.newRangeQuery(SourceIndex.EXPIRES, Long.MIN_VALUE, now.toEpochMilli()), Occur.MUST_NOT);
        if (type != null) {
            query.add(new TermQuery(new Term(SourceIndex.TYPE, type)), Occur.FILTER);
        }
        return query.build();
    }

    /** Which of the question's words each candidate has, and in which fields. */
    private record Matched(BitSet[] words, int[] fields) {

        /**
         * The share of the question's words the candidate has, squared (a document that has every
         * word the question asks for beats one that has some of them more often).
         */
        double coverage(int candidate, BitSet counted) {
            if (counted.cardinality() <= 1) {
                return 1;
            }
            BitSet had = (BitSet) words[candidate].clone();
            had.and(counted);
            double share = had.cardinality() / (double) counted.cardinality();
            return share * share;
        }

        /** The fields the candidate matched in, strongest first (a stem match counts for its field). */
        List<String> fields(int candidate) {
            List<String> matched = new ArrayList<>();
            for (Searched field : Searched.values()) {
                if ((fields[candidate] & (1 << field.ordinal())) != 0) {
                    matched.add(field.name);
                }
            }
            return matched;
        }
    }

    /**
     * One pass over the candidates in document order: each distinct term the question is looked for
     * with is sought once per segment, and its postings advanced to the candidates.
     */
    private static Matched matched(List<LeafReaderContext> leaves, ScoreDoc[] candidates, List<List<Way>> concepts) throws IOException {
        int n = candidates.length;
        BitSet[] words = new BitSet[n];
        int[] fields = new int[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            words[i] = new BitSet(concepts.size());
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt(i -> candidates[i].doc));
        // field -> term -> the words of the question it stands for
        Map<String, Map<BytesRef, BitSet>> terms = new HashMap<>();
        for (int c = 0; c < concepts.size(); c++) {
            for (Way way : concepts.get(c)) {
                terms.computeIfAbsent(way.field(), field -> new HashMap<>()).computeIfAbsent(new BytesRef(way.term()), term -> new BitSet())
                        .set(c);
            }
        }
        PostingsEnum postings = null;
        for (int start = 0; start < n; ) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(candidates[order[start]].doc, leaves));
            int end = start;
            while (end < n && candidates[order[end]].doc < leaf.docBase + leaf.reader().maxDoc()) {
                end++;
            }
            for (Map.Entry<String, Map<BytesRef, BitSet>> field : terms.entrySet()) {
                Terms indexed = leaf.reader().terms(field.getKey());
                if (indexed == null) {
                    continue;
                }
                int fieldBit = 1 << Searched.of(field.getKey()).ordinal();
                TermsEnum seek = indexed.iterator();
                for (Map.Entry<BytesRef, BitSet> term : field.getValue().entrySet()) {
                    if (!seek.seekExact(term.getKey())) {
                        continue;
                    }
                    postings = seek.postings(postings, PostingsEnum.NONE);
                    for (int i = start; i < end; i++) {
                        int target = candidates[order[i]].doc - leaf.docBase;
                        int doc = postings.docID() < target ? postings.advance(target) : postings.docID();
                        if (doc == DocIdSetIterator.NO_MORE_DOCS) {
                            break;
                        }
                        if (doc == target) {
                            words[order[i]].or(term.getValue());
                            fields[order[i]] |= fieldBit;
                        }
                    }
                }
            }
            start = end;
        }
        return new Matched(words, fields);
    }

    /** For each word of the question, the ways it may be found: the word in a field, its stems, its typos, its expansions. */
    static List<List<Way>> concepts(IndexReader reader, Question question, Ranking ranking) throws IOException {
        List<List<Way>> concepts = new ArrayList<>();
        for (Question.Concept concept : question.concepts()) {
            List<Way> ways = new ArrayList<>();
            Searched[] fields = Searched.values();
            int allowed = ranking.typos() ? Typos.allowed(concept.word()) : 0;
            List<String> typos = allowed > 0 ? typos(reader, concept.word(), allowed) : List.of();
            for (int f = 0; f < fields.length; f++) {
                double weight = ranking.fieldWeights()[f] * concept.weight();
                ways.add(new Way(fields[f].name, concept.word(), weight));
                if (ranking.stems()) {
                    addStems(ways, fields[f], concept.word(), weight * STEM_WEIGHT, true);
                }
                for (String typo : typos) {
                    ways.add(new Way(fields[f].name, typo, weight * TYPO_WEIGHT));
                }
                for (String alternative : concept.alternatives()) {
                    // an expansion is looked for by its stems only: a document with the word has its stems too
                    double expansion = weight * Question.EXPANSION_WEIGHT;
                    if (ranking.stems()) {
                        addStems(ways, fields[f], alternative, expansion, false);
                    } else {
                        ways.add(new Way(fields[f].name, alternative, expansion));
                    }
                }
            }
            concepts.add(ways);
        }
        return concepts;
    }

    /** The word's stems, in the field's stems (a Chinese word is its own stem: nothing to add when it is looked for as it is). */
    private static void addStems(List<Way> ways, Searched field, String word, double weight, boolean lookedForAsItIs) {
        if (lookedForAsItIs && Words.isChinese(word)) {
            return;
        }
        for (String stem : Words.stems(word)) {
            ways.add(new Way(field.stems, stem, weight));
        }
    }

    /**
     * The words of the user's documents within {@code allowed} edits of {@code word} (a swap of two
     * letters is one), fewest edits first, when the documents do not hold the word itself: looked
     * up once in the vocabulary field (one automaton for the allowance), then searched in every
     * field like the word itself.
     */
    static List<String> typos(IndexReader reader, String word, int allowed) throws IOException {
        Terms vocabulary = MultiTerms.getTerms(reader, SourceIndex.VOCABULARY);
        // a word the documents hold as it is is no typo: looking for its neighbours would cost the most and find the least
        if (vocabulary == null || vocabulary.iterator().seekExact(new BytesRef(word))) {
            return List.of();
        }
        CompiledAutomaton near = new CompiledAutomaton(new LevenshteinAutomata(word, true).toAutomaton(allowed), true, false);
        List<Map.Entry<String, Integer>> found = new ArrayList<>();
        TermsEnum terms = near.getTermsEnum(vocabulary);
        for (BytesRef term = terms.next(); term != null; term = terms.next()) {
            String typo = term.utf8ToString();
            if (!typo.equals(word)) {
                found.add(Map.entry(typo, Lexicon.edits(word, typo)));
            }
        }
        found.sort(Map.Entry.comparingByValue());
        return found.stream().limit(TYPO_EXPANSIONS).map(Map.Entry::getKey).toList();
    }
}
