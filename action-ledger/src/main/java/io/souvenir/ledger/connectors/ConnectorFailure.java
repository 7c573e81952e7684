package io.souvenir.ledger.connectors;

/** A connector could not carry an action out. {@code retryable}: a later try may work (server down, timeout). */
public class ConnectorFailure extends RuntimeException {

    private final boolean retryable;

    public ConnectorFailure(String reason, boolean retryable, Throwable cause) {
        super(reason, cause);
        this.retryable = retryable;
    }

    public boolean retryable() {
        return retryable;
    }
}
