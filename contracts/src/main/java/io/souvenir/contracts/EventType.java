package io.souvenir.contracts;

/**
 * Names an event: its {@code type} on the wire, the version its payload follows, the topic it
 * travels on and the record its payload maps to.
 */
public record EventType<P>(String name, int version, String topic, Class<P> payloadClass) {
}
