package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import jakarta.mail.internet.InternetAddress;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Memory off and memory paused mean what they say, on every channel and in every store: turns sent
 * on the web, on Telegram and by email while off and while paused are answered, and afterwards no
 * row of any table of any schema (found in the catalogue, so a table added later is checked too)
 * holds a word of them, the user's tables hold nothing but the setting itself, which events were
 * handled and a content-free activity line per turn, and the search finds nothing. The decision is
 * the one made when the user spoke: a turn said while paused and heard only after the pause ended
 * is forgotten, one said while memory was on and heard only after a pause began is kept. After
 * resuming, a turn is kept again.
 */
@ExtendWith(Stack.class)
class PrivacyIT {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final String EMAIL_WEBHOOK = Stack.gateway() + "/api/v1/channels/email/inbound";
    /** What may hold rows of a user whose every turn was forgotten: the setting, handled-event ids, links, the activity. */
    private static final Set<String> ALLOWED = Set.of("memory.settings", "gateway.channel_links", "gateway.channel_link_codes",
            "ledger.ledger_events");
    private static final Set<String> FORGOTTEN_TYPES = Set.of("turn.received", "turn.forgotten");

    private final String alice = TestTokens.newUser();
    private final String address = "alice." + UUID.randomUUID().toString().substring(0, 8) + "@mail.example.org";
    private final long chat = ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    private final TelegramStandIn telegram = Stack.telegram();
    private int telegramMessage = 1;

    @Test
    void whileOffOrPausedNothingOfWhatIsSaidIsKeptAnywhereOnAnyChannelAndAfterResumingItIs() throws Exception {
        linkTelegram();
        linkEmail();
        List<String> forgotten = new ArrayList<>();

        settings("{\"memoryEnabled\": false}");
        String offWeb = word("Rex");
        JsonPath off = say("my dog is called " + offWeb);
        assertThat(off.getString("memory")).isEqualTo("off");
        assertThat(off.getString("extraction")).isEqualTo("disabled");
        assertThat(off.getList("creations")).isEmpty();
        forgotten.add(offWeb);
        String offTelegram = word("Lea");
        sayOnTelegram("ma sœur s'appelle " + offTelegram);
        forgotten.add(offTelegram);
        String offEmail = digits();
        sayByEmail("rappelle-toi que le code du portail est " + offEmail);
        forgotten.add(offEmail);

        settings("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
        String pausedWeb = word("Rex");
        JsonPath paused = say("mon chien s'appelle " + pausedWeb + " et rappelle-moi demain de l'emmener chez le vétérinaire");
        assertThat(paused.getString("memory")).isEqualTo("paused");
        assertThat(paused.getString("extraction")).isEqualTo("paused");
        assertThat(paused.getList("creations")).as("no card: nothing is kept, not even a reminder").isEmpty();
        forgotten.add(pausedWeb);
        String pausedTelegram = word("Tom");
        sayOnTelegram("mon fils s'appelle " + pausedTelegram + " et il a dix ans");
        forgotten.add(pausedTelegram);
        String pausedEmail = word("noix");
        sayByEmail("je suis allergique aux " + pausedEmail);
        forgotten.add(pausedEmail);
        String importWord = word("Lisbonne");
        given().header("Authorization", bearer()).contentType(ContentType.JSON)
                .body(Map.of("conversationId", "mail-" + importWord, "extract", true, "messages", List.of(Map.of(
                        "externalId", importWord, "role", "user", "text", "Nous partons à " + importWord,
                        "at", "2024-02-01T10:00:00Z"))))
                .post(Stack.gateway() + "/api/v1/imports").then().statusCode(409).contentType("application/problem+json");
        forgotten.add(importWord);

        // every turn answered, and its activity says it was forgotten, in the user's language, without a word of it
        List<Map<String, Object>> lines = await().atMost(WAIT).until(() -> forgottenLines().size() == 6 ? forgottenLines() : null,
                found -> found != null);
        assertThat(lines).extracting(line -> (String) line.get("summary"))
                .containsOnlyOnce("Message answered, nothing was kept: your memory is off.")
                .filteredOn(summary -> summary.startsWith("Message répondu, rien n’a été retenu : ta mémoire est "))
                .hasSize(5);
        // the verifier and memory-service had time to keep something if they were going to
        Thread.sleep(3_000);
        assertNothingOf(forgotten);
        assertThat(nonEmptyUserTables()).as("the user's tables holding rows").isSubsetOf(ALLOWED);
        assertThat(activityTypes()).as("every activity entry of the user").isSubsetOf(FORGOTTEN_TYPES);

        // said while memory was on, heard after a pause began: kept; said while paused, heard after it ended: forgotten
        Stack.kill9(Stack.Service.TURN_SERVICE);
        String beforeThePause;
        String duringThePause;
        try {
            settings("{\"memoryEnabled\": true, \"pausedUntil\": null}");
            beforeThePause = word("Marc");
            assertThat(sayLate("mon collègue s'appelle " + beforeThePause)).isEqualTo(202);
            settings("{\"memoryEnabled\": true, \"pausedUntil\": \"" + OffsetDateTime.now().plusHours(1) + "\"}");
            duringThePause = word("Ines");
            assertThat(sayLate("ma tante s'appelle " + duringThePause)).isEqualTo(202);
            settings("{\"memoryEnabled\": true, \"pausedUntil\": null}");
        } finally {
            Stack.restart(Stack.Service.TURN_SERVICE);
        }
        forgotten.add(duringThePause);
        await().atMost(Duration.ofSeconds(60)).until(() -> forgottenLines().size() == 7 && hits(beforeThePause) > 0);
        assertThat(memoryTexts()).anyMatch(text -> text.contains(beforeThePause));

        // resumed: kept again, and found
        String kept = word("Felix");
        JsonPath on = say("mon chat s'appelle " + kept);
        assertThat(on.getString("memory")).isEqualTo("on");
        assertThat(on.getString("extraction")).isEqualTo("enabled");
        await().atMost(WAIT).until(() -> hits(kept) > 0 && memoryTexts().stream().anyMatch(text -> text.contains(kept)));
        Thread.sleep(2_000);
        assertNothingOf(forgotten);
    }

    /** No row of any table of any schema holds any of these words, and the search finds none of them. */
    private void assertNothingOf(List<String> words) {
        Map<String, Long> holding = rowsHolding(words);
        assertThat(holding).as("tables whose rows hold a word said while memory was off or paused").isEmpty();
        for (String word : words) {
            assertThat(hits(word)).as("search hits for %s", word).isZero();
        }
        assertThat(given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/identity-card")
                .then().statusCode(200).extract().jsonPath().getString("markdown"))
                .doesNotContain(words.toArray(String[]::new));
    }

    private void linkTelegram() {
        telegram.link(alice, chat);
        await().atMost(WAIT).until(() -> telegram.sentTo(chat).size() == 1);
    }

    private void linkEmail() {
        String code = given().header("Authorization", bearer()).post(Stack.gateway() + "/api/v1/channels/code")
                .then().statusCode(200).extract().path("code");
        String linked = email("Code " + code, "Voici mon code.");
        assertThat(linked).contains("\"linked\"");
        await().atMost(WAIT).until(() -> mailsTo(address) == 1);
    }

    /** Said in the linked chat; returns once the chat heard the answer. */
    private void sayOnTelegram(String text) {
        int before = telegram.sentTo(chat).size();
        telegram.say(chat, ++telegramMessage, text);
        await().atMost(WAIT).until(() -> telegram.sentTo(chat).size() == before + 1);
    }

    /** Written from the linked address; returns once the answer was mailed back. */
    private void sayByEmail(String text) {
        long before = mailsTo(address);
        email("Nouvelles", text);
        await().atMost(WAIT).until(() -> mailsTo(address) == before + 1);
    }

    private String email(String subject, String text) {
        Http.Answer answer = Http.call("POST", EMAIL_WEBHOOK, null, "{\"from\": \"" + address + "\", \"subject\": \"" + subject
                        + "\", \"text\": \"" + text + "\", \"messageId\": \"<" + UUID.randomUUID() + "@mail.example.org>\"}",
                Map.of("X-Souvenir-Webhook-Secret", Stack.EMAIL_WEBHOOK_SECRET));
        assertThat(answer.status()).as(answer.body()).isBetween(200, 299);
        return answer.body();
    }

    private static long mailsTo(String address) {
        return Arrays.stream(Stack.smtp().getReceivedMessages()).filter(mail -> {
            try {
                return Arrays.stream(mail.getAllRecipients()).anyMatch(to -> ((InternetAddress) to).getAddress().equalsIgnoreCase(address));
            } catch (jakarta.mail.MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).count();
    }

    private JsonPath say(String text) {
        return given().header("Authorization", bearer()).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns").then().statusCode(200).extract().jsonPath();
    }

    private int sayLate(String text) {
        return given().header("Authorization", bearer()).contentType(ContentType.JSON)
                .body(Map.of("text", text, "channel", "web"))
                .post(Stack.gateway() + "/api/v1/turns").then().extract().statusCode();
    }

    private void settings(String body) {
        given().header("Authorization", bearer()).contentType(ContentType.JSON).body(body)
                .put(Stack.gateway() + "/api/v1/settings").then().statusCode(200);
    }

    /** The search's hits for {@code word} that hold it (the search may also answer with other things the user has). */
    private int hits(String word) {
        return (int) given().header("Authorization", bearer()).queryParam("q", word)
                .get(Stack.gateway() + "/api/v1/memories/search").then().statusCode(200)
                .extract().jsonPath().getList("hits.text", String.class).stream()
                .filter(text -> text != null && text.toLowerCase(Locale.ROOT).contains(word.toLowerCase(Locale.ROOT)))
                .count();
    }

    private List<String> memoryTexts() {
        return given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/memories?limit=100")
                .then().statusCode(200).extract().jsonPath().getList("items.text", String.class);
    }

    private List<Map<String, Object>> forgottenLines() {
        return activityEvents().stream().filter(event -> "turn.forgotten".equals(event.get("type"))).toList();
    }

    private Set<String> activityTypes() {
        return activityEvents().stream().map(event -> (String) event.get("type")).collect(Collectors.toSet());
    }

    private List<Map<String, Object>> activityEvents() {
        return given().header("Authorization", bearer()).get(Stack.gateway() + "/api/v1/activity")
                .then().statusCode(200).extract().jsonPath().getList("traces.events.flatten()");
    }

    /** The user tables (every schema, from the catalogue) holding rows of the user, processed-event ids aside. */
    private List<String> nonEmptyUserTables() {
        return Database.userTables().stream()
                .filter(table -> !table.endsWith(".processed_events"))
                .filter(table -> {
                    String[] schemaAndTable = table.split("\\.");
                    return Database.countAs(schemaAndTable[0], schemaAndTable[1], alice, "acme") > 0;
                })
                .toList();
    }

    /** Every table of every service schema, read by the superuser (no row-level security): which hold any of the words. */
    private static Map<String, Long> rowsHolding(List<String> words) {
        Map<String, Long> holding = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection(Database.url(), "postgres", "postgres")) {
            List<String> tables = new ArrayList<>();
            try (PreparedStatement list = connection.prepareStatement("""
                    select table_schema || '.' || table_name from information_schema.tables
                     where table_type = 'BASE TABLE'
                       and table_schema not in ('public', 'pg_catalog', 'information_schema', 'pg_toast')
                     order by 1""");
                 ResultSet result = list.executeQuery()) {
                while (result.next()) {
                    tables.add(result.getString(1));
                }
            }
            assertThat(tables).as("the catalogue lists the services' tables").contains("memory.messages", "memory.memories",
                    "ledger.ledger_events", "gateway.outbox", "turn.outbox");
            for (String table : tables) {
                String[] schemaAndTable = table.split("\\.");
                String sql = "select count(*) from \"" + schemaAndTable[0] + "\".\"" + schemaAndTable[1] + "\" t where "
                        + words.stream().map(word -> "t::text ilike ?").collect(Collectors.joining(" or "));
                try (PreparedStatement count = connection.prepareStatement(sql)) {
                    for (int index = 0; index < words.size(); index++) {
                        count.setString(index + 1, "%" + words.get(index) + "%");
                    }
                    try (ResultSet result = count.executeQuery()) {
                        result.next();
                        if (result.getLong(1) > 0) {
                            holding.put(table, result.getLong(1));
                        }
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return holding;
    }

    private String bearer() {
        return TestTokens.bearer(alice, "acme");
    }

    /** A name no other run says: {@code prefix} and six random letters. */
    private static String word(String prefix) {
        StringBuilder word = new StringBuilder(prefix);
        for (int i = 0; i < 6; i++) {
            word.append((char) ('a' + ThreadLocalRandom.current().nextInt(26)));
        }
        return word.toString();
    }

    private static String digits() {
        return String.valueOf(ThreadLocalRandom.current().nextInt(100_000_000, 999_999_999));
    }
}
