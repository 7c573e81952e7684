package io.souvenir.bench;

/** What proposes the memories of a sentence: the main pass, whole or cut to its first memory, with or without the verifier. */
public enum Configuration {

    MAIN("(a) main pass", false, false),
    MAIN_VERIFIED("(b) main + verifier", false, true),
    WEAKENED("(c) weakened, 1/turn", true, false),
    WEAKENED_VERIFIED("(d) weakened + verifier", true, true);

    final String label;
    final boolean weakened;
    final boolean verified;

    Configuration(String label, boolean weakened, boolean verified) {
        this.label = label;
        this.weakened = weakened;
        this.verified = verified;
    }
}
