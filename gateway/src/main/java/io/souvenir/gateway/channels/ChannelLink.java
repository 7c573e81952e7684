package io.souvenir.gateway.channels;

import io.souvenir.contracts.Channel;
import java.time.OffsetDateTime;

/** A chat or an address linked to the caller, as the settings page shows it. */
public record ChannelLink(Channel channel, String address, OffsetDateTime linkedAt) {
}
