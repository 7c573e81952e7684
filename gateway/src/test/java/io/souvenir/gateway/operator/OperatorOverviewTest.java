package io.souvenir.gateway.operator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.souvenir.platform.testing.TestTokens;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(ServiceStandIns.class)
class OperatorOverviewTest {

    @ConfigProperty(name = "kafka.bootstrap.servers")
    String kafka;

    private final String olivia = TestTokens.bearerWithRoles(TestTokens.newUser(), "acme", "operator", "offline_access");

    @Test
    void anOperatorSeesEachServicesHealth() {
        given().header("Authorization", olivia)
                .get("/api/v1/operator/overview")
                .then().statusCode(200)
                .body("services.name", contains("action-ledger", "consolidator", "memory-service", "turn-service", "verifier-service"))
                .body("services.find { it.name == 'turn-service' }.status", equalTo("UP"))
                .body("services.find { it.name == 'verifier-service' }.status", equalTo("DOWN"))
                .body("services.find { it.name == 'memory-service' }.status", equalTo("UNREACHABLE"))
                .body("zipkinUrl", equalTo("http://127.0.0.1:9411/"));
    }

    @Test
    void anOperatorSeesHowManyRecordsWaitInEachDeadLetterQueue() throws Exception {
        String topic = "souvenir.operator-test-" + UUID.randomUUID() + ".dlq";
        try (var producer = new KafkaProducer<String, String>(Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka),
                new StringSerializer(), new StringSerializer())) {
            for (int i = 0; i < 3; i++) {
                producer.send(new ProducerRecord<>(topic, "user", "{\"not\":\"an event\"}")).get();
            }
        }

        given().header("Authorization", olivia)
                .get("/api/v1/operator/overview")
                .then().statusCode(200)
                .body("kafka", equalTo("UP"))
                .body("deadLetters.find { it.topic == '" + topic + "' }.records", equalTo(3))
                .body("deadLetters.topic", hasItem("souvenir.turns.dlq"))
                .body("deadLetters.find { it.topic == 'souvenir.turns.dlq' }.records", equalTo(0));
    }

    @Test
    void aUserWithoutTheRoleIsRefused() {
        given().header("Authorization", TestTokens.bearer(TestTokens.newUser(), "acme"))
                .get("/api/v1/operator/overview")
                .then().statusCode(403).contentType("application/problem+json")
                .body("status", equalTo(403));
    }

    @Test
    void withoutATokenItIsUnauthorized() {
        given().get("/api/v1/operator/overview").then().statusCode(401);
    }
}
