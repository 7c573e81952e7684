package io.souvenir.memory.search;

import io.souvenir.memory.search.HitType.Ref;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The second stage of the search: small regression trees, summed, that score each of the fused ranking's best
 * candidates from the signals the search already has ({@link #FEATURES}: each angle's share, the row's own words and
 * meaning, how much of the question it holds, its neighbours', its speaker, time and number words against the
 * question's kind, its place in its sitting), to reorder them. They are learned offline on the development
 * conversations (bench's {@code RerankerTraining}: gradient boosting on pairs, an evidence turn against a turn that is
 * not among one question's candidates, the pairs that cross the tenth place counting most) and shipped as a resource
 * ({@link #WEIGHTS}); the same features give the same order. Trees beat a pairwise logistic regression on the same
 * features when one development pair was left out (0.732 against 0.722 recall@10): "a short line counts when the
 * question asks when" is a product of signals, not a sum.
 */
public final class Reranker {

    /**
     * The shipped trees: one node a line, tab-separated: its tree, its feature's name ("-" for a leaf), the threshold
     * (a value under it goes left), its left and right children's lines in the tree (0 the tree's root), its value.
     */
    public static final String WEIGHTS = "/search/reranker.tsv";

    public static final List<String> FEATURES = List.of(
            "fused", "rank", "person", "subject", "meaning", "times-around", "own-relation", "second-look", "relation-names",
            "kind-things", "coherence", "words", "coverage", "cosine", "previous-words", "next-words", "previous-cosine",
            "next-cosine", "says-alone", "length", "asks", "answers", "says-time", "when-says-time", "said-then",
            "says-number", "how-many-says-number", "speaker-named", "other-speaker", "names", "sitting-start", "place",
            "memory", "french-cosine", "french-coverage", "french-words", "opinion-cosine", "opinion-coverage",
            "opinion-rank", "why-cosine", "when-cosine", "when-coverage", "neighbour-among-best", "neighbour-coverage",
            "margin-to-tenth", "meaning-rank", "words-rank", "sitting-of-best", "and-coherence", "news-opened",
            "when-says-day-from-now");

    /** What the search hands a recorder: one question's candidates, best first by the fused score, and their features. */
    public interface Recorder {
        void record(String question, List<Ref> candidates, double[][] features);
    }

    /** One tree, its nodes in arrays: a leaf has feature -1. */
    private record Tree(int[] feature, double[] threshold, int[] left, int[] right, double[] value) {

        double eval(double[] x) {
            int node = 0;
            while (feature[node] >= 0) {
                node = x[feature[node]] < threshold[node] ? left[node] : right[node];
            }
            return value[node];
        }
    }

    private final List<Tree> trees;

    private Reranker(List<Tree> trees) {
        this.trees = trees;
    }

    /** The trees shipped with the service. */
    public static Reranker shipped() {
        try (InputStream in = Reranker.class.getResourceAsStream(WEIGHTS)) {
            if (in == null) {
                throw new IllegalStateException("missing " + WEIGHTS);
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The trees {@code tsv} holds, as {@link #tsv()} writes them. */
    public static Reranker read(String tsv) {
        try {
            Map<Integer, List<String[]>> nodes = new java.util.TreeMap<>();
            try (BufferedReader lines = new BufferedReader(new java.io.StringReader(tsv))) {
                lines.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).map(line -> line.split("\t"))
                        .forEach(fields -> nodes.computeIfAbsent(Integer.parseInt(fields[0]), t -> new ArrayList<>()).add(fields));
            }
            List<Tree> trees = new ArrayList<>();
            for (List<String[]> tree : nodes.values()) {
                int n = tree.size();
                Tree read = new Tree(new int[n], new double[n], new int[n], new int[n], new double[n]);
                for (int i = 0; i < n; i++) {
                    String[] fields = tree.get(i);
                    int feature = fields[1].equals("-") ? -1 : FEATURES.indexOf(fields[1]);
                    if (feature < 0 && !fields[1].equals("-")) {
                        throw new IllegalStateException(WEIGHTS + " names a feature the search does not compute: " + fields[1]);
                    }
                    read.feature()[i] = feature;
                    read.threshold()[i] = Double.parseDouble(fields[2]);
                    read.left()[i] = Integer.parseInt(fields[3]);
                    read.right()[i] = Integer.parseInt(fields[4]);
                    read.value()[i] = Double.parseDouble(fields[5]);
                }
                trees.add(read);
            }
            return new Reranker(trees);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The score of a candidate with these features; only its order among one question's candidates matters. */
    public double score(double[] features) {
        double score = 0;
        for (Tree tree : trees) {
            score += tree.eval(features);
        }
        return score;
    }

    public int size() {
        return trees.size();
    }

    /** The trees as {@link #WEIGHTS} holds them. */
    public String tsv() {
        StringBuilder tsv = new StringBuilder("# tree\tfeature\tthreshold\tleft\tright\tvalue (written by ./souvenir bench conversations"
                + " --train-reranker from the development conversations)\n");
        for (int t = 0; t < trees.size(); t++) {
            Tree tree = trees.get(t);
            for (int i = 0; i < tree.feature().length; i++) {
                // every digit of a double: a candidate at a threshold goes the same way as in training
                tsv.append(t).append('\t').append(tree.feature()[i] < 0 ? "-" : FEATURES.get(tree.feature()[i])).append('\t')
                        .append(tree.threshold()[i]).append('\t').append(tree.left()[i]).append('\t').append(tree.right()[i])
                        .append('\t').append(tree.value()[i]).append('\n');
            }
        }
        return tsv.toString();
    }

    /** One question's candidates: their features and which are evidence. */
    public record Example(double[][] features, boolean[] relevant) {
    }

    /**
     * How the trees are grown: how many, each one's share, how deep, the fewest candidates a leaf holds. 200 trees rather
     * than 100: with each development pair left out of training, the 25 conversations besides fr-13/en-13 went 0.721 →
     * 0.729 on their recorded candidates (open-domain 0.518 → 0.529, multi-hop 0.620 → 0.639); deeper trees (4) or more
     * signals about the lines around a turn gained less and took open-domain down.
     */
    public record Growth(int trees, double rate, int depth, int smallestLeaf) {

        public static final Growth DEFAULT = new Growth(200, 0.1, 3, 50);
    }

    /** Values of a feature are cut into at most this many bins, at the training set's quantiles. */
    private static final int BINS = 32;
    /** How much a pair whose two candidates sit on the same side of the tenth place counts: a swap there changes no recall@10. */
    private static final double SAME_SIDE = 0.1;

    /**
     * Gradient-boosted regression trees on pairs (RankNet's gradient, Newton leaf values): for each question, every
     * evidence candidate against every other one, each question counting alike, the pairs across the tenth place of
     * the current ranking fully and the others {@link #SAME_SIDE}. Deterministic: the same examples give the same trees.
     */
    public static Reranker train(List<Example> examples, Growth growth) {
        int f = FEATURES.size();
        List<double[]> rows = new ArrayList<>();
        List<Boolean> relevant = new ArrayList<>();
        List<int[]> questions = new ArrayList<>();
        for (Example example : examples) {
            int from = rows.size();
            for (int i = 0; i < example.features().length; i++) {
                rows.add(example.features()[i]);
                relevant.add(example.relevant()[i]);
            }
            questions.add(new int[] {from, rows.size()});
        }
        int n = rows.size();
        double[][] cuts = new double[f][];
        for (int j = 0; j < f; j++) {
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                values[i] = rows.get(i)[j];
            }
            java.util.Arrays.sort(values);
            java.util.TreeSet<Double> at = new java.util.TreeSet<>();
            for (int b = 1; b < BINS && n > 0; b++) {
                at.add(values[(int) ((long) b * n / BINS)]);
            }
            cuts[j] = at.stream().mapToDouble(Double::doubleValue).toArray();
        }
        byte[][] bins = new byte[n][f];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < f; j++) {
                bins[i][j] = (byte) binOf(cuts[j], rows.get(i)[j]);
            }
        }
        double[] score = new double[n];
        List<Tree> trees = new ArrayList<>();
        for (int t = 0; t < growth.trees(); t++) {
            double[] g = new double[n];
            double[] h = new double[n];
            for (int[] question : questions) {
                gradients(question[0], question[1], relevant, score, g, h);
            }
            List<int[]> nodes = new ArrayList<>();
            List<Double> values = new ArrayList<>();
            int[] all = new int[n];
            for (int i = 0; i < n; i++) {
                all[i] = i;
            }
            grow(all, g, h, bins, cuts, growth, growth.depth(), nodes, values);
            int size = nodes.size();
            Tree tree = new Tree(new int[size], new double[size], new int[size], new int[size], new double[size]);
            for (int i = 0; i < size; i++) {
                int[] node = nodes.get(i);
                tree.feature()[i] = node[0];
                tree.threshold()[i] = node[0] < 0 ? 0 : cuts[node[0]][node[1]];
                tree.left()[i] = node[2];
                tree.right()[i] = node[3];
                tree.value()[i] = growth.rate() * values.get(i);
            }
            trees.add(tree);
            for (int i = 0; i < n; i++) {
                score[i] += tree.eval(rows.get(i));
            }
        }
        return new Reranker(trees);
    }

    private static void gradients(int from, int to, List<Boolean> relevant, double[] score, double[] g, double[] h) {
        int positives = 0;
        for (int i = from; i < to; i++) {
            positives += relevant.get(i) ? 1 : 0;
        }
        int negatives = to - from - positives;
        if (positives == 0 || negatives == 0) {
            return;
        }
        Integer[] order = new Integer[to - from];
        for (int i = 0; i < order.length; i++) {
            order[i] = from + i;
        }
        java.util.Arrays.sort(order, (a, b) -> score[a] != score[b] ? Double.compare(score[b], score[a]) : Integer.compare(a, b));
        int[] rank = new int[to - from];
        for (int i = 0; i < order.length; i++) {
            rank[order[i] - from] = i;
        }
        double each = 1.0 / (positives * negatives);
        for (int p = from; p < to; p++) {
            if (!relevant.get(p)) {
                continue;
            }
            for (int q = from; q < to; q++) {
                if (relevant.get(q)) {
                    continue;
                }
                double weight = each * ((rank[p - from] < 10) != (rank[q - from] < 10) ? 1 : SAME_SIDE);
                double rho = 1 / (1 + Math.exp(score[p] - score[q]));
                g[p] -= weight * rho;
                g[q] += weight * rho;
                double curvature = weight * rho * (1 - rho);
                h[p] += curvature;
                h[q] += curvature;
            }
        }
    }

    /** Adds the node of {@code rows} and its children to {@code nodes} ({feature, bin, left, right}); returns its line. */
    private static int grow(int[] rows, double[] g, double[] h, byte[][] bins, double[][] cuts, Growth growth, int depth,
            List<int[]> nodes, List<Double> values) {
        double gradient = 0;
        double curvature = 0;
        for (int i : rows) {
            gradient += g[i];
            curvature += h[i];
        }
        int at = nodes.size();
        nodes.add(new int[] {-1, 0, 0, 0});
        values.add(-gradient / (curvature + 1e-3));
        if (depth == 0 || rows.length < 2 * growth.smallestLeaf()) {
            return at;
        }
        double base = gradient * gradient / (curvature + 1e-3);
        double bestGain = 0;
        int bestFeature = -1;
        int bestBin = -1;
        for (int j = 0; j < cuts.length; j++) {
            double[] gs = new double[BINS + 1];
            double[] hs = new double[BINS + 1];
            int[] counts = new int[BINS + 1];
            for (int i : rows) {
                int b = bins[i][j];
                gs[b] += g[i];
                hs[b] += h[i];
                counts[b]++;
            }
            double gl = 0;
            double hl = 0;
            int cl = 0;
            for (int b = 0; b < cuts[j].length; b++) {
                gl += gs[b];
                hl += hs[b];
                cl += counts[b];
                if (cl < growth.smallestLeaf() || rows.length - cl < growth.smallestLeaf()) {
                    continue;
                }
                double gain = gl * gl / (hl + 1e-3) + (gradient - gl) * (gradient - gl) / (curvature - hl + 1e-3) - base;
                if (gain > bestGain) {
                    bestGain = gain;
                    bestFeature = j;
                    bestBin = b;
                }
            }
        }
        if (bestFeature < 0) {
            return at;
        }
        int feature = bestFeature;
        int bin = bestBin;
        // bin b holds the values from cuts[b - 1] to under cuts[b]: "bin <= b" is "value < cuts[b]"
        int[] left = java.util.Arrays.stream(rows).filter(i -> bins[i][feature] <= bin).toArray();
        int[] right = java.util.Arrays.stream(rows).filter(i -> bins[i][feature] > bin).toArray();
        int leftAt = grow(left, g, h, bins, cuts, growth, depth - 1, nodes, values);
        int rightAt = grow(right, g, h, bins, cuts, growth, depth - 1, nodes, values);
        nodes.set(at, new int[] {feature, bin, leftAt, rightAt});
        return at;
    }

    /** How many cuts are at or under the value: its bin. */
    private static int binOf(double[] cuts, double value) {
        int low = 0;
        int high = cuts.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (value < cuts[middle]) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return low;
    }
}
