package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.common.annotation.Blocking;
import io.souvenir.gateway.operator.Operations;
import io.souvenir.platform.rest.Problem;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** For the realm role {@code operator}: the platform's health, never a user's memory. */
@Path("/api/v1/operator")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class OperatorResource {

    static final String ROLE = "operator";

    private final Operations operations;
    private final SecurityIdentity identity;

    OperatorResource(Operations operations, SecurityIdentity identity) {
        this.operations = operations;
        this.identity = identity;
    }

    /**
     * 403 without the role: the caller is known, and this page is not theirs. (Routes that hold
     * user data answer 404 instead, so they do not tell what exists.)
     */
    @GET
    @Path("/overview")
    @Blocking
    public Response overview() {
        if (!identity.hasRole(ROLE)) {
            return Problem.of(Response.Status.FORBIDDEN, "this page is for operators").toResponse();
        }
        return Response.ok(operations.overview()).build();
    }
}
