package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.verifier.counting.DurabilityModel.Label;
import io.souvenir.verifier.counting.DurabilityModel.Sample;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The learned second opinion, trained on the development sentences shipped with the verifier, and
 * asked about sentences of its own: it leans the right way on clear cases, and training twice
 * gives the same model.
 */
class DurabilityModelTest {

    private static DurabilityModel model;

    @BeforeAll
    static void train() {
        model = DurabilityModel.trainedOnDevelopment();
    }

    @Test
    void smallTalkLeansToNothingAndALifeFactToDurable() {
        for (String smallTalk : List.of("lol trop bien ta blague 😂", "haha ok merci, bonne soirée", "ugh what a day, so tired")) {
            for (String fact : List.of("ma nièce Zoé a 6 ans et fait de la danse", "I'm a plumber in Leeds",
                    "je suis diabétique depuis 2015")) {
                assertThat(model.judge(smallTalk).nothing()).as(smallTalk + " against " + fact)
                        .isGreaterThan(model.judge(fact).nothing());
                assertThat(model.judge(fact).durable()).as(fact + " against " + smallTalk)
                        .isGreaterThan(model.judge(smallTalk).durable());
            }
        }
    }

    @Test
    void theSameSentencesTrainTheSameModel() {
        List<Sample> samples = List.of(new Sample(Label.DURABLE, "my brother lives in Cork"),
                new Sample(Label.DURABLE, "je suis prof de maths"), new Sample(Label.NOTHING, "merci beaucoup"),
                new Sample(Label.NOTHING, "il pleut encore"), new Sample(Label.REQUEST, "rappelle-moi d'appeler Léa"));
        DurabilityModel once = DurabilityModel.train(samples);
        DurabilityModel twice = DurabilityModel.train(samples);
        for (String sentence : List.of("mon frère habite à Nantes", "thanks a lot", "remind me to call Tom")) {
            assertThat(twice.judge(sentence)).isEqualTo(once.judge(sentence));
        }
    }

    @Test
    void aSentenceOfNoKnownWordGetsAnOpinionAndNoError() {
        assertThat(model.judge("").durable()).isBetween(0.0, 1.0);
        assertThat(model.judge("x".repeat(9_000)).nothing()).isBetween(0.0, 1.0);
    }
}
