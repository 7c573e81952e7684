package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Domain;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The words and phrases (folded, French and English) the offline rules look for. */
final class Lexicon {

    /** Words a clause may start with before it says anything ("bon, ma fille…", "well my wife…"). */
    static final Set<String> DISCOURSE = Set.of("salut", "bonjour", "bonsoir", "coucou", "hello", "hi", "hey", "yo",
            "ok", "okay", "bon", "alors", "bref", "voila", "ecoute", "ecoutez", "euh", "ben", "bah", "eh", "oh", "ah",
            "well", "so", "listen", "anyway", "yes", "no", "oui", "non", "ouais", "yeah", "sinon", "enfin", "donc",
            "puis", "aussi", "also", "then", "et", "and", "mais", "but", "parfois", "souvent", "vraiment", "franchement",
            "perso", "personnellement", "sometimes", "often", "actually", "honestly", "frankly", "personally");

    /** Clauses made only of these say nothing by themselves ("salut", "écoute", "tu sais", "by the way"). */
    static final Set<String> FILLER = Stream.concat(DISCOURSE.stream(), Stream.of("merci", "thanks", "thank",
                    "beaucoup", "accord", "tiens", "dis", "sais", "know", "look", "fait", "btw", "good", "morning",
                    "evening", "afternoon", "bonne", "journee", "soiree", "please", "stp", "svp", "hmm", "hum", "cool",
                    "super", "great", "nice", "tu", "you", "au", "by", "the", "way", "d"))
            .collect(Collectors.toUnmodifiableSet());

    /** Words a capitalised token can be without being someone's name (a sentence starts with "Ma", "The", "Demain"). */
    static final Set<String> COMMON = Set.of("je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "le",
            "la", "les", "l", "un", "une", "des", "du", "de", "et", "ou", "mais", "donc", "car", "que", "qu", "qui",
            "ce", "c", "cet", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre",
            "nos", "votre", "vos", "leur", "leurs", "moi", "toi", "lui", "eux", "i", "me", "my", "mine", "he", "she",
            "it", "we", "they", "his", "her", "its", "our", "their", "the", "a", "an", "and", "or", "this", "that",
            "these", "those", "what", "who", "when", "where", "why", "how", "remember", "rappelle", "souviens",
            "retiens", "note", "parfois", "souvent", "toujours", "jamais", "maintenant", "sometimes", "always",
            "never", "now", "actually", "en", "at", "in", "janvier", "fevrier", "mars", "avril", "mai", "juin",
            "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "january", "february", "march",
            "april", "may", "june", "july", "august", "september", "october", "november", "december", "french",
            "english", "british", "american", "canadian", "german", "spanish", "italian", "belgian", "swiss",
            "portuguese", "dutch", "irish", "scottish", "chinese", "japanese", "indian", "catholic", "christian",
            "muslim", "jewish", "buddhist");

    /** A capitalised word after one of these is a place, a firm or a thing ("à Lyon", "chez Airbus", "une Clio"). */
    static final Set<String> BEFORE_A_PLACE_OR_THING = Set.of("a", "au", "aux", "en", "de", "du", "d", "des", "chez",
            "dans", "pour", "sur", "vers", "from", "in", "at", "to", "for", "near", "on", "of", "by", "un", "une", "le",
            "la", "les", "l", "the", "an");

    /** Words that never tell two facts apart. */
    static final Set<String> STOPWORDS = Set.of("le", "la", "les", "un", "une", "des", "du", "de", "au", "aux", "en",
            "et", "ou", "the", "an", "of", "to", "in", "on", "at", "for", "with", "and", "or", "my", "mon", "ma", "mes",
            "ton", "ta", "te", "son", "sa", "se", "your", "his", "her", "our", "their", "je", "me", "moi", "il", "elle",
            "nous", "vous", "ils", "elles", "qui", "que", "qu", "quoi", "est", "sont", "suis", "es", "is", "are", "am",
            "be", "was", "ce", "cet", "cette", "it", "its", "this", "that", "pas", "ne", "not", "no", "tres", "very",
            "plus", "more", "so", "si", "bien", "really", "just", "aussi", "also", "appelle", "nomme", "called",
            "named", "name", "nom", "prenom", "par", "pour", "avec", "sans", "dans", "sur", "chez", "from", "by", "as",
            "comme", "like", "ai", "have", "has", "got", "all", "tout", "tous", "toute", "toutes");

    /** What the main pass keeps and the verifier never does: reminders, tasks, plans, things told in passing. */
    static final Pattern INTENT = Pattern.compile("\\b(?:rappelle[- ]moi|fais[- ]moi penser|remind me|"
            + "n'oublie pas d[e']|don't forget to|remember to|il faut que|faut que je|i need to|i have to|i must|"
            + "i've got to|i gotta|je vais|i'm going to|i am going to|i will|i'll|on va|we'll|prends note|make a note|"
            + "demain|apres-demain|hier|aujourd'hui|ce soir|ce matin|cet apres-midi|tout a l'heure|tomorrow|yesterday|"
            + "today|tonight|this (?:morning|afternoon|evening|weekend)|next (?:week|month|year)|"
            + "last (?:week|night|month|year|weekend)|semaine (?:prochaine|derniere)|mois prochain|week-end|"
            + "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|"
            + "sunday|rendez-vous|rdv|appointment|meeting|reunion|\\d{1,2}h\\d{0,2}|\\d{1,2}(?::\\d{2})?\\s?(?:am|pm))\\b"
            + "|^note\\s*:");

    /** "Remember that …" keeps what follows; it is not itself a fact. */
    static final Pattern MEMORISE = Pattern.compile("(?:rappelle[- ]toi|souviens[- ]toi|retiens|n'oublie pas|"
            + "garde en tete|note bien|remember|don't forget|keep in mind)\\b(?:\\s+(?:que|qu'|that)\\b)?\\s*");

    static final Pattern ASKING = Pattern.compile("(?:comment|pourquoi|quand|combien|quel|quelle|quels|quelles|"
            + "lequel|laquelle|est-ce|qu'est-ce|what|what's|who|who's|whom|whose|where|when|why|how|which|"
            + "do you|did you|can you|could you|would you|will you|tu te souviens|te souviens-tu)\\b"
            + "|.*\\b(?:comment|quoi|qui|ou|quand|combien|pourquoi)$");

    private static final Map<Domain, Pattern> DOMAINS = Map.of(
            Domain.HEALTH, Pattern.compile("\\b(?:allerg\\w*|intoleran\\w*|diabet\\w*|asthm\\w*|epilep\\w*|enceinte|"
                    + "pregnan\\w*|medicament\\w*|medication\\w*|medicine|traitement|treatment|insulin\\w*|maladie|"
                    + "disease|illness|cancer|hypertension|cholesterol|migraine\\w*|groupe sanguin|blood type|"
                    + "coeliaque|celiac|\\d+\\s?mg|handicap\\w*|therapie|therapy|ordonnance|prescription)\\b"),
            Domain.FINANCE, Pattern.compile("\\b(?:salaire|salary|je gagne|i earn|i make|dettes?|debts?|pret|loans?|"
                    + "credit|emprunt|mortgage|hypotheque|compte (?:bancaire|en banque|courant|epargne)|bank|banque|"
                    + "iban|livret|epargne|savings|loyer|rent|impots?|taxes?|euros?|dollars?|je dois \\d+|i owe|"
                    + "carte bancaire|credit card)\\b|[€$]"),
            Domain.LEGAL, Pattern.compile("\\b(?:proces|lawsuit|sued?|suing|avocate?|lawyer|attorney|tribunal|"
                    + "in court|court case|contrat|contract|divorc\\w*|plainte|complaint|litige|litigation|testament|"
                    + "notaire|notary|custody|garde alternee)\\b"),
            Domain.IDENTITY, Pattern.compile("\\b(?:passeport|passport|carte d'identite|identity card|id card|"
                    + "securite sociale|social security|ssn|numero fiscal|tax id|date de naissance|date of birth|"
                    + "birth date|je suis nee?|i was born|permis de conduire|driving licen[cs]e|driver's license|"
                    + "nationalite|nationality)\\b"));

    /** Sensitive areas are recognised by their words; the first that matches wins. */
    static Domain domainOf(String folded) {
        for (Domain domain : new Domain[] {Domain.HEALTH, Domain.FINANCE, Domain.LEGAL, Domain.IDENTITY}) {
            if (DOMAINS.get(domain).matcher(folded).find()) {
                return domain;
            }
        }
        return Domain.NONE;
    }

    private Lexicon() {
    }
}
