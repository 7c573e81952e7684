package io.souvenir.platform.messaging;

import io.agroal.api.AgroalDataSource;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.platform.privacy.Erasures;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.UUID;

/**
 * Makes a consumer idempotent: the event id is recorded in {@code processed_events} in the same
 * transaction as the handler's work, so a redelivered record (after a crash, a rebalance or an
 * outbox replay) is recognised and skipped, and a handler that fails leaves no mark.
 */
@ApplicationScoped
public class Inbox {

    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;

    Inbox(AgroalDataSource dataSource, TenantSession tenantSession) {
        this.dataSource = dataSource;
        this.tenantSession = tenantSession;
    }

    /**
     * Records that {@code consumer} handles {@code event}. Returns false when it already did. Call
     * it after binding the tenant, first thing in the handler's transaction.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean firstDelivery(String consumer, EventEnvelope event) {
        return firstDelivery(consumer, event.eventId(), Tenant.of(event));
    }

    /** What {@link #claim} found. */
    public enum Claim {
        /** The consumer handles the event now. */
        FIRST,
        /** It already did. */
        AGAIN,
        /** The event's user was erased after it was published. */
        ERASED
    }

    /**
     * In one round trip ({@code claim_event}): binds the transaction to the event's tenant as
     * {@link TenantSession} does, holds the tenant's lock shared to the end of the transaction (an
     * erasure, {@link Erasures#record}, waits for it), and records that {@code consumer} handles
     * {@code event}, unless its user was erased since it was published.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Claim claim(String consumer, EventEnvelope event) {
        Tenant tenant = Tenant.of(event);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement claim = connection.prepareStatement("select claim_event(?, ?, ?, ?, ?, ?)")) {
            claim.setString(1, consumer);
            claim.setObject(2, event.eventId());
            claim.setString(3, tenant.userId());
            claim.setString(4, tenant.workspaceId());
            claim.setString(5, tenant.oneWayHash());
            claim.setObject(6, event.occurredAt());
            try (ResultSet result = claim.executeQuery()) {
                result.next();
                tenantSession.boundTo(tenant);
                return Claim.valueOf(result.getString(1).toUpperCase(Locale.ROOT));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot claim " + consumer + " " + event.eventId(), e);
        }
    }

    /**
     * The same for something that is not an event but may arrive twice (a webhook call the sender
     * retries), identified by {@code id} within {@code consumer}, on behalf of {@code tenant}.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean firstDelivery(String consumer, UUID id, Tenant tenant) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement insert = connection.prepareStatement("""
                     insert into processed_events (consumer, event_id, user_id, workspace_id)
                     values (?, ?, ?, ?)
                     on conflict (consumer, event_id) do nothing""")) {
            insert.setString(1, consumer);
            insert.setObject(2, id);
            insert.setString(3, tenant.userId());
            insert.setString(4, tenant.workspaceId());
            return insert.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record " + consumer + " " + id, e);
        }
    }
}
