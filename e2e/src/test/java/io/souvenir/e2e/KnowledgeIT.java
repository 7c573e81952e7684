package io.souvenir.e2e;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.souvenir.platform.testing.Database;
import io.souvenir.platform.testing.TestTokens;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The knowledge index on the running stack: a folder of notes indexed by the real indexer (the
 * program behind {@code ./souvenir index}, in a JVM of its own) through the e2e gateway, searched
 * with a typo and in Chinese, rebuilt after a note is deleted; then the MCP server driven by the
 * official TypeScript client ({@code e2e/browser/mcp-knowledge.mjs}, npm
 * {@code @modelcontextprotocol/sdk}, Streamable HTTP) with alice's token and bob's.
 */
@ExtendWith(Stack.class)
class KnowledgeIT {

    private static final String SOURCE = "shop-docs";

    private final String alice = TestTokens.newUser();
    private final String bob = TestTokens.newUser();

    @TempDir
    Path folder;

    @Test
    void aFolderIndexedByTheIndexerIsFoundWithATypoAndInChineseLosesADeletedNoteAndAnMcpClientSeesOnlyItsOwn() throws Exception {
        write("ops/deploy.md", """
                ---
                name: Deploying orion
                description: Ship orion to production with the release script
                keywords: [orion, release]
                type: skill
                ---
                Run ./ship.sh from the main branch, check the pods' health, then switch the traffic over.
                """);
        write("ops/备份.md", """
                ---
                name: orion 数据库备份
                description: orion 数据库每晚备份存放位置
                ---
                每天凌晨两点运行 pg_dump 到冷存储，保留三十天。
                """);
        write("scripts/restart-kafka.md", "# Restart the Kafka broker\n\nStop the broker, clear the lock file, start it again.\n");
        write("old/broken.md", "---\nname: [unclosed\ndescription: oops\n---\n# Quokka feeding schedule\n\nTwice a day.\n");

        JsonPath indexed = index(alice, folder);
        assertThat(indexed.getInt("documents")).isEqualTo(4);
        assertThat(indexed.getInt("added")).isEqualTo(4);
        assertThat(indexed.getList("warnings.path", String.class)).as("broken YAML is listed under warnings").containsExactly("old/broken.md");

        assertThat(paths(search(alice, "depolying orion"))).as("a typo").first().isEqualTo("ops/deploy.md");
        assertThat(paths(search(alice, "数据库备份"))).as("Chinese words").first().isEqualTo("ops/备份.md");
        assertThat(paths(search(alice, "quokka feeding"))).as("a broken frontmatter is indexed from its text").containsExactly("old/broken.md");
        assertThat(paths(search(alice, "restart kafka"))).as("a file without frontmatter").first().isEqualTo("scripts/restart-kafka.md");
        assertThat(paths(search(bob, "orion"))).as("bob's search").isEmpty();

        Files.delete(folder.resolve("scripts/restart-kafka.md"));
        JsonPath rebuilt = index(alice, folder);
        assertThat(rebuilt.getInt("documents")).isEqualTo(3);
        assertThat(rebuilt.getInt("removed")).isEqualTo(1);
        assertThat(paths(search(alice, "restart kafka broker"))).as("the deleted note is gone").doesNotContain("scripts/restart-kafka.md");

        mcpClient(Map.of("SOUVENIR_MCP_QUERY", "how do I deploy orion", "SOUVENIR_MCP_EXPECTED_PATH", "ops/deploy.md"));
        assertThat(Database.countOfAs("memory", "knowledge_documents", alice, "acme", bob, "acme"))
                .as("bob's view of alice's rows").isZero();
    }

    @Test
    void aDocumentOverOneMegabyteOrDuplicatePathsReplaceNothing() throws Exception {
        write("deploy.md", "---\nname: Deploying orion\ndescription: the release script\n---\nRun ./ship.sh\n");
        assertThat(index(alice, folder).getInt("documents")).isEqualTo(1);

        write("assets/huge.md", "# Huge\n\n" + "y".repeat(1024 * 1024 + 10));
        write("new.md", "# Wombat care\n\nFresh water.\n");
        Run refused = runIndexer(alice, folder);
        assertThat(refused.exit()).as("the indexer fails: %s", refused.output()).isEqualTo(1);
        assertThat(refused.output()).contains("413", "assets/huge.md");
        assertThat(paths(search(alice, "wombat"))).as("nothing was replaced").isEmpty();
        assertThat(paths(search(alice, "orion"))).containsExactly("deploy.md");

        Map<String, Object> one = Map.of("path", "same.md", "name", "One", "updatedAt", "2026-11-30T10:00:00Z");
        Map<String, Object> two = Map.of("path", "same.md", "name", "Two wombats", "updatedAt", "2026-11-30T10:00:00Z");
        given().header("Authorization", TestTokens.bearer(alice, "acme")).contentType(ContentType.JSON)
                .body(Map.of("documents", List.of(one, two))).put(Stack.gateway() + "/api/v1/knowledge/sources/" + SOURCE)
                .then().statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo("documents[1].path"))
                .body("detail", containsString("same.md"));
        assertThat(paths(search(alice, "wombats"))).as("nothing was replaced").isEmpty();
        assertThat(paths(search(alice, "orion"))).containsExactly("deploy.md");
    }

    /** {@code node --test e2e/browser/mcp-knowledge.mjs} against the e2e gateway, with alice's and bob's tokens. */
    private void mcpClient(Map<String, String> expected) throws IOException, InterruptedException {
        Path root = Path.of(System.getProperty("souvenir.root", "..")).toAbsolutePath();
        ProcessBuilder node = new ProcessBuilder("node", "--test", "--test-reporter=spec", "--test-concurrency=1",
                "e2e/browser/mcp-knowledge.mjs").directory(root.toFile()).redirectErrorStream(true);
        node.environment().put("SOUVENIR_URL", Stack.gateway());
        node.environment().put("SOUVENIR_ALICE_TOKEN", TestTokens.token(alice, "acme"));
        node.environment().put("SOUVENIR_BOB_TOKEN", TestTokens.token(bob, "acme"));
        node.environment().put("FORCE_COLOR", "0");
        node.environment().putAll(expected);
        Run run = echoed(node.start());
        assertThat(run.exit()).as("node --test e2e/browser/mcp-knowledge.mjs failed:%n%s", run.output()).isZero();
    }

    private record Run(int exit, String output) {
    }

    /** The indexer's answer (it prints the PUT's answer with its scan time and warnings). */
    private JsonPath index(String user, Path dir) throws IOException, InterruptedException {
        Run run = runIndexer(user, dir);
        assertThat(run.exit()).as("the indexer failed: %s", run.output()).isZero();
        return JsonPath.from(run.output());
    }

    /** {@code ./souvenir index DIR --source shop-docs}: the indexer's main in a JVM of its own, with the user's token. */
    private Run runIndexer(String user, Path dir) throws IOException, InterruptedException {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        ProcessBuilder indexer = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC", "-cp", classpath, "io.souvenir.indexer.Main", "index", dir.toString(), "--source", SOURCE)
                .redirectErrorStream(true);
        indexer.environment().put("SOUVENIR_URL", Stack.gateway());
        indexer.environment().put("SOUVENIR_TOKEN", TestTokens.token(user, "acme"));
        return echoed(indexer.start());
    }

    private static Run echoed(Process process) throws IOException, InterruptedException {
        StringBuilder output = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                System.out.println(line);
                output.append(line).append('\n');
            }
        }
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
        }
        return new Run(process.exitValue(), output.toString());
    }

    private void write(String path, String text) throws IOException {
        Path file = folder.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static JsonPath search(String user, String q) {
        return given().header("Authorization", TestTokens.bearer(user, "acme")).queryParam("q", q)
                .get(Stack.gateway() + "/api/v1/knowledge/search").then().statusCode(200).extract().jsonPath();
    }

    private static List<String> paths(JsonPath found) {
        return new ArrayList<>(found.getList("hits.path", String.class));
    }
}
