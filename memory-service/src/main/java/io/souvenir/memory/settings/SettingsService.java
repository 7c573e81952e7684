package io.souvenir.memory.settings;

import io.agroal.api.AgroalDataSource;
import io.souvenir.contracts.Channel;
import io.souvenir.contracts.EventHeader;
import io.souvenir.contracts.EventType;
import io.souvenir.contracts.Events;
import io.souvenir.contracts.memory.SettingsChanged;
import io.souvenir.contracts.memory.TimeZoneChanged;
import io.souvenir.contracts.turn.MemoryState;
import io.souvenir.contracts.turn.SettingsSeen;
import io.souvenir.memory.UserKey;
import io.souvenir.platform.messaging.Outbox;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.telemetry.TraceIds;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.platform.tenancy.TenantSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * The user's memory controls (memory on or off, a pause until a given time), their time zone and
 * language. A new time zone is announced ({@code memory.time-zone-changed}): the consolidator's
 * nights follow it. Any change is announced ({@code memory.settings-changed}): every gateway
 * instance drops the copy it keeps of the user's settings, so their next turn is decided on these.
 */
@ApplicationScoped
public class SettingsService {

    private static final Logger LOG = Logger.getLogger(SettingsService.class);

    private final EntityManager entityManager;
    private final TenantSession tenantSession;
    private final Outbox outbox;
    private final AgroalDataSource dataSource;

    SettingsService(EntityManager entityManager, TenantSession tenantSession, Outbox outbox, AgroalDataSource dataSource) {
        this.dataSource = dataSource;
        this.entityManager = entityManager;
        this.tenantSession = tenantSession;
        this.outbox = outbox;
    }

    /**
     * The caller's settings as they are now, as the gateway asks for them whenever the user speaks:
     * one statement, no transaction of its own (V81 {@code settings_of} binds the tenant and reads).
     */
    public MemorySettings read(Tenant caller) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "select memory_enabled, paused_until, time_zone, language, updated_at, memory_version from settings_of(?, ?)")) {
            select.setString(1, caller.userId());
            select.setString(2, caller.workspaceId());
            try (ResultSet row = select.executeQuery()) {
                tenantSession.boundTo(caller);
                MemorySettings settings = defaults(caller);
                if (row.next()) {
                    settings.memoryEnabled = row.getBoolean(1);
                    settings.pausedUntil = row.getObject(2, OffsetDateTime.class);
                    settings.timeZone = row.getString(3);
                    settings.language = row.getString(4);
                    settings.updatedAt = row.getObject(5, OffsetDateTime.class);
                    settings.memoryVersion = row.getLong(6);
                }
                return settings;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the settings", e);
        }
    }

    /** The longest pause: a pause is a break, not a way to switch memory off for good (that is memoryEnabled). */
    static final Duration LONGEST_PAUSE = Duration.ofDays(366);

    /**
     * Whoever calls (the gateway, or a service on the user's behalf), {@code pausedUntil} is in the
     * future and at most a year ahead; otherwise problem+json naming the field, nothing written.
     * {@code timeZone}, {@code language}: null leaves the one known unchanged.
     */
    @Transactional
    public MemorySettings write(Tenant caller, boolean memoryEnabled, OffsetDateTime requestedPause, String timeZone,
            String language) {
        // PostgreSQL keeps microseconds, rounding what is finer: kept as stored, the same pause sent again is the same
        OffsetDateTime pausedUntil = requestedPause == null ? null : requestedPause.truncatedTo(ChronoUnit.MICROS);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        if (pausedUntil != null && !pausedUntil.isAfter(now)) {
            throw new InvalidRequestException("pausedUntil", "must be in the future");
        }
        if (pausedUntil != null && pausedUntil.isAfter(now.plus(LONGEST_PAUSE))) {
            throw new InvalidRequestException("pausedUntil", "must be at most a year ahead");
        }
        tenantSession.bind(caller);
        MemorySettings settings = find(caller).orElseGet(() -> {
            MemorySettings fresh = defaults(caller);
            entityManager.persist(fresh);
            return fresh;
        });
        boolean memorySwitched = settings.memoryEnabled != memoryEnabled || !sameInstant(settings.pausedUntil, pausedUntil);
        if (memorySwitched) {
            // a new version of the memory switches: a turn decided on an older copy is checked against it (decide)
            settings.changedAt(now);
        }
        settings.memoryEnabled = memoryEnabled;
        settings.pausedUntil = pausedUntil;
        boolean zoneChanged = timeZone != null && !timeZone.equals(settings.timeZone);
        if (zoneChanged) {
            settings.timeZone = timeZone;
            announce(caller, Events.TIME_ZONE_CHANGED, new TimeZoneChanged(timeZone));
        }
        boolean languageChanged = language != null && !language.equals(settings.language);
        if (languageChanged) {
            settings.language = language;
        }
        if (memorySwitched || zoneChanged || languageChanged) {
            announce(caller, Events.SETTINGS_CHANGED, new SettingsChanged(settings.memoryVersion));
        }
        settings.updatedAt = OffsetDateTime.now(ZoneOffset.UTC);
        return settings;
    }

    /** Through the outbox, in the transaction of the change: announced if, and only if, it is kept. */
    private <P> void announce(Tenant caller, EventType<P> type, P payload) {
        outbox.publish(EventHeader.start(TraceIds.current(), caller.workspaceId(), caller.userId(), Channel.WEB), type, payload);
    }

    /**
     * Within a transaction already bound to the user: may anything said at {@code at} be kept? The
     * decision the event carries when its producer made one: it was made once, from the settings
     * known when the user spoke, and a later consumer honours it rather than reading the settings
     * again (what was said while memory was on stays kept after a pause that began before it was
     * applied; what was said while paused is never kept, even if applied after the pause).
     * Without one (an event of an older producer), the user's settings at {@code at}.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public MemoryState decide(Tenant tenant, MemoryState carried, OffsetDateTime at) {
        return decide(tenant, carried, null, at);
    }

    /**
     * As {@link #decide(Tenant, MemoryState, OffsetDateTime)}, for an "on" decided on a copy of the
     * settings ({@code seen}: its version, and when the user spoke): kept only if that copy was the
     * user's settings when they spoke. The same version now: nothing changed since, so it was. Else
     * changes came after the copy, and their times say on which side of the user's words they fell:
     * the first of them clearly after the user spoke leaves the copy right; the settings of now,
     * clearly in force when they spoke, decide instead; otherwise (a change within
     * {@link #CLOCK_MARGIN} of their words, the gateway's clock against this service's, or too many
     * changes since to tell) nothing is kept.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public MemoryState decide(Tenant tenant, MemoryState carried, SettingsSeen seen, OffsetDateTime at) {
        if (carried == null) {
            return stateOf(tenant, at);
        }
        if (!carried.keeps() || seen == null) {
            return carried;
        }
        Optional<MemorySettings> stored = find(tenant);
        if (stored.isEmpty() && seen.version() > 0) {
            // a copy of settings no longer stored: a wipe took them since (what was said before it never comes this far,
            // the erasure's tombstone stops it), so the defaults were the user's when they spoke
            return defaults(tenant).stateAt(seen.saidAt());
        }
        MemorySettings now = stored.orElseGet(() -> defaults(tenant));
        if (now.memoryVersion == seen.version()) {
            return carried;
        }
        OffsetDateTime said = seen.saidAt();
        MemoryState decided;
        if (now.beginningOf(seen.version() + 1).filter(next -> next.isAfter(said.plus(CLOCK_MARGIN))).isPresent()) {
            decided = carried; // every change came after the user spoke: the copy was their settings then
        } else if (now.beginningOf(now.memoryVersion).filter(last -> last.plus(CLOCK_MARGIN).isBefore(said)).isPresent()) {
            decided = now.stateAt(said); // the settings of now were already theirs when they spoke
        } else {
            decided = MemoryState.UNKNOWN;
        }
        if (!decided.keeps()) {
            LOG.infof("settings changed since the copy a turn was decided on (version %d, now %d; said at %s): %s, nothing kept",
                    seen.version(), now.memoryVersion, said, decided.wireName());
        }
        return decided;
    }

    /**
     * How far apart two clocks of the deployment may be (the gateway's, which dates a turn, and this
     * service's, which dates a change of the settings): a change closer than this to a turn is taken
     * as possibly before it.
     */
    static final Duration CLOCK_MARGIN = Duration.ofSeconds(1);

    /** The same instant whatever its offset (the request's or the database's UTC): the same pause sent again is no change. */
    private static boolean sameInstant(OffsetDateTime one, OffsetDateTime other) {
        return one == null ? other == null : other != null && one.isEqual(other);
    }

    /** Within a transaction already bound to the user: may memories be kept at {@code at}? */
    @Transactional(Transactional.TxType.MANDATORY)
    public MemoryState stateOf(Tenant tenant, OffsetDateTime at) {
        return find(tenant).map(settings -> settings.stateAt(at)).orElse(MemoryState.ON);
    }

    /** Within a transaction already bound to the user: the zone their times are told in (UTC until they have one). */
    @Transactional(Transactional.TxType.MANDATORY)
    public ZoneId timeZoneOf(Tenant tenant) {
        return find(tenant).map(settings -> settings.timeZone).<ZoneId>map(ZoneId::of).orElse(ZoneOffset.UTC);
    }

    private Optional<MemorySettings> find(Tenant tenant) {
        return Optional.ofNullable(entityManager.find(MemorySettings.class,
                new UserKey(tenant.userId(), tenant.workspaceId())));
    }

    private static MemorySettings defaults(Tenant tenant) {
        MemorySettings settings = new MemorySettings();
        settings.userId = tenant.userId();
        settings.workspaceId = tenant.workspaceId();
        settings.updatedAt = OffsetDateTime.now(ZoneOffset.UTC);
        return settings;
    }
}
