package io.souvenir.memory.search;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;

/** {@link TenantWork} in a new JTA transaction, on the transaction's pooled connection. */
@ApplicationScoped
public class TransactionalTenantWork implements TenantWork {

    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;

    TransactionalTenantWork(AgroalDataSource dataSource, TenantSession tenantSession) {
        this.dataSource = dataSource;
        this.tenantSession = tenantSession;
    }

    @Override
    public <T> T in(Tenant tenant, Sql<T> work) {
        return QuarkusTransaction.requiringNew().call(() -> {
            tenantSession.bind(tenant);
            try (Connection connection = dataSource.getConnection()) {
                return work.apply(connection);
            } catch (SQLException e) {
                throw new IllegalStateException("search query failed", e);
            }
        });
    }
}
