package io.souvenir.ledger.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.ledger.activity.ActivityTrace;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

@Path("/api/v1/activity")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ActivityResource {

    public record Activity(List<ActivityTrace> traces) {
    }

    private final ActivityService activity;
    private final CallerTenant caller;

    ActivityResource(ActivityService activity, CallerTenant caller) {
        this.activity = activity;
        this.caller = caller;
    }

    /** The caller's interactions, grouped by trace, newest first. */
    @GET
    public Activity activity(@QueryParam("days") @DefaultValue("30") @Min(1) @Max(90) int days) {
        return new Activity(activity.traces(caller.tenant(), days));
    }
}
