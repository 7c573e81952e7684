package io.souvenir.verifier.counting;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * A user's message made ready to be read: code and addresses left out (nothing is read in them),
 * the contractions of the chat register spelled out ("jsuis" is "je suis", "im" is "I'm"), and
 * cut at a budget of tokens, so that an 8,000-character paste costs what a long message costs.
 * What is cut is said in the log and returned, for the abstention that counts it.
 */
record Input(String text, String cut) {

    /** Words (runs of non-spaces) read in one message; a chat message is far shorter. */
    static final int TOKEN_BUDGET = 400;
    /** Characters read in one message, whatever its tokens: a run of 8,000 letters is one token. */
    static final int CHARACTER_BUDGET = 3_000;

    private static final Logger LOG = Logger.getLogger(Input.class);
    private static final Pattern CODE = Pattern.compile("```.*?(?:```|$)|`[^`]*`|<[^>]{1,200}>", Pattern.DOTALL);
    /** A web address says nothing of the user; an e-mail address is theirs to keep ("my email is …"). */
    private static final Pattern ADDRESS = Pattern.compile("(?:https?://|www\\.)\\S+");
    /** A line of a program: braces, semicolons or arrows, and no sentence around them. */
    private static final Pattern CODE_LINE = Pattern.compile("(?m)^[^\\n]*(?:[{}]|;\\s*$|=>|->|==|\\+\\+|&&|\\|\\|)[^\\n]*$");
    private static final Pattern TOKEN = Pattern.compile("\\S+");
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}'-])\\p{L}+(?![\\p{L}'-])");
    /** The verbs a reminder is asked with, as the rules read them (folded). */
    private static final List<String> REQUEST_VERBS = List.of("rappeler", "rappelle", "rappelles", "remind");
    /** Their other forms, spelled right: "il m'a rappelé", "it reminds me of". */
    private static final Set<String> OTHER_FORMS = Set.of("rappele", "rappelee", "rappeles", "rappelees",
            "rappelez", "rappel", "rappels", "rappelait", "rappelais", "reminds", "reminded");
    /** A run of 40 characters without a space is a hash, a key or a paste, not a word. */
    private static final Pattern NOT_A_WORD = Pattern.compile("\\S{40,}");
    /** Emoji and other pictures, their joiners and variation selectors: they say a mood, never a fact; "n°" is a word. */
    private static final Pattern PICTURES = Pattern.compile("[[\\p{So}\\p{Sk}\\p{Cs}\\x{FE0F}\\x{200D}\\x{20E3}]&&[^°]]+");
    private static final Map<Pattern, String> CONTRACTIONS = Map.ofEntries(
            Map.entry(Pattern.compile("(?i)\\b(?:j ?suis|j'suis|jsui|chui|chuis|shui)\\b"), "je suis"),
            // "chu pas mal gamer", typed in lower case: "CHU" is a hospital
            Map.entry(Pattern.compile("(?<![\\p{L}'])[cC]hu(?![\\p{L}'])"), "je suis"),
            Map.entry(Pattern.compile("(?i)\\bjai\\b"), "j'ai"),
            Map.entry(Pattern.compile("(?i)(^|[,;.!?]\\s*|\\b(?:et|mais|donc|moi)\\s+)g(?=\\s+\\p{L}|\\s+\\d)"), "$1j'ai"),
            Map.entry(Pattern.compile("(?i)\\bjhabite\\b"), "j'habite"),
            // "jme déplace en vélo", "jte dis": the clipped "je" before the pronoun of its verb
            Map.entry(Pattern.compile("(?i)\\bj(me|te|le|la|les|lui)(?=\\s+\\p{L})"), "je $1"),
            Map.entry(Pattern.compile("(?i)(?<=\\p{L}\\s)c(?=\\s+\\p{L})"), "c'est"),
            Map.entry(Pattern.compile("(?i)\\bj(bosse|travaille|fais|vis|joue|parle|aime|adore|deteste|déteste|peux|vais|prends|mange|kiffe)\\b"), "je $1"),
            Map.entry(Pattern.compile("(?i)(^|[,;.!?]\\s*|\\b(?:and|but|so|btw|ngl|tbh|lol|honestly)\\s+)im\\b"), "$1I'm"),
            Map.entry(Pattern.compile("(?i)(^|[,;.!?]\\s*|\\b(?:and|but|so|btw)\\s+)ive\\b"), "$1I've"),
            // "i dont know", not the French "dont": "le médecin dont je t'ai parlé"
            Map.entry(Pattern.compile("(?i)(?<=\\b(?:i|you|u|we|they|just|really|still|and|but|so)\\s)dont\\b"
                    + "|\\bdont(?=\\s+(?:know|think|want|wanna|have|care|like|need|get|do|be|worry|forget|mind|remember|even"
                    + "|go|see|feel|eat|drink|understand|trust|believe|talk|let|ask|tell)\\b)"), "don't"),
            Map.entry(Pattern.compile("(?i)\\bcant\\b"), "can't"),
            Map.entry(Pattern.compile("(?i)\\b(?:whats|wats)\\b"), "what's"),
            Map.entry(Pattern.compile("(?i)\\b(?:anniv|annif)\\b"), "anniversaire"),
            // the chat's shorthand for when and where: "ce wknd", "mtn je roule en Tesla", "ds une ESN"
            Map.entry(Pattern.compile("(?i)\\b(?:wknd|wkend|wkd)\\b"), "weekend"),
            Map.entry(Pattern.compile("(?i)\\b(?:tmrw|tmrow|tmw|2moro|2morrow)\\b"), "tomorrow"),
            Map.entry(Pattern.compile("(?i)\\b(?:mtn|mnt|mtnt)\\b"), "maintenant"),
            Map.entry(Pattern.compile("(?i)\\bds(?=\\s+(?:l'|le|la|les|un|une|mon|ma|mes|son|sa|ses|ce|cette)\\b)"), "dans"),
            Map.entry(Pattern.compile("(?i)\\b(?:tjrs|tjs)\\b"), "toujours"),
            // clipped spellings: "mn mari" (not "10 mn"), "il s'appel Karim", "jus moved to Leeds"
            Map.entry(Pattern.compile("(?i)(?<!\\d\\s?)\\bmn(?=\\s+\\p{L})"), "mon"),
            Map.entry(Pattern.compile("(?i)\\bs'app?ell?e?\\b"), "s'appelle"),
            Map.entry(Pattern.compile("(?i)\\bjus(?=\\s+(?:\\p{L}+ed|got|moved|started|finished|left|bought|had|been|joined"
                    + "|signed|began|quit|became)\\b)"), "just"));

    static Input of(String message) {
        String text = message == null ? "" : message;
        text = blank(NOT_A_WORD.matcher(text));
        text = blank(CODE.matcher(text));
        text = blank(ADDRESS.matcher(text));
        if (text.contains("\n")) {
            text = blank(CODE_LINE.matcher(text));
        }
        text = PICTURES.matcher(text).replaceAll(" ");
        String cut = null;
        Matcher token = TOKEN.matcher(text);
        int count = 0;
        while (token.find()) {
            if (++count > TOKEN_BUDGET || token.end() > CHARACTER_BUDGET) {
                int at = Math.min(token.start() > 0 ? token.start() : CHARACTER_BUDGET, CHARACTER_BUDGET);
                cut = text.substring(at);
                LOG.infof("message cut at the verifier's budget (%d tokens, %d characters): %d of %d characters read",
                        TOKEN_BUDGET, CHARACTER_BUDGET, at, text.length());
                text = text.substring(0, at);
                break;
            }
        }
        for (Map.Entry<Pattern, String> contraction : CONTRACTIONS.entrySet()) {
            text = contraction.getKey().matcher(text).replaceAll(contraction.getValue());
        }
        return new Input(misspeltRequestsMended(text).replace('\n', ' '), cut);
    }

    /**
     * "tu peux me rapeller demain", "remnid me to buy stamps": the verb that asks for a reminder, typed with a letter
     * doubled, dropped, swapped or struck beside it, is read as the verb; other words are left as typed.
     */
    static String misspeltRequestsMended(String text) {
        return WORD.matcher(text).replaceAll(word -> {
            String folded = Words.fold(word.group());
            if (REQUEST_VERBS.contains(folded) || OTHER_FORMS.contains(folded)) {
                return Matcher.quoteReplacement(word.group());
            }
            // the verb spelled alike once its doubled letters are typed once, else the verb one slip away
            String single = singleLetters(folded);
            return Matcher.quoteReplacement(REQUEST_VERBS.stream().filter(verb -> single.equals(singleLetters(verb))).findFirst()
                    .or(() -> REQUEST_VERBS.stream().filter(verb -> folded.charAt(0) == verb.charAt(0) && folded.length() >= 5
                            && withinOneSlip(single, singleLetters(verb))).findFirst())
                    .orElse(word.group()));
        });
    }

    /** "rapeller" and "rappeler" are one spelling once every doubled letter is typed once. */
    private static String singleLetters(String word) {
        return word.replaceAll("(\\p{L})\\1+", "$1");
    }

    /** Whether two words differ by at most one letter added or dropped, or two side by side swapped ("rewind" is no slip). */
    private static boolean withinOneSlip(String typed, String meant) {
        if (typed.equals(meant)) {
            return true;
        }
        if (Math.abs(typed.length() - meant.length()) > 1) {
            return false;
        }
        int from = 0;
        while (from < Math.min(typed.length(), meant.length()) && typed.charAt(from) == meant.charAt(from)) {
            from++;
        }
        String a = typed.substring(from);
        String b = meant.substring(from);
        return a.length() == b.length() && a.length() >= 2 && a.charAt(0) == b.charAt(1) && a.charAt(1) == b.charAt(0)
                        && a.substring(2).equals(b.substring(2))
                || a.length() == b.length() + 1 && a.substring(1).equals(b)
                || b.length() == a.length() + 1 && b.substring(1).equals(a);
    }

    /** Each match becomes a sentence end, so that nothing on its either side is joined through it. */
    private static String blank(Matcher matcher) {
        return matcher.replaceAll(" . ");
    }
}
