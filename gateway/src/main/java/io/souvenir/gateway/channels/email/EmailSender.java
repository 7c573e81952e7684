package io.souvenir.gateway.channels.email;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Sends by SMTP (quarkus.mailer.*), as an answer to the message it replies to so mail clients keep
 * the thread. The mailer is not traced by itself: the send gets its own client span.
 */
@ApplicationScoped
public class EmailSender implements ChannelSender {

    private final Mailer mailer;
    private final Tracer tracer;

    EmailSender(Mailer mailer, Tracer tracer) {
        this.mailer = mailer;
        this.tracer = tracer;
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
        Span span = tracer.spanBuilder("smtp send").setSpanKind(SpanKind.CLIENT).startSpan();
        try (Scope ignored = span.makeCurrent()) {
            mailer.send(mail);
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setStatus(StatusCode.ERROR);
            throw new DeliveryFailed("the SMTP server refused or could not be reached: " + e.getMessage(), e);
        } finally {
            span.end();
        }
    }
}
