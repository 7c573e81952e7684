package io.souvenir.memory;

import static io.souvenir.memory.MemoriesTest.fact;
import static io.souvenir.memory.MemoriesTest.person;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsInAnyOrder;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.CreateMemories;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(MemoryCapTest.CapOfFour.class)
class MemoryCapTest {

    public static class CapOfFour implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("souvenir.memory.cap-per-user", "4");
        }
    }

    @Inject
    @Any
    InMemoryConnector messaging;

    private final String alice = TestTokens.newUser();

    @Test
    void overTheCapOnlyTheLeastRecentlyMentionedGeneralFactsGo() {
        send(person("Claire", "wife", "Claire — ma femme"), fact("Je suis infirmière", Facet.IDENTITY, Domain.NONE),
                fact("Allergique aux arachides", Facet.GENERAL, Domain.HEALTH), fact("Le code du portail est 4820", Facet.GENERAL, Domain.NONE));
        await().atMost(Duration.ofSeconds(30)).until(() -> Database.countAs("memory", "memories", alice, "acme") == 4);

        send(fact("La boulangerie ferme le lundi", Facet.GENERAL, Domain.NONE));
        send(fact("Le train de 8h12 est souvent en retard", Facet.GENERAL, Domain.NONE));

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/memories")
                        .then().statusCode(200).body("items.text", containsInAnyOrder("Claire — ma femme", "Je suis infirmière",
                                "Allergique aux arachides", "Le train de 8h12 est souvent en retard")));
    }

    private void send(MemoryDraft... drafts) {
        messaging.source("memory-commands").send(TestEvents.record(TestEvents.header(alice, "acme"), Events.CREATE_MEMORIES,
                new CreateMemories(UUID.randomUUID(), UUID.randomUUID(), MemorySource.TURN, List.of(drafts))));
    }
}
