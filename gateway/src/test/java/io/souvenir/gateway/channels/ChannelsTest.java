package io.souvenir.gateway.channels;

import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import io.smallrye.reactive.messaging.memory.InMemoryConnector;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.contracts.turn.TurnAnswered;
import io.souvenir.contracts.turn.TurnReceived;
import io.souvenir.gateway.channels.email.EmailReader;
import io.souvenir.gateway.channels.email.InboundEmail;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.PublishedEvents;
import io.souvenir.platform.testing.TestEvents;
import io.souvenir.platform.testing.TestTokens;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.apache.james.mime4j.dom.Message;
import org.apache.james.mime4j.message.DefaultMessageBuilder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Telegram and email end to end inside the gateway: real Bot API Update JSON and real MIME in,
 * a local Bot API server and a local SMTP server out, the outbox and the in-memory channels in
 * between (turn-service's part is played by sending its reply).
 */
@QuarkusTest
@QuarkusTestResource(ChannelStandIns.class)
class ChannelsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final java.util.concurrent.atomic.AtomicLong UPDATE_IDS = new java.util.concurrent.atomic.AtomicLong(725431000);
    private static final String SEND_MESSAGE = "/bot" + ChannelStandIns.BOT_TOKEN + "/sendMessage";

    @Inject
    @Any
    InMemoryConnector messaging;

    @TestHTTPResource("/api/v1/stream")
    URI stream;

    private PublishedEvents published;
    private final String alice = TestTokens.newUser();
    private final long chat = ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    private final String address = "alice." + UUID.randomUUID().toString().substring(0, 8) + "@mail.example.org";

    @BeforeEach
    void reset() {
        published = new PublishedEvents(messaging);
        published.clear();
        ChannelStandIns.stubSendMessage();
        ChannelStandIns.smtp.clear();
    }

    // ---------------------------------------------------------------------------------- Telegram

    @ParameterizedTest(name = "secret: {0}")
    @CsvSource(value = {"NONE", "wrong-secret", "telegram-webhook-secret_"}, nullValues = "NONE")
    void aWebhookCallWithoutTheRightSecretIs401AndChangesNothing(String secret) {
        RequestSpecification request = given().contentType(ContentType.JSON).body(update("private-text-message", "hello", "en"));
        if (secret != null) {
            request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        request.post("/api/v1/channels/telegram/webhook")
                .then().statusCode(401).contentType("application/problem+json").body("status", equalTo(401));

        assertNothingKept(String.valueOf(chat));
        assertThat(ChannelStandIns.botApi.findAll(postRequestedFor(urlPathMatching(".*")))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"fr, Bonjour ! Je ne sais pas encore à qui je parle", "en, Hello! I don't know who I'm talking to yet"})
    void anUnknownChatIsToldHowToLinkItselfAndNothingIsKept(String language, String politeStart) {
        telegram(update("private-text-message", "Salut, ma fille a onze ans.", language)).then().statusCode(200);

        JsonNode sent = awaitSentTo(chat);
        assertThat(sent.path("text").asText()).startsWith(politeStart).contains("/start");
        assertNothingKept(String.valueOf(chat));
    }

    @Test
    void aLinkedChatBecomesTurnsOfItsUserAndHearsTheRepliesThroughSendMessage() {
        link(chat, "fr");

        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/channels")
                .then().statusCode(200)
                .body("telegramBot", equalTo("SouvenirTestBot"))
                .body("links[0].channel", equalTo("telegram"))
                .body("links[0].address", equalTo(String.valueOf(chat)));

        telegram(update("private-text-message", "Salut, ma fille a onze ans.", "fr")).then().statusCode(200);

        EventEnvelope turn = published.awaitEvent(Events.TURN_RECEIVED, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        assertThat(turn.channel()).isEqualTo(Channel.TELEGRAM);
        assertThat(turn.workspaceId()).isEqualTo("acme");
        assertThat(received.text()).isEqualTo("Salut, ma fille a onze ans.");
        assertThat(received.activity()).singleElement().satisfies(line ->
                assertThat(line.summary()).isEqualTo("Message received on telegram"));

        messaging.source("channel-replies").send(TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), "Onze ans, c'est un bel âge.", "fr", List.of(), null)));

        JsonNode reply = awaitSentTo(chat, "Onze ans, c'est un bel âge.");
        assertThat(reply.path("reply_parameters").path("message_id").asLong()).isEqualTo(1365);

        // the next message continues the same conversation; an update Telegram sends again is heard once
        String next = update("private-text-message", "Et mon fils a dix-huit ans.", "fr");
        telegram(next).then().statusCode(200);
        telegram(next).then().statusCode(200);
        await().until(() -> published.events(Events.TURN_RECEIVED, alice).size() == 2);
        await().during(Duration.ofMillis(500)).until(() -> published.events(Events.TURN_RECEIVED, alice).size() == 2);
        assertThat(TestEvents.codec().payload(published.events(Events.TURN_RECEIVED, alice).get(1), Events.TURN_RECEIVED).sessionId())
                .isEqualTo(received.sessionId());
    }

    @Test
    void aCodeWorksOnceAndOnlyBeforeItExpires() {
        String code = newCode();
        telegram(update("start-command", "/start " + code, "en")).then().statusCode(200);
        assertThat(awaitSentTo(chat).path("text").asText()).startsWith("Done: this chat is linked");

        long otherChat = chat + 1;
        telegram(update("start-command", "/start " + code, "en").replace(String.valueOf(chat), String.valueOf(otherChat)))
                .then().statusCode(200);
        assertThat(awaitSentTo(otherChat).path("text").asText()).startsWith("That code is not valid");
        assertThat(rows("select count(*) from gateway.channel_links where address = ?", String.valueOf(otherChat))).isZero();

        String expired = newCode();
        Database.executeAsSuperuser("update gateway.channel_link_codes set expires_at = now() - interval '1 second' where code = '"
                + expired + "'");
        telegram(update("start-command", "/start " + expired, "en").replace(String.valueOf(chat), String.valueOf(otherChat)))
                .then().statusCode(200);
        await().until(() -> sentTo(otherChat).size() == 2);
        assertThat(rows("select count(*) from gateway.channel_links where address = ?", String.valueOf(otherChat))).isZero();
    }

    @Test
    void aReplyTheBotApiRefusesOnceIsSentAgain() {
        link(chat, "en");
        telegram(update("private-text-message", "ping", "en")).then().statusCode(200);
        EventEnvelope turn = published.awaitEvent(Events.TURN_RECEIVED, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        ChannelStandIns.failSendMessageOnce();
        messaging.source("channel-replies").send(TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), "pong", "en", List.of(), null)));

        await().atMost(Duration.ofSeconds(15)).until(() -> sentTo(chat).size() == 2);
        assertThat(sentTo(chat)).extracting(sent -> sent.path("text").asText()).containsOnly("pong");
        assertThat(rows("select count(*) from gateway.channel_turns where turn_id = ?", received.turnId())).isZero();
    }

    @Test
    void aNotificationReachesTheStreamAndTheChannelOfItsEnvelopeOnce() throws Exception {
        link(chat, "fr");
        EventHeader header = new EventHeader(UUID.randomUUID(), java.time.OffsetDateTime.now(), TestEvents.newTraceId(), "acme",
                alice, Channel.TELEGRAM);
        String notification = TestEvents.record(header, Events.NOTIFY,
                new Notify(Notify.REMINDER_DUE, "Rappel : payer le loyer", "fr", UUID.randomUUID(), null));

        messaging.source("channel-notifications").send(notification);
        messaging.source("channel-notifications").send(notification);

        awaitSentTo(chat, "Rappel : payer le loyer");
        await().during(Duration.ofMillis(500)).until(() -> sentTo(chat).size() == 1);

        Queue<String> lines = new ConcurrentLinkedQueue<>();
        HttpResponse<Stream<String>> sse = HttpClient.newHttpClient().send(HttpRequest.newBuilder(stream)
                .header("Authorization", TestTokens.bearer(alice, "acme")).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofLines());
        Thread reader = new Thread(() -> {
            try {
                sse.body().forEach(lines::add);
            } catch (UncheckedIOException closedByTheTest) {
                // the stream ends when the test closes it
            }
        });
        reader.setDaemon(true);
        reader.start();
        try {
            await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(300)).untilAsserted(() -> {
                messaging.source("notifications").send(TestEvents.record(header.next(), Events.NOTIFY,
                        new Notify(Notify.REMINDER_DUE, "Rappel : payer le loyer", "fr", UUID.randomUUID(), null)));
                assertThat(lines).anyMatch(line -> line.replace(" ", "").equals("event:notification"));
                assertThat(lines).anyMatch(line -> line.startsWith("data") && line.contains("Rappel : payer le loyer"));
            });
            // replies keep coming as unnamed events, a TurnAnswered each
            UUID turnId = UUID.randomUUID();
            messaging.source("replies").send(TestEvents.record(header.next(), Events.TURN_ANSWERED,
                    new TurnAnswered(turnId, UUID.randomUUID(), "Bien reçu.", "fr", List.of(), null)));
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(lines)
                    .anyMatch(line -> line.startsWith("data") && line.contains("\"turnId\":\"" + turnId + "\"")
                            && line.contains("\"reply\":\"Bien reçu.\"")));
        } finally {
            sse.body().close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no update id     | {\"message\": {\"message_id\": 1, \"chat\": {\"id\": 1, \"type\": \"private\"}, \"text\": \"hi\"}} | update_id",
            "update id a word | {\"update_id\": \"one\"}                                                              | update_id",
            "no chat          | {\"update_id\": 1, \"message\": {\"message_id\": 1, \"text\": \"hi\"}}                  | message.chat",
            "no chat id       | {\"update_id\": 1, \"message\": {\"message_id\": 1, \"chat\": {\"type\": \"private\"}, \"text\": \"hi\"}} | message.chat.id",
            "chat id a word   | {\"update_id\": 1, \"message\": {\"message_id\": 1, \"chat\": {\"id\": \"me\"}, \"text\": \"hi\"}} | message.chat.id",
    })
    void aMalformedUpdateIs400NamingTheFieldAndChangesNothing(String label, String body, String field) {
        telegram(body).then().statusCode(400).contentType("application/problem+json").body("errors.field", hasItem(field));
        assertThat(published.isEmpty()).isTrue();
        assertThat(ChannelStandIns.botApi.findAll(postRequestedFor(urlPathMatching(".*")))).isEmpty();
    }

    @Test
    void aBodyThatIsNotJsonIs400() {
        telegram("{\"update_id\": ").then().statusCode(400).contentType("application/problem+json")
                .body("detail", equalTo("the body is not valid JSON"));
        assertThat(published.isEmpty()).isTrue();
    }

    // ------------------------------------------------------------------------------------- email

    @Test
    void anEmailFromALinkedAddressBecomesATurnAndItsReplyComesBackBySmtp() {
        String code = newCode();
        email("application/json", "{\"from\": \"Alice Martin <" + address.toUpperCase() + ">\", \"subject\": \"Code " + code
                + "\", \"text\": \"Voici mon code\", \"messageId\": \"<link-1@mail.example.org>\"}")
                .then().statusCode(200).body("outcome", equalTo("linked"));
        assertThat(awaitMailTo(address).text()).startsWith("C'est fait : cette adresse est reliée");

        String mime = resource("email/reply.eml").replace("FROM", address).replace("\n", "\r\n");
        var accepted = email("message/rfc822", mime).then().statusCode(200)
                .body("outcome", equalTo("turn"))
                .body("traceId", matchesPattern("[0-9a-f]{32}"))
                .extract();

        email("message/rfc822", mime).then().statusCode(200).body("outcome", equalTo("duplicate"));

        EventEnvelope turn = published.awaitEvent(Events.TURN_RECEIVED, alice);
        TurnReceived received = TestEvents.codec().payload(turn, Events.TURN_RECEIVED);
        assertThat(published.events(Events.TURN_RECEIVED, alice)).hasSize(1);
        assertThat(turn.channel()).isEqualTo(Channel.EMAIL);
        assertThat(turn.traceId()).isEqualTo(accepted.path("traceId"));
        assertThat(received.turnId().toString()).isEqualTo(accepted.path("turnId"));
        assertThat(received.text()).isEqualTo("Rappelle-moi jeudi de payer le loyer, s'il te plaît.");

        ChannelStandIns.smtp.clear();
        messaging.source("channel-replies").send(TestEvents.record(turn.header().next(), Events.TURN_ANSWERED,
                new TurnAnswered(received.turnId(), received.sessionId(), "C'est noté, je te le rappellerai jeudi.", "fr", List.of(),
                        null)));

        String raw = awaitMail(address);
        Message reply = parse(raw);
        assertThat(reply.getSubject()).isEqualTo("Re: Rendez-vous");
        assertThat(reply.getHeader().getField("In-Reply-To").getBody()).isEqualTo("<CAF7x9QzR2m@mail.example.org>");
        assertThat(new EmailReader().fromMime(raw.getBytes(StandardCharsets.UTF_8)).text())
                .isEqualTo("C'est noté, je te le rappellerai jeudi.");
    }

    @Test
    void anUnknownSenderIsToldHowToLinkAndNothingIsKept() {
        email("application/json", "{\"from\": \"" + address + "\", \"subject\": \"Hello\", \"text\": \"My daughter is eleven.\"}")
                .then().statusCode(200).body("outcome", equalTo("not-linked"));

        assertThat(awaitMailTo(address).text()).contains("Hello! I don't know this address yet.");
        assertNothingKept(address);
    }

    /** Removal is not a wipe: the chat and the address stay linked, they are told why nothing is kept, and restoring lets them in again. */
    @Test
    void aRemovedMembersChatAndAddressAreToldPolitelyAndNothingIsKeptUntilRestored() {
        link(chat, "fr");
        String code = newCode();
        email("application/json", "{\"from\": \"" + address + "\", \"subject\": \"Code " + code + "\", \"text\": \"code\"}")
                .then().statusCode(200).body("outcome", equalTo("linked"));
        awaitMailTo(address);
        ChannelStandIns.smtp.clear();
        published.clear();
        String admin = TestTokens.bearerWithRoles(TestTokens.newUser(), "acme", "workspace-admin");
        given().header("Authorization", admin).post("/api/v1/workspace/members/" + alice + "/remove").then().statusCode(204);
        published.awaitEvent(Events.MEMBER_ACCESS_CHANGED, alice);
        published.clear();
        long outboxBefore = Database.countAs("gateway", "outbox", alice, "acme");

        telegram(update("private-text-message", "Ma fille a onze ans.", "fr")).then().statusCode(200);
        email("application/json", "{\"from\": \"" + address + "\", \"subject\": \"Nouvelles\", \"text\": \"Ma fille a onze ans.\","
                + " \"messageId\": \"<removed-1@mail.example.org>\"}")
                .then().statusCode(200).body("outcome", equalTo("removed")).body("turnId", equalTo(null));

        assertThat(awaitSentTo(chat).path("text").asText()).isEqualTo(ChannelTexts.removedMember("fr"));
        assertThat(awaitMailTo(address).text()).contains("Ton accès à Souvenir a été retiré", "Your access to Souvenir was removed");
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(2)).until(() -> published.isEmpty());
        assertThat(Database.countAs("gateway", "outbox", alice, "acme")).isEqualTo(outboxBefore);
        assertThat(Database.countAs("gateway", "channel_turns", alice, "acme")).isZero();
        assertThat(Database.countAs("gateway", "channel_links", alice, "acme")).as("still linked").isEqualTo(2);

        given().header("Authorization", admin).post("/api/v1/workspace/members/" + alice + "/restore").then().statusCode(204);
        telegram(update("private-text-message", "Ma fille a onze ans.", "fr")).then().statusCode(200);
        assertThat(TestEvents.codec().payload(published.awaitEvent(Events.TURN_RECEIVED, alice), Events.TURN_RECEIVED).text())
                .isEqualTo("Ma fille a onze ans.");
    }

    static Stream<Arguments> malformedEmails() {
        return Stream.of(
                Arguments.of("no from (json)", "application/json", "{\"subject\": \"hi\", \"text\": \"hi\"}", "from"),
                Arguments.of("from not an address", "application/json", "{\"from\": \"nobody\", \"text\": \"hi\"}", "from"),
                Arguments.of("not json", "application/json", "{\"from\": ", null),
                Arguments.of("no from (mime)", "message/rfc822", "Subject: hi\r\nMessage-ID: <1@x>\r\n\r\nhello\r\n", "from"),
                Arguments.of("not mime", "message/rfc822", "\u0000\u0001 not a header\r\n\r\n", null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformedEmails")
    void aMalformedEmailIs400NamingTheFieldAndChangesNothing(String label, String type, String body, String field) {
        var response = email(type, body).then().statusCode(400).contentType("application/problem+json");
        if (field != null) {
            response.body("errors.field", hasItem(field));
        }
        assertThat(published.isEmpty()).isTrue();
        assertThat(ChannelStandIns.smtp.messages()).isEmpty();
    }

    @Test
    void anEmailWithoutTheRightSecretIs401AndChangesNothing() {
        given().header("X-Souvenir-Webhook-Secret", "nope").contentType("application/json")
                .body("{\"from\": \"" + address + "\", \"text\": \"hi\"}").post("/api/v1/channels/email/inbound")
                .then().statusCode(401).contentType("application/problem+json");
        assertNothingKept(address);
        assertThat(ChannelStandIns.smtp.messages()).isEmpty();
    }

    // ----------------------------------------------------------------------------------- the rest

    @Test
    void theWebPageLearnsWhereTracesAreShown() {
        given().header("Authorization", TestTokens.bearer(alice, "acme")).get("/api/v1/ui-config")
                .then().statusCode(200).body("traceUrl", equalTo("http://127.0.0.1:9411/zipkin/traces/{traceId}"));
    }

    @Test
    void aCodeIsForSignedInUsersOnly() {
        given().post("/api/v1/channels/code").then().statusCode(401);
        given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/channels/code")
                .then().statusCode(200)
                .body("code", matchesPattern("[A-Z2-9]{8}"))
                .body("emailAddress", equalTo(ChannelStandIns.SOUVENIR_ADDRESS))
                .body("telegramLink", matchesPattern("https://t\\.me/SouvenirTestBot\\?start=[A-Z2-9]{8}"));
    }

    // ---------------------------------------------------------------------------------- helpers

    private String newCode() {
        return given().header("Authorization", TestTokens.bearer(alice, "acme")).post("/api/v1/channels/code")
                .then().statusCode(200).extract().path("code");
    }

    private void link(long chatId, String language) {
        telegram(update("start-command", "/start " + newCode(), language)).then().statusCode(200);
        await().until(() -> !sentTo(chatId).isEmpty());
        ChannelStandIns.stubSendMessage();
    }

    /** A Bot API Update from the sample, with its own update_id. */
    private String update(String sample, String text, String language) {
        return resource("telegram/" + sample + ".json").replace("5839271044", String.valueOf(chat))
                .replaceFirst("\"update_id\": \\d+", "\"update_id\": " + UPDATE_IDS.incrementAndGet())
                .replace("\"TEXT\"", JSON.valueToTree(text).toString()).replace("LANGUAGE", language);
    }

    private io.restassured.response.Response telegram(String body) {
        return given().header("X-Telegram-Bot-Api-Secret-Token", ChannelStandIns.TELEGRAM_SECRET)
                .contentType(ContentType.JSON).body(body).post("/api/v1/channels/telegram/webhook");
    }

    private io.restassured.response.Response email(String type, String body) {
        return given().header("X-Souvenir-Webhook-Secret", ChannelStandIns.EMAIL_SECRET)
                .contentType(type).body(body.getBytes(StandardCharsets.UTF_8)).post("/api/v1/channels/email/inbound");
    }

    /** The sendMessage bodies the Bot API received for {@code chatId}, in order. */
    private static List<JsonNode> sentTo(long chatId) {
        return ChannelStandIns.botApi.findAll(postRequestedFor(urlEqualTo(SEND_MESSAGE))
                        .withRequestBody(matchingJsonPath("$.chat_id", com.github.tomakehurst.wiremock.client.WireMock.equalTo(
                                String.valueOf(chatId)))))
                .stream().map(LoggedRequest::getBodyAsString).map(ChannelsTest::json).toList();
    }

    private static JsonNode awaitSentTo(long chatId) {
        await().atMost(Duration.ofSeconds(15)).until(() -> !sentTo(chatId).isEmpty());
        return sentTo(chatId).get(0);
    }

    private static JsonNode awaitSentTo(long chatId, String text) {
        await().atMost(Duration.ofSeconds(15))
                .until(() -> sentTo(chatId).stream().anyMatch(sent -> sent.path("text").asText().equals(text)));
        return sentTo(chatId).stream().filter(sent -> sent.path("text").asText().equals(text)).findFirst().orElseThrow();
    }

    /** The first message the SMTP server received for {@code to}, raw. */
    private static String awaitMail(String to) {
        await().atMost(Duration.ofSeconds(30)).until(() -> mailsTo(to).findAny().isPresent());
        return mailsTo(to).findFirst().orElseThrow();
    }

    private static InboundEmail awaitMailTo(String to) {
        return new EmailReader().fromMime(awaitMail(to).getBytes(StandardCharsets.UTF_8));
    }

    private static Stream<String> mailsTo(String to) {
        return ChannelStandIns.smtp.messages().stream()
                .filter(raw -> parse(raw).getTo().flatten().get(0).getAddress().equalsIgnoreCase(to));
    }

    private static Message parse(String raw) {
        try {
            return new DefaultMessageBuilder().parseMessage(new java.io.ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void assertNothingKept(String chatOrAddress) {
        await().during(Duration.ofMillis(300)).atMost(Duration.ofSeconds(2)).until(() -> published.isEmpty());
        assertThat(rows("select count(*) from gateway.channel_links where address = ?", chatOrAddress)).isZero();
        assertThat(rows("select count(*) from gateway.channel_turns where address = ?", chatOrAddress)).isZero();
        assertThat(Database.countAs("gateway", "outbox", alice, "acme")).isZero();
    }

    /** Counts as the superuser, beside row-level security: "nothing for anyone". */
    private static long rows(String sql, Object parameter) {
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres");
             PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setObject(1, parameter);
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = ChannelsTest.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode json(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
