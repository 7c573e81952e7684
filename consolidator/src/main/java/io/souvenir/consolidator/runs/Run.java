package io.souvenir.consolidator.runs;

import io.souvenir.platform.tenancy.Tenant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.UUID;

/** One consolidation of one user: a night's, or one asked for now. */
public record Run(UUID id, Tenant tenant, LocalDate night, String trigger, String status, String traceId, OffsetDateTime startedAt,
        OffsetDateTime applyAt, OffsetDateTime finishedAt, String failure) {

    public static final String CLASSIFIED = "classified";
    public static final String APPLYING = "applying";
    public static final String APPLIED = "applied";
    public static final String FAILED = "failed";
    public static final String ROLLING_BACK = "rolling-back";
    public static final String ROLLED_BACK = "rolled-back";
}
