package io.souvenir.gateway.workspace;

import io.souvenir.contracts.WireName;

/** What a member may do in their workspace, from their token's realm roles. */
public enum MemberRole implements WireName {
    MEMBER, ADMIN;

    /** The Keycloak realm role of a workspace admin. */
    public static final String ADMIN_ROLE = "workspace-admin";
}
