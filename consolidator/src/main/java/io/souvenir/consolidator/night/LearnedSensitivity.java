package io.souvenir.consolidator.night;

import io.souvenir.platform.memory.Attributes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import opennlp.tools.doccat.DoccatFactory;
import opennlp.tools.doccat.DoccatModel;
import opennlp.tools.doccat.DocumentCategorizerME;
import opennlp.tools.doccat.DocumentSample;
import opennlp.tools.doccat.FeatureGenerator;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.ObjectStreamUtils;
import opennlp.tools.util.TrainingParameters;
import org.tartarus.snowball.SnowballStemmer;
import org.tartarus.snowball.ext.EnglishStemmer;
import org.tartarus.snowball.ext.FrenchStemmer;

/**
 * A learned second opinion on rule 1: a maximum-entropy text classifier (Apache OpenNLP's document
 * categorizer) that gives the probability that a candidate speaks of health, money, papers, a faith
 * or the law, from its words, their Snowball stems (French and English), its word pairs and the
 * four-letter pieces of its words, so that "je fais mes unités" or "lithium keeps me stable" can
 * weigh like the sensitive sentences it resembles though no vocabulary lists its words. It is
 * trained when the consolidator starts, from the labelled development sentences shipped with it
 * ({@link #EXAMPLES}, written by bench's SensitiveExamples from the development corpora only),
 * with one thread and a fixed number of iterations, so that two starts give the same model.
 */
public final class LearnedSensitivity {

    /** The training set: one example a line, {@code sensitive} or {@code plain}, a tab, the source file, a tab, the text. */
    public static final String EXAMPLES = "/night/sensitive-examples.tsv";
    static final String SENSITIVE = "sensitive";
    static final String PLAIN = "plain";

    /** One labelled text. */
    public record Example(boolean sensitive, String source, String text) {

        public String line() {
            return (sensitive ? SENSITIVE : PLAIN) + "\t" + source + "\t" + text.replaceAll("[\\t\\r\\n]+", " ");
        }

        static Example parse(String line) {
            String[] fields = line.split("\t", 3);
            return new Example(SENSITIVE.equals(fields[0]), fields[1], fields[2]);
        }
    }

    private final DoccatModel model;
    private final double threshold;

    private LearnedSensitivity(DoccatModel model, double threshold) {
        this.model = model;
        this.threshold = threshold;
    }

    /** Trained on the examples shipped with the consolidator. */
    public static LearnedSensitivity shipped(double threshold) {
        return train(shippedExamples(), threshold);
    }

    public static List<Example> shippedExamples() {
        try (InputStream in = LearnedSensitivity.class.getResourceAsStream(EXAMPLES)) {
            if (in == null) {
                throw new IllegalStateException("missing " + EXAMPLES);
            }
            List<Example> examples = new ArrayList<>();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                lines.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).map(Example::parse).forEach(examples::add);
            }
            return examples;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static LearnedSensitivity train(List<Example> examples, double threshold) {
        List<DocumentSample> samples = examples.stream()
                .map(example -> new DocumentSample(example.sensitive() ? SENSITIVE : PLAIN, tokens(example.text()))).toList();
        TrainingParameters parameters = new TrainingParameters();
        // GIS maximum entropy: on left-out development parts it beat naive Bayes (which flagged 5 % of plain candidates)
        // and L-BFGS (more false flags at every recall); 200 iterations and 4-letter pieces beat 100 and 3-to-5-letter ones
        parameters.put(TrainingParameters.ALGORITHM_PARAM, "MAXENT");
        parameters.put(TrainingParameters.ITERATIONS_PARAM, 200);
        parameters.put(TrainingParameters.CUTOFF_PARAM, 1);
        parameters.put(TrainingParameters.THREADS_PARAM, 1);
        try {
            DoccatModel model = DocumentCategorizerME.train("mul", ObjectStreamUtils.createObjectStream(samples), parameters,
                    new DoccatFactory(new FeatureGenerator[] {new Features()}));
            return new LearnedSensitivity(model, threshold);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The probability that {@code text} is sensitive, 0 to 1. */
    public double probability(String text) {
        // the maximum-entropy model itself, asked with the same features as in training (it keeps no state between calls)
        MaxentModel maxent = model.getMaxentModel();
        return maxent.eval(new Features().extractFeatures(tokens(text), Map.of()).toArray(String[]::new))[maxent.getIndex(SENSITIVE)];
    }

    /** Whether the model's probability reaches the threshold the consolidator was given. */
    public boolean flags(String text) {
        return probability(text) >= threshold;
    }

    public double threshold() {
        return threshold;
    }

    /** The same model with another threshold (the bench tries several). */
    public LearnedSensitivity at(double otherThreshold) {
        return new LearnedSensitivity(model, otherThreshold);
    }

    /** Lower case, without accents, numbers in digits, cut on anything that is not a letter or a digit. */
    static String[] tokens(String text) {
        return Arrays.stream(Attributes.normalize(text).split("[^\\p{L}\\p{N}]+")).filter(word -> !word.isEmpty()).toArray(String[]::new);
    }

    /** Words, their French and English stems, word pairs, and the four-letter pieces of each word. */
    public static final class Features implements FeatureGenerator {

        @Override
        public Collection<String> extractFeatures(String[] words, Map<String, Object> extraInformation) {
            Set<String> features = new LinkedHashSet<>();
            SnowballStemmer french = new FrenchStemmer();
            SnowballStemmer english = new EnglishStemmer();
            for (int at = 0; at < words.length; at++) {
                String word = words[at];
                features.add("w=" + word);
                features.add("f=" + stem(french, word));
                features.add("e=" + stem(english, word));
                if (at + 1 < words.length) {
                    features.add("b=" + word + "_" + words[at + 1]);
                }
                String padded = "_" + word + "_";
                for (int from = 0; from + 4 <= padded.length(); from++) {
                    features.add("c=" + padded.substring(from, from + 4));
                }
            }
            return features;
        }

        private static String stem(SnowballStemmer stemmer, String word) {
            stemmer.setCurrent(word);
            stemmer.stem();
            return stemmer.getCurrent();
        }
    }
}
