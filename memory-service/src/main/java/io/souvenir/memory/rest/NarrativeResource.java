package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.narrative.NarrativeContext;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.UUID;

/**
 * For turn-service, on the user's behalf (a service token, see README "Service calls"): what a
 * prompt knows of the user before any search.
 */
@Path("/internal/v1/narrative")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class NarrativeResource {

    /** {@code summaryBatches}: how many times the summary was extended. */
    public record NarrativeView(String identityCard, String summary, int summaryBatches, List<MessageView> liveWindow) {
    }

    private final NarrativeContext narrative;
    private final CallerTenant caller;

    NarrativeResource(NarrativeContext narrative, CallerTenant caller) {
        this.narrative = narrative;
        this.caller = caller;
    }

    @GET
    public NarrativeView read(@QueryParam("sessionId") @NotNull UUID sessionId) {
        NarrativeContext.Narrative known = narrative.of(caller.tenant(), sessionId);
        return new NarrativeView(
                known.identityCard().map(card -> card.markdown).orElse(""),
                known.session().map(session -> session.summary).orElse(null),
                known.session().map(session -> session.summaryBatches).orElse(0),
                known.liveWindow().stream().map(MessageView::of).toList());
    }
}
