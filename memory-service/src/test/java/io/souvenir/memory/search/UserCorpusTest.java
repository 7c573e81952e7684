package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The in-memory corpus search ranks: tsvectors as PostgreSQL prints them, BM25, neighbours. */
class UserCorpusTest {

    private static final UserCorpus.FieldWeights WEIGHTS = new UserCorpus.FieldWeights(0.5, 1, 0.3);

    @Test
    void aTsvectorIsReadWithItsWeights() {
        assertThat(UserCorpus.Lexeme.parse("'claire':1A,4B 'l''ete':2B 'wife':3 'x'"))
                .containsExactly(new UserCorpus.Lexeme("claire", 1, 1, 0), new UserCorpus.Lexeme("l'ete", 0, 1, 0),
                        new UserCorpus.Lexeme("wife", 0, 0, 1), new UserCorpus.Lexeme("x", 0, 1, 0));
        assertThat(UserCorpus.Lexeme.parse(null)).isEmpty();
    }

    @Test
    void aRareWordOutweighsTheSpeakerNameEveryMessageCarriesAndSessionsKeepTheirOrder() {
        UUID session = UUID.randomUUID();
        List<UserCorpus.Row> rows = List.of(
                row(session, "Maya", "'maya':1A 'pottery':2B 'class':3B"),
                row(session, "Maya", "'maya':1A 'tired':2B 'bakery':3B 'manag':4B 'shift':5B 'week':6B"),
                row(session, "Tom", "'tom':1A 'sister':2B 'leeds':3B"),
                row(UUID.randomUUID(), "Maya", "'maya':1A 'porto':2B"));
        UserCorpus corpus = UserCorpus.of(rows, WEIGHTS);

        double[] scores = corpus.bm25(List.of(List.of("pottery"), List.of("maya")));
        assertThat(corpus.best(scores, 1, 0).get(0).doc()).isZero();
        assertThat(scores[1]).as("the name alone weighs little").isLessThan(scores[0] / 3);
        assertThat(corpus.bm25(List.of(List.of("pottery", "potteri")))[0]).as("a group counts by its best lexeme")
                .isEqualTo(corpus.bm25(List.of(List.of("pottery")))[0]);
        assertThat(corpus.previous(1)).isZero();
        assertThat(corpus.next(1)).isEqualTo(2);
        assertThat(corpus.next(2)).as("the last of its session").isEqualTo(-1);
        assertThat(corpus.previous(3)).as("another session").isEqualTo(-1);
        assertThat(corpus.saysTime(1)).isTrue();
        assertThat(corpus.saysTime(0)).isFalse();
        assertThat(corpus.speaker(2)).containsExactly("tom");
    }

    @Test
    void whenQuestionsAndFrenchQuestionsAreTold() {
        assertThat(MultiAngleSearch.asksWhen("When did Tom adopt his dog?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("Quand Bastien s'est-il blessé ?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("In what year did Maya move?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("What class did Maya sign up for?")).isFalse();
        assertThat(MultiAngleSearch.isFrench("Quel cadeau Margaux a-t-elle fait à Inès pour Noël ?")).isTrue();
        assertThat(MultiAngleSearch.isFrench("What is the name of Tom's dog?")).isFalse();
    }

    private static UserCorpus.Row row(UUID session, String speaker, String tsvector) {
        return new UserCorpus.Row(HitType.MESSAGE.ref(UUID.randomUUID()), session, speaker, 0, tsvector, null, 0, 0);
    }
}
