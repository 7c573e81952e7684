package io.souvenir.memory.memories;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.platform.persistence.WireNameConverter;
import jakarta.persistence.Converter;

/** The memory columns stored as wire names. */
final class WireNameConverters {

    private WireNameConverters() {
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
