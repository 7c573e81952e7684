package io.souvenir.ledger.reminders;

import io.souvenir.contracts.Channel;
import io.souvenir.ledger.actions.Channels;
import io.souvenir.platform.tenancy.UserOwned;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.UUID;

@Entity
@Table(name = "reminders")
public class Reminder extends UserOwned {

    @Id
    public UUID id;
    @Convert(converter = Channels.class)
    @Column(nullable = false)
    public Channel channel;
    @Column(nullable = false)
    public String text;
    @Column(name = "due_at", nullable = false)
    public OffsetDateTime dueAt;
    @Column(name = "notified_at")
    public OffsetDateTime notifiedAt;
}
