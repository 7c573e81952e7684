package io.souvenir.ledger.activity;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * One interaction: everything that happened under one trace id, oldest event first. {@code channel}
 * is where it started; each event says where it happened (a proposal on Telegram, its confirmation
 * on the web).
 */
public record ActivityTrace(String traceId, OffsetDateTime startedAt, String channel, List<Entry> events) {

    public record Entry(String type, OffsetDateTime at, String summary, String service, String channel) {
    }
}
