package io.souvenir.verifier.counting.openai;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import io.souvenir.contracts.WireName;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.Relations;
import io.souvenir.verifier.counting.StatedFact;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * The model's only tool. It states a fact or a person and can do nothing else: any other kind is
 * refused (the model is told why, nothing is kept), so neither the model nor a sentence written
 * to steer it can make the verifier create a reminder, an event, a memo or a task.
 */
@ApplicationScoped
public class StatedFactTool {

    private static final Logger LOG = Logger.getLogger(StatedFactTool.class);

    private final StatedFacts stated;

    StatedFactTool(StatedFacts stated) {
        this.stated = stated;
    }

    @Tool("State one fact or one person the sentence states. One call per distinct fact or person; "
            + "no call when unsure.")
    public String statedFact(
            @P("fact (something about the user) or person (someone of the user's life); nothing else is accepted")
            String kind,
            @P("the fact or person in the user's language, standing on its own, e.g. 'Je suis infirmière' or "
                    + "'Claire — ma femme'") String text,
            @P(value = "for a fact: identity, preference, ongoing, commitment or general", required = false) String facet,
            @P(value = "none, identity, health, finance or legal", required = false) String domain,
            @P(value = "for a person: their first name, only if the sentence gives it", required = false) String name,
            @P(value = "for a person: the relation in English lower case: wife, husband, partner, daughter, son, "
                    + "mother, father, brother, sister, friend, colleague, boss", required = false) String relation) {
        String wanted = lower(kind).orElse("");
        if (lower(text).isEmpty()) {
            return refused(wanted, "text is required");
        }
        Domain inDomain = wire(Domain.values(), domain).orElse(Domain.NONE);
        StatedFact fact;
        switch (wanted) {
            case "fact" -> fact = StatedFact.fact(wire(Facet.values(), facet).orElse(Facet.GENERAL), inDomain,
                    text.strip(), StatedFact.keysOf(text));
            case "person" -> {
                Optional<String> called = Optional.ofNullable(name).map(String::strip).filter(n -> !n.isEmpty());
                Optional<String> related = lower(relation).map(r -> Relations.of(r).orElse(r));
                if (called.isEmpty() && related.isEmpty()) {
                    return refused(wanted, "a person needs a name or a relation");
                }
                fact = StatedFact.person(new PersonRef(called.orElse(null), related.orElse(null)), inDomain, text.strip());
            }
            default -> {
                return refused(wanted, "only kind fact or person is accepted; reminders, tasks, events and notes are "
                        + "not reported");
            }
        }
        return stated.add(fact) ? "stated" : "already stated";
    }

    private static String refused(String kind, String why) {
        LOG.debugf("refused a statedFact call of kind '%s': %s", kind, why);
        return "error: refused, " + why;
    }

    private static Optional<String> lower(String value) {
        return Optional.ofNullable(value).map(v -> v.strip().toLowerCase(Locale.ROOT)).filter(v -> !v.isEmpty());
    }

    private static <E extends WireName> Optional<E> wire(E[] values, String name) {
        return lower(name).flatMap(wanted -> Arrays.stream(values).filter(v -> v.wireName().equals(wanted)).findFirst());
    }
}
