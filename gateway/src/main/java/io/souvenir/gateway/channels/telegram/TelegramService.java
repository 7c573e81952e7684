package io.souvenir.gateway.channels.telegram;

import io.souvenir.contracts.Channel;
import io.souvenir.gateway.channels.ChannelSender;
import io.souvenir.gateway.channels.ChannelService;
import io.souvenir.gateway.channels.ChannelTexts;
import io.souvenir.gateway.channels.TurnOrigin;
import io.souvenir.gateway.workspace.WorkspaceAccessDenied;
import io.souvenir.platform.rest.InvalidRequestException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * What the bot hears. A linked private chat's text becomes a turn of its user ({@code channel=telegram});
 * {@code /start CODE} links the chat to the user who was shown that code; any other chat is told,
 * in its language, how to link itself, and nothing is kept for anyone.
 */
@ApplicationScoped
public class TelegramService {

    private static final Logger LOG = Logger.getLogger(TelegramService.class);
    /** "/start", "/start CODE", "/start@SouvenirBot CODE" (the deep link t.me/bot?start=CODE sends "/start CODE"). */
    private static final Pattern START = Pattern.compile("/start(?:@\\w+)?(?:\\s+(\\S+))?\\s*");

    private final ChannelService channels;
    private final TelegramSender sender;

    TelegramService(ChannelService channels, TelegramSender sender) {
        this.channels = channels;
        this.sender = sender;
    }

    public void receive(TelegramUpdate update) {
        TelegramUpdate.Message message = valid(update).message();
        // Telegram sends an update again until it gets a 2xx: a repeated update_id is heard once
        if (message == null || message.text() == null || message.text().isBlank()) {
            return;
        }
        if (!"private".equals(message.chat().type())) {
            LOG.debugf("ignoring a message from a %s chat: only private chats are linked", message.chat().type());
            return;
        }
        String chat = message.chat().id().toString();
        String language = ChannelTexts.language(message.from() == null ? null : message.from().languageCode());
        Matcher start = START.matcher(message.text().strip());
        if (start.matches() && start.group(1) != null) {
            tell(chat, channels.link(start.group(1), Channel.TELEGRAM, chat, language).isPresent()
                    ? ChannelTexts.linked(language) : ChannelTexts.badCode(language));
            return;
        }
        channels.owner(Channel.TELEGRAM, chat).ifPresentOrElse(
                user -> {
                    if (start.matches()) {
                        tell(chat, ChannelTexts.linked(language));
                    } else {
                        try {
                            channels.hear(user, message.text(),
                                    new TurnOrigin(Channel.TELEGRAM, chat, message.messageId().toString(), null),
                                    "update:" + update.updateId());
                        } catch (WorkspaceAccessDenied removed) {
                            tell(chat, ChannelTexts.removedMember(language));
                        }
                    }
                },
                () -> tell(chat, ChannelTexts.unknownChat(language)));
    }

    /** A message the gateway itself says at once (no turn, no tenant): a failure is logged, Telegram is still answered 200. */
    private void tell(String chat, String text) {
        try {
            sender.send(new ChannelSender.Outgoing(chat, text, null, null));
        } catch (ChannelSender.DeliveryFailed e) {
            LOG.warnf("could not answer a Telegram chat: %s", e.getMessage());
        }
    }

    private static TelegramUpdate valid(TelegramUpdate update) {
        if (update == null || update.updateId() == null) {
            throw new InvalidRequestException("update_id", "is required");
        }
        TelegramUpdate.Message message = update.message();
        if (message != null) {
            if (message.messageId() == null) {
                throw new InvalidRequestException("message.message_id", "is required");
            }
            if (message.chat() == null) {
                throw new InvalidRequestException("message.chat", "is required");
            }
            if (message.chat().id() == null) {
                throw new InvalidRequestException("message.chat.id", "is required");
            }
        }
        return update;
    }
}
