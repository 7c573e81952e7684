package io.souvenir.gateway.channels.email;

import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import io.souvenir.gateway.channels.ChannelService;
import io.souvenir.gateway.channels.ChannelTexts;
import io.souvenir.gateway.channels.TurnOrigin;
import io.souvenir.gateway.turns.AcceptedTurn;
import io.souvenir.gateway.workspace.WorkspaceAccessDenied;
import io.souvenir.platform.rest.InvalidRequestException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What arrives by email. A linked address's message becomes a turn of its user ({@code channel=email});
 * an unknown address that sends a live linking code (in the subject or the text) is linked to
 * the user shown that code; any other sender is told how to link, and nothing is kept for anyone.
 * A member their workspace's admin removed is told so, and nothing is kept.
 */
@ApplicationScoped
public class EmailService {

    private static final Pattern CODE = Pattern.compile("\\b" + ChannelService.codePattern() + "\\b");
    /** Codes tried per message: a message full of capitals cannot make us try many. */
    private static final int MAX_CODES_TRIED = 3;

    /** What became of a message. */
    public enum Outcome { TURN, DUPLICATE, LINKED, NOT_LINKED, REMOVED }

    public record Received(Outcome outcome, AcceptedTurn turn) {
    }

    private final ChannelService channels;
    private final EmailSender sender;

    EmailService(ChannelService channels, EmailSender sender) {
        this.channels = channels;
        this.sender = sender;
    }

    public Received receive(InboundEmail email) {
        Optional<Received> heard = channels.owner(Channel.EMAIL, email.address()).map(user -> {
            if (email.text().isBlank()) {
                throw new InvalidRequestException("text", "is required (the message says nothing)");
            }
            try {
                // a provider that retries the webhook repeats the Message-ID: the message is heard once
                return channels.hear(user, email.text(), new TurnOrigin(Channel.EMAIL, email.address(), email.messageId(),
                                email.subject()), email.messageId())
                        .map(turn -> new Received(Outcome.TURN, turn))
                        .orElseGet(() -> new Received(Outcome.DUPLICATE, null));
            } catch (WorkspaceAccessDenied removed) {
                tell(email, ChannelTexts.removedMemberBoth());
                return new Received(Outcome.REMOVED, null);
            }
        });
        return heard.orElseGet(() -> link(email));
    }

    private Received link(InboundEmail email) {
        List<String> codes = codes(email.subject() + "\n" + email.text());
        boolean linked = codes.stream()
                .anyMatch(code -> channels.link(code, Channel.EMAIL, email.address(), null).isPresent());
        tell(email, linked ? ChannelTexts.linkedAddress() : codes.isEmpty() ? ChannelTexts.unknownSender() : ChannelTexts.badCodeBoth());
        return new Received(linked ? Outcome.LINKED : Outcome.NOT_LINKED, null);
    }

    private static List<String> codes(String text) {
        List<String> codes = new ArrayList<>();
        Matcher matcher = CODE.matcher(text);
        while (matcher.find() && codes.size() < MAX_CODES_TRIED) {
            codes.add(matcher.group());
        }
        return codes;
    }

    /** The gateway's own answer, sent in the background (the webhook does not wait for SMTP). */
    private void tell(InboundEmail email, String text) {
        String subject = email.subject().isBlank() ? "Souvenir" : "Re: " + email.subject();
        sender.sendSoon(new ChannelSender.Outgoing(email.address(), text, email.messageId(), subject));
    }
}
