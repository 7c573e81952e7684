package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Domains;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person introduced in passing, anywhere in a clause: "dîner avec mon collègue Marc samedi"
 * also tells who Marc is. Read beside whatever else the clause says.
 */
final class Introductions implements Rule {

    private static final Pattern RELATIVE = Pattern.compile("\\b" + PersonMentions.RELATION + ",?\\s*");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text text = clause.text();
        List<MemoryDraft> persons = new ArrayList<>();
        Matcher relative = text.matcher(RELATIVE);
        while (relative.find()) {
            String word = relative.group(1) != null ? relative.group(1) : relative.group(2);
            Relation relation = Relations.of(word).orElseThrow();
            String phrase = text.original(relative.start(), relative.end()).replaceAll("[,\\s]+$", "");
            Domain domain = Domains.of(Text.fold(phrase));
            Names.written(text, relative.end()).ifPresent(name -> persons.add(Drafts.person(domain,
                    PersonRule.compose(name.value(), phrase, List.of()), new PersonRef(name.value(), relation.name()),
                    relation.confidence())));
        }
        return persons;
    }
}
