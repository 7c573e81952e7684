package io.souvenir.turn.engine.offline.reply;

/**
 * One part of a reply. {@code setPhrase}: the engine's own words alone ("Je vois.", "It's in your
 * notes."), nothing the user said in them: a search by meaning has nothing to find there.
 */
record Said(String text, boolean setPhrase) {

    static Said phrase(boolean french, String inFrench, String inEnglish) {
        return new Said(french ? inFrench : inEnglish, true);
    }

    /** A part that repeats something of the user's: a name, a time, what they like. */
    static Said saying(String text) {
        return new Said(text, false);
    }
}
