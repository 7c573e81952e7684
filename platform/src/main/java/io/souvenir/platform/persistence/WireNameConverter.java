package io.souvenir.platform.persistence;

import io.souvenir.contracts.WireName;
import jakarta.persistence.AttributeConverter;
import java.util.Arrays;

/**
 * Stores an enum as its wire name, so SQL and JSON read the same words. A converter for one enum
 * is a {@code @Converter} subclass naming its type.
 */
public abstract class WireNameConverter<E extends Enum<E> & WireName> implements AttributeConverter<E, String> {

    private final Class<E> type;

    protected WireNameConverter(Class<E> type) {
        this.type = type;
    }

    @Override
    public String convertToDatabaseColumn(E value) {
        return value == null ? null : value.wireName();
    }

    @Override
    public E convertToEntityAttribute(String column) {
        return column == null ? null : Arrays.stream(type.getEnumConstants())
                .filter(constant -> constant.wireName().equals(column))
                .findFirst().orElseThrow(() -> new IllegalStateException("unknown " + type.getSimpleName() + " " + column));
    }
}
