package io.souvenir.k8s;

import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.util.List;
import java.util.Map;

/**
 * Typed models of the custom resources that have no Java model on Maven Central: CloudNativePG's
 * {@code Cluster} and {@code Database}, KEDA's {@code ScaledObject}. Only the fields the manifests
 * use, read with unknown fields refused: a field outside these records fails the parse.
 */
final class OwnModels {

    private OwnModels() {
    }

    record Cluster(String apiVersion, String kind, ObjectMeta metadata, ClusterSpec spec) {
    }

    record ClusterSpec(Integer instances, String imageName, String primaryUpdateStrategy, Storage storage,
            Postgresql postgresql, ResourceRequirements resources, Bootstrap bootstrap, Managed managed) {
    }

    record Storage(String size, String storageClass) {
    }

    record Postgresql(Map<String, String> parameters) {
    }

    record Bootstrap(Initdb initdb) {
    }

    record Initdb(String database, String owner, SqlRefs postInitApplicationSQLRefs) {
    }

    record SqlRefs(List<KeyRef> configMapRefs, List<KeyRef> secretRefs) {
    }

    record KeyRef(String name, String key) {
    }

    record Managed(List<Role> roles) {
    }

    record Role(String name, String ensure, Boolean login, Boolean superuser, Boolean createdb, Boolean createrole,
            Boolean bypassrls, NameRef passwordSecret) {
    }

    record NameRef(String name) {
    }

    record Database(String apiVersion, String kind, ObjectMeta metadata, DatabaseSpec spec) {
    }

    record DatabaseSpec(String name, String owner, NameRef cluster) {
    }

    record ScaledObject(String apiVersion, String kind, ObjectMeta metadata, ScaledObjectSpec spec) {
    }

    record ScaledObjectSpec(ScaleTarget scaleTargetRef, Integer pollingInterval, Integer cooldownPeriod,
            Integer minReplicaCount, Integer maxReplicaCount, List<Trigger> triggers) {
    }

    record ScaleTarget(String name, String kind, String apiVersion) {
    }

    record Trigger(String type, Map<String, String> metadata) {
    }
}
