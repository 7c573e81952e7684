package io.souvenir.turn.actions;

/** action-ledger could not be asked (down or slow): not the same as having done nothing. */
public class ActionsUnavailableException extends RuntimeException {

    public ActionsUnavailableException(Throwable cause) {
        super("the actions cannot be looked up right now", cause);
    }
}
