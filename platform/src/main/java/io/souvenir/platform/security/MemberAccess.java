package io.souvenir.platform.security;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * The members a workspace admin removed, as this service knows them (db/platform V0_5), from the
 * gateway's {@code workspace.member-access-changed} events. One instance of the service records
 * each change; every instance reads the removed set again every
 * {@code souvenir.members.refresh-interval}, so a request is checked against memory, not the database.
 */
@ApplicationScoped
public class MemberAccess {

    private static final Logger LOG = Logger.getLogger(MemberAccess.class);

    private final AgroalDataSource dataSource;
    private volatile Set<String> removed = Set.of();

    MemberAccess(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    public boolean isRemoved(Tenant tenant) {
        return !removed.isEmpty() && removed.contains(tenant.oneWayHash());
    }

    /** Records what the admin said at {@code at}, unless a later word about the member is already known. */
    @Transactional
    public void changed(Tenant tenant, boolean isRemoved, OffsetDateTime at) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement upsert = connection.prepareStatement("""
                     insert into member_access (tenant_hash, removed, changed_at) values (?, ?, ?)
                     on conflict (tenant_hash) do update set removed = excluded.removed, changed_at = excluded.changed_at
                     where member_access.changed_at < excluded.changed_at""")) {
            upsert.setString(1, tenant.oneWayHash());
            upsert.setBoolean(2, isRemoved);
            upsert.setObject(3, at);
            upsert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record a member's access", e);
        }
        reload();
    }

    void onStart(@Observes StartupEvent started) {
        refresh();
    }

    @Scheduled(every = "${souvenir.members.refresh-interval:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void refresh() {
        try {
            reload();
        } catch (IllegalStateException e) {
            LOG.warnf("could not read the removed members (the last known set holds): %s", e.getMessage());
        }
    }

    private void reload() {
        Set<String> now = new HashSet<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("select tenant_hash from member_access where removed");
             ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                now.add(rows.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the removed members", e);
        }
        removed = Set.copyOf(now);
    }
}
