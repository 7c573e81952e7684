package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who the user spends their days beside, named after "avec", "with", "entre" or "between" in a
 * statement of the user's own that says no day: "au bureau je travaille surtout avec Ngozi et
 * Hugo", "I live with Sam and Priya", "I'm wedged between Dmitri and Chloé". Each name is
 * someone in the user's life, kept beside what the clause says; a plan, a request or a note names
 * them with what it keeps.
 */
final class Companions {

    /** The user as the subject, then the names after the preposition of company, in the same stretch of the clause. */
    private static final Pattern BESIDE = Pattern.compile("(?:^|\\s)(?:je|j'|on|nous|i|i'm|we|we're|we've|i've)(?:\\s|(?<='))"
            + "[^,;:]*?\\b(?:avec|with|entre|between)\\s+(?=\\S)");

    private static final Pattern APPOSED = Pattern.compile("^\\s*\\(");

    private Companions() {
    }

    static List<MemoryDraft> besides(Clause clause, List<MemoryDraft> found) {
        if (clause.when().isPresent() || found.stream().anyMatch(Companions::namesThemItself)) {
            return List.of();
        }
        Text text = clause.text();
        Matcher beside = text.matcher(BESIDE);
        List<MemoryDraft> persons = new ArrayList<>();
        while (beside.find()) {
            if (!doneBy(clause, beside.start(), beside.end())) {
                continue; // "I'm with NatWest", "je suis avec Free": being with a company is not spending days beside someone;
                          // "I code with Python and Java": what one makes something with is a tool
            }
            List<String> names = PersonMentions.namesFrom(text, beside.end());
            if (names.size() < 2) {
                continue;
            }
            for (String name : names) {
                boolean known = found.stream().flatMap(draft -> draft.persons().stream())
                        .anyMatch(person -> Objects.equals(person.name(), name));
                // "Clémence (la stagiaire)": who she is, said in brackets, is read with her name elsewhere
                if (!known && Relations.of(Text.fold(name)).isEmpty() && !APPOSED.matcher(text.folded()).region(
                        text.folded().indexOf(Text.fold(name), beside.end()) + name.length(), text.length()).lookingAt()) {
                    persons.add(Drafts.person(Domain.NONE, name, new PersonRef(name, null), Drafts.GUESS));
                }
            }
        }
        return persons;
    }

    /**
     * Whether a word between the subject and the preposition is a verb of its own (not "be", "have"), as tagged; or the
     * word right after the subject, which is its verb whatever the tag ("je bosse", read as an adjective); not a verb of
     * making, whose "with" names tools.
     */
    private static boolean doneBy(Clause clause, int from, int to) {
        String folded = clause.text().folded();
        int words = 0;
        for (int at = from; at < to; at++) {
            if (!Character.isLetter(folded.charAt(at)) || at > 0 && (Character.isLetter(folded.charAt(at - 1))
                    || folded.charAt(at - 1) == '\'')) {
                continue;
            }
            boolean afterSubject = ++words == 2;
            if (clause.tokenAt(at).filter(token -> MAKING_VERBS.contains(token.lemma())).isPresent()) {
                return false;
            }
            if (clause.tokenAt(at).filter(token -> !BARE_VERBS.contains(token.lemma()) && (token.is("VERB")
                    || afterSubject && !token.is("AUX", "PRON", "ADV", "PART", "ADP"))).isPresent()) {
                return true;
            }
        }
        return false;
    }

    private static final Set<String> BARE_VERBS = Set.of("be", "have", "etre", "être", "avoir");
    private static final Set<String> MAKING_VERBS = Set.of("code", "program", "develop", "build", "script", "deploy", "design",
            "draw", "paint", "cook", "coder", "programmer", "développer", "developper", "construire", "dessiner", "peindre",
            "cuisiner", "bricoler");

    /** A plan, a request or a note: it keeps whom it is with itself. */
    private static boolean namesThemItself(MemoryDraft draft) {
        return draft.kind() == MemoryKind.REMINDER || draft.kind() == MemoryKind.TASK || draft.kind() == MemoryKind.MEMO
                || draft.kind() == MemoryKind.EVENT;
    }
}
