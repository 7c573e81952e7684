package io.souvenir.verifier.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.verifier.counting.DurabilityModel;
import io.souvenir.verifier.counting.DurabilityModel.Label;
import io.souvenir.verifier.counting.DurabilityModel.Sample;
import io.souvenir.verifier.counting.StatedFact;
import io.souvenir.verifier.service.SecondOpinion.Thresholds;
import io.smallrye.config.WithDefault;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The model's word on the rules' backfills: what it is confident holds nothing is not backfilled,
 * what it is confident is durable is kept whole when nothing else kept it, and the main pass's
 * memories are never its to remove. A small model of its own sentences makes its opinions plain.
 */
class SecondOpinionTest {

    private static final DurabilityModel MODEL = DurabilityModel.train(List.of(
            new Sample(Label.NOTHING, "je suis crevé ce soir"), new Sample(Label.NOTHING, "trop crevé aujourd'hui"),
            new Sample(Label.NOTHING, "so tired today"), new Sample(Label.NOTHING, "I'm so tired tonight"),
            new Sample(Label.DURABLE, "my sister Anna is a nurse in Bristol"), new Sample(Label.DURABLE, "ma sœur Anna est infirmière"),
            new Sample(Label.DURABLE, "my brother Tom is a nurse too"), new Sample(Label.DURABLE, "mon frère Tom est infirmier")));
    private static final Thresholds ALL = new Thresholds(0.6, 0.6, 0.6);

    private static StatedFact fact(String text) {
        return StatedFact.fact(Facet.GENERAL, Domain.NONE, text, StatedFact.keysOf(text));
    }

    @Test
    void aClauseTheModelIsSureHoldsNothingIsNotBackfilled() {
        List<StatedFact> rules = List.of(fact("My sister Anna is a nurse"), fact("So tired tonight"));

        assertThat(SecondOpinion.weigh("my sister Anna is a nurse, so tired tonight", List.of(), rules, MODEL, ALL))
                .extracting(StatedFact::text).containsExactly("My sister Anna is a nurse");
        assertThat(SecondOpinion.weigh("my sister Anna is a nurse, so tired tonight", List.of(), rules, MODEL, Thresholds.OFF))
                .as("the rules alone").isEqualTo(rules);
    }

    @Test
    void aSentenceTheModelIsSureHoldsNothingIsNotBackfilledFromButTheTurnKeepsItsOwn() {
        MemoryDraft mainPass = new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, "Tired",
                List.of(), null, null, false, 0.9);
        List<StatedFact> rules = List.of(fact("Je suis crevé"));

        assertThat(SecondOpinion.weigh("je suis crevé ce soir", List.of(mainPass), rules, MODEL, new Thresholds(2, 0.6, 2)))
                .isEmpty();
    }

    @Test
    void aSentenceNothingKeptIsKeptWholeWhenTheModelIsSureItIsDurable() {
        List<StatedFact> kept = SecondOpinion.weigh("my brother Tom is a nurse in Bristol", List.of(), List.of(), MODEL, ALL);

        assertThat(kept).hasSize(1);
        assertThat(kept.get(0).kind()).isEqualTo(MemoryKind.PERSON);
        assertThat(kept.get(0).text()).isEqualTo("My brother Tom is a nurse in Bristol");
        assertThat(SecondOpinion.weigh("my brother Tom is a nurse in Bristol", List.of(), List.of(), MODEL,
                new Thresholds(1.01, 0.6, 0.6))).as("(a) off").isEmpty();
    }

    @Test
    void theBenchMeasuresTheThresholdsTheServiceRunsWith() throws NoSuchMethodException {
        assertThat(List.of(Thresholds.CONFIGURED.keepAbove(), Thresholds.CONFIGURED.skipAbove(), Thresholds.CONFIGURED.dropAbove()))
                .containsExactly(configured("keepAbove"), configured("skipAbove"), configured("dropAbove"));
    }

    private static double configured(String threshold) throws NoSuchMethodException {
        return Double.parseDouble(SecondOpinionConfig.class.getMethod(threshold).getAnnotation(WithDefault.class).value());
    }
}
