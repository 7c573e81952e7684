package io.souvenir.verifier.service;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The learned second opinion on the verifier's backfills ({@link SecondOpinion}): whether it is
 * trained at startup and heard, and how confident it must be for each of its uses; a threshold above
 * 1 turns its use off.
 */
@ConfigMapping(prefix = "souvenir.verifier.second-opinion")
public interface SecondOpinionConfig {

    /**
     * Off by default. With each development part left out in turn ({@code ./souvenir bench second-opinion}),
     * (b) and (c) together kept 3 fewer memories on sentences with nothing to keep, all in the part least
     * fitted by the rules, and cost nothing; but trained on the whole development part, they made one more
     * held-out sentence leave nothing (counts only): the guarantee comes first.
     */
    @WithDefault("false")
    boolean enabled();

    /**
     * (a) Keep a sentence nothing else kept when the model gives it at least this probability of stating
     * something durable. Off by default (above 1): with each development part left out in turn, it kept
     * about ten sentences with nothing to keep for each one it saved ({@code ./souvenir bench second-opinion}).
     */
    @WithDefault("1.01")
    double keepAbove();

    /** (b) Backfill nothing from a sentence the model gives at least this probability of holding nothing. */
    @WithDefault("0.99")
    double skipAbove();

    /** (c) Backfill no clause the model, reading that clause alone, gives at least this probability of holding nothing. */
    @WithDefault("0.9")
    double dropAbove();
}
