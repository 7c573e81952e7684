package io.souvenir.platform.memory;

import io.souvenir.contracts.memory.Domain;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The sensitive area a sentence touches, from its words (folded). Identity documents first, then
 * health, law and money: "renouveler mon passeport" is identity, "mon avocat" legal.
 */
public final class Domains {

    private static final Map<Domain, Pattern> CUES = new LinkedHashMap<>();

    static {
        CUES.put(Domain.IDENTITY, cue("passeport|passport|carte d'identite|identity card|id card|securite sociale"
                + "|secu|social security|ssn|permis de conduire|driver's licen[cs]e|driving licen[cs]e|carte vitale"
                + "|titre de sejour|numero fiscal|tax id|acte de naissance|birth certificate|musulmane?|catholique|protestante?"
                + "|juif|juive|chretienne?|bouddhiste|hindoue?|religion|religious|muslim|catholic|jewish|christian"
                + "|buddhist|hindu|ramadan|careme|shabbat|kippour|halal|casher"
                + "|kasher|kosher"));
        CUES.put(Domain.HEALTH, cue("allergi\\w*|allergique|medicaments?|medication|medicine|traitement|maladie|malade"
                + "|illness|disease|ordonnance|prescription|vaccin\\w*|groupe sanguin|blood type|medecin|doctor"
                + "|dentiste?|kine|hopital|hospital|chirurgi\\w*|surgery|enceinte|pregnant|therapie|therapy|psy"
                + "|diagnosti\\w*|sante|health|psychiatre|therapeute|therapist|psychiatrist|oncologue|oncologist|dialyse"
                + "|dialysis|handicape\\w*|disabled|orthophonist\\w*|speech therapist|hospitalise\\w*|hospitali[sz]ed|urgences|emergency room|ehpad"
                + "|care home|nursing home|" + Health.ILLNESSES + "|" + Health.CONDITIONS + "|"
                + Health.MEDICINES + "|" + Health.DRUG_LIKE));
        CUES.put(Domain.LEGAL, cue("proces|lawsuits?|litiges?|plaintes?|tribunal|court case|in court|poursui\\w*"
                + "|sue|suing|sued|(?:mon|ma|notre|un|une|l'|son) avocate?|lawyer|attorney|notaire|contrats?|curatelle"
                + "|tutelle|tuteur|tutrice|curateur|guardianship|custody|conservatorship|en justice|garde alternee|prison"
                + "|jail|incarcer\\w*|detention|evict\\w*|expuls\\w*|huissier|bailiff"
                // a divorce under way is a legal matter; being divorced is who one is ("Divorced, two kids", "elle est divorcée")
                + "|contracts?|bail|lease|divorcer|divorcing|getting divorced|(?<!(?:suis|es|est|sommes|sont|etait|is|am|are|was"
                + "|'s|'re|'m) )divorces?|prud'hom\\w*|juge|judge|legal|juridique"));
        // "un prêt" is a loan; "je suis prêt", "tout est prêt", "prêt à partir" and the Pret shop are not
        CUES.put(Domain.FINANCE, cue("salaires?|salary|dettes?|debts?|credits?"
                + "|(?<!\\b(?:suis|es|est|sommes|etes|sont|etait|etais|serai|sera|at|from|de|chez) )prets?(?! (?:a|pour)\\b)|emprunts?|loans?|mortgage"
                + "|hypotheque|compte bancaire|compte en banque|bank account|banque|(?<!food )(?<!blood )bank(?! holidays?)|iban|rib|carte bancaire"
                + "|credit card|decouvert|overdraft|epargne|savings|livret a|impots?|taxes|owe|owes"
                + "|dois \\d|doit \\d|assurance[- ]vie|pension|revenus?|income|surendettement|faillite|bankrupt\\w*"
                + "|in debt|behind on (?:my |the )?(?:rent|mortgage|payments|bills|loan)|impayes|interdite? bancaire"));
    }

    private Domains() {
    }

    private static Pattern cue(String words) {
        return Pattern.compile("\\b(?:" + words + ")\\b");
    }

    public static Domain of(String folded) {
        return CUES.entrySet().stream().filter(cue -> cue.getValue().matcher(folded).find())
                .map(Map.Entry::getKey).findFirst().orElse(Domain.NONE);
    }
}
