package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.memory.memories.MemoryQueries;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

@Path("/api/v1/memories")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class MemoryResource {

    public record Page(List<MemoryView> items, UUID next) {
    }

    public record Rewrite(@NotBlank @Size(max = 2000, message = "must be at most 2000 characters") String text) {
    }

    private static final Set<String> STATUSES = Set.of("active", "candidate", "superseded", "archived");

    private final MemoryQueries memories;
    private final CallerTenant caller;

    MemoryResource(MemoryQueries memories, CallerTenant caller) {
        this.memories = memories;
        this.caller = caller;
    }

    /** All the caller's memories, silent ones included, newest first. */
    @GET
    public Page list(@QueryParam("kind") String kind, @QueryParam("status") String status,
            @QueryParam("limit") @DefaultValue("50") @Min(1) @Max(500) int limit, @QueryParam("cursor") UUID cursor) {
        if (status != null && !STATUSES.contains(status)) {
            throw new InvalidRequestException("status", "must be one of " + STATUSES);
        }
        MemoryQueries.Page page = memories.page(caller.tenant(), Optional.ofNullable(kind).map(MemoryResource::kind),
                Optional.ofNullable(status), Optional.ofNullable(cursor), limit);
        return new Page(views(page), page.next().orElse(null));
    }

    @GET
    @Path("/{id}")
    public MemoryView get(@PathParam("id") UUID id) {
        return views(memories.one(caller.tenant(), id)).get(0);
    }

    @PATCH
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public MemoryView rewrite(@PathParam("id") UUID id, @Valid @NotNull Rewrite rewrite) {
        return views(memories.rewrite(caller.tenant(), id, rewrite.text())).get(0);
    }

    @DELETE
    @Path("/{id}")
    public void forget(@PathParam("id") UUID id) {
        memories.forget(caller.tenant(), id);
    }

    private static List<MemoryView> views(MemoryQueries.Page page) {
        return page.memories().stream()
                .map(memory -> MemoryView.of(memory, page.persons().getOrDefault(memory.id, List.of())))
                .toList();
    }

    private static MemoryKind kind(String name) {
        return Arrays.stream(MemoryKind.values()).filter(kind -> kind.wireName().equals(name)).findFirst()
                .orElseThrow(() -> new InvalidRequestException("kind", "must be one of "
                        + Arrays.stream(MemoryKind.values()).map(MemoryKind::wireName).toList()));
    }
}
