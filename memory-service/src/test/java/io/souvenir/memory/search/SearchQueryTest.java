package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A question as the angles read it: the words it asks about, not those it asks with. */
class SearchQueryTest {

    private final Lexicon lexicon = Lexicon.get();

    @Test
    void aFrenchQuestionKeepsWhatItAsksAboutWithoutItsFunctionWords() {
        assertThat(SearchQuery.of("Quand son frère avait-il vendu sa moto ?", lexicon).content())
                .containsExactly("frere", "vendu", "moto");
        assertThat(SearchQuery.of("Pourquoi Léa a-t-elle quitté son club de théâtre ?", lexicon).content())
                .containsExactly("lea", "quitte", "club", "theatre");
    }

    @Test
    void anEnglishQuestionKeepsTheWordsFrenchWouldDrop() {
        assertThat(SearchQuery.of("What car did Omar's son buy?", lexicon).content()).contains("car", "son", "buy");
    }
}
