package io.souvenir.bench;

import io.souvenir.bench.Corpus.Expected;
import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.Corpus.Part;
import io.souvenir.bench.Judge.Verdict;
import io.souvenir.bench.Storage.Kept;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * How well the offline engines keep what a sentence says, on the labelled corpus: precision and
 * recall per kind, visibility errors and duplicates for (a) the main pass, (b) the main pass and
 * the verifier, (c) the main pass cut to one memory per turn and (d) that weakened pass and the
 * verifier; and how much of what the weakening lost the verifier brings back. Offline, in process:
 * no database, no Kafka.
 *
 * <p>{@code ExtractionQuality [a|b|c|d]} lists the sentences a configuration gets wrong (default b).
 */
public final class ExtractionQuality {

    /** The sentence: three persons, whatever the main pass does. */
    static final String THREE_FACTS = "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit";
    /** The ids of the stranger's development sentences (dev/stranger.jsonl): written by someone who never read the engine. */
    static final String STRANGER = "st-";
    /** A fresh held-out part that was measured twice, then moved to development: the session that wrote it, its ids. */
    record SeenPart(int session, String ids) {
        boolean has(Labelled sentence) {
            return sentence.id().startsWith(ids);
        }
    }
    static final SeenPart FRESH8 = new SeenPart(8, "fx-");
    static final SeenPart FRESH9 = new SeenPart(9, "fy-");
    static final SeenPart FRESH11 = new SeenPart(11, "fz-");
    static final SeenPart FRESH12 = new SeenPart(12, "fw-");
    static final SeenPart FRESH13 = new SeenPart(13, "fv-");
    static final SeenPart FRESH14 = new SeenPart(14, "fu-");
    static final SeenPart FRESH15 = new SeenPart(15, "ft-");
    static final SeenPart FRESH16 = new SeenPart(16, "fs-");
    static final SeenPart FRESH17 = new SeenPart(17, "fq-");
    static final SeenPart FRESH18 = new SeenPart(18, "fp-");
    static final SeenPart FRESH19 = new SeenPart(19, "fo-");
    static final SeenPart FRESH20 = new SeenPart(20, "fn-");
    static final SeenPart FRESH21 = new SeenPart(21, "fm-");
    static final SeenPart FRESH22 = new SeenPart(22, "fl-");
    static final SeenPart FRESH23 = new SeenPart(23, "fk-");
    static final SeenPart FRESH24 = new SeenPart(24, "fj-");
    static final List<SeenPart> SEEN = List.of(FRESH24, FRESH23, FRESH22, FRESH21, FRESH20, FRESH19, FRESH18, FRESH17, FRESH16, FRESH15, FRESH14, FRESH13, FRESH12, FRESH11, FRESH9, FRESH8);
    /** What the verifier backfills: facts, persons and events in passing, silent; reminders, tasks and memos asked, shown. */
    static final Set<MemoryKind> SILENT_KINDS = Set.of(MemoryKind.FACT, MemoryKind.PERSON, MemoryKind.EVENT);
    static final Set<MemoryKind> ASKED_KINDS = Set.of(MemoryKind.REMINDER, MemoryKind.TASK, MemoryKind.MEMO);
    private static final List<MemoryKind> KINDS = List.of(MemoryKind.FACT, MemoryKind.PERSON, MemoryKind.EVENT,
            MemoryKind.MEMO, MemoryKind.TASK, MemoryKind.REMINDER);

    private final Passes passes = new Passes();

    /** The counts of one configuration over the corpus. */
    record Score(Configuration configuration, List<Verdict> verdicts) {

        int expected() {
            return (int) required().count();
        }

        int found() {
            return verdicts.stream().mapToInt(v -> v.found().size() - optionalFound(v)).sum();
        }

        int unexpected() {
            return verdicts.stream().mapToInt(v -> v.unexpected().size()).sum();
        }

        int kept() {
            return verdicts.stream().mapToInt(v -> v.storage().kept.size()).sum();
        }

        double recall() {
            return ratio(found(), expected());
        }

        double precision() {
            return ratio(found(), found() + unexpected());
        }

        int visibilityErrors() {
            return verdicts.stream().mapToInt(v -> v.wrongVisibility().size()).sum();
        }

        /** Drafts memory-service folds into another of the same turn. */
        int merged() {
            return verdicts.stream().mapToInt(v -> v.storage().merged.size()).sum();
        }

        /** Kept memories that say again what another kept memory says, in other words. */
        int restated() {
            return verdicts.stream().mapToInt(v -> v.restated().size()).sum();
        }

        int duplicates() {
            return merged() + restated();
        }

        int expected(MemoryKind kind) {
            return (int) required().filter(e -> e.kind() == kind).count();
        }

        int found(MemoryKind kind) {
            return (int) verdicts.stream().flatMap(v -> v.found().keySet().stream())
                    .filter(e -> !e.optional() && e.kind() == kind).count();
        }

        int unexpected(MemoryKind kind) {
            return (int) verdicts.stream().flatMap(v -> v.unexpected().stream()).filter(k -> k.draft().kind() == kind).count();
        }

        /** The same configuration over some of its sentences. */
        Score subset(List<Integer> indexes) {
            return new Score(configuration, indexes.stream().map(verdicts::get).toList());
        }

        /** Sentences that state something to keep and left no memory at all. */
        int leftNothing() {
            return leavingNothing().size();
        }

        /** The sentences {@link #leftNothing} counts. */
        List<Verdict> leavingNothing() {
            return verdicts.stream()
                    .filter(v -> v.sentence().expected().stream().anyMatch(e -> !e.optional()) && v.storage().kept.isEmpty())
                    .toList();
        }

        List<Verdict> failures() {
            return verdicts.stream().filter(v -> !v.perfect()).toList();
        }

        private static int optionalFound(Verdict verdict) {
            return (int) verdict.found().keySet().stream().filter(Expected::optional).count();
        }

        private Stream<Expected> required() {
            return verdicts.stream().flatMap(v -> v.sentence().expected().stream()).filter(e -> !e.optional());
        }
    }

    /** Every configuration over the corpus. */
    Map<Configuration, Score> measure(List<Labelled> corpus) {
        Map<Configuration, Score> scores = new EnumMap<>(Configuration.class);
        for (Configuration configuration : Configuration.values()) {
            scores.put(configuration, new Score(configuration,
                    corpus.stream().map(sentence -> verdict(configuration, sentence)).toList()));
        }
        return scores;
    }

    Verdict verdict(Configuration configuration, Labelled sentence) {
        return Judge.judge(sentence, Storage.of(passes.run(configuration, sentence.text(), Corpus.NOW)));
    }

    /** The person rows memory-service holds after one sentence, for a new user. */
    int personsKept(Configuration configuration, String sentence) {
        return Storage.of(passes.run(configuration, sentence, Corpus.NOW)).persons();
    }

    /** Expected memories the main pass finds and the weakened pass does not: [lost, recovered by the verifier]. */
    static int[] recovery(Map<Configuration, Score> scores, Set<MemoryKind> kinds) {
        int lost = 0;
        int recovered = 0;
        List<Verdict> main = scores.get(Configuration.MAIN).verdicts();
        List<Verdict> weakened = scores.get(Configuration.WEAKENED).verdicts();
        List<Verdict> verified = scores.get(Configuration.WEAKENED_VERIFIED).verdicts();
        for (int i = 0; i < main.size(); i++) {
            for (Expected expected : main.get(i).found().keySet()) {
                if (!expected.optional() && kinds.contains(expected.kind()) && weakened.get(i).missed().contains(expected)) {
                    lost++;
                    if (!verified.get(i).missed().contains(expected)) {
                        recovered++;
                    }
                }
            }
        }
        return new int[] {lost, recovered};
    }

    public static void main(String[] args) {
        int listed = args.length == 0 ? 1 : List.of("a", "b", "c", "d").indexOf(args[0].toLowerCase(Locale.ROOT));
        if (listed < 0 || args.length > 1) {
            System.err.println("usage: ExtractionQuality [a|b|c|d]  (the configuration whose development failures are listed,"
                    + " default b)");
            System.exit(2);
        }
        ExtractionQuality bench = new ExtractionQuality();
        PrintStream out = System.out;
        // -Dbench.parts=dev: the development part alone, for whoever writes rules and must not see held-out counts
        boolean devOnly = "dev".equals(System.getProperty("bench.parts"));
        for (Part part : devOnly ? List.of(Part.DEV) : List.of(Part.FRESH, Part.HELDOUT, Part.DEV)) {
            List<Labelled> corpus = Corpus.load(part);
            out.printf("%n=== %s ===%n", switch (part) {
                case FRESH -> "FRESH HELD-OUT (written from the definitions alone after the rules' last change; only counts are printed)";
                case HELDOUT -> "HELD-OUT (written from the definitions alone; only counts are printed)";
                case DEV -> "DEVELOPMENT (rules are written against it)";
            });
            if (corpus.isEmpty()) {
                out.println("no sentences");
                continue;
            }
            if (part == Part.DEV) {
                // the parts written by strangers first: the rules were written against the rest
                for (SeenPart seen : SEEN) {
                    List<Labelled> fresh = corpus.stream().filter(seen::has).toList();
                    out.printf("%n--- session %d's fresh part, measured twice as held-out (dev/fresh%d-*.jsonl, ids %s) ---%n",
                            seen.session(), seen.session(), seen.ids());
                    print(out, fresh, bench.measure(fresh));
                }
                List<Labelled> stranger = corpus.stream().filter(s -> s.id().startsWith(STRANGER)).toList();
                out.printf("%n--- the stranger's sentences (dev/stranger.jsonl, ids %s) ---%n", STRANGER);
                print(out, stranger, bench.measure(stranger));
                List<Labelled> own = corpus.stream()
                        .filter(s -> !s.id().startsWith(STRANGER) && SEEN.stream().noneMatch(seen -> seen.has(s))).toList();
                out.printf("%n--- the rest of the development part (the rules were first written against it) ---%n");
                print(out, own, bench.measure(own));
                out.printf("%n--- the whole development part ---%n");
            }
            Map<Configuration, Score> scores = bench.measure(corpus);
            print(out, corpus, scores);
            printClasses(out, scores.get(Configuration.MAIN), scores.get(Configuration.MAIN_VERIFIED),
                    scores.get(Configuration.WEAKENED_VERIFIED));
            if (part == Part.DEV) {
                out.printf("%nThree-facts sentence \"%s\": %d person(s) after (c), %d after (d)%n", THREE_FACTS,
                        bench.personsKept(Configuration.WEAKENED, THREE_FACTS),
                        bench.personsKept(Configuration.WEAKENED_VERIFIED, THREE_FACTS));
                printFailures(out, scores.get(Configuration.values()[listed]));
                Score listedScore = scores.get(Configuration.values()[listed]);
                out.printf("%nWhat %s leaves with nothing kept (%d sentences)%n", listedScore.configuration().label,
                        listedScore.leftNothing());
                listedScore.leavingNothing().forEach(v -> out.println(describe(v)));
            }
        }
    }

    /**
     * Recall and precision per class of sentence, main pass alone, with the verifier, and the
     * weakened pass with the verifier; counts only.
     */
    static void printClasses(PrintStream out, Score main, Score verified, Score weakenedVerified) {
        out.printf("%nper class   %9s  %-20s %-20s %-20s %s%n", "sentences", "main R / P", "+verifier R / P",
                "(d) R / P", "left nothing (b) (d)");
        Map<String, List<Integer>> byClass = new TreeMap<>();
        for (int i = 0; i < verified.verdicts().size(); i++) {
            byClass.computeIfAbsent(verified.verdicts().get(i).sentence().category(), c -> new ArrayList<>()).add(i);
        }
        byClass.forEach((category, indexes) -> {
            Score mainPart = main.subset(indexes);
            Score verifiedPart = verified.subset(indexes);
            Score weakenedPart = weakenedVerified.subset(indexes);
            out.printf("%-14s %6d  %5.2f / %-12.2f %5.2f / %-12.2f %5.2f / %-12.2f %d %d%n", category, indexes.size(),
                    mainPart.recall(), mainPart.precision(), verifiedPart.recall(), verifiedPart.precision(),
                    weakenedPart.recall(), weakenedPart.precision(), verifiedPart.leftNothing(),
                    weakenedPart.leftNothing());
        });
    }

    static void print(PrintStream out, List<Labelled> corpus, Map<Configuration, Score> scores) {
        long optional = corpus.stream().flatMap(s -> s.expected().stream()).filter(Expected::optional).count();
        out.printf("Extraction quality, offline engines: %d sentences, %d expected memories (+%d optional), said %s%n%n",
                corpus.size(), scores.get(Configuration.MAIN).expected(), optional, Corpus.NOW);
        out.printf("%-24s %5s %7s %9s %8s %7s %9s %13s%n", "configuration", "kept", "recall", "precision", "vis.err",
                "merged", "restated", "left nothing");
        for (Score score : scores.values()) {
            out.printf("%-24s %5d %7.3f %9.3f %8d %7d %9d %13d%n", score.configuration().label, score.kept(),
                    score.recall(), score.precision(), score.visibilityErrors(), score.merged(), score.restated(),
                    score.leftNothing());
        }
        out.printf("%nrecall / precision per kind%n%-9s %4s", "kind", "exp");
        scores.keySet().forEach(c -> out.printf("  %-15s", c.label.substring(0, 3) + " R / P"));
        out.println();
        for (MemoryKind kind : KINDS) {
            Score any = scores.get(Configuration.MAIN);
            out.printf("%-9s %4d", kind.name().toLowerCase(Locale.ROOT), any.expected(kind));
            for (Score score : scores.values()) {
                int found = score.found(kind);
                out.printf("  %5.2f / %-7s", ratio(found, score.expected(kind)),
                        found + score.unexpected(kind) == 0 ? "-" : String.format(Locale.ROOT, "%.2f",
                                ratio(found, found + score.unexpected(kind))));
            }
            out.println();
        }
        int[] all = recovery(scores, Set.copyOf(KINDS));
        int[] silent = recovery(scores, SILENT_KINDS);
        int[] asked = recovery(scores, ASKED_KINDS);
        out.printf("%nverifier recovers %d of %d memories the weakened pass lost (%s): %d of %d facts, persons and events in"
                + " passing (silent), %d of %d reminders, tasks and memos asked (shown)%n", all[1], all[0], percent(all[1], all[0]),
                silent[1], silent[0], asked[1], asked[0]);
        out.printf("verifier alone on top of the full main pass: recall %.3f -> %.3f, precision %.3f -> %.3f%n",
                scores.get(Configuration.MAIN).recall(), scores.get(Configuration.MAIN_VERIFIED).recall(),
                scores.get(Configuration.MAIN).precision(), scores.get(Configuration.MAIN_VERIFIED).precision());
    }

    static void printFailures(PrintStream out, Score score) {
        Map<String, List<Verdict>> byCategory = score.failures().stream()
                .collect(Collectors.groupingBy(v -> v.sentence().category(), TreeMap::new, Collectors.toList()));
        Map<String, Long> sizes = score.verdicts().stream()
                .collect(Collectors.groupingBy(v -> v.sentence().category(), LinkedHashMap::new, Collectors.counting()));
        out.printf("%nWhat %s gets wrong, by category (missed, false positives, visibility errors, duplicates)%n",
                score.configuration().label);
        byCategory.entrySet().stream()
                .sorted((x, y) -> Integer.compare(y.getValue().size(), x.getValue().size()))
                .forEach(category -> {
                    List<Verdict> wrong = category.getValue();
                    out.printf("%n%s: %d of %d sentences; %d missed, %d false+, %d vis.err, %d dup%n", category.getKey(),
                            wrong.size(), sizes.get(category.getKey()), wrong.stream().mapToInt(v -> v.missed().size()).sum(),
                            wrong.stream().mapToInt(v -> v.unexpected().size()).sum(),
                            wrong.stream().mapToInt(v -> v.wrongVisibility().size()).sum(),
                            wrong.stream().mapToInt(Verdict::duplicates).sum());
                    wrong.forEach(verdict -> out.println(describe(verdict)));
                });
    }

    static String describe(Verdict verdict) {
        List<String> notes = new ArrayList<>();
        verdict.missed().forEach(e -> notes.add("missed " + e.kind().name().toLowerCase(Locale.ROOT) + " \"" + e.key() + "\""));
        verdict.incomplete().forEach(k -> notes.add("incomplete " + describe(k)));
        verdict.unexpected().forEach(k -> notes.add((verdict.restated().contains(k) ? "restated " : "unexpected ") + describe(k)));
        verdict.storage().merged.forEach(k -> notes.add("merged " + describe(k)));
        verdict.wrongVisibility().forEach(e -> notes.add("should be " + (e.visible() ? "visible" : "silent") + ": "
                + describe(verdict.found().get(e))));
        return "  " + verdict.sentence().id() + "  \"" + verdict.sentence().text() + "\"\n      " + String.join("; ", notes);
    }

    private static String describe(Kept kept) {
        MemoryDraft draft = kept.draft();
        return draft.kind().name().toLowerCase(Locale.ROOT) + " \"" + draft.text() + "\"" + (draft.visible() ? " visible" : "")
                + (kept.backfill() ? " (verifier)" : "");
    }

    private static String percent(int part, int whole) {
        return whole == 0 ? "n/a" : Math.round(100.0 * part / whole) + " %";
    }

    static double ratio(int part, int whole) {
        return whole == 0 ? 1.0 : (double) part / whole;
    }
}
