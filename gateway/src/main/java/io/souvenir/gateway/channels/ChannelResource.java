package io.souvenir.gateway.channels;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.security.Authenticated;
import io.souvenir.contracts.Channel;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.util.List;

/** The caller's channels, for the settings page: what is linked, a linking code, unlinking. */
@Path("/api/v1/channels")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class ChannelResource {

    /**
     * {@code telegramBot}: the bot's user name when Telegram is set up; {@code emailAddress}: where
     * to write when email is; {@code links}: the caller's linked chat and address.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Channels(String telegramBot, String emailAddress, List<ChannelLink> links) {
    }

    /** A single-use code: {@code /start CODE} to the bot ({@code telegramLink} does it in one tap), or an email with it from your address. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Code(String code, OffsetDateTime expiresAt, String telegramLink, String emailAddress) {
    }

    private final ChannelService channels;
    private final CallerTenant caller;
    private final GatewayConfig config;

    ChannelResource(ChannelService channels, CallerTenant caller, GatewayConfig config) {
        this.channels = channels;
        this.caller = caller;
        this.config = config;
    }

    @GET
    public Channels channels() {
        return new Channels(config.telegram().botUsername().orElse(null), config.email().address().orElse(null),
                channels.links(caller.tenant()));
    }

    @POST
    @Path("/code")
    public Code newCode() {
        ChannelService.LinkCode code = channels.newCode(caller.tenant());
        return new Code(code.code(), code.expiresAt(),
                config.telegram().botUsername().map(bot -> "https://t.me/" + bot + "?start=" + code.code()).orElse(null),
                config.email().address().orElse(null));
    }

    @DELETE
    @Path("/{channel}")
    public void unlink(@PathParam("channel") String channel) {
        Channel which;
        try {
            which = Channel.fromWire(channel);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("channel", "must be telegram or email");
        }
        if (which == Channel.WEB) {
            throw new InvalidRequestException("channel", "must be telegram or email");
        }
        if (!channels.unlink(caller.tenant(), which)) {
            throw new NotFoundException("no " + which.wireName() + " linked");
        }
    }
}
