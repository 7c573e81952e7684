package io.souvenir.gateway.imports;

import io.souvenir.contracts.WireName;

/** An import as the API shows it (API.md): {@code status} pending, done or failed. */
public record ImportStatus(State status, long messages, long memories) {

    public enum State implements WireName {
        PENDING, DONE, FAILED
    }

    /**
     * Done once every message is stored and, when asked for, extraction has run on every user
     * message; failed as soon as a chunk could not be stored (it went to the dead-letter topic).
     */
    static ImportStatus of(Import accepted, ImportProgress progress) {
        State state;
        if (progress.failed()) {
            state = State.FAILED;
        } else if (progress.messages() >= accepted.messageCount && progress.extractionPending() == 0) {
            state = State.DONE;
        } else {
            state = State.PENDING;
        }
        return new ImportStatus(state, progress.messages(), progress.memories());
    }
}
