package io.souvenir.verifier.counting;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.ThreadSafePOSTaggerME;

/**
 * The parts of speech of a message's words, by Apache OpenNLP (Apache-2.0) and the Universal
 * Dependencies models turn-service loads too ({@code opennlp-models-pos-fr}/{@code -en} 1.3.0).
 * The verifier asks one thing of them: whether a capitalised word is a proper noun ("Paul
 * déteste…") or a word that starts a clause ("Demain…", "Honestly…"), which no list of words
 * decides for words nobody here wrote. The models load once, on first use.
 */
final class PartsOfSpeech {

    /** Words tagged in one message: the {@link Input} budget already bounds it, this bounds the tagger's own arrays. */
    static final int TOKEN_BUDGET = 400;

    private static final Pattern TOKEN = Pattern.compile("(?i)(?<!\\p{L})(?:qu|[jlndsmtc])'|\\p{L}[\\p{L}\\p{M}-]*|\\d+|[^\\s\\p{L}\\d]");
    private static final Set<String> FRENCH = Set.of("je", "j'", "tu", "il", "elle", "on", "nous", "vous", "le", "la",
            "les", "un", "une", "des", "et", "est", "mon", "ma", "mes", "de", "du", "à", "a", "qui", "que", "pour", "avec",
            "pas", "sur", "dans", "c'", "s'", "l'", "d'", "m'", "ne", "au", "aux", "ce", "sont", "ai", "suis", "en", "ça",
            "se", "son", "sa", "ses", "nos", "notre", "mais", "ou", "par", "chez", "j'ai", "c'est", "plus",
            // the small words chat keeps when it drops the others: "jamais rien avant 10h", "que des polars ici"
            "ici", "jamais", "rien", "tout", "très", "trop", "si", "quand", "comme", "aussi", "y", "moi", "me", "te", "lui");
    /** What chat keeps of the small words: the "s" of "hubby's", "now", "yrs", "lol". */
    private static final Set<String> CHAT = Set.of("s", "now", "yrs", "yr", "lol", "mdr", "rn", "tbh", "btw", "ptdr", "stp", "b4", "thx", "pls",
            "u", "ur");
    private static final Set<String> ENGLISH = Set.of("i", "you", "he", "she", "we", "they", "the", "a", "an", "and",
            "is", "my", "of", "to", "in", "at", "with", "for", "on", "who", "that", "not", "are", "am", "have", "has",
            "was", "our", "her", "his", "it", "me", "from", "but", "just", "this", "so", "into", "till", "until", "i'm",
            "it's", "be", "been", "did", "had", "all", "up", "out", "by", "or", "as", "there", "their", "your", "about", "no",
            "yes",
            // the small words chat keeps: "Software dev here, mostly Kotlin", "dont do mornings, never anything b4 10"
            "here", "do", "does", "don", "doesn", "didn", "can", "will", "won", "never", "always", "any", "anything", "some",
            "something", "nothing", "what", "when", "if", "then", "than", "very", "too", "only", "also", "mostly", "really");

    private final ThreadSafePOSTaggerME french;
    private final ThreadSafePOSTaggerME english;

    private static final class Holder {
        static final PartsOfSpeech SHARED = new PartsOfSpeech();
    }

    private PartsOfSpeech() {
        try {
            french = new ThreadSafePOSTaggerME(new POSModel(model("opennlp-fr-ud-gsd-pos-1.3-2.5.4.bin")));
            english = new ThreadSafePOSTaggerME(new POSModel(model("opennlp-en-ud-ewt-pos-1.3-2.5.4.bin")));
        } catch (IOException e) {
            throw new UncheckedIOException("the OpenNLP part-of-speech models could not be read", e);
        }
    }

    static PartsOfSpeech shared() {
        return Holder.SHARED;
    }

    /** One word as typed, where it starts and ends, and its UD tag ("PROPN", "NOUN", "ADV"…). */
    record Tagged(String word, int start, int end, String tag) {

        boolean properNoun() {
            return tag.equals("PROPN");
        }
    }

    /**
     * Whether the capitalised word at {@code start} only qualifies the common noun typed right after it: "Sports
     * day", "Arsenal fan", "Tesco delivery". A name said first is followed by its verb, a comma or "'s"; a verb
     * the tagger misreads as a noun ("Ana lives", "Elif teaches") ends in "s", as a noun qualified this way does not.
     */
    /**
     * Whether the capitalised word at {@code start} heads a label of a thing that a colon closes: "Mot de passe du
     * wifi : …", "Code of the gate: …" (lower-case words without a verb up to the colon); "Julie : …" is a person's.
     */
    static boolean headsALabel(List<Tagged> tagged, int start) {
        for (int i = 0; i < tagged.size(); i++) {
            if (tagged.get(i).start() == start) {
                int j = i + 1;
                while (j < tagged.size() && LABEL_WORDS.contains(tagged.get(j).tag())
                        && Character.isLowerCase(tagged.get(j).word().charAt(0))) {
                    j++;
                }
                return j > i + 1 && j < tagged.size() && tagged.get(j).word().equals(":");
            }
        }
        return false;
    }

    /** The words of a thing's label: nouns, their articles, prepositions and adjectives, no verb. */
    private static final Set<String> LABEL_WORDS = Set.of("NOUN", "ADP", "DET", "ADP+DET", "ADJ", "NUM");

    static boolean qualifiesTheNextNoun(List<Tagged> tagged, int start) {
        for (int i = 0; i + 1 < tagged.size(); i++) {
            if (tagged.get(i).start() == start) {
                Tagged next = tagged.get(i + 1);
                // typed in lower case, a word the tagger calls a proper noun is a common one it misread
                return (next.tag().equals("NOUN") || next.tag().equals("PROPN")) && next.start() == tagged.get(i).end() + 1
                        && Character.isLowerCase(next.word().charAt(0))
                        && (!next.word().endsWith("s") || !tagged.get(i).properNoun());
            }
        }
        return false;
    }

    /**
     * Whether a text reads as French or English: one word in five at least is one of their common
     * words, or a day or a time said in them. "Mein Bruder Hans wohnt in Berlin" is not, and its
     * capitals are not read as names.
     */
    static boolean frenchOrEnglish(String text) {
        Matcher token = TOKEN.matcher(text);
        int words = 0;
        int known = 0;
        while (token.find()) {
            if (Character.isLetter(token.group().charAt(0))) {
                words++;
                String word = token.group().toLowerCase(java.util.Locale.ROOT).replace('’', '\'');
                // "hubby's a nurse, 5 yrs now": a word of the family and a clipped "'s" are English too
                known += FRENCH.contains(word) || ENGLISH.contains(word) || CHAT.contains(word) || Relations.of(word).isPresent() ? 1 : 0;
            }
        }
        // chat drops the small words, not the days: "went paddleboarding yesterday, fell in twice lol"
        return words < 4 || known * 5 >= words || Lexicon.WHEN.matcher(Words.fold(text)).find();
    }

    /**
     * Whether an English clause starts with what the user is doing these days, the chat leaving the "I'm" out:
     * "freelancing as a UX designer", "working nights at the depot"; a word in "-ing" the tagger reads as a verb, or
     * as a noun no verb follows ("swimming is my thing" has a subject of its own).
     */
    boolean startsWithOngoingDoing(String clause) {
        List<Tagged> tagged = tag(clause);
        if (tagged.size() < 2 || !english(clause)) {
            return false;
        }
        String first = tagged.get(0).word().toLowerCase(java.util.Locale.ROOT);
        String firstTag = tagged.get(0).tag();
        String nextTag = tagged.get(1).tag();
        return first.endsWith("ing") && first.length() > 5 && (firstTag.equals("VERB")
                || firstTag.equals("NOUN") && !nextTag.equals("VERB") && !nextTag.equals("AUX"));
    }

    /** Whether the tagger reads a text as English: more of its small words are English than French. */
    static boolean english(String text) {
        Matcher token = TOKEN.matcher(text);
        int french = 0;
        int english = 0;
        while (token.find()) {
            String word = token.group().toLowerCase(java.util.Locale.ROOT).replace('’', '\'');
            french += FRENCH.contains(word) ? 1 : 0;
            english += ENGLISH.contains(word) ? 1 : 0;
        }
        return english > french;
    }

    /** The words of a text with their tags, in French or English as its words tell. */
    List<Tagged> tag(String text) {
        List<int[]> spans = new ArrayList<>();
        Matcher token = TOKEN.matcher(text);
        while (token.find() && spans.size() < TOKEN_BUDGET) {
            spans.add(new int[] {token.start(), token.end()});
        }
        if (spans.isEmpty()) {
            return List.of();
        }
        String[] words = spans.stream().map(span -> text.substring(span[0], span[1])).toArray(String[]::new);
        String[] tags = (english(text) ? this.english : this.french).tag(words);
        List<Tagged> tagged = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            tagged.add(new Tagged(words[i], spans.get(i)[0], spans.get(i)[1], tags[i]));
        }
        return tagged;
    }

    private static InputStream model(String name) throws IOException {
        InputStream in = PartsOfSpeech.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IOException("model " + name + " is not on the class path");
        }
        return in;
    }
}
