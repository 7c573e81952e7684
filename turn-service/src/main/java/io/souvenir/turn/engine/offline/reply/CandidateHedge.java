package io.souvenir.turn.engine.offline.reply;

/**
 * How the offline answerer speaks of a candidate memory (heard, not yet established by the night):
 * as something said recently, not as a known fact.
 */
final class CandidateHedge {

    private CandidateHedge() {
    }

    static String opening(boolean french) {
        return french ? "Tu m'as dit récemment (je n'en suis pas encore sûr) : " : "You told me recently (I am not sure of it yet): ";
    }
}
