package io.souvenir.memory.search;

import java.util.Locale;
import java.util.UUID;

/** What a hit is: a memory, or a message of a conversation. */
public enum HitType {
    MEMORY, MESSAGE;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** One memory or message. */
    public record Ref(HitType type, UUID id) {
    }

    public Ref ref(UUID id) {
        return new Ref(this, id);
    }
}
