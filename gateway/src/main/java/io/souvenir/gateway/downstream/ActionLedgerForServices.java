package io.souvenir.gateway.downstream;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/** action-ledger's routes for services, called with a service token (platform ServiceTokens). */
@RegisterRestClient(configKey = "action-ledger")
@Path("/internal/v1")
public interface ActionLedgerForServices {

    /** {@code {"connectors":[{"name","status","failures":[{"type","count","lastAt"}]}]}}: counts, never content. */
    @GET
    @Path("/connectors")
    Response connectors(@HeaderParam("Authorization") String serviceToken);
}
