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
    void aFullWordMeetsTheClippedOneFrenchChatSaysButNoWordIsTakenForAMisspeltClipping() {
        SearchQuery flat = SearchQuery.of("Combien coûte l'appartement de Zoé ?", lexicon);
        assertThat(flat.groups().get(flat.content().indexOf("appartement"))).contains("appart");
        SearchQuery vet = SearchQuery.of("Quand Noé a-t-il emmené son chat chez le vétérinaire ?", lexicon);
        assertThat(vet.groups().get(vet.content().indexOf("veterinaire"))).contains("veto");
        SearchQuery leaving = SearchQuery.of("Quelle était la date de son départ ?", lexicon);
        assertThat(leaving.groups().get(leaving.content().indexOf("depart"))).doesNotContain("appart");
    }

    @Test
    void aRelativeNamedInThePluralIsStillARelative() {
        assertThat(lexicon.relationsNamedBy("neveux")).containsExactly("nephew");
        assertThat(lexicon.relationsNamedBy("nieces")).containsExactly("niece");
        assertThat(lexicon.relationsNamedBy("cousines")).containsExactly("cousin");
    }

    @Test
    void anEnglishQuestionKeepsTheWordsFrenchWouldDrop() {
        assertThat(SearchQuery.of("What car did Omar's son buy?", lexicon).content()).contains("car", "son", "buy");
    }
}
