package io.souvenir.bench;

import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.Corpus.Part;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.engine.offline.OfflineExtractor;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the offline engine's language library (Apache OpenNLP and its UD models) costs a turn:
 * the time and heap to load the models once, then per sentence of the development corpus the
 * time of the analysis alone and of the whole extraction (p50/p95/p99/max, in ms, after a
 * warm-up), the bytes allocated per turn, and an 8,000-character message. It prints; it asserts
 * nothing (timings depend on the machine and on what else runs on it).
 */
public final class LanguageCost {

    private static final int ROUNDS = 5;

    private LanguageCost() {
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        List<String> sentences = Corpus.load(Part.DEV).stream().map(Labelled::text).toList();

        long heapBefore = usedHeap();
        long loadStart = System.nanoTime();
        Analyzer analyzer = Analyzer.standard();
        analyzer.analyse("ma fille a onze ans", Locale.FRENCH);
        analyzer.analyse("my daughter is eleven", Locale.ENGLISH);
        double loadMs = (System.nanoTime() - loadStart) / 1e6;
        long heapAfter = usedHeap();
        out.printf("%nLanguage library: Apache OpenNLP 2.5 (Apache-2.0), UD models fr-gsd POS, en-ewt POS and lemmas%n");
        out.printf("models loaded in %.0f ms; heap retained by the loaded models: %.1f MB%n", loadMs,
                (heapAfter - heapBefore) / 1e6);

        OfflineExtractor extractor = new OfflineExtractor();
        for (String sentence : sentences) { // warm-up round
            extractor.extract(sentence, Corpus.NOW);
        }
        List<Double> analysis = new ArrayList<>();
        List<Double> extraction = new ArrayList<>();
        long allocated = 0;
        int turns = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (String sentence : sentences) {
                Locale language = LanguageDetector.detect(sentence);
                long start = System.nanoTime();
                analyzer.analyse(sentence, language);
                analysis.add((System.nanoTime() - start) / 1e6);
                long bytes = allocatedBytes();
                start = System.nanoTime();
                extractor.extract(sentence, Corpus.NOW);
                extraction.add((System.nanoTime() - start) / 1e6);
                allocated += allocatedBytes() - bytes;
                turns++;
            }
        }
        out.printf("%d sentences of the development corpus x %d rounds, after a warm-up round%n", sentences.size(), ROUNDS);
        out.printf("%-44s %8s %8s %8s %8s%n", "per turn (ms)", "p50", "p95", "p99", "max");
        print(out, "analysis alone (tokens, POS, lemmas, whole turn)", analysis);
        print(out, "whole extraction (analysis per clause + rules)", extraction);
        if (allocated > 0) {
            out.printf("allocated per turn by the whole extraction: %.0f KB on average%n", allocated / 1e3 / turns);
        }

        StringBuilder longMessage = new StringBuilder("ma fille a onze ans.");
        while (longMessage.length() < 8_000) {
            longMessage.append(" et puis on a parlé de tout et de rien avec mon frère Hugo qui habite à Lyon");
        }
        String eightThousand = longMessage.substring(0, 8_000);
        List<Double> longTurns = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            long start = System.nanoTime();
            extractor.extract(eightThousand, Corpus.NOW);
            longTurns.add((System.nanoTime() - start) / 1e6);
        }
        print(out, "an 8,000-character message (read to budget)", longTurns);
        out.printf("heap in use at the end: %.1f MB (max %.0f MB)%n", usedHeap() / 1e6,
                Runtime.getRuntime().maxMemory() / 1e6);
    }

    private static void print(PrintStream out, String what, List<Double> millis) {
        double[] sorted = millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        out.printf("%-44s %8.2f %8.2f %8.2f %8.2f%n", what, percentile(sorted, 50), percentile(sorted, 95),
                percentile(sorted, 99), sorted[sorted.length - 1]);
    }

    private static double percentile(double[] sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    /** Bytes this thread allocated so far, where the JVM tells it (HotSpot); else 0. */
    private static long allocatedBytes() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads) {
            return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return 0;
    }
}
