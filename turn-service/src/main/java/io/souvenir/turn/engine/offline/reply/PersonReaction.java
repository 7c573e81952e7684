package io.souvenir.turn.engine.offline.reply;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.grammar.Labels;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Together;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One word about the people the user just told of: "Claire, onze ans et dix-huit ans : une belle
 * famille !", "Claire, c'est un joli prénom.", each by name, else by age, else as "ta mère".
 */
final class PersonReaction {

    /** One age: "5 et 8 ans" is two, and no reaction about an age. */
    private static final Pattern AGE = Pattern.compile("(?<!\\d(?:,| et| and) )\\b(\\d+) (?:ans?|years? old)\\b");

    private PersonReaction() {
    }

    static String to(List<MemoryDraft> persons, boolean french) {
        List<String> who = new ArrayList<>();
        boolean family = true;
        for (MemoryDraft person : persons) {
            PersonRef ref = person.persons().get(0);
            family &= ref.relation() != null && Relations.isFamily(ref.relation());
            Matcher age = AGE.matcher(person.text());
            if (ref.name() != null) {
                who.add(ref.name());
            } else if (age.find()) {
                int years = Integer.parseInt(age.group(1));
                who.add(NumberWords.spell(years, french ? Locale.FRENCH : Locale.ENGLISH)
                        + (french ? years == 1 ? " an" : " ans" : ""));
            } else {
                who.add(yours(person.text().split(Labels.DASH)[0], french));
            }
        }
        String all = Words.capitalise(Together.join(who, french));
        if (persons.size() > 1) {
            return family ? all + Reactions.say(french, " : une belle famille !", ": what a lovely family!")
                    : all + Reactions.say(french, ", je vois.", ", I see.");
        }
        if (persons.get(0).persons().get(0).name() != null) {
            return all + Reactions.say(french, ", c'est un joli prénom.", ", what a lovely name.");
        }
        return AGE.matcher(persons.get(0).text()).find()
                ? all + Reactions.say(french, ", c'est un bel âge.", ", a lovely age.")
                : Reactions.say(french, "Je vois.", "I see.");
    }

    /** "Ma mère" → "ta mère"; "My mom" → "your mom". */
    private static String yours(String relation, boolean french) {
        String folded = Text.fold(relation);
        if (french) {
            return folded.startsWith("ma ") ? "ta" + relation.substring(2) : folded.startsWith("mon ") ? "ton"
                    + relation.substring(3) : folded.startsWith("mes ") ? "tes" + relation.substring(3) : relation;
        }
        return folded.startsWith("my ") ? "your" + relation.substring(2) : relation;
    }
}
