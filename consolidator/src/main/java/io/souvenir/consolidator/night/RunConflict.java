package io.souvenir.consolidator.night;

import java.util.UUID;

/** A rollback that cannot be done now: 409, naming the run to roll back first when there is one. */
public class RunConflict extends RuntimeException {

    private final UUID undoFirst;

    public RunConflict(String message, UUID undoFirst) {
        super(message);
        this.undoFirst = undoFirst;
    }

    public UUID undoFirst() {
        return undoFirst;
    }
}
