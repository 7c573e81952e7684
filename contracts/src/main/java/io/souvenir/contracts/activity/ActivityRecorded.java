package io.souvenir.contracts.activity;

import java.util.Objects;

/**
 * Something a service did for the user, in words a person reads on the activity page.
 * {@code type} is dotted ({@code turn.received}, {@code reply.sent}, {@code messages.stored});
 * {@code service} names who did it.
 */
public record ActivityRecorded(String type, String summary, String service) {

    public ActivityRecorded {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(service, "service");
    }
}
