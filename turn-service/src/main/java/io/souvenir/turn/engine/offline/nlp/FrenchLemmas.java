package io.souvenir.turn.engine.offline.nlp;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * French lemmas for the words the engine reasons on: the irregular verbs of everyday talk by
 * their forms, the first group by its endings, nouns and adjectives without their plural. No
 * French lemmatizer model is published with the UD models; this is enough to tell "vit" from
 * "vivre" and "bosse" from "bosser".
 */
final class FrenchLemmas {

    private static final Map<String, String> IRREGULAR = new HashMap<>();

    static {
        irregular(
            forms("etre", "suis", "es", "est", "sommes", "etes", "sont", "ete", "etait", "etais", "etaient", "sera",
                    "serai", "seras", "serons", "seront", "soit", "sois", "chui", "jsuis"),
            forms("avoir", "ai", "as", "a", "avons", "avez", "ont", "eu", "avait", "avais", "avaient", "aura", "aurai",
                    "auras", "aie", "ait"),
            forms("aller", "vais", "vas", "va", "allons", "allez", "vont", "alle", "allee", "alles", "allees", "ira",
                    "irai"),
            forms("faire", "fais", "fait", "faisons", "faites", "font", "ferai", "fera", "faisait"),
            forms("vivre", "vis", "vit", "vivons", "vivez", "vivent", "vecu", "vivait"),
            forms("devoir", "dois", "doit", "devons", "devez", "doivent", "du", "devait"),
            forms("pouvoir", "peux", "peut", "pouvons", "pouvez", "peuvent", "pu", "pourrais", "pourrait"),
            forms("vouloir", "veux", "veut", "voulons", "voulez", "veulent", "voulu"),
            forms("venir", "viens", "vient", "venons", "venez", "viennent", "venu", "venue"),
            forms("prendre", "prends", "prend", "prenons", "prenez", "prennent", "pris"),
            forms("dire", "dis", "dit", "disons", "dites", "disent"),
            forms("mettre", "mets", "met", "mettons", "mettez", "mettent", "mis"),
            forms("voir", "vois", "voit", "voyons", "voyez", "voient", "vu"),
            forms("naitre", "ne", "nee", "nes", "nees", "nait"),
            forms("partir", "pars", "part", "partons", "partez", "partent", "parti", "partie"),
            forms("savoir", "sais", "sait", "savons", "savez", "savent", "su"));
    }

    private FrenchLemmas() {
    }

    private static String[] forms(String lemma, String... forms) {
        String[] all = new String[forms.length + 1];
        all[0] = lemma;
        System.arraycopy(forms, 0, all, 1, forms.length);
        return all;
    }

    private static void irregular(String[]... verbs) {
        for (String[] verb : verbs) {
            for (int i = 1; i < verb.length; i++) {
                IRREGULAR.put(verb[i], verb[0]);
            }
        }
    }

    static String[] of(String[] words, String[] tags) {
        String[] lemmas = new String[words.length];
        for (int i = 0; i < words.length; i++) {
            lemmas[i] = of(words[i], tags[i]);
        }
        return lemmas;
    }

    static String of(String word, String tag) {
        String folded = fold(word);
        String irregular = IRREGULAR.get(folded);
        boolean verb = tag.equals("VERB") || tag.equals("AUX");
        if (irregular != null && (verb || folded.length() > 2)) {
            return irregular;
        }
        if (verb) {
            return firstGroup(folded);
        }
        if ((tag.equals("NOUN") || tag.equals("ADJ")) && folded.length() > 3 && folded.matches(".*[^s][sx]")) {
            return folded.substring(0, folded.length() - 1);
        }
        return folded;
    }

    /** "bosse", "bossent", "bossé", "bossait" → "bosser"; an infinitive stays as it is. */
    private static String firstGroup(String folded) {
        if (folded.matches(".*(?:er|ir|re|oir)")) {
            return folded;
        }
        String stem = folded.replaceFirst("(?:aient|ais|ait|ions|iez|ons|ez|ent|ees|es|ee|e|s)$", "");
        return stem.equals(folded) ? folded : stem + "er";
    }

    private static String fold(String word) {
        return Normalizer.normalize(word.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }
}
