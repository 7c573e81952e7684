package io.souvenir.gateway.channels.email;

import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import jakarta.enterprise.context.ApplicationScoped;

/** Sends by SMTP (quarkus.mailer.*), as an answer to the message it replies to so mail clients keep the thread. */
@ApplicationScoped
public class EmailSender implements ChannelSender {

    private final Mailer mailer;

    EmailSender(Mailer mailer) {
        this.mailer = mailer;
    }

    @Override
    public Channel channel() {
        return Channel.EMAIL;
    }

    @Override
    public void send(Outgoing message) {
        Mail mail = Mail.withText(message.address(), message.subject() == null ? "Souvenir" : message.subject(), message.text());
        if (message.replyTo() != null && !message.replyTo().isBlank()) {
            mail.addHeader("In-Reply-To", message.replyTo()).addHeader("References", message.replyTo());
        }
        try {
            mailer.send(mail);
        } catch (RuntimeException e) {
            throw new DeliveryFailed("the SMTP server refused or could not be reached: " + e.getMessage(), e);
        }
    }
}
