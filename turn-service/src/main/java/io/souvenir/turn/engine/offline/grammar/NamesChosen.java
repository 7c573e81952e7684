package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A name chosen for someone, decided or changed: "pour le bébé finalement ce sera Hortense",
 * "le chiot s'appellera Pixel", "for the baby we've settled on Rowan", "we're naming the puppy
 * Biscuit". The one named is the relation the clause says (the baby, the puppy); what the name is
 * not (", pas Jeanne") is left out before this reads the clause.
 */
final class NamesChosen implements Rule {

    /** The baby, the puppy, our kitten: who is named, said with an article or a possessive. */
    private static final Pattern WHO = Pattern.compile("\\b(?:le|la|l'|the|our|notre|mon|ma|my)\\s?(?:" + PersonMentions.ADJECTIVE
            + "\\s)?(" + Relations.REGEX + ")\\b");
    /** The words that choose a name, right before it. */
    private static final Pattern CHOSEN = Pattern.compile("\\b(?:(?:finalement |en fait |du coup )?ce sera|ca sera"
            + "|s'appellera|va s'appeler|sera (?:appelee?|nommee?|prenommee?)|(?:on|nous) (?:l'appellera|va l'appeler|l'appellerons"
            + "|a (?:finalement )?(?:decide|tranche) (?:que ce serait|pour))"
            + "|on l'a (?:finalement |enfin )?(?:appelee?|nommee?|baptisee?)"
            + "|(?:will be|is going to be|'s going to be|is gonna be|'s gonna be|shall be) (?:called|named)"
            + "|(?:it|he|she)(?:'ll| will) be|it's going to be|it's gonna be"
            + "|we(?:'ve| have)? (?:finally |eventually )?(?:settled on|decided on|named (?:him|her|it))"
            + "|we(?:'ve| have) (?:finally |eventually )?gone with|we're (?:going with|naming (?:him|her|it))|naming (?:him|her|it))\\s+");
    /** "we're naming the puppy Biscuit": the one named between the verb and the name. */
    private static final Pattern NAMING = Pattern.compile("\\b(?:(?:we're|we are|on va) (?:naming|calling|appeler) "
            + "|(?:we|on) (?:named|called|a appele|a nomme) )((?:the|our|le|la|notre) (" + Relations.REGEX + "))\\s+");

    private static final Pattern LISTED = Pattern.compile("\\s*(?:,|\\bet\\b|\\band\\b|&)\\s*(?:(?:et|and)\\s+)?");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Matcher naming = clause.text().matcher(NAMING);
        if (naming.find()) {
            return named(clause, naming.end(), Relations.of(naming.group(2)), clause.text().original(naming, 1));
        }
        Matcher chosen = clause.text().matcher(CHOSEN);
        Matcher who = clause.text().matcher(WHO);
        if (!chosen.find() || !who.find() || who.find()) {
            return List.of(); // no one, or two: the name cannot be given to anyone for sure
        }
        who.reset().find();
        return named(clause, chosen.end(), Relations.of(who.group(1)), clause.text().original(who.start(), who.end()));
    }

    private static List<MemoryDraft> named(Clause clause, int at, Optional<Relation> relation, String phrase) {
        if (relation.isEmpty() || !clause.text().capitalAt(at)) {
            return List.of();
        }
        Optional<Names.Name> name = Names.written(clause.text(), at);
        if (name.isEmpty()) {
            return List.of();
        }
        String rest = clause.text().folded().substring(name.get().end());
        Matcher more = LISTED.matcher(rest);
        if (more.lookingAt() && (clause.text().capitalAt(name.get().end() + more.end()) || rest.substring(more.end())
                .matches("(?:mon|ma|mes|my|our|notre)\\b.*"))) {
            return List.of(); // "les témoins ce sera Rayan, Clémence et mon frangin Hugo": a list of people, not a name chosen
        }
        if (!rest.isBlank() && !rest.startsWith(",")) {
            return List.of(); // "ce sera Marc qui gardera le chien": the name is not what is chosen, it does something
        }
        String value = name.get().value();
        return List.of(Drafts.person(Domain.NONE, PersonRule.compose(value, phrase, List.of()),
                new PersonRef(value, relation.get().name()), relation.get().confidence()));
    }
}
