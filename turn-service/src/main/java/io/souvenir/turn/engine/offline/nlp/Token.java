package io.souvenir.turn.engine.offline.nlp;

/**
 * One word or sign of an analysed text: where it stands in that text ({@code start} inclusive,
 * {@code end} exclusive), its universal part of speech (UD: NOUN, PROPN, VERB, AUX, ADJ, ADP,
 * DET, PRON, NUM, CCONJ, PUNCT, X…) and its lemma in lower case.
 */
public record Token(String text, int start, int end, String tag, String lemma) {

    public boolean is(String... tags) {
        for (String wanted : tags) {
            if (tag.equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    public boolean capitalised() {
        return !text.isEmpty() && Character.isUpperCase(text.codePointAt(0));
    }

    public boolean word() {
        return !text.isEmpty() && Character.isLetter(text.codePointAt(0));
    }
}
