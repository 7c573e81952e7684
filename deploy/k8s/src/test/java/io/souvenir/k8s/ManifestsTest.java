package io.souvenir.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.strimzi.api.kafka.model.kafka.Kafka;
import io.strimzi.api.kafka.model.nodepool.KafkaNodePool;
import io.strimzi.api.kafka.model.nodepool.ProcessRoles;
import io.strimzi.api.kafka.model.topic.KafkaTopic;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * deploy/k8s/manifests read strictly into typed models (a misspelt field fails), then checked
 * against what the services actually are: deploy/local/services.conf, their application.properties
 * (consumer groups, topics, dead-letter topics) and the local bootstrap.sql (schemas).
 */
class ManifestsTest {

    private static final Path ROOT = Path.of("../..");
    private static final Manifests.Parsed MANIFESTS = Manifests.parseAll();

    @Test
    void everyManifestParsesStrictlyWithItsTypedModel() {
        assertThat(MANIFESTS.problems()).isEmpty();
        assertThat(MANIFESTS.documents()).hasSizeGreaterThan(30);
    }

    @Test
    void aMisspeltFieldFailsInAKubernetesAStrimziAndACloudNativePgResource() throws IOException {
        String deployment = Files.readString(Manifests.DIRECTORY.resolve("60-memory-service.yaml"));
        String kafka = Files.readString(Manifests.DIRECTORY.resolve("10-kafka.yaml"));
        String postgres = Files.readString(Manifests.DIRECTORY.resolve("20-postgres.yaml"));

        assertThat(Manifests.parse("d", deployment.replace("readinessProbe:", "readynessProbe:")).problems())
                .anySatisfy(problem -> assertThat(problem).contains("Deployment/memory-service").contains("readynessProbe"));
        assertThat(Manifests.parse("k", kafka.replace("  partitions: 12", "  partition: 12")).problems())
                .anySatisfy(problem -> assertThat(problem).contains("KafkaTopic").contains("partition"));
        assertThat(Manifests.parse("p", postgres.replace("  instances: 3", "  instance: 3")).problems())
                .anySatisfy(problem -> assertThat(problem).contains("Cluster/souvenir-pg").contains("instance"));
        assertThat(Manifests.parse("s", deployment.replace("lagThreshold", "lagTreshold")).problems())
                .as("a KEDA trigger's metadata is a free map: its keys are checked below instead").isEmpty();
    }

    @Test
    void everyServiceRunsAsADeploymentWithProbesResourcesABudgetAndAnAutoscaler() throws IOException {
        List<String[]> services = Files.readAllLines(ROOT.resolve("deploy/local/services.conf")).stream()
                .map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty())
                .map(line -> line.split("\\s+")).toList();
        assertThat(services).hasSize(6);
        Set<String> autoscaled = new HashSet<>();
        MANIFESTS.all(OwnModels.ScaledObject.class).forEach(scaled -> autoscaled.add(scaled.spec().scaleTargetRef().name()));
        MANIFESTS.all(HorizontalPodAutoscaler.class).forEach(hpa -> autoscaled.add(hpa.getSpec().getScaleTargetRef().getName()));

        for (String[] service : services) {
            String module = service[0];
            Deployment deployment = MANIFESTS.all(Deployment.class).stream()
                    .filter(candidate -> candidate.getMetadata().getName().equals(module)).findFirst().orElseThrow();
            Container container = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
            assertThat(container.getPorts().get(0).getContainerPort()).as(module).isEqualTo(Integer.parseInt(service[1]));
            assertThat(container.getStartupProbe().getHttpGet().getPath()).isEqualTo("/q/health/started");
            assertThat(container.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/q/health/ready");
            assertThat(container.getLivenessProbe().getHttpGet().getPath()).isEqualTo("/q/health/live");
            assertThat(container.getResources().getRequests()).containsKeys("cpu", "memory");
            assertThat(container.getResources().getLimits()).containsKey("memory");
            assertThat(deployment.getSpec().getReplicas()).as(module + ": two of everything").isGreaterThanOrEqualTo(2);
            assertThat(MANIFESTS.all(PodDisruptionBudget.class)).as(module).anyMatch(budget ->
                    budget.getSpec().getSelector().getMatchLabels().equals(deployment.getSpec().getSelector().getMatchLabels()));
            if (!module.equals("consolidator")) {
                assertThat(autoscaled).as(module).contains(module);
            }
            String schema = property(module, "souvenir.db.schema");
            assertThat(container.getEnv()).extracting(EnvVar::getName).contains("QUARKUS_DATASOURCE_PASSWORD", "QUARKUS_FLYWAY_PASSWORD");
            assertThat(secretOf(container, "QUARKUS_DATASOURCE_PASSWORD")).isEqualTo("souvenir-db-" + schema + "-app");
            assertThat(secretOf(container, "QUARKUS_FLYWAY_PASSWORD")).isEqualTo("souvenir-db-" + schema + "-owner");
        }
    }

    @Test
    void consumersScaleOnTheLagOfTheGroupsAndTopicsTheyReallyConsume() throws IOException {
        Map<String, Integer> partitions = MANIFESTS.all(KafkaTopic.class).stream()
                .collect(Collectors.toMap(topic -> topic.getSpec().getTopicName(), topic -> topic.getSpec().getPartitions()));
        for (OwnModels.ScaledObject scaled : MANIFESTS.all(OwnModels.ScaledObject.class)) {
            String module = scaled.spec().scaleTargetRef().name();
            Set<String> consumed = consumedBy(module);
            Set<String> triggered = scaled.spec().triggers().stream()
                    .peek(trigger -> assertThat(trigger.type()).isEqualTo("kafka"))
                    .peek(trigger -> assertThat(trigger.metadata()).containsOnlyKeys(
                            "bootstrapServers", "consumerGroup", "topic", "lagThreshold", "offsetResetPolicy"))
                    .map(trigger -> trigger.metadata().get("consumerGroup") + " " + trigger.metadata().get("topic"))
                    .collect(Collectors.toSet());
            assertThat(triggered).as(module).isEqualTo(consumed);
            for (String pair : consumed) {
                String topic = pair.split(" ")[1];
                assertThat(scaled.spec().maxReplicaCount()).as("more replicas than partitions of " + topic + " would idle")
                        .isLessThanOrEqualTo(partitions.get(topic));
            }
        }
    }

    @Test
    void everyTopicAndDeadLetterTopicTheServicesUseExistsWithThreeReplicas() throws IOException {
        Set<String> declared = MANIFESTS.all(KafkaTopic.class).stream().peek(topic -> {
            assertThat(topic.getSpec().getReplicas()).isEqualTo(3);
            assertThat(topic.getMetadata().getLabels()).containsEntry("strimzi.io/cluster", "souvenir");
        }).map(topic -> topic.getSpec().getTopicName()).collect(Collectors.toSet());
        Set<String> used = new HashSet<>();
        Matcher constants = Pattern.compile("\"(souvenir\\.[a-z.]+)\"")
                .matcher(Files.readString(ROOT.resolve("contracts/src/main/java/io/souvenir/contracts/Topics.java")));
        while (constants.find()) {
            used.add(constants.group(1));
        }
        for (Path properties : applicationProperties()) {
            load(properties).forEach((key, value) -> {
                if (key.toString().endsWith(".dead-letter-queue.topic")) {
                    used.add(value.toString());
                }
            });
        }
        assertThat(declared).containsAll(used);
    }

    @Test
    void kafkaRunsInKraftModeOnANodePoolOfControllersAndBrokers() {
        Kafka kafka = MANIFESTS.all(Kafka.class).get(0);
        KafkaNodePool pool = MANIFESTS.all(KafkaNodePool.class).get(0);
        assertThat(kafka.getMetadata().getAnnotations()).containsEntry("strimzi.io/kraft", "enabled")
                .containsEntry("strimzi.io/node-pools", "enabled");
        assertThat(pool.getMetadata().getLabels()).containsEntry("strimzi.io/cluster", kafka.getMetadata().getName());
        assertThat(pool.getSpec().getRoles()).containsExactlyInAnyOrder(ProcessRoles.CONTROLLER, ProcessRoles.BROKER);
        assertThat(pool.getSpec().getReplicas()).isEqualTo(3);
    }

    @Test
    void postgresHasTheSchemasOfTheLocalBootstrapTwoRolesEachAndTheLeakProofDeclaration() throws IOException {
        Matcher local = Pattern.compile("set_config\\('souvenir.schemas', '([a-z,]+)'")
                .matcher(Files.readString(ROOT.resolve("deploy/postgres/bootstrap.sql")));
        assertThat(local.find()).isTrue();
        List<String> schemas = Arrays.asList(local.group(1).split(","));
        String sql = MANIFESTS.all(ConfigMap.class).stream()
                .filter(map -> map.getMetadata().getName().equals("souvenir-postgres-schemas")).findFirst().orElseThrow()
                .getData().get("schemas.sql");
        Matcher cluster = Pattern.compile("string_to_array\\('([a-z,]+)', ','\\)").matcher(sql);
        assertThat(cluster.find()).isTrue();
        assertThat(cluster.group(1).split(",")).containsExactlyInAnyOrderElementsOf(schemas);
        assertThat(sql).contains("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF");

        OwnModels.Cluster postgres = MANIFESTS.all(OwnModels.Cluster.class).get(0);
        assertThat(postgres.spec().instances()).isGreaterThanOrEqualTo(2);
        assertThat(postgres.spec().bootstrap().initdb().postInitApplicationSQLRefs().configMapRefs())
                .containsExactly(new OwnModels.KeyRef("souvenir-postgres-schemas", "schemas.sql"));
        Map<String, OwnModels.Role> roles = postgres.spec().managed().roles().stream()
                .collect(Collectors.toMap(OwnModels.Role::name, role -> role));
        for (String schema : schemas) {
            for (String kind : List.of("owner", "app")) {
                OwnModels.Role role = roles.get(schema + "_" + kind);
                assertThat(role).as(schema + "_" + kind).isNotNull();
                assertThat(role.login()).isTrue();
                assertThat(role.bypassrls()).as("row-level security applies to " + role.name()).isFalse();
                assertThat(role.superuser()).isFalse();
                assertThat(role.passwordSecret().name()).isEqualTo("souvenir-db-" + schema + "-" + kind);
            }
        }
    }

    private static String secretOf(Container container, String variable) {
        return container.getEnv().stream().filter(env -> env.getName().equals(variable)).findFirst().orElseThrow()
                .getValueFrom().getSecretKeyRef().getName();
    }

    /** "group topic" for every Kafka channel of the module with a fixed group. */
    private static Set<String> consumedBy(String module) throws IOException {
        Properties properties = load(ROOT.resolve(module).resolve("src/main/resources/application.properties"));
        Set<String> consumed = new HashSet<>();
        for (String key : properties.stringPropertyNames()) {
            Matcher channel = Pattern.compile("mp\\.messaging\\.incoming\\.([a-z-]+)\\.group\\.id").matcher(key);
            if (channel.matches() && !properties.getProperty(key).contains("${")) {
                consumed.add(properties.getProperty(key) + " "
                        + properties.getProperty("mp.messaging.incoming." + channel.group(1) + ".topic"));
            }
        }
        return consumed;
    }

    private static String property(String module, String key) throws IOException {
        return load(ROOT.resolve(module).resolve("src/main/resources/application.properties")).getProperty(key);
    }

    private static List<Path> applicationProperties() throws IOException {
        try (var files = Files.list(ROOT)) {
            return files.map(module -> module.resolve("src/main/resources/application.properties")).filter(Files::exists).toList();
        }
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(Files.readString(file)));
        return properties;
    }
}
