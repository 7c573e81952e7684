package io.souvenir.memory.knowledge;

import io.souvenir.memory.knowledge.SourceIndex.Searched;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.MultiReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.FuzzyTermsEnum;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.util.BytesRef;
import java.util.Map;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Matches;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.document.LongPoint;

/**
 * Searches a user's sources. Each word of the question is one disjunction (the best of: the word
 * in a field, its stem, a typo of it, a lexicon expansion of it), weighted by the field it
 * matched in; the question's words add up. Recency re-ranks the best candidates; expired
 * documents are left out and old ones flagged stale.
 */
public final class KnowledgeIndex {

    /** Candidates re-ranked by recency before the best k are kept. */
    static final int CANDIDATES = 100;
    private static final double STEM_WEIGHT = 0.9;
    private static final double TYPO_WEIGHT = 0.6;
    private static final int TYPO_EXPANSIONS = 10;
    private static final double DAY_MILLIS = 86_400_000d;

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
            List<Query> concepts = concepts(all, question, ranking);
            Query query = searcher.rewrite(query(concepts, type, now));
            ScoreDoc[] candidates = searcher.search(query, CANDIDATES).scoreDocs;
            List<LeafReaderContext> leaves = all.leaves();
            double[] coverage = coverage(searcher, ranking.coverage() ? concepts : List.of(), candidates, leaves);
            List<Ranked> ranked = new ArrayList<>(candidates.length);
            for (int c = 0; c < candidates.length; c++) {
                ScoreDoc candidate = candidates[c];
                int leafIndex = ReaderUtil.subIndex(candidate.doc, leaves);
                LeafReaderContext leaf = leaves.get(leafIndex);
                NumericDocValues ords = DocValues.getNumeric(leaf.reader(), SourceIndex.ORD);
                int inLeaf = candidate.doc - leaf.docBase;
                ords.advanceExact(inLeaf);
                KnowledgeDocument document = owners.get(leafIndex).document((int) ords.longValue());
                double ageDays = Math.max(0, (now.toEpochMilli() - document.updatedAt().toInstant().toEpochMilli()) / DAY_MILLIS);
                double recency = Math.pow(2, -ageDays / Math.max(1, ranking.recencyHalfLife().toDays()));
                ranked.add(new Ranked(document, candidate.score * coverage[c] * (1 + ranking.recencyWeight() * recency), leaf, inLeaf));
            }
            ranked.sort(Comparator.comparingDouble(Ranked::score).reversed());
            Weight matcher = null;
            List<KnowledgeHit> hits = new ArrayList<>(Math.min(k, ranked.size()));
            Set<String> seen = new HashSet<>();
            Instant staleBefore = now.minus(staleAfter);
            for (Ranked candidate : ranked) {
                if (hits.size() == k) {
                    break;
                }
                // the same document in two sources (notes pulled into a folder that is indexed too) comes once
                if (!seen.add(candidate.document().contentHash())) {
                    continue;
                }
                if (matcher == null) {
                    matcher = searcher.createWeight(query, ScoreMode.COMPLETE_NO_SCORES, 1);
                }
                hits.add(new KnowledgeHit(candidate.document(), Math.round(candidate.score() * 1000) / 1000d,
                        candidate.document().updatedAt().toInstant().isBefore(staleBefore),
                        fields(matcher.matches(candidate.leaf(), candidate.inLeaf()))));
            }
            return hits;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Ranked(KnowledgeDocument document, double score, LeafReaderContext leaf, int inLeaf) {
    }

    /** The question's words add up, each one counting once; expired documents and other types are left out. */
    static Query query(List<Query> concepts, String type, Instant now) {
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        for (Query concept : concepts) {
            words.add(concept, Occur.SHOULD);
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder().add(words.build(), Occur.MUST);
        // expired documents (project state past its expiry) are no longer returned
        query.add(LongPoint.newRangeQuery(SourceIndex.EXPIRES, Long.MIN_VALUE, now.toEpochMilli()), Occur.MUST_NOT);
        if (type != null) {
            query.add(new TermQuery(new Term(SourceIndex.TYPE, type)), Occur.FILTER);
        }
        return query.build();
    }

    /**
     * The share of the question's words each candidate matched, squared (a document that has every
     * word the question asks for beats one that has some of them more often): the candidates'
     * scores are multiplied by it.
     */
    private static double[] coverage(IndexSearcher searcher, List<Query> concepts, ScoreDoc[] candidates, List<LeafReaderContext> leaves)
            throws IOException {
        double[] coverage = new double[candidates.length];
        if (concepts.size() <= 1) {
            java.util.Arrays.fill(coverage, 1);
            return coverage;
        }
        Integer[] byDoc = new Integer[candidates.length];
        for (int i = 0; i < byDoc.length; i++) {
            byDoc[i] = i;
        }
        java.util.Arrays.sort(byDoc, Comparator.comparingInt(i -> candidates[i].doc));
        int[] matched = new int[candidates.length];
        for (Query concept : concepts) {
            Weight weight = searcher.createWeight(searcher.rewrite(concept), ScoreMode.COMPLETE_NO_SCORES, 1);
            int leafIndex = -1;
            org.apache.lucene.search.DocIdSetIterator docs = null;
            for (int i : byDoc) {
                int doc = candidates[i].doc;
                int at = ReaderUtil.subIndex(doc, leaves);
                if (at != leafIndex) {
                    leafIndex = at;
                    org.apache.lucene.search.Scorer scorer = weight.scorer(leaves.get(at));
                    docs = scorer == null ? null : scorer.iterator();
                }
                int inLeaf = doc - leaves.get(at).docBase;
                if (docs != null && docs.docID() < inLeaf) {
                    docs.advance(inLeaf);
                }
                if (docs != null && docs.docID() == inLeaf) {
                    matched[i]++;
                }
            }
        }
        for (int i = 0; i < candidates.length; i++) {
            double share = matched[i] / (double) concepts.size();
            coverage[i] = share * share;
        }
        return coverage;
    }

    /** One disjunction per word of the question: the best of the word in a field, its stems, its typos, its expansions. */
    static List<Query> concepts(IndexReader reader, Question question, Ranking ranking) throws IOException {
        List<Query> concepts = new ArrayList<>();
        for (Question.Concept concept : question.concepts()) {
            List<Query> ways = new ArrayList<>();
            Searched[] fields = Searched.values();
            int allowed = ranking.typos() ? Typos.allowed(concept.word()) : 0;
            List<String> typos = allowed > 0 ? typos(reader, concept.word(), allowed) : List.of();
            for (int f = 0; f < fields.length; f++) {
                double weight = ranking.fieldWeights()[f] * concept.weight();
                addWord(ways, fields[f], concept.word(), weight, ranking);
                for (String typo : typos) {
                    ways.add(boost(new TermQuery(new Term(fields[f].name, typo)), weight * TYPO_WEIGHT));
                }
                for (String alternative : concept.alternatives()) {
                    addWord(ways, fields[f], alternative, weight * Question.EXPANSION_WEIGHT, ranking);
                }
            }
            concepts.add(new DisjunctionMaxQuery(ways, 0.1f));
        }
        return concepts;
    }

    private static void addWord(List<Query> ways, Searched field, String word, double weight, Ranking ranking) {
        ways.add(boost(new TermQuery(new Term(field.name, word)), weight));
        if (ranking.stems()) {
            for (String stem : Words.stems(word)) {
                ways.add(boost(new TermQuery(new Term(field.stems, stem)), weight * STEM_WEIGHT));
            }
        }
    }

    /**
     * The words of the user's documents within {@code allowed} edits of {@code word} (a swap of two
     * letters is one), fewest edits first: looked up once in the vocabulary field, then searched
     * in every field like the word itself.
     */
    static List<String> typos(IndexReader reader, String word, int allowed) throws IOException {
        Terms vocabulary = MultiTerms.getTerms(reader, SourceIndex.VOCABULARY);
        if (vocabulary == null) {
            return List.of();
        }
        FuzzyTermsEnum near = new FuzzyTermsEnum(vocabulary, new Term(SourceIndex.VOCABULARY, word), allowed, 0, true);
        List<Map.Entry<String, Float>> found = new ArrayList<>();
        for (BytesRef term = near.next(); term != null; term = near.next()) {
            String typo = term.utf8ToString();
            if (!typo.equals(word)) {
                found.add(Map.entry(typo, near.getBoost()));
            }
        }
        found.sort(Map.Entry.<String, Float>comparingByValue().reversed());
        return found.stream().limit(TYPO_EXPANSIONS).map(Map.Entry::getKey).toList();
    }

    private static Query boost(Query query, double weight) {
        return weight == 1 ? query : new BoostQuery(query, (float) weight);
    }

    /** The fields a document matched in, strongest first (a stem match counts for its field). */
    private static List<String> fields(Matches matches) {
        if (matches == null) {
            return List.of();
        }
        Set<String> matched = new HashSet<>();
        for (String field : matches) {
            matched.add(field.endsWith("_s") ? field.substring(0, field.length() - 2) : field);
        }
        List<String> fields = new ArrayList<>();
        for (Searched field : Searched.values()) {
            if (matched.contains(field.name)) {
                fields.add(field.name);
            }
        }
        return fields;
    }
}
