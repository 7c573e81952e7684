package io.souvenir.ledger.reminders;

import io.souvenir.contracts.EventCodec;
import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.MemoryChanged;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.notification.Notify;
import io.souvenir.ledger.actions.Due;
import io.souvenir.ledger.activity.ActivityService;
import io.souvenir.platform.messaging.IncomingEvents;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.security.MemberAccess;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * Follows the reminders memory-service keeps (created, rewritten, forgotten) and tells the user,
 * once, when one falls due: an activity entry and a {@code reminder.due} notification on the
 * channel the reminder was asked on. A reminder falling due starts an interaction of its own.
 */
@ApplicationScoped
public class ReminderService {

    static final String CONSUMER = "action-ledger.reminders";
    private static final Pattern FRENCH = Pattern.compile(
            "(?iu)[éèêàùçôî]|\\b(le|la|les|de|du|des|un|une|mon|ma|mes|ton|ta|au|aux|pour|et|à|chez|avec)\\b");

    private static final Logger LOG = Logger.getLogger(ReminderService.class);

    private final ReminderRepository reminders;
    private final ActivityService activity;
    private final IncomingEvents incoming;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final EventCodec codec;
    private final MemberAccess access;
    private final Clock clock = Clock.systemUTC();

    ReminderService(ReminderRepository reminders, ActivityService activity, IncomingEvents incoming,
            TenantSession tenantSession, Outbox outbox, EventCodec codec, MemberAccess access) {
        this.access = access;
        this.reminders = reminders;
        this.activity = activity;
        this.incoming = incoming;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
        this.codec = codec;
    }

    /** Memory events; the ones that are not about reminders pass by. */
    @Transactional
    public void handle(EventEnvelope event) {
        if (Events.MEMORIES_CREATED.name().equals(event.type())) {
            List<MemoryDraft> created = codec.payload(event, Events.MEMORIES_CREATED).created().stream()
                    .filter(memory -> memory.kind() == MemoryKind.REMINDER && memory.dueAt() != null).toList();
            if (!created.isEmpty() && incoming.claim(CONSUMER, event)) {
                created.stream().filter(memory -> reminders.findByIdOptional(memory.id()).isEmpty())
                        .forEach(memory -> reminders.persist(reminder(event, memory)));
            }
        } else if (Events.MEMORY_CHANGED.name().equals(event.type())) {
            MemoryChanged change = codec.payload(event, Events.MEMORY_CHANGED);
            if (change.kind() == MemoryKind.REMINDER && incoming.claim(CONSUMER, event)) {
                reminders.locked(change.memoryId()).ifPresent(reminder -> {
                    if (change.forgotten()) {
                        reminders.delete(reminder);
                    } else {
                        reminder.text = change.text();
                    }
                });
            }
        }
    }

    @Transactional
    public List<Due> due() {
        return reminders.due(OffsetDateTime.now(clock));
    }

    @Transactional
    public void notifyDue(Due due) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        tenantSession.bind(due.tenant());
        reminders.locked(due.id()).filter(reminder -> reminder.notifiedAt == null && !reminder.dueAt.isAfter(now))
                .ifPresent(reminder -> {
                    reminder.notifiedAt = now;
                    if (access.isRemoved(due.tenant())) {
                        LOG.infof("reminder %s fell due for a member a workspace admin removed: not delivered", reminder.id);
                        return;
                    }
                    boolean french = FRENCH.matcher(reminder.text).find();
                    String text = (french ? "Rappel : " : "Reminder: ") + reminder.text;
                    EventHeader header = EventHeader.start(TraceIds.current(), reminder.workspaceId, reminder.userId,
                            reminder.channel);
                    activity.note(header, Notify.REMINDER_DUE, text, "action-ledger");
                    outbox.publish(header.next(), Events.NOTIFY,
                            new Notify(Notify.REMINDER_DUE, text, french ? "fr" : "en", reminder.id, null));
                });
    }

    private static Reminder reminder(EventEnvelope event, MemoryDraft memory) {
        Reminder reminder = new Reminder();
        reminder.id = memory.id();
        reminder.userId = event.userId();
        reminder.workspaceId = event.workspaceId();
        reminder.channel = event.channel();
        reminder.text = memory.text();
        reminder.dueAt = memory.dueAt();
        return reminder;
    }
}
