package io.souvenir.gateway.turns;

import java.util.UUID;

public record AcceptedTurn(UUID turnId, UUID sessionId, String traceId) {
}
