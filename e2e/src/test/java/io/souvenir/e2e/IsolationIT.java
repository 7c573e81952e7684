package io.souvenir.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.path.json.JsonPath;
import io.souvenir.e2e.Http.Answer;
import io.souvenir.e2e.Stack.Service;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.InternetAddress;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 5, tenancy: users of two workspaces attack each other on every route that takes an id or
 * returns user data, bad tokens knock on every door, and PostgreSQL is looked at as each service's
 * role. Every attempt is a row of the table printed at the end; a leak is any of the victim's
 * distinctive words or ids in an answer, any status but 404 on another's id (401 for a bad token),
 * or any change to the victim's rows. There must be none.
 */
@ExtendWith(Stack.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class IsolationIT {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final String API = Stack.gateway() + "/api/v1";
    private static final String MEMORY = Stack.url(Service.MEMORY_SERVICE);
    private static final String LEDGER = Stack.url(Service.ACTION_LEDGER);
    private static final Map<Service, String> SCHEMAS = Map.of(Service.GATEWAY, "gateway", Service.TURN_SERVICE, "turn",
            Service.MEMORY_SERVICE, "memory", Service.ACTION_LEDGER, "ledger", Service.VERIFIER_SERVICE, "verifier");
    private static final Set<Integer> FOUND_NOTHING = Set.of(404);
    private static final Set<Integer> REFUSED = Set.of(401);
    /** A member a workspace admin removed, or a caller who is not a workspace admin on the membership API. */
    private static final Set<Integer> FORBIDDEN = Set.of(403);
    private static final String MEMBERS = API + "/workspace/members";
    private static final String EMAIL_WEBHOOK = Stack.gateway() + "/api/v1/channels/email/inbound";
    private static final Set<Integer> OWN_DATA = Set.of(200);

    private static final Attempts ATTEMPTS = new Attempts();
    private static User alice;
    private static User bob;
    private static User carol;
    /** Alice's own user id presented with a token of the other workspace: another tenant. */
    private static Attacker aliceInGlobex;
    /** The admin of acme (realm role workspace-admin): manages its members, must never see their memories. */
    private static Attacker adele;
    private static final TelegramStandIn TELEGRAM = Stack.telegram();
    /** Telegram message ids, unique within the suite. */
    private static final AtomicLong MESSAGE_IDS = new AtomicLong(100);
    /** Who attacks whom: the same workspace, the other workspace, and alice's own id presented in the other workspace. */
    private static List<Attack> attacks;

    /** An identity presenting a valid token of its own, with the realm roles it carries. */
    record Attacker(String label, String userId, String workspace, List<String> roles) {

        Attacker(String label, String userId, String workspace) {
            this(label, userId, workspace, List.of());
        }

        String bearer() {
            return roles.isEmpty() ? TestTokens.bearer(userId, workspace)
                    : TestTokens.bearerWithRoles(userId, workspace, roles.toArray(String[]::new));
        }

        String serviceBearer() {
            return TestTokens.serviceBearer(userId, workspace);
        }
    }

    record Attack(Attacker attacker, User victim) {
    }

    @BeforeAll
    static void seedThreeUsersWithEverythingAUserCanOwn() {
        alice = new User("alice", "acme");
        bob = new User("bob", "acme");
        carol = new User("carol", "globex");
        List<User> users = List.of(alice, bob, carol);
        users.forEach(User::seed);
        users.forEach(User::awaitSeeded);
        users.forEach(User::collectIds);
        alice.linkTelegram();
        bob.linkTelegram();
        aliceInGlobex = new Attacker("alice@globex", alice.id, "globex");
        adele = new Attacker("adele (admin of acme)", TestTokens.newUser(), "acme", List.of("workspace-admin"));
        attacks = List.of(new Attack(bob.asAttacker(), alice), new Attack(carol.asAttacker(), alice),
                new Attack(aliceInGlobex, alice), new Attack(alice.asAttacker(), bob), new Attack(carol.asAttacker(), bob),
                new Attack(alice.asAttacker(), carol), new Attack(bob.asAttacker(), carol));
    }

    @AfterAll
    static void printTheTable() {
        ATTEMPTS.print();
    }

    @Test
    @Order(1)
    void anotherUsersIdsAnswer404AndTheirMemoryNeverShowsOnAnyRoute() {
        int mark = ATTEMPTS.mark();
        Map<User, Map<String, Object>> before = settledSnapshots(alice, bob, carol);
        attacks.stream().map(Attack::attacker).distinct().forEach(IsolationIT::personalDataOfEachServiceIsTheCallersOwn);
        for (Attack attack : attacks) {
            attackEveryRoute(attack.attacker(), attack.victim());
        }
        expectUnchanged(before, "every attack");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** Session ids and imported conversation and message ids are the client's to choose: using another user's reads nothing of theirs and keeps one's own words. */
    @Test
    @Order(2)
    void usingAnotherUsersSessionOrConversationIdsNeitherReadsNorTouchesThemAndKeepsOnesOwnWords() {
        int mark = ATTEMPTS.mark();
        Map<User, Map<String, Object>> before = settledSnapshots(alice);
        List<Attacker> squatters = List.of(bob.asAttacker(), carol.asAttacker(), aliceInGlobex);
        String question = "de quoi on parlait tout à l'heure ?";
        String turn = "{\"text\": \"" + question + "\", \"channel\": \"web\", \"sessionId\": \"" + alice.session + "\"}";
        for (Attacker squatter : squatters) {
            ATTEMPTS.judge("POST /api/v1/turns in the victim's session", squatter.label(), alice, Set.of(200, 202),
                    Http.call("POST", API + "/turns", squatter.bearer(), turn), turn);
        }
        String ownSession = API + "/messages?limit=500&sessionId=" + alice.session;
        for (Attacker squatter : squatters) {
            Answer own = awaitAnswer(ownSession, squatter.bearer(), answer -> answer.body().contains(question));
            ATTEMPTS.judge("GET /api/v1/messages?sessionId=<victim's> after talking in it", squatter.label(), alice, OWN_DATA,
                    own, ownSession);
            boolean kept = own.body().contains(question);
            ATTEMPTS.record("the squatter's own words kept in their session of that id", squatter.label(), "kept",
                    kept ? "kept" : "lost", kept ? Verdict.OK : Verdict.WRONG);
        }
        for (Attacker importer : List.of(bob.asAttacker(), aliceInGlobex)) {
            String text = "Import de " + importer.label() + " sous les mêmes identifiants.";
            String body = alice.importOf(text);
            Answer started = Http.call("POST", API + "/imports", importer.bearer(), body);
            ATTEMPTS.judge("POST /api/v1/imports with the victim's conversation and external ids", importer.label(), alice,
                    Set.of(202), started, body);
            Answer messages = awaitAnswer(API + "/messages?limit=500", importer.bearer(), answer -> answer.body().contains(text));
            // the importer's own messages of their session named like hers (above) show its id: they chose it
            ATTEMPTS.judge("GET /api/v1/messages after that import", importer.label(), alice, OWN_DATA, messages, body + turn);
            boolean kept = messages.body().contains(text);
            ATTEMPTS.record("the importer's own message kept", importer.label(), "kept", kept ? "kept" : "lost",
                    kept ? Verdict.OK : Verdict.WRONG);
        }
        String yes = "{\"text\": \"oui, envoie-le\", \"channel\": \"web\"}";
        for (Attacker confirmer : squatters) {
            ATTEMPTS.judge("POST /api/v1/turns \"oui\" while the victim's action waits", confirmer.label(), alice, Set.of(200, 202),
                    Http.call("POST", API + "/turns", confirmer.bearer(), yes), yes);
        }
        expectUnchanged(before, "others talked in her session, imported her conversation's ids and said yes");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** On Telegram a chat speaks for the user who linked it, and only with a code of theirs: nobody else's chat hears a word of them. */
    @Test
    @Order(3)
    void aTelegramChatHearsOnlyTheMemoryOfTheUserWhoLinkedIt() {
        int mark = ATTEMPTS.mark();
        Map<User, Map<String, Object>> before = settledSnapshots(alice, carol);
        String question = "comment s'appelle ma sœur ?";
        long unknown = newChat();
        long guesser = newChat();
        Map<String, Long> chats = new LinkedHashMap<>();
        chats.put("an unknown chat", unknown);
        chats.put("a chat with a made-up code", guesser);
        chats.put("bob's chat with alice's spent code", bob.chat);

        TELEGRAM.say(guesser, MESSAGE_IDS.incrementAndGet(), "/start ZZZZ9999");
        TELEGRAM.say(bob.chat, MESSAGE_IDS.incrementAndGet(), "/start " + alice.linkCode);
        chats.values().forEach(chat -> TELEGRAM.say(chat, MESSAGE_IDS.incrementAndGet(), question));
        String asAlicesChat = "{\"update_id\": 1, \"message\": {\"message_id\": 1, \"date\": 1764403200, \"text\": \"" + question
                + "\", \"chat\": {\"id\": " + alice.chat + ", \"type\": \"private\"}}}";
        Answer wrongSecret = Http.call("POST", Stack.gateway() + "/api/v1/channels/telegram/webhook", null, asAlicesChat,
                Map.of("X-Telegram-Bot-Api-Secret-Token", "not-the-secret"));
        ATTEMPTS.judge("POST telegram webhook with the wrong secret, as alice's chat", "anyone", alice, REFUSED, wrongSecret,
                asAlicesChat);
        await().atMost(WAIT).until(() -> !heardIn(unknown).isEmpty() && !heardIn(guesser).isEmpty()
                && heardIn(bob.chat).contains(bob.name));
        sleep(Duration.ofSeconds(1));

        chats.forEach((who, chat) -> {
            String heard = heardIn(chat);
            for (User victim : List.of(alice, carol)) {
                ATTEMPTS.judge("what the bot sent to the chat", who, victim, OWN_DATA, new Answer(200, "text/plain", heard),
                        "/start " + alice.linkCode);
            }
        });
        boolean stillBobs = heardIn(bob.chat).contains(bob.name);
        ATTEMPTS.record("bob's chat still answers with bob's memory", "bob's chat", "bob's sister's name",
                stillBobs ? "bob's sister's name" : "not it", stillBobs ? Verdict.OK : Verdict.WRONG);
        expectUnchanged(before, "other chats wrote to the bot");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** Everything the bot sent to {@code chat}, one message a line. */
    private static String heardIn(long chat) {
        return TELEGRAM.sentTo(chat).stream().map(sent -> sent.path("text").asText()).collect(Collectors.joining("\n"));
    }

    private static long newChat() {
        return ThreadLocalRandom.current().nextLong(1_000_000_000L, 9_000_000_000L);
    }

    @Test
    @Order(4)
    void badTokensAre401ProblemsOnEveryRouteAndWriteNothing() {
        int mark = ATTEMPTS.mark();
        Map<User, Map<String, Object>> before = settledSnapshots(alice);
        Map<String, String> badTokens = new TreeMap<>(Map.of(
                "forged (untrusted key)", "Bearer " + TestTokens.forgedToken(alice.id, alice.workspace),
                "expired", "Bearer " + TestTokens.expiredToken(alice.id, alice.workspace),
                "other audience", "Bearer " + TestTokens.tokenForAudience(alice.id, alice.workspace, "account"),
                "other issuer", "Bearer " + TestTokens.tokenFromIssuer(alice.id, alice.workspace, "https://attacker.example/realms/souvenir"),
                "no workspace claim", "Bearer " + TestTokens.tokenWithoutWorkspace(alice.id),
                "not a JWT", "Bearer " + alice.id,
                "absent", ""));
        Map<String, String> onPublicApi = new TreeMap<>(badTokens);
        onPublicApi.put("service token", TestTokens.serviceBearer(alice.id, alice.workspace));
        Map<String, String> onInternalApi = new TreeMap<>(badTokens);
        onInternalApi.put("user token", alice.bearer());

        for (Request route : everyRouteOf(alice)) {
            Map<String, String> tokens = route.url().contains("/internal/") ? onInternalApi : onPublicApi;
            tokens.forEach((kind, authorization) -> {
                Answer answer = route.send(authorization.isEmpty() ? null : authorization);
                ATTEMPTS.judge(route.label(), kind, alice, REFUSED, answer, route.url() + route.body());
            });
        }
        expectUnchanged(before, "every bad token");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    @Test
    @Order(5)
    void theStreamCarriesOnlyTheCallersOwnReplies() {
        int mark = ATTEMPTS.mark();
        List<Attacker> listeners = List.of(bob.asAttacker(), carol.asAttacker(), aliceInGlobex);
        List<Http.Listening> theirStreams = listeners.stream().map(who -> Http.listen(API + "/stream", who.bearer())).toList();
        try (Http.Listening own = Http.listen(API + "/stream", alice.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> own.status() != 0);
            sleep(Duration.ofMillis(500));
            JsonPath said = alice.say("Mon cousin s'appelle " + alice.name + "ic et il vit à " + alice.code + " Ouest.");
            String turnId = said.getString("turnId");
            alice.secrets.add(turnId);
            alice.secrets.add(said.getString("traceId"));
            await().atMost(WAIT).until(() -> own.received().contains(turnId));
            sleep(Duration.ofSeconds(1));
            for (int i = 0; i < listeners.size(); i++) {
                Http.Listening theirs = theirStreams.get(i);
                ATTEMPTS.judge("GET /api/v1/stream while alice talks", listeners.get(i).label(), alice, OWN_DATA,
                        new Answer(theirs.status(), "text/event-stream", theirs.received()), "");
            }
        } finally {
            theirStreams.forEach(Http.Listening::close);
        }

        assertNoLeakNorWrongAnswerSince(mark);
    }

    @Test
    @Order(6)
    void postgresShowsNoRowWithoutATenantAndNoRowOfAnotherTenant() {
        int mark = ATTEMPTS.mark();
        List<String> tables = Database.userTables();
        assertThat(tables).contains("memory.memories", "memory.messages", "memory.imports", "ledger.actions",
                "ledger.ledger_events", "gateway.imports");
        assertThat(rowsOf(alice, "memory.memories", alice.asAttacker())).as("alice sees her own memories (the probe works)").isPositive();
        for (String table : tables) {
            String role = table.split("\\.")[0] + "_app";
            long visible = Database.countAs(table.split("\\.")[0], table.split("\\.")[1], null, null);
            ATTEMPTS.record(table + " with no tenant set", role, "0 rows", visible + " rows", visible == 0 ? Verdict.OK : Verdict.LEAK);
            for (Attack attack : attacks) {
                long others = rowsOf(attack.victim(), table, attack.attacker());
                ATTEMPTS.record(table + " rows of " + attack.victim().label, role + " as " + attack.attacker().label(),
                        "0 rows", others + " rows", others == 0 ? Verdict.OK : Verdict.LEAK);
            }
        }
        // Tables isolated by workspace alone (the gateway's workspace members): no row without a tenant, none of another
        // workspace; within a workspace the rows are the workspace's (only its admins read them, through the API)
        List<String> workspaceTables = Database.workspaceTables();
        assertThat(workspaceTables).contains("gateway.workspace_members");
        assertThat(tables).doesNotContainAnyElementsOf(workspaceTables);
        for (String table : workspaceTables) {
            String role = table.split("\\.")[0] + "_app";
            long visible = Database.countAs(table.split("\\.")[0], table.split("\\.")[1], null, null);
            ATTEMPTS.record(table + " with no tenant set", role, "0 rows", visible + " rows", visible == 0 ? Verdict.OK : Verdict.LEAK);
            assertThat(rowsOf(alice, table, bob.asAttacker())).as("bob sees alice's membership of acme (the probe works)").isPositive();
            for (Attack attack : attacks.stream().filter(attack -> !attack.attacker().workspace().equals(attack.victim().workspace)).toList()) {
                long others = rowsOf(attack.victim(), table, attack.attacker());
                ATTEMPTS.record(table + " rows of " + attack.victim().label + " (another workspace)",
                        role + " as " + attack.attacker().label(), "0 rows", others + " rows", others == 0 ? Verdict.OK : Verdict.LEAK);
            }
        }

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** mem0 issue 3746: one user's delete wiped everyone's data. Here bob's wipe must leave alice and carol as they were. */
    @Test
    @Order(7)
    void bobsWipeLeavesEveryoneElsesRowsInEveryStore() {
        int mark = ATTEMPTS.mark();
        settledSnapshots(bob);
        Map<User, Map<String, Object>> before = settledSnapshots(alice, carol);

        Answer wiped = Http.call("DELETE", API + "/me/memory", bob.bearer(), null);
        assertThat(wiped.status()).as(wiped.body()).isEqualTo(200);
        for (User victim : List.of(alice, carol)) {
            ATTEMPTS.judge("DELETE /api/v1/me/memory (bob's wipe)", "bob", victim, OWN_DATA, wiped, "");
        }
        Map<String, Long> bobsRows = Database.userTables().stream()
                .collect(Collectors.toMap(Function.identity(), table -> rowsOf(bob, table, bob.asAttacker()), (a, b) -> a, TreeMap::new));
        assertThat(bobsRows).as("bob's rows after his wipe").allSatisfy((table, rows) -> assertThat(rows).as(table).isZero());
        expectUnchanged(before, "bob's wipe");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /**
     * Issue 5: a workspace admin manages who belongs to the workspace and never sees a member's
     * memory; the membership API is theirs alone, and only for their own workspace.
     */
    @Test
    @Order(8)
    void aWorkspaceAdminManagesMembersButNeverSeesTheirMemory() {
        int mark = ATTEMPTS.mark();
        try (Http.Listening theirs = Http.listen(API + "/stream", adele.bearer())) {
            await().atMost(Duration.ofSeconds(5)).until(() -> theirs.status() != 0);
            sleep(Duration.ofMillis(500));
            JsonPath said = alice.say("Mon parrain s'appelle " + alice.name + "ot et il vit au " + alice.code + ".");
            alice.secrets.add(said.getString("turnId"));
            alice.secrets.add(said.getString("traceId"));
            sleep(Duration.ofSeconds(2));
            ATTEMPTS.judge("GET /api/v1/stream while alice talks", adele.label(), alice, OWN_DATA,
                    new Answer(theirs.status(), "text/event-stream", theirs.received()), "");
        }
        Map<User, Map<String, Object>> before = settledSnapshots(alice, carol);

        personalDataOfEachServiceIsTheCallersOwn(adele);
        attackEveryRoute(adele, alice);

        Answer listed = Http.call("GET", MEMBERS, adele.bearer(), null);
        for (User member : List.of(alice, bob)) {
            // the list is there to name each member's id (also their user name in test tokens): nothing else of theirs;
            // the workspace has more members than a page, so each is looked up by id
            Answer found = Http.call("GET", MEMBERS + "?q=" + member.id, adele.bearer(), null);
            ATTEMPTS.judge("GET /api/v1/workspace/members?q=", adele.label(), member, OWN_DATA, found, member.id);
            boolean named = found.status() == 200 && JsonPath.from(found.body()).getList("members.userId").contains(member.id);
            ATTEMPTS.record("the admin's list names " + member.label + " as a member", adele.label(), "named",
                    named ? "named" : "missing", named ? Verdict.OK : Verdict.WRONG);
        }
        ATTEMPTS.judge("GET /api/v1/workspace/members", adele.label(), carol, OWN_DATA, listed, "");
        List<String> fields = listed.status() == 200 ? JsonPath.from(listed.body()).getList("members").stream()
                .flatMap(member -> ((Map<?, ?>) member).keySet().stream()).map(String::valueOf).distinct().sorted().toList() : List.of();
        boolean onlyMembership = Set.of("joinedAt", "lastSeenAt", "role", "status", "userId", "username").containsAll(fields);
        ATTEMPTS.record("the admin's list says nothing of memories", adele.label(), "membership fields only",
                String.join(",", fields), onlyMembership ? Verdict.OK : Verdict.LEAK);

        for (String action : List.of("remove", "restore")) {
            Request route = Request.json("POST /api/v1/workspace/members/{id}/" + action, "POST",
                    MEMBERS + "/" + carol.id + "/" + action, null);
            ATTEMPTS.judge(route.label() + " (another workspace's member)", adele.label(), carol, FOUND_NOTHING,
                    route.send(adele.bearer()), route.url());
        }
        for (Attack attack : attacks) {
            for (Request route : membershipRoutesAgainst(attack.victim())) {
                ATTEMPTS.judge(route.label() + " (not an admin)", attack.attacker().label(), attack.victim(), FORBIDDEN,
                        route.send(attack.attacker().bearer()), route.url());
            }
        }
        expectUnchanged(before, "the admin's attempts");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** By email, like on Telegram, an address speaks for the user who linked it with a code of theirs, and for nobody else. */
    @Test
    @Order(9)
    void anEmailReachesOnlyTheMemoryOfTheUserWhoLinkedItsAddress() {
        int mark = ATTEMPTS.mark();
        alice.linkEmail();
        carol.linkEmail();
        Map<User, Map<String, Object>> before = settledSnapshots(alice);
        String question = "comment s'appelle ma sœur ?";
        Map<String, String> senders = new LinkedHashMap<>();
        senders.put("an unknown address", newAddress());
        senders.put("an unknown address with a made-up code", newAddress());
        senders.put("an unknown address with alice's spent code", newAddress());
        senders.put("carol's address", carol.address);
        Map<String, String> subjects = Map.of("an unknown address with a made-up code", "ZZZZ9999",
                "an unknown address with alice's spent code", alice.linkCode);

        Answer wrongSecret = Http.call("POST", EMAIL_WEBHOOK, null, email(alice.address, "Question", question),
                Map.of("X-Souvenir-Webhook-Secret", "not-the-secret"));
        ATTEMPTS.judge("POST email webhook with the wrong secret, as alice's address", "anyone", alice, REFUSED, wrongSecret, "");
        senders.forEach((who, address) -> {
            String body = email(address, subjects.getOrDefault(who, "Question"), question);
            Answer answer = Http.call("POST", EMAIL_WEBHOOK, null, body, Map.of("X-Souvenir-Webhook-Secret", Stack.EMAIL_WEBHOOK_SECRET));
            ATTEMPTS.judge("POST email webhook", who, alice, OWN_DATA, answer, body);
            String expected = who.equals("carol's address") ? "turn" : "not-linked";
            String outcome = answer.status() == 200 ? JsonPath.from(answer.body()).getString("outcome") : String.valueOf(answer.status());
            ATTEMPTS.record("the email webhook's outcome", who, expected, outcome, expected.equals(outcome) ? Verdict.OK : Verdict.WRONG);
        });
        await().atMost(WAIT).until(() -> senders.values().stream().allMatch(address -> !mailsTo(address).isEmpty())
                && mailsTo(carol.address).contains(carol.name));
        sleep(Duration.ofSeconds(1));

        senders.forEach((who, address) -> ATTEMPTS.judge("what Souvenir mailed back", who, alice, OWN_DATA,
                new Answer(200, "text/plain", mailsTo(address)), alice.linkCode));
        boolean stillCarols = mailsTo(carol.address).contains(carol.name);
        ATTEMPTS.record("carol's address still answers with carol's memory", "carol's address", "carol's sister's name",
                stillCarols ? "carol's sister's name" : "not it", stillCarols ? Verdict.OK : Verdict.WRONG);
        expectUnchanged(before, "other addresses wrote to Souvenir");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** A member the admin removed is refused everywhere (403) and nothing is kept; removal is not a wipe: restored, they find everything. */
    @Test
    @Order(10)
    void aRemovedMembersTokenIs403EverywhereAndTheirMemoryAwaitsTheirReturn() {
        int mark = ATTEMPTS.mark();
        Map<User, Map<String, Object>> before = settledSnapshots(alice);
        Answer removed = Http.call("POST", MEMBERS + "/" + alice.id + "/remove", adele.bearer(), null);
        ATTEMPTS.record("POST /api/v1/workspace/members/{alice}/remove", adele.label(), "204", String.valueOf(removed.status()),
                removed.status() == 204 ? Verdict.OK : Verdict.WRONG);
        try {
            // every service hears of the removal (the gateway's event) and refuses her own token too, not only the gateway
            awaitEveryServiceAnswers(alice, 403);
            for (Request route : everyRouteOf(alice).stream().filter(route -> !route.url().contains("/internal/")).toList()) {
                ATTEMPTS.judge(route.label(), "alice (removed)", alice, FORBIDDEN, route.send(alice.bearer()), route.url() + route.body());
            }
            for (Request route : membershipRoutesAgainst(bob)) {
                ATTEMPTS.judge(route.label(), "alice (removed)", bob, FORBIDDEN, route.send(alice.bearer()), route.url());
            }
            int heardBefore = TELEGRAM.sentTo(alice.chat).size();
            TELEGRAM.say(alice.chat, MESSAGE_IDS.incrementAndGet(), "Mon oncle s'appelle Intrus.");
            String body = email(alice.address, "Nouvelles", "Mon oncle s'appelle Intrus.");
            Answer mailed = Http.call("POST", EMAIL_WEBHOOK, null, body, Map.of("X-Souvenir-Webhook-Secret", Stack.EMAIL_WEBHOOK_SECRET));
            String outcome = mailed.status() == 200 ? JsonPath.from(mailed.body()).getString("outcome") : String.valueOf(mailed.status());
            ATTEMPTS.record("the email webhook's outcome for alice's address", "alice (removed)", "removed", outcome,
                    "removed".equals(outcome) ? Verdict.OK : Verdict.WRONG);
            await().atMost(WAIT).until(() -> TELEGRAM.sentTo(alice.chat).size() > heardBefore
                    && mailsTo(alice.address).contains("Your access to Souvenir was removed"));
            String told = TELEGRAM.sentTo(alice.chat).subList(heardBefore, TELEGRAM.sentTo(alice.chat).size()).stream()
                    .map(sent -> sent.path("text").asText()).collect(Collectors.joining("\n"));
            boolean toldRemoved = told.contains("retiré") || told.contains("removed");
            ATTEMPTS.record("alice's Telegram chat is told she was removed", "alice (removed)", "told", toldRemoved ? "told" : told,
                    toldRemoved ? Verdict.OK : Verdict.WRONG);
        } finally {
            Answer restored = Http.call("POST", MEMBERS + "/" + alice.id + "/restore", adele.bearer(), null);
            ATTEMPTS.record("POST /api/v1/workspace/members/{alice}/restore", adele.label(), "204", String.valueOf(restored.status()),
                    restored.status() == 204 ? Verdict.OK : Verdict.WRONG);
            awaitEveryServiceAnswers(alice, 200);
        }
        expectUnchanged(before, "her removal and restoring");

        assertNoLeakNorWrongAnswerSince(mark);
    }

    /** Until each service answers {@code status} to the user's own token (the membership reaches them through Kafka). */
    private static void awaitEveryServiceAnswers(User user, int status) {
        for (Service service : Service.values()) {
            await().atMost(WAIT).until(() -> Http.call("GET", Stack.url(service) + "/api/v1/me/data", user.bearer(), null).status() == status);
        }
    }

    /** The membership API aimed at one member: for a workspace admin only. */
    private static List<Request> membershipRoutesAgainst(User member) {
        return List.of(Request.get("GET /api/v1/workspace/members", MEMBERS),
                Request.json("POST /api/v1/workspace/members/{id}/remove", "POST", MEMBERS + "/" + member.id + "/remove", null),
                Request.json("POST /api/v1/workspace/members/{id}/restore", "POST", MEMBERS + "/" + member.id + "/restore", null));
    }

    /** A parsed inbound email, as a mail provider posts it to the webhook. */
    private static String email(String from, String subject, String text) {
        return "{\"from\": \"" + from + "\", \"subject\": \"" + subject + "\", \"text\": \"" + text + "\", \"messageId\": \"<"
                + UUID.randomUUID() + "@mail.example.org>\"}";
    }

    private static String newAddress() {
        return "someone." + UUID.randomUUID().toString().substring(0, 8) + "@mail.example.org";
    }

    /** The text of every mail GreenMail received for {@code address}, decoded. */
    private static String mailsTo(String address) {
        return Arrays.stream(Stack.smtp().getReceivedMessages()).filter(mail -> {
            try {
                return Arrays.stream(mail.getAllRecipients()).anyMatch(to -> ((InternetAddress) to).getAddress().equalsIgnoreCase(address));
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).map(IsolationIT::text).collect(Collectors.joining("\n"));
    }

    private static String text(Part part) {
        try {
            Object content = part.getContent();
            if (content instanceof Multipart multipart) {
                StringBuilder text = new StringBuilder();
                for (int i = 0; i < multipart.getCount(); i++) {
                    text.append(text(multipart.getBodyPart(i))).append('\n');
                }
                return text.toString();
            }
            return String.valueOf(content);
        } catch (MessagingException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void assertNoLeakNorWrongAnswerSince(int mark) {
        assertThat(ATTEMPTS.failuresSince(mark)).as("leaks and wrong answers").isEmpty();
    }

    // --- the attacks

    private static void attackEveryRoute(Attacker attacker, User victim) {
        for (Request route : idRoutesOf(victim)) {
            ATTEMPTS.judge(route.label(), attacker.label(), victim, FOUND_NOTHING, route.send(attacker.bearer()),
                    route.url() + route.body());
        }
        List<Request> ownData = new ArrayList<>(List.of(
                Request.get("GET /api/v1/memories", API + "/memories?limit=100"),
                Request.get("GET /api/v1/memories/graph", API + "/memories/graph"),
                Request.get("GET /api/v1/identity-card", API + "/identity-card"),
                Request.get("GET /api/v1/messages", API + "/messages?limit=500"),
                Request.get("GET /api/v1/messages?sessionId=<victim's>", API + "/messages?limit=500&sessionId=" + victim.session),
                Request.get("GET /api/v1/activity", API + "/activity?days=90"),
                Request.get("GET /api/v1/actions", API + "/actions?days=90"),
                Request.get("GET /api/v1/actions?query=delphine", API + "/actions?days=90&query=delphine"),
                Request.get("GET /api/v1/settings", API + "/settings"),
                Request.get("GET /api/v1/channels", API + "/channels"),
                Request.get("GET memory-service /api/v1/memories", MEMORY + "/api/v1/memories?limit=100"),
                Request.get("GET action-ledger /api/v1/activity", LEDGER + "/api/v1/activity?days=90")));
        for (String word : List.of(victim.name, victim.code, victim.tag)) {
            ownData.add(Request.get("GET /api/v1/memories/search?q=<victim's word>", API + "/memories/search?q=" + word));
        }
        for (Request route : ownData) {
            ATTEMPTS.judge(route.label(), attacker.label(), victim, OWN_DATA, route.send(attacker.bearer()), route.url());
        }

        List<Request> internal = List.of(
                Request.get("GET memory /internal/v1/search?q=<victim's name>", MEMORY + "/internal/v1/search?q=" + victim.name),
                Request.get("GET memory /internal/v1/narrative?sessionId=<victim's>", MEMORY + "/internal/v1/narrative?sessionId=" + victim.session),
                Request.get("GET memory /internal/v1/settings", MEMORY + "/internal/v1/settings"),
                Request.get("GET ledger /internal/v1/actions", LEDGER + "/internal/v1/actions?days=90"));
        for (Request route : internal) {
            ATTEMPTS.judge(route.label() + " [service token]", attacker.label(), victim, OWN_DATA,
                    route.send(attacker.serviceBearer()), route.url());
        }
    }

    /** GET /api/v1/me/data of each service counts the caller's rows only: never more than the database holds for them. */
    private static void personalDataOfEachServiceIsTheCallersOwn(Attacker caller) {
        SCHEMAS.forEach((service, schema) -> {
            Answer answer = Http.call("GET", Stack.url(service) + "/api/v1/me/data", caller.bearer(), null);
            Map<String, Object> remaining = answer.status() == 200 ? JsonPath.from(answer.body()).getMap("remaining") : Map.of();
            List<String> inflated = remaining.entrySet().stream()
                    .filter(entry -> ((Number) entry.getValue()).longValue() > Database.countAs(schema,
                            entry.getKey().substring(entry.getKey().indexOf('.') + 1), caller.userId(), caller.workspace()))
                    .map(Map.Entry::getKey).toList();
            boolean ok = answer.status() == 200 && !remaining.isEmpty();
            ATTEMPTS.record("GET " + service.module + " /api/v1/me/data", caller.label(), "200, own rows only",
                    answer.status() + (inflated.isEmpty() ? "" : ", counts others in " + inflated),
                    !inflated.isEmpty() ? Verdict.LEAK : ok ? Verdict.OK : Verdict.WRONG);
        });
    }

    /** The routes that name one of the owner's things by id: another user must get 404, and nothing may change. */
    private static List<Request> idRoutesOf(User owner) {
        List<Request> routes = new ArrayList<>();
        for (String id : owner.memoryIds) {
            routes.add(Request.get("GET /api/v1/memories/{id}", API + "/memories/" + id));
            routes.add(Request.json("PATCH /api/v1/memories/{id}", "PATCH", API + "/memories/" + id, "{\"text\": \"réécrit par un autre\"}"));
            routes.add(Request.json("DELETE /api/v1/memories/{id}", "DELETE", API + "/memories/" + id, null));
        }
        for (String id : owner.actionIds) {
            routes.add(Request.json("POST /api/v1/actions/{id}/confirm", "POST", API + "/actions/" + id + "/confirm", null));
            routes.add(Request.json("POST /api/v1/actions/{id}/abort", "POST", API + "/actions/" + id + "/abort", null));
            routes.add(Request.json("POST /api/v1/actions/{id}/retry", "POST", API + "/actions/" + id + "/retry", null));
        }
        routes.add(Request.get("GET /api/v1/imports/{id}", API + "/imports/" + owner.importId));
        routes.add(Request.get("GET memory-service /api/v1/imports/{id}", MEMORY + "/api/v1/imports/" + owner.importId));
        return routes;
    }

    /** Every route of every service, aimed at the owner's things (a bad token must not get anywhere near them). */
    private static List<Request> everyRouteOf(User owner) {
        List<Request> routes = new ArrayList<>(idRoutesOf(owner).stream().filter(distinctLabels()).toList());
        routes.addAll(List.of(
                Request.get("GET /api/v1/memories", API + "/memories"),
                Request.get("GET memory-service /api/v1/memories", MEMORY + "/api/v1/memories"),
                Request.get("GET action-ledger /api/v1/actions", LEDGER + "/api/v1/actions"),
                Request.get("GET /api/v1/memories/search", API + "/memories/search?q=" + owner.name),
                Request.get("GET /api/v1/memories/graph", API + "/memories/graph"),
                Request.get("GET /api/v1/identity-card", API + "/identity-card"),
                Request.get("GET /api/v1/messages", API + "/messages?sessionId=" + owner.session),
                Request.get("GET /api/v1/activity", API + "/activity"),
                Request.get("GET /api/v1/actions", API + "/actions"),
                Request.get("GET /api/v1/settings", API + "/settings"),
                Request.get("GET /api/v1/stream", API + "/stream"),
                Request.get("GET /api/v1/channels", API + "/channels"),
                Request.json("POST /api/v1/channels/code", "POST", API + "/channels/code", null),
                Request.json("DELETE /api/v1/channels/telegram", "DELETE", API + "/channels/telegram", null),
                Request.json("PUT /api/v1/settings", "PUT", API + "/settings", "{\"memoryEnabled\": false, \"pausedUntil\": null}"),
                Request.json("POST /api/v1/turns", "POST", API + "/turns", "{\"text\": \"Mon frère s'appelle Intrus.\", \"channel\": \"web\"}"),
                Request.json("POST /api/v1/imports", "POST", API + "/imports", "{\"conversationId\": \"intrus\", \"extract\": false, "
                        + "\"messages\": [{\"externalId\": \"intrus-1\", \"role\": \"user\", \"text\": \"intrus\", \"at\": \"2024-02-01T10:00:00Z\"}]}"),
                Request.json("DELETE /api/v1/me/memory", "DELETE", API + "/me/memory", null),
                Request.get("GET memory /internal/v1/search", MEMORY + "/internal/v1/search?q=" + owner.name),
                Request.get("GET memory /internal/v1/narrative", MEMORY + "/internal/v1/narrative?sessionId=" + owner.session),
                Request.get("GET memory /internal/v1/settings", MEMORY + "/internal/v1/settings"),
                Request.get("GET ledger /internal/v1/actions", LEDGER + "/internal/v1/actions")));
        for (Service service : Service.values()) {
            routes.add(Request.get("GET " + service.module + " /api/v1/me/data", Stack.url(service) + "/api/v1/me/data"));
            routes.add(Request.json("DELETE " + service.module + " /api/v1/me/data", "DELETE", Stack.url(service) + "/api/v1/me/data", null));
        }
        return routes;
    }

    private static Predicate<Request> distinctLabels() {
        Set<String> seen = new LinkedHashSet<>();
        return route -> seen.add(route.label());
    }

    /** One request an attacker can send; {@code body} is "" when there is none. */
    record Request(String label, String method, String url, String body) {

        static Request get(String label, String url) {
            return new Request(label, "GET", url, "");
        }

        static Request json(String label, String method, String url, String body) {
            return new Request(label, method, url, body == null ? "" : body);
        }

        Answer send(String authorization) {
            return Http.call(method, url, authorization, body.isEmpty() ? null : body);
        }
    }

    /** The answer once {@code done} holds, or the last one after 15 seconds. */
    private static Answer awaitAnswer(String url, String authorization, Predicate<Answer> done) {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        Answer answer = Http.call("GET", url, authorization, null);
        while (!done.test(answer) && System.nanoTime() < deadline) {
            sleep(Duration.ofMillis(300));
            answer = Http.call("GET", url, authorization, null);
        }
        return answer;
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    // --- the victims' rows

    private static long rowsOf(User owner, String table, Attacker seenBy) {
        String[] schemaAndTable = table.split("\\.");
        return Database.countOfAs(schemaAndTable[0], schemaAndTable[1], owner.id, owner.workspace, seenBy.userId(), seenBy.workspace());
    }

    /** Each user's rows in every store and what they see of their memories, actions and import, once nothing moves any more. */
    private static Map<User, Map<String, Object>> settledSnapshots(User... users) {
        Map<User, Map<String, Object>> snapshots = new LinkedHashMap<>();
        for (User user : users) {
            Map<String, Object>[] last = new Map[] {user.snapshot()};
            await().atMost(WAIT).pollDelay(Duration.ofMillis(1500)).pollInterval(Duration.ofMillis(1500)).until(() -> {
                Map<String, Object> now = user.snapshot();
                boolean still = now.equals(last[0]);
                last[0] = now;
                return still;
            });
            snapshots.put(user, last[0]);
        }
        return snapshots;
    }

    private static void expectUnchanged(Map<User, Map<String, Object>> before, String after) {
        Map<User, Map<String, Object>> now = settledSnapshots(before.keySet().toArray(User[]::new));
        before.forEach((victim, was) -> {
            List<String> changed = was.keySet().stream().filter(key -> !Objects.equals(was.get(key), now.get(victim).get(key)))
                    .map(key -> key + ": " + was.get(key) + " -> " + now.get(victim).get(key)).toList();
            ATTEMPTS.record(victim.label + "'s rows in every store after " + after, "everyone else", "unchanged",
                    changed.isEmpty() ? "unchanged" : "changed " + changed, changed.isEmpty() ? Verdict.OK : Verdict.LEAK);
        });
    }

    // --- the users

    /** A user with a memory full of words nobody else uses (generated per run), and every id they own once seeded. */
    static final class User {

        private static final Random RANDOM = new Random();

        final String label;
        final String id = TestTokens.newUser();
        final String workspace;
        final String tag = letters(10);
        final String name = Character.toUpperCase(tag.charAt(0)) + letters(7);
        final String code = String.valueOf(100_000 + RANDOM.nextInt(900_000));
        final UUID session = UUID.randomUUID();
        final Set<String> memoryIds = new LinkedHashSet<>();
        final Set<String> actionIds = new LinkedHashSet<>();
        String importId;
        long chat;
        String linkCode;
        final String address = "user." + UUID.randomUUID().toString().substring(0, 8) + "@mail.example.org";
        /** Everything that would betray this user in someone else's answer. */
        final Set<String> secrets = new LinkedHashSet<>();

        User(String label, String workspace) {
            this.label = label;
            this.workspace = workspace;
        }

        Attacker asAttacker() {
            return new Attacker(label, id, workspace);
        }

        String bearer() {
            return TestTokens.bearer(id, workspace);
        }

        void seed() {
            say("Ma sœur s'appelle " + name + ".");
            say("Le code de mon casier " + tag + " est " + code + ".");
            say("Rappelle-moi jeudi d'appeler " + name + ".");
            say("envoie un mail à delphine@acme.fr pour relancer la facture Q2");
            Answer started = Http.call("POST", API + "/imports", bearer(), importOf("Le passeport est rangé chez " + name + "."));
            assertThat(started.status()).as(started.body()).isEqualTo(202);
            importId = JsonPath.from(started.body()).getString("importId");
        }

        /** Links a new Telegram chat with a code of this user, as the settings page and the bot's /start do. */
        void linkTelegram() {
            Answer code = Http.call("POST", API + "/channels/code", bearer(), null);
            assertThat(code.status()).as(code.body()).isEqualTo(200);
            linkCode = JsonPath.from(code.body()).getString("code");
            chat = newChat();
            TELEGRAM.say(chat, MESSAGE_IDS.incrementAndGet(), "/start " + linkCode);
            await().atMost(WAIT).until(() -> !TELEGRAM.sentTo(chat).isEmpty());
            secrets.add(String.valueOf(chat));
            secrets.add(linkCode);
        }

        /** Links this user's email address with a new code of theirs, sent from that address as the settings page says. */
        void linkEmail() {
            Answer code = Http.call("POST", API + "/channels/code", bearer(), null);
            assertThat(code.status()).as(code.body()).isEqualTo(200);
            linkCode = JsonPath.from(code.body()).getString("code");
            Answer linked = Http.call("POST", EMAIL_WEBHOOK, null, email(address, "Code " + linkCode, "Voici mon code."),
                    Map.of("X-Souvenir-Webhook-Secret", Stack.EMAIL_WEBHOOK_SECRET));
            assertThat(linked.body()).as("linking %s", address).contains("\"linked\"");
            secrets.add(address);
            secrets.add(linkCode);
        }

        /** An import of this user's conversation: its conversation id and external id, with {@code text}. */
        String importOf(String text) {
            return "{\"conversationId\": \"" + tag + "-conv\", \"extract\": false, \"messages\": [{\"externalId\": \"" + tag
                    + "-ext\", \"speaker\": \"Moi\", \"role\": \"user\", \"text\": \"" + text + "\", \"at\": \"2024-02-01T10:00:00Z\"}]}";
        }

        JsonPath say(String text) {
            Answer answer = Http.call("POST", API + "/turns", bearer(),
                    "{\"text\": \"" + text + "\", \"channel\": \"web\", \"sessionId\": \"" + session + "\"}");
            assertThat(answer.status()).as(answer.body()).isIn(200, 202);
            return JsonPath.from(answer.body());
        }

        void awaitSeeded() {
            await().atMost(WAIT).until(() -> own("/memories?limit=100").getList("items").size() >= 2
                    && !own("/actions?status=proposed").getList("actions").isEmpty()
                    && "done".equals(own("/imports/" + importId).getString("status"))
                    && own("/messages?limit=500").getList("items").size() >= 9
                    && own("/memories/search?q=" + name).getList("hits").size() > 0);
        }

        void collectIds() {
            memoryIds.addAll(own("/memories?limit=100").getList("items.id"));
            actionIds.addAll(own("/actions?days=90").getList("actions.id"));
            JsonPath messages = own("/messages?limit=500");
            secrets.addAll(List.of(id, tag, name, code, session.toString(), importId, tag + "-conv", tag + "-ext"));
            secrets.addAll(memoryIds);
            secrets.addAll(actionIds);
            for (String field : List.of("id", "sessionId", "turnId", "traceId")) {
                messages.getList("items." + field, String.class).stream().filter(Objects::nonNull).forEach(secrets::add);
            }
            secrets.addAll(own("/activity?days=90").getList("traces.traceId", String.class));
        }

        JsonPath own(String path) {
            Answer answer = Http.call("GET", API + path, bearer(), null);
            assertThat(answer.status()).as(path + ": " + answer.body()).isEqualTo(200);
            return JsonPath.from(answer.body());
        }

        /** The first of this user's secrets in {@code body} that the attacker did not send themselves, or null. */
        String betrayedIn(String body, String sent) {
            return secrets.stream().filter(secret -> body.contains(secret) && !sent.contains(secret)).findFirst().orElse(null);
        }

        Map<String, Object> snapshot() {
            Map<String, Object> seen = new TreeMap<>();
            for (String table : Database.userTables()) {
                seen.put(table, rowsOf(this, table, asAttacker()));
            }
            seen.put("memories as listed", own("/memories?limit=100").getList("items").stream()
                    .map(item -> (Map<?, ?>) item).map(item -> item.get("id") + " " + item.get("status") + " " + item.get("text")).sorted().toList());
            seen.put("actions as listed", own("/actions?days=90").getList("actions").stream()
                    .map(item -> (Map<?, ?>) item).map(item -> item.get("id") + " " + item.get("status")).sorted().toList());
            seen.put("settings", own("/settings").prettify());
            return seen;
        }

        private static String letters(int count) {
            StringBuilder word = new StringBuilder();
            for (int i = 0; i < count; i++) {
                word.append((char) ('a' + RANDOM.nextInt(26)));
            }
            return word.toString();
        }

        @Override
        public String toString() {
            return label;
        }
    }

    // --- the table

    enum Verdict { OK, LEAK, WRONG }

    record Attempt(String what, String attacker, String expected, String got, Verdict verdict) {
    }

    /** Every attempt of the suite, printed as one table with a totals line when it ends. */
    static final class Attempts {

        private final List<Attempt> all = new ArrayList<>();

        void record(String what, String attacker, String expected, String got, Verdict verdict) {
            all.add(new Attempt(what, attacker, expected, got, verdict));
        }

        /**
         * An answer to an attacker: a leak if it holds any of the victim's secrets the attacker did not send,
         * or, where nothing may be found (404) or nobody may enter (401), any other status. A refusal that is
         * not problem+json, or an own-data route that fails, is wrong without leaking.
         */
        void judge(String what, String attacker, User victim, Set<Integer> expected, Answer answer, String sent) {
            String betrayed = victim.betrayedIn(answer.body(), sent);
            boolean expectedStatus = expected.contains(answer.status());
            boolean refusal = expected.equals(FOUND_NOTHING) || expected.equals(REFUSED) || expected.equals(FORBIDDEN);
            Verdict verdict = betrayed != null || (refusal && !expectedStatus) ? Verdict.LEAK
                    : !expectedStatus || (refusal && !answer.isProblem()) ? Verdict.WRONG : Verdict.OK;
            String got = answer.status() + (refusal && expectedStatus && !answer.isProblem() ? " " + answer.type() : "")
                    + (betrayed == null ? "" : ", shows " + victim.label + "'s " + betrayed);
            record(what + " [" + victim.label + "'s]", attacker, expected.stream().map(String::valueOf).collect(Collectors.joining("/"))
                    + (refusal ? " problem" : ", nothing of " + victim.label), got, verdict);
        }

        int mark() {
            return all.size();
        }

        List<Attempt> failuresSince(int mark) {
            return all.subList(mark, all.size()).stream().filter(attempt -> attempt.verdict() != Verdict.OK).toList();
        }

        void print() {
            String format = "%-78s | %-30s | %-24s | %-40s | %s%n";
            StringBuilder table = new StringBuilder("\nAdversarial isolation suite\n");
            table.append(String.format(format, "route / attempt", "attacker", "expected", "got", "leak"));
            for (Attempt attempt : all) {
                table.append(String.format(format, attempt.what(), attempt.attacker(), attempt.expected(), attempt.got(),
                        attempt.verdict() == Verdict.LEAK ? "YES" : attempt.verdict() == Verdict.WRONG ? "no (wrong answer)" : "no"));
            }
            long leaks = all.stream().filter(attempt -> attempt.verdict() == Verdict.LEAK).count();
            long wrong = all.stream().filter(attempt -> attempt.verdict() == Verdict.WRONG).count();
            table.append(String.format("TOTAL: %d attempts, %d leaks, %d wrong answers%n", all.size(), leaks, wrong));
            System.out.print(table);
        }
    }
}
