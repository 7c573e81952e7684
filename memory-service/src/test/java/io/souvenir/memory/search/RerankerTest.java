package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RerankerTest {

    private static final int WORDS = Reranker.FEATURES.indexOf("coverage");
    private static final int WHEN_SAYS_TIME = Reranker.FEATURES.indexOf("when-says-time");

    @Test
    void theServiceShipsTreesOverTheFeaturesTheSearchComputes() {
        Reranker shipped = Reranker.shipped();

        assertThat(shipped.size()).as("trees in %s", Reranker.WEIGHTS).isPositive();
        assertThat(shipped.score(new double[Reranker.FEATURES.size()])).isFinite();
    }

    @Test
    void learnsWhatTwoSignalsSayTogetherAndRanksTheAnswerFirst() {
        // the evidence is the candidate that holds the question's words AND says a time; either alone is common
        Reranker trained = Reranker.train(questions(new Random(1), 200), Reranker.Growth.DEFAULT);

        int first = 0;
        List<Reranker.Example> unseen = questions(new Random(2), 100);
        for (Reranker.Example question : unseen) {
            int best = 0;
            for (int i = 1; i < question.features().length; i++) {
                best = trained.score(question.features()[i]) > trained.score(question.features()[best]) ? i : best;
            }
            first += question.relevant()[best] ? 1 : 0;
        }
        assertThat(first).as("questions whose evidence comes first").isGreaterThanOrEqualTo(90);
    }

    @Test
    void theSameExamplesGiveTheSameTreesAndTheWrittenTreesScoreAlike() {
        List<Reranker.Example> examples = questions(new Random(3), 100);
        Reranker once = Reranker.train(examples, Reranker.Growth.DEFAULT);
        Reranker again = Reranker.train(examples, Reranker.Growth.DEFAULT);

        assertThat(again.tsv()).isEqualTo(once.tsv());
        double[] candidate = examples.get(0).features()[3];
        assertThat(Reranker.read(once.tsv()).score(candidate)).isCloseTo(once.score(candidate), org.assertj.core.data.Offset.offset(1e-6));
    }

    /** Questions of 20 candidates, noise in every feature, the evidence with both signals, others with one or none. */
    private static List<Reranker.Example> questions(Random random, int count) {
        List<Reranker.Example> examples = new ArrayList<>();
        for (int q = 0; q < count; q++) {
            int n = 20;
            double[][] features = new double[n][Reranker.FEATURES.size()];
            boolean[] relevant = new boolean[n];
            int answer = random.nextInt(n);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < features[i].length; j++) {
                    features[i][j] = random.nextGaussian();
                }
                boolean words = i == answer || random.nextBoolean();
                boolean time = i == answer || !words && random.nextBoolean();
                features[i][WORDS] = (words ? 1 : 0) + 0.1 * random.nextGaussian();
                features[i][WHEN_SAYS_TIME] = time ? 1 : 0;
                relevant[i] = i == answer;
            }
            examples.add(new Reranker.Example(features, relevant));
        }
        return examples;
    }
}
