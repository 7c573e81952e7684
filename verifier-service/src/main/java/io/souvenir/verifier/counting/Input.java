package io.souvenir.verifier.counting;

import java.util.Map;
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

    private static final Logger LOG = Logger.getLogger(Input.class);
    private static final Pattern CODE = Pattern.compile("```.*?(?:```|$)|`[^`]*`|<[^>]{1,200}>", Pattern.DOTALL);
    private static final Pattern ADDRESS = Pattern.compile("(?:https?://|www\\.)\\S+|\\S+@\\S+\\.\\S+");
    /** A line of a program: braces, semicolons or arrows, and no sentence around them. */
    private static final Pattern CODE_LINE = Pattern.compile("(?m)^[^\\n]*(?:[{}]|;\\s*$|=>|->|==|\\+\\+|&&|\\|\\|)[^\\n]*$");
    private static final Pattern TOKEN = Pattern.compile("\\S+");
    private static final Map<Pattern, String> CONTRACTIONS = Map.of(
            Pattern.compile("(?i)\\b(?:j ?suis|j'suis|jsui|chui|chuis|shui)\\b"), "je suis",
            Pattern.compile("(?i)\\bjai\\b"), "j'ai",
            Pattern.compile("(?i)\\bjhabite\\b"), "j'habite",
            Pattern.compile("(?i)\\bj(bosse|travaille|fais|vis|joue|parle|aime|adore|deteste|déteste)\\b"), "je $1",
            Pattern.compile("(?i)(^|[,;.!?]\\s*|\\b(?:and|but|so|btw)\\s+)im\\b"), "$1I'm",
            Pattern.compile("(?i)(^|[,;.!?]\\s*|\\b(?:and|but|so|btw)\\s+)ive\\b"), "$1I've",
            Pattern.compile("(?i)\\bdont\\b"), "don't",
            Pattern.compile("(?i)\\bcant\\b"), "can't");

    static Input of(String message) {
        String text = message == null ? "" : message;
        text = blank(CODE.matcher(text));
        text = blank(ADDRESS.matcher(text));
        if (text.contains("\n")) {
            text = blank(CODE_LINE.matcher(text));
        }
        String cut = null;
        Matcher token = TOKEN.matcher(text);
        int count = 0;
        while (token.find()) {
            if (++count > TOKEN_BUDGET) {
                cut = text.substring(token.start());
                LOG.infof("message cut at %d tokens: %d of %d characters read", TOKEN_BUDGET, token.start(), text.length());
                text = text.substring(0, token.start());
                break;
            }
        }
        for (Map.Entry<Pattern, String> contraction : CONTRACTIONS.entrySet()) {
            text = contraction.getKey().matcher(text).replaceAll(contraction.getValue());
        }
        return new Input(text.replace('\n', ' '), cut);
    }

    /** Each match becomes a sentence end, so that nothing on its either side is joined through it. */
    private static String blank(Matcher matcher) {
        return matcher.replaceAll(" . ");
    }
}
