package io.souvenir.gateway.rest;

import jakarta.ws.rs.core.Response;

/** A downstream answer passed on as it is: status, media type and body (problems included). */
final class Relayed {

    private Relayed() {
    }

    static Response of(Response downstream) {
        try (downstream) {
            return Response.status(downstream.getStatus())
                    .type(downstream.getMediaType())
                    .entity(downstream.hasEntity() ? downstream.readEntity(String.class) : null)
                    .build();
        }
    }
}
