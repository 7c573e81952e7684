package io.souvenir.gateway.workspace;

import io.souvenir.platform.security.RemovedMembersRefused;
import jakarta.ws.rs.ForbiddenException;

/** A caller the workspace does not let in (removed), or not to membership (not an admin): 403 problem+json with the reason. */
public class WorkspaceAccessDenied extends ForbiddenException {

    private WorkspaceAccessDenied(String message) {
        super(message);
    }

    public static WorkspaceAccessDenied removed(String workspace) {
        return new WorkspaceAccessDenied(RemovedMembersRefused.removedFrom(workspace));
    }

    public static WorkspaceAccessDenied notAdmin() {
        return new WorkspaceAccessDenied("only a workspace admin manages the workspace's members");
    }
}
