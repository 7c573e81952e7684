package io.souvenir.platform.tenancy;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;

/**
 * A row that belongs to one user: the two columns every user table has, and that its row-level
 * security policy compares with the tenant the transaction is bound to.
 */
@MappedSuperclass
public abstract class UserOwned {

    @Column(name = "user_id", nullable = false)
    public String userId;

    @Column(name = "workspace_id", nullable = false)
    public String workspaceId;
}
