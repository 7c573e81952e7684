package io.souvenir.platform.rest;

import jakarta.ws.rs.BadRequestException;
import java.util.List;

/** A request that is not acceptable, naming the field at fault. Answered 400 problem+json. */
public class InvalidRequestException extends BadRequestException {

    private final List<Problem.FieldError> errors;

    public InvalidRequestException(String field, String message) {
        super(field + ": " + message);
        this.errors = List.of(new Problem.FieldError(field, message));
    }

    public List<Problem.FieldError> errors() {
        return errors;
    }
}
