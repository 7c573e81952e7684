package io.souvenir.bench;

import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.Judge.Verdict;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.OfflineExtractor;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.counting.DurabilityModel.Opinion;
import io.souvenir.verifier.counting.FactCount;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.service.Backfills;
import io.souvenir.verifier.service.Coverage;
import io.souvenir.verifier.service.SecondOpinion;
import io.souvenir.verifier.service.SecondOpinion.Thresholds;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the verifier's learned second opinion helps on sentences it was not trained on, measured
 * on the development part alone: leave one part out (a session's fresh part, French and English
 * together; the stranger's; the base…), train the model on every other part, run the main pass and
 * the verifier on the part left out with the rules alone and with the model at several thresholds,
 * and add up over the parts. The rules themselves were written against every development part, the
 * one left out included: they are favoured, the model is not.
 *
 * <p>{@code ./souvenir bench second-opinion}
 */
public final class SecondOpinionCrossValidation {

    /** One configuration: the rules alone, or the model's two uses at given thresholds. */
    record Setting(String label, Thresholds thresholds) {
    }

    static final List<Setting> SETTINGS = List.of(
            new Setting("rules alone", Thresholds.OFF),
            new Setting("(a) keep >= 0.95", new Thresholds(0.95, 2, 2)),
            new Setting("(a) keep >= 0.99", new Thresholds(0.99, 2, 2)),
            new Setting("(b) skip >= 0.70", new Thresholds(2, 0.70, 2)),
            new Setting("(b) skip >= 0.90", new Thresholds(2, 0.90, 2)),
            new Setting("(b) skip >= 0.99", new Thresholds(2, 0.99, 2)),
            new Setting("(c) drop >= 0.90", new Thresholds(2, 2, 0.90)),
            new Setting("(c) drop >= 0.99", new Thresholds(2, 2, 0.99)),
            new Setting("(b)+(c) when enabled", Thresholds.CONFIGURED));

    /** The counts of one setting over some sentences. */
    static final class Tally {
        int sentences;
        int expected;
        int found;
        int unexpected;
        int leftNothing;
        int falseOnNothing;
        int backfilled;
        int falseBackfills;

        void add(Verdict verdict) {
            sentences++;
            expected += (int) verdict.sentence().expected().stream().filter(e -> !e.optional()).count();
            found += (int) verdict.found().keySet().stream().filter(e -> !e.optional()).count();
            unexpected += verdict.unexpected().size();
            boolean required = verdict.sentence().expected().stream().anyMatch(e -> !e.optional());
            leftNothing += required && verdict.storage().kept.isEmpty() ? 1 : 0;
            falseOnNothing += verdict.sentence().expected().isEmpty() ? verdict.storage().kept.size() : 0;
            backfilled += (int) verdict.storage().kept.stream().filter(Storage.Kept::backfill).count();
            falseBackfills += (int) verdict.unexpected().stream().filter(Storage.Kept::backfill).count();
        }

        void add(Tally other) {
            sentences += other.sentences;
            expected += other.expected;
            found += other.found;
            unexpected += other.unexpected;
            leftNothing += other.leftNothing;
            falseOnNothing += other.falseOnNothing;
            backfilled += other.backfilled;
            falseBackfills += other.falseBackfills;
        }

        String row() {
            return String.format("%5d %6.3f %9.3f %7d %12d %16d %10d %8d", sentences, ExtractionQuality.ratio(found, expected),
                    ExtractionQuality.ratio(found, found + unexpected), unexpected, leftNothing, falseOnNothing, backfilled, falseBackfills);
        }
    }

    /** {@code -Dsecond-opinion.trace=true}: each sentence whose backfills the model changed, in each setting. */
    private static final boolean TRACE = Boolean.getBoolean("second-opinion.trace");

    private final OfflineExtractor extractor = new OfflineExtractor();
    private final OfflineFactCounter counter = new OfflineFactCounter();

    /** The development files grouped into parts: a session's French and English files and its seen sentences are one. */
    static Map<String, List<Labelled>> parts() {
        Map<String, List<Labelled>> parts = new LinkedHashMap<>();
        Corpus.byFile(Corpus.Part.DEV).forEach((file, sentences) -> parts.computeIfAbsent(
                file.replace(".jsonl", "").replaceFirst("-(?:fr|en)$", "").replaceFirst("^seen", "fresh"),
                part -> new ArrayList<>()).addAll(sentences));
        return parts;
    }

    public static void main(String[] args) {
        new SecondOpinionCrossValidation().run(System.out);
    }

    void run(PrintStream out) {
        Map<String, List<Labelled>> parts = parts();
        Map<String, Map<Setting, Tally>> byPart = new LinkedHashMap<>();
        Map<Setting, Tally> total = new LinkedHashMap<>();
        SETTINGS.forEach(setting -> total.put(setting, new Tally()));
        long trainingMillis = 0;
        int[] skipped = new int[2]; // [sentences with nothing skipped, sentences with something skipped] at 0.9
        for (Map.Entry<String, List<Labelled>> leftOut : parts.entrySet()) {
            List<Labelled> training = parts.entrySet().stream().filter(part -> !part.getKey().equals(leftOut.getKey()))
                    .flatMap(part -> part.getValue().stream()).toList();
            long start = System.nanoTime();
            DurabilityModel model = DurabilityModel.train(DurableSentences.samples(training));
            trainingMillis += (System.nanoTime() - start) / 1_000_000;
            Map<Setting, Tally> tallies = new LinkedHashMap<>();
            SETTINGS.forEach(setting -> tallies.put(setting, new Tally()));
            for (Labelled sentence : leftOut.getValue()) {
                List<MemoryDraft> creations = extractor.extract(sentence.text(), Corpus.NOW);
                FactCount count = counter.count(sentence.text());
                List<StatedFact> rules = Coverage.missing(count, creations);
                Opinion opinion = model.judge(sentence.text());
                if (opinion.nothing() >= 0.9) {
                    skipped[sentence.expected().isEmpty() ? 0 : 1]++;
                }
                for (Setting setting : SETTINGS) {
                    List<StatedFact> backfills = SecondOpinion.weigh(sentence.text(), creations, rules, model,
                            setting.thresholds());
                    Verdict verdict = Judge.judge(sentence, Storage.of(new Passes.Proposals(creations,
                            backfills.stream().map(fact -> Backfills.draft(null, fact, sentence.text(), Corpus.NOW)).toList())));
                    tallies.get(setting).add(verdict);
                    if (TRACE && setting != SETTINGS.get(0) && backfills.size() != rules.size()) {
                        out.printf("TRACE %s %s: %s -> %s (expected %s)%n", setting.label(), sentence.id(),
                                rules.stream().map(StatedFact::text).toList(), backfills.stream().map(StatedFact::text).toList(),
                                sentence.expected().stream().map(e -> e.kind() + " " + e.key()).toList());
                    }
                }
            }
            byPart.put(leftOut.getKey(), tallies);
            tallies.forEach((setting, tally) -> total.get(setting).add(tally));
        }
        out.printf("Leave one development part out: the second opinion trained on the other parts (%d trainings, %d ms on"
                + " average), main pass + verifier on the part left out%n%n", parts.size(), trainingMillis / parts.size());
        String header = String.format("%-22s %5s %6s %9s %7s %12s %16s %10s %8s", "", "sent.", "recall", "precision", "false+",
                "left nothing", "kept on nothing", "backfills", "false bf");
        out.println("All parts, each one left out in turn");
        out.println(header);
        total.forEach((setting, tally) -> out.printf("%-22s %s%n", setting.label(), tally.row()));
        out.printf("%nSentences the model gives P(nothing) >= 0.90 when left out: %d expect nothing, %d expect something%n",
                skipped[0], skipped[1]);
        for (Map.Entry<String, Map<Setting, Tally>> part : byPart.entrySet()) {
            out.printf("%n%s left out%n%s%n", part.getKey(), header);
            part.getValue().forEach((setting, tally) -> out.printf("%-22s %s%n", setting.label(), tally.row()));
        }
    }
}
