package io.souvenir.consolidator.night;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Domains;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The words that put a memory in a guarded domain (official identity, health, finance, legal)
 * whatever label the day's engine gave it: such a memory is always a person's decision. The night
 * reads with the day's own vocabulary ({@link Domains}) and with a wider one of its own, since a
 * word the day missed must not reach a promotion.
 */
final class SensitiveWords {

    private static final String IDENTITY = "passeport|passport|carte d'identite|carte vitale|identity card|id card|securite sociale|social security|"
            + "numero fiscal|tax (?:id|number)|nationalite|nationality|citizenship|naturalis\\w*|titre de sejour|"
            + "residence permit|visa|green card|changement (?:de nom|d'etat civil)|change of name|changed (?:my|his|her) name|"
            + "permis de conduire|driving licen[cs]e|driver's license";
    private static final String HEALTH = "malad\\w*|illness|ill|sick|diagnos\\w*|symptom\\w*|traitement|treatment|medicament\\w*|medication|medicine|"
            + "pills?|allerg\\w*|enceinte|pregnan\\w*|grossesse|handicap\\w*|disabilit\\w*|disabled|depression|depressed|"
            + "deprime\\w*|anxi\\w*|burn-?out|therap\\w*|psy|psychiatr\\w*|psycholog\\w*|operation|opere\\w*|surgery|"
            + "chirurg\\w*|hopital|hospital\\w*|cancer|tumeur|tumou?r|chimio\\w*|chemo\\w*|diabet\\w*|asthm\\w*|"
            + "epilep\\w*|migraine\\w*|avc|stroke|infarctus|heart attack|tension|blood pressure|cholesterol|insuline?|"
            + "covid|grippe|flu|fracture|broke (?:my|his|her) \\w+|plaies?|sclerose|alzheimer|parkinson|autis\\w*|tdah|adhd|"
            + "dyslex\\w*|addict\\w*|alcoolique|alcoholic|rehab|cure de desintox\\w*|fausse couche|miscarriage|fiv|ivf|"
            + "ordonnance|prescription|medecin traitant|kine\\w*|physio\\w*|lunettes de vue|blood type|groupe sanguin|"
            + "vaccin\\w*|sante|health|mental|insomni\\w*|eczema|arthrose|arthritis|hernie|hernia|lupus|crohn";
    private static final String FINANCE = "salaire|salary|paid \\d+|gagne \\d+|earns?|income|revenus?|dettes?|debts?|endette\\w*|pret|loan|credit|"
            + "mortgage|hypotheque|emprunt\\w*|epargne|savings|livret a|compte (?:en banque|bancaire|joint)|bank account|"
            + "iban|rib|impots?|taxes|tax return|heritage|inheritance|inherit\\w*|decouvert|overdraft|faillite|bankrupt\\w*|"
            + "surendette\\w*|smic|k€|\\d+ ?(?:€|euros?|dollars?|\\$)|\\$ ?\\d+|bourse|stocks?|actions en bourse|crypto\\w*|"
            + "bitcoin|pension alimentaire|alimony|child support|rsa|chomage|unemployment benefits";
    private static final String LEGAL = "proces|lawsuit|sued|suing|poursuivi\\w*|avocate?|lawyer|attorney|solicitor|divorce proceedings|procedure de divorce|"
            + "en instance de divorce|garde (?:des enfants|alternee|partagee)|custody|amende|fined|a fine|(?:speeding|parking) (?:fine|ticket)|pv|contravention|condamn\\w*|convicted|"
            + "conviction|casier judiciaire|criminal record|police|gendarmerie|plainte|complaint against|tribunal|in court|court case|court hearing|"
            + "juge|judge|prud'?hommes|litige|dispute|mise en examen|garde a vue|arrested|arrete par|prison|jail|probation|"
            + "sursis|huissier|bailiff|expulsion|eviction|notaire|notary|testament|will and testament|tutelle|curatelle|"
            + "guardianship|injonction|restraining order|contentieux";

    /**
     * A home's lease, signed, renewed or ended, is where one lives, not a legal matter: "on a signé le bail", "our lease is up in
     * May" (a dispute over it says so: "litige", "in court"; and "out on bail" is not a lease).
     */
    private static final Pattern LEASE = Pattern.compile("\\b(?:(?:le|un|du|au|mon|ma|notre|son|sa|leur|nouveau|premier) bail"
            + "|bail (?:signe|de location|d'habitation|de \\d+ ans)|(?:contrat|contrats) de (?:location|bail)"
            + "|(?:the|a|our|my|his|her|their|new|first) (?:lease|tenancy(?: agreement)?|rental (?:agreement|contract))"
            + "|lease (?:signed|renewed|is up|runs out|ends))\\b");
    private static final Map<Domain, Pattern> WORDS = new EnumMap<>(Map.of(Domain.IDENTITY, word(IDENTITY), Domain.HEALTH, word(HEALTH),
            Domain.FINANCE, word(FINANCE), Domain.LEGAL, word(LEGAL)));

    private SensitiveWords() {
    }

    /** The guarded domain the words of {@code text} speak of: the day's vocabulary first, then the night's. */
    static Optional<Domain> in(String text) {
        String folded = LEASE.matcher(Attributes.normalize(text)).replaceAll(" ");
        Domain day = Domains.of(folded);
        if (day != Domain.NONE) {
            return Optional.of(day);
        }
        return WORDS.entrySet().stream().filter(words -> words.getValue().matcher(folded).find()).map(Map.Entry::getKey).findFirst();
    }

    private static Pattern word(String alternatives) {
        return Pattern.compile("\\b(?:" + alternatives + ")\\b");
    }
}
