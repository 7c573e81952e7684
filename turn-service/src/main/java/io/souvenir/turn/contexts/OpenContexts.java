package io.souvenir.turn.contexts;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * What each chat session has open, held in process once resolved: the context is looked up once
 * per session (memory-service keeps the binding, so another instance or a restart finds it again)
 * and resolved again only when the user opens another one or it disappears. Also the offers to
 * create a context that wait for the user's yes or no.
 */
@ApplicationScoped
public class OpenContexts {

    static final int SESSIONS = 10_000;

    /** A session's open context; {@code id} null when the session has none. */
    record Opened(UUID id, String name) {
        static final Opened NONE = new Opened(null, null);
    }

    private final Map<UUID, Opened> opened = bounded();
    private final Map<UUID, String> offers = bounded();

    Optional<Opened> known(UUID sessionId) {
        return Optional.ofNullable(opened.get(sessionId));
    }

    void remember(UUID sessionId, Opened context) {
        opened.put(sessionId, context);
    }

    void forget(UUID sessionId) {
        opened.remove(sessionId);
    }

    void offer(UUID sessionId, String name) {
        offers.put(sessionId, name);
    }

    Optional<String> takeOffer(UUID sessionId) {
        return Optional.ofNullable(offers.remove(sessionId));
    }

    private static <V> Map<UUID, V> bounded() {
        return Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<UUID, V> eldest) {
                return size() > SESSIONS;
            }
        });
    }
}
