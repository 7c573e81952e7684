package io.souvenir.gateway.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.gateway.imports.ImportRequest;
import io.souvenir.gateway.imports.ImportService;
import io.souvenir.gateway.imports.ImportStatus;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
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
    private final MemorySettingsLookup settings;

    ImportResource(ImportService imports, CallerTenant caller, MemorySettingsLookup settings) {
        this.imports = imports;
        this.caller = caller;
        this.settings = settings;
    }

    /**
     * Accepted at once; the messages are stored (and memories drawn) in the background: follow it with GET.
     * While the caller's memory is off or paused (or its setting cannot be read) nothing is imported:
     * {@code 409}, and nothing is written. An import accepted before a pause is kept, as decided then.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response start(@Valid @NotNull ImportRequest request) {
        MemoryState memory = settings.current().memory();
        if (!memory.keeps()) {
            throw new WebApplicationException(switch (memory) {
                case OFF -> "memory is off: nothing is imported while it is off";
                case PAUSED -> "memory is paused: nothing is imported until the pause ends";
                default -> "the memory setting cannot be read right now: nothing was imported; try again";
            }, Response.Status.CONFLICT);
        }
        return Response.accepted(new Accepted(imports.accept(caller.tenant(), request))).build();
    }

    @GET
    @Path("/{id}")
    public ImportStatus status(@PathParam("id") UUID id) {
        return imports.status(caller.tenant(), id);
    }
}
