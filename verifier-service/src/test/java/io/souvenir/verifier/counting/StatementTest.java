package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The sentence kept whole when no rule reads it: what the user states of their life is never
 * lost, and talk of the moment is never kept.
 */
class StatementTest {

    @Test
    void whatTheUserSaysOfTheirLifeIsKeptInTheirOwnWords() {
        assertThat(Statement.of("le week-end on retape une vieille longère dans le Perche"))
                .get().extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.FACT, "Le week-end on retape une vieille longère dans le Perche");
        assertThat(Statement.of("honestly I collect vintage typewriters, 30 of them so far"))
                .get().extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.FACT, "I collect vintage typewriters, 30 of them so far");
        assertThat(Statement.of("still owe my landlord two months of rent")).get()
                .extracting(StatedFact::kind, StatedFact::domain).containsExactly(MemoryKind.FACT, Domain.FINANCE);
    }

    @Test
    void aWorkArrangementOfSomeoneOfTheUsersLastsItsWeeksWhateverTheMomentSays() {
        assertThat(Statement.of("my wife's on nights at the hospital till Christmas so I do all the school runs rn"))
                .get().extracting(StatedFact::kind, fact -> fact.person().relation())
                .containsExactly(MemoryKind.PERSON, "wife");
        assertThat(Statement.of("mon mari est d'astreinte tout ce mois-ci donc je gère les petits seule en ce moment"))
                .get().extracting(StatedFact::kind, fact -> fact.person().relation())
                .containsExactly(MemoryKind.PERSON, "husband");
        assertThat(Statement.of("the missus is on maternity leave this month so money's tight rn"))
                .get().extracting(StatedFact::kind, fact -> fact.person().relation())
                .containsExactly(MemoryKind.PERSON, "partner");
    }

    @Test
    void someoneOfTheUsersIsAPersonNamedWhenTheNameFollowsTheRelation() {
        assertThat(Statement.of("mon parrain Gilbert retape des 2CV du côté de Saumur"))
                .get().extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(MemoryKind.PERSON, new PersonRef("Gilbert", "godparent"));
        assertThat(Statement.of("les gamins de ma frangine font tous du rugby à Agen"))
                .get().extracting(fact -> fact.person().name(), fact -> fact.person().relation())
                .as("a name elsewhere in the sentence is not the relation's").containsExactly(null, "sister");
    }

    @Test
    void someonePresentedByARelationOrByYAIsAPerson() {
        assertThat(Statement.of("Grandpa Joe is 91 and still plays bridge every week"))
                .get().extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(MemoryKind.PERSON, new PersonRef("Joe", "grandfather"));
        assertThat(Statement.of("y a Mélanie à l'accueil, elle part en congé mat en juillet"))
                .get().extracting(StatedFact::kind, fact -> fact.person().name()).containsExactly(MemoryKind.PERSON, "Mélanie");
    }

    @Test
    void familySaidWithoutAPossessiveIsTheUsers() {
        assertThat(Statement.of("Grandad was a miner in Durham all his life"))
                .get().extracting(StatedFact::kind, StatedFact::person)
                .containsExactly(MemoryKind.PERSON, new PersonRef(null, "grandfather"));
        assertThat(Statement.of("hubby's teaching in Leeds until the summer"))
                .get().extracting(StatedFact::kind, fact -> fact.person().relation())
                .containsExactly(MemoryKind.PERSON, "husband");
        assertThat(Statement.of("a friend's working in Dubai")).as("a friend may be anyone's").isEmpty();
    }

    @Test
    void aTreatmentAndItsDoseAreKeptAndSomeoneMetAgainIsAnEventInPassing() {
        assertThat(Statement.of("I'm on levothyroxine, 75mg every morning"))
                .get().extracting(StatedFact::kind, StatedFact::domain).containsExactly(MemoryKind.FACT, Domain.HEALTH);
        assertThat(Statement.of("ran into my old piano teacher at the station this morning, so random"))
                .get().extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
    }

    @Test
    void beingDivorcedIsWhoTheUserIsNotSomeonesNameNorALegalMatter() {
        assertThat(Statement.of("Divorced, two kids")).get()
                .extracting(StatedFact::kind, StatedFact::person, StatedFact::domain)
                .containsExactly(MemoryKind.FACT, null, Domain.NONE);
    }

    @Test
    void aChangeBackIsWhatTheUserIsNowNotWhatTheyAreDoing() {
        assertThat(Statement.of("je bois de nouveau du café, fini la tisane")).get()
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.FACT, "Je bois de nouveau du café, fini la tisane");
    }

    @Test
    void greetingsAroundAStatementAreLeftOutAndQuestionsBesideItAreNotKept() {
        assertThat(Statement.of("coucou ! on élève des chèvres angora depuis peu, tu savais ?"))
                .get().extracting(StatedFact::text).isEqualTo("On élève des chèvres angora depuis peu");
    }

    @Test
    void talkOfTheMomentQuestionsHypothesesAndReportedSpeechAreNotStatements() {
        Stream.of("salut, ça roule ?", "merci Gaëlle, t'es top", "bonne soirée Karim", "je suis lessivé aujourd'hui",
                        "I'm absolutely starving", "il fait un froid de canard", "ma cousine te passe le bonjour",
                        "my nephew is being a pain today", "si on gagnait au loto on partirait au Chili",
                        "my neighbour was saying his son got a job at NASA", "mon voisin dit que sa fille est pilote",
                        "tu connais un bon garage vers Tours ?", "rappelle-moi de sortir les poubelles",
                        "I need to call the plumber", "mon frère", "lol ok", "ma sœur a une question",
                        "Mein Bruder wohnt in Köln mit seiner Frau",
                        "quelle drache ce matin, on voit rien sur le périph")
                .forEach(sentence -> assertThat(Statement.of(sentence)).as(sentence).isEmpty());
    }

    @Test
    void aHabitMakesTheMomentsWordsALifes() {
        assertThat(Statement.of("je suis crevé, je nage trois fois par semaine")).isPresent();
        assertThat(Statement.of("I'm wiped out right now")).isEmpty();
    }

    @Test
    void theCounterOffersTheStatementOnlyWhenItReadNoFact() {
        OfflineFactCounter counter = new OfflineFactCounter();

        assertThat(counter.count("ma fille a onze ans").statement()).isNull();
        FactCount unread = counter.count("le week-end on retape une vieille longère dans le Perche");
        assertThat(unread.facts()).isEmpty();
        assertThat(unread.statement()).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.FACT, "Le week-end on retape une vieille longère dans le Perche");
    }

    @Test
    void somethingLivedAtATimeIsASilentEventInPassing() {
        assertThat(Statement.of("samedi dernier on a enfin fini de carreler la cuisine"))
                .get().extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
    }

    @Test
    void aCodeTheUserGivesAndAPlanTheyAnnounceAreTheirsWithoutAPossessive() {
        assertThat(Statement.of("le cadenas du garage, c'est 5521 maintenant")).get().extracting(StatedFact::kind)
                .isEqualTo(MemoryKind.FACT);
        assertThat(Statement.of("membership number at the climbing gym: 4471-208")).isPresent();
        assertThat(Statement.of("barbecue chez Inès et Hugo samedi à midi")).get().extracting(StatedFact::kind)
                .isEqualTo(MemoryKind.EVENT);
        assertThat(Statement.of("demain il va neiger sur les Vosges")).as("the weather").isEmpty();
        assertThat(Statement.of("c'était génial hier soir")).as("a past without anyone's life in it").isEmpty();
    }

    @Test
    void reportedSpeechIsKeptOnlyWhenItIsAboutTheUser() {
        assertThat(Statement.of("mon kiné dit que je récupère vite, je le vois le jeudi")).isPresent();
        assertThat(Statement.of("mon kiné dit que sa fille part vivre au Japon")).isEmpty();
    }

    @Test
    void aStatementSaysWhoItIsAbout() {
        assertThat(Statement.of("Gaspard vend des crêpes au marché de Vannes")).get()
                .extracting(StatedFact::kind, fact -> fact.person().name()).containsExactly(MemoryKind.PERSON, "Gaspard");
        assertThat(Statement.of("un type au bar vend des crêpes")).as("a stranger").isEmpty();
        assertThat(Stream.of(Statement.of("Hier soir on a testé le resto coréen de la gare").orElseThrow()))
                .extracting(StatedFact::kind, StatedFact::person).containsExactly(tuple(MemoryKind.EVENT, null));
    }

    @Test
    void someoneOfTheUsersWhoIsNotTheSubjectMakesNoPerson() {
        assertThat(Statement.of("le tribunal a confié la garde des petits à mon ex-mari, je les prends un mercredi sur deux"))
                .get().extracting(StatedFact::kind).isEqualTo(MemoryKind.FACT);
        assertThat(Statement.of("Tariq's my stepdad, he drives a cab in Leeds")).as("named first, then who he is")
                .get().extracting(StatedFact::kind, fact -> fact.person().relation()).containsExactly(MemoryKind.PERSON, "stepfather");
    }

    @Test
    void whatMadeAMoodOfTheMomentIsTheMomentsToo() {
        assertThat(Statement.of("je suis naze aujourd'hui, j'ai presque pas dormi")).isEmpty();
        assertThat(Statement.of("je suis crevée, j'ai déménagé hier à Lille")).as("a move lasts").isPresent();
    }

    @Test
    void chatThatDropsTheSmallWordsIsStillRead() {
        assertThat(Statement.of("bf's a plumber, 3 yrs now")).get()
                .extracting(StatedFact::kind, StatedFact::person).containsExactly(MemoryKind.PERSON, new PersonRef(null, "partner"));
        assertThat(Statement.of("Meine Mama ist Lehrerin in Köln")).isEmpty();
    }

    @Test
    void someoneMetAgainOrSaidTogetherWithTheUserIsThatPerson() {
        assertThat(Statement.of("ran into Priya from uni, she's a vet now")).get()
                .extracting(StatedFact::kind, StatedFact::person).containsExactly(MemoryKind.PERSON, new PersonRef("Priya", null));
        assertThat(Statement.of("j'ai croisé Mathéo hier, il est pompier maintenant")).get()
                .extracting(fact -> fact.person().name()).isEqualTo("Mathéo");
        assertThat(Statement.of("moi et mon mari on est pacsés depuis 2015")).get()
                .extracting(StatedFact::kind, StatedFact::person).containsExactly(MemoryKind.PERSON, new PersonRef(null, "husband"));
        assertThat(Statement.of("me n my sister have shared a flat for 6 yrs")).get()
                .extracting(fact -> fact.person().relation()).isEqualTo("sister");
    }

    @Test
    void anOutingToldWithoutADayIsLivedInPassing() {
        assertThat(Statement.of("avec les copines on est parties à Porto pour l'EVJF de Clara")).get()
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
        assertThat(Statement.of("we went bouldering in Sheffield with my cousins")).get()
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.EVENT);
    }
    @Test
    void aValueGivenUnderItsLabelIsKeptEvenWithoutAVerbOrAKnownWord() {
        Stream.of("le code du portail : 4471B", "plaque du scooter AB-123-CD", "locker combo's 19X42, don't laugh",
                        "numéro client chez Free 0093344712 au cas où")
                .forEach(sentence -> assertThat(Statement.of(sentence)).as(sentence).get()
                        .extracting(StatedFact::kind).isEqualTo(MemoryKind.FACT));
        assertThat(Statement.of("what's the wifi password again?")).as("asked, not given").isEmpty();
        assertThat(Statement.of("lol covid19 was rough for everyone")).as("no label, no value of the user's").isEmpty();
        assertThat(Statement.of("if the code was 1234 I'd be in by now")).as("a supposition").isEmpty();
    }

    @Test
    void whatTheUserAsksToBeRememberedIsKeptWhateverTheWording() {
        assertThat(Statement.of("garde bien ça en tête : je suis gaucher, le ciseau normal c'est non"))
                .get().extracting(StatedFact::text).isEqualTo("Je suis gaucher, le ciseau normal c'est non");
        assertThat(Statement.of("il faut que tu saches que je travaille en 3x8 à l'usine"))
                .get().extracting(StatedFact::text).isEqualTo("Je travaille en 3x8 à l'usine");
        assertThat(Statement.of("could you remember that I hate being called Rob?")).as("asked politely")
                .get().extracting(StatedFact::text).isEqualTo("I hate being called Rob");
        assertThat(new OfflineFactCounter().count("retiens bien que je suis végétarienne depuis 2015").facts())
                .extracting(StatedFact::text).as("the request is not part of what is kept")
                .containsExactly("Je suis végétarienne depuis 2015");
        assertThat(Statement.of("remember when we went to Rome?")).as("a question about the past").isEmpty();
        assertThat(Statement.of("tu te souviens de ce que je t'ai dit hier ?")).as("a question").isEmpty();
    }

    @Test
    void moneyOwedIsKeptWhateverSighGoesWithIt() {
        Stream.of("still owe about £3k on the car ugh", "je dois encore 2000 € à mes parents pour le van, la galère",
                        "we've got 180k left on the mortgage, bof")
                .forEach(sentence -> assertThat(Statement.of(sentence)).as(sentence).get()
                        .extracting(StatedFact::domain).isEqualTo(Domain.FINANCE));
        assertThat(Statement.of("ugh so tired")).isEmpty();
    }

    @Test
    void theChatRegistersClippedJeIsTheUser() {
        assertThat(Statement.of("jbosse au tabac du coin, caissier le soir, c'est mort")).get()
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.FACT);
        assertThat(Statement.of("jhabite a Brest depuis 2019, la pluie jm'y fais")).get()
                .extracting(StatedFact::kind).isEqualTo(MemoryKind.FACT);
        assertThat(Statement.of("jsuis crevé")).as("a mood").isEmpty();
    }
    @Test
    void whatSomeoneSaidOfOthersGoesOnUntilTheUserSpeaksAgain() {
        assertThat(Statement.of("mon coiffeur m'a dit que ses cousins, Hugo et Malo, ouvrent un bar")).isEmpty();
        assertThat(Statement.of("my neighbour told me his son got into Oxford, Jake, the clever one")).isEmpty();
        assertThat(Statement.of("ma sœur m'a dit que son mec part à Lyon, moi je reste à Paris"))
                .get().extracting(StatedFact::text).isEqualTo("Moi je reste à Paris");
    }

    @Test
    void frenchWordsSurviveTheChatsSpellingFixes() {
        assertThat(Input.of("le prof dont je t'ai parlé").text()).isEqualTo("le prof dont je t'ai parlé");
        assertThat(Input.of("i dont know yet").text()).isEqualTo("i don't know yet");
        assertThat(Input.of("n° de badge 4471 😅").text()).startsWith("n° de badge 4471");
    }
}
