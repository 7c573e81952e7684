package io.souvenir.memory.search;

import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs a piece of database work in a transaction of its own, bound to one tenant, so that
 * row-level security confines it: search's work runs on its own threads, outside the caller's
 * transaction.
 */
public interface TenantWork {

    @FunctionalInterface
    interface Sql<T> {
        T apply(Connection connection) throws SQLException;
    }

    <T> T in(Tenant tenant, Sql<T> work);
}
