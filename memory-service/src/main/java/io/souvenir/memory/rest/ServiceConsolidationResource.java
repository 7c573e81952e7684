package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.memories.MemoryQueries;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/**
 * What the consolidator's night reads about a user, under a service token: their candidates (with
 * when each one's person or subject was last talked about) and the active persons and facts the
 * candidates may contradict.
 */
@Path("/internal/v1/consolidation")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ServiceConsolidationResource {

    private final MemoryQueries queries;
    private final CallerTenant caller;

    ServiceConsolidationResource(MemoryQueries queries, CallerTenant caller) {
        this.queries = queries;
        this.caller = caller;
    }

    @GET
    @Path("/state")
    public MemoryQueries.NightState state(@QueryParam("limit") @DefaultValue("500") int limit) {
        return queries.nightState(caller.tenant(), Math.max(1, Math.min(limit, 5000)));
    }
}
