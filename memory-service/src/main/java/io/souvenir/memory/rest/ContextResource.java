package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.contexts.ContextService;
import io.souvenir.memory.contexts.ContextSheet;
import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Ingestion;
import io.souvenir.memory.contexts.Contexts.Item;
import io.souvenir.memory.contexts.Contexts.NewContext;
import io.souvenir.memory.contexts.Contexts.NewOutput;
import io.souvenir.memory.contexts.Contexts.NewSource;
import io.souvenir.memory.contexts.Contexts.NewTodo;
import io.souvenir.memory.contexts.Contexts.Note;
import io.souvenir.memory.contexts.Contexts.Output;
import io.souvenir.memory.contexts.Contexts.Source;
import io.souvenir.memory.contexts.Contexts.Summary;
import io.souvenir.memory.contexts.Contexts.TodoChange;
import io.souvenir.memory.contexts.SourceTooLarge;
import io.souvenir.platform.rest.Problem;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** The caller's contexts (API.md, "Contexts"): the core on open, the rest on demand. */
@Path("/api/v1/contexts")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ContextResource {

    public record ContextList(List<Summary> contexts) {
    }

    public record Sources(List<Source> sources) {
    }

    public record Notes(List<Note> atomic) {
    }

    public record Outputs(List<Output> outputs) {
    }

    public record Queued(UUID jobId, String status) {
    }

    final ContextService contexts;
    final CallerTenant caller;

    ContextResource(ContextService contexts, CallerTenant caller) {
        this.contexts = contexts;
        this.caller = caller;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(NewContext input) {
        Core core = contexts.create(caller.tenant(), input);
        return Response.created(URI.create("/api/v1/contexts/" + core.id())).entity(core).build();
    }

    @GET
    public ContextList list() {
        return new ContextList(contexts.list(caller.tenant()));
    }

    @GET
    @Path("/{id}")
    public Core core(@PathParam("id") String id) {
        return contexts.core(caller.tenant(), uuid(id));
    }

    @POST
    @Path("/{id}/sources")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response addSource(@PathParam("id") String id, NewSource input) {
        Source source = contexts.addSource(caller.tenant(), uuid(id), input);
        return Response.created(URI.create("/api/v1/contexts/" + id + "/sources/" + source.id())).entity(source).build();
    }

    /** {@code pending=true}: only the sources no ingestion read yet. */
    @GET
    @Path("/{id}/sources")
    public Sources sources(@PathParam("id") String id, @QueryParam("q") String q, @QueryParam("pending") boolean pending) {
        return new Sources(contexts.sources(caller.tenant(), uuid(id), pending, q));
    }

    @GET
    @Path("/{id}/atomic")
    public Notes atomic(@PathParam("id") String id, @QueryParam("q") String q) {
        return new Notes(contexts.notes(caller.tenant(), uuid(id), q));
    }

    @GET
    @Path("/{id}/outputs")
    public Outputs outputs(@PathParam("id") String id, @QueryParam("q") String q) {
        return new Outputs(contexts.outputs(caller.tenant(), uuid(id), q));
    }

    @POST
    @Path("/{id}/outputs")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response addOutput(@PathParam("id") String id, NewOutput input) {
        return Response.status(Response.Status.CREATED).entity(contexts.addOutput(caller.tenant(), uuid(id), input)).build();
    }

    @POST
    @Path("/{id}/todos")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response addTodo(@PathParam("id") String id, NewTodo input) {
        Item todo = contexts.addTodo(caller.tenant(), uuid(id), UUID.randomUUID(), input == null ? null : input.text());
        return Response.status(Response.Status.CREATED).entity(todo).build();
    }

    @PATCH
    @Path("/{id}/todos/{todoId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Item changeTodo(@PathParam("id") String id, @PathParam("todoId") String todoId, TodoChange change) {
        return contexts.changeTodo(caller.tenant(), uuid(id), uuid(todoId), change);
    }

    @POST
    @Path("/{id}/ingest")
    public Response ingest(@PathParam("id") String id) {
        Ingestion job = contexts.requestIngestion(caller.tenant(), uuid(id));
        return Response.accepted(new Queued(job.jobId(), job.status())).build();
    }

    @GET
    @Path("/{id}/ingest/{jobId}")
    public Ingestion ingestion(@PathParam("id") String id, @PathParam("jobId") String jobId) {
        return contexts.ingestion(caller.tenant(), uuid(id), uuid(jobId));
    }

    /** The handoff in the language asked ({@code ?lang=fr|en}, else Accept-Language, else the mission's). */
    @POST
    @Path("/{id}/save")
    public Core save(@PathParam("id") String id, @QueryParam("lang") String lang, @HeaderParam("Accept-Language") String accept) {
        return contexts.save(caller.tenant(), uuid(id), language(lang, accept));
    }

    static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    @GET
    @Path("/{id}/export.xlsx")
    @Produces(XLSX)
    public Response export(@PathParam("id") String id) {
        UUID context = uuid(id);
        byte[] sheet = contexts.export(caller.tenant(), context);
        return Response.ok(sheet, XLSX).header("Content-Disposition", "attachment; filename=\"context-" + context + ".xlsx\"").build();
    }

    /** The edited sheet, as the export gave it: only what changed is applied; an unknown tab or column is a 400 and changes nothing. */
    @POST
    @Path("/{id}/import.xlsx")
    @Consumes({XLSX, MediaType.APPLICATION_OCTET_STREAM})
    public ContextService.Imported importSheet(@PathParam("id") String id, byte[] sheet) {
        UUID context = uuid(id);
        contexts.core(caller.tenant(), context);
        return contexts.importSheet(caller.tenant(), context, ContextSheet.read(new java.io.ByteArrayInputStream(sheet)));
    }

    static Locale language(String lang, String accept) {
        String asked = lang != null && !lang.isBlank() ? lang : accept;
        if (asked == null || asked.isBlank()) {
            return null;
        }
        return asked.strip().toLowerCase(Locale.ROOT).startsWith("fr") ? Locale.FRENCH : Locale.ENGLISH;
    }

    /** An id that is not one is a context nobody has. */
    static UUID uuid(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new NotFoundException();
        }
    }

    @ServerExceptionMapper
    public Response tooLarge(SourceTooLarge e) {
        return new Problem(URI.create("https://souvenir.dev/problems/too-large"), "Payload Too Large", 413, e.getMessage(),
                List.of(new Problem.FieldError("text", "a source is at most 2 MB"))).toResponse();
    }
}
