package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.smallrye.common.annotation.Blocking;
import io.souvenir.gateway.operator.Operations;
import io.souvenir.gateway.operator.Overview;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** For the realm role {@code operator}: the platform's health, never a user's memory. */
@Path("/api/v1/operator")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class OperatorResource {

    static final String ROLE = "operator";

    private final Operations operations;
    private final SecurityIdentity identity;
    private final CallerTenant caller;

    OperatorResource(Operations operations, SecurityIdentity identity, CallerTenant caller) {
        this.caller = caller;
        this.operations = operations;
        this.identity = identity;
    }

    /**
     * 403 without the role: the caller is known, and this page is not theirs. (Routes that hold
     * user data answer 404 instead, so they do not tell what exists; the platform maps Quarkus'
     * own ForbiddenException to 404, hence the JAX-RS one here.)
     */
    @GET
    @Path("/overview")
    @Blocking
    public Overview overview() {
        if (!identity.hasRole(ROLE)) {
            throw new ForbiddenException("this page is for operators");
        }
        return operations.overview(caller.tenant());
    }
}
