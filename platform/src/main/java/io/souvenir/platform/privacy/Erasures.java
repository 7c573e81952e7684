package io.souvenir.platform.privacy;

import io.agroal.api.AgroalDataSource;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * When each user was last erased, under a one-way hash of their tenant. A consumer's claim on an
 * event reads it ({@code Inbox#claim}): what was said before an erasure must not come back after
 * it, even when Kafka delivers it late.
 */
@ApplicationScoped
public class Erasures {

    private final AgroalDataSource dataSource;

    Erasures(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Records the erasure in a transaction of its own, committed before any row is deleted. It
     * first waits for every handler still working for the tenant (its claim holds the tenant's
     * lock shared, {@code Inbox#claim}); a handler that starts after it sees the tombstone. So no event
     * handled during the wipe can write rows the wipe has already passed.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(Tenant tenant) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement lock = connection.prepareStatement(
                     "select pg_advisory_xact_lock(hashtext(current_schema() || '.tenant'), hashtext(?))");
             PreparedStatement upsert = connection.prepareStatement("""
                     insert into erasures (tenant_hash, erased_at) values (?, clock_timestamp())
                     on conflict (tenant_hash) do update set erased_at = excluded.erased_at""")) {
            lock.setString(1, tenant.oneWayHash());
            lock.execute();
            upsert.setString(1, tenant.oneWayHash());
            upsert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record the erasure", e);
        }
    }

}
