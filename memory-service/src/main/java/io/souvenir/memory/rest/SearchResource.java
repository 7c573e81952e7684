package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.search.Angle;
import io.souvenir.memory.search.Hit;
import io.souvenir.memory.search.SearchService;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

@Path("/api/v1/memories/search")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class SearchResource {

    public record Hits(List<HitView> hits) {
    }

    /**
     * {@code kind}: the memory's kind, or the message's role; {@code at}: when it was said or told;
     * {@code candidate}: a memory heard but not yet established.
     */
    public record HitView(String type, UUID id, String kind, String text, double score, List<String> angles,
            List<String> externalIds, OffsetDateTime at, boolean candidate) {

        static HitView of(Hit hit) {
            return new HitView(hit.type().wireName(), hit.id(), hit.kind(), hit.text(), hit.score(),
                    hit.angles().stream().map(Angle::wireName).toList(), hit.externalIds(), hit.at(), hit.candidate());
        }
    }

    private final SearchService search;
    private final CallerTenant caller;

    SearchResource(SearchService search, CallerTenant caller) {
        this.search = search;
        this.caller = caller;
    }

    /**
     * The caller's memories and messages that answer {@code q}, best first; {@code angles}
     * (person, subject, meaning; all by default) restricts how they are looked for.
     */
    @GET
    public Hits search(@QueryParam("q") @NotBlank @Size(max = 1000, message = "must be at most 1000 characters") String q,
            @QueryParam("k") @DefaultValue("10") @Min(1) @Max(100) int k, @QueryParam("angles") String angles) {
        return new Hits(search.search(caller.tenant(), q, k, angles(angles)).stream().map(HitView::of).toList());
    }

    private static Set<Angle> angles(String names) {
        if (names == null) {
            return EnumSet.allOf(Angle.class);
        }
        Set<Angle> angles = EnumSet.noneOf(Angle.class);
        for (String name : names.split(",")) {
            angles.add(Angle.ofWireName(name.strip()).orElseThrow(() -> new InvalidRequestException("angles",
                    "must be a comma-separated list of " + Arrays.stream(Angle.values()).map(Angle::wireName).toList())));
        }
        return angles;
    }
}
