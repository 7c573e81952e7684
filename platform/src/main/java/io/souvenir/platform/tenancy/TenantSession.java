package io.souvenir.platform.tenancy;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Binds the current database transaction to a tenant. Every user table has FORCE ROW LEVEL
 * SECURITY with a policy on {@code souvenir.user_id} and {@code souvenir.workspace_id}: until a
 * transaction calls {@link #bind}, it sees and writes no user row at all. The setting is
 * transaction-local ({@code SET LOCAL}), so a pooled connection never carries it to the next
 * transaction. Within a JTA transaction the pool hands out the transaction's connection, the one
 * Hibernate and every repository use. A transaction already bound to the same tenant is not bound
 * again (a consumer's claim binds it, and the work that follows often asks once more).
 */
@ApplicationScoped
public class TenantSession {

    /** The key of the transaction's resource that holds the tenant it is bound to. */
    private static final Object BOUND = TenantSession.class.getName() + ".bound";

    private final AgroalDataSource dataSource;
    private final TransactionSynchronizationRegistry transactions;

    TenantSession(AgroalDataSource dataSource, TransactionSynchronizationRegistry transactions) {
        this.dataSource = dataSource;
        this.transactions = transactions;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void bind(Tenant tenant) {
        if (tenant.equals(transactions.getResource(BOUND))) {
            return;
        }
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement("""
                     select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', ?, true)""")) {
            statement.setString(1, tenant.userId());
            statement.setString(2, tenant.workspaceId());
            statement.execute();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot bind the transaction to the tenant", e);
        }
        boundTo(tenant);
    }

    /**
     * Says that a database function just bound the current transaction to {@code tenant} (a
     * consumer's claim, a read in one call); outside a transaction the binding ended with its statement.
     */
    public void boundTo(Tenant tenant) {
        if (transactions.getTransactionKey() != null) {
            transactions.putResource(BOUND, tenant);
        }
    }
}
