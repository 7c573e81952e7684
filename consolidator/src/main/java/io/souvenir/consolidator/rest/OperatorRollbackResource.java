package io.souvenir.consolidator.rest;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;
import io.souvenir.consolidator.night.NightService;
import io.souvenir.consolidator.runs.Run;
import io.souvenir.consolidator.runs.RunRepository;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;

/**
 * An operator undoes one user's run by its id ({@code ./souvenir consolidation rollback RUN_ID}):
 * the same rollback as the user's button, in the same order (409 naming the later run first).
 */
@Path("/api/v1/operator/consolidation")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class OperatorRollbackResource {

    static final String ROLE = "operator";

    private final NightService night;
    private final RunRepository runs;
    private final TenantSession tenantSession;
    private final SecurityIdentity identity;

    OperatorRollbackResource(NightService night, RunRepository runs, TenantSession tenantSession, SecurityIdentity identity) {
        this.night = night;
        this.runs = runs;
        this.tenantSession = tenantSession;
        this.identity = identity;
    }

    @POST
    @Path("/runs/{id}/rollback")
    public RunView rollback(@PathParam("id") UUID id) {
        if (!identity.hasRole(ROLE)) {
            throw new ForbiddenException("this is for operators");
        }
        Run owned = QuarkusTransaction.requiringNew().call(() -> {
            runs.asScheduler();
            return runs.find(id, false).orElseThrow(() -> new NotFoundException("no run " + id));
        });
        Run run = night.rollback(owned.tenant(), id);
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(run.tenant());
            return RunView.of(run, runs.decisions(id));
        });
    }
}
