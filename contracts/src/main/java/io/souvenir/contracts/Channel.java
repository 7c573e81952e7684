package io.souvenir.contracts;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;

/** Where an interaction came from and where its answer goes. */
public enum Channel {
    WEB, TELEGRAM, EMAIL;

    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static Channel fromWire(String value) {
        return Arrays.stream(values())
                .filter(channel -> channel.wireName().equals(value))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown channel '" + value + "'"));
    }
}
