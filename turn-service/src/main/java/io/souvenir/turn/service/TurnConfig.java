package io.souvenir.turn.service;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.time.ZoneId;

@ConfigMapping(prefix = "souvenir.turn")
public interface TurnConfig {

    /** The zone in which "jeudi" or "tomorrow at 6pm" is understood, until users set their own. */
    @WithDefault("Europe/Paris")
    ZoneId defaultTimeZone();

    /** How long a proposed action waits for the user's confirmation before it lapses. */
    @WithDefault("5m")
    Duration actionExpiry();
}
