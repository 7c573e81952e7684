package io.souvenir.memory;

import java.io.Serializable;

/** The key of a table that holds one row per user. */
public record UserKey(String userId, String workspaceId) implements Serializable {

    public UserKey() {
        this(null, null);
    }
}
