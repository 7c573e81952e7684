package io.souvenir.ledger.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.contracts.action.ActionDecided.Decision;
import io.souvenir.contracts.action.ActionStatus;
import io.souvenir.ledger.actions.ActionService;
import io.souvenir.ledger.actions.ActionView;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * recall_actions and the confirmation gate, for the user ({@code /api/v1}) and for turn-service on
 * the user's behalf ({@code /internal/v1}, service tokens only: the prompt's recent-actions block
 * and the model's recall_actions tool).
 */
@Path("/")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ActionsResource {

    public record Actions(List<ActionView> actions) {
    }

    private final ActionService actions;
    private final CallerTenant caller;

    ActionsResource(ActionService actions, CallerTenant caller) {
        this.actions = actions;
        this.caller = caller;
    }

    /** The caller's actions of the last {@code days} days, newest first; {@code query} looks in tool, label and arguments. */
    @GET
    @Path("api/v1/actions")
    public Actions recall(@QueryParam("query") @Size(max = 200) String query, @QueryParam("status") String status,
            @QueryParam("days") @DefaultValue("30") @Min(1) @Max(90) int days) {
        return new Actions(actions.recall(caller.tenant(), query, status(status), days));
    }

    @GET
    @Path("internal/v1/actions")
    public Actions recallForService(@QueryParam("query") @Size(max = 200) String query, @QueryParam("status") String status,
            @QueryParam("days") @DefaultValue("30") @Min(1) @Max(90) int days) {
        return recall(query, status, days);
    }

    @POST
    @Path("api/v1/actions/{id}/confirm")
    public ActionView confirm(@PathParam("id") UUID id) {
        return actions.decide(caller.tenant(), id, Decision.CONFIRM);
    }

    @POST
    @Path("api/v1/actions/{id}/abort")
    public ActionView abort(@PathParam("id") UUID id) {
        return actions.decide(caller.tenant(), id, Decision.ABORT);
    }

    /** A failed action that certainly did not leave, asked again; 409 for any other (404 not the caller's). */
    @POST
    @Path("api/v1/actions/{id}/retry")
    public ActionView retry(@PathParam("id") UUID id) {
        return actions.retry(caller.tenant(), id);
    }

    private static ActionStatus status(String status) {
        if (status == null || status.isBlank()) {
            return null;
        }
        return Arrays.stream(ActionStatus.values()).filter(known -> known.wireName().equals(status.strip())).findFirst()
                .orElseThrow(() -> new InvalidRequestException("status", "must be one of " + Arrays.stream(ActionStatus.values())
                        .map(ActionStatus::wireName).collect(Collectors.joining(", "))));
    }
}
