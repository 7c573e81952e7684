package io.souvenir.bench.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The long two-speaker conversations of {@code corpus/conversations/<part>/}, in the files its
 * {@code INDEX} lists (format: {@code bench/CORPUS.md}). A part without an INDEX has none yet.
 */
public final class LongConversations {

    private static final String FOLDER = "/corpus/conversations/";

    /**
     * Development conversations may be read while tuning search; held-out ones never are. FRESH
     * is the newest held-out part, written after the search's last tuning and measured once.
     */
    public enum Part {
        DEV, HELDOUT, FRESH;

        String folder() {
            return FOLDER + name().toLowerCase(Locale.ROOT) + "/";
        }
    }

    public record Message(String id, String speaker, String text) {
    }

    public record Session(String id, OffsetDateTime at, List<Message> messages) {
    }

    public record Question(String id, String category, String text, String answer, List<String> evidence) {
    }

    public record Conversation(String id, String language, List<String> speakers, List<Session> sessions,
            List<Question> questions) {

        /** The first speaker is the user who imports the conversation; the other is "other". */
        String roleOf(String speaker) {
            return speakers.get(0).equals(speaker) ? "user" : "other";
        }

        /** When a message was said: its session's start plus a minute a message. */
        List<Timed> timed() {
            List<Timed> timed = new ArrayList<>();
            for (Session session : sessions) {
                for (int i = 0; i < session.messages().size(); i++) {
                    timed.add(new Timed(session.messages().get(i), session.at().plusMinutes(i)));
                }
            }
            return timed;
        }
    }

    public record Timed(Message message, OffsetDateTime at) {
    }

    private LongConversations() {
    }

    public static List<Conversation> load(Part part) {
        List<Conversation> conversations = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        String index = read(part.folder() + "INDEX");
        if (index == null) {
            return conversations;
        }
        for (String file : index.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList()) {
            String text = read(part.folder() + file);
            if (text == null) {
                throw new IllegalStateException(part.folder() + file + " is listed in INDEX but not on the classpath");
            }
            try {
                conversations.add(parse(new ObjectMapper().readTree(text), ids));
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException(part.folder() + file + ": " + e.getMessage(), e);
            }
        }
        return conversations;
    }

    private static Conversation parse(JsonNode node, Set<String> ids) {
        List<String> speakers = new ArrayList<>();
        node.path("speakers").forEach(speaker -> speakers.add(speaker.asText()));
        if (speakers.size() != 2) {
            throw new IllegalStateException("a conversation has two speakers");
        }
        List<Session> sessions = new ArrayList<>();
        for (JsonNode session : node.path("sessions")) {
            List<Message> messages = new ArrayList<>();
            for (JsonNode message : session.path("messages")) {
                String id = message.path("id").asText();
                if (!ids.add(id)) {
                    throw new IllegalStateException("message id " + id + " is used twice");
                }
                String speaker = message.path("speaker").asText();
                if (!speakers.contains(speaker)) {
                    throw new IllegalStateException("message " + id + ": " + speaker + " is not a speaker");
                }
                messages.add(new Message(id, speaker, message.path("text").asText()));
            }
            sessions.add(new Session(session.path("id").asText(), OffsetDateTime.parse(session.path("at").asText()), messages));
        }
        List<Question> questions = new ArrayList<>();
        for (JsonNode question : node.path("questions")) {
            List<String> evidence = new ArrayList<>();
            question.path("evidence").forEach(id -> evidence.add(id.asText()));
            if (evidence.isEmpty() || !ids.containsAll(evidence)) {
                throw new IllegalStateException("question " + question.path("id").asText() + " has unknown or no evidence");
            }
            questions.add(new Question(question.path("id").asText(), question.path("category").asText(),
                    question.path("text").asText(), question.path("answer").asText(), evidence));
        }
        return new Conversation(node.path("id").asText(), node.path("language").asText(), speakers, sessions, questions);
    }

    private static String read(String resource) {
        try (InputStream in = LongConversations.class.getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
