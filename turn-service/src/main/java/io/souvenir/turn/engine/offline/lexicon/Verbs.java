package io.souvenir.turn.engine.offline.lexicon;

import io.souvenir.platform.memory.Lexicon;
import java.util.Map;
import java.util.Set;

/**
 * Verb forms a memory needs: the user's "je"/"I" put in the third person ("prends" → "prend",
 * "love" → "loves"), and French present or subjunctive forms as infinitives ("paie" → "payer").
 * Regular forms follow the rule; the usual irregular ones are listed.
 */
public final class Verbs {

    private static final Map<String, String> ENGLISH_AUXILIARIES = Map.ofEntries(Map.entry("'ve", "has"),
            Map.entry("have", "has"), Map.entry("don't", "doesn't"), Map.entry("do not", "does not"),
            Map.entry("can't", "can't"), Map.entry("cannot", "cannot"), Map.entry("won't", "won't"),
            Map.entry("will", "will"), Map.entry("'ll", "will"), Map.entry("'d", "would"));
    private static final Set<String> ENGLISH_PAST = Set.of("went", "had", "did", "saw", "met", "took", "made",
            "got", "ate", "drank", "spent", "came", "left", "bought", "told", "was", "were", "ran", "swam", "flew",
            "drove", "wrote", "sent", "gave", "found", "won", "lost", "paid", "sold", "slept", "felt", "began",
            "sang", "sat", "thought", "brought", "caught", "heard", "kept", "grew", "broke", "fell", "forgot",
            "threw", "rode", "built", "taught", "woke", "stole", "wore", "chose", "fought", "spoke");
    /** The irregular English past forms, as a regex group for folded text. */
    public static final String ENGLISH_PAST_FORMS = Lexicon.anyOf(ENGLISH_PAST.toArray(String[]::new));
    private static final Map<String, String> FRENCH_INFINITIVES = Map.ofEntries(
            Map.entry("paie", "payer"), Map.entry("paye", "payer"), Map.entry("fasse", "faire"),
            Map.entry("fais", "faire"), Map.entry("fait", "faire"), Map.entry("faisons", "faire"),
            Map.entry("aille", "aller"), Map.entry("vais", "aller"), Map.entry("va", "aller"),
            Map.entry("allons", "aller"), Map.entry("sois", "être"), Map.entry("aie", "avoir"),
            Map.entry("prenne", "prendre"), Map.entry("prends", "prendre"), Map.entry("prend", "prendre"),
            Map.entry("prenons", "prendre"), Map.entry("apprenne", "apprendre"), Map.entry("voie", "voir"),
            Map.entry("vois", "voir"), Map.entry("voit", "voir"), Map.entry("voyons", "voir"),
            Map.entry("puisse", "pouvoir"), Map.entry("sache", "savoir"), Map.entry("vienne", "venir"),
            Map.entry("viens", "venir"), Map.entry("vient", "venir"), Map.entry("venons", "venir"),
            Map.entry("parte", "partir"), Map.entry("pars", "partir"), Map.entry("part", "partir"),
            Map.entry("partons", "partir"), Map.entry("sorte", "sortir"), Map.entry("sors", "sortir"),
            Map.entry("sort", "sortir"), Map.entry("sortons", "sortir"), Map.entry("dorme", "dormir"),
            Map.entry("ecrive", "écrire"), Map.entry("lise", "lire"), Map.entry("dise", "dire"),
            Map.entry("mette", "mettre"), Map.entry("remette", "remettre"), Map.entry("rende", "rendre"),
            Map.entry("reponde", "répondre"), Map.entry("attende", "attendre"), Map.entry("vende", "vendre"),
            Map.entry("descende", "descendre"), Map.entry("perde", "perdre"), Map.entry("envoie", "envoyer"),
            Map.entry("nettoie", "nettoyer"), Map.entry("essaie", "essayer"), Map.entry("achete", "acheter"),
            Map.entry("appelle", "appeler"), Map.entry("rappelle", "rappeler"), Map.entry("jette", "jeter"),
            Map.entry("leve", "lever"), Map.entry("emmene", "emmener"), Map.entry("amene", "amener"),
            Map.entry("promene", "promener"), Map.entry("regle", "régler"), Map.entry("repete", "répéter"),
            Map.entry("complete", "compléter"), Map.entry("boive", "boire"), Map.entry("rejoigne", "rejoindre"),
            Map.entry("rejoins", "rejoindre"), Map.entry("rejoint", "rejoindre"), Map.entry("conduise", "conduire"),
            Map.entry("connaisse", "connaître"), Map.entry("inscrive", "inscrire"), Map.entry("vive", "vivre"),
            Map.entry("recoive", "recevoir"), Map.entry("doive", "devoir"), Map.entry("courre", "courir"),
            Map.entry("suive", "suivre"), Map.entry("retrouve", "retrouver"), Map.entry("joue", "jouer"));

    private Verbs() {
    }

    /** "suis" → "" (the state follows: "Mariée"), "ai" → "a", "prends" → "prend", "peux" → "peut". */
    public static String frenchThirdPerson(String folded, String said) {
        return switch (folded) {
            case "suis" -> "";
            case "ai" -> "a";
            case "vais" -> "va";
            default -> said.endsWith("ds") || said.endsWith("ts") ? said.substring(0, said.length() - 1)
                    : said.endsWith("s") || said.endsWith("x") ? said.substring(0, said.length() - 1) + "t" : said;
        };
    }

    /** "love" → "loves", "have"/"'ve" → "has", "don't" → "doesn't"; a past form stays ("went"). */
    public static String englishThirdPerson(String verb) {
        String auxiliary = ENGLISH_AUXILIARIES.get(verb);
        if (auxiliary != null) {
            return auxiliary;
        }
        if (ENGLISH_PAST.contains(verb) || verb.endsWith("ed")) {
            return verb;
        }
        return switch (verb) {
            case "do" -> "does";
            case "go" -> "goes";
            case "be" -> "is";
            default -> verb.matches(".*(?:s|sh|ch|x|z|o)") ? verb + "es"
                    : verb.matches(".*[^aeiou]y") ? verb.substring(0, verb.length() - 1) + "ies" : verb + "s";
        };
    }

    /** "paie" → "payer", "finisse" → "finir", "dînons" → "dîner", "appelle" → "appeler". */
    public static String frenchInfinitive(String folded, String said) {
        String known = FRENCH_INFINITIVES.get(folded);
        if (known != null) {
            return known;
        }
        // "refasse", "reprenne", "rejette": the verb again, as its verb is said
        String again = folded.startsWith("re") && folded.length() > 5 ? FRENCH_INFINITIVES.get(folded.substring(2)) : null;
        if (again != null) {
            return said.substring(0, 2) + again;
        }
        if (folded.endsWith("oie") || folded.endsWith("uie")) {
            return said.substring(0, said.length() - 2) + "yer"; // "renvoie" → "renvoyer", "essuie" → "essuyer"
        }
        if (folded.endsWith("isse")) {
            return said.substring(0, said.length() - 3) + "r";
        }
        if (folded.endsWith("ons")) {
            return said.substring(0, said.length() - 3) + "er";
        }
        if (folded.endsWith("es")) {
            return said.substring(0, said.length() - 1) + "r";
        }
        return folded.endsWith("e") ? said + "r" : said;
    }
}
