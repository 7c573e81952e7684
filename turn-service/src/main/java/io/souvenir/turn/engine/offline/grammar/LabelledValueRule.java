package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.text.Words;
import java.util.List;
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

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Matcher labelled = clause.text().matcher(LABELLED);
        if (!labelled.find() || !anyLabel && !kept(labelled.group(1), labelled.group(2))) {
            return List.of();
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
