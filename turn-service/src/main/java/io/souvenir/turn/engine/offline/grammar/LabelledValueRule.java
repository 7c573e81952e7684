package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.turn.engine.offline.lexicon.Relation;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Le code du portail est 4820" → "Code du portail : 4820", value kept as said. Said on its own,
 * only things one keeps (codes, numbers, addresses, favourites…); asked to be remembered
 * ({@code anyLabel}), anything.
 */
final class LabelledValueRule implements Rule {

    /** "ma date de naissance c'est le 17/03/1985", "DOB: 14 Feb 2016": who one is, not an event. */
    static final String BIRTH = "date de naissance|naissance|date of birth|birth date|birthdate|dob|ddn";
    private static final Pattern LABELLED = Pattern.compile("^(?:(?:le|la|les|mon|ma|mes|notre|nos|the|my|our) "
            + "|l')?([^,:=]+?)(?: (?:est|c'est|sont|is|are) | ?[:=] ?)(?:de |d')?(.+)$");
    private static final Pattern KEPT = Pattern.compile("\\b(?:code|numero|n°|no|mot de passe|password|passcode"
            + "|pin|identifiant|login|username|iban|rib|bic|adresse|address|digicode|wifi|wi-fi|plaque"
            + "|combinaison|combination|cadenas|padlock"
            + "|immatriculation|groupe sanguin|blood type|taille|pointure|size|number|id|anniversaire|birthday"
            + "|salaire|salary|preferee?s?|favou?rite|banque|bank|mutuelle|assurance|insurance|allergie|passeport"
            + "|passport|permis|licen[cs]e|secu|securite sociale|social security|e-?mail|loyer|rent|mensualites?"
            + "|credit|pret|budget|abonnement|subscription|forfait|" + BIRTH + ")\\b");
    /** Labels whose value needs no digit to be worth keeping ("ma banque c'est la BNP"). */
    private static final Pattern NAMED = Pattern.compile("\\b(?:preferee?s?|favou?rite|banque|bank|mutuelle"
            + "|assurance|insurance|groupe sanguin|blood type|adresse|address|anniversaire|birthday|" + BIRTH + ")\\b");
    private static final Pattern FAVOURITE = Pattern.compile("\\b(?:preferee?s?|favou?rite)\\b");
    private static final Pattern WHO_I_AM = Pattern.compile(
            "\\b(?:anniversaire|birthday|groupe sanguin|blood type|" + BIRTH + ")\\b");
    private static final Pattern LEADING_ON = Pattern.compile("^on ");

    private final boolean anyLabel;

    LabelledValueRule(boolean anyLabel) {
        this.anyLabel = anyLabel;
    }

    /** "Le code est 4820", "ma banque c'est la BNP" are kept; "mon téléphone est cassé" is not. */
    private static boolean kept(String label, String value) {
        return KEPT.matcher(label).find() && (value.matches(".*[\\d@].*") || NAMED.matcher(label).find());
    }

    /** "l'anniversaire de Léa", "the birthday of my mum": a label that names whose date it is. */
    private static final Pattern OF_SOMEONE = Pattern.compile("^(?:anniversaire|birthday|fete|" + BIRTH
            + ") (?:de |d'|du |of )((?:(?:ma|mon|my|our|notre) )?)([\\p{L}-]+)$");

    private static final Pattern WEEKDAY = Pattern.compile("\\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain"
            + "|ce soir|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\\b");
    private static final Pattern OWNERS = Pattern.compile("^([\\p{L}-]+)'s (birthday|date of birth|dob)$");

    /**
     * "l'anniv de Maud c'est le 14", "l'anniversaire de ma mère c'est le 12 août": the date is a
     * detail of that person, not a fact of the user's.
     */
    private static Optional<MemoryDraft> birthdayOfSomeone(Clause clause, Matcher labelled) {
        // "l'anniv de Paul c'est samedi" is a party to come, not a date of birth: a birthday is a day of the month
        if (!labelled.group(2).matches(".*\\d.*") || WEEKDAY.matcher(labelled.group(2)).find()) {
            return Optional.empty();
        }
        Text text = clause.text();
        Matcher owner = OWNERS.matcher(labelled.group(1).strip());
        if (owner.matches()) {
            // "my mum's birthday is on March 3", "Tom's birthday is the 9th"
            int at = labelled.start(1);
            String typed = text.original(at, at + owner.end(1));
            Optional<Relation> relation = Relations.of(owner.group(1));
            if (relation.isEmpty() && !text.capitalAt(at)) {
                return Optional.empty();
            }
            String value = LEADING_ON.matcher(Words.tidy(text.original(labelled, 2))).replaceFirst("");
            String who = relation.isPresent() ? Words.capitalise(text.original(0, at + owner.end(1))) : typed;
            return Optional.of(Drafts.person(Domain.NONE, who + Labels.DASH + owner.group(2) + " " + value,
                    relation.map(r -> new PersonRef(null, r.name())).orElse(new PersonRef(typed, null)), Drafts.SURE));
        }
        Matcher whose = OF_SOMEONE.matcher(labelled.group(1).strip());
        if (!whose.matches()) {
            return Optional.empty();
        }
        int at = labelled.start(1) + whose.start(2);
        String typed = text.original(at, labelled.start(1) + whose.end(2));
        Optional<Relation> relation = whose.group(1).isEmpty() ? Optional.empty() : Relations.of(whose.group(2));
        if (relation.isEmpty() && !(whose.group(1).isEmpty() && text.capitalAt(at))) {
            return Optional.empty();
        }
        String what = text.original(labelled.start(1), labelled.start(1) + whose.start(1)).strip();
        String value = LEADING_ON.matcher(Words.tidy(text.original(labelled, 2))).replaceFirst("");
        String who = relation.isPresent() ? Words.capitalise(text.original(labelled.start(1) + whose.start(1), at + typed.length()))
                : typed;
        PersonRef person = relation.map(r -> new PersonRef(null, r.name())).orElse(new PersonRef(typed, null));
        return Optional.of(Drafts.person(Domain.NONE, who + Labels.DASH + what.replaceFirst("\\s+\\S+$", "") + " : " + value,
                person, Drafts.SURE));
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        List<MemoryDraft> codes = Codes.read(clause);
        Matcher labelled = clause.text().matcher(LABELLED);
        if (codes.size() > 1 || !labelled.find() || !anyLabel && !kept(labelled.group(1), labelled.group(2))) {
            // "the padlock is 905 and the key safe 6612": two values, each under its own label
            return codes;
        }
        Optional<MemoryDraft> whose = birthdayOfSomeone(clause, labelled);
        if (whose.isPresent()) {
            return List.of(whose.get());
        }
        String said = labelled.group(1);
        Facet facet = FAVOURITE.matcher(said).find() ? Facet.PREFERENCE
                : WHO_I_AM.matcher(said).find() ? Facet.IDENTITY : Facet.GENERAL;
        String label = Words.capitalise(clause.text().original(labelled, 1));
        String value = LEADING_ON.matcher(Words.tidy(clause.text().original(labelled, 2))).replaceFirst("");
        return List.of(Drafts.fact(clause, facet, null, FactPattern.label(clause, label, label, value), List.of(),
                null, Drafts.SURE));
    }
}
