package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.search.SearchService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/api/v1/memories/graph")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class GraphResource {

    private final SearchService search;
    private final CallerTenant caller;

    GraphResource(SearchService search, CallerTenant caller) {
        this.search = search;
        this.caller = caller;
    }

    /**
     * {@code {"nodes":[{"id","kind","label"}],"links":[{"source","target","type"}],"truncated"}}: the
     * {@code limit} most recently mentioned memories (persons labelled by name) and the links between
     * them; {@code truncated} when the caller has more.
     */
    @GET
    public SearchService.Graph graph(@QueryParam("limit") @DefaultValue("" + SearchService.GRAPH_NODES) @Min(1)
            @Max(SearchService.GRAPH_NODES) int limit) {
        return search.graph(caller.tenant(), limit);
    }
}
