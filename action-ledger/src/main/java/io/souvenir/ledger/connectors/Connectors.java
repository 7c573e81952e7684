package io.souvenir.ledger.connectors;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.util.Map;
import java.util.UUID;

/** Finds the connector of a tool; a tool nobody can carry out fails for good. */
@ApplicationScoped
public class Connectors {

    private final Instance<Connector> connectors;

    Connectors(Instance<Connector> connectors) {
        this.connectors = connectors;
    }

    public void execute(String tool, UUID actionId, Map<String, String> arguments) {
        connectors.stream().filter(connector -> connector.tool().equals(tool)).findFirst()
                .orElseThrow(() -> new ConnectorFailure(ConnectorFailure.Why.UNSUPPORTED, "no connector carries out " + tool, false, null))
                .execute(actionId, arguments);
    }
}
