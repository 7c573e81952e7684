package io.souvenir.bench;

import io.souvenir.bench.Corpus.Expected;
import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.counting.DurabilityModel.Label;
import io.souvenir.verifier.counting.DurabilityModel.Sample;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The verifier's learned second opinion is trained on development sentences only: this writes its
 * training set ({@code verifier-service/src/main/resources/gate/durable-sentences.tsv}) from the
 * development part of the extraction corpus (never from its held-out or fresh parts). A sentence
 * is durable when one of its required memories is a fact, a person or an event; a request when
 * they are only reminders, tasks or notes; nothing when it expects no memory. A sentence whose
 * memories are all optional is left out: its label says it may go either way.
 *
 * <p>Run from the repository's root after a change to the development part:
 * {@code java -cp "bench/target/classes:$(cat bench/target/classpath.txt)" io.souvenir.bench.DurableSentences}
 * (the classpath as {@code ./souvenir bench} builds it).
 */
public final class DurableSentences {

    static final Path TRAINING_SET = Path.of("verifier-service/src/main/resources" + DurabilityModel.RESOURCE);
    private static final Set<MemoryKind> DURABLE = Set.of(MemoryKind.FACT, MemoryKind.PERSON, MemoryKind.EVENT);

    private DurableSentences() {
    }

    static Optional<Label> label(Labelled sentence) {
        if (sentence.expected().isEmpty()) {
            return Optional.of(Label.NOTHING);
        }
        List<Expected> required = sentence.expected().stream().filter(expected -> !expected.optional()).toList();
        if (required.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(required.stream().anyMatch(expected -> DURABLE.contains(expected.kind())) ? Label.DURABLE
                : Label.REQUEST);
    }

    /** The labelled samples of some development sentences. */
    static List<Sample> samples(Collection<Labelled> sentences) {
        List<Sample> samples = new ArrayList<>();
        for (Labelled sentence : sentences) {
            label(sentence).ifPresent(label -> samples.add(new Sample(label, sentence.text().replaceAll("[\\t\\n\\r]+", " "))));
        }
        return samples;
    }

    public static void main(String[] args) throws IOException {
        List<Sample> samples = samples(Corpus.load(Corpus.Part.DEV));
        List<String> lines = new ArrayList<>();
        lines.add("# The verifier's second opinion's training set, written by io.souvenir.bench.DurableSentences from the");
        lines.add("# development part of the extraction corpus only (bench/src/main/resources/corpus/extraction/dev/).");
        lines.add("# label<TAB>sentence; durable: a fact, person or event to keep; request: only a reminder, task or note;");
        lines.add("# nothing: nothing to keep. Do not edit by hand: regenerate.");
        samples.forEach(sample -> lines.add(sample.label().name().toLowerCase(java.util.Locale.ROOT) + "\t" + sample.text()));
        Files.write(TRAINING_SET, lines, StandardCharsets.UTF_8);
        System.out.printf("%d samples (%d durable, %d requests, %d with nothing) written to %s%n", samples.size(),
                samples.stream().filter(s -> s.label() == Label.DURABLE).count(),
                samples.stream().filter(s -> s.label() == Label.REQUEST).count(),
                samples.stream().filter(s -> s.label() == Label.NOTHING).count(), TRAINING_SET);
    }
}
