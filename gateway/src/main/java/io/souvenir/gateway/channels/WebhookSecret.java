package io.souvenir.gateway.channels;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/** The shared secret a webhook caller proves itself with, compared in constant time. */
public final class WebhookSecret {

    private WebhookSecret() {
    }

    /**
     * Passes when {@code presented} is the configured secret; 404 when the channel has no secret
     * configured (it is off), 401 when the secret is missing or wrong. Nothing has been read or
     * written yet when this refuses.
     */
    public static void check(String channel, Optional<String> expected, String presented) {
        String secret = expected.filter(value -> !value.isBlank())
                .orElseThrow(() -> new NotFoundException(channel + " is not configured on this gateway"));
        if (presented == null || !MessageDigest.isEqual(secret.getBytes(StandardCharsets.UTF_8),
                presented.getBytes(StandardCharsets.UTF_8))) {
            throw new WebApplicationException("the webhook secret is missing or wrong", Response.Status.UNAUTHORIZED);
        }
    }
}
