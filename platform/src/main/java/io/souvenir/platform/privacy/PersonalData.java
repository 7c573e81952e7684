package io.souvenir.platform.privacy;

import io.agroal.api.AgroalDataSource;
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
 * too. Counting and erasing run under the user's tenant, so row-level security confines them to
 * that user even if a query were wrong.
 */
@ApplicationScoped
public class PersonalData {

    private final AgroalDataSource dataSource;
    private final TenantSession tenantSession;
    private final Event<PersonalDataErased> erased;

    PersonalData(AgroalDataSource dataSource, TenantSession tenantSession, Event<PersonalDataErased> erased) {
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
     * Deletes every row of the user and returns how many each table held. Rows that cascade from
     * another table are counted before anything is deleted, so each table reports its own.
     * Observers of {@link PersonalDataErased} (after success) drop what they cache about the user.
     */
    @Transactional
    public Map<String, Long> erase(Tenant tenant) {
        tenantSession.bind(tenant);
        try (Connection connection = dataSource.getConnection()) {
            List<String> tables = userTables(connection);
            Map<String, Long> held = countAll(connection, tables, tenant);
            for (String table : tables) {
                try (PreparedStatement delete = connection.prepareStatement(
                        "delete from " + table + " where user_id = ? and workspace_id = ?")) {
                    delete.setString(1, tenant.userId());
                    delete.setString(2, tenant.workspaceId());
                    delete.executeUpdate();
                }
            }
            erased.fire(new PersonalDataErased(tenant));
            return held;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot erase the user's rows", e);
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

    /** Tables of this service's schema that belong to users, children before the tables they reference. */
    private static List<String> userTables(Connection connection) throws SQLException {
        try (PreparedStatement tables = connection.prepareStatement("""
                select c.table_name
                  from information_schema.columns c
                  join information_schema.columns w
                    on w.table_schema = c.table_schema and w.table_name = c.table_name and w.column_name = 'workspace_id'
                 where c.table_schema = current_schema() and c.column_name = 'user_id'
                 order by (select count(*) from information_schema.referential_constraints r
                             join information_schema.table_constraints t
                               on t.constraint_name = r.constraint_name and t.constraint_schema = r.constraint_schema
                            where t.table_schema = c.table_schema and t.table_name = c.table_name) desc,
                          c.table_name""");
             ResultSet result = tables.executeQuery()) {
            List<String> names = new ArrayList<>();
            while (result.next()) {
                names.add(result.getString(1));
            }
            return names;
        }
    }
}
