package io.souvenir.indexer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownFolderTest {

    @TempDir
    Path folder;

    @Test
    void frontmatterGivesTheFieldsAndAFileWithoutItIsNamedFromItsFileHeadingAndPath() throws IOException {
        write("skills/deploy.md", """
                ---
                name: Deploy the gateway
                description: How to ship it to production
                tags: [deploy, gateway]
                type: skill
                updated: 2026-11-20
                ---
                Run ./deploy.sh
                """);
        write("ops/backup-database.md", "# Nightly backups\n\npg_dump every night\n");
        write("ops/commented.markdown", "<!-- how the cache is flushed -->\nflush\n");
        write(".git/HEAD.md", "ignored");
        write("node_modules/x/readme.md", "ignored");
        write("notes.txt", "not markdown");

        Scan scan = MarkdownFolder.scan(folder);

        Map<String, Note> byPath = scan.documents().stream().collect(Collectors.toMap(Note::path, Function.identity()));
        assertThat(byPath).containsOnlyKeys("skills/deploy.md", "ops/backup-database.md", "ops/commented.markdown");
        Note deploy = byPath.get("skills/deploy.md");
        assertThat(deploy.name()).isEqualTo("Deploy the gateway");
        assertThat(deploy.description()).isEqualTo("How to ship it to production");
        assertThat(deploy.keywords()).containsExactly("deploy", "gateway");
        assertThat(deploy.type()).isEqualTo("skill");
        assertThat(deploy.updatedAt()).isEqualTo("2026-11-20T00:00Z");
        assertThat(deploy.body()).isEqualTo("Run ./deploy.sh\n");
        Note backup = byPath.get("ops/backup-database.md");
        assertThat(backup.name()).isEqualTo("backup database");
        assertThat(backup.description()).isEqualTo("Nightly backups");
        assertThat(backup.keywords()).containsExactly("ops", "backup", "database");
        assertThat(byPath.get("ops/commented.markdown").description()).isEqualTo("how the cache is flushed");
        assertThat(scan.warnings()).isEmpty();
    }

    @Test
    void brokenYamlIsIndexedFromItsTextAndListedInTheWarnings() throws IOException {
        write("broken.md", """
                ---
                name: [unclosed
                description: oops: : :
                ---
                # Still useful
                the body
                """);

        Scan scan = MarkdownFolder.scan(folder);

        assertThat(scan.documents()).hasSize(1);
        Note broken = scan.documents().get(0);
        assertThat(broken.name()).isEqualTo("broken");
        assertThat(broken.description()).isEqualTo("Still useful");
        assertThat(broken.body()).contains("the body");
        assertThat(scan.warnings()).extracting(Scan.Warning::path).containsExactly("broken.md");
        assertThat(scan.warnings().get(0).message()).contains("broken YAML");
    }

    @Test
    void theSourceIsNamedAfterTheFolderUnlessGiven() {
        assertThat(Main.source(new String[] {"index", "x", "--source", "mine"}, Path.of("/tmp/x"))).isEqualTo("mine");
        assertThat(Main.source(new String[] {"index", "x"}, Path.of("/home/me/My Notes"))).isEqualTo("My-Notes");
        assertThat(List.of()).isEmpty();
    }

    private void write(String path, String text) throws IOException {
        Path file = folder.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
