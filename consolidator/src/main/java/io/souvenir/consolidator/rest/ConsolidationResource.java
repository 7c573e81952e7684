package io.souvenir.consolidator.rest;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.Authenticated;
import io.souvenir.consolidator.night.NightService;
import io.souvenir.consolidator.night.RunConflict;
import io.souvenir.consolidator.review.ReviewQueue;
import io.souvenir.consolidator.runs.Run;
import io.souvenir.consolidator.runs.RunRepository;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.rest.Problem;
import io.souvenir.platform.security.CallerTenant;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The caller's consolidation (API.md "Consolidation"): run now, the runs with their diff, rollback, the review queue. */
@Path("/api/v1/consolidation")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ConsolidationResource {

    public record Runs(List<RunView> runs) {
    }

    public record Review(List<ReviewQueue.Item> items) {
    }

    private final NightService night;
    private final ReviewQueue reviews;
    private final RunRepository runs;
    private final TenantSession tenantSession;
    private final CallerTenant caller;

    ConsolidationResource(NightService night, ReviewQueue reviews, RunRepository runs, TenantSession tenantSession, CallerTenant caller) {
        this.night = night;
        this.reviews = reviews;
        this.runs = runs;
        this.tenantSession = tenantSession;
        this.caller = caller;
    }

    /** The caller's consolidation now, with the night's rules. */
    @POST
    @Path("/runs")
    public RunView runNow() {
        Tenant tenant = caller.tenant();
        return view(tenant, night.runNow(tenant).id());
    }

    @GET
    @Path("/runs")
    public Runs list(@QueryParam("limit") String limit) {
        int count = limit(limit);
        Tenant tenant = caller.tenant();
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            return new Runs(runs.newestFirst(count).stream().map(run -> RunView.of(run, runs.decisions(run.id()))).toList());
        });
    }

    @GET
    @Path("/runs/{id}")
    public RunView one(@PathParam("id") String id) {
        return view(caller.tenant(), uuid(id));
    }

    /** 200 the run rolled back; 404 for a run that is not the caller's; 409 naming the later run to roll back first. */
    @POST
    @Path("/runs/{id}/rollback")
    public RunView rollback(@PathParam("id") String id) {
        Tenant tenant = caller.tenant();
        return view(tenant, night.rollback(tenant, uuid(id)).id());
    }

    @GET
    @Path("/review")
    public Review review() {
        return new Review(reviews.waiting(caller.tenant()));
    }

    /** Promotes the candidate; 409 for an item already decided. */
    @POST
    @Path("/review/{id}/approve")
    public ReviewQueue.Item approve(@PathParam("id") String id) {
        return reviews.decide(caller.tenant(), uuid(id), true);
    }

    /** Archives the candidate; 409 for an item already decided. */
    @POST
    @Path("/review/{id}/reject")
    public ReviewQueue.Item reject(@PathParam("id") String id) {
        return reviews.decide(caller.tenant(), uuid(id), false);
    }

    @ServerExceptionMapper
    public Response conflict(RunConflict conflict) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "https://souvenir.dev/problems/conflict");
        problem.put("title", "Conflict");
        problem.put("status", 409);
        problem.put("detail", conflict.getMessage());
        if (conflict.undoFirst() != null) {
            problem.put("rollBackFirst", conflict.undoFirst());
        }
        return Response.status(409).type(Problem.PROBLEM_JSON).entity(problem).build();
    }

    private RunView view(Tenant tenant, UUID id) {
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            Run run = runs.find(id, false).orElseThrow(() -> new NotFoundException("no run " + id));
            return RunView.of(run, runs.decisions(id));
        });
    }

    private static UUID uuid(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("id", "is not a run or item id");
        }
    }

    private static int limit(String limit) {
        if (limit == null) {
            return 20;
        }
        try {
            int value = Integer.parseInt(limit);
            if (value >= 1 && value <= 100) {
                return value;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new InvalidRequestException("limit", "must be a number from 1 to 100");
    }
}
