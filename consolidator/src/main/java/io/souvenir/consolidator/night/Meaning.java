package io.souvenir.consolidator.night;

import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Relations;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.tartarus.snowball.SnowballStemmer;
import org.tartarus.snowball.ext.EnglishStemmer;
import org.tartarus.snowball.ext.FrenchStemmer;

/**
 * What a memory's words mean, as far as the night compares two memories of one subject: the stems of
 * its content words (Lucene's Snowball stemmers, French or English) with a few ways of saying one
 * thing read as one, a stance said with a negation included ("je peux pas", "n'aime pas", "can't
 * stand" all dislike; "enseigne" and "prof" both teach). A paraphrase of a known fact then reads as
 * the same meaning ("La coriandre, je peux pas" beside "Je déteste la coriandre").
 */
final class Meaning {

    /** Ways of saying one thing, tried in order (a negated liking before the liking), each read as one concept. */
    private static final Map<Pattern, String> SAYINGS = sayings(
            // a diet before a dislike: "je mange pas de viande" is a vegetarian's, not a distaste
            "vegan", "vegan\\w*|vegetalien\\w*|plant-based|(?:ne )?(?:mange|mangeons) (?:pas|plus|aucun|rien) (?:de |d')?produits? d'origine animale"
                    + "|(?:ne )?(?:mange|mangeons) (?:pas|plus|aucun|rien) (?:de |d')?produits? animaux"
                    + "|(?:don't|doesn't|do not|never) eat (?:any )?animal products|no animal products",
            "vegetarian", "vegetarien\\w*|vegetarian|veggie|(?:ne )?(?:mange|mangeons) (?:pas|plus|jamais) (?:de |d')?(?:viande|chair)"
                    + "|(?:don't|doesn't|do not|never) eat (?:any )?meat|no meat|meat-free|sans viande",
            "dislike", "n'aime (?:pas|plus)|aime (?:pas|plus)|n'aime guere|(?:ne )?(?:peux|peut|supporte|supportent|digere|mange) (?:pas|plus|jamais)"
                    + "|(?:ne )?(?:peux|peut|supporte) (?:pas|plus) (?:voir|sentir|manger|boire)|deteste\\w*|horreur|beurk|pas fan|pas du tout fan"
                    + "|(?:don't|do not|doesn't|does not|didn't|never) (?:like|likes|liked|enjoy|enjoys|eat|eats|drink|drinks)|can'?t stand"
                    + "|cannot stand|can'?t bear|can'?t do|can'?t eat|can'?t have|hates?|hated|loathes?|dislikes?|not a fan|not into"
                    + "|no fan of|yuck|gross|(?:is|isn't|is not|are|aren't|are not|'s) not (?:for me|my thing)|(?:isn't|aren't) (?:for me|my thing)"
                    + "|not for me|not my thing|pas pour moi|tres peu pour moi|pas mon truc|pas trop mon truc"
                    // a refusal of it said as an order: "no cilantro in anything for me pls", "pas de coriandre pour moi svp"
                    + "|(?:no|pas de|pas d'|sans)(?= [\\w' ]{2,40}?(?:for me|pour moi))|(?:hold|hold off on|skip) the",
            "like", "adore\\w*|aime\\w*|kiffe\\w*|love[sd]?|loving|likes?|liked|enjoys?|enjoyed|fan (?:de|du|des|d'|of)|big fan|"
                    + "into|passionnee? (?:de|par)|obsessed with|fond of|(?:ma|my) (?:grande )?passion|go-to|(?:mon|my) (?:truc|thing)",
            // one sport said by its verb, its place or its name: "je nage" is "je vais à la piscine", "I lift" is "I go to the gym"
            "swim", "nage|nages|nageons|nagent|nager|nageais|nageait|natation|piscine|swim|swims|swimming|swam|(?:the |a )?pool|laps|longueurs",
            "gym", "muscu|musculation|salle de sport|salle de muscu|gym|workouts?|work out|works out|working out|lift weights|lifting|"
                    + "weights|fitness|crossfit",
            // the way to work and how often, said otherwise: "I commute on two wheels, rain or shine" is "I cycle to work every day"
            "commute", "commut\\w*|(?:to|into) (?:work|the office)|(?:au|jusqu'au) (?:travail|boulot|taf|bureau)"
                    + "|trajets? (?:du|au|pour le|jusqu'au) (?:travail|boulot|taf|bureau)|trajets? (?:domicile-travail|maison-boulot)",
            "daily", "every ?day|daily|rain or shine|whatever the weather|come rain or shine|tous les jours|chaque jour|quotidiennement"
                    + "|qu'il pleuve ou qu'il vente|quel que soit le temps|par tous les temps",
            "cycle", "velo|cycl\\w*|bike|bikes|biking|bicycle|pedale\\w*|on (?:two|2) wheels|(?:a|en) bicyclette",
            "teach", "enseign\\w*|prof|profs|professeure?s?|instit\\w*|teach\\w*",
            "work", "travail\\w*|boss\\w*|boulot|taf|job|works?|working|employed",
            "live", "habit\\w*|vit|vis|vivent|vivons|lives?|living|based|resid\\w*",
            "study", "etudi\\w*|etudes? (?:de|d'|en)|fac|faculte|studies|study|studying|student|majoring in|major in|degree in|licence (?:de|d'|en)",
            "speak", "parle\\w*|speaks?|speaking|fluent in|bilingue|bilingual",
            "run", "course a pied|courses a pied|cours|court|courir|running|runs?|jogging|jogs?|footing",
            "weekend", "week-ends?|weekends?",
            // an activity said with one verb or another: "fait du judo", "joue au foot", "pratique le yoga", "plays rugby"
            "", "jou\\w*|plays?|playing|played|pratiqu\\w*|has|have|a");

    private static final Set<String> ACTIVITIES = Set.of("_swim", "_gym", "_cycle", "_run", "_commute", "_vegan", "_vegetarian");

    /** Words that carry no content: articles, pronouns, auxiliaries, light verbs and naming. */
    private static final Set<String> STOP = Set.copyOf(List.of("le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "a", "au", "aux",
            "et", "ou", "en", "dans", "sur", "pour", "par", "avec", "chez", "ce", "cet", "cette", "ces", "c", "est", "sont", "suis",
            "es", "ai", "as", "ont", "avons", "je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "me", "m", "te",
            "se", "s", "lui", "leur", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "nos", "votre", "vos",
            "qui", "que", "qu", "ne", "n", "pas", "y", "moi", "toi", "ca", "cela", "the", "an", "of", "to", "in", "on", "at", "for",
            "with", "and", "or", "is", "are", "am", "was", "be", "i", "i'm", "im", "my", "our", "his", "her", "their", "he", "she",
            "they", "we", "it", "its", "has", "have", "had", "'s", "re", "ve", "ll", "t", "—", "really", "vraiment", "tres", "very",
            "so", "trop", "super", "just", "juste", "too", "aussi", "also", "bien", "well", "fully", "totally", "completely", "entirely",
            "strictly", "completement", "totalement", "entierement", "strictement", "every", "each", "chaque", "tous", "toutes", "much", "lot", "lots", "beaucoup", "tellement",
            // naming says who, not what: "mon chat s'appelle Minou" beside Minou's card says nothing new
            "appelle", "appellent", "appelait", "nomme", "prenom", "nom", "name", "named", "called", "call",
            // light verbs say little of what is done: "fait du judo" and "fait de la danse" share nothing
            "fait", "fais", "font", "faire", "does", "do", "did", "doing", "got", "get", "gets", "go", "goes", "going", "va", "vont",
            "vais", "vas", "allons", "allez", "aller",
            // a chat's fillers say how it is said, not what: "lol", "pls", "literally", "mdr", "ptdr"
            "lol", "lmao", "pls", "plz", "please", "literally", "haha", "omg", "tbh", "honestly", "ugh", "mdr", "ptdr", "stp", "svp",
            "genre", "grave", "trop", "anything", "anyway"));

    private static final Map<String, String> SHORT_DAYS = Map.ofEntries(Map.entry("mon", "monday"), Map.entry("tue", "tuesday"),
            Map.entry("tues", "tuesday"), Map.entry("wed", "wednesday"), Map.entry("weds", "wednesday"), Map.entry("thu", "thursday"),
            Map.entry("thur", "thursday"), Map.entry("thurs", "thursday"), Map.entry("fri", "friday"), Map.entry("sat", "saturday"),
            Map.entry("sun", "sunday"), Map.entry("lun", "lundi"), Map.entry("mar", "mardi"), Map.entry("mer", "mercredi"),
            Map.entry("jeu", "jeudi"), Map.entry("ven", "vendredi"), Map.entry("sam", "samedi"), Map.entry("dim", "dimanche"));
    private static final String A_DAY = "(?:" + String.join("|", SHORT_DAYS.keySet()) + "|monday|tuesday|wednesday|thursday|friday|"
            + "saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?";
    /** Days one after another ("mon + thurs", "mar/jeu", "tue, wed and fri"), or one a word announces ("every sat", "on thurs"). */
    private static final Pattern DAY_RUN = Pattern.compile("\\b" + A_DAY + "(?:\\s*(?:[+&/,-]|and|et|ou|or)\\s*" + A_DAY + ")+\\b"
            + "|(?<=\\b(?:on|every|each|next|till|until) )(?:mon|wed|sat|sun)s?\\b|\\b(?:tues?|weds|thur?s?|fri)\\b");
    private static final Pattern SHORT_DAY = Pattern.compile("\\b(" + String.join("|", SHORT_DAYS.keySet()) + ")(s)?\\b");

    /** Words that only French writes: the memories' language picks the stemmer. */
    private static final Set<String> FRENCH = Set.copyOf(List.of("je", "j", "le", "la", "les", "des", "du", "est", "et", "mon", "ma", "mes",
            "une", "pas", "chez", "avec", "dans", "sur", "elle", "il", "suis", "ai", "au", "aux", "ans", "sa", "ses", "qui",
            "que", "c'est", "moi", "de"));

    private Meaning() {
    }

    /**
     * The concepts and content stems of {@code text}, without the words of {@code who} (the names
     * and relations of the persons it is about) nor relation words.
     */
    static Set<String> of(String text, Set<String> who, boolean french) {
        String folded = " " + daysSpelledOut(Attributes.normalize(text)) + " ";
        for (Map.Entry<Pattern, String> saying : SAYINGS.entrySet()) {
            folded = saying.getKey().matcher(folded).replaceAll(saying.getValue().isEmpty() ? " " : " _" + saying.getValue() + " ");
        }
        List<String> words = Arrays.stream(folded.split("[^\\p{L}\\p{N}_]+"))
                .filter(word -> !word.isBlank() && !STOP.contains(word) && !Relations.isWord(word) && !who.contains(word)).toList();
        SnowballStemmer stemmer = french ? new FrenchStemmer() : new EnglishStemmer();
        return words.stream().map(word -> word.startsWith("_") ? word : stem(stemmer, word)).collect(Collectors.toSet());
    }

    /**
     * {@code folded} with the days of the week it shortens spelled out: "mon + thurs", "tue/fri", "lun et jeu", "every sat" say
     * "monday + thursday", "tuesday/friday", "lundi et jeudi", "every saturday". A short form that is also another word ("mon",
     * "sun", "wed", "mar", "jeu") counts as a day only among other days or after a word that announces one.
     */
    static String daysSpelledOut(String folded) {
        Matcher run = DAY_RUN.matcher(folded);
        StringBuilder spelled = new StringBuilder();
        while (run.find()) {
            Matcher day = SHORT_DAY.matcher(run.group());
            StringBuilder days = new StringBuilder();
            while (day.find()) {
                day.appendReplacement(days, SHORT_DAYS.get(day.group(1)) + (day.group(2) == null ? "" : "s"));
            }
            day.appendTail(days);
            run.appendReplacement(spelled, Matcher.quoteReplacement(days.toString()));
        }
        run.appendTail(spelled);
        return spelled.toString();
    }

    /** A concept the sayings read ("_dislike"), as opposed to a content stem. */
    static boolean concept(String meaning) {
        return meaning.startsWith("_");
    }

    /**
     * A concept that is something one does or keeps to (a sport, the way to work, a diet), not only a stance or a frequency:
     * "je pédale au boulot" and "I'm strictly vegetarian" are about something.
     */
    static boolean activity(String meaning) {
        return ACTIVITIES.contains(meaning);
    }

    /** Whether {@code texts} (one user's memories, one language) are French: the stemmer's language. */
    static boolean french(List<String> texts) {
        String folded = " " + Attributes.normalize(String.join(" ", texts)) + " ";
        return Arrays.stream(folded.split("[^\\p{L}']+")).anyMatch(word -> FRENCH.contains(word) || word.startsWith("l'")
                || word.startsWith("d'") || word.startsWith("j'") || word.startsWith("qu'"));
    }

    private static String stem(SnowballStemmer stemmer, String word) {
        stemmer.setCurrent(word);
        stemmer.stem();
        return stemmer.getCurrent();
    }

    private static Map<Pattern, String> sayings(String... conceptsAndWords) {
        Map<Pattern, String> sayings = new LinkedHashMap<>();
        for (int i = 0; i < conceptsAndWords.length; i += 2) {
            sayings.put(Pattern.compile("(?<=[\\s,.;:!?'(])(?:" + conceptsAndWords[i + 1] + ")(?=[\\s,.;:!?)])"), conceptsAndWords[i]);
        }
        return sayings;
    }
}
