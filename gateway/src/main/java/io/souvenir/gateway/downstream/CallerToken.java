package io.souvenir.gateway.downstream;

import io.quarkus.oidc.AccessTokenCredential;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.eclipse.microprofile.rest.client.ext.ClientHeadersFactory;

/**
 * Forwards the caller's own access token (from the bearer header or the browser session), so a
 * downstream service authorises the user, never the gateway.
 */
@ApplicationScoped
public class CallerToken implements ClientHeadersFactory {

    private final SecurityIdentity identity;

    CallerToken(SecurityIdentity identity) {
        this.identity = identity;
    }

    @Override
    public MultivaluedMap<String, String> update(MultivaluedMap<String, String> incoming, MultivaluedMap<String, String> outgoing) {
        MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
        AccessTokenCredential token = identity.getCredential(AccessTokenCredential.class);
        if (token != null) {
            headers.putSingle("Authorization", "Bearer " + token.getToken());
        }
        return headers;
    }
}
