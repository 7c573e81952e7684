package io.souvenir.platform.rest;

import java.util.List;

/** A request that is well formed but not acceptable, naming the field at fault. Answered 400. */
public class InvalidRequestException extends RuntimeException {

    private final List<Problem.FieldError> errors;

    public InvalidRequestException(String field, String message) {
        super(field + ": " + message);
        this.errors = List.of(new Problem.FieldError(field, message));
    }

    public List<Problem.FieldError> errors() {
        return errors;
    }
}
