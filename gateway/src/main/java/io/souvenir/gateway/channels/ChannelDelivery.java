package io.souvenir.gateway.channels;

import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.contracts.turn.Creation;
import io.souvenir.contracts.turn.TurnAnswered;
import io.opentelemetry.api.trace.Span;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.telemetry.TraceLogging;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * Delivers replies and notifications to the channel their envelope names (the web page has its
 * stream). Each record is delivered once across gateway instances: the channel consumers share
 * one group, and the delivery is claimed in {@code processed_events} in the same transaction as
 * the send, so a failed send leaves no mark and is tried again (IncomingEvents retries with
 * backoff, then parks the record in the topic's dead-letter queue and moves on).
 */
@ApplicationScoped
public class ChannelDelivery {

    static final String CONSUMER = "gateway-channels";
    private static final Logger LOG = Logger.getLogger(ChannelDelivery.class);

    private final IncomingEvents incoming;
    private final EventCodec codec;
    private final ChannelRepository repository;
    private final DeliveryHealth health;
    private final Map<Channel, ChannelSender> senders = new EnumMap<>(Channel.class);

    ChannelDelivery(IncomingEvents incoming, EventCodec codec, ChannelRepository repository, Instance<ChannelSender> senders,
            DeliveryHealth health) {
        this.health = health;
        this.incoming = incoming;
        this.codec = codec;
        this.repository = repository;
        senders.forEach(sender -> this.senders.put(sender.channel(), sender));
    }

    /** A reply goes back to the chat or address its turn came from, as an answer to that message. */
    @Transactional
    public void reply(EventEnvelope envelope) {
        if (envelope.channel() == Channel.WEB || !incoming.claim(CONSUMER, envelope)) {
            return;
        }
        TurnAnswered answered = codec.payload(envelope, Events.TURN_ANSWERED);
        repository.takeTurn(answered.turnId()).ifPresentOrElse(
                origin -> send(origin.channel(), new ChannelSender.Outgoing(origin.address(), text(answered),
                        origin.replyTo(), replySubject(origin.subject()))),
                () -> LOG.warnf("no origin for the %s turn %s (unlinked or wiped since?); its reply stays on the web stream",
                        envelope.channel().wireName(), answered.turnId()));
    }

    /** A notification goes to the user's chat or address on the envelope's channel, if they linked one. */
    @Transactional
    public void notify(EventEnvelope envelope) {
        if (envelope.channel() == Channel.WEB || !incoming.claim(CONSUMER, envelope)) {
            return;
        }
        Notify notification = codec.payload(envelope, Events.NOTIFY);
        repository.address(envelope.channel()).ifPresentOrElse(
                address -> send(envelope.channel(), new ChannelSender.Outgoing(address, notification.text(), null,
                        ChannelTexts.subject(notification))),
                () -> LOG.infof("no %s linked for the user of notification %s; it reached the web stream only",
                        envelope.channel().wireName(), envelope.eventId()));
    }

    private void send(Channel channel, ChannelSender.Outgoing message) {
        ChannelSender sender = senders.get(channel);
        if (sender == null) {
            throw new IllegalStateException("no sender for channel " + channel.wireName());
        }
        try {
            sender.send(message);
            health.sent(channel);
        } catch (ChannelSender.DeliveryFailed e) {
            health.failed(channel, e);
            // the client call just made left the logging context without the trace ids: put them back
            try (TraceLogging traced = TraceLogging.of(Span.current())) {
                LOG.warnf("delivery to %s failed, to be tried again: %s", channel.wireName(), e.getMessage());
            }
            throw e;
        }
    }

    /**
     * The reply, then one line per visible creation (silent ones never reach the client), with its
     * due time as the reply's language writes it, in the user's zone (the offset turn-service gave it).
     */
    private static String text(TurnAnswered answered) {
        StringBuilder text = new StringBuilder(answered.reply());
        boolean french = answered.language() != null && answered.language().startsWith("fr");
        DateTimeFormatter due = french ? DateTimeFormatter.ofPattern("EEEE d MMMM 'à' HH:mm", Locale.FRENCH)
                : DateTimeFormatter.ofPattern("EEEE, MMMM d 'at' h:mm a", Locale.ENGLISH);
        for (Creation creation : answered.creations()) {
            text.append("\n• ").append(creation.text());
            if (creation.dueAt() != null) {
                text.append(" (").append(creation.dueAt().format(due)).append(')');
            }
        }
        return text.toString();
    }

    private static String replySubject(String subject) {
        if (subject == null || subject.isBlank()) {
            return "Souvenir";
        }
        return subject.toLowerCase(Locale.ROOT).startsWith("re:") ? subject : "Re: " + subject;
    }
}
