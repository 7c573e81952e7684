package io.souvenir.memory.memories;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.MemorySource;
import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "memories")
public class Memory extends UserOwned {

    @Id
    public UUID id;

    @Convert(converter = WireNameConverters.Kind.class)
    @Column(nullable = false)
    public MemoryKind kind;

    @Convert(converter = WireNameConverters.FacetColumn.class)
    public Facet facet;

    @Convert(converter = WireNameConverters.DomainColumn.class)
    @Column(nullable = false)
    public Domain domain;

    @Column(nullable = false)
    public String text;

    @Column(name = "normalized_hash", nullable = false)
    public String normalizedHash;

    @Column(name = "person_name")
    public String personName;

    @Column(name = "person_relation")
    public String personRelation;

    @Column(name = "occurred_at")
    public OffsetDateTime occurredAt;

    @Column(name = "due_at")
    public OffsetDateTime dueAt;

    @Column(name = "valid_from")
    public OffsetDateTime validFrom;

    @Column(name = "valid_to")
    public OffsetDateTime validTo;

    @Column(name = "recorded_at", nullable = false)
    public OffsetDateTime recordedAt;

    @Column(name = "retired_at")
    public OffsetDateTime retiredAt;

    @Column(nullable = false)
    public boolean visible;

    @Column(nullable = false)
    public double confidence;

    @Convert(converter = WireNameConverters.Source.class)
    @Column(nullable = false)
    public MemorySource source;

    @Column(name = "source_message_id")
    public UUID sourceMessageId;

    @Column(name = "turn_id")
    public UUID turnId;

    @Column(nullable = false)
    public String status;

    @Column(name = "last_mentioned_at", nullable = false)
    public OffsetDateTime lastMentionedAt;
}
