package io.souvenir.memory.memories;

import io.souvenir.contracts.WireName;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Arrays;

/** The database stores enums as their wire names, so SQL and JSON read the same words. */
final class WireNameConverters {

    private WireNameConverters() {
    }

    abstract static class WireNameConverter<E extends Enum<E> & WireName> implements AttributeConverter<E, String> {

        private final Class<E> type;

        WireNameConverter(Class<E> type) {
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

    @Converter
    static final class Kind extends WireNameConverter<MemoryKind> {
        Kind() {
            super(MemoryKind.class);
        }
    }

    @Converter
    static final class FacetColumn extends WireNameConverter<Facet> {
        FacetColumn() {
            super(Facet.class);
        }
    }

    @Converter
    static final class DomainColumn extends WireNameConverter<Domain> {
        DomainColumn() {
            super(Domain.class);
        }
    }

    @Converter
    static final class Source extends WireNameConverter<MemorySource> {
        Source() {
            super(MemorySource.class);
        }
    }
}
