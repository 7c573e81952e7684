package io.souvenir.verifier.counting;

/** A clause the counter does not act on, and why. */
public record Abstention(String clause, Reason reason) {

    public enum Reason {
        /** Asks rather than tells. */
        QUESTION,
        /** Names someone ("Bob") nothing in the sentence introduces: a nickname, a pet, a colleague? */
        UNINTRODUCED_NAME,
        /** Says something, but nothing the rules recognise as durable. */
        NO_FACT_SIGNAL,
        /** Not said as true: "si j'avais un chien", "if I ever move", a conditional, a wish. */
        HYPOTHETICAL,
        /** What someone else said ("un collègue m'a dit que…"): about strangers, not the user. */
        REPORTED,
        /** A piece of work asked of the assistant ("écris une histoire…", "translate …"): its matter is not the user's life. */
        REQUEST,
        /** Past the token budget: the rest of a very long message is not read. */
        BEYOND_BUDGET
    }
}
