package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.knowledge.DocumentInput;
import io.souvenir.memory.knowledge.DocumentTooLarge;
import io.souvenir.memory.knowledge.KnowledgeDocument;
import io.souvenir.memory.knowledge.KnowledgeHit;
import io.souvenir.memory.knowledge.KnowledgeRepository.SourceRow;
import io.souvenir.memory.knowledge.KnowledgeService;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.rest.Problem;
import io.souvenir.platform.security.CallerTenant;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The caller's knowledge index (API.md, "Knowledge index"). */
@Path("/api/v1/knowledge")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class KnowledgeResource {

    /** Bodies of hits are cut here, with {@code truncated}; the whole document is at {@code /documents/{id}}. */
    static final int TEXT_LIMIT = 2000;

    public record Replacement(List<DocumentInput> documents) {
    }

    public record SourceView(String source, int documents, OffsetDateTime rebuiltAt) {

        static SourceView of(SourceRow row) {
            return new SourceView(row.name(), row.documents(), row.rebuiltAt());
        }
    }

    public record Sources(List<SourceView> sources) {
    }

    public record HitView(UUID id, String source, String path, String name, String description, List<String> keywords, String type,
            double score, OffsetDateTime updatedAt, OffsetDateTime expiresAt, boolean stale, List<String> fields, String body,
            boolean truncated) {

        static HitView of(KnowledgeHit hit) {
            KnowledgeDocument d = hit.document();
            String body = d.body() == null ? "" : d.body();
            boolean cut = body.length() > TEXT_LIMIT;
            return new HitView(d.id(), d.source(), d.path(), d.name(), d.description(), d.keywords(), d.type(), hit.score(),
                    d.updatedAt(), d.expiresAt(), hit.stale(), hit.fields(), cut ? body.substring(0, TEXT_LIMIT) : body, cut);
        }
    }

    public record Hits(List<HitView> hits, String rewritten) {
    }

    public record DocumentView(UUID id, String source, String path, String name, String description, List<String> keywords, String type,
            String summary, String body, OffsetDateTime updatedAt, OffsetDateTime expiresAt) {

        static DocumentView of(KnowledgeDocument d) {
            return new DocumentView(d.id(), d.source(), d.path(), d.name(), d.description(), d.keywords(), d.type(), d.summary(),
                    d.body(), d.updatedAt(), d.expiresAt());
        }
    }

    public record Notes(List<DocumentView> notes) {
    }

    private final KnowledgeService knowledge;
    private final CallerTenant caller;

    KnowledgeResource(KnowledgeService knowledge, CallerTenant caller) {
        this.knowledge = knowledge;
        this.caller = caller;
    }

    /** The source holds exactly these documents afterwards: {@code {"source","documents","added","updated","removed","tookMs"}}. */
    @PUT
    @Path("/sources/{source}")
    @Consumes(MediaType.APPLICATION_JSON)
    public KnowledgeService.Replaced replace(@PathParam("source") String source, Replacement replacement) {
        if (replacement == null) {
            throw new InvalidRequestException("documents", "is required");
        }
        return knowledge.replace(caller.tenant(), source, replacement.documents());
    }

    @GET
    @Path("/sources")
    public Sources sources() {
        return new Sources(knowledge.sources(caller.tenant()).stream().map(SourceView::of).toList());
    }

    /** 204; 404 for a source the caller does not have (another user's included). */
    @DELETE
    @Path("/sources/{source}")
    public Response delete(@PathParam("source") String source) {
        if (!knowledge.delete(caller.tenant(), source)) {
            throw new NotFoundException("no source " + source);
        }
        return Response.noContent().build();
    }

    @GET
    @Path("/search")
    public Hits search(@QueryParam("q") @NotBlank @Size(max = 1000, message = "must be at most 1000 characters") String q,
            @QueryParam("k") @DefaultValue("10") @Min(1) @Max(100) int k,
            @QueryParam("type") @Size(max = 100, message = "must be at most 100 characters") String type,
            @QueryParam("source") @Size(max = 100, message = "must be at most 100 characters") String source) {
        KnowledgeService.Found found = knowledge.search(caller.tenant(), q, k, blankToNull(type), blankToNull(source));
        return new Hits(found.hits().stream().map(HitView::of).toList(), found.rewritten());
    }

    /** One document whole, by the id a hit gave; 404 when it is not the caller's. */
    @GET
    @Path("/documents/{id}")
    public DocumentView document(@PathParam("id") String id) {
        UUID uuid;
        try {
            uuid = UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new NotFoundException();
        }
        return knowledge.document(caller.tenant(), uuid).map(DocumentView::of).orElseThrow(NotFoundException::new);
    }

    @POST
    @Path("/notes")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response writeNote(KnowledgeService.NoteInput note) {
        DocumentView written = DocumentView.of(knowledge.writeNote(caller.tenant(), note));
        return Response.created(URI.create("/api/v1/knowledge/documents/" + written.id())).entity(written).build();
    }

    /** Every note of the caller, whole (what {@code ./souvenir knowledge pull} writes back as files). */
    @GET
    @Path("/notes")
    public Notes notes() {
        return new Notes(knowledge.notes(caller.tenant()).stream().map(DocumentView::of).toList());
    }

    @ServerExceptionMapper
    public Response tooLarge(DocumentTooLarge e) {
        return new Problem(URI.create("https://souvenir.dev/problems/too-large"), "Payload Too Large", 413, e.getMessage(),
                List.of(new Problem.FieldError(e.field(), "the document " + e.path() + " is larger than 1 MB"))).toResponse();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
