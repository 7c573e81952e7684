package io.souvenir.gateway.channels;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.turns.AcceptedTurn;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.gateway.turns.SpeakerSettings;
import io.souvenir.gateway.turns.TurnService;
import io.souvenir.gateway.workspace.Membership;
import io.souvenir.gateway.workspace.WorkspaceAccessDenied;
import io.souvenir.platform.messaging.Inbox;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * What every channel does the same way: find who a chat or an address speaks for, link one with a
 * code, and hand what it said to the pipeline as a turn on that channel, remembering where to
 * answer. Each method is one transaction; none of them calls a channel.
 */
@ApplicationScoped
public class ChannelService {

    /** Eight characters nobody misreads (no 0/O, 1/I/L): about 10^12 codes, each alive for minutes. */
    private static final String CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    private static final int CODE_LENGTH = 8;
    /** Where messages already heard from a channel are recorded (processed_events). */
    private static final String HEARD = "gateway-channel-messages";

    /** A code to show the user, valid until {@code expiresAt}. */
    public record LinkCode(String code, OffsetDateTime expiresAt) {
    }

    private final ChannelRepository repository;
    private final TurnService turns;
    private final TenantSession tenantSession;
    private final Inbox inbox;
    private final GatewayConfig config;
    private final MemorySettingsLookup settings;
    private final Membership membership;
    private final SecureRandom random = new SecureRandom();

    ChannelService(ChannelRepository repository, TurnService turns, TenantSession tenantSession, Inbox inbox,
            GatewayConfig config, MemorySettingsLookup settings, Membership membership) {
        this.settings = settings;
        this.membership = membership;
        this.repository = repository;
        this.turns = turns;
        this.tenantSession = tenantSession;
        this.inbox = inbox;
        this.config = config;
    }

    /** Who {@code address} speaks for on {@code channel}, if anyone. */
    @Transactional
    public Optional<LinkedUser> owner(Channel channel, String address) {
        return repository.owner(channel, address);
    }

    /** Links {@code address} to the user whose live code this is; empty when the code is unknown, used or expired. */
    @Transactional
    public Optional<LinkedUser> link(String code, Channel channel, String address, String language) {
        return repository.redeem(code, channel, address, language);
    }

    /**
     * What a linked chat or address said becomes a turn of its user on {@code origin}'s channel, in
     * the conversation the link continues; empty when this message was heard already
     * ({@code messageKey}: the channel's own id of the message, which a retrying sender repeats).
     * The user's memory setting is asked of memory-service with a service token for them, before
     * the transaction opens: the one decision of what may be kept of it (see MemorySettingsLookup). The user
     * must be an active member of their workspace: a removed member's message is refused with
     * {@link WorkspaceAccessDenied} before anything is asked or written.
     */
    public Optional<AcceptedTurn> hear(LinkedUser user, String text, TurnOrigin origin, String messageKey) {
        membership.admitLinked(user.tenant());
        SpeakerSettings speaker = settings.of(user.tenant());
        return QuarkusTransaction.requiringNew().call(() -> accept(user, text, origin, messageKey, speaker));
    }

    private Optional<AcceptedTurn> accept(LinkedUser user, String text, TurnOrigin origin, String messageKey, SpeakerSettings speaker) {
        tenantSession.bind(user.tenant());
        if (messageKey != null && !inbox.firstDelivery(HEARD, UUID.nameUUIDFromBytes(String.join(":", origin.channel().wireName(),
                user.tenant().workspaceId(), user.tenant().userId(), messageKey).getBytes(StandardCharsets.UTF_8)), user.tenant())) {
            return Optional.empty();
        }
        UUID turnId = UUID.randomUUID();
        AcceptedTurn accepted = turns.accept(user.tenant(), turnId, origin.channel(), user.sessionId(), text, speaker);
        repository.rememberTurn(user.tenant(), turnId, origin);
        return Optional.of(accepted);
    }

    /** A new single-use code for the caller (their previous one stops working). */
    @Transactional
    public LinkCode newCode(Tenant caller) {
        tenantSession.bind(caller);
        StringBuilder code = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(CODE_ALPHABET.charAt(random.nextInt(CODE_ALPHABET.length())));
        }
        OffsetDateTime expiresAt = OffsetDateTime.now(ZoneOffset.UTC).plus(config.channels().linkCodeLifetime());
        repository.replaceCode(caller, code.toString(), expiresAt);
        return new LinkCode(code.toString(), expiresAt);
    }

    /** The pattern of a code, to find one in free text (an email). */
    public static String codePattern() {
        return "[" + CODE_ALPHABET + "]{" + CODE_LENGTH + "}";
    }

    @Transactional
    public List<ChannelLink> links(Tenant caller) {
        tenantSession.bind(caller);
        return repository.links();
    }

    @Transactional
    public boolean unlink(Tenant caller, Channel channel) {
        tenantSession.bind(caller);
        return repository.unlink(channel);
    }
}
