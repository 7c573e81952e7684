package io.souvenir.memory.contexts;

/** A source over {@link ContextService#MAX_SOURCE_BYTES}: answered 413, nothing kept. */
public class SourceTooLarge extends RuntimeException {

    SourceTooLarge(long bytes) {
        super("a source is at most 2 MB; this one is " + bytes + " bytes");
    }
}
