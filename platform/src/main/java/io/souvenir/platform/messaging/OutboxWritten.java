package io.souvenir.platform.messaging;

import java.util.Set;

/**
 * Fired once by a transaction's first write to the outbox, observed after its commit to relay at
 * once; {@code shards} fills up with every shard the transaction wrote to before it commits.
 */
record OutboxWritten(Set<Integer> shards) {
}
