package io.souvenir.platform.privacy;

import io.quarkus.security.Authenticated;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/**
 * What this service holds about the caller, and its erasure. Every service serves it; the
 * gateway's {@code DELETE /api/v1/me/memory} erases through each of them.
 */
@Path("/api/v1/me/data")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class PersonalDataResource {

    /** Rows per table this service held ({@code erased}) and holds now ({@code remaining}, all zero after an erasure). */
    public record Report(Map<String, Long> erased, Map<String, Long> remaining) {
    }

    private final PersonalData data;
    private final CallerTenant caller;

    PersonalDataResource(PersonalData data, CallerTenant caller) {
        this.data = data;
        this.caller = caller;
    }

    @GET
    public Report held() {
        return new Report(Map.of(), data.count(caller.tenant()));
    }

    @DELETE
    public Report erase() {
        Map<String, Long> erased = data.erase(caller.tenant());
        return new Report(erased, data.count(caller.tenant()));
    }
}
