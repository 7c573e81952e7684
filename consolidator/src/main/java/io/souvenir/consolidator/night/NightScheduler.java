package io.souvenir.consolidator.night;

import io.opentelemetry.instrumentation.annotations.WithSpan;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.souvenir.consolidator.config.ConsolidationConfig;
import io.souvenir.consolidator.runs.Run;
import io.souvenir.consolidator.runs.RunRepository;
import io.souvenir.consolidator.runs.Sleepers;
import io.souvenir.consolidator.runs.Sleepers.Sleeper;
import io.souvenir.platform.security.MemberAccess;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Every tick: starts the nights that are due (02:00 in each user's time zone: classify), applies
 * the runs whose time has come (03:30), and asks memory-service again about an apply or rollback left
 * unanswered (a consolidator killed mid-apply finishes the run once on its next start). Two instances
 * never run one user's night twice: a night is one row (unique per user and date), and a run's apply
 * is sent by whoever holds its row lock.
 */
@ApplicationScoped
public class NightScheduler {

    private static final Logger LOG = Logger.getLogger(NightScheduler.class);

    private final NightService night;
    private final Sleepers sleepers;
    private final RunRepository runs;
    private final ConsolidationConfig config;
    private final MemberAccess access;

    NightScheduler(NightService night, Sleepers sleepers, RunRepository runs, ConsolidationConfig config, MemberAccess access) {
        this.access = access;
        this.night = night;
        this.sleepers = sleepers;
        this.runs = runs;
        this.config = config;
    }

    @Scheduled(every = "${souvenir.consolidation.tick}", delay = 5, delayUnit = java.util.concurrent.TimeUnit.SECONDS,
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void tick() {
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        startNights(now);
        applyDue(now);
    }

    void startNights(OffsetDateTime now) {
        List<Sleeper> due = QuarkusTransaction.requiringNew().call(() -> {
            runs.asScheduler();
            List<Sleeper> found = sleepers.due(now, config.usersPerPass());
            // the next night is booked before this one runs: a crash mid-night does not start it twice
            found.forEach(sleeper -> sleepers.next(sleeper.tenant(), nextClassify(now.plusMinutes(1), sleeper.timeZone())));
            return found;
        });
        for (Sleeper sleeper : due) {
            if (access.isRemoved(sleeper.tenant())) {
                // a member a workspace admin removed does not sleep here either: the next night is booked
                continue;
            }
            try {
                nightOf(sleeper, now);
            } catch (RuntimeException e) {
                LOG.errorf(e, "the night of one user could not start");
            }
        }
    }

    @WithSpan("consolidation.night")
    void nightOf(Sleeper sleeper, OffsetDateTime now) {
        ZonedDateTime local = now.atZoneSameInstant(sleeper.timeZone());
        LocalDate date = local.toLocalDate();
        ZonedDateTime applyAt = date.atTime(config.applyAt()).atZone(sleeper.timeZone());
        if (!applyAt.isAfter(local)) {
            applyAt = local.plusMinutes(1);
        }
        night.classify(sleeper.tenant(), "night", date, applyAt.toOffsetDateTime().withOffsetSameInstant(ZoneOffset.UTC));
    }

    void applyDue(OffsetDateTime now) {
        List<Run> due = QuarkusTransaction.requiringNew().call(() -> {
            runs.asScheduler();
            return runs.due(now, now.minus(config.resendAfter()), config.usersPerPass());
        });
        for (Run run : due) {
            try {
                if (Run.ROLLING_BACK.equals(run.status())) {
                    night.resendRollback(run.tenant(), run.id());
                } else {
                    night.apply(run.tenant(), run.id());
                }
            } catch (RuntimeException e) {
                LOG.errorf(e, "run %s could not be applied", run.id());
            }
        }
    }

    /** The next classification time strictly after {@code after}, in {@code zone}. */
    public OffsetDateTime nextClassify(OffsetDateTime after, ZoneId zone) {
        ZonedDateTime local = after.atZoneSameInstant(zone);
        ZonedDateTime at = local.toLocalDate().atTime(config.classifyAt()).atZone(zone);
        if (!at.isAfter(local)) {
            at = local.toLocalDate().plusDays(1).atTime(config.classifyAt()).atZone(zone);
        }
        return at.toOffsetDateTime().withOffsetSameInstant(ZoneOffset.UTC);
    }

    /**
     * Looks after a user from now on (their first night is the next 02:00 in the default time zone,
     * until their settings give one); a user already looked after keeps their zone.
     */
    public void lookAfter(Tenant tenant) {
        ZoneId zone = config.defaultTimeZone();
        sleepers.lookAfter(tenant, zone, nextClassify(OffsetDateTime.now(ZoneOffset.UTC), zone));
    }

    /** The user's time zone is now {@code zone}: their next night is the next 02:00 there. */
    public void moveTo(Tenant tenant, ZoneId zone) {
        sleepers.moveTo(tenant, zone, nextClassify(OffsetDateTime.now(ZoneOffset.UTC), zone));
    }
}
