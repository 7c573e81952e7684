package io.souvenir.gateway.workspace;

import java.util.Locale;

/** What a member may do in their workspace, from their token's realm roles. */
public enum MemberRole {
    MEMBER, ADMIN;

    /** The Keycloak realm role of a workspace admin. */
    public static final String ADMIN_ROLE = "workspace-admin";

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
