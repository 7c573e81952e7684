package io.souvenir.gateway.channels.email;

/**
 * An email handed over by the inbound webhook, already read: the sender's address (lower case),
 * the subject, the newest text (quoted history and signature cut off) and its Message-ID.
 */
public record InboundEmail(String address, String subject, String text, String messageId) {
}
