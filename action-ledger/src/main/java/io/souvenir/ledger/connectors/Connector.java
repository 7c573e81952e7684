package io.souvenir.ledger.connectors;

import java.util.Map;
import java.util.UUID;

/** Carries out one kind of confirmed action ({@link #tool()}) in the world. */
public interface Connector {

    String tool();

    /** @throws ConnectorFailure when it could not; {@link ConnectorFailure#retryable()} says whether trying again may help */
    void execute(UUID actionId, Map<String, String> arguments);
}
