package io.souvenir.contracts;

/** Kafka topic names (ARCHITECTURE §2). Every record is keyed by user id. */
public final class Topics {

    public static final String TURNS = "souvenir.turns";
    public static final String REPLIES = "souvenir.replies";
    public static final String TURNS_COMPLETED = "souvenir.turns.completed";
    public static final String MEMORY_COMMANDS = "souvenir.memory.commands";
    public static final String MEMORY_EVENTS = "souvenir.memory.events";
    public static final String ACTIVITY = "souvenir.activity";
    public static final String NOTIFICATIONS = "souvenir.notifications";
    public static final String ACTIONS = "souvenir.actions";
    /** Context ingestion jobs, from memory-service to the consolidator. */
    public static final String CONTEXT_INGESTIONS = "souvenir.contexts.ingestions";
    /** Who a workspace admin removed or let in again; compacted by user (the latest word per member is kept). */
    public static final String WORKSPACE_EVENTS = "souvenir.workspace.events";
    /** A user's settings changed: every gateway instance hears it and drops its copy of them. */
    public static final String SETTINGS_EVENTS = "souvenir.settings.events";

    /** Where a consumer parks the records it cannot process. */
    public static String deadLetter(String topic) {
        return topic + ".dlq";
    }

    private Topics() {
    }
}
