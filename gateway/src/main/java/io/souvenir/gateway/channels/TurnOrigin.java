package io.souvenir.gateway.channels;

import io.souvenir.contracts.Channel;

/** Where a channel turn came from, so its reply goes back to the same chat or address, as an answer to the same message. */
public record TurnOrigin(Channel channel, String address, String replyTo, String subject) {
}
