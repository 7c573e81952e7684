package io.souvenir.platform.privacy;

import io.agroal.api.AgroalDataSource;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;

/**
 * When each user was last erased, under a one-way hash of their tenant. Consumers ask it before
 * handling an event: what was said before an erasure must not come back after it, even when
 * Kafka delivers it late.
 */
@ApplicationScoped
public class Erasures {

    private final AgroalDataSource dataSource;

    Erasures(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Records the erasure in a transaction of its own, committed before any row is deleted. It
     * first waits for every handler still working for the tenant (they hold the tenant's lock
     * shared, {@link #guard}); a handler that starts after it sees the tombstone. So no event
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

    /**
     * Holds the tenant's lock shared to the end of the handler's transaction: an erasure waits for
     * it (see {@link #record}). Call it before {@link #erasedSince}.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void guard(Tenant tenant) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement lock = connection.prepareStatement(
                     "select pg_advisory_xact_lock_shared(hashtext(current_schema() || '.tenant'), hashtext(?))")) {
            lock.setString(1, tenant.oneWayHash());
            lock.execute();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot take the tenant's lock", e);
        }
    }

    /** Whether the tenant was erased at or after {@code at}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean erasedSince(Tenant tenant, OffsetDateTime at) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "select 1 from erasures where tenant_hash = ? and erased_at >= ?")) {
            select.setString(1, tenant.oneWayHash());
            select.setObject(2, at);
            try (ResultSet result = select.executeQuery()) {
                return result.next();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read erasures", e);
        }
    }
}
