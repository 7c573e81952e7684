package io.souvenir.consolidator.night;

import io.souvenir.contracts.memory.Domain;

/**
 * What the night does with a candidate: {@code supersedes} is the id of the active memory it
 * replaces; {@code domain}, for a sensitive candidate sent to review, the guarded domain the night
 * found, which may not be the day's label (a diagnosis labelled {@code none}).
 */
public record Verdict(Outcome outcome, Rule rule, String supersedes, Domain domain) {

    public enum Outcome {
        PROMOTED, HELD, REVIEW, SUPERSEDED;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The rules, in the order they are tried (bench/CORPUS.md, "The rules"). */
    public enum Rule {
        SENSITIVE_DOMAIN, LOW_CONFIDENCE, NO_DESTINATION, UNCHANGEABLE_ATTRIBUTE, QUIET, ALREADY_KNOWN, CHANGING_ATTRIBUTE, CLEAR;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    static Verdict of(Outcome outcome, Rule rule) {
        return new Verdict(outcome, rule, null, null);
    }

    static Verdict supersede(String replaced) {
        return new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE, replaced, null);
    }

    static Verdict sensitive(Domain domain) {
        return new Verdict(Outcome.REVIEW, Rule.SENSITIVE_DOMAIN, null, domain);
    }
}
