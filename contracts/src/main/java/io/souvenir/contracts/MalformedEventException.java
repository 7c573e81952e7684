package io.souvenir.contracts;

/** A record that does not follow the contract. It belongs in the dead-letter topic. */
public class MalformedEventException extends RuntimeException {

    public MalformedEventException(String message) {
        super(message);
    }

    public MalformedEventException(String message, Throwable cause) {
        super(message, cause);
    }
}
