package io.souvenir.consolidator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.MemoriesCreated;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.contracts.memory.TimeZoneChanged;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A user whose memories were kept is looked after by the night, at 02:00 in the time zone of their
 * settings, and the night follows them when it changes.
 */
@QuarkusTest
@QuarkusTestResource(MemoryServiceStandIn.class)
class NightTimeZoneTest {

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void aUserInNewYorkSleepsAtTwoNewYorkTimeAndMovingToTokyoMovesTheirNight() {
        settingsSay("America/New_York");
        OffsetDateTime inNewYork = awaitNightIn("America/New_York");
        assertThat(inNewYork.atZoneSameInstant(ZoneId.of("America/New_York")).toLocalTime()).isEqualTo(LocalTime.of(2, 0));
        assertThat(inNewYork).isAfter(OffsetDateTime.now()).isBefore(OffsetDateTime.now().plusDays(1));

        settingsSay("Asia/Tokyo");
        OffsetDateTime inTokyo = awaitNightIn("Asia/Tokyo");
        assertThat(inTokyo.atZoneSameInstant(ZoneId.of("Asia/Tokyo")).toLocalTime()).isEqualTo(LocalTime.of(2, 0));
        assertThat(inTokyo).isAfter(OffsetDateTime.now()).isBefore(OffsetDateTime.now().plusDays(1));
    }

    @Test
    void aUserWhoseFirstMemoriesWereKeptIsLookedAfterOnce() {
        String bob = TestTokens.newUser();
        for (int time = 0; time < 2; time++) {
            messaging.source("memory-events").send(List.of(TestEvents.record(TestEvents.header(bob, "acme"), Events.MEMORIES_CREATED,
                    new MemoriesCreated(UUID.randomUUID(), MemorySource.TURN, List.of(new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT,
                            null, null, "Je suis infirmière", List.of(), null, null, false, 0.9)), List.of()))));
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> Database.countAs("consolidator", "sleepers", bob, "acme") == 1);
        await().during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                .until(() -> Database.countAs("consolidator", "sleepers", bob, "acme") == 1);
    }

    private void settingsSay(String zone) {
        messaging.source("memory-events").send(List.of(TestEvents.record(TestEvents.header(alice, "acme"), Events.TIME_ZONE_CHANGED,
                new TimeZoneChanged(zone))));
    }

    private OffsetDateTime awaitNightIn(String zone) {
        return await().atMost(Duration.ofSeconds(10)).until(() -> nextNight(zone), Optional::isPresent).orElseThrow();
    }

    /** Alice's next night, if the night looks after her in {@code zone}. */
    private Optional<OffsetDateTime> nextNight(String zone) throws SQLException {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             PreparedStatement query = connection.prepareStatement(
                     "select next_classify_at from consolidator.sleepers where user_id = ? and workspace_id = 'acme' and time_zone = ?")) {
            query.setString(1, alice);
            query.setString(2, zone);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? Optional.of(row.getObject(1, OffsetDateTime.class)) : Optional.empty();
            }
        }
    }
}
