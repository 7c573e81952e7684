package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.imports.ImportService;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.UUID;

@Path("/api/v1/imports")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ImportResource {

    private final ImportService imports;
    private final CallerTenant caller;

    ImportResource(ImportService imports, CallerTenant caller) {
        this.imports = imports;
        this.caller = caller;
    }

    /** How far the caller's import got; 404 until its first chunk arrived (the gateway knows it was accepted). */
    @GET
    @Path("/{id}")
    public ImportService.ImportReport report(@PathParam("id") UUID id) {
        return imports.report(caller.tenant(), id).orElseThrow(NotFoundException::new);
    }
}
