package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date of birth is a fact about someone, not an event: "la naissance de mon neveu Ilyès c'était
 * le 30 janvier 2021", "DOB for my son Elias: 14 Feb 2016", "my wife was born on March 3rd, 1988".
 * When a clause says a birth and keeps one person, the date as typed goes with that person.
 */
final class BirthDates {

    private static final Pattern BIRTH = Pattern.compile("\\b(?:" + LabelledValueRule.BIRTH
            + "|nee?s?|born|(?:a|ont|avait|avaient) vu le jour|came into the world)\\b");
    private static final String MONTH = "(?:janv\\w*|fevr\\w*|mars|avr\\w*|mai|juin|juil\\w*|aout|sept\\w*|oct\\w*|nov\\w*"
            + "|dec\\w*|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*)\\.?";
    static final Pattern DATE = Pattern.compile("\\b(?:\\d{1,2}(?:er|st|nd|rd|th)? (?:of )?" + MONTH + "(?:,? \\d{4})?"
            + "|" + MONTH + " \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|(?:19|20)\\d{2})\\b");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern YEAR = Pattern.compile("(?:19|20)\\d{2}");

    /**
     * "Maëva est née le 30/11/2022", "Grandma was born in 1941 in Jamaica", "les jumeaux sont nés le
     * 14 juillet 2021": someone named (or called by what they are to the user) and their birth.
     */
    private static final Pattern BORN = Pattern.compile("^(?:(?:les |the |our |nos )?(" + Relations.REGEX + ")|([\\p{L}][\\p{L}'-]+))"
            + " (?:est|sont|was|were) (?:nee?s?|born)\\b");
    private static final Pattern NOT_A_NAME = Pattern.compile("^(?:i|je|il|elle|he|she|they|ils|elles|it|on|we|nous|ca|c'|ce"
            + "|qui|who)$");

    private BirthDates() {
    }

    /** The person whose birth the clause dates, when the clause names them first: a person memory, silent. */
    static List<MemoryDraft> born(Clause clause) {
        Matcher born = clause.text().matcher(BORN);
        if (!born.find() || !clause.text().matcher(DATE).find(born.end())) {
            return List.of();
        }
        String said = clause.text().original(born.start(), born.end(born.group(1) != null ? 1 : 2));
        Optional<Relation> relation = born.group(1) == null ? Optional.empty() : Relations.of(born.group(1));
        if (relation.isEmpty() && (NOT_A_NAME.matcher(born.group(2)).matches() || !clause.text().capitalAt(born.start(2)))) {
            return List.of();
        }
        PersonRef who = relation.map(r -> new PersonRef(null, r.name())).orElseGet(() -> new PersonRef(said, null));
        String birth = Words.tidy(clause.text().originalFrom(born.end(born.group(1) != null ? 1 : 2)))
                .replaceFirst("^(?i)(?:est|sont|was|were)\\s+", "");
        return List.of(Drafts.person(Domain.NONE, Words.capitalise(said) + Labels.DASH + birth, who, Drafts.SURE));
    }

    static List<MemoryDraft> dated(Clause clause, List<MemoryDraft> found) {
        String folded = clause.text().folded();
        List<MemoryDraft> persons = found.stream().filter(draft -> draft.kind() == MemoryKind.PERSON).toList();
        if (persons.size() != 1 || !BIRTH.matcher(folded).find()) {
            return found;
        }
        Matcher date = clause.text().matcher(DATE);
        if (!date.find()) {
            return found;
        }
        MemoryDraft person = persons.get(0);
        // the year says it when there is one ("born on March 3rd, 1988"), else every number of the date
        Matcher year = YEAR.matcher(date.group());
        List<String> numbers = year.find() ? List.of(year.group()) : DIGITS.matcher(date.group()).results()
                .map(MatchResult::group).toList();
        List<String> kept = DIGITS.matcher(person.text()).results().map(MatchResult::group).toList();
        if (kept.containsAll(numbers)) {
            return found;
        }
        String birth = (clause.french() ? "naissance : " : "born ") + clause.text().original(date.start(), date.end());
        String text = person.text() + (person.text().contains(Labels.DASH) ? ", " : Labels.DASH) + birth;
        List<MemoryDraft> dated = new ArrayList<>(found);
        dated.set(found.indexOf(person), Drafts.withText(person, text));
        // "DOB for my son Elias: 14 Feb 2016" read as a labelled value too: the person now says it
        dated.removeIf(draft -> draft.kind() == MemoryKind.FACT && BIRTH.matcher(Text.fold(draft.text())).find()
                && DIGITS.matcher(draft.text()).results().map(MatchResult::group).toList().containsAll(numbers));
        return dated;
    }
}
