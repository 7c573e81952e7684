package io.souvenir.memory.search;

import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs a piece of database work in a transaction of its own, bound to one tenant: search runs
 * its angles side by side, each on its own connection, and row-level security confines each.
 */
public interface TenantWork {

    @FunctionalInterface
    interface Sql<T> {
        T apply(Connection connection) throws SQLException;
    }

    <T> T in(Tenant tenant, Sql<T> work);
}
