package io.souvenir.gateway.channels.email;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Sends by SMTP (quarkus.mailer.*), as an answer to the message it replies to so mail clients keep
 * the thread. The mailer is not traced by itself: the send gets its own client span.
 *
 * <p>Sends run on threads of their own. The Vert.x mail client works on the caller's Vert.x
 * context, and a Kafka consumer's blocking handler holds an ordered worker context: a send made
 * there waits behind the handler that waits for it, until the mailer's timeout (observed in tests).
 */
@ApplicationScoped
public class EmailSender implements ChannelSender {

    private static final long WAIT_SECONDS = 15;
    private static final int ATTEMPTS = 3;
    private static final Logger LOG = Logger.getLogger(EmailSender.class);

    private final Mailer mailer;
    private final Tracer tracer;
    private final ExecutorService smtp = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "smtp-send");
        thread.setDaemon(true);
        return thread;
    });

    private final ExecutorService later = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "smtp-send-soon");
        thread.setDaemon(true);
        return thread;
    });

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
        Future<?> sent = smtp.submit(Context.current().with(span).wrap(() -> mailer.send(mail)));
        try {
            sent.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            sent.cancel(true);
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            span.recordException(cause);
            span.setStatus(StatusCode.ERROR);
            throw new DeliveryFailed("the SMTP server refused or could not be reached: " + cause, cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeliveryFailed("interrupted while sending", e);
        } finally {
            span.end();
        }
    }

    /**
     * Sends in the background, trying {@value #ATTEMPTS} times a second apart (the gateway's own
     * messages: nothing would try them again, and the webhook that caused them need not wait).
     */
    public void sendSoon(Outgoing message) {
        later.execute(Context.current().wrap(() -> {
            for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
                try {
                    send(message);
                    return;
                } catch (DeliveryFailed e) {
                    LOG.warnf("could not send the gateway's email (attempt %d of %d): %s", attempt, ATTEMPTS, e.getMessage());
                    pause(attempt);
                }
            }
        }));
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(1000L * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @PreDestroy
    void stop() {
        later.shutdownNow();
        smtp.shutdownNow();
    }
}
