package io.souvenir.turn.recall;

import java.util.List;

/**
 * The user's memory as an engine may search it, already bound to the user of the turn. Hits come
 * crossed from several angles, best first.
 */
@FunctionalInterface
public interface Recall {

    /** @throws RecallUnavailableException when memory cannot be searched right now */
    List<Recalled> search(String query);

    Recall NOTHING = query -> List.of();
}
