package io.souvenir.turn.contexts;

import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.turn.contexts.ContextClient.Core;
import io.souvenir.turn.contexts.ContextClient.Item;
import io.souvenir.turn.contexts.ContextClient.Note;
import io.souvenir.turn.contexts.ContextCommand.Answer;
import io.souvenir.turn.contexts.ContextCommand.BlindSpot;
import io.souvenir.turn.contexts.ContextCommand.Ingest;
import io.souvenir.turn.contexts.ContextCommand.Open;
import io.souvenir.turn.contexts.ContextCommand.Persist;
import io.souvenir.turn.contexts.ContextCommand.Save;
import io.souvenir.turn.contexts.ContextCommand.Todo;
import io.souvenir.turn.contexts.OpenContexts.Opened;
import io.souvenir.turn.engine.Reply;
import io.souvenir.turn.engine.offline.LanguageDetector;
import io.souvenir.turn.recall.Narrative;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * The chat's side of contexts: the commands of {@link ContextCommand} on every channel, and the
 * questions an open context can answer from its notes, searched on demand. The open context
 * belongs to the chat session: resolved once ({@link OpenContexts}) and kept. Writes carry ids
 * derived from the turn, so a redelivered turn writes nothing twice. A turn that is none of
 * this is left to the engine.
 */
@ApplicationScoped
public class ContextTurns {

    private static final Logger LOG = Logger.getLogger(ContextTurns.class);
    private static final Pattern PLAIN_TRANSCRIPT_LINE = Pattern.compile(
            "^[\\p{L}][\\p{L}0-9.'_-]*(?: [\\p{L}0-9.'_-]+){0,3}\\s+\\(?\\d{1,2}:\\d{2}(?::\\d{2})?\\)?(?:\\s.*)?$");
    static final int FOUND = 3;

    private final ContextClient contexts;
    private final ServiceTokens tokens;
    private final OpenContexts sessions;

    ContextTurns(@RestClient ContextClient contexts, ServiceTokens tokens, OpenContexts sessions) {
        this.contexts = contexts;
        this.tokens = tokens;
        this.sessions = sessions;
    }

    /** The reply when the turn is about contexts; empty when the engine should hear it. */
    public Optional<Reply> hear(Tenant user, UUID sessionId, UUID turnId, String text) {
        Optional<ContextCommand> command = ContextCommand.of(text);
        Optional<String> offered = sessions.takeOffer(sessionId);
        if (command.isEmpty() && offered.isPresent()) {
            Optional<Answer> answer = ContextCommand.answer(text);
            if (answer.isPresent()) {
                return Optional.of(guarded(answer.get().language(), () -> answer(user, sessionId, turnId, offered.get(), answer.get())));
            }
        }
        if (command.isEmpty()) {
            return question(user, sessionId, text);
        }
        ContextCommand said = command.get();
        return Optional.of(guarded(said.language(), () -> act(user, sessionId, turnId, said)));
    }

    /**
     * What a prompt knows before any search, with the open context's core (frame and state) ahead
     * of the conversation's summary; its sources and notes stay out, searched when asked for.
     */
    public Narrative withOpenContext(Tenant user, UUID sessionId, Narrative narrative) {
        return promptBlock(user, sessionId).map(block -> new Narrative(narrative.identityCard(),
                narrative.summary() == null ? block : block + "\n" + narrative.summary(), narrative.summaryBatches(),
                narrative.liveWindow())).orElse(narrative);
    }

    /** The open context's core for a prompt, when the session has one. */
    public Optional<String> promptBlock(Tenant user, UUID sessionId) {
        try {
            Opened opened = resolve(user, sessionId);
            return opened.id() == null ? Optional.empty() : Optional.of(ContextPrompt.of(contexts.core(bearer(user), opened.id())));
        } catch (WebApplicationException | ProcessingException e) {
            return Optional.empty();
        }
    }

    private Reply act(Tenant user, UUID sessionId, UUID turnId, ContextCommand command) {
        ContextTexts say = ContextTexts.in(command.language());
        if (command instanceof Open open) {
            return reply(open(user, sessionId, open.name(), say), command);
        }
        Opened opened = resolve(user, sessionId);
        if (opened.id() == null) {
            return reply(say.noneOpen(), command);
        }
        try {
            return reply(perform(user, turnId, opened, command, say), command);
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() == 404) {
                sessions.remember(sessionId, Opened.NONE);
                return reply(say.gone(opened.name()), command);
            }
            if (e.getResponse().getStatus() == 400 && command instanceof Persist) {
                // a transcript that is none of the formats: kept as a dictation, verbatim, rather than lost
                contexts.persist(bearer(user), opened.id(), derived(turnId, "source"),
                        new ContextClient.NewSource("dictation", ((Persist) command).text()));
                return reply(say.persisted(opened.name(), false), command);
            }
            throw e;
        }
    }

    private String perform(Tenant user, UUID turnId, Opened opened, ContextCommand command, ContextTexts say) {
        if (command instanceof Persist persist) {
            boolean transcript = looksLikeTranscript(persist.text());
            contexts.persist(bearer(user), opened.id(), derived(turnId, "source"),
                    new ContextClient.NewSource(transcript ? "transcript" : "dictation", persist.text()));
            return say.persisted(opened.name(), transcript);
        }
        if (command instanceof Todo todo) {
            contexts.todo(bearer(user), opened.id(), derived(turnId, "todo"), new ContextClient.NewTodo(todo.text()));
            return say.todo(opened.name(), todo.text());
        }
        if (command instanceof Ingest) {
            return say.ingesting(opened.name(), contexts.ingest(bearer(user), opened.id(), derived(turnId, "ingestion")).sources());
        }
        if (command instanceof Save) {
            return say.saved(contexts.save(bearer(user), opened.id(), command.language().getLanguage()));
        }
        Core core = contexts.core(bearer(user), opened.id());
        return switch (((BlindSpot) command).gap()) {
            case MISSING -> say.missing(core);
            case CONTRADICTIONS -> say.contradictions(core);
            case UNASKED -> say.unasked(core);
        };
    }

    private String open(Tenant user, UUID sessionId, String name, ContextTexts say) {
        ContextClient.Summary found;
        try {
            found = contexts.byName(bearer(user), name);
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() != 404) {
                throw e;
            }
            sessions.offer(sessionId, name);
            return say.offer(name);
        }
        Core core = contexts.open(bearer(user), sessionId, new ContextClient.OpenRequest(found.id()));
        sessions.remember(sessionId, new Opened(core.id(), core.name()));
        return say.opened(core);
    }

    private Reply answer(Tenant user, UUID sessionId, UUID turnId, String name, Answer answer) {
        ContextTexts say = ContextTexts.in(answer.language());
        if (!answer.yes()) {
            return new Reply(say.declined(name), answer.language());
        }
        String mission = answer.mission().isBlank() ? say.defaultMission() : answer.mission();
        Core created = contexts.create(bearer(user), derived(turnId, "context"), new ContextClient.NewContext(name, mission));
        contexts.open(bearer(user), sessionId, new ContextClient.OpenRequest(created.id()));
        sessions.remember(sessionId, new Opened(created.id(), created.name()));
        return new Reply(say.created(created), answer.language());
    }

    /** A question while a context is open: its notes that share words with it, if any; else the engine answers. */
    private Optional<Reply> question(Tenant user, UUID sessionId, String text) {
        if (!text.contains("?")) {
            return Optional.empty();
        }
        try {
            Opened opened = resolve(user, sessionId);
            if (opened.id() == null) {
                return Optional.empty();
            }
            List<Note> notes = contexts.notes(bearer(user), opened.id(), text).atomic();
            if (notes.isEmpty()) {
                return Optional.empty();
            }
            Locale language = LanguageDetector.detect(text);
            return Optional.of(new Reply(ContextTexts.in(language).found(opened.name(), notes.stream().limit(FOUND).toList()), language));
        } catch (WebApplicationException | ProcessingException e) {
            LOG.debugf("no context search for this question: %s", e.getMessage());
            return Optional.empty();
        }
    }

    /** The session's open context: from memory once, then as kept. */
    private Opened resolve(Tenant user, UUID sessionId) {
        Optional<Opened> known = sessions.known(sessionId);
        if (known.isPresent()) {
            return known.get();
        }
        Opened opened;
        try {
            Core core = contexts.openIn(bearer(user), sessionId);
            opened = new Opened(core.id(), core.name());
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() != 404) {
                throw e;
            }
            opened = Opened.NONE;
        }
        sessions.remember(sessionId, opened);
        return opened;
    }

    private Reply guarded(Locale language, java.util.function.Supplier<Reply> work) {
        try {
            return work.get();
        } catch (WebApplicationException | ProcessingException e) {
            LOG.warnf("contexts unavailable for a chat command: %s", e.getMessage());
            return new Reply(ContextTexts.in(language).unavailable(), language);
        }
    }

    private static Reply reply(String text, ContextCommand command) {
        return new Reply(text, command.language());
    }

    /** A recorder's transcript: WebVTT, SubRip, or plain lines that each start with a speaker and a time. */
    static boolean looksLikeTranscript(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (lines.isEmpty()) {
            return false;
        }
        if (lines.get(0).startsWith("WEBVTT") || lines.size() > 1 && lines.get(0).matches("\\d+") && lines.get(1).contains("-->")) {
            return true;
        }
        return lines.size() > 1 && PLAIN_TRANSCRIPT_LINE.matcher(lines.get(0)).matches()
                && lines.stream().filter(line -> PLAIN_TRANSCRIPT_LINE.matcher(line).matches()).count() >= 2;
    }

    static List<Item> open(List<Item> items) {
        return items == null ? List.of() : items.stream().filter(item -> !item.done()).toList();
    }

    private String bearer(Tenant user) {
        return tokens.bearer(user);
    }

    private static UUID derived(UUID turnId, String what) {
        return UUID.nameUUIDFromBytes((turnId + "/context/" + what).getBytes(StandardCharsets.UTF_8));
    }
}
