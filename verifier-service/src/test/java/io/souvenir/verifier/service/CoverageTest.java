package io.souvenir.verifier.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.OfflineFactCounter;
import io.souvenir.verifier.counting.StatedFact;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class CoverageTest {

    private static final String FAMILY = "salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit";

    private final OfflineFactCounter counter = new OfflineFactCounter();

    @Test
    void theSonTheTurnMissedIsTheOnlyOneLeft() {
        List<StatedFact> missing = missing(FAMILY,
                person("Claire — ma femme", "Claire", "wife"), person("Ma fille — 11 ans", null, "daughter"));

        assertThat(missing).extracting(StatedFact::kind, StatedFact::person, StatedFact::text)
                .containsExactly(tuple(
                        MemoryKind.PERSON, new PersonRef(null, "son"), "Mon fils — 18 ans"));
    }

    @Test
    void nothingIsLeftWhenTheTurnKeptAllThree() {
        assertThat(missing(FAMILY, person("Claire — ma femme", "Claire", "wife"),
                person("Ma fille — 11 ans", null, "daughter"), person("Mon fils — 18 ans", null, "son"))).isEmpty();
    }

    @Test
    void aPersonIsCoveredByAPersonOfTheSameNameOrOfTheSameRelationWhenOneIsUnnamed() {
        assertThat(missing("my wife is called Claire", person("Claire", "Claire", null))).isEmpty();
        assertThat(missing("my wife is called Claire", person("Claire — my best friend", null, "best friend")))
                .isEmpty();
        assertThat(missing("ma fille a onze ans", person("Léa — ma fille, 11 ans", "Léa", "daughter"))).isEmpty();
        // the age the turn left out completes its card of her: the same person, not a second one
        assertThat(missing("ma fille a onze ans", person("Léa — ma fille", "Léa", "daughter")))
                .extracting(StatedFact::person, StatedFact::text)
                .containsExactly(tuple(new PersonRef("Léa", "daughter"), "Léa — ma fille, 11 ans"));
        assertThat(missing("ma fille Léa a onze ans", person("Ma fille", null, "daughter")))
                .extracting(StatedFact::person, StatedFact::text)
                .containsExactly(tuple(new PersonRef("Léa", "daughter"), "Ma fille, 11 ans"));
        assertThat(missing("my dentist is Dr. Evans", person("Evans — dentist", "Evans", null))).isEmpty();
    }

    @Test
    void theAgeJobOrCityTheTurnMissedCompletesItsCardOfThemOnTheSamePerson() {
        assertThat(missing("ma cousine Inès a 29 ans et elle est infirmière à Nantes", person("Inès — ma cousine", "Inès", "cousin")))
                .extracting(StatedFact::kind, StatedFact::person, StatedFact::text)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Inès", "cousin"),
                        "Inès — ma cousine, 29 ans, infirmière à Nantes"));
        assertThat(missing("my brother-in-law Tom is a plumber in Leeds", person("Tom — my brother-in-law", "Tom", "brother-in-law")))
                .extracting(StatedFact::text).containsExactly("Tom — my brother-in-law, a plumber in Leeds");
    }

    @Test
    void whatSomeoneWillDoOrTheUsersOwnPlansDoNotCompleteTheirCard() {
        assertThat(missing("my daughter Zara needs new shoes, I have to take her shopping on Saturday",
                person("Zara — my daughter", "Zara", "daughter")))
                .noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON));
        assertThat(missing("ma cousine Inès a 29 ans", person("Inès — ma cousine, 29 ans", "Inès", "cousin"))).isEmpty();
    }

    @Test
    void aJobOrCitySaidAgainInOtherWordsAddsNothingToTheCardTheTurnKept() {
        // the turn kept her with her job and town: "bosse comme", "works as" say them again, not more of her
        assertThat(missing("Mon oncle Marc a 61 ans et travaille comme boulanger à Dijon",
                person("Marc — mon oncle, 61 ans, boulanger à Dijon", "Marc", "uncle"))).isEmpty();
        assertThat(missing("my aunt Rosie is 58 and works as a midwife in Derby",
                person("Rosie — my aunt, 58 years old, midwife in Derby", "Rosie", "aunt"))).isEmpty();
        // a job the card does not say yet, brought in the same way, is more of her
        assertThat(missing("my cousin Priya isn't at Deloitte anymore, she quit and went freelance as an illustrator",
                person("Priya — my cousin, quit, isn't at Deloitte anymore", "Priya", "cousin")))
                .extracting(StatedFact::text).singleElement().asString().endsWith("went freelance as an illustrator");
        // another town is more of her, on the same card
        assertThat(missing("my aunt Rosie is 58 and works as a midwife in Derby, she lives in Belper",
                person("Rosie — my aunt, 58 years old, midwife in Derby", "Rosie", "aunt")))
                .extracting(StatedFact::person, StatedFact::text).containsExactly(tuple(new PersonRef("Rosie", "aunt"),
                        "Rosie — my aunt, 58 years old, midwife in Derby, lives in Belper"));
    }

    @Test
    void someoneTheTurnKeptUnderTheirNameIsNotKeptAgainUnderTheRelationSaidBeforeIt() {
        // the counter reads "mon père" and "Gérard" apart; the turn's one card holds both
        assertThat(missing("mon père, enfin mon beau-père plutôt, Gérard, il a 66 ans",
                person("Mon père — mon beau-père plutôt, Gérard, 66 ans", null, "father")))
                .noneSatisfy(fact -> assertThat(fact.kind()).isEqualTo(MemoryKind.PERSON));
    }

    @Test
    void anotherNameUnderTheSameRelationIsAnotherPerson() {
        assertThat(missing("mon meilleur ami s'appelle Karim et ma meilleure amie Sophie",
                person("Karim — mon meilleur ami", "Karim", "best friend")))
                .extracting(StatedFact::person).containsExactly(new PersonRef("Sophie", "friend"));
        assertThat(missing("mes neveux s'appellent Elio et Sasha", person("Elio — mon neveu", "Elio", "nephew")))
                .extracting(StatedFact::person).containsExactly(new PersonRef("Sasha", "nephew"));
    }

    @Test
    void aMemoryOfAnotherKindThatMentionsSomeoneIsNotThatPerson() {
        // memory-service holds no person for a fact that names Claire: the backfill gives her one
        assertThat(missing("my wife is called Claire", fact("Claire loves jazz"))).hasSize(1);
    }

    @Test
    void oneCreationCoversOneStatedFact() {
        assertThat(missing("je suis allergique aux arachides et aux fruits de mer",
                fact("Allergique aux arachides et aux fruits de mer")))
                .extracting(StatedFact::text).containsExactly("Je suis allergique aux fruits de mer");
    }

    @Test
    void aRestatementInOtherWordsIsCovered() {
        assertThat(missing("I'm Omar, by the way, and I run a chess club", fact("Name: Omar"), fact("Runs a chess club")))
                .isEmpty();
        assertThat(missing("je bosse chez Airbus", fact("Travaille chez Airbus"))).isEmpty();
        assertThat(missing("mon numéro de casier est le 118", reminder("Vider le casier 118"))).isEmpty();
    }

    @Test
    void aFrenchHisIsNotASon() {
        assertThat(missing("mon fils a 18 ans", fact("Rex — son chien"))).hasSize(1);
    }

    @Test
    void theAllergyTheTurnMissedBesideTheWifeIsLeft() {
        assertThat(missing("my wife is called Claire and I'm allergic to peanuts", person("Claire", "Claire", null)))
                .extracting(StatedFact::kind, StatedFact::domain)
                .containsExactly(tuple(MemoryKind.FACT, Domain.HEALTH));
    }

    @Test
    void aFactIsCoveredByItsNumberOrElseByItsObject() {
        assertThat(missing("le code du portail est 4820", fact("Code du portail : 4820"))).isEmpty();
        assertThat(missing("le code du portail est 4820", fact("Le code du garage est 1234"))).hasSize(1);
        assertThat(missing("I'm allergic to peanuts", fact("Allergic to peanuts"))).isEmpty();
        assertThat(missing("I'm allergic to peanuts", fact("Allergic to cats"))).hasSize(1);
    }

    @Test
    void aSentenceNoRuleReadsIsKeptWholeOnlyWhenTheTurnKeptNothing() {
        String unread = "le week-end on retape une vieille longère dans le Perche";

        assertThat(missing(unread)).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.FACT, "Le week-end on retape une vieille longère dans le Perche"));
        assertThat(missing(unread, fact("Retape une longère"))).as("the turn kept it its own way").isEmpty();
        assertThat(missing(unread, reminder("Acheter des tuiles"))).as("the turn kept something of it").isEmpty();
    }

    @Test
    void aTitledNameIsCoveredWithItsParticleAndATitleAloneNamesNoOne() {
        assertThat(missing("ma voisine Mme de Villiers a 84 ans",
                person("Mme de Villiers — ma voisine, 84 ans", "Mme de Villiers", "neighbour"))).isEmpty();
        assertThat(missing("my neighbour Mr. Van Dijk is 84", person("Mr. Van Dijk — my neighbour, 84 years old",
                "Mr. Van Dijk", "neighbour"))).isEmpty();
        assertThat(missing("Me Benhamou s'occupe de mon divorce")).as("a lawyer's title, read without failing")
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
    }

    @Test
    void aRelationSaidOnlyToExistIsCoveredByTheMemoryThatNamesIt() {
        assertThat(missing("j'ai un chat et deux chiens", fact("A un chat et deux chiens"))).isEmpty();
        assertThat(missing("we have a dog and two cats", fact("Has a dog and two cats"))).isEmpty();
    }

    @Test
    void whatIsSaidOfAKeptPersonIsNoFactOfItsOwn() {
        assertThat(missing("my son has type 1, we check his levels at night")).as("his: the son's")
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
        assertThat(missing("j'ai trois belles-soeurs, Agathe, Clémence et Nadia, et je m'entends bien qu'avec Nadia",
                person("Agathe — parmi mes soeurs", "Agathe", "sister"), person("Clémence — parmi mes soeurs", "Clémence",
                        "sister"), person("Nadia — parmi mes soeurs", "Nadia", "sister"))).isEmpty();
    }

    @Test
    void whatTheUserDoesWithThePersonsKeptIsTheirsNotAFactOfItsOwn() {
        assertThat(missing("mes copines du lycée, Maëlle et Justine, on se retrouve tous les jeudis au bar",
                person("Maëlle — mes copines", "Maëlle", "friend"), person("Justine — mes copines", "Justine", "friend")))
                .isEmpty();
        assertThat(missing("my old flatmates Callum and Priya, we meet up every other Friday",
                person("Callum — my old flatmates", "Callum", "flatmate"), person("Priya — my old flatmates", "Priya",
                        "flatmate"))).isEmpty();
        assertThat(missing("mon cousin Yanis, on joue au padel ensemble le dimanche",
                person("Yanis — mon cousin", "Yanis", "cousin"))).isEmpty();
    }

    @Test
    void whatIsNowIsStillBackfilledWhenTheTurnKeptOnlyWhatEnded() {
        assertThat(missing("on a vendu notre voiture, on roule à vélo maintenant", fact("A vendu la voiture")))
                .extracting(StatedFact::text).singleElement().asString().contains("vélo");
        assertThat(missing("I gave up meat, I eat fish again these days", fact("Gave up meat")))
                .extracting(StatedFact::text).singleElement().asString().contains("fish");
        assertThat(missing("j'ai quitté la banque, je suis prof de yoga désormais", fact("A quitté la banque")))
                .extracting(StatedFact::text).singleElement().asString().contains("yoga");
    }

    @Test
    void aCountOfThePersonsKeptIsNoFactOfItsOwn() {
        assertThat(missing("on est quatre au bureau, moi, Fatou, Grégoire et Ludivine", person("Fatou", "Fatou", null),
                person("Grégoire", "Grégoire", null), person("Ludivine", "Ludivine", null))).isEmpty();
        assertThat(missing("I've got twin nephews, Ezra and Jonah")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.PERSON, MemoryKind.PERSON);
    }

    @Test
    void aNamedPersonKeptOnceCoversTheRelationSaidBesideTheName() {
        assertThat(missing("mon médecin traitant c'est le docteur Lemaire, à Bordeaux",
                person("Docteur Lemaire — mon médecin traitant, à Bordeaux", "Docteur Lemaire", "doctor"))).isEmpty();
        assertThat(missing("my GP is Dr. Evans, in Leeds", person("Dr. Evans — my GP, in Leeds", "Dr. Evans", "doctor")))
                .isEmpty();
    }

    @Test
    void aNoteCoversTheNamesItHolds() {
        assertThat(missing("note: book ideas for the club — Piranesi, Klara and the Sun",
                memo("Book ideas for the club — Piranesi, Klara and the Sun"))).isEmpty();
        assertThat(missing("note : livres à lire — Germinal, Nadja et Bérénice",
                memo("Livres à lire — Germinal, Nadja et Bérénice"))).isEmpty();
    }

    @Test
    void whatEndedAndWhatIsNowAreOneChange() {
        // the turn kept what is now: what ended is not backfilled beside it
        assertThat(missing("we sold the Corolla, we've got an electric Kia now", fact("Has got an electric Kia now")))
                .isEmpty();
        // nothing kept: both halves are one backfill, in the user's words
        assertThat(missing("j'ai changé de banque, je suis à la Banque Populaire maintenant")).extracting(StatedFact::text)
                .containsExactly("J'ai changé de banque, je suis à la Banque Populaire maintenant");
        // two facts that are no change stay two
        assertThat(missing("I moved to Porto in 2019 and I rent a flat near the river")).hasSize(2);
    }

    @Test
    void aChangeKeptWholeCoversEachHalfSaidApart() {
        assertThat(missing("j'ai quitté la Poste, maintenant je bosse chez Leroy Merlin",
                fact("A quitté la Poste, maintenant bosse chez Leroy Merlin"))).isEmpty();
        assertThat(missing("I switched jobs, I'm no longer at Aldi, it's Lidl now", fact("No longer at Aldi, Lidl now")))
                .isEmpty();
        // nothing kept: what ended and the job said in the progressive are one backfill
        assertThat(missing("I left the council and I'm working as a freelance translator now"))
                .extracting(StatedFact::text).containsExactly("I left the council, I'm working as a freelance translator now");
    }

    private static MemoryDraft memo(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.MEMO, null, Domain.NONE, text, List.of(), null, null, true, 0.9);
    }

    @Test
    void aListOfTastesKeptAsOneFactIsNotBackfilledItemByItem() {
        assertThat(missing("I love climbing and baking", fact("Loves climbing and baking"))).isEmpty();
        assertThat(missing("j'adore le ski et la voile", fact("Adore le ski et la voile"))).isEmpty();
        // an allergy to each food is a fact of its own, and a taste beside another statement is not one list
        assertThat(missing("je suis allergique aux arachides et aux fruits de mer", fact("Allergique aux arachides")))
                .extracting(StatedFact::text).hasSize(1);
        assertThat(missing("I'm vegetarian, training for a triathlon", fact("Vegetarian, training for a triathlon")))
                .isNotEmpty();
    }

    @Test
    void howTheUserFeelsNowOrTheWeatherIsNeverBackfilled() {
        assertThat(missing("hier on a fait du vélo, j'en peux plus")).extracting(StatedFact::text)
                .noneMatch(text -> text.contains("peux plus"));
        assertThat(missing("ma belle-mère, je l'adore")).extracting(StatedFact::text).noneMatch(text -> text.contains("adore"));
        assertThat(missing("il flotte depuis ce matin, quel temps de chien")).isEmpty();
        assertThat(missing("ça caille")).isEmpty();
    }

    @Test
    void anOutingKeptWithSomeoneSaysAllOfThemEvenOnceItCoversTheOuting() {
        assertThat(missing("hier on a fêté les 30 ans de Lucie, ma meilleure amie, au karaoké",
                event("On a fêté les 30 ans de Lucie, ma meilleure amie, au karaoké — mardi 10 juin 2025", "best friend")))
                .isEmpty();
        assertThat(missing("samedi dernier on a fêté le départ de Marc, mon vieux collègue, au resto",
                event("On a fêté le départ de Marc, mon vieux collègue, au resto — samedi 7 juin 2025", "colleague")))
                .isEmpty();
        assertThat(missing("last night we celebrated Jake's 40th, my best mate, at the pub",
                event("We celebrated Jake's 40th, my best mate, at the pub — Tuesday, June 10, 2025", "best friend")))
                .isEmpty();
        // what the outing does not say of them is still backfilled
        assertThat(missing("hier on a fêté les 30 ans de Lucie, ma meilleure amie, au karaoké",
                event("Anniversaire de Lucie — mardi 10 juin 2025", "best friend")))
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
    }

    @Test
    void aPersonKeptUnderABroaderRelationIsCoveredByTheWordsItKeeps() {
        assertThat(missing("my stepmum's a magistrate", person("My stepmum — magistrate", null, "mother"))).isEmpty();
        assertThat(missing("my stepdad is a plumber in Hull", person("My stepdad — plumber in Hull", null, "father")))
                .isEmpty();
        assertThat(missing("ma belle-sœur est sage-femme à Brest", person("Ma belle-sœur — sage-femme à Brest", null, "sister")))
                .isEmpty();
    }

    private static MemoryDraft event(String text, String relation) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.EVENT, null, Domain.NONE, text,
                List.of(new PersonRef(null, relation)), null, null, false, 0.9);
    }

    private List<StatedFact> missing(String sentence, MemoryDraft... creations) {
        return Coverage.missing(counter.count(sentence), List.of(creations));
    }

    private static MemoryDraft person(String text, String name, String relation) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.PERSON, null, Domain.NONE, text,
                List.of(new PersonRef(name, relation)), null, null, false, 0.9);
    }

    private static MemoryDraft reminder(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.REMINDER, null, Domain.NONE, text, List.of(), null, null,
                true, 0.9);
    }

    private static MemoryDraft fact(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, text, List.of(), null,
                null, false, 0.9);
    }

    @Test
    void aPlanWithItsDateIsCoveredByTheEventKeptForThatDay() {
        assertThat(missing("on se marie le 14 juin à Annecy", event("Se marier à Annecy — samedi 14 juin 2025"))).isEmpty();
        assertThat(missing("je commence chez Airbus le 2 septembre à Toulouse",
                event("Commencer chez Airbus à Toulouse — mardi 2 septembre 2025"))).isEmpty();
        // another day is another plan
        assertThat(missing("on se marie le 14 juin à Annecy", event("Se marier à Annecy — samedi 21 juin 2025")))
                .isNotEmpty();
    }

    @Test
    void whatThePersonKeptSaysAllOfIsNotBackfilledAgain() {
        assertThat(missing("I'm not with Nora anymore, we broke up in march",
                person("Nora — my ex, we broke up in march", "Nora", "ex"))).isEmpty();
    }

    @Test
    void twoFactsTheTurnJoinedInOneAreEachTheirOwn() {
        assertThat(missing("I'm vegan, learning the cello",
                fact("Vegan, learning the cello"))).isNotEmpty();
    }

    @Test
    void aDetailThatStartsLikeAPronounIsNotCutIntoASecondCard() {
        // "hearing's" is no "he": the fact kept of the landlord says all the sentence says of him
        String sentence = "my landlord is taking us to court over the deposit, hearing's in May";
        assertThat(missing(sentence, new MemoryDraft(UUID.randomUUID(), MemoryKind.FACT, Facet.GENERAL, Domain.NONE, sentence,
                List.of(new PersonRef(null, "landlord")), null, null, false, 0.9))).isEmpty();
    }

    @Test
    void aRelationSaidToBeSomeoneTheTurnKeptIsThatCard() {
        assertThat(missing("l'instit de ma fille cette année c'est Mme Royer, elle a l'air gentille",
                person("Mme Royer — l'instit de ma fille cette année", "Mme Royer", null))).isEmpty();
    }

    @Test
    void whatTheUserAndSomeoneKeptAreToEachOtherIsTheirsNotAFactOfItsOwn() {
        assertThat(missing("Lucas et moi on est séparés depuis l'été", person("Lucas — mon ex", "Lucas", "ex"))).isEmpty();
    }

    private static MemoryDraft event(String text) {
        return new MemoryDraft(UUID.randomUUID(), MemoryKind.EVENT, null, Domain.NONE, text, List.of(), null, null, true, 0.9);
    }
}
