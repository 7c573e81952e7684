package io.souvenir.memory.search;

import io.souvenir.memory.search.HitType.Ref;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The second stage of the search: a linear model that scores each of the fused ranking's best candidates from the
 * signals the search already has ({@link #FEATURES}: each angle's share, the row's own words and meaning, how much of
 * the question it holds, its neighbours', its speaker, time and number words against the question's kind, its place
 * in its sitting), to reorder them. Its weights are learned offline on the development conversations (bench's
 * {@code ConversationRecall}, pairwise logistic regression: an evidence turn should outscore a turn that is not, among
 * one question's candidates) and shipped as a resource ({@link #WEIGHTS}); the same features give the same order.
 */
public final class Reranker {

    /** The shipped weights: one feature a line, its name, a tab, its mean, a tab, its scale, a tab, its weight. */
    public static final String WEIGHTS = "/search/reranker.tsv";

    public static final List<String> FEATURES = List.of(
            "fused", "rank", "person", "subject", "meaning", "times-around", "own-relation", "second-look", "relation-names",
            "kind-things", "coherence", "words", "coverage", "cosine", "previous-words", "next-words", "previous-cosine",
            "next-cosine", "says-alone", "length", "asks", "answers", "says-time", "when-says-time", "said-then",
            "says-number", "how-many-says-number", "speaker-named", "other-speaker", "names", "sitting-start", "place",
            "memory", "french-cosine", "french-coverage", "french-words", "opinion-cosine", "opinion-coverage",
            "opinion-rank", "why-cosine", "when-cosine", "when-coverage", "neighbour-among-best", "neighbour-coverage");

    /** What the search hands a recorder: one question's candidates, best first by the fused score, and their features. */
    public interface Recorder {
        void record(String question, List<Ref> candidates, double[][] features);
    }

    private final double[] mean;
    private final double[] scale;
    private final double[] weights;

    private Reranker(double[] mean, double[] scale, double[] weights) {
        this.mean = mean;
        this.scale = scale;
        this.weights = weights;
    }

    /** The weights shipped with the service. */
    public static Reranker shipped() {
        try (InputStream in = Reranker.class.getResourceAsStream(WEIGHTS)) {
            if (in == null) {
                throw new IllegalStateException("missing " + WEIGHTS);
            }
            Map<String, double[]> read = new HashMap<>();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                lines.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).forEach(line -> {
                    String[] fields = line.split("\t");
                    read.put(fields[0], new double[] {Double.parseDouble(fields[1]), Double.parseDouble(fields[2]),
                            Double.parseDouble(fields[3])});
                });
            }
            int n = FEATURES.size();
            double[] mean = new double[n];
            double[] scale = new double[n];
            double[] weights = new double[n];
            for (int i = 0; i < n; i++) {
                // a feature the file does not know (added since) counts nothing
                double[] of = read.getOrDefault(FEATURES.get(i), new double[] {0, 1, 0});
                mean[i] = of[0];
                scale[i] = of[1];
                weights[i] = of[2];
            }
            return new Reranker(mean, scale, weights);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The score of a candidate with these features; only its order among one question's candidates matters. */
    public double score(double[] features) {
        double score = 0;
        for (int i = 0; i < weights.length; i++) {
            score += weights[i] * (features[i] - mean[i]) / scale[i];
        }
        return score;
    }

    /** The weights as {@link #WEIGHTS} holds them. */
    public String tsv() {
        StringBuilder tsv = new StringBuilder("# feature\tmean\tscale\tweight (written by ./souvenir bench conversations --train-reranker)\n");
        for (int i = 0; i < weights.length; i++) {
            tsv.append(String.format(Locale.ROOT, "%s\t%.6g\t%.6g\t%.6g%n", FEATURES.get(i), mean[i], scale[i], weights[i]));
        }
        return tsv.toString();
    }

    /** One question's candidates: their features and which are evidence. */
    public record Example(double[][] features, boolean[] relevant) {
    }

    /**
     * Pairwise logistic regression: for each question, every evidence candidate against every other one, the
     * difference of their standardised features; L2-regularised, full-batch gradient descent from zero for a fixed
     * number of steps, so the same examples give the same weights.
     */
    public static Reranker train(List<Example> examples, double l2, int steps) {
        int n = FEATURES.size();
        double[] mean = new double[n];
        double[] scale = new double[n];
        long rows = 0;
        for (Example example : examples) {
            for (double[] row : example.features()) {
                for (int i = 0; i < n; i++) {
                    mean[i] += row[i];
                }
                rows++;
            }
        }
        for (int i = 0; i < n; i++) {
            mean[i] /= Math.max(1, rows);
        }
        for (Example example : examples) {
            for (double[] row : example.features()) {
                for (int i = 0; i < n; i++) {
                    scale[i] += (row[i] - mean[i]) * (row[i] - mean[i]);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            scale[i] = Math.sqrt(scale[i] / Math.max(1, rows));
            scale[i] = scale[i] < 1e-9 ? 1 : scale[i];
        }
        List<double[]> pairs = new ArrayList<>();
        List<Double> pairWeights = new ArrayList<>();
        for (Example example : examples) {
            double[][] features = example.features();
            int positives = 0;
            for (boolean relevant : example.relevant()) {
                positives += relevant ? 1 : 0;
            }
            int negatives = features.length - positives;
            if (positives == 0 || negatives == 0) {
                continue;
            }
            // each question counts alike, however many pairs it makes
            double weight = 1.0 / (positives * negatives);
            for (int p = 0; p < features.length; p++) {
                if (!example.relevant()[p]) {
                    continue;
                }
                for (int q = 0; q < features.length; q++) {
                    if (example.relevant()[q]) {
                        continue;
                    }
                    double[] difference = new double[n];
                    for (int i = 0; i < n; i++) {
                        difference[i] = (features[p][i] - features[q][i]) / scale[i];
                    }
                    pairs.add(difference);
                    pairWeights.add(weight);
                }
            }
        }
        double totalWeight = pairWeights.stream().mapToDouble(Double::doubleValue).sum();
        double[] weights = new double[n];
        double[] gradient = new double[n];
        double rate = 1.0;
        for (int step = 0; step < steps; step++) {
            java.util.Arrays.fill(gradient, 0);
            for (int k = 0; k < pairs.size(); k++) {
                double[] x = pairs.get(k);
                double margin = 0;
                for (int i = 0; i < n; i++) {
                    margin += weights[i] * x[i];
                }
                // d/dw of log(1 + e^-margin)
                double g = -pairWeights.get(k) / (1 + Math.exp(margin));
                for (int i = 0; i < n; i++) {
                    gradient[i] += g * x[i];
                }
            }
            for (int i = 0; i < n; i++) {
                weights[i] -= rate * (gradient[i] / Math.max(1e-12, totalWeight) + l2 * weights[i]);
            }
        }
        return new Reranker(mean, scale, weights);
    }
}
