package io.souvenir.platform.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.stream.StreamSupport;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every error leaves a service as {@code application/problem+json}: 400 names the field, 401 says
 * the token is missing or not acceptable, 404 covers both "absent" and "not yours".
 */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response invalid(ConstraintViolationException e) {
        List<Problem.FieldError> errors = e.getConstraintViolations().stream()
                .map(violation -> new Problem.FieldError(fieldName(violation), violation.getMessage()))
                .sorted((a, b) -> a.field().compareTo(b.field()))
                .toList();
        return Problem.invalid(errors).toResponse();
    }

    @ServerExceptionMapper
    public Response invalid(InvalidRequestException e) {
        return Problem.invalid(e.errors()).toResponse();
    }

    /** Named explicitly so they win over Quarkus' built-in mappers, which answer with an empty body. */
    @ServerExceptionMapper({MismatchedInputException.class, InvalidFormatException.class})
    public Response mismatched(JsonMappingException e) {
        return unreadable(e);
    }

    @ServerExceptionMapper
    public Response unreadable(JsonProcessingException e) {
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            FieldPath field = new FieldPath();
            for (JsonMappingException.Reference ref : mapping.getPath()) {
                if (ref.getFieldName() == null) {
                    field.index(ref.getIndex());
                } else {
                    field.name(ref.getFieldName());
                }
            }
            String reason = mapping.getCause() instanceof IllegalArgumentException cause
                    ? cause.getMessage() : "has the wrong type or format";
            return Problem.invalid(List.of(new Problem.FieldError(field.toString(), reason))).toResponse();
        }
        return Problem.of(Response.Status.BAD_REQUEST, "the body is not valid JSON").toResponse();
    }

    @ServerExceptionMapper({AuthenticationFailedException.class, UnauthorizedException.class})
    public Response unauthenticated() {
        return Problem.of(Response.Status.UNAUTHORIZED, "a valid bearer token with a workspace is required")
                .toResponse();
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e) {
        return Problem.of(Response.Status.NOT_FOUND, "nothing here for you").toResponse();
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        if (e.getCause() instanceof JsonProcessingException unreadableBody) {
            return unreadable(unreadableBody);
        }
        Response.StatusType status = e.getResponse().getStatusInfo();
        String detail = e.getMessage() == null || e.getMessage().startsWith("HTTP ") ? status.getReasonPhrase() : e.getMessage();
        return Problem.of(status.getStatusCode(), status.getReasonPhrase(), detail).toResponse();
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("unexpected error", e);
        return Problem.of(Response.Status.INTERNAL_SERVER_ERROR, "something went wrong on our side").toResponse();
    }

    private static String fieldName(ConstraintViolation<?> violation) {
        // "submit.request.messages[3].role" -> "messages[3].role": the client knows its body, not our method names
        List<Path.Node> nodes = StreamSupport.stream(violation.getPropertyPath().spliterator(), false).toList();
        FieldPath field = new FieldPath();
        for (Path.Node node : nodes) {
            boolean named = node.getKind() == ElementKind.PROPERTY || node.getKind() == ElementKind.PARAMETER && nodes.size() == 2;
            if (!named && node.getKind() != ElementKind.CONTAINER_ELEMENT) {
                continue;
            }
            if (node.isInIterable() && node.getIndex() != null) {
                field.index(node.getIndex());
            }
            if (named) {
                field.name(node.getName());
            }
        }
        return field.isEmpty() ? violation.getPropertyPath().toString() : field.toString();
    }

    /** A field as the client names it in its body: {@code messages[3].role}. */
    private static final class FieldPath {

        private final StringBuilder path = new StringBuilder();

        void name(String name) {
            path.append(path.length() == 0 ? "" : ".").append(name);
        }

        void index(int index) {
            path.append('[').append(index).append(']');
        }

        boolean isEmpty() {
            return path.length() == 0;
        }

        @Override
        public String toString() {
            return path.toString();
        }
    }
}
