package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.gateway.imports.ImportRequest;
import io.souvenir.gateway.imports.ImportService;
import io.souvenir.gateway.imports.ImportStatus;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.UUID;

@Path(ImportResource.PATH)
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ImportResource {

    static final String PATH = "/api/v1/imports";

    public record Accepted(UUID importId) {
    }

    private final ImportService imports;
    private final CallerTenant caller;

    ImportResource(ImportService imports, CallerTenant caller) {
        this.imports = imports;
        this.caller = caller;
    }

    /** Accepted at once; the messages are stored (and memories drawn) in the background: follow it with GET. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response start(@Valid @NotNull ImportRequest request) {
        return Response.accepted(new Accepted(imports.accept(caller.tenant(), request))).build();
    }

    @GET
    @Path("/{id}")
    public ImportStatus status(@PathParam("id") UUID id) {
        return imports.status(caller.tenant(), id);
    }
}
