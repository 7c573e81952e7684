package io.souvenir.turn.engine.openai;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.actions.ActionsUnavailableException;
import io.souvenir.turn.engine.Proposal;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The model acts only through proposals the user confirms (action-ledger holds them until then),
 * and looks up what it did through recall_actions.
 */
@ApplicationScoped
public class ActionTools {


    private final HeardActions heard;
    private final RecallOfTurn ofTurn;

    ActionTools(HeardActions heard, RecallOfTurn ofTurn) {
        this.heard = heard;
        this.ofTurn = ofTurn;
    }

    @Tool("Propose to send an email for the user. Nothing is sent until the user confirms; tell them so and ask "
            + "them to answer yes or no.")
    public String proposeEmail(@P("the recipient's email address") String to,
            @P("the subject, in the user's language") String subject,
            @P("the body, in the user's language, ready to send") String body) {
        if (to == null || !Proposal.isEmailAddress(to.strip())) {
            return "NOT PROPOSED: '" + to + "' is not an email address; ask the user for it";
        }
        heard.proposeEmail(to.strip(), subject == null ? "" : subject.strip(), body == null ? "" : body);
        return "PROPOSED: waiting for the user's confirmation";
    }

    @Tool("Confirm or abort an action waiting for the user's confirmation (see the recent-actions block), "
            + "when the user answers yes or no to it.")
    public String decideAction(@P("the id of the waiting action") String actionId, @P("confirm or abort") String decision) {
        if (actionId == null) {
            return "UNKNOWN ACTION: use an id from the recent-actions block";
        }
        try {
            boolean confirm = "confirm".equalsIgnoreCase(decision == null ? "" : decision.strip());
            heard.decide(new ActionDecided(UUID.fromString(actionId.strip()),
                    confirm ? ActionDecided.Decision.CONFIRM : ActionDecided.Decision.ABORT));
            return confirm ? "CONFIRMED: it will be carried out" : "ABORTED";
        } catch (IllegalArgumentException e) {
            return "UNKNOWN ACTION: use an id from the recent-actions block";
        }
    }

    @Tool("recall_actions: what you did for the user (emails proposed, sent, failed, aborted, expired), newest first, "
            + "with when and on which channel. Answer questions about your actions only from this or the recent-actions block.")
    public String recallActions(@P(value = "words to look for in the action: a name, an address, a subject", required = false)
            String query, @P(value = "proposed, confirmed, executed, failed, aborted or expired", required = false) String status,
            @P(value = "how many days back, 1 to 90 (default 30)", required = false) Integer days) {
        try {
            String found = ofTurn.actions().search(query, status == null || status.isBlank() ? null : status.strip()
                    .toLowerCase(Locale.ROOT), days == null ? ActionLog.DEFAULT_DAYS : days).stream()
                    .map(ofTurn.words()::line).collect(Collectors.joining("\n"));
            return found.isEmpty() ? "NOTHING FOUND" : found;
        } catch (ActionsUnavailableException e) {
            return "ACTIONS UNAVAILABLE: say you cannot check what you did right now";
        }
    }
}
