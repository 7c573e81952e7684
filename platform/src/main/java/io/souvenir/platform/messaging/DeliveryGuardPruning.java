package io.souvenir.platform.messaging;

import io.agroal.api.AgroalDataSource;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import org.jboss.logging.Logger;

/** Deletes processed_events and erasure tombstones older than their retention (db/platform V0_4). */
@ApplicationScoped
public class DeliveryGuardPruning {

    private static final Logger LOG = Logger.getLogger(DeliveryGuardPruning.class);

    private final AgroalDataSource dataSource;
    private final RetentionConfig config;

    DeliveryGuardPruning(AgroalDataSource dataSource, RetentionConfig config) {
        this.dataSource = dataSource;
        this.config = config;
    }

    @Scheduled(every = "${souvenir.retention.interval:1h}", delayed = "${souvenir.retention.delay:1m}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void scheduled() {
        try {
            prune(Instant.now());
        } catch (SQLException e) {
            LOG.warnf(e, "pruning processed_events and erasures failed; the next run tries again");
        }
    }

    /** Rows pruned as of {@code now}, batch after batch until none is older than its retention. */
    public long prune(Instant now) throws SQLException {
        long total = 0;
        try (Connection connection = dataSource.getConnection();
             PreparedStatement prune = connection.prepareStatement("select prune_delivery_guards(?, ?, ?)")) {
            prune.setTimestamp(1, Timestamp.from(now.minus(config.processedEvents())));
            prune.setTimestamp(2, Timestamp.from(now.minus(config.erasures())));
            prune.setInt(3, config.batchSize());
            int pruned;
            do {
                try (ResultSet result = prune.executeQuery()) {
                    result.next();
                    pruned = result.getInt(1);
                }
                total += pruned;
            } while (pruned >= config.batchSize());
        }
        if (total > 0) {
            LOG.infof("pruned %d processed events and erasure tombstones", total);
        }
        return total;
    }
}
