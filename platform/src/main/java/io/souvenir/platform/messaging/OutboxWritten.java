package io.souvenir.platform.messaging;

/** Fired when a transaction wrote to the outbox; observed after commit to relay at once. */
record OutboxWritten() {
}
