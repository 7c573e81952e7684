package io.souvenir.gateway.channels.email;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.gateway.channels.WebhookSecret;
import io.souvenir.gateway.turns.GatewayConfig;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.util.Locale;
import java.util.UUID;

/**
 * The inbound email webhook, for a mail provider or an MTA pipe: raw MIME ({@code message/rfc822})
 * or a parsed message (JSON, see {@link ParsedEmail}), with the shared secret in
 * {@code X-Souvenir-Webhook-Secret}, checked before the body is read.
 */
@Path("/api/v1/channels/email/inbound")
public class EmailWebhookResource {

    static final String SECRET_HEADER = "X-Souvenir-Webhook-Secret";
    static final String MIME = "message/rfc822";

    /**
     * {@code outcome}: turn (then its ids), duplicate (heard already), linked, not-linked (the sender was told how to
     * link), or removed (the sender's workspace admin removed them: they were told, nothing was kept).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Accepted(String outcome, UUID turnId, String traceId) {
    }

    private final EmailService email;
    private final EmailReader reader;
    private final GatewayConfig config;
    private final ObjectMapper json;

    EmailWebhookResource(EmailService email, EmailReader reader, GatewayConfig config, ObjectMapper json) {
        this.email = email;
        this.reader = reader;
        this.config = config;
        this.json = json;
    }

    @POST
    @Consumes({MIME, MediaType.APPLICATION_JSON})
    @Produces(MediaType.APPLICATION_JSON)
    public Accepted receive(@HeaderParam(SECRET_HEADER) String secret, @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
            byte[] body) throws IOException {
        WebhookSecret.check("Email", config.email().webhookSecret(), secret);
        InboundEmail message = type != null && type.toLowerCase(Locale.ROOT).startsWith(MIME)
                ? reader.fromMime(body)
                : reader.fromJson(json.readValue(body, ParsedEmail.class));
        EmailService.Received received = email.receive(message);
        String outcome = received.outcome().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return received.turn() == null ? new Accepted(outcome, null, null)
                : new Accepted(outcome, received.turn().turnId(), received.turn().traceId());
    }
}
