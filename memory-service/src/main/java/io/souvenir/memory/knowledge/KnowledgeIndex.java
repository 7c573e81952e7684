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
import org.apache.lucene.search.FuzzyQuery;
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
    private static final int TYPO_EXPANSIONS = 20;
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
            Query query = searcher.rewrite(query(question, type, ranking, now));
            ScoreDoc[] candidates = searcher.search(query, CANDIDATES).scoreDocs;
            List<LeafReaderContext> leaves = all.leaves();
            List<Ranked> ranked = new ArrayList<>(candidates.length);
            for (ScoreDoc candidate : candidates) {
                int leafIndex = ReaderUtil.subIndex(candidate.doc, leaves);
                LeafReaderContext leaf = leaves.get(leafIndex);
                NumericDocValues ords = DocValues.getNumeric(leaf.reader(), SourceIndex.ORD);
                int inLeaf = candidate.doc - leaf.docBase;
                ords.advanceExact(inLeaf);
                KnowledgeDocument document = owners.get(leafIndex).document((int) ords.longValue());
                double ageDays = Math.max(0, (now.toEpochMilli() - document.updatedAt().toInstant().toEpochMilli()) / DAY_MILLIS);
                double recency = Math.pow(2, -ageDays / Math.max(1, ranking.recencyHalfLife().toDays()));
                ranked.add(new Ranked(document, candidate.score * (1 + ranking.recencyWeight() * recency), leaf, inLeaf));
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

    static Query query(Question question, String type, Ranking ranking, Instant now) {
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        for (Question.Concept concept : question.concepts()) {
            List<Query> ways = new ArrayList<>();
            Searched[] fields = Searched.values();
            for (int f = 0; f < fields.length; f++) {
                double weight = ranking.fieldWeights()[f] * concept.weight();
                addWord(ways, fields[f], concept.word(), weight, ranking, ranking.typos());
                for (String alternative : concept.alternatives()) {
                    addWord(ways, fields[f], alternative, weight * Question.EXPANSION_WEIGHT, ranking, false);
                }
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

    private static void addWord(List<Query> ways, Searched field, String word, double weight, Ranking ranking, boolean typos) {
        ways.add(boost(new TermQuery(new Term(field.name, word)), weight));
        if (ranking.stems()) {
            for (String stem : Words.stems(word)) {
                ways.add(boost(new TermQuery(new Term(field.stems, stem)), weight * STEM_WEIGHT));
            }
        }
        int allowed = typos ? Typos.allowed(word) : 0;
        if (allowed > 0) {
            ways.add(boost(new FuzzyQuery(new Term(field.name, word), allowed, 0, TYPO_EXPANSIONS, true), weight * TYPO_WEIGHT));
        }
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
