package io.souvenir.turn.recall;

/** Memory could not be searched (memory-service down or slow): not the same as knowing nothing. */
public class RecallUnavailableException extends RuntimeException {

    public RecallUnavailableException(Throwable cause) {
        super("memory cannot be searched right now", cause);
    }
}
