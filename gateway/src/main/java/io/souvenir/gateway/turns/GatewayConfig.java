package io.souvenir.gateway.turns;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

@ConfigMapping(prefix = "souvenir.gateway")
public interface GatewayConfig {

    /** How long a turn request waits for its reply before answering 202. */
    Duration replyWait();

    /**
     * How long a user's memory settings are kept between their turns ({@code MemorySettingsLookup}):
     * how long a pause made through another gateway instance may go unseen here. It never keeps
     * what a paused user says (memory-service checks the version a turn was decided on); the reply
     * to such a turn may say it was kept.
     */
    @WithDefault("1m")
    Duration settingsKeptFor();

    /** Every service that holds user data, by name, at its base URL: the GDPR wipe goes through each. */
    Map<String, String> stores();

    /** The largest body any route but imports and knowledge sources accepts (they have their own limits below). */
    MemorySize maxBodySize();

    /** The largest replacement of a knowledge source (at most Quarkus' own limit, which answers a 100-continue). */
    @WithDefault("16M")
    MemorySize knowledgeMaxBodySize();

    /** The largest body of a context route: a source of up to 2 MB (JSON-escaped), an edited sheet. */
    @WithDefault("8M")
    MemorySize contextsMaxBodySize();

    Imports imports();

    /** How an import travels to memory-service: in chunks, each one Kafka record far below the broker's 1 MB limit. */
    interface Imports {

        int chunkMessages();

        /** The largest import body (10,000 messages). */
        @WithDefault("16M")
        MemorySize maxBodySize();

        /** Bytes of message content (texts, names, ids) per chunk. */
        MemorySize chunkSize();
    }

    /** Zipkin's web UI (e.g. {@code http://127.0.0.1:9411}); set, the activity page links each trace id to it. */
    Optional<String> zipkinUiUrl();

    Channels channels();

    Workspace workspace();

    interface Workspace {

        /** How often a member's {@code last_seen_at} is written at most, per gateway instance (their status is read on every request). */
        @WithDefault("1m")
        Duration lastSeenEvery();
    }

    Telegram telegram();

    Email email();

    interface Channels {

        /** How long a linking code shown in the settings page stays valid. */
        @WithDefault("15m")
        Duration linkCodeLifetime();
    }

    /** The Telegram bot. Without a token and a webhook secret the webhook answers 404. */
    interface Telegram {

        /** The bot's token from @BotFather. */
        Optional<String> botToken();

        /** The {@code secret_token} given to setWebhook; Telegram sends it back in X-Telegram-Bot-Api-Secret-Token. */
        Optional<String> webhookSecret();

        /** The bot's user name, to show a t.me link next to the linking code. */
        Optional<String> botUsername();

        /** The Bot API server: Telegram's, a self-hosted one, or a local stand-in in tests. */
        @WithDefault("https://api.telegram.org")
        String apiBaseUrl();

        /** Connect and read timeout of a Bot API call. */
        @WithDefault("5s")
        Duration timeout();
    }

    /** Email: inbound through a webhook (shared secret), replies by SMTP (quarkus.mailer.*). */
    interface Email {

        /** The secret the inbound email webhook must send in X-Souvenir-Webhook-Secret. Unset: the webhook answers 404. */
        Optional<String> webhookSecret();

        /** The address users write to, shown next to the linking code. */
        Optional<String> address();
    }
}
