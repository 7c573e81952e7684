package io.souvenir.indexer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ./souvenir index DIR [--source NAME]} and {@code ./souvenir knowledge pull DIR}. The
 * gateway's URL comes from {@code SOUVENIR_URL} (default http://127.0.0.1:8080), the bearer token
 * from {@code SOUVENIR_TOKEN} (the script gets one from the local Keycloak otherwise).
 */
public final class Main {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            usage();
        }
        String url = System.getenv().getOrDefault("SOUVENIR_URL", "http://127.0.0.1:8080");
        String token = System.getenv("SOUVENIR_TOKEN");
        if (token == null || token.isBlank()) {
            fail("no token: set SOUVENIR_TOKEN");
        }
        KnowledgeApi api = new KnowledgeApi(url, token);
        Path folder = Path.of(args[1]);
        try {
            switch (args[0]) {
                case "index" -> index(api, folder, source(args, folder));
                case "pull" -> pull(api, folder);
                default -> usage();
            }
        } catch (KnowledgeApi.Failed e) {
            fail(e.getMessage());
        } catch (java.net.ConnectException e) {
            fail("the gateway does not answer at " + url + " (./souvenir up, or set SOUVENIR_URL)");
        }
    }

    /** Scan, then one PUT; prints the answer with the scan's time and its warnings. */
    static void index(KnowledgeApi api, Path folder, String source) throws Exception {
        if (!Files.isDirectory(folder)) {
            fail(folder + " is not a folder");
        }
        long started = System.nanoTime();
        Scan scan = MarkdownFolder.scan(folder);
        JsonNode replaced = api.replace(source, scan.documents());
        ObjectNode answer = ((ObjectNode) replaced.deepCopy());
        answer.put("scanMs", scan.tookMs());
        answer.put("totalMs", (System.nanoTime() - started) / 1_000_000);
        answer.set("warnings", JSON.valueToTree(scan.warnings()));
        System.out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(answer));
    }

    static void pull(KnowledgeApi api, Path folder) throws Exception {
        List<Path> written = NotesFolder.write(folder, api.notes());
        System.out.println(JSON.writeValueAsString(JSON.createObjectNode().put("folder", folder.toString()).put("notes", written.size())));
    }

    /** {@code --source NAME}, else the folder's name made acceptable (letters, digits, '.', '_', '-'). */
    static String source(String[] args, Path folder) {
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--source") && i + 1 < args.length) {
                return args[i + 1];
            }
            if (args[i].startsWith("--source=")) {
                return args[i].substring("--source=".length());
            }
        }
        Path name = folder.toAbsolutePath().normalize().getFileName();
        String source = (name == null ? "knowledge" : name.toString()).replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^[-._]+", "");
        return source.isEmpty() ? "knowledge" : source.length() > 100 ? source.substring(0, 100) : source;
    }

    private static void usage() {
        fail("usage: index DIR [--source NAME] | pull DIR");
    }

    private static void fail(String message) {
        System.err.println("souvenir: error: " + message);
        System.exit(1);
    }
}
