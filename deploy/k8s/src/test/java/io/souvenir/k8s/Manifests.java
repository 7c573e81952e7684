package io.souvenir.k8s;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads every document of deploy/k8s/manifests into the typed model of its apiVersion and kind.
 * fabric8's and Strimzi's models keep a field they do not know in {@code additionalProperties}
 * instead of failing, so after the parse every object is walked and any such field is a problem;
 * our own records refuse unknown fields outright.
 */
final class Manifests {

    static final Path DIRECTORY = Path.of("manifests");

    private static final Map<String, Class<?>> MODELS = Map.ofEntries(
            Map.entry("v1/Namespace", io.fabric8.kubernetes.api.model.Namespace.class),
            Map.entry("v1/ConfigMap", io.fabric8.kubernetes.api.model.ConfigMap.class),
            Map.entry("v1/Service", io.fabric8.kubernetes.api.model.Service.class),
            Map.entry("apps/v1/Deployment", io.fabric8.kubernetes.api.model.apps.Deployment.class),
            Map.entry("policy/v1/PodDisruptionBudget", io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget.class),
            Map.entry("autoscaling/v2/HorizontalPodAutoscaler",
                    io.fabric8.kubernetes.api.model.autoscaling.v2.HorizontalPodAutoscaler.class),
            Map.entry("kafka.strimzi.io/v1beta2/Kafka", io.strimzi.api.kafka.model.kafka.Kafka.class),
            Map.entry("kafka.strimzi.io/v1beta2/KafkaNodePool", io.strimzi.api.kafka.model.nodepool.KafkaNodePool.class),
            Map.entry("kafka.strimzi.io/v1beta2/KafkaTopic", io.strimzi.api.kafka.model.topic.KafkaTopic.class),
            Map.entry("postgresql.cnpg.io/v1/Cluster", OwnModels.Cluster.class),
            Map.entry("postgresql.cnpg.io/v1/Database", OwnModels.Database.class),
            Map.entry("keda.sh/v1alpha1/ScaledObject", OwnModels.ScaledObject.class));

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    /** One parsed document: where it came from and its typed model. */
    record Document(String where, Object model) {
    }

    /** The documents of every manifest, or the problems found on the way (file, document, field). */
    record Parsed(List<Document> documents, List<String> problems) {

        <T> List<T> all(Class<T> model) {
            return documents.stream().map(Document::model).filter(model::isInstance).map(model::cast).toList();
        }
    }

    private Manifests() {
    }

    static Parsed parseAll() {
        try (Stream<Path> files = Files.list(DIRECTORY)) {
            List<Document> documents = new ArrayList<>();
            List<String> problems = new ArrayList<>();
            for (Path file : files.filter(path -> path.toString().endsWith(".yaml")).sorted().toList()) {
                Parsed parsed = parse(file.getFileName().toString(), Files.readString(file));
                documents.addAll(parsed.documents());
                problems.addAll(parsed.problems());
            }
            return new Parsed(documents, problems);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Parsed parse(String name, String yaml) {
        List<Document> documents = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try {
            List<JsonNode> nodes = YAML.readerFor(JsonNode.class).<JsonNode>readValues(yaml).readAll();
            for (int index = 0; index < nodes.size(); index++) {
                JsonNode node = nodes.get(index);
                String where = name + " #" + (index + 1) + " " + node.path("kind").asText() + "/"
                        + node.path("metadata").path("name").asText();
                Class<?> model = MODELS.get(node.path("apiVersion").asText() + "/" + node.path("kind").asText());
                if (model == null) {
                    problems.add(where + ": no typed model for " + node.path("apiVersion").asText() + " " + node.path("kind").asText());
                    continue;
                }
                try {
                    Object parsed = STRICT.treeToValue(node, model);
                    unknownFields(parsed, where, problems);
                    documents.add(new Document(where, parsed));
                } catch (JsonMappingException e) {
                    problems.add(where + ": " + e.getOriginalMessage() + " at " + e.getPathReference());
                } catch (IOException e) {
                    problems.add(where + ": " + e.getMessage().lines().findFirst().orElse(""));
                }
            }
        } catch (IOException e) {
            problems.add(name + ": not YAML: " + e.getMessage());
        }
        return new Parsed(documents, problems);
    }

    /** Fields a model kept aside because it does not know them, anywhere under {@code value}. */
    private static void unknownFields(Object value, String path, List<String> problems) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof Enum<?> || value.getClass().isPrimitive()) {
            return;
        }
        if (value instanceof List<?> list) {
            for (int index = 0; index < list.size(); index++) {
                unknownFields(list.get(index), path + "[" + index + "]", problems);
            }
            return;
        }
        if (value instanceof Map<?, ?> map) {
            map.forEach((key, entry) -> unknownFields(entry, path + "." + key, problems));
            return;
        }
        String type = value.getClass().getName();
        if (!type.startsWith("io.fabric8.") && !type.startsWith("io.strimzi.") && !type.startsWith("io.souvenir.")) {
            return;
        }
        if (value.getClass().isRecord()) {
            for (RecordComponent component : value.getClass().getRecordComponents()) {
                unknownFields(invoke(component.getAccessor(), value), path + "." + component.getName(), problems);
            }
            return;
        }
        for (Method getter : value.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || Modifier.isStatic(getter.getModifiers())
                    || !getter.getName().startsWith("get") || getter.getName().equals("getClass")) {
                continue;
            }
            Object field = invoke(getter, value);
            if (getter.getName().equals("getAdditionalProperties")) {
                if (field instanceof Map<?, ?> unknown && !unknown.isEmpty()) {
                    problems.add(path + ": unknown field(s) " + unknown.keySet());
                }
                continue;
            }
            unknownFields(field, path + "." + Character.toLowerCase(getter.getName().charAt(3)) + getter.getName().substring(4),
                    problems);
        }
    }

    private static Object invoke(Method getter, Object target) {
        try {
            return getter.invoke(target);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
