package io.souvenir.turn.actions;

import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * What turn-service asks action-ledger about the user of a turn, with a service token for that
 * user. The recent actions are fetched at most once per turn; without the ledger a turn is still answered.
 */
@ApplicationScoped
public class ActionHistory {

    private static final Logger LOG = Logger.getLogger(ActionHistory.class);
    private static final int RECENT_DAYS = 7;
    private static final int RECENT_AT_MOST = 10;

    private final ActionLedgerClient ledger;
    private final ServiceTokens serviceTokens;

    ActionHistory(@RestClient ActionLedgerClient ledger, ServiceTokens serviceTokens) {
        this.ledger = ledger;
        this.serviceTokens = serviceTokens;
    }

    /** The recent actions are asked for the first time the engine reads them (an offline turn rarely does), then kept. */
    public ActionLog of(Tenant user) {
        return new ActionLog() {
            private List<PastAction> recent;

            @Override
            public List<PastAction> recent() {
                if (recent == null) {
                    recent = fetchRecent(user);
                }
                return recent;
            }

            @Override
            public List<PastAction> search(String query, String status, int days) {
                return ask(user, query, status, Math.max(1, Math.min(days, MAX_DAYS)));
            }
        };
    }

    private List<PastAction> fetchRecent(Tenant user) {
        try {
            return ask(user, null, null, RECENT_DAYS).stream().limit(RECENT_AT_MOST).toList();
        } catch (ActionsUnavailableException e) {
            LOG.warnf("recent actions unavailable (%s); answering without them", e.getCause().getMessage());
            return List.of();
        }
    }

    private List<PastAction> ask(Tenant user, String query, String status, int days) {
        try {
            return ledger.recall(serviceTokens.bearer(user), query, status, days).actions();
        } catch (RuntimeException e) {
            throw new ActionsUnavailableException(e);
        }
    }
}
