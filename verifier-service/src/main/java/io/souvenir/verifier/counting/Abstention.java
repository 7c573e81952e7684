package io.souvenir.verifier.counting;

/** A clause the counter does not act on, and why. */
public record Abstention(String clause, Reason reason) {

    public enum Reason {
        /** Asks rather than tells. */
        QUESTION,
        /** Names someone ("Bob") nothing in the sentence introduces: a nickname, a pet, a colleague? */
        UNINTRODUCED_NAME,
        /** Says something, but nothing the rules recognise as durable. */
        NO_FACT_SIGNAL
    }
}
