package io.souvenir.memory.search;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Search relies on the full-text match being leak-proof (deploy/postgres/bootstrap.sql): without
 * it, row-level security keeps the planner off the full-text index and every search reads all of
 * the user's rows. A restore or a new cluster that lost the declaration would not fail, only get
 * slow; so memory-service is not ready until the declaration is there.
 */
@Readiness
@ApplicationScoped
public class LeakProofMatch implements HealthCheck {

    private final AgroalDataSource dataSource;

    LeakProofMatch(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public HealthCheckResponse call() {
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(
                     "select proleakproof from pg_proc where oid = 'pg_catalog.ts_match_vq(tsvector, tsquery)'::regprocedure")) {
            boolean leakProof = result.next() && result.getBoolean(1);
            return HealthCheckResponse.named("full-text match leak-proof").status(leakProof)
                    .withData("fix", leakProof ? "" : "ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF (as superuser)")
                    .build();
        } catch (SQLException e) {
            return HealthCheckResponse.named("full-text match leak-proof").down().withData("error", e.getMessage()).build();
        }
    }
}
