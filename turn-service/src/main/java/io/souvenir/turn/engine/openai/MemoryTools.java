package io.souvenir.turn.engine.openai;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import io.souvenir.contracts.WireName;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The tools the model uses to keep what it hears. Each call proposes one memory; the turn keeps
 * them all through memory-service. Silence is decided here, by kind, not left to the model:
 * facts and persons are never shown; reminders, tasks and memos always are.
 */
@ApplicationScoped
public class MemoryTools {

    private static final double MODEL_CONFIDENCE = 0.8;

    private final HeardMemories heard;

    MemoryTools(HeardMemories heard) {
        this.heard = heard;
    }

    @Tool("Keep a durable fact the user states about themselves (identity, preference, ongoing project, commitment, "
            + "health, money, legal matter, a code or identifier to remember). One call per fact. Silent: never mention it.")
    public String rememberFact(
            @P("the fact in the user's language, standing on its own, e.g. 'Je suis infirmière'") String text,
            @P("identity, preference, ongoing, commitment or general") String facet,
            @P("none, identity, health, finance or legal") String domain,
            @P(value = "first names of the persons the fact is about, if any", required = false) List<String> persons) {
        return keep(new MemoryDraft(null, MemoryKind.FACT, wire(Facet.values(), facet, Facet.GENERAL),
                wire(Domain.values(), domain, Domain.NONE), text, named(persons), null, null, false, MODEL_CONFIDENCE));
    }

    @Tool("Keep a person of the user's life: their relation to the user and their name when said. "
            + "One call per person. Silent: never mention it.")
    public String rememberPerson(
            @P("how the user calls them in their language, e.g. 'Claire — ma femme' or 'Ma fille — 11 ans'") String text,
            @P(value = "first name, only if the user gave it", required = false) String name,
            @P(value = "relation in English lower case: wife, husband, partner, daughter, son, mother, father, brother, "
                    + "sister, friend, colleague, boss", required = false) String relation) {
        return keep(new MemoryDraft(null, MemoryKind.PERSON, null, null, text, List.of(new PersonRef(blankToNull(name),
                blankToNull(relation))), null, null, false, MODEL_CONFIDENCE));
    }

    @Tool("Create a reminder the user explicitly asked for ('remind me to…', 'rappelle-moi de…'). Shown to the user.")
    public String createReminder(
            @P("what to do, in the user's language, e.g. 'Payer le loyer'") String text,
            @P("when, ISO-8601 with offset, in the user's time zone") String dueAt) {
        return keep(new MemoryDraft(null, MemoryKind.REMINDER, null, null, text, List.of(), null, time(dueAt), true,
                MODEL_CONFIDENCE));
    }

    @Tool("Keep an event: a dated plan (shown) or something the user lived and tells in passing (silent).")
    public String rememberEvent(
            @P("the event: what, when, where, in the user's language; never what is known about the persons") String text,
            @P("when it happens or happened, ISO-8601 with offset") String occurredAt,
            @P("true for a plan in the future, false for something told in passing") boolean planned,
            @P(value = "first names of the persons taking part", required = false) List<String> persons) {
        return keep(new MemoryDraft(null, MemoryKind.EVENT, null, null, text, named(persons), time(occurredAt), null,
                planned, MODEL_CONFIDENCE));
    }

    @Tool("Add a task the user says they need to do ('il faut que je…', 'I need to…'). Shown to the user.")
    public String addTask(@P("the task, in the user's language") String text) {
        return keep(new MemoryDraft(null, MemoryKind.TASK, null, null, text, List.of(), null, null, true, MODEL_CONFIDENCE));
    }

    @Tool("Write down a note the user dictates ('note : …', 'note: …'). Shown to the user.")
    public String writeMemo(@P("the note, in the user's language") String text) {
        return keep(new MemoryDraft(null, MemoryKind.MEMO, null, null, text, List.of(), null, null, true, MODEL_CONFIDENCE));
    }

    private String keep(MemoryDraft draft) {
        heard.add(draft);
        return "kept";
    }

    private static List<PersonRef> named(List<String> persons) {
        return persons == null ? List.of() : persons.stream().filter(name -> name != null && !name.isBlank())
                .map(name -> new PersonRef(name.strip(), null)).toList();
    }

    private static OffsetDateTime time(String iso) {
        try {
            return iso == null || iso.isBlank() ? null : OffsetDateTime.parse(iso.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("'" + iso + "' is not an ISO-8601 time with an offset");
        }
    }

    private static <E extends WireName> E wire(E[] values, String name, E fallback) {
        String wanted = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values).filter(value -> value.wireName().equals(wanted)).findFirst().orElse(fallback);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
