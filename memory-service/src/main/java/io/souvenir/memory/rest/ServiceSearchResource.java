package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.search.SearchService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The same search for services calling on a user's behalf (turn-service's recall), under a service token. */
@Path("/internal/v1/search")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ServiceSearchResource extends SearchResource {

    ServiceSearchResource(SearchService search, CallerTenant caller) {
        super(search, caller);
    }
}
