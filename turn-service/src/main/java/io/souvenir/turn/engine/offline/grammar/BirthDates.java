package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
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
            + "|nee?s?|born)\\b");
    private static final String MONTH = "(?:janv\\w*|fevr\\w*|mars|avr\\w*|mai|juin|juil\\w*|aout|sept\\w*|oct\\w*|nov\\w*"
            + "|dec\\w*|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*)\\.?";
    private static final Pattern DATE = Pattern.compile("\\b(?:\\d{1,2}(?:er|st|nd|rd|th)? (?:of )?" + MONTH + "(?:,? \\d{4})?"
            + "|" + MONTH + " \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|(?:19|20)\\d{2})\\b");
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern YEAR = Pattern.compile("(?:19|20)\\d{2}");

    private BirthDates() {
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
