package io.souvenir.contracts;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** Enums travel as their lower-case name ("reminder", "health"); an unknown name is refused. */
public interface WireName {

    String name();

    @JsonValue
    default String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
