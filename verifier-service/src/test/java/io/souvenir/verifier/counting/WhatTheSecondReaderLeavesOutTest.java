package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.service.Coverage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the verifier adds of a sentence when the turn kept nothing of it, for the kinds of sentence
 * it used to get wrong on sentences nobody here wrote: a comment beside what is stated, a reaction
 * pointing at something not kept, what a mood lacks, a piece of work asked of the assistant, a
 * visit or an outing with relatives, someone named before who they are. Sentences written for
 * these tests, not taken from the corpus.
 */
class WhatTheSecondReaderLeavesOutTest {

    private final FactCounter counter = new OfflineFactCounter();

    /** What the verifier proposes for a turn that kept nothing: "KIND text". */
    private List<String> backfilled(String sentence) {
        return Coverage.missing(counter.count(sentence), List.of()).stream()
                .map(fact -> fact.kind() + " " + fact.text()).toList();
    }

    @Test
    void aVerbThatBearsOnNothingBesideAStatedFactIsAComment() {
        assertThat(backfilled("je travaille chez Decathlon depuis cinq ans, j'adore"))
                .containsExactly("FACT Je travaille chez Decathlon depuis cinq ans");
        assertThat(backfilled("j'ai une nouvelle voiture, je flippe un peu")).containsExactly("FACT J'ai une nouvelle voiture");
        assertThat(backfilled("I'm allergic to peanuts, I swell up badly")).containsExactly("FACT I'm allergic to peanuts");
        assertThat(counter.count("on a adopté un chaton, je craque complètement").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
    }

    @Test
    void aVerbListedWithItsOwnAndIsStillTheUsers() {
        assertThat(backfilled("je m'appelle Paul et je fume")).containsExactly("FACT Je m'appelle Paul", "FACT Je fume");
        assertThat(backfilled("je fume")).containsExactly("FACT Je fume");
    }

    @Test
    void aReactionPointingAtWhatIsNotKeptSaysNothing() {
        assertThat(backfilled("sérieux, le concert est annulé ?? j'en reviens pas")).isEmpty();
        assertThat(backfilled("la météo annonce de la neige en juin, on y croit")).isEmpty();
        assertThat(backfilled("my brother finally proposed to his girlfriend, we're all still taking it in"))
                .singleElement().asString().startsWith("PERSON My brother");
        // what it points at is kept: the two go together
        assertThat(backfilled("les films de guerre c'est pas pour moi, j'en fais des cauchemars")).singleElement()
                .asString().contains("guerre").contains("cauchemars");
    }

    @Test
    void whatAMoodLacksIsTheSameMood() {
        assertThat(backfilled("je suis vannée ce soir, j'ai zéro motivation")).isEmpty();
        assertThat(backfilled("I'm knackered today, got zero motivation")).isEmpty();
        assertThat(backfilled("je suis claquée, j'ai plus aucune patience")).isEmpty();
    }

    @Test
    void aPieceOfWorkAskedOfTheAssistantIsNotTheUsersLife() {
        assertThat(backfilled("write a short story about a knight named Percival who is 40")).isEmpty();
        assertThat(backfilled("translate \"I live in Berlin with my husband\" into French")).isEmpty();
        assertThat(backfilled("traduis-moi « ma femme s'appelle Anna » en espagnol")).isEmpty();
        assertThat(counter.count("écris un poème sur un chat qui s'appelle Pistache et qui a 3 ans").facts()).isEmpty();
        assertThat(counter.count("compose a limerick about a dog called Biscuit").facts()).isEmpty();
        // asked to be kept, not a piece of work
        assertThat(backfilled("write down that my locker code is 4471")).isNotEmpty();
        // someone of the user's it is for is theirs
        assertThat(counter.count("écris un petit mot pour l'anniversaire de ma fille Inès qui a 9 ans").facts())
                .extracting(StatedFact::person).containsExactly(new PersonRef("Inès", "daughter"));
    }

    @Test
    void aVisitOrAnOutingWithRelativesIsSomethingLived() {
        assertThat(counter.count("my in-laws came over on Sunday, first visit in months").statement())
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
        assertThat(counter.count("ma belle-mère est passée samedi, ça faisait longtemps").statement())
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
        assertThat(backfilled("pendant les vacances on a visité Carcassonne avec mes cousins"))
                .containsExactly("EVENT Pendant les vacances on a visité Carcassonne avec mes cousins");
        assertThat(backfilled("at Christmas we visited Edinburgh with my in-laws"))
                .containsExactly("EVENT At Christmas we visited Edinburgh with my in-laws");
        // who they are is still a person
        assertThat(counter.count("mes beaux-parents habitent à Dinan").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
    }

    @Test
    void someoneNamedBeforeWhoTheyAreKeepsTheirName() {
        assertThat(counter.count("j'ai recroisé Maëlle, ma voisine d'avant, elle bosse à la mairie maintenant").facts())
                .extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Maëlle", "neighbour")));
        assertThat(counter.count("ran into Oscar, my old flatmate, he's a chef in Lyon these days").facts())
                .extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Oscar", "roommate")));
        assertThat(counter.count("bumped into Priya, my old neighbour, she's a nurse in Leeds these days").facts())
                .extracting(StatedFact::person).containsExactly(new PersonRef("Priya", "neighbour"));
    }

    @Test
    void whenSomeoneWasSeenSaidBetweenTheirNameAndWhoTheyAreIsNoOneElse() {
        assertThat(counter.count("I saw Nadia yesterday, my old boss, she runs a bakery in Hove now").facts())
                .extracting(StatedFact::person).contains(new PersonRef("Nadia", "boss"));
        assertThat(counter.count("j'ai recroisé Hugo ce matin, mon ancien coloc, il est pompier à Brest").facts())
                .extracting(StatedFact::person).contains(new PersonRef("Hugo", "roommate"));
        assertThat(counter.count("had coffee with Ines today, my cousin, she's a midwife in Porto now").facts())
                .extracting(StatedFact::person).contains(new PersonRef("Ines", "cousin"));
    }

    @Test
    void havingSomeoneIsSaidByThePersonKept() {
        assertThat(counter.count("on a un nouveau voisin, il s'appelle Karim et il est kiné").facts())
                .extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Karim", "neighbour")));
        assertThat(counter.count("j'ai une nouvelle collègue, elle s'appelle Inès, elle vient de Lille").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
        assertThat(counter.count("I've got a new flatmate, she's called Jess and she's from Cork").facts())
                .extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(tuple(MemoryKind.PERSON, new PersonRef("Jess", "roommate")));
        // having them and something else is the user's to keep
        assertThat(counter.count("j'ai deux enfants et un chien").facts()).extracting(StatedFact::kind).contains(MemoryKind.FACT);
    }

    @Test
    void aDayWithItsDateIsOneDayNotAHabitNorSomeone() {
        assertThat(counter.count("on fait un pot de départ le vendredi 27 au bureau").statement())
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
        assertThat(backfilled("our street party is Sun 22, the whole road is coming"))
                .containsExactly("EVENT Our street party is Sun 22, the whole road is coming");
        assertThat(counter.count("my leaving drinks are Fri 27 at the Crown").facts()).isEmpty();
        assertThat(counter.count("le dimanche 29 on baptise le petit à Quimper").statement())
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
        // the day alone is a habit
        assertThat(counter.count("je fais du yoga le samedi").facts()).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
    }

    @Test
    void whatTheNewsOrAProgrammeToldIsAboutStrangers() {
        assertThat(backfilled("j'ai vu à la télé une mamie de 102 ans qui fait du parachute")).isEmpty();
        assertThat(backfilled("heard on the radio a woman in Leeds won the lottery twice")).isEmpty();
        assertThat(backfilled("le chanteur Malik dont ils parlaient aux infos, il a l'air trop gentil")).isEmpty();
        assertThat(backfilled("read on Reddit some bloke in Kent built a castle in his garden")).isEmpty();
    }

    @Test
    void theUserAsTheObjectDoesNotEndWhatIsSaidOfSomeone() {
        assertThat(counter.count("Karim, who shares the flat with me, is a nurse at St Thomas'").facts()).singleElement()
                .satisfies(person -> assertThat(person.text()).contains("nurse"));
        assertThat(counter.count("Léa, qui bosse avec moi, vient de se fiancer").facts()).singleElement()
                .satisfies(person -> assertThat(person.text()).contains("bosse avec moi"));
        assertThat(counter.count("la Dre Simon me soigne pour mon dos depuis 2019").facts()).singleElement()
                .satisfies(person -> assertThat(person.text()).contains("dos"));
    }

    @Test
    void aNameThenWhoTheyAreAfterAColonIsOnePerson() {
        assertThat(counter.count("big news about Omar: my nephew, the one in Lyon, is getting married").facts())
                .extracting(StatedFact::person).containsExactly(new PersonRef("Omar", "nephew"));
        assertThat(counter.count("so, re Priya: my sister-in-law, the one in Pune, just had twins").facts())
                .extracting(StatedFact::person).containsExactly(new PersonRef("Priya", "sister-in-law"));
        assertThat(counter.count("alors, Bastien : mon filleul, celui de Brest, entre en prépa").facts())
                .extracting(StatedFact::person).containsExactly(new PersonRef("Bastien", "godchild"));
    }

    @Test
    void kinInTheChatRegisterIsKin() {
        assertThat(counter.count("my SIL is a midwife in Derby").facts()).extracting(StatedFact::person)
                .containsExactly(new PersonRef(null, "sister-in-law"));
        assertThat(counter.count("my BIL runs a garage in Hull").facts()).extracting(StatedFact::person)
                .containsExactly(new PersonRef(null, "brother-in-law"));
        assertThat(counter.count("my MIL has moved in with us for the winter").facts()).extracting(StatedFact::person)
                .containsExactly(new PersonRef(null, "mother-in-law"));
    }

    @Test
    void belgianAndSwissTensAreAges() {
        assertThat(counter.count("mon oncle a septante-cinq ans et vit à Namur").facts()).extracting(StatedFact::text)
                .containsExactly("Mon oncle — 75 ans, vit à Namur");
        assertThat(counter.count("mon parrain a huitante ans").facts()).extracting(StatedFact::text)
                .containsExactly("Mon parrain — 80 ans");
        assertThat(SpelledNumbers.in("ma grand-mère a nonante-trois ans")).containsExactly("93");
    }

    @Test
    void whatPointsBackAtSomeoneKeptIsNotTheUsersFact() {
        assertThat(backfilled("my mum's been diagnosed with diabetes, we're still getting used to it"))
                .singleElement().asString().startsWith("PERSON My mum");
        assertThat(backfilled("my wife got promoted to head of department, I still can't quite believe it"))
                .singleElement().asString().startsWith("PERSON My wife");
        assertThat(backfilled("mon frère a été muté à Brest, on s'y fait doucement"))
                .singleElement().asString().startsWith("PERSON Mon frère");
    }

    @Test
    void aTemperatureIsTheWeather() {
        assertThat(backfilled("quelle canicule, 38° à l'ombre cet aprem")).isEmpty();
        assertThat(backfilled("freezing out there, -4° at 8am on my way to work")).isEmpty();
        assertThat(backfilled("it's boiling, 34 degrees in the office today")).isEmpty();
    }
}
