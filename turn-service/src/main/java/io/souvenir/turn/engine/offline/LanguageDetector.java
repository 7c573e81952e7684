package io.souvenir.turn.engine.offline;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * French or English, from the words a person uses most. A tie goes to French, the language the
 * product speaks first; a sentence with no word of either ("ok", "Rex", "10h") is answered in the
 * user's own language, English when it is not known.
 */
public final class LanguageDetector {

    public static final Locale FRENCH = Locale.FRENCH;
    public static final Locale ENGLISH = Locale.ENGLISH;

    private static final Set<String> FRENCH_WORDS = Set.of(
            "je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "le", "la", "les", "un", "une", "des",
            "du", "de", "et", "est", "suis", "es", "sont", "mon", "ma", "mes", "ton", "ta", "tes", "que", "qui", "quoi",
            "pour", "avec", "dans", "sur", "pas", "ne", "c", "ca", "salut", "bonjour", "bonsoir", "merci", "oui", "non",
            "comment", "pourquoi", "quand", "ou", "rappelle", "moi", "toi", "demain", "hier", "aujourd", "hui", "s",
            "appelle", "femme", "mari", "fille", "fils", "ans", "au", "aux", "cette", "ce", "cet", "chez", "jsuis", "chui",
            "chuis", "jai", "cest", "mdr", "ptdr", "tkt", "slt", "wsh", "bcp", "trop", "tres", "mais", "donc", "bosse",
            "jbosse", "jhabite", "habite", "vis", "vit", "travaille", "ai", "avons", "ont", "frere", "soeur", "mere",
            "pere", "copine", "copain", "pote", "potes", "chien", "chat", "ete", "fait", "plus", "aussi", "bien", "vais",
            "va", "en", "y", "ouais", "mec", "meuf", "keum", "daron", "daronne", "enfants", "gosses", "boulot", "taf",
            "depuis", "encore", "toujours", "parce", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
            "dimanche", "semaine", "mois", "annee", "appart", "voiture", "travail", "medecin", "docteur", "rappel",
            "rappeler", "dois", "faut", "veux", "peux", "ptn", "jsp", "frerot", "maman", "papa", "mamie", "papi",
            "tonton", "tata", "cousin", "cousine", "voisin", "voisine", "ami", "amie", "collegue", "ici");
    private static final Set<String> ENGLISH_WORDS = Set.of(
            "i", "you", "he", "she", "we", "they", "it", "the", "an", "and", "is", "am", "are", "was", "my", "your",
            "his", "her", "our", "what", "who", "when", "where", "why", "how", "to", "for", "with", "in", "on", "not",
            "do", "does", "don", "t", "hello", "hi", "hey", "thanks", "thank", "yes", "no", "please", "remind", "me",
            "remember", "tomorrow", "yesterday", "today", "name", "wife", "husband", "daughter", "son", "years", "old",
            "this", "that", "of", "m", "s", "have", "has", "had", "got", "be", "been", "at", "from", "live", "lives",
            "work", "works", "just", "mum", "mom", "dad", "brother", "sister", "kids", "dog", "cat", "can",
            "could", "will", "would", "so", "but", "if", "im", "ive", "gonna", "wanna", "lol", "ll", "ve", "re", "d",
            "by", "about", "after", "before", "since", "still", "anymore", "now", "moved", "friend", "mate", "boss");

    private LanguageDetector() {
    }

    public static Locale detect(String text) {
        return detect(text, null);
    }

    /** {@code whenUnsure}: the user's language, for a sentence with no word of either (null: English). */
    public static Locale detect(String text, Locale whenUnsure) {
        String folded = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "");
        String[] words = folded.split("[^a-z]+");
        long french = Arrays.stream(words).filter(FRENCH_WORDS::contains).count();
        long english = Arrays.stream(words).filter(ENGLISH_WORDS::contains).count();
        boolean frenchLetters = text.chars().anyMatch(c -> "éèêàùçôîœ".indexOf(Character.toLowerCase(c)) >= 0);
        if (frenchLetters) {
            french++;
        }
        if (french == 0 && english == 0) {
            return FRENCH.equals(whenUnsure) ? FRENCH : ENGLISH;
        }
        if (english > french || french == 0) {
            return ENGLISH;
        }
        return FRENCH;
    }
}
