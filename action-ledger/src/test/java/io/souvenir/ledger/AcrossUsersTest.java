package io.souvenir.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.activity.ActivityRecorded;
import io.souvenir.platform.messaging.DeliveryGuardPruning;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.privacy.Erasures;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import jakarta.inject.Inject;
import io.souvenir.platform.testing.TestTokens;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The only ways across users, as action-ledger's runtime role sees them: two instances relaying
 * one outbox (while one holds a user's events, the other sends none of that user's later ones, so
 * Kafka receives them in the order they were written), and the scheduler's scan; a flag the role
 * sets for itself opens neither (rows stay uncommitted, so the running test application never
 * sees them); the pruning of idempotency rows past their retention; and the lock that keeps an
 * event handled during a wipe from writing rows the wipe has passed.
 */
@QuarkusTest
class AcrossUsersTest {

    private static final int SHARDS = 4;

    @Inject
    DeliveryGuardPruning pruning;

    @Inject
    Erasures erasures;

    @Inject
    IncomingEvents incoming;

    @Test
    void whileOneRelayHoldsAUsersEventsTheOtherSendsNoneOfTheirLaterOnes() throws SQLException {
        String alice = TestTokens.newUser();
        try (Connection first = relay(); Connection second = relay(); Connection third = relay()) {
            write(first, alice, "first");
            write(second, alice, "second");
            int shard = shard(first, alice);

            assertThat(batch(first, shard)).containsExactly("first");
            assertThat(batch(second, shard)).as("the second relay waits for the first").isEmpty();
            assertThat(delete(third, shard)).as("nor may another delete what the first holds").isFalse();

            first.rollback();
            assertThat(batch(second, shard)).containsExactly("second");
            second.rollback();
        }
    }

    @Test
    void theRuntimeRoleNoLongerSeesEveryUsersOutboxBySettingAFlag() throws SQLException {
        String alice = TestTokens.newUser();
        try (Connection connection = relay()) {
            write(connection, alice, "private");
            // the same transaction, now bound to another user and declaring itself the relay
            try (PreparedStatement snoop = connection.prepareStatement("""
                    select set_config('souvenir.user_id', 'mallory', true), set_config('souvenir.outbox_relay', 'on', true)""");
                 PreparedStatement count = connection.prepareStatement("select count(*) from outbox where user_id = ?")) {
                snoop.execute();
                count.setString(1, alice);
                try (ResultSet rows = count.executeQuery()) {
                    rows.next();
                    assertThat(rows.getLong(1)).isZero();
                }
            }
            connection.rollback();
        }
    }

    @Test
    void theSchedulersFlagNoLongerOpensEveryUsersActionsButItsScanStillFindsWhatFallsDue() throws SQLException {
        String alice = TestTokens.newUser();
        UUID action = UUID.randomUUID();
        try (Connection connection = relay()) {
            bind(connection, alice);
            try (PreparedStatement insert = connection.prepareStatement("""
                    insert into actions (id, user_id, workspace_id, trace_id, channel, tool, arguments, label, language,
                                         status, proposed_at, expires_at)
                    values (?, ?, 'acme', 'trace', 'web', 'email_send', '{}', 'label', 'fr', 'proposed',
                            now() - interval '1 hour', now() - interval '1 minute')""")) {
                insert.setObject(1, action);
                insert.setString(2, alice);
                insert.executeUpdate();
            }
            try (PreparedStatement snoop = connection.prepareStatement("""
                    select set_config('souvenir.user_id', 'mallory', true), set_config('souvenir.scheduler', 'on', true)""");
                 PreparedStatement count = connection.prepareStatement("select count(*) from actions where id = ?");
                 PreparedStatement due = connection.prepareStatement(
                         "select user_id from due_expiring_actions(now(), 100000) where id = ?")) {
                snoop.execute();
                count.setObject(1, action);
                try (ResultSet rows = count.executeQuery()) {
                    rows.next();
                    assertThat(rows.getLong(1)).isZero();
                }
                due.setObject(1, action);
                try (ResultSet rows = due.executeQuery()) {
                    assertThat(rows.next()).as("the scan finds it, with its tenant").isTrue();
                    assertThat(rows.getString(1)).isEqualTo(alice);
                }
            }
            connection.rollback();
        }
    }

    @Test
    void idempotencyRowsOlderThanTheirRetentionArePrunedAcrossUsersAndRecentOnesKept() throws SQLException {
        String alice = TestTokens.newUser();
        String bob = TestTokens.newUser();
        try (Connection connection = relay()) {
            for (String user : List.of(alice, bob)) {
                bind(connection, user);
                try (PreparedStatement insert = connection.prepareStatement("""
                        insert into processed_events (consumer, event_id, user_id, workspace_id, processed_at)
                        values ('retention-test', ?, ?, 'acme', now() - interval '15 days'),
                               ('retention-test', ?, ?, 'acme', now() - interval '1 day')""")) {
                    insert.setObject(1, UUID.randomUUID());
                    insert.setString(2, user);
                    insert.setObject(3, UUID.randomUUID());
                    insert.setString(4, user);
                    insert.executeUpdate();
                }
            }
            connection.commit();
        }

        assertThat(pruning.prune(java.time.Instant.now())).isGreaterThanOrEqualTo(2);

        for (String user : List.of(alice, bob)) {
            assertThat(Database.countAs("ledger", "processed_events", user, "acme")).as(user).isEqualTo(1);
        }
    }

    @Test
    void anErasureWaitsForTheHandlerStillWorkingForTheUserAndTheNextHandlerSeesIt() throws Exception {
        Tenant alice = new Tenant("acme", TestTokens.newUser());
        EventEnvelope said = TestEvents.envelope(TestEvents.header(alice.userId(), "acme"), Events.ACTIVITY_RECORDED,
                new ActivityRecorded("turn.received", "said before the erasure", "gateway"));
        CountDownLatch claimed = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Boolean> handler = CompletableFuture.supplyAsync(() -> QuarkusTransaction.requiringNew().call(() -> {
            boolean first = incoming.claim("test.in-flight", said);
            claimed.countDown();
            await(finish);
            return first;
        }));
        claimed.await(10, TimeUnit.SECONDS);
        CompletableFuture<Void> erasure = CompletableFuture.runAsync(() -> erasures.record(alice));

        Thread.sleep(500);
        assertThat(erasure).as("the erasure waits for the handler in flight").isNotDone();
        finish.countDown();
        assertThat(handler.get(10, TimeUnit.SECONDS)).isTrue();
        erasure.get(10, TimeUnit.SECONDS);
        assertThat(QuarkusTransaction.requiringNew().call(() -> incoming.claim("test.after", said)))
                .as("a handler after it skips what was said before").isFalse();
        assertThat(Database.countAs("ledger", "processed_events", alice.userId(), "acme")).isEqualTo(1);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void bind(Connection connection, String user) throws SQLException {
        try (PreparedStatement bind = connection.prepareStatement(
                "select set_config('souvenir.user_id', ?, true), set_config('souvenir.workspace_id', 'acme', true)")) {
            bind.setString(1, user);
            bind.execute();
        }
    }

    private static Connection relay() throws SQLException {
        Connection connection = DriverManager.getConnection(Database.url() + "?currentSchema=ledger", "ledger_app", "ledger_app");
        connection.setAutoCommit(false);
        return connection;
    }

    private static void write(Connection connection, String user, String payload) throws SQLException {
        bind(connection, user);
        try (PreparedStatement insert = connection.prepareStatement("""
                     insert into outbox (event_id, topic, record_key, payload, user_id, workspace_id)
                     values (?, 'souvenir.test', ?, ?, ?, 'acme')""")) {
            insert.setObject(1, UUID.randomUUID());
            insert.setString(2, user);
            insert.setString(3, payload);
            insert.setString(4, user);
            insert.executeUpdate();
        }
    }

    private static int shard(Connection connection, String key) throws SQLException {
        try (PreparedStatement shard = connection.prepareStatement("select outbox_shard(?, ?)")) {
            shard.setString(1, key);
            shard.setInt(2, SHARDS);
            try (ResultSet result = shard.executeQuery()) {
                result.next();
                return result.getInt(1);
            }
        }
    }

    private static List<String> batch(Connection connection, int shard) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("select payload from outbox_relay_batch(?, ?, 100)")) {
            select.setInt(1, shard);
            select.setInt(2, SHARDS);
            List<String> payloads = new ArrayList<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    payloads.add(rows.getString(1));
                }
            }
            return payloads;
        }
    }

    private static boolean delete(Connection connection, int shard) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("select outbox_relay_delete(?, ?, '{}')")) {
            delete.setInt(1, shard);
            delete.setInt(2, SHARDS);
            delete.execute();
            return true;
        } catch (SQLException refused) {
            connection.rollback();
            return false;
        }
    }
}
