package io.souvenir.platform.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;

/**
 * An RFC 9457 problem. {@code errors} names each offending field of a rejected request, so a
 * client can show the message next to the field.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(URI type, String title, int status, String detail, List<FieldError> errors) {

    public static final String MEDIA_TYPE = "application/problem+json";
    public static final MediaType PROBLEM_JSON = MediaType.valueOf(MEDIA_TYPE);
    private static final String TYPES = "https://souvenir.dev/problems/";

    public record FieldError(String field, String message) {
    }

    public static Problem of(Response.Status status, String detail) {
        return of(status.getStatusCode(), status.getReasonPhrase(), detail);
    }

    public static Problem of(int status, String title, String detail) {
        return new Problem(typeFor(status), title, status, detail, List.of());
    }

    public static Problem invalid(List<FieldError> errors) {
        String detail = errors.stream().map(error -> error.field() + ": " + error.message())
                .reduce((a, b) -> a + "; " + b).orElse("invalid request");
        return new Problem(URI.create(TYPES + "invalid-request"), "Invalid request", 400, detail, List.copyOf(errors));
    }

    public Response toResponse() {
        return Response.status(status).type(PROBLEM_JSON).entity(this).build();
    }

    private static URI typeFor(int status) {
        return switch (status) {
            case 400 -> URI.create(TYPES + "invalid-request");
            case 401 -> URI.create(TYPES + "unauthenticated");
            case 403 -> URI.create(TYPES + "forbidden");
            case 404 -> URI.create(TYPES + "not-found");
            case 409 -> URI.create(TYPES + "conflict");
            case 413 -> URI.create(TYPES + "too-large");
            default -> URI.create("about:blank");
        };
    }
}
