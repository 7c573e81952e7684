package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** action-ledger's API, called with the caller's own token: it sees exactly what the caller may see. */
@RegisterRestClient(configKey = "action-ledger")
@RegisterClientHeaders(CallerToken.class)
@Path("/api/v1")
public interface ActionLedgerClient {

    @GET
    @Path("/activity")
    Response activity(@QueryParam("days") String days);
}
