package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "chui en couple avec Jordan depuis 6 ans", "je sors avec Kevin depuis mars", "I've been dating Dan
 * for five years", "I've been seeing Priya since Easter", "mariée à Samir qui est chauffeur de bus",
 * "married to Leila who teaches primary": the user's partner, named after the bond, and what a
 * relative clause right after the name says of them.
 * Kept as a person (who they are to the user, and since when), not as a fact about the user that
 * hides them.
 */
final class Partnered implements Rule {

    /** The bond said by the user of themself, up to the name: group 1 the bond as it is said of the partner. */
    private static final Pattern BOND = Pattern.compile("^(?:(?:je suis|j'suis|jsuis|jsui|chui|je sui|suis) )?(en couple"
            + "(?: depuis [^,]{1,20}?)?) avec |^(?:je sors|on sort ensemble) avec |^(?:i'm|i am|im|i've been|i have been|ive been"
            // "seeing", "with" alone name a concert or an employer as often as a partner
            + "|been) (?:(?:in a relationship|together) with|dating|going out with) |^(?:i've been|i have been|ive been|been) seeing "
            // "mariée à Samir", "pacsé avec Tom", "married to Leila", "engaged to Sam": the bond, then the partner
            + "|^(?:(?:je suis|j'suis|jsuis|chui|suis|i'm|i am|im) )?((?:mariee?|pacsee?|fiancee?) (?:a|avec)|(?:married|engaged) to) ");
    /** "qui est chauffeur de bus", "who teaches primary": what the user says of the partner, right after the name. */
    private static final Pattern WHO = Pattern.compile("^,?\\s*(?:qui|who)(?:\\s+(?:est|is)\\b|'s\\b)?\\s*(?=\\S)");
    /** How long: "depuis 6 ans", "for five years", up to what is said next. */
    private static final Pattern SINCE = Pattern.compile("^(?:depuis|since|for|il y a|ca fait)\\b[^,;]*");

    /**
     * "on est pacsés depuis janvier", "we got engaged in May": the couple's bond, said right after the partner; "ça fait
     * 4 ans qu'on est ensemble", "we've been together 3 years": how long they have been a couple, said whole.
     */
    private static final Pattern COUPLE = Pattern.compile("^(?:(?:on est|on s'est|nous sommes|nous nous sommes|we're|we are"
            + "|we got|we've been|we have been) ((?:pacse|marie|fiance)e?s?|engaged|married)\\b"
            + "|((?:ca|cela) fait [^,]{1,20}? (?:qu'on est|que nous sommes) ensemble|(?:on est|nous sommes) ensemble depuis"
            + "|(?:we've|we have|been) (?:been )?together))");
    private static final Set<String> PARTNERS = Set.of("partner", "boyfriend", "girlfriend", "husband",
            "wife", "fiance", "fiancee");

    /** The partner's card with what the clause says of the couple: "Yanis — en couple depuis 3 ans, pacsés depuis janvier". */
    static Optional<MemoryDraft> coupleAfter(Clause clause, MemoryDraft partner) {
        Matcher couple = clause.text().matcher(COUPLE);
        if (!couple.lookingAt() || partner.persons().isEmpty() || !PARTNERS.contains(partner.persons().get(0).relation())) {
            return Optional.empty();
        }
        int said = couple.start(1) >= 0 ? couple.start(1) : couple.start(2);
        return Optional.of(partner.withText(partner.text() + ", " + clause.text().originalFrom(said).strip()));
    }

    /** "mariée à" → "conjoint", "engaged to" → "fiancé(e)": the bond as it is said of the partner, whoever the user is. */
    private static String asTheirs(String bond, boolean french) {
        if (bond.startsWith("pacse")) {
            return french ? "pacsé(e)" : "civil partner";
        }
        if (bond.startsWith("fiance") || bond.startsWith("engaged")) {
            return "fiancé(e)";
        }
        return french ? "conjoint(e)" : "spouse";
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text text = clause.text();
        Matcher bond = text.matcher(BOND);
        if (!bond.lookingAt()) {
            return List.of();
        }
        Optional<Names.Name> name = Names.written(text, bond.end());
        if (name.isEmpty() || !clause.nameAt(bond.end())) {
            return List.of();
        }
        Text after = Text.of(text.originalFrom(name.get().end()).strip());
        Matcher since = after.matcher(SINCE);
        String rest = since.lookingAt() ? after.original(0, since.end()).strip() : "";
        String bonded = (bond.group(1) != null ? text.original(bond.start(1), bond.end(1))
                : bond.group(2) != null ? asTheirs(bond.group(2), clause.french())
                : clause.french() ? "en couple" : "together") + (rest.isEmpty() ? "" : " " + rest);
        Matcher who = after.matcher(WHO);
        // "mariée à Samir qui est chauffeur de bus": what they do, on their card, up to what the user says next
        List<String> said = who.lookingAt() ? List.of(after.originalFrom(who.end()).split("\\s*[,;(]")[0].strip()) : List.of();
        return List.of(Drafts.person(Domain.NONE, PersonRule.compose(name.get().value(), bonded, said),
                new PersonRef(name.get().value(), "partner"), Drafts.SURE));
    }
}
