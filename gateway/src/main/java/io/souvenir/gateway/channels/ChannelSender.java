package io.souvenir.gateway.channels;

import io.souvenir.contracts.Channel;

/** Sends text to a chat or an address on one channel. */
public interface ChannelSender {

    /** A message to send: {@code replyTo} (a message id) and {@code subject} only where the channel has them. */
    record Outgoing(String address, String text, String replyTo, String subject) {
    }

    /** Thrown when the channel refused the message or could not be reached; the caller may try again. */
    class DeliveryFailed extends RuntimeException {
        public DeliveryFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }

    Channel channel();

    void send(Outgoing message);
}
