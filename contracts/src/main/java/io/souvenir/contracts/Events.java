package io.souvenir.contracts;

import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.memory.ApplyConsolidation;
import io.souvenir.contracts.memory.ConsolidationApplied;
import io.souvenir.contracts.memory.ConsolidationRolledBack;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.RollbackConsolidation;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.memory.MessagesRecorded;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.memory.SettingsChanged;
import io.souvenir.contracts.memory.TimeZoneChanged;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.contracts.workspace.MemberAccessChanged;
import java.util.List;
import java.util.Optional;

/** The catalogue of events. A consumer looks an incoming {@code type} up here. */
public final class Events {

    public static final EventType<TurnReceived> TURN_RECEIVED =
            new EventType<>("turn.received", 1, Topics.TURNS, TurnReceived.class);
    public static final EventType<TurnAnswered> TURN_ANSWERED =
            new EventType<>("turn.answered", 1, Topics.REPLIES, TurnAnswered.class);
    public static final EventType<TurnCompleted> TURN_COMPLETED =
            new EventType<>("turn.completed", 1, Topics.TURNS_COMPLETED, TurnCompleted.class);
    public static final EventType<CreateMemories> CREATE_MEMORIES =
            new EventType<>("memory.create-memories", 1, Topics.MEMORY_COMMANDS, CreateMemories.class);
    public static final EventType<MemoriesCreated> MEMORIES_CREATED =
            new EventType<>("memory.memories-created", 1, Topics.MEMORY_EVENTS, MemoriesCreated.class);
    public static final EventType<MemoryChanged> MEMORY_CHANGED =
            new EventType<>("memory.memory-changed", 1, Topics.MEMORY_EVENTS, MemoryChanged.class);
    public static final EventType<RecordMessages> RECORD_MESSAGES =
            new EventType<>("memory.record-messages", 1, Topics.MEMORY_COMMANDS, RecordMessages.class);
    public static final EventType<RecordTurn> RECORD_TURN =
            new EventType<>("memory.record-turn", 1, Topics.MEMORY_COMMANDS, RecordTurn.class);
    /**
     * No longer published (no service acted on it: a turn's messages are announced by its activity
     * line); kept so that records still in Kafka stay readable.
     */
    public static final EventType<MessagesRecorded> MESSAGES_RECORDED =
            new EventType<>("memory.messages-recorded", 1, Topics.MEMORY_EVENTS, MessagesRecorded.class);
    public static final EventType<ImportMessages> IMPORT_MESSAGES =
            new EventType<>("memory.import-messages", 1, Topics.MEMORY_COMMANDS, ImportMessages.class);
    public static final EventType<MessagesImported> MESSAGES_IMPORTED =
            new EventType<>("memory.messages-imported", 1, Topics.MEMORY_EVENTS, MessagesImported.class);
    public static final EventType<ImportExtracted> IMPORT_EXTRACTED =
            new EventType<>("memory.import-extracted", 1, Topics.MEMORY_COMMANDS, ImportExtracted.class);
    public static final EventType<ApplyConsolidation> APPLY_CONSOLIDATION =
            new EventType<>("memory.apply-consolidation", 1, Topics.MEMORY_COMMANDS, ApplyConsolidation.class);
    public static final EventType<ConsolidationApplied> CONSOLIDATION_APPLIED =
            new EventType<>("memory.consolidation-applied", 1, Topics.MEMORY_EVENTS, ConsolidationApplied.class);
    public static final EventType<RollbackConsolidation> ROLLBACK_CONSOLIDATION =
            new EventType<>("memory.rollback-consolidation", 1, Topics.MEMORY_COMMANDS, RollbackConsolidation.class);
    public static final EventType<ConsolidationRolledBack> CONSOLIDATION_ROLLED_BACK =
            new EventType<>("memory.consolidation-rolled-back", 1, Topics.MEMORY_EVENTS, ConsolidationRolledBack.class);
    public static final EventType<TimeZoneChanged> TIME_ZONE_CHANGED =
            new EventType<>("memory.time-zone-changed", 1, Topics.MEMORY_EVENTS, TimeZoneChanged.class);
    public static final EventType<SettingsChanged> SETTINGS_CHANGED =
            new EventType<>("memory.settings-changed", 1, Topics.SETTINGS_EVENTS, SettingsChanged.class);
    public static final EventType<ActivityRecorded> ACTIVITY_RECORDED =
            new EventType<>("activity.recorded", 1, Topics.ACTIVITY, ActivityRecorded.class);

    public static final EventType<Notify> NOTIFY =
            new EventType<>("notification.requested", 1, Topics.NOTIFICATIONS, Notify.class);

    public static final EventType<ActionProposed> ACTION_PROPOSED =
            new EventType<>("action.proposed", 1, Topics.ACTIONS, ActionProposed.class);
    public static final EventType<ActionDecided> ACTION_DECIDED =
            new EventType<>("action.decided", 1, Topics.ACTIONS, ActionDecided.class);

    public static final EventType<IngestContext> INGEST_CONTEXT =
            new EventType<>("context.ingest", 1, Topics.CONTEXT_INGESTIONS, IngestContext.class);
    public static final EventType<ContextIngested> CONTEXT_INGESTED =
            new EventType<>("memory.context-ingested", 1, Topics.MEMORY_COMMANDS, ContextIngested.class);

    public static final EventType<MemberAccessChanged> MEMBER_ACCESS_CHANGED =
            new EventType<>("workspace.member-access-changed", 1, Topics.WORKSPACE_EVENTS, MemberAccessChanged.class);

    public static final List<EventType<?>> ALL =
            List.of(TURN_RECEIVED, TURN_ANSWERED, TURN_COMPLETED, CREATE_MEMORIES, MEMORIES_CREATED, MEMORY_CHANGED, RECORD_MESSAGES,
                    RECORD_TURN, MESSAGES_RECORDED, IMPORT_MESSAGES, MESSAGES_IMPORTED, IMPORT_EXTRACTED, APPLY_CONSOLIDATION,
                    CONSOLIDATION_APPLIED, ROLLBACK_CONSOLIDATION, CONSOLIDATION_ROLLED_BACK, TIME_ZONE_CHANGED, SETTINGS_CHANGED,
                    ACTIVITY_RECORDED, NOTIFY, ACTION_PROPOSED, ACTION_DECIDED, INGEST_CONTEXT, CONTEXT_INGESTED, MEMBER_ACCESS_CHANGED);

    public static Optional<EventType<?>> byName(String name) {
        return ALL.stream().filter(type -> type.name().equals(name)).findFirst();
    }

    private Events() {
    }
}
