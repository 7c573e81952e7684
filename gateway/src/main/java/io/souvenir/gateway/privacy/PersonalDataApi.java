package io.souvenir.gateway.privacy;

import io.souvenir.gateway.downstream.CallerToken;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.Path;
import java.util.Map;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;

/** Every service's {@code /api/v1/me/data}, called with the caller's own token. */
@Path("/api/v1/me/data")
@RegisterClientHeaders(CallerToken.class)
public interface PersonalDataApi {

    /** Rows per table the service held and holds after the erasure. */
    record Report(Map<String, Long> erased, Map<String, Long> remaining) {
    }

    @DELETE
    Report erase();
}
