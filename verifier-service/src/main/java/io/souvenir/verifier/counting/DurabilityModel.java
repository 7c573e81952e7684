package io.souvenir.verifier.counting;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import opennlp.tools.doccat.DoccatFactory;
import opennlp.tools.doccat.DoccatModel;
import opennlp.tools.doccat.DocumentCategorizerME;
import opennlp.tools.doccat.DocumentSample;
import opennlp.tools.doccat.FeatureGenerator;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.ObjectStreamUtils;
import opennlp.tools.util.TrainingParameters;

/**
 * A learned second opinion on a whole sentence: does it state something durable to keep (about
 * the user or someone of theirs), does it only ask something of the assistant (a reminder, a
 * task, a note: the main pass's kinds), or is there nothing to keep (small talk, a mood, a
 * question, a hypothesis, what a stranger said)? An Apache OpenNLP document
 * categorizer (naive Bayes) over the words and word pairs of the sentence as {@link Input} makes it
 * ready, trained when the verifier starts on labelled development sentences only (the resource
 * {@value #RESOURCE}, written from the development corpus by the bench's {@code DurableSentences}).
 * Training is deterministic (one thread, fixed iterations): the same sentences give the same model.
 */
public final class DurabilityModel {

    public static final String RESOURCE = "/gate/durable-sentences.tsv";

    /** What a sentence holds, as its labels say. */
    public enum Label {
        /** A fact, person or event the user states: something the verifier may keep. */
        DURABLE,
        /** Only something asked of the assistant: a reminder, a task, a note. */
        REQUEST,
        /** Nothing to keep. */
        NOTHING;

        String category() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public record Sample(Label label, String text) {
    }

    /** How likely the sentence is to state something durable, and to hold nothing at all. */
    public record Opinion(double durable, double nothing) {
    }

    /**
     * Naive Bayes over words and pairs of words: left out in turn, each development part came out no worse
     * and slightly better than with maximum entropy, or with groups of letters (which cost a sentence its only memory).
     */
    private static final String ALGORITHM = "NAIVEBAYES";
    private static final int ITERATIONS = 100;
    private static final int CUTOFF = 1;
    private static final FeatureGenerator FEATURES = new SentenceFeatures();

    /** The trained weights, read directly: a categorizer would load the features' class by name, and keeps a buffer. */
    private final MaxentModel model;

    private DurabilityModel(DoccatModel model) {
        this.model = model.getMaxentModel();
    }

    /** Trained on the development sentences shipped with the verifier. */
    public static DurabilityModel trainedOnDevelopment() {
        try (InputStream in = DurabilityModel.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath");
            }
            return train(read(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One sample a line: its label, a tab, the sentence; blank lines and lines starting with # are skipped. */
    public static List<Sample> read(InputStream tsv) throws IOException {
        List<Sample> samples = new ArrayList<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(tsv, StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            int tab = line.indexOf('\t');
            if (line.isBlank() || line.startsWith("#") || tab < 0) {
                continue;
            }
            samples.add(new Sample(Label.valueOf(line.substring(0, tab).toUpperCase(Locale.ROOT)), line.substring(tab + 1)));
        }
        return samples;
    }

    public static DurabilityModel train(List<Sample> samples) {
        TrainingParameters parameters = new TrainingParameters();
        parameters.put(TrainingParameters.ALGORITHM_PARAM, ALGORITHM);
        parameters.put(TrainingParameters.ITERATIONS_PARAM, ITERATIONS);
        parameters.put(TrainingParameters.CUTOFF_PARAM, CUTOFF);
        parameters.put(TrainingParameters.THREADS_PARAM, 1);
        parameters.put("PrintMessages", false);
        List<DocumentSample> documents = samples.stream()
                .map(sample -> new DocumentSample(sample.label().category(), tokens(sample.text()))).toList();
        try {
            return new DurabilityModel(DocumentCategorizerME.train("mul", ObjectStreamUtils.createObjectStream(documents),
                    parameters, new DoccatFactory(new FeatureGenerator[] {FEATURES})));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Opinion judge(String sentence) {
        double[] outcomes = model.eval(FEATURES.extractFeatures(tokens(sentence), Map.of()).toArray(String[]::new));
        return new Opinion(probability(outcomes, Label.DURABLE), probability(outcomes, Label.NOTHING));
    }

    private double probability(double[] outcomes, Label label) {
        int index = model.getIndex(label.category());
        return index < 0 ? 0 : outcomes[index];
    }

    /** The words of the sentence as the counter reads it (contractions spelled out), and a mark for a question. */
    static String[] tokens(String sentence) {
        String text = Input.of(sentence).text();
        List<String> tokens = new ArrayList<>(Words.of(text));
        if (text.contains("?")) {
            tokens.add("?");
        }
        return tokens.toArray(String[]::new);
    }

    /** Each word, each pair of words (with the sentence's start), and the first word. */
    private static final class SentenceFeatures implements FeatureGenerator {

        @Override
        public Collection<String> extractFeatures(String[] tokens, Map<String, Object> extraInformation) {
            List<String> features = new ArrayList<>();
            String previous = "^";
            for (String token : tokens) {
                features.add("w=" + token);
                features.add("b=" + previous + "_" + token);
                previous = token;
            }
            if (tokens.length > 0) {
                features.add("f=" + tokens[0]);
            }
            return features;
        }
    }
}
