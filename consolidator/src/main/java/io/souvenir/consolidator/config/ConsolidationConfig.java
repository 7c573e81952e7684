package io.souvenir.consolidator.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;

/** The night's settings (application.properties, {@code souvenir.consolidation.*}). */
@ConfigMapping(prefix = "souvenir.consolidation")
public interface ConsolidationConfig {

    /** When each user's candidates are classified, in the user's time zone. */
    @WithDefault("02:00")
    LocalTime classifyAt();

    /** When the classified decisions are applied, in the user's time zone (the morning review sees both). */
    @WithDefault("03:30")
    LocalTime applyAt();

    /** The time zone of a user who has not said theirs. */
    @WithDefault("Europe/Paris")
    ZoneId defaultTimeZone();

    /** Below this engine confidence a candidate is held (rule low-confidence). */
    @WithDefault("0.6")
    double lowConfidence();

    /** A candidate whose person or subject was talked about more recently than this is held (rule quiet). */
    @WithDefault("PT24H")
    Duration quiet();

    /**
     * The learned second opinion on sensitive candidates ({@code LearnedSensitivity}): trained at
     * startup from the development sentences shipped with the consolidator, it sends to review a
     * candidate no vocabulary reads as sensitive when its probability reaches {@code threshold}.
     */
    SensitiveModel sensitiveModel();

    /** The learned second opinion's settings ({@code souvenir.consolidation.sensitive-model.*}). */
    interface SensitiveModel {

        /** Off, the night decides with its rules alone. */
        @WithDefault("true")
        boolean enabled();

        /**
         * The probability from which the model alone sends a candidate to review. Leaving one development
         * part out (./souvenir bench consolidation --cross-validate): at 0.7 it flagged about half the
         * sensitive candidates of a part it never saw and 0.6 % of the others.
         */
        @WithDefault("0.7")
        double threshold();
    }

    /** Candidates one night reads for one user at most (the oldest first; the rest wait for the next night). */
    @WithDefault("500")
    int candidatesPerNight();

    /** How long "run now" waits for memory-service to apply before it answers with the run as it stands. */
    @WithDefault("PT10S")
    Duration runNowWait();

    /** An apply or rollback unanswered for this long is asked again (memory-service answers a repeat from its receipt). */
    @WithDefault("PT2M")
    Duration resendAfter();

    /** How often the scheduler looks for nights to start and runs to apply (a Quarkus scheduler interval). */
    @WithDefault("30s")
    String tick();

    /** Users whose night starts in one scheduler pass at most. */
    @WithDefault("200")
    int usersPerPass();
}
