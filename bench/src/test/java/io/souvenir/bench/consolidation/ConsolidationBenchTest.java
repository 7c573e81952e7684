package io.souvenir.bench.consolidation;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.bench.consolidation.ConsolidationBench.Case;
import io.souvenir.bench.consolidation.ConsolidationBench.Score;
import io.souvenir.consolidator.night.Classifier;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The night's figures on each development part of the consolidation corpus (bench/CORPUS.md), held
 * at what the rules reached on 2026-12-02 less 0.01: the targets (promotion precision
 * >= 0.99, wrong supersedes <= 1% of candidates, no sensitive candidate applied) and the share of
 * decisions right, so that a rule fitted to one part does not quietly undo another. A failure
 * lists the situations it misses, except on the fresh held-out part, whose counts alone are held.
 */
class ConsolidationBenchTest {

    private static final Set<Path> NAMED = Set.of(ConsolidationBench.STRANGER, ConsolidationBench.PROBES, ConsolidationBench.THIRD,
            ConsolidationBench.FOURTH);

    private final Classifier rules = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest(name = "{0}: decisions right >= {1}")
    @CsvSource({
        "stranger.jsonl,   0.982",
        "probes.jsonl,     0.929",
        "fourth.jsonl,     0.945",
        "third.jsonl,      0.940",
        "situations.jsonl, 0.985"})
    void eachDevelopmentPartKeepsItsTargetsAndWhatItReached(String file, double decisionsRight) throws IOException {
        Path part = Path.of(file);
        List<Case> cases = ConsolidationBench.read(ConsolidationBench.corpus().resolve("dev"),
                name -> name.equals(part) || part.equals(Path.of("situations.jsonl")) && !NAMED.contains(name));
        Score score = ConsolidationBench.score(cases, rules::decide);
        String misses = String.join("\n", score.misses());

        assertThat(cases).hasSizeGreaterThanOrEqualTo(180);
        assertThat(score.precision()).as(misses).isGreaterThanOrEqualTo(0.99);
        assertThat((double) score.wrongSupersedes() / score.situations()).as(misses).isLessThanOrEqualTo(0.01);
        assertThat(score.leaks()).as(misses).isZero();
        assertThat((double) score.correct() / score.situations()).as(misses).isGreaterThanOrEqualTo(decisionsRight);
    }

    // The fifth held-out part (200 situations written on 2026-12-02 from CORPUS.md alone by a session that read no
    // code), measured on the rules before night5 (180/200, precision 0.908, wrong supersedes 0.50 %, 0 of 26 sensitive
    // applied), then after (185/200, precision 0.972, 0 wrong supersedes, 0 of 26). The precision target (0.99)
    // is not reached on it; this holds what is reached, printing counts only.
    @Test
    void onTheFreshHeldOutPartTheNightKeepsWhatItReached() throws IOException {
        List<Case> cases = ConsolidationBench.read(ConsolidationBench.corpus().resolve("heldout"), ConsolidationBench.FIFTH::equals);
        Score score = ConsolidationBench.score(cases, rules::decide);

        assertThat(cases).hasSize(200);
        assertThat(score.precision()).as("fresh held-out promotion precision").isGreaterThanOrEqualTo(0.96);
        assertThat(score.wrongSupersedes()).as("fresh held-out wrong supersedes").isLessThanOrEqualTo(1);
        assertThat(score.leaks()).as("fresh held-out sensitive candidates applied without review").isZero();
        assertThat(score.correct()).as("fresh held-out decisions right").isGreaterThanOrEqualTo(182);
    }
}
