package io.souvenir.memory.narrative;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

@ConfigMapping(prefix = "souvenir.narrative")
public interface NarrativeConfig {

    /** The last messages of a conversation, kept verbatim in every prompt. */
    @WithDefault("12")
    int liveWindow();

    /** How many messages must fall out of the live window before the summary is extended, in one go. */
    @WithDefault("8")
    int summaryBatch();

    /** A summary longer than this forgets its oldest lines. */
    @WithDefault("4000")
    int summaryMaxChars();
}
