package io.souvenir.platform.time;

/** A stretch of a {@link Text}, in folded indices: {@code [start, end)}. */
public record Span(int start, int end) {

    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad span " + start + ".." + end);
        }
    }
}
