package io.souvenir.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void the_catalog_lists_the_six_services_and_only_the_gateway_runs_once() {
        Catalog catalog = Catalog.read(ROOT);

        assertThat(catalog.services()).extracting(Service::module).containsExactly(
                "turn-service", "verifier-service", "memory-service", "action-ledger", "consolidator", "gateway");
        assertThat(catalog.services()).filteredOn(service -> !service.scales()).extracting(Service::module)
                .containsExactly("gateway");
    }

    @Test
    void a_misspelt_line_is_refused_with_the_file_and_the_line(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve("deploy/local"));
        Files.writeString(root.resolve(Catalog.FILE), "gateway 8080 twice\n");

        assertThatThrownBy(() -> Catalog.read(root)).hasMessageContaining("services.conf").hasMessageContaining("gateway 8080 twice");
    }

    @Test
    void second_instances_get_ports_of_their_own_and_every_service_calls_the_first_one() {
        Service memory = Catalog.read(ROOT).named("memory-service");
        assertThat(memory.port(1, 0)).isEqualTo(8083);
        assertThat(memory.port(2, 0)).isEqualTo(8183);
        assertThat(memory.port(2, 10_000)).isEqualTo(18183);

        Instance second = new Instance(memory, 2, memory.port(2, 10_000));
        Launcher launcher = Launcher.plan(new Launcher.Options(ROOT).portShift(10_000).instances(2).property("souvenir.db.port", "55660"));
        assertThat(second.name()).isEqualTo("memory-service-2");
        assertThat(launcher.instances()).hasSize(11);
        assertThat(launcher.instances()).extracting(Instance::port).doesNotHaveDuplicates();
        assertThat(launcher.command(second)).contains("-Dquarkus.http.port=18183", "-Dsouvenir.db.port=55660",
                "-Dquarkus.rest-client.memory-service.url=http://127.0.0.1:18083",
                "-Dsouvenir.gateway.stores.turn-service=http://127.0.0.1:18081");
        assertThat(launcher.command(second)).last().asString().endsWith("memory-service/target/quarkus-app/quarkus-run.jar");
    }

    @Test
    void the_first_instance_records_the_class_archive_the_second_waits_for_it_and_then_both_use_it(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve("deploy/local"));
        Files.writeString(root.resolve(Catalog.FILE), "turn-service 8081 scales\n");
        Path jar = root.resolve("turn-service/target/quarkus-app/quarkus-run.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "the service");
        Launcher launcher = Launcher.plan(new Launcher.Options(root).instances(2));
        Instance first = launcher.first("turn-service");
        Instance second = launcher.instances("turn-service").get(1);

        assertThat(launcher.command(first)).anyMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit=" + jar.getParent()));
        assertThat(launcher.command(second)).noneMatch(option -> option.contains("Archive"));
        assertThat(Launcher.plan(new Launcher.Options(root).recordNoClassArchives()).command(first))
                .noneMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit="));

        Files.writeString(ClassArchive.of(jar).file(), "classes");
        String use = "-XX:SharedArchiveFile=" + ClassArchive.of(jar).file();
        assertThat(launcher.command(first)).contains(use).noneMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit="));
        assertThat(launcher.command(second)).contains(use);
        assertThat(Launcher.plan(new Launcher.Options(root).withoutClassArchives()).command(first)).doesNotContain(use);
    }
}
