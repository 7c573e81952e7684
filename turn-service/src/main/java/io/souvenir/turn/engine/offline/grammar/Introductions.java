package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.platform.memory.Domains;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person introduced in passing, anywhere in a clause: "dîner avec mon collègue Marc samedi"
 * also tells who Marc is. Read beside whatever else the clause says.
 */
final class Introductions implements Rule {

    private static final Pattern RELATIVE = Pattern.compile("\\b" + PersonMentions.RELATION + ",?\\s*");
    /** "la fille de", "the son of": a relation whose complement is the relation that follows. */
    private static final Pattern HEAD_OF = Pattern.compile("\\b(?:le|la|l'|les|the) ?(" + Relations.REGEX
            + ") (?:de |d'|du |des |of )$");
    /** "le docteur Roux m'a dit…", "Maître Dubois", "Mme Leroy": a title makes the word after it a name. */
    private static final Pattern TITLED = Pattern.compile("(?:^|\\s|\\()(?:(?:le|la|the|l') )?(docteur|docteure|dr|doctor"
            + "|maitre|me|professeur|professor|pr|mme|madame|mlle|mademoiselle|monsieur|mr|mrs|ms|miss|m)\\.?\\s+(?=\\S)");
    /** "a puppy called Nala", "un lapin qui s'appelle Caramel", "j'ai un lapin, Caramel": someone new, named as they are introduced. */
    private static final Pattern CALLED = Pattern.compile("\\b(?:une?|an?|the|le|la|notre|our) (?:(?:new|nouveau|nouvelle|petite?"
            // "a rescue greyhound called Bolt", "un berger malinois qui s'appelle Tyson": a word that says which kind,
            // before or after the relation, kept when the language library reads it as a noun or an adjective
            + "|little) )?(?<before>[\\p{L}-]+ )?(?<relation>" + Relations.REGEX + ")(?<after> [\\p{L}-]+)?(?: (?:(?:qui )?s'appelle|(?:qu'on a )?appelee?|nommee?|called|named)|(?<apposed>,)"
            // "we got a kitten last week and named her Mochi", "on a pris un chaton et on l'a appelé Filou"
            + "|\\b[^,;.]{0,30}? (?:and|et) (?:we |i |on |nous )?(?:named|called|l'a (?:appelee?|nommee?|baptisee?)"
            + "|l'avons (?:appelee?|nommee?|baptisee?))(?: him| her| it)?)\\s+");

    /** Who a titled name is, right after it: "Dr. Feld, my therapist,", "le Dr Hamidi (dermato)", "Mr. Hallworth from the bank". */
    private static final Pattern APPOSED_AFTER = Pattern.compile("^\\s*(?:,\\s*((?:my|our|mon|ma|notre|nos|the|le|la|l')\\s?"
            + "[^,()]{2,40}?)\\s*(?:,|$)|\\(\\s*([^()]{2,30}?)\\s*\\)|\\s+((?:from|at|du|de la|de l'|de chez)\\s*"
            + "(?:the\\s+)?[\\p{L}-]{3,}))");
    /** Who a titled name is, said just before it: "la juge des enfants, Mme Carpentier", "my son's headteacher, Ms. Pemberton". */
    private static final Pattern APPOSED_BEFORE = Pattern.compile("(?:^|,\\s*)((?:my|our|mon|ma|notre|nos|the|le|la|l')\\s?"
            + "[^,()]{2,40}?)\\s*,\\s*$");

    /**
     * What the user says a titled person is, in apposition before or after the name; a phrase of
     * at most six words, bounded by commas or brackets, so the cost stays that of the clause.
     */
    private static List<String> apposed(Text text, int start, int end) {
        List<String> who = new ArrayList<>();
        Matcher before = APPOSED_BEFORE.matcher(text.folded()).region(0, start);
        if (before.find() && before.group(1).split("\\s+").length <= 6) {
            who.add(text.original(before.start(1), before.end(1)).strip());
        }
        Matcher after = text.matcher(APPOSED_AFTER).region(end, text.length());
        if (after.lookingAt()) {
            int group = after.start(1) >= 0 ? 1 : after.start(2) >= 0 ? 2 : 3;
            String phrase = text.original(after.start(group), after.end(group)).strip();
            if (phrase.split("\\s+").length <= 6) {
                who.add(phrase);
            }
        }
        return who;
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text text = clause.text();
        List<MemoryDraft> persons = new ArrayList<>();
        Matcher relative = text.matcher(RELATIVE);
        while (relative.find()) {
            String word = relative.group(1) != null ? relative.group(1) : relative.group(2);
            Matcher head = HEAD_OF.matcher(text.folded().substring(0, relative.start()));
            // "la fille de ma voisine, Inès": Inès is the daughter, known through the neighbour
            boolean through = head.find();
            Relation relation = Relations.of(through ? head.group(1) : word).orElseThrow();
            int from = through ? head.start() : relative.start();
            String phrase = text.original(from, relative.end()).replaceAll("[,\\s]+$", "");
            Domain domain = Domains.of(Text.fold(phrase));
            // "notre lapin nain Flocon", "mon chien adoré Rex": an adjective after the relation, then the name
            int adjective = relative.end() < text.length() && KindWords.modifies(clause, relative.end(), "ADJ")
                    ? KindWords.wordEnd(text, relative.end()) : -1;
            String told = adjective < 0 ? phrase : text.original(from, adjective);
            Optional<Names.Name> named = Names.written(text, relative.end())
                    .or(() -> Names.uncapitalisedAfter(relation, clause, text, relative.end()));
            if (named.isEmpty() && adjective > 0) {
                named = Names.written(text, adjective);
            }
            String who = named.isPresent() && named.get().end() > adjective ? told : phrase;
            named.ifPresent(name -> persons.add(Drafts.person(domain,
                    PersonRule.compose(name.value(), who, List.of()), new PersonRef(name.value(), relation.name()),
                    relation.confidence())));
        }
        Matcher titled = text.matcher(TITLED);
        while (titled.find()) {
            int start = titled.start(1);
            String title = titled.group(1);
            if (title.equals("m") && text.folded().charAt(titled.end(1)) != '.' || !text.capitalAt(titled.end())
                    || title.length() <= 2 && !title.equals("me") && !text.capitalAt(start)
                    || title.equals("me") && !text.capitalAt(start)) {
                continue;
            }
            Optional<Names.Name> name = Names.written(text, start);
            String relation = switch (title) {
                case "docteur", "docteure", "dr", "doctor" -> "doctor";
                case "maitre", "me" -> "lawyer";
                case "professeur", "professor", "pr" -> "teacher";
                default -> null;
            };
            name.filter(n -> persons.stream().noneMatch(p -> p.persons().get(0).name().equals(n.value())))
                    .ifPresent(n -> {
                        List<String> who = apposed(text, start, n.end());
                        String told = who.isEmpty() ? n.value() : n.value() + Labels.DASH + String.join(", ", who);
                        persons.add(Drafts.person(Domains.of(Text.fold(title + " " + String.join(" ", who))), told,
                                new PersonRef(n.value(), relation), Drafts.GUESS));
                    });
        }
        Matcher called = text.matcher(CALLED);
        while (called.find()) {
            if (called.start("before") >= 0 && !KindWords.modifies(clause, called.start("before"), "NOUN", "ADJ")
                    || called.start("after") >= 0 && !KindWords.modifies(clause, called.start("after") + 1, "ADJ")) {
                continue;
            }
            Relation relation = Relations.of(called.group("relation")).orElseThrow();
            String phrase = text.original(called.start(), Math.max(called.end("relation"), called.end("after")));
            Optional<Names.Name> introduced = called.group("apposed") == null ? Names.introduced(text, called.end())
                    : Names.written(text, called.end());
            introduced.ifPresent(name -> persons.add(Drafts.person(Domains.of(Text.fold(phrase)),
                    PersonRule.compose(name.value(), phrase, List.of()), new PersonRef(name.value(), relation.name()),
                    relation.confidence())));
        }
        return persons;
    }
}
