package io.souvenir.contracts;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Arrays;

/** Where an interaction came from and where its answer goes. */
public enum Channel implements WireName {
    WEB, TELEGRAM, EMAIL;

    @JsonCreator
    public static Channel fromWire(String value) {
        return Arrays.stream(values())
                .filter(channel -> channel.wireName().equals(value))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown channel '" + value + "'"));
    }
}
