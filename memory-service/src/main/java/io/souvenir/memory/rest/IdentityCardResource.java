package io.souvenir.memory.rest;

import io.quarkus.security.Authenticated;
import io.souvenir.memory.narrative.IdentityCard;
import io.souvenir.memory.narrative.IdentityCards;
import io.souvenir.platform.security.CallerTenant;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.OffsetDateTime;
import java.util.Optional;

@Path("/api/v1/identity-card")
@Authenticated
@Produces(MediaType.APPLICATION_JSON)
public class IdentityCardResource {

    /** {@code markdown} is empty and {@code updatedAt} null while nothing durable is known. */
    public record IdentityCardView(String markdown, OffsetDateTime updatedAt) {

        static IdentityCardView of(Optional<IdentityCard> card) {
            return card.map(known -> new IdentityCardView(known.markdown, known.updatedAt))
                    .orElseGet(() -> new IdentityCardView("", null));
        }
    }

    private final IdentityCards identityCards;
    private final CallerTenant caller;

    IdentityCardResource(IdentityCards identityCards, CallerTenant caller) {
        this.identityCards = identityCards;
        this.caller = caller;
    }

    @GET
    public IdentityCardView read() {
        return IdentityCardView.of(identityCards.of(caller.tenant()));
    }
}
