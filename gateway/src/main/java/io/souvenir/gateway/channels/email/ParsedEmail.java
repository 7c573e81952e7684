package io.souvenir.gateway.channels.email;

/**
 * The JSON form of the inbound email webhook, for mail providers that parse messages themselves:
 * {@code from} ("Alice <alice@example.com>" or a bare address), {@code subject}, {@code text} and/or
 * {@code html}, {@code messageId}.
 */
public record ParsedEmail(String from, String subject, String text, String html, String messageId) {
}
