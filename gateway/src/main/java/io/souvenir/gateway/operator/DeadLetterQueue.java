package io.souvenir.gateway.operator;

/** A dead-letter topic and how many records wait in it (end offsets minus beginning offsets, all partitions). */
public record DeadLetterQueue(String topic, long records) {
}
