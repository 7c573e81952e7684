package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One way the user says something about themselves, matched from the start of a folded clause:
 * the facet and domain it gives, how the memory puts it (by default the clause without its
 * subject: "Habite à Nantes"), and whether it must also pass a check.
 */
record FactPattern(Pattern pattern, Facet facet, Domain domain, Phrasing phrasing,
        BiPredicate<Matcher, Clause> check, double confidence, boolean withPersons) {

    /** How the memory's text is put from what matched. */
    @FunctionalInterface
    interface Phrasing {
        String say(Matcher matcher, Clause clause);
    }

    static final Phrasing WITHOUT_SUBJECT = (matcher, clause) -> Rephrase.withoutSubject(clause.text(),
            clause.french());

    static FactPattern of(String regex, Facet facet) {
        return new FactPattern(Pattern.compile("^(?:" + regex + ")"), facet, null, WITHOUT_SUBJECT,
                (matcher, clause) -> true, Drafts.SURE, false);
    }

    FactPattern in(Domain area) {
        return new FactPattern(pattern, facet, area, phrasing, check, confidence, withPersons);
    }

    FactPattern phrased(Phrasing how) {
        return new FactPattern(pattern, facet, domain, how, check, confidence, withPersons);
    }

    FactPattern only(BiPredicate<Matcher, Clause> when) {
        return new FactPattern(pattern, facet, domain, phrasing, when, confidence, withPersons);
    }

    FactPattern guessed() {
        return new FactPattern(pattern, facet, domain, phrasing, check, Drafts.GUESS, withPersons);
    }

    FactPattern aboutPersons() {
        return new FactPattern(pattern, facet, domain, phrasing, check, confidence, true);
    }

    /** "Métier : infirmière" / "Job: nurse", the value being what the first group that took part matched. */
    static Phrasing labelled(String french, String english) {
        return (matcher, clause) -> {
            for (int group = 1; group <= matcher.groupCount(); group++) {
                if (matcher.start(group) >= 0) {
                    return label(clause, french, english, Words.tidy(clause.text().original(matcher, group)));
                }
            }
            return null;
        };
    }

    static String label(Clause clause, String french, String english, String value) {
        return clause.french() ? french + " : " + value : english + ": " + value;
    }

    Optional<MemoryDraft> read(Clause clause) {
        Matcher matcher = clause.text().matcher(pattern);
        if (!matcher.find() || !check.test(matcher, clause)) {
            return Optional.empty();
        }
        String text = phrasing.say(matcher, clause);
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        List<PersonRef> persons = withPersons ? PersonMentions.in(clause.text()) : List.of();
        return Optional.of(Drafts.fact(clause, facet, domain, text, persons, null, confidence));
    }
}
