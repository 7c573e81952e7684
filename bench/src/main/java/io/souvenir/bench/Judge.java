package io.souvenir.bench;

import io.souvenir.bench.Corpus.Expected;
import io.souvenir.bench.Corpus.Labelled;
import io.souvenir.bench.Storage.Kept;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.SpelledNumbers;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Compares what memory-service would keep of a sentence with its labels. Each expected memory
 * takes, in the order of the labels, the first kept memory of its kind that carries its key
 * (case, accents and punctuation aside; a plural or feminine ending allowed; a number also
 * when spelled out). A kept memory left over is a false positive, unless it is the incomplete
 * form of a missed one (same kind, part of its key: "Hugo — mon frère" for "Hugo+Paris"), which
 * only counts as that miss. One that carries the key of an expected memory already taken says it
 * again: a duplicate memory-service would not catch.
 */
final class Judge {

    /** One sentence, judged. */
    record Verdict(Labelled sentence, Storage storage, Map<Expected, Kept> found, List<Expected> missed,
            List<Kept> incomplete, List<Kept> unexpected, List<Kept> restated, List<Expected> wrongVisibility) {

        boolean perfect() {
            return missed.isEmpty() && unexpected.isEmpty() && storage.merged.isEmpty() && wrongVisibility.isEmpty();
        }

        int duplicates() {
            return storage.merged.size() + restated.size();
        }
    }

    private Judge() {
    }

    static Verdict judge(Labelled sentence, Storage storage) {
        List<Kept> left = new ArrayList<>(storage.kept);
        Map<Expected, Kept> found = new LinkedHashMap<>();
        List<Expected> missed = new ArrayList<>();
        List<Expected> byPriority = new ArrayList<>(sentence.expected().stream().filter(e -> !e.optional()).toList());
        byPriority.addAll(sentence.expected().stream().filter(Expected::optional).toList());
        for (Expected expected : byPriority) {
            Kept match = left.stream()
                    .filter(kept -> kept.draft().kind() == expected.kind() && carries(kept.draft(), expected.key()))
                    .findFirst().orElse(null);
            if (match != null) {
                left.remove(match);
                found.put(expected, match);
            } else if (!expected.optional()) {
                missed.add(expected);
            }
        }
        List<Kept> restated = left.stream()
                .filter(kept -> found.keySet().stream().anyMatch(expected -> carries(kept.draft(), expected.key())))
                .toList();
        List<Kept> incomplete = left.stream().filter(kept -> !restated.contains(kept))
                .filter(kept -> missed.stream().anyMatch(expected -> expected.kind() == kept.draft().kind()
                        && Arrays.stream(expected.key().split("\\+")).anyMatch(part -> carries(kept.draft(), part))))
                .toList();
        left.removeAll(incomplete);
        List<Expected> wrongVisibility = found.entrySet().stream()
                .filter(pair -> pair.getKey().visible() != pair.getValue().draft().visible())
                .map(Map.Entry::getKey).toList();
        return new Verdict(sentence, storage, found, missed, incomplete, left, restated, wrongVisibility);
    }

    /** Whether the draft's text or persons carry every part of the key. */
    static boolean carries(MemoryDraft draft, String key) {
        StringBuilder said = new StringBuilder(draft.text());
        for (PersonRef person : draft.persons()) {
            said.append(" | ").append(person.name() == null ? "" : person.name())
                    .append(" | ").append(person.relation() == null ? "" : person.relation());
        }
        List<String> words = words(said.toString());
        Set<String> numbers = SpelledNumbers.in(said.toString());
        return Arrays.stream(key.split("\\+")).allMatch(part -> {
            List<String> wanted = words(part);
            if (wanted.size() == 1 && wanted.get(0).chars().allMatch(Character::isDigit) && numbers.contains(wanted.get(0))) {
                return true;
            }
            for (int start = 0; start + wanted.size() <= words.size(); start++) {
                int at = start;
                if (IntStream.range(0, wanted.size())
                        .allMatch(i -> sameWord(words.get(at + i), wanted.get(i)))) {
                    return true;
                }
            }
            return false;
        });
    }

    private static boolean sameWord(String said, String wanted) {
        if (said.equals(wanted)) {
            return true;
        }
        String ending = said.startsWith(wanted) ? said.substring(wanted.length()) : null;
        return ending != null && !wanted.chars().allMatch(Character::isDigit)
                && (ending.equals("s") || ending.equals("x") || ending.equals("e") || ending.equals("es"));
    }

    static List<String> words(String text) {
        String folded = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .replace("œ", "oe").replace("æ", "ae");
        return Arrays.stream(folded.split("[^\\p{L}\\p{N}]+")).filter(word -> !word.isEmpty()).toList();
    }
}
