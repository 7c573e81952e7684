package io.souvenir.memory.contexts;

/** A transcript that is none of the formats read here, naming the first line at fault (1-based). */
public class TranscriptException extends RuntimeException {

    private final int line;

    TranscriptException(int line, String reason) {
        super("line " + line + ": " + reason);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
