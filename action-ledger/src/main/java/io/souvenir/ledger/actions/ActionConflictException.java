package io.souvenir.ledger.actions;

import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.core.Response;

/** The user decided on an action that no longer waits for them: 409 with the reason, nothing changed. */
public class ActionConflictException extends ClientErrorException {

    public ActionConflictException(String reason) {
        super(reason, Response.Status.CONFLICT);
    }
}
