package io.souvenir.indexer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NotesFolderTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void notesAreWrittenAsMarkdownWithFrontmatterThatTheNextIndexReadsBack() throws IOException {
        var notes = JSON.readTree("""
                {"notes":[{"id":"5e0c7a4e-9d5b-4d0c-8f7e-2b1a6c3d4e5f","source":"notes","path":"lesson-restart-kafka.md",
                  "name":"Lesson: restart Kafka","description":"When the tests hang: the broker kept stale topics",
                  "keywords":["kafka","tests"],"type":"lesson","body":"Run ./souvenir down first.",
                  "updatedAt":"2026-12-01T10:00:00Z","expiresAt":null}]}""");

        assertThat(NotesFolder.write(folder, notes)).containsExactly(folder.toAbsolutePath().resolve("lesson-restart-kafka.md"));

        Scan scan = MarkdownFolder.scan(folder);
        assertThat(scan.warnings()).isEmpty();
        Note note = scan.documents().get(0);
        assertThat(note.name()).isEqualTo("Lesson: restart Kafka");
        assertThat(note.description()).isEqualTo("When the tests hang: the broker kept stale topics");
        assertThat(note.keywords()).containsExactly("kafka", "tests");
        assertThat(note.type()).isEqualTo("lesson");
        assertThat(note.updatedAt()).isEqualTo("2026-12-01T10:00Z");
        assertThat(note.body()).isEqualTo("Run ./souvenir down first.\n");
    }

    @Test
    void aNoteWhosePathLeavesTheFolderIsRefused() throws IOException {
        var notes = JSON.readTree("{\"notes\":[{\"path\":\"../outside.md\",\"name\":\"x\",\"body\":\"x\"}]}");

        assertThatThrownBy(() -> NotesFolder.write(folder, notes)).isInstanceOf(IOException.class).hasMessageContaining("leaves the folder");
        assertThat(Files.exists(folder.resolve("../outside.md"))).isFalse();
    }
}
