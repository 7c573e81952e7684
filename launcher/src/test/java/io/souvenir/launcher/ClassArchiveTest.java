package io.souvenir.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassArchiveTest {

    @Test
    void a_first_start_records_the_archive_at_its_exit_and_later_starts_of_the_same_jar_use_it(@TempDir Path app) throws Exception {
        Path jar = Files.writeString(app.resolve("quarkus-run.jar"), "the service");

        List<String> first = ClassArchive.of(jar).options(true);
        assertThat(first).first().asString().startsWith("-XX:ArchiveClassesAtExit=" + ClassArchive.of(jar).file() + ".")
                .endsWith(".part");

        Path part = Path.of(first.get(0).substring("-XX:ArchiveClassesAtExit=".length()));
        Files.writeString(part, "classes");
        ClassArchive.of(jar).settle(being -> false, mapped -> true);

        assertThat(ClassArchive.of(jar).options(true)).containsExactly("-XX:SharedArchiveFile=" + ClassArchive.of(jar).file());
        assertThat(ClassArchive.of(jar).file()).hasContent("classes");
        assertThat(part).doesNotExist();
    }

    @Test
    void a_rebuilt_jar_gets_a_new_archive_and_the_old_one_is_deleted(@TempDir Path app) throws Exception {
        Path jar = Files.writeString(app.resolve("quarkus-run.jar"), "the service");
        Path before = Files.writeString(ClassArchive.of(jar).file(), "classes of the old jar");

        Files.writeString(jar, "the service, rebuilt");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        ClassArchive.of(jar).settle(being -> false, mapped -> true);

        assertThat(ClassArchive.of(jar).file()).isNotEqualTo(before).doesNotExist();
        assertThat(before).doesNotExist();
        assertThat(ClassArchive.of(jar).options(true)).first().asString().startsWith("-XX:ArchiveClassesAtExit=");
    }

    @Test
    void only_the_recording_instance_writes_one_the_others_start_without(@TempDir Path app) throws Exception {
        Path jar = Files.writeString(app.resolve("quarkus-run.jar"), "the service");

        assertThat(ClassArchive.of(jar).options(false)).isEmpty();
        assertThat(ClassArchive.of(app.resolve("missing.jar")).options(true)).isEmpty();
    }

    @Test
    void a_part_still_being_written_is_left_and_one_the_jvm_cannot_map_is_deleted(@TempDir Path app) throws Exception {
        Path jar = Files.writeString(app.resolve("quarkus-run.jar"), "the service");
        Path writing = Files.writeString(Path.of(ClassArchive.of(jar).file() + ".a.part"), "half");
        Path truncated = Files.writeString(Path.of(ClassArchive.of(jar).file() + ".b.part"), "half");

        ClassArchive.of(jar).settle(writing::equals, mapped -> false);

        assertThat(writing).exists();
        assertThat(truncated).doesNotExist();
        assertThat(ClassArchive.of(jar).file()).doesNotExist();
    }

    @Test
    void an_archive_cut_short_is_refused_by_the_jvm_check_that_a_whole_one_passes(@TempDir Path app) throws Exception {
        Path jar = app.resolve("empty.jar");
        try (JarOutputStream empty = new JarOutputStream(Files.newOutputStream(jar), new Manifest())) {
            empty.flush();
        }
        Path whole = app.resolve("whole.jsa");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process recording = new ProcessBuilder(java, "-XX:+UseSerialGC", "-XX:ArchiveClassesAtExit=" + whole, "-Xlog:disable",
                "-cp", jar.toString(), "-version").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(recording.waitFor()).isZero();
        byte[] archive = Files.readAllBytes(whole);
        Path cutShort = Files.write(app.resolve("cut-short.jsa"), Arrays.copyOf(archive, archive.length / 2));
        Launcher launcher = Launcher.plan(new Launcher.Options(Path.of("..").toAbsolutePath().normalize()));

        assertThat(launcher.mapsCleanly(whole, jar)).isTrue();
        assertThat(launcher.mapsCleanly(cutShort, jar)).isFalse();
    }
}
