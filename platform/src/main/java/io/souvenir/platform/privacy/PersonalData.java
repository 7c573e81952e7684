package io.souvenir.platform.privacy;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a service holds about one user: every table of its schema with a {@code user_id}
 * column, found in the catalogue rather than listed by hand, so a table added later is erased
 * too. An erasure is recorded first ({@link Erasures}), so events from before it that Kafka
 * still holds are skipped rather than bringing rows back. Counting and erasing run under the user's tenant, so row-level security confines them to
 * that user even if a query were wrong.
 */
@ApplicationScoped
public class PersonalData {

    static final int BATCH = 5000;
    /** The row-level security policy of a table whose rows belong to a workspace rather than to one user. */
    public static final String WORKSPACE_POLICY = "workspace_isolation";

    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;
    private final Erasures erasures;
    private final Event<PersonalDataErased> erased;

    PersonalData(AgroalDataSource dataSource, TenantSession tenantSession, Erasures erasures,
            Event<PersonalDataErased> erased) {
        this.erasures = erasures;
        this.dataSource = dataSource;
        this.tenantSession = tenantSession;
        this.erased = erased;
    }

    /** Rows per table. */
    @Transactional
    public Map<String, Long> count(Tenant tenant) {
        tenantSession.bind(tenant);
        try (Connection connection = dataSource.getConnection()) {
            return countAll(connection, userTables(connection), tenant);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot count the user's rows", e);
        }
    }

    /**
     * Deletes every row of the user, table by table in batches of {@value #BATCH} rows, each batch
     * its own transaction: a user with a large memory never holds one huge transaction, and an
     * erasure cut short (process killed) simply goes on when asked again. Returns how many rows
     * each table held when the erasure began; rows that cascade from another table are counted
     * before anything is deleted, so each table reports its own. Observers of
     * {@link PersonalDataErased} (after success) drop what they cache about the user.
     */
    public Map<String, Long> erase(Tenant tenant) {
        erasures.record(tenant);
        Map<String, Long> held = count(tenant);
        for (String table : held.keySet()) {
            while (QuarkusTransaction.requiringNew().call(() -> eraseBatch(table, tenant)) == BATCH) {
                // the next batch, until the table holds nothing of this user
            }
        }
        erased.fire(new PersonalDataErased(tenant));
        return held;
    }

    private int eraseBatch(String table, Tenant tenant) {
        tenantSession.bind(tenant);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement delete = connection.prepareStatement("delete from " + table
                     + " where ctid = any(array(select ctid from " + table + " where user_id = ? and workspace_id = ? limit ?))")) {
            delete.setString(1, tenant.userId());
            delete.setString(2, tenant.workspaceId());
            delete.setInt(3, BATCH);
            return delete.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot erase the user's rows from " + table, e);
        }
    }

    private static Map<String, Long> countAll(Connection connection, List<String> tables, Tenant tenant) throws SQLException {
        Map<String, Long> rows = new LinkedHashMap<>();
        for (String table : tables) {
            rows.put(table, count(connection, table, tenant));
        }
        return rows;
    }

    private static long count(Connection connection, String table, Tenant tenant) throws SQLException {
        try (PreparedStatement count = connection.prepareStatement(
                "select count(*) from " + table + " where user_id = ? and workspace_id = ?")) {
            count.setString(1, tenant.userId());
            count.setString(2, tenant.workspaceId());
            try (ResultSet result = count.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        }
    }

    /**
     * Tables of this service's schema that belong to users, children before the tables they
     * reference. A table whose row-level security is by workspace ({@value #WORKSPACE_POLICY}: the
     * gateway's workspace membership) holds the workspace's record of who belongs to it, not the
     * user's memory: erasing a member's row would also undo a workspace admin's removal.
     */
    private static List<String> userTables(Connection connection) throws SQLException {
        try (PreparedStatement tables = connection.prepareStatement("""
                select c.table_name
                  from information_schema.columns c
                  join information_schema.columns w
                    on w.table_schema = c.table_schema and w.table_name = c.table_name and w.column_name = 'workspace_id'
                 where c.table_schema = current_schema() and c.column_name = 'user_id'
                   and not exists (select 1 from pg_policies p
                                    where p.schemaname = c.table_schema and p.tablename = c.table_name
                                      and p.policyname = ?)
                 order by (select count(*) from information_schema.referential_constraints r
                             join information_schema.table_constraints t
                               on t.constraint_name = r.constraint_name and t.constraint_schema = r.constraint_schema
                            where t.table_schema = c.table_schema and t.table_name = c.table_name) desc,
                          c.table_name""")) {
            tables.setString(1, WORKSPACE_POLICY);
            try (ResultSet result = tables.executeQuery()) {
                List<String> names = new ArrayList<>();
                while (result.next()) {
                    names.add(result.getString(1));
                }
                return names;
            }
        }
    }
}
