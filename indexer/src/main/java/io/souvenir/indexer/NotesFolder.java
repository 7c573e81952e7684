package io.souvenir.indexer;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.common.FlowStyle;

/**
 * Writes notes back as markdown files with YAML frontmatter, one per note at its path under the
 * folder, so git keeps their history and the next {@code ./souvenir index} reads them again.
 */
public final class NotesFolder {

    private NotesFolder() {
    }

    /** The files written (a note whose path would leave the folder is refused). */
    public static List<Path> write(Path folder, JsonNode notes) throws IOException {
        Dump yaml = new Dump(DumpSettings.builder().setDefaultFlowStyle(FlowStyle.BLOCK).setWidth(200).build());
        Path root = folder.toAbsolutePath().normalize();
        List<Path> written = new ArrayList<>();
        for (JsonNode note : notes.path("notes")) {
            Path file = root.resolve(note.path("path").asText()).normalize();
            if (!file.startsWith(root) || file.equals(root)) {
                throw new IOException("a note's path leaves the folder: " + note.path("path").asText());
            }
            Map<String, Object> frontmatter = new LinkedHashMap<>();
            put(frontmatter, "name", note.path("name"));
            put(frontmatter, "description", note.path("description"));
            if (note.path("keywords").size() > 0) {
                List<String> keywords = new ArrayList<>();
                note.path("keywords").forEach(keyword -> keywords.add(keyword.asText()));
                frontmatter.put("keywords", keywords);
            }
            put(frontmatter, "type", note.path("type"));
            put(frontmatter, "updated", note.path("updatedAt"));
            put(frontmatter, "expires", note.path("expiresAt"));
            put(frontmatter, "id", note.path("id"));
            String body = note.path("body").asText("");
            Files.createDirectories(file.getParent());
            Files.writeString(file, "---\n" + yaml.dumpToString(frontmatter) + "---\n" + body + (body.endsWith("\n") ? "" : "\n"),
                    StandardCharsets.UTF_8);
            written.add(file);
        }
        return written;
    }

    private static void put(Map<String, Object> frontmatter, String key, JsonNode value) {
        if (value != null && !value.isNull() && !value.isMissingNode() && !value.asText().isEmpty()) {
            frontmatter.put(key, value.asText());
        }
    }
}
