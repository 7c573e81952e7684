package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import org.junit.jupiter.api.Test;

/**
 * What the verifier must not add on its own: a second memory for one change, the aftermath of an
 * outing, a feeling of the moment, a clause that only points back, a supposition, someone said
 * twice, a place taken for a person, and the user's own news filed under someone else. Sentences
 * written for these tests, not taken from the corpus.
 */
class WhatTheSecondReaderAddsTest {

    private final FactCounter counter = new OfflineFactCounter();

    @Test
    void whatEndedAndWhatReplacedItAreOneFact() {
        assertThat(counter.count("j'ai quitté Lille, on vit à Rouen désormais").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("Lille").contains("Rouen"));
        assertThat(counter.count("I sold my motorbike, bought an e-bike instead").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("motorbike").contains("e-bike"));
        assertThat(counter.count("on a vendu l'appart de Nancy, maintenant on loue une maison à Metz").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("Nancy").contains("Metz"));
        assertThat(counter.count("we moved out of Leeds, we live in a village near York now").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("Leeds").contains("York"));
    }

    @Test
    void whatTheUserLacksAfterAnOutingIsItsAftermath() {
        assertThat(counter.count("samedi on a fait la rando du Mont Blanc, j'ai plus de jambes").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
        assertThat(counter.count("last night we went to a karaoke bar in Soho, I've got no voice left").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
        assertThat(counter.count("hier on a couru le semi de Vannes, j'ai plus aucune énergie").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.EVENT);
    }

    @Test
    void whatWasDoneAfterwardsTheSameDayIsTheSameEvent() {
        assertThat(counter.count("hier j'ai loupé le bus pour Annecy, j'ai dû faire du stop").facts()).singleElement()
                .satisfies(event -> assertThat(event.kind()).isEqualTo(MemoryKind.EVENT))
                .satisfies(event -> assertThat(event.text()).contains("Annecy").contains("stop"));
        assertThat(counter.count("yesterday I missed my flight to Rome, I had to sleep at the airport").facts()).singleElement()
                .satisfies(event -> assertThat(event.text()).contains("Rome").contains("airport"));
        assertThat(counter.count("mardi on a raté le ferry pour Bastia, on a pris l'avion").facts()).singleElement()
                .satisfies(event -> assertThat(event.text()).contains("Bastia").contains("avion"));
    }

    @Test
    void aFeelingHadWithItsArticleIsTheMoments() {
        assertThat(counter.count("j'ai grave la pression avec ce dossier").facts()).isEmpty();
        assertThat(counter.count("je suis prof de yoga, j'ai tellement le trac pour mon premier cours").facts())
                .extracting(StatedFact::text).containsExactly("Je suis prof de yoga");
        assertThat(counter.count("I've got the jitters about this interview").facts()).isEmpty();
    }

    @Test
    void aClauseThatOnlyPointsBackAtSomeoneIsNoFactOfTheUsers() {
        assertThat(counter.count("my son Noah, his birthday's in March, I keep forgetting it").facts())
                .extracting(StatedFact::kind).containsOnly(MemoryKind.PERSON);
        assertThat(counter.count("our neighbours the Pattersons, their dog barks all night, we hardly ever see them").facts())
                .extracting(StatedFact::kind).doesNotContain(MemoryKind.FACT);
        assertThat(counter.count("ma belle-sœur Anaïs, son numéro, je le perds tout le temps").facts())
                .extracting(StatedFact::kind).containsOnly(MemoryKind.PERSON);
    }

    @Test
    void whatFollowsFromTheClauseBeforeOrOpensTheMessageIsStillRead() {
        assertThat(counter.count("so I'm a welder, my wife Jo teaches French").facts()).extracting(StatedFact::text)
                .contains("I'm a welder");
        assertThat(counter.count("ma fille Iris est allergique au lait, donc on cuisine tout sans lactose").facts())
                .extracting(StatedFact::text).anyMatch(text -> text.contains("lactose"));
        assertThat(counter.count("my partner Sam works nights, so I do the school run every day").facts())
                .extracting(StatedFact::text).anyMatch(text -> text.contains("school run"));
    }

    @Test
    void aSuppositionIsNotTheUsersLife() {
        assertThat(counter.count("say I moved to Berlin, would I need a visa?").facts()).isEmpty();
        assertThat(counter.count("say we had twins, would a bigger car make sense?").statement()).isNull();
        assertThat(counter.count("mettons que j'aie un chien, il faudrait un jardin").facts()).isEmpty();
    }

    @Test
    void whoSomeoneIsToTheUserSaidAgainIsTheSamePerson() {
        assertThat(counter.count("ma tante Odile, la sœur de mon père, vit à Brest").facts()).singleElement()
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Odile"))
                .satisfies(person -> assertThat(person.text()).contains("Brest"));
        assertThat(counter.count("mon parrain Gilles, le mari de ma tante, est kiné à Pau").facts()).singleElement()
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Gilles"));
        assertThat(counter.count("my cousin Ravi, the son of my uncle, flies planes for a living").facts()).singleElement()
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Ravi"));
    }

    @Test
    void aCapitalAfterAPlaceNamesThePlaceNotTheRelationAfterIt() {
        assertThat(counter.count("je bosse à la clinique Pasteur, ma femme Lucie est sage-femme").facts())
                .filteredOn(fact -> fact.kind() == MemoryKind.PERSON).extracting(fact -> fact.person().name())
                .containsExactly("Lucie");
        assertThat(counter.count("I work at the Royal Infirmary, my husband Sean is a porter").facts())
                .filteredOn(fact -> fact.kind() == MemoryKind.PERSON).extracting(fact -> fact.person().name())
                .containsExactly("Sean");
        assertThat(counter.count("mon fils est au lycée Hoche, mon frère Paul y enseigne").facts())
                .filteredOn(fact -> fact.kind() == MemoryKind.PERSON).extracting(fact -> fact.person().name())
                .doesNotContain("Hoche");
    }

    @Test
    void whatIsSaidOrGivenToTheUserIsTheUsers() {
        assertThat(counter.count("mon kiné dit que je récupère bien de mon opération").statement())
                .satisfies(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
        assertThat(counter.count("got told I have asthma at the clinic").statement())
                .satisfies(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
        assertThat(counter.count("mon père m'a prêté 3000 euros pour la voiture").statement())
                .satisfies(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
        assertThat(counter.count("my gran left me her flat in Whitby").statement())
                .satisfies(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.FACT));
    }

    @Test
    void theYearSaidAfterABirthdayCompletesTheSameDate() {
        assertThat(counter.count("mon anniversaire c'est le 2 mai, je suis de 88").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("2 mai").contains("88"));
        assertThat(counter.count("my birthday is on the 14th of July, born in 79").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("July").contains("79"));
        assertThat(counter.count("ma date de naissance c'est le 9 octobre, je suis de 2001").facts()).singleElement()
                .satisfies(fact -> assertThat(fact.text()).contains("2001"));
    }

    @Test
    void theHubbyAndTheKiddoAreTheUsersInTheChatRegister() {
        assertThat(counter.count("the hubby's a paramedic, works nights mostly").statement())
                .satisfies(person -> assertThat(person.kind()).isEqualTo(MemoryKind.PERSON))
                .satisfies(person -> assertThat(person.person().relation()).isEqualTo("husband"));
        assertThat(counter.count("the kiddo's 4 and obsessed with trains").statement())
                .satisfies(person -> assertThat(person.person().relation()).isEqualTo("child"));
        // read now as a person of her own rather than in the sentence kept whole: the same partner, named
        assertThat(counter.count("cheers for that! btw me n the missus Orla just bought a van, doing it up ourselves").facts())
                .singleElement().satisfies(person -> assertThat(person.person()).isEqualTo(new io.souvenir.contracts.memory.PersonRef("Orla",
                        "partner")));
    }

    @Test
    void someoneMetAgainIsAPersonWhenTheSentenceGoesOnAboutThem() {
        assertThat(counter.count("had coffee with Marco, he's moved to Turin with his wife").statement())
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Marco"));
        assertThat(counter.count("j'ai revu Capucine, elle est devenue sage-femme à Brest").statement())
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Capucine"));
        // nothing said of him: an outing, not who he is
        assertThat(counter.count("met up with Ollie yesterday at the pub").statement())
                .satisfies(event -> assertThat(event.kind()).isEqualTo(MemoryKind.EVENT));
    }

    @Test
    void aClergyTitleNamesSomeoneNotAPlan() {
        assertThat(counter.count("Father Keane is blessing the new house on the 12th").facts()).singleElement()
                .satisfies(person -> assertThat(person.kind()).isEqualTo(MemoryKind.PERSON))
                .satisfies(person -> assertThat(person.person().name()).isEqualTo("Father Keane"));
        assertThat(counter.count("Rabbi Levy is marrying us in June").facts()).extracting(fact -> fact.person().name())
                .containsExactly("Rabbi Levy");
        // a father of the user's is a relation, not a title
        assertThat(counter.count("my father Joe is a plumber").facts()).extracting(StatedFact::person)
                .containsExactly(new io.souvenir.contracts.memory.PersonRef("Joe", "father"));
    }

    @Test
    void aPupIsADog() {
        assertThat(counter.count("my pup Nala is 5 months old").facts()).extracting(StatedFact::person)
                .containsExactly(new io.souvenir.contracts.memory.PersonRef("Nala", "dog"));
        assertThat(counter.count("we've got a pup called Biscuit, he's a beagle").facts()).extracting(StatedFact::person)
                .containsExactly(new io.souvenir.contracts.memory.PersonRef("Biscuit", "dog"));
        assertThat(counter.count("our pup Ziggy chews everything").facts()).extracting(StatedFact::person)
                .containsExactly(new io.souvenir.contracts.memory.PersonRef("Ziggy", "dog"));
    }

    @Test
    void somethingDoneOnceWithNothingToPlaceItIsSmallTalk() {
        assertThat(counter.count("I've lost my umbrella again").statement()).isNull();
        assertThat(counter.count("j'ai oublié mon parapluie").statement()).isNull();
        // about someone of the user's, it is kept
        assertThat(counter.count("j'ai perdu mon grand-père").statement()).isNotNull();
    }
}
