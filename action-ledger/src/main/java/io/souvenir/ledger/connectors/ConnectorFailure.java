package io.souvenir.ledger.connectors;

import io.souvenir.contracts.WireName;

/**
 * A connector could not carry an action out. {@code why}: what went wrong in words a person can be
 * told (the user reads a sentence made from it, never the message); the message is the technical
 * reason, for the operator (logs, the ledger's {@code reason} column). {@code retryable}: a later
 * try may work (server down, timeout).
 */
public class ConnectorFailure extends RuntimeException {

    /** What went wrong, as the user is told. */
    public enum Why implements WireName {
        /** The server to hand it to did not answer (down, unreachable, timed out): nothing left. */
        UNREACHABLE,
        /** The server answered and refused it: nothing left. */
        REFUSED,
        /** The recipient is not an address at all. */
        BAD_ADDRESS,
        /** A try was cut short (the process died mid-send): it may or may not have left, so it is never tried again. */
        INTERRUPTED,
        /** Nobody here can carry out this tool. */
        UNSUPPORTED,
        /** Anything else. */
        UNEXPECTED;

        /** Whether the user may ask for it again: only when it certainly did not leave, and another try may work. */
        public boolean userMayRetry() {
            return this == UNREACHABLE || this == REFUSED || this == UNEXPECTED;
        }
    }

    private final Why why;
    private final boolean retryable;

    public ConnectorFailure(Why why, String technicalReason, boolean retryable, Throwable cause) {
        super(technicalReason, cause);
        this.why = why;
        this.retryable = retryable;
    }

    public Why why() {
        return why;
    }

    public boolean retryable() {
        return retryable;
    }
}
