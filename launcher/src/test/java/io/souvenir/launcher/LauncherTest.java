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
}
