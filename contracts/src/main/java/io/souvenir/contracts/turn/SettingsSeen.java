package io.souvenir.contracts.turn;

import java.time.OffsetDateTime;
import java.util.Objects;

/**
 * What a turn's {@code memory} decision was made on, so that memory-service can check it where
 * the turn is kept: {@code version}, the version of the user's memory settings the gateway knew
 * (memory-service counts one more for every change of memory on or off or of the pause), and
 * {@code saidAt}, when the user spoke (the gateway's clock). The gateway keeps a copy of the
 * settings between turns; memory-service keeps nothing of a turn decided on a copy that a change
 * made before the user spoke had already outdated.
 */
public record SettingsSeen(long version, OffsetDateTime saidAt) {

    public SettingsSeen {
        Objects.requireNonNull(saidAt, "saidAt");
    }

    /** None when the decision was made without a version (an older gateway's, or settings that could not be read). */
    public static SettingsSeen of(Long version, OffsetDateTime saidAt) {
        return version == null ? null : new SettingsSeen(version, saidAt);
    }
}
