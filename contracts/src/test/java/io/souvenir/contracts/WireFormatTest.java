package io.souvenir.contracts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.contracts.action.ActionProposed;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.contracts.context.Citation;
import io.souvenir.contracts.context.Cited;
import io.souvenir.contracts.context.ContextIngested;
import io.souvenir.contracts.context.IngestContext;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.contracts.memory.ConversationMessage;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.ImportExtracted;
import io.souvenir.contracts.memory.ImportMessages;
import io.souvenir.contracts.memory.ImportedMessage;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.contracts.memory.MessagesImported;
import io.souvenir.contracts.memory.MessagesRecorded;
import io.souvenir.contracts.memory.RecordMessages;
import io.souvenir.contracts.memory.RecordTurn;
import io.souvenir.contracts.memory.SettingsChanged;
import io.souvenir.contracts.turn.Creation;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnCompleted;
import io.souvenir.contracts.turn.TurnReceived;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON fixtures pin the wire format: each event written by the producer must equal its
 * fixture, and each fixture must read back into the same record. A change here is a change of
 * contract that every consumer must follow.
 */
class WireFormatTest {

    private static final String TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
    private static final String USER = "2c5e8a4f-1b3d-4e6f-8a9b-0c1d2e3f4a5b";
    private static final UUID TURN = UUID.fromString("9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
    private static final UUID SESSION = UUID.fromString("0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0");
    private static final UUID USER_MESSAGE = UUID.fromString("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d");
    private static final UUID ACTION = UUID.fromString("b2c3d4e5-6f7a-4b8c-9d0e-1f2a3b4c5d6e");
    private static final UUID ASSISTANT_MESSAGE = UUID.fromString("2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e");

    private static final MemoryDraft CLAIRE = new MemoryDraft(UUID.fromString("3a5f1b0c-8d7e-4f6a-8b5c-4d3e2f1a0b9c"),
            MemoryKind.PERSON, null, Domain.NONE, "Claire — ma femme", List.of(new PersonRef("Claire", "wife")), null, null,
            false, 0.9);
    private static final MemoryDraft PROMISE = new MemoryDraft(UUID.fromString("4b6a2c1d-9e8f-4a7b-9c6d-5e4f3a2b1c0d"),
            MemoryKind.FACT, Facet.COMMITMENT, Domain.NONE, "A promis à Paul de l'aider — samedi 5 décembre 2026",
            List.of(new PersonRef("Paul", null)), null, OffsetDateTime.parse("2026-12-05T09:00:00+01:00"), false, 0.9);

    private static final UUID IMPORT = UUID.fromString("5c7b3d2e-0f9a-4b8c-8d7e-6f5a4b3c2d1e");
    private static final ImportedMessage IMPORTED_QUESTION = new ImportedMessage(USER_MESSAGE, "slack-C042-1701250530.000100",
            "Alice", "user", "Ma sœur Léa arrive jeudi.", OffsetDateTime.parse("2023-11-29T09:35:30.000+01:00"));
    private static final ImportedMessage IMPORTED_ANSWER = new ImportedMessage(ASSISTANT_MESSAGE, "slack-C042-1701250542.000200",
            null, "assistant", "Bonne visite !", OffsetDateTime.parse("2023-11-29T09:35:42.000+01:00"));

    private static final UUID JOB = UUID.fromString("6d8c4e3f-1a0b-4c9d-8e8f-7a6b5c4d3e2f");
    private static final UUID CONTEXT = UUID.fromString("7e9d5f4a-2b1c-4d0e-9f9a-8b7c6d5e4f3a");
    private static final UUID SOURCE = UUID.fromString("8f0e6a5b-3c2d-4e1f-8a0b-9c8d7e6f5a4b");

    private static final SettingsSeen SEEN = new SettingsSeen(3, OffsetDateTime.parse("2026-11-29T10:15:30.123Z"));

    private final EventCodec codec = new EventCodec();

    static Stream<Arguments> events() {
        return Stream.of(
                Arguments.of("turn-received.json", Events.TURN_RECEIVED,
                        header("4f6c2d1e-8b7a-4c3d-9e2f-1a0b9c8d7e6f", "2026-11-29T10:15:30.123Z", Channel.WEB),
                        new TurnReceived(TURN, SESSION, "Salut, ma femme s'appelle Claire.", MemoryState.ON,
                                "America/New_York", "fr", List.of(), 3L)),
                Arguments.of("turn-answered.json", Events.TURN_ANSWERED,
                        header("5e7d3e2f-9c8b-4d4e-8f3a-2b1c0d9e8f7a", "2026-11-29T10:15:30.456Z", Channel.WEB),
                        new TurnAnswered(TURN, SESSION, "Claire, c'est un joli prénom.", "fr", List.of(new Creation(
                                UUID.fromString("7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"), "reminder", "Payer le loyer",
                                OffsetDateTime.parse("2026-12-03T09:00:00+01:00"), null)), MemoryState.PAUSED)),
                Arguments.of("record-messages.json", Events.RECORD_MESSAGES,
                        header("6f8e4f3a-0d9c-4e5f-9a4b-3c2d1e0f9a8b", "2026-11-29T10:15:30.456Z", Channel.TELEGRAM),
                        new RecordMessages(TURN, SESSION, List.of(
                                new ConversationMessage(USER_MESSAGE, "user", "Salut, ma femme s'appelle Claire.",
                                        OffsetDateTime.parse("2026-11-29T10:15:30.123Z")),
                                new ConversationMessage(ASSISTANT_MESSAGE, "assistant", "Claire, c'est un joli prénom.",
                                        OffsetDateTime.parse("2026-11-29T10:15:30.456Z"))), MemoryState.ON)),
                Arguments.of("record-turn.json", Events.RECORD_TURN,
                        header("6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d", "2026-11-29T10:15:30.456Z", Channel.TELEGRAM),
                        new RecordTurn(new RecordMessages(TURN, SESSION, List.of(
                                new ConversationMessage(USER_MESSAGE, "user", "Salut, ma femme s'appelle Claire.",
                                        OffsetDateTime.parse("2026-11-29T10:15:30.123Z")),
                                new ConversationMessage(ASSISTANT_MESSAGE, "assistant", "Claire, c'est un joli prénom.",
                                        OffsetDateTime.parse("2026-11-29T10:15:30.456Z"))), MemoryState.ON, SEEN),
                                new CreateMemories(TURN, TURN, MemorySource.TURN, List.of(CLAIRE), MemoryState.ON, true, SEEN))),
                Arguments.of("messages-recorded.json", Events.MESSAGES_RECORDED,
                        header("7a9f5a4b-1e0d-4f6a-8b5c-4d3e2f1a0b9c", "2026-11-29T10:15:30.789Z", Channel.WEB),
                        new MessagesRecorded(TURN, SESSION, List.of(USER_MESSAGE, ASSISTANT_MESSAGE))),
                Arguments.of("turn-completed.json", Events.TURN_COMPLETED,
                        header("9c1b7d6e-4f3a-4b2c-8d1e-0f9a8b7c6d5e", "2026-11-29T10:15:30.470Z", Channel.WEB),
                        new TurnCompleted(TURN, SESSION, TURN, "Ma femme s'appelle Claire et j'ai promis à Paul de l'aider.", "fr", true,
                                List.of(CLAIRE, PROMISE), "Europe/Paris")),
                Arguments.of("create-memories.json", Events.CREATE_MEMORIES,
                        header("0d2c8e7f-5a4b-4c3d-9e2f-1a0b9c8d7e6f", "2026-11-29T10:15:30.470Z", Channel.WEB),
                        new CreateMemories(TURN, TURN, MemorySource.TURN, List.of(CLAIRE, PROMISE), MemoryState.ON)),
                Arguments.of("memories-created.json", Events.MEMORIES_CREATED,
                        header("1e3d9f8a-6b5c-4d4e-8f3a-2b1c0d9e8f7a", "2026-11-29T10:15:30.800Z", Channel.WEB),
                        new MemoriesCreated(TURN, MemorySource.VERIFIER, List.of(CLAIRE), List.of(PROMISE.id()))),
                Arguments.of("memory-changed.json", Events.MEMORY_CHANGED,
                        header("2f4e0a9b-7c6d-4e5f-9a4b-3c2d1e0f9a8b", "2026-11-29T11:00:00.000Z", Channel.WEB),
                        new MemoryChanged(CLAIRE.id(), MemoryKind.PERSON, "Claire — ma femme, infirmière", false)),
                Arguments.of("import-messages.json", Events.IMPORT_MESSAGES,
                        header("3a5f1b0c-8d7e-4f6a-9b5c-4d3e2f1a0b9d", "2026-11-29T12:00:00.000Z", Channel.WEB),
                        new ImportMessages(IMPORT, "slack-C042", true, 1200, List.of(IMPORTED_QUESTION, IMPORTED_ANSWER),
                                MemoryState.ON)),
                Arguments.of("messages-imported.json", Events.MESSAGES_IMPORTED,
                        header("4b6a2c1d-9e8f-4a7b-8c6d-5e4f3a2b1c0e", "2026-11-29T12:00:01.000Z", Channel.WEB),
                        new MessagesImported(IMPORT, SESSION, List.of(new ConversationMessage(USER_MESSAGE, "user",
                                "Ma sœur Léa arrive jeudi.", OffsetDateTime.parse("2023-11-29T09:35:30.000+01:00"))))),
                Arguments.of("import-extracted.json", Events.IMPORT_EXTRACTED,
                        header("5c7b3d2e-0f9a-4b8c-9d7e-6f5a4b3c2d1f", "2026-11-29T12:00:02.000Z", Channel.WEB),
                        new ImportExtracted(IMPORT, 1)),
                Arguments.of("activity-recorded.json", Events.ACTIVITY_RECORDED,
                        header("8b0a6b5c-2f1e-4a7b-9c6d-5e4f3a2b1c0d", "2026-11-29T10:15:30.460Z", Channel.WEB),
                        new ActivityRecorded("reply.sent", "Replied in French", "turn-service")),
                Arguments.of("notify.json", Events.NOTIFY,
                        header("9c1b7c6d-3a2f-4b8c-8d7e-6f5a4b3c2d1e", "2026-12-03T08:00:00.000Z", Channel.TELEGRAM),
                        new Notify(Notify.REMINDER_DUE, "Rappel : payer le loyer", "fr", PROMISE.id(), null)),
                Arguments.of("action-proposed.json", Events.ACTION_PROPOSED,
                        header("a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "2026-11-29T10:15:30.470Z", Channel.TELEGRAM),
                        new ActionProposed(ACTION, TURN, ActionProposed.EMAIL_SEND, Map.of("to", "delphine@acme.fr",
                                "subject", "Relancer la facture Q2",
                                "body", "Bonjour,\n\nJe me permets de vous écrire pour relancer la facture Q2.\n\nBien cordialement"),
                                "Envoyer un mail à delphine@acme.fr : Relancer la facture Q2", "fr",
                                OffsetDateTime.parse("2026-11-29T10:20:30.470Z"))),
                Arguments.of("action-decided.json", Events.ACTION_DECIDED,
                        header("c3d4e5f6-7a8b-4c9d-8e1f-2a3b4c5d6e7f", "2026-11-29T10:16:02.000Z", Channel.TELEGRAM),
                        new ActionDecided(ACTION, ActionDecided.Decision.CONFIRM)),
                Arguments.of("ingest-context.json", Events.INGEST_CONTEXT,
                        header("d4e5f6a7-8b9c-4d0e-9f1a-2b3c4d5e6f7a", "2026-12-01T18:00:00.000Z", Channel.WEB),
                        new IngestContext(JOB, CONTEXT)),
                Arguments.of("context-ingested.json", Events.CONTEXT_INGESTED,
                        header("e5f6a7b8-9c0d-4e1f-8a2b-3c4d5e6f7a8b", "2026-12-01T18:00:01.000Z", Channel.WEB),
                        new ContextIngested(JOB, CONTEXT, List.of(SOURCE), List.of(new Cited(
                                "Marc Dubois (Scierie Dubois) : le chêne a pris 12 % depuis janvier",
                                List.of(new Citation(SOURCE, "le chêne a pris 12 % depuis janvier")))),
                                List.of(), List.of(new Cited("Envoyer le devis à Marc avant vendredi",
                                        List.of(new Citation(SOURCE, "il faut envoyer le devis à Marc avant vendredi")))),
                                List.of(), List.of(), "Salon du bois : le chêne a pris 12 % depuis janvier.", "offline", true)),
                Arguments.of("settings-changed.json", Events.SETTINGS_CHANGED,
                        header("f6a7b8c9-0d1e-4f2a-9b3c-4d5e6f7a8b9c", "2026-12-07T08:30:00.000Z", Channel.WEB),
                        new SettingsChanged(4)));
    }

    @ParameterizedTest(name = "{0} is what the producer writes")
    @MethodSource("events")
    <P> void producerWritesExactlyTheFixture(String fixture, EventType<P> type, EventHeader header, P payload)
            throws IOException {
        String written = codec.write(codec.envelope(header, type, payload));

        assertThat(codec.json().readTree(written)).isEqualTo(fixtureTree(fixture));
    }

    @ParameterizedTest(name = "{0} reads back into its record")
    @MethodSource("events")
    <P> void consumerReadsTheFixture(String fixture, EventType<P> type, EventHeader header, P payload)
            throws IOException {
        EventEnvelope envelope = codec.read(fixtureText(fixture));

        assertThat(envelope.header()).isEqualTo(header);
        assertThat(Events.byName(envelope.type())).contains(type);
        assertThat(type.topic()).startsWith("souvenir.");
        assertThat(codec.payload(envelope, type)).isEqualTo(payload);
    }

    @Test
    void aRecordThatIsNotAnEnvelopeIsMalformed() {
        assertThatThrownBy(() -> codec.read("not json")).isInstanceOf(MalformedEventException.class);
        assertThatThrownBy(() -> codec.read("")).isInstanceOf(MalformedEventException.class);
        assertThatThrownBy(() -> codec.read("{\"eventId\":\"4f6c2d1e-8b7a-4c3d-9e2f-1a0b9c8d7e6f\"}"))
                .isInstanceOf(MalformedEventException.class);
    }

    @Test
    void anEnvelopeWithABadTraceIdOrChannelIsMalformed() throws IOException {
        String valid = fixtureText("turn-received.json");

        assertThatThrownBy(() -> codec.read(valid.replace(TRACE, "not-a-trace")))
                .isInstanceOf(MalformedEventException.class).hasMessageContaining("traceId");
        assertThatThrownBy(() -> codec.read(valid.replace("\"web\"", "\"pigeon\"")))
                .isInstanceOf(MalformedEventException.class).hasMessageContaining("pigeon");
    }

    @Test
    void aPayloadOfAnotherTypeOrVersionIsRefused() throws IOException {
        EventEnvelope turn = codec.read(fixtureText("turn-received.json"));

        assertThatThrownBy(() -> codec.payload(turn, Events.TURN_ANSWERED))
                .isInstanceOf(MalformedEventException.class).hasMessageContaining("turn.answered");
        EventEnvelope future = codec.read(fixtureText("turn-received.json").replace("\"version\": 1", "\"version\": 9"));
        assertThatThrownBy(() -> codec.payload(future, Events.TURN_RECEIVED))
                .isInstanceOf(MalformedEventException.class).hasMessageContaining("version 9");
    }

    @Test
    void aTurnWithoutTextIsMalformed() throws IOException {
        EventEnvelope blank = codec.read(fixtureText("turn-received.json")
                .replace("Salut, ma femme s'appelle Claire.", "   "));

        assertThatThrownBy(() -> codec.payload(blank, Events.TURN_RECEIVED))
                .isInstanceOf(MalformedEventException.class).hasMessageContaining("text");
    }

    @Test
    void aMemoryCommandWithAnUnknownKindOrFacetOrAnOverLongTextIsMalformed() {
        String command = """
                {"eventId": "4f6c2d1e-8b7a-4c3d-9e2f-1a0b9c8d7e6f", "type": "memory.create-memories", "version": 1,
                 "occurredAt": "2026-11-29T10:15:30.123Z", "traceId": "%s", "workspaceId": "acme", "userId": "%s",
                 "channel": "web", "payload": {"turnId": "%s", "sourceMessageId": "%s", "source": "turn",
                 "memories": [{"id": "%s", "kind": "%s", "facet": %s, "domain": "none", "text": "%s", "persons": [],
                               "visible": false, "confidence": 0.9}]}}""";
        String ok = command.formatted(TRACE, USER, TURN, TURN, TURN, "fact", "\"general\"", "Aime le jazz");
        assertThat(codec.payload(codec.read(ok), Events.CREATE_MEMORIES).memories()).hasSize(1);

        for (String bad : List.of(
                command.formatted(TRACE, USER, TURN, TURN, TURN, "dragon", "null", "Aime le jazz"),
                command.formatted(TRACE, USER, TURN, TURN, TURN, "fact", "\"mood\"", "Aime le jazz"),
                command.formatted(TRACE, USER, TURN, TURN, TURN, "person", "\"general\"", "Claire"),
                command.formatted(TRACE, USER, TURN, TURN, TURN, "fact", "null", "x".repeat(2001)))) {
            assertThatThrownBy(() -> codec.payload(codec.read(bad), Events.CREATE_MEMORIES))
                    .isInstanceOf(MalformedEventException.class);
        }
    }

    @Test
    void aFollowingEventKeepsTheInteractionAndTenant() {
        EventHeader first = EventHeader.start(TRACE, "acme", USER, Channel.EMAIL);
        EventHeader next = first.next();

        assertThat(next.eventId()).isNotEqualTo(first.eventId());
        assertThat(next).extracting(EventHeader::traceId, EventHeader::workspaceId, EventHeader::userId, EventHeader::channel)
                .containsExactly(TRACE, "acme", USER, Channel.EMAIL);
    }

    private static EventHeader header(String eventId, String occurredAt, Channel channel) {
        return new EventHeader(UUID.fromString(eventId), OffsetDateTime.parse(occurredAt), TRACE, "acme", USER, channel);
    }

    private JsonNode fixtureTree(String name) throws IOException {
        return codec.json().readTree(fixtureText(name));
    }

    private static String fixtureText(String name) throws IOException {
        try (InputStream in = WireFormatTest.class.getResourceAsStream("/fixtures/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
