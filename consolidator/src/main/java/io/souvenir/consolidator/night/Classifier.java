package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Clash;
import io.souvenir.platform.memory.Attributes.Comparison;
import io.souvenir.platform.memory.Attributes.Said;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The night's guard rails, tried in order, the first that applies deciding (bench/CORPUS.md, "The
 * rules"): a sensitive domain goes to review however confident; uncertain, vague or still-moving
 * candidates are held with the rule that held them; a contradiction of something that never changes
 * goes to review; a new value of something that changes supersedes the old one; the rest is
 * promoted. Deterministic, no model.
 */
public final class Classifier {

    private static final Set<String> SUBJECT_PRONOUNS = Set.of("il", "elle", "ils", "elles", "lui", "ca", "cela", "he", "she",
            "they", "it", "him", "her", "his", "their", "them", "that", "this");
    private static final Pattern VAGUE = Pattern.compile("^(?:ce truc|ce machin|cette chose|that thing|this thing|the thing|"
            + "le truc|c'est complique|it's complicated|on verra|we'll see)\\b");

    private final double lowConfidence;
    private final Duration quiet;

    public Classifier(double lowConfidence, Duration quiet) {
        this.lowConfidence = lowConfidence;
        this.quiet = quiet;
    }

    public Verdict decide(Situation situation) {
        Known candidate = situation.candidate();
        if (!"none".equals(candidate.domain()) || SensitiveWords.inText(candidate.text())) {
            return Verdict.of(Outcome.REVIEW, Rule.SENSITIVE_DOMAIN);
        }
        if (candidate.confidence() < lowConfidence) {
            return Verdict.of(Outcome.HELD, Rule.LOW_CONFIDENCE);
        }
        if (hasNoDestination(candidate)) {
            return Verdict.of(Outcome.HELD, Rule.NO_DESTINATION);
        }
        Comparison comparison = compare(situation);
        if (comparison.clashes().stream().anyMatch(clash -> !clash.attribute().changing())) {
            return Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE);
        }
        if (situation.lastMentioned() != null && situation.lastMentioned().plus(quiet).isAfter(situation.now())) {
            return Verdict.of(Outcome.HELD, Rule.QUIET);
        }
        Optional<Clash> change = comparison.first();
        if (change.isEmpty() && !comparison.sameValues().isEmpty()) {
            return Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN);
        }
        return change.map(clash -> new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE,
                        situation.active().get(clash.active()).id()))
                .orElse(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    /** The naive baseline the bench prints beside the rules: every candidate applied, newest wins every contradiction. */
    public static Verdict newestWins(Situation situation) {
        return compare(situation).first()
                .map(clash -> new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE, situation.active().get(clash.active()).id()))
                .orElse(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    private static Comparison compare(Situation situation) {
        return Attributes.compare(said(situation.candidate()), situation.active().stream().map(Classifier::said).toList());
    }

    private static Said said(Known known) {
        return new Said(known.kind(), known.text(), known.persons());
    }

    private static boolean hasNoDestination(Known candidate) {
        if ("fact".equals(candidate.kind()) && candidate.facet() == null) {
            return true;
        }
        if (!candidate.persons().isEmpty()) {
            return false;
        }
        String text = Attributes.normalize(candidate.text());
        String first = text.split("[\\s']+", 2)[0];
        return SUBJECT_PRONOUNS.contains(first) || VAGUE.matcher(text).find();
    }
}
