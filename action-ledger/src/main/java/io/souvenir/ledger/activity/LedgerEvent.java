package io.souvenir.ledger.activity;

import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "ledger_events")
public class LedgerEvent extends UserOwned {

    @Id
    public UUID id;

    @Column(name = "trace_id", nullable = false)
    public String traceId;

    @Column(nullable = false)
    public String channel;

    @Column(nullable = false)
    public String type;

    @Column(nullable = false)
    public String summary;

    @Column(nullable = false)
    public String service;

    @Column(name = "occurred_at", nullable = false)
    public OffsetDateTime occurredAt;
}
