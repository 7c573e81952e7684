package io.souvenir.gateway.channels;

import io.souvenir.platform.tenancy.Tenant;
import java.util.UUID;

/** The user a chat or an address speaks for, the conversation it continues, and the language it was linked in. */
public record LinkedUser(Tenant tenant, UUID sessionId, String language) {
}
