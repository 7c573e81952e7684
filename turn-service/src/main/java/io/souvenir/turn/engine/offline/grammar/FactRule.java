package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A fact about the user, by the first of the known ways of saying it that matches. Allergies
 * coordinated in one clause ("allergique aux arachides et aux fruits de mer") are one fact each:
 * each is a thing to avoid of its own.
 */
final class FactRule implements Rule {

    private static final List<FactPattern> PATTERNS = Stream.of(SensitiveFacts.FIRST, ChangeFacts.PATTERNS,
            IdentityFacts.PATTERNS, SensitiveFacts.PATTERNS, TasteFacts.PATTERNS, SensitiveFacts.SAID_PLAINLY).flatMap(List::stream)
            .toList();
    /** "Allergique aux arachides et aux fruits de mer": the head, then each complement after its preposition. */
    private static final Pattern ALLERGY = Pattern.compile("^((?:Allergique|Allergic|Allergiques)\\s+(?:aux?|à la|à l'|a la"
            + "|a l'|à|a|to)\\s*)(.+)$");
    private static final Pattern COORDINATED = Pattern.compile("\\s*(?:,\\s*|\\s(?:et|and)\\s+)(?:(?:aux?|à la|à l'|a la|a l'"
            + "|à|to)\\s+)(?=\\S)");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        return PATTERNS.stream().map(pattern -> pattern.read(clause)).flatMap(Optional::stream).limit(1)
                .flatMap(fact -> each(fact).stream()).toList();
    }

    /**
     * "Métier : infirmier à Nantes", "Job: paramedic up in Leeds, mostly on nights", "électricien du
     * côté de Chambéry": the job, and the named place it is done in; what follows a comma stays with the job.
     */
    private static final Pattern JOB_IN = Pattern.compile("^((?:" + Labels.JOB_FR + " : |" + Labels.JOB_EN + ": )\\S.*?)\\s+"
            + "(?:(?:up|down|over|out) )?(?:à|a|in|at|near|around|outside|pr[eè]s de|du c[oô]t[eé] de|vers|sur)\\s+"
            + "(\\p{Lu}[\\p{L}'-]+(?:[ -]\\p{Lu}[\\p{L}'-]+)*)(?:\\s*,\\s*(\\S.*))?$");

    private static List<MemoryDraft> each(MemoryDraft fact) {
        Matcher job = JOB_IN.matcher(fact.text());
        if (job.matches()) {
            boolean french = fact.text().startsWith(Labels.JOB_FR);
            String place = (french ? "Travaille à " : "Works in ") + job.group(2);
            String done = job.group(1) + (job.group(3) == null ? "" : ", " + job.group(3));
            return List.of(fact.withText(done), fact.withText(place));
        }
        Matcher allergy = ALLERGY.matcher(fact.text());
        if (!allergy.matches()) {
            return List.of(fact);
        }
        String[] things = COORDINATED.split(allergy.group(2));
        if (things.length < 2) {
            return List.of(fact);
        }
        List<MemoryDraft> facts = new ArrayList<>();
        String head = allergy.group(1);
        Matcher preposition = COORDINATED.matcher(allergy.group(2));
        String[] heads = new String[things.length];
        heads[0] = head;
        for (int i = 1; preposition.find() && i < things.length; i++) {
            heads[i] = head.replaceFirst("(?:aux?|à la|à l'|a la|a l'|à|a|to)\\s*$", "")
                    + preposition.group().replaceFirst("^\\s*(?:,\\s*|(?:et|and)\\s+)", "").strip() + " ";
        }
        for (int i = 0; i < things.length; i++) {
            facts.add(fact.withText((heads[i] + things[i]).strip()));
        }
        return facts;
    }
}
