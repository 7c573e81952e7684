package io.souvenir.consolidator.night;

/** What the night does with a candidate: {@code supersedes} is the id of the active memory it replaces. */
public record Verdict(Outcome outcome, Rule rule, String supersedes) {

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
        return new Verdict(outcome, rule, null);
    }
}
