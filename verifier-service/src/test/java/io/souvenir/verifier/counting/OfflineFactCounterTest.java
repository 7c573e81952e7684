package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import io.souvenir.verifier.counting.Abstention.Reason;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class OfflineFactCounterTest {

    private final FactCounter counter = new OfflineFactCounter();

    @Test
    void countsTheThreePersonsOfTheFamilySentenceWithTheElidedVerb() {
        FactCount count = counter.count("salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");

        assertThat(count.facts()).extracting(StatedFact::kind, StatedFact::person, StatedFact::text).containsExactly(
                tuple(MemoryKind.PERSON, new PersonRef("Claire", "wife"), "Claire — ma femme"),
                tuple(MemoryKind.PERSON, new PersonRef(null, "daughter"), "Ma fille — 11 ans"),
                tuple(MemoryKind.PERSON, new PersonRef(null, "son"), "Mon fils — 18 ans"));
        assertThat(count.abstentions()).isEmpty();
    }

    static Stream<Arguments> persons() {
        return Stream.of(
                stated("my wife is called Claire, my daughter is eleven and my son eighteen",
                        "PERSON Claire/wife \"Claire — my wife\"", "PERSON /daughter \"My daughter — 11 years old\"",
                        "PERSON /son \"My son — 18 years old\""),
                stated("j'ai une fille qui s'appelle Léa et un fils de 18 ans",
                        "PERSON Léa/daughter \"Léa — ma fille\"", "PERSON /son \"Mon fils — 18 ans\""),
                stated("ma fille, Léa, a onze ans", "PERSON Léa/daughter \"Léa — ma fille, 11 ans\""),
                stated("I have a daughter named Lea, she's 11", "PERSON Lea/daughter \"Lea — my daughter, 11 years old\""),
                stated("my husband's name is Tom", "PERSON Tom/husband \"Tom — my husband\""),
                stated("ma femme, c'est Claire", "PERSON Claire/wife \"Claire — ma femme\""),
                stated("ma mère a soixante et onze ans et mon père quatre-vingt-deux",
                        "PERSON /mother \"Ma mère — 71 ans\"", "PERSON /father \"Mon père — 82 ans\""),
                stated("ma sœur Julie habite à Lyon", "PERSON Julie/sister \"Julie — ma sœur, habite à Lyon\""),
                stated("mon meilleur ami s'appelle Marc", "PERSON Marc/friend \"Marc — mon meilleur ami\""),
                stated("ma petite amie s'appelle Inès", "PERSON Inès/partner \"Inès — ma petite amie\""),
                stated("my boss is called Sarah and she's 50", "PERSON Sarah/boss \"Sarah — my boss, 50 years old\""),
                stated("ma femme s'appelle Claire, Claire est infirmière",
                        "PERSON Claire/wife \"Claire — ma femme, infirmière\""),
                stated("ma femme est allergique aux noix", "PERSON HEALTH /wife \"Ma femme — allergique aux noix\""),
                stated("I have a son and a daughter", "PERSON /son \"My son\"", "PERSON /daughter \"My daughter\""));
    }

    static Stream<Arguments> namedInGroups() {
        return Stream.of(
                stated("mes enfants s'appellent Inès, Malo et Tom", "PERSON Inès/child \"Inès — mes enfants\"",
                        "PERSON Malo/child \"Malo — mes enfants\"", "PERSON Tom/child \"Tom — mes enfants\""),
                stated("mes neveux s'appellent Elio et Sasha", "PERSON Elio/nephew \"Elio — mes neveux\"",
                        "PERSON Sasha/nephew \"Sasha — mes neveux\""),
                stated("j'ai trois enfants : Lucas 12 ans, Chloé 9 ans et Nina 4 ans",
                        "PERSON Lucas/child \"Lucas — mes enfants, 12 ans\"", "PERSON Chloé/child \"Chloé — mes enfants, 9 ans\"",
                        "PERSON Nina/child \"Nina — mes enfants, 4 ans\""),
                stated("mes enfants : Adam (6 ans) et Lou (3 ans)", "PERSON Adam/child \"Adam — mes enfants, 6 ans\"",
                        "PERSON Lou/child \"Lou — mes enfants, 3 ans\""),
                stated("I have two kids, Tom is 8 and Lily is 5", "PERSON Tom/child \"Tom — my kids, 8 years old\"",
                        "PERSON Lily/child \"Lily — my kids, 5 years old\""),
                stated("I work with three people: Priya, Dan and Kofi", "PERSON Priya/colleague \"Priya — my colleagues\"",
                        "PERSON Dan/colleague \"Dan — my colleagues\"", "PERSON Kofi/colleague \"Kofi — my colleagues\""),
                stated("mes sœurs, Léa et Camille, habitent à Lyon",
                        "PERSON Léa/sister \"Léa — mes sœurs, habitent à Lyon\"",
                        "PERSON Camille/sister \"Camille — mes sœurs, habitent à Lyon\""),
                stated("my cousins Aya and Ben live in Leeds", "PERSON Aya/cousin \"Aya — my cousins, live in Leeds\"",
                        "PERSON Ben/cousin \"Ben — my cousins, live in Leeds\""),
                stated("Mrs. Khan is my landlady", "PERSON Mrs. Khan/landlord \"Mrs. Khan — my landlady\""),
                stated("mon médecin, c'est le docteur Roux", "PERSON docteur Roux/doctor \"docteur Roux — mon médecin\""),
                stated("Yanis, mon cousin, a 31 ans et bosse comme kiné à Rennes",
                        "PERSON Yanis/cousin \"Yanis — mon cousin, 31 ans, bosse comme kiné à Rennes\""),
                stated("ma copine s'appelle Nora, elle est fleuriste", "PERSON Nora/partner \"Nora — ma copine, fleuriste\""),
                stated("I live in Oslo with my husband Erik and our dog Bamse",
                        "PERSON Erik/husband \"Erik — my husband\"", "PERSON Bamse/dog \"Bamse — our dog\"",
                        "FACT IDENTITY NONE \"I live in Oslo with my husband Erik\""),
                stated("il faut que je rappelle ma sœur, elle s'appelle Julie", "PERSON Julie/sister \"Julie — ma sœur\""),
                stated("Léo, Jade et Tom sont mes enfants", "PERSON Léo/child \"Léo — mes enfants\"",
                        "PERSON Jade/child \"Jade — mes enfants\"", "PERSON Tom/child \"Tom — mes enfants\""),
                stated("I have a brother, Sam, and a sister, Lucy", "PERSON Sam/brother \"Sam — my brother\"",
                        "PERSON Lucy/sister \"Lucy — my sister\""),
                stated("I've got twins, Leo and Max", "PERSON Leo/child \"Leo — my twins\"", "PERSON Max/child \"Max — my twins\""),
                stated("my youngest, Ella, just turned 6", "PERSON Ella/child \"Ella — my youngest, 6 years old\""),
                stated("le Dr Martin est mon cardiologue", "PERSON Dr Martin/doctor \"Dr Martin — mon cardiologue\""));
    }

    static Stream<Arguments> inTheUsersOwnWords() {
        return Stream.of(
                stated("I moved to Porto in 2019 and I rent a flat near the river",
                        "FACT GENERAL NONE \"I moved to Porto in 2019\"", "FACT GENERAL FINANCE \"I rent a flat near the river\""),
                stated("I'm Omar, by the way, and I run a chess club", "FACT IDENTITY NONE \"I'm Omar\"",
                        "FACT GENERAL NONE \"I run a chess club\""),
                stated("je ne fume plus depuis janvier", "FACT GENERAL NONE \"Je ne fume plus depuis janvier\""),
                stated("j'ai quitté mon job chez Orange", "FACT GENERAL NONE \"J'ai quitté mon job chez Orange\""),
                stated("jsuis prof de sport a Lille", "FACT IDENTITY NONE \"Je suis prof de sport a Lille\""),
                stated("we live in Bristol", "FACT GENERAL NONE \"We live in Bristol\""),
                stated("I'm on dialysis three times a week", "FACT GENERAL NONE \"I'm on dialysis three times a week\""),
                stated("avant j'habitais à Toulouse", "FACT GENERAL NONE \"J'habitais à Toulouse\""),
                stated("my locker combination is 12-34-56", "FACT GENERAL NONE \"My locker combination is 12-34-56\""),
                stated("retiens que la clé de secours est sous le pot de fleurs",
                        "FACT GENERAL NONE \"La clé de secours est sous le pot de fleurs\""),
                stated("I support Sunderland, for my sins", "FACT GENERAL NONE \"I support Sunderland\""));
    }

    /** Words nobody here wrote: names by their capital, title or introducing verb, relations no list holds. */
    static Stream<Arguments> heardFromAnyone() {
        return Stream.of(
                stated("Sofiane mon beau-frère il a 38 ans et il est chauffeur de bus à Grenoble",
                        "PERSON Sofiane/brother-in-law \"Sofiane — mon beau-frère, a 38 ans et il est chauffeur de bus à Grenoble\""),
                stated("on est quatre au bureau, moi, Fatou, Grégoire et Ludivine",
                        "FACT GENERAL NONE \"On est quatre au bureau\"", "PERSON Fatou/null \"Fatou\"",
                        "PERSON Grégoire/null \"Grégoire\"", "PERSON Ludivine/null \"Ludivine\""),
                stated("my accountant is Mr. Patel", "PERSON Mr. Patel/accountant \"Mr. Patel — my accountant\""),
                stated("le docteur roux est mon médecin traitant",
                        "PERSON Docteur roux/doctor \"Docteur roux — mon médecin, traitant\""),
                stated("le chat de ma voisine s'appelle Félix", "PERSON Félix/cat \"Félix — le chat de ma voisine\""),
                stated("ma marraine habite à Perpignan, elle s'appelle Huguette et elle est veuve depuis 2019",
                        "PERSON Huguette/godparent \"Huguette — ma marraine, habite à Perpignan, veuve depuis 2019\""),
                stated("je sors avec Théo depuis deux ans", "PERSON Théo/partner \"Théo — je sors avec Théo depuis deux ans\""),
                stated("we adopted a rescue greyhound named Biscuit",
                        "PERSON Biscuit/greyhound \"Biscuit — my rescue greyhound\""),
                stated("Claire adore le jazz", "PERSON Claire/null \"Claire — adore le jazz\""));
    }

    /** Lists, appositions and titles ({@code namedInGroups}) are persons too: one each. */
    @ParameterizedTest(name = "{0}")
    @MethodSource({"persons", "namedInGroups", "heardFromAnyone"})
    void countsEachPersonOnceWithNameAgeAndWhatIsSaidOfThem(String sentence, List<String> expected) {
        assertThat(describe(counter.count(sentence))).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> factsAboutTheUser() {
        return Stream.of(
                stated("I'm allergic to peanuts", "FACT GENERAL HEALTH \"I'm allergic to peanuts\""),
                stated("je suis allergique aux arachides et aux fruits de mer",
                        "FACT GENERAL HEALTH \"Je suis allergique aux arachides\"",
                        "FACT GENERAL HEALTH \"Je suis allergique aux fruits de mer\""),
                stated("je prends 50 mg de Levothyrox chaque matin",
                        "FACT GENERAL HEALTH \"Je prends 50 mg de Levothyrox chaque matin\""),
                stated("je suis infirmière et j'habite à Lyon",
                        "FACT IDENTITY NONE \"Je suis infirmière\"", "FACT IDENTITY NONE \"J'habite à Lyon\""),
                stated("I'm from Lyon and I work at Airbus",
                        "FACT IDENTITY NONE \"I'm from Lyon\"", "FACT IDENTITY NONE \"I work at Airbus\""),
                stated("j'aime le jazz et le piano",
                        "FACT PREFERENCE NONE \"J'aime le jazz\"", "FACT PREFERENCE NONE \"J'aime le piano\""),
                stated("je travaille sur un roman policier", "FACT ONGOING NONE \"Je travaille sur un roman policier\""),
                stated("I promised my daughter a trip to the zoo",
                        "FACT COMMITMENT NONE \"I promised my daughter a trip to the zoo\""),
                stated("rappelle-toi que le code du portail est 4820", "FACT GENERAL NONE \"Le code du portail est 4820\""),
                stated("mon salaire est de 3000 euros par mois",
                        "FACT GENERAL FINANCE \"Mon salaire est de 3000 euros par mois\""),
                stated("je suis en procès avec mon ancien employeur",
                        "FACT GENERAL LEGAL \"Je suis en procès avec mon ancien employeur\""),
                stated("my passport number is 12AB34567", "FACT GENERAL IDENTITY \"My passport number is 12AB34567\""),
                stated("I'm 34 years old", "FACT IDENTITY NONE \"I'm 34 years old\""),
                stated("Bonjour ! Ma fille a onze ans, tu te souviens ?", "PERSON /daughter \"Ma fille — 11 ans\""));
    }

    /** A declarative clause no rule knows ({@code inTheUsersOwnWords}) is kept in the user's words. */
    @ParameterizedTest(name = "{0}")
    @MethodSource({"factsAboutTheUser", "inTheUsersOwnWords"})
    void countsEachFactAboutTheUserWithItsFacetAndDomain(String sentence, List<String> expected) {
        assertThat(describe(counter.count(sentence))).containsExactlyElementsOf(expected);
    }

    @Test
    void aMoodAGreetingTheWeatherAGrumbleOrAPainOfTheMomentIsNothingKept() {
        Stream.of("ma sœur a une idée géniale", "my sister says hi", "my dad goes crazy when it rains",
                        "ma voisine fait trop de bruit", "ma mère te passe le bonjour", "my neighbour makes a lot of noise",
                        "mes enfants sont grands maintenant", "my kids are so big now", "j'ai trop mal au dos",
                        "I've got no time", "j'ai pas le temps")
                .forEach(sentence -> {
                    FactCount count = counter.count(sentence);
                    assertThat(count.facts()).as(sentence).isEmpty();
                    assertThat(count.statement()).as(sentence).isNull();
                });
        // a comment after a fact ("c'est important") is not the fact's verb said once more
        assertThat(counter.count("retiens que je suis allergique aux noix, c'est important").facts())
                .extracting(StatedFact::text).noneMatch(text -> text.contains("important"));
        assertThat(counter.count("remember that I'm allergic to nuts, it's important").facts())
                .extracting(StatedFact::text).noneMatch(text -> text.contains("important"));
        // a lasting thing said of them still is
        assertThat(counter.count("ma sœur est infirmière").facts()).extracting(StatedFact::text)
                .containsExactly("Ma sœur — infirmière");
        assertThat(counter.count("my dad is a retired plumber").facts()).extracting(StatedFact::text)
                .containsExactly("My dad — a retired plumber");
    }

    @Test
    void aFactCarriesTheValuesThatTellItApart() {
        assertThat(counter.count("I'm allergic to peanuts").facts().get(0).keys()).containsExactly("peanut");
        assertThat(counter.count("le code du portail est 4820").facts().get(0).keys()).contains("4820");
    }

    static Stream<Arguments> abstentions() {
        return Stream.of(
                abstains("comment s'appelle ma femme ?", Reason.QUESTION),
                abstains("what is my daughter's name", Reason.QUESTION),
                abstains("ma femme s'appelle comment", Reason.QUESTION),
                abstains("Bob dit que c'est facile", Reason.REPORTED),
                abstains("je suis fatigué", Reason.NO_FACT_SIGNAL),
                abstains("je suis en train de manger", Reason.NO_FACT_SIGNAL),
                abstains("je prépare le dîner", Reason.NO_FACT_SIGNAL),
                abstains("my honey is 30", Reason.NO_FACT_SIGNAL),
                abstains("ma sœur", Reason.NO_FACT_SIGNAL),
                abstains("ma fille a deux chats", Reason.NO_FACT_SIGNAL),
                abstains("le temps est magnifique", Reason.NO_FACT_SIGNAL),
                abstains("si j'avais un chien je l'appellerais Rex", Reason.HYPOTHETICAL),
                abstains("I wish I had a sister", Reason.HYPOTHETICAL),
                abstains("un collègue m'a dit que sa femme s'appelle Nadia", Reason.REPORTED),
                abstains("some guy on the bus told me he was a pilot", Reason.REPORTED),
                abstains("do you know where my sister lives?", Reason.QUESTION),
                abstains("je cherche mes clés", Reason.NO_FACT_SIGNAL),
                abstains("je pense que c'est une bonne idée", Reason.NO_FACT_SIGNAL),
                abstains("j'ai mangé une pizza", Reason.NO_FACT_SIGNAL));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("abstentions")
    void abstainsWhenUnsureAndCountsNothing(String sentence, Reason reason) {
        FactCount count = counter.count(sentence);

        assertThat(count.facts()).isEmpty();
        assertThat(count.abstentions()).extracting(Abstention::reason).containsExactly(reason);
    }

    @Test
    void keepsNoSilentFactOfARequestAPlanOrAGreetingAndDoesNotAbstain() {
        Stream.of("rappelle-moi jeudi de payer le loyer", "remind me on Thursday to pay the rent",
                        "il faut que j'appelle ma mère", "I need to call my mother", "dîner avec Paul samedi à 20h",
                        "note: acheter du pain", "salut, merci beaucoup !", "samedi on fête les 40 ans de mon frère",
                        "mets-moi un rappel pour appeler Léa", "dans une heure tu me dis de sortir le linge",
                        "je dois passer au pressing")
                .forEach(sentence -> {
                    FactCount count = counter.count(sentence);
                    // a reminder or a note asked is read as asked, shown: the turn's covers it when it kept one
                    assertThat(count.facts()).as(sentence).allSatisfy(fact -> assertThat(fact.visible()).isTrue());
                    assertThat(count.abstentions()).as(sentence).isEmpty();
                });
    }

    @Test
    void aRequestToTheAssistantIsNeverKeptAsAStatementButAPlanTheTurnMissedIsKeptSilently() {
        Stream.of("rappelle-moi jeudi de payer le loyer", "remind me on Thursday to pay the rent", "note: acheter du pain",
                        "il faut que j'appelle ma mère", "mets-moi un rappel pour appeler Léa", "salut, merci beaucoup !")
                .forEach(sentence -> assertThat(counter.count(sentence).statement()).as(sentence).isNull());
        assertThat(counter.count("samedi on fête les 40 ans de mon frère").statement())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(MemoryKind.EVENT, "Samedi on fête les 40 ans de mon frère");
    }

    @Test
    void anEightThousandCharacterMessageIsReadUpToTheBudgetInBoundedTime() {
        String message = "ma fille a onze ans, " + "bla bla, on a parlé de tout et de rien; ".repeat(200);
        assertThat(message.length()).isGreaterThan(8_000);

        long start = System.nanoTime();
        FactCount count = counter.count(message);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(count.facts()).extracting(StatedFact::text).containsExactly("Ma fille — 11 ans");
        assertThat(count.abstentions()).extracting(Abstention::reason).contains(Reason.BEYOND_BUDGET);
        assertThat(millis).as("one long message, read in %d ms", millis).isLessThan(2_000);
    }

    @Test
    void aLongMessageWithoutSpacesOrPunctuationIsReadInBoundedTime() {
        long start = System.nanoTime();
        assertThat(counter.count("Aa".repeat(4_000)).facts()).as("a paste of 8,000 letters is no word").isEmpty();
        assertThat(counter.count("mes enfants s'appellent " + "Inès, ".repeat(1_500)).facts()).hasSize(1);
        assertThat(counter.count("ma fille " + "et ".repeat(3_000)).facts()).hasSizeLessThanOrEqualTo(1);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(2_000);
    }

    @Test
    void emojiDoNotBreakTheReadingAndAreNotKept() {
        assertThat(describe(counter.count("ma fille a onze ans 🎉🎂 et mon fils dix-huit 😅")))
                .containsExactly("PERSON /daughter \"Ma fille — 11 ans\"", "PERSON /son \"Mon fils — 18 ans\"");
        assertThat(counter.count("😂😂😂 🙏").facts()).isEmpty();
    }

    @Test
    void codeAndAddressesInventNothing() {
        assertThat(counter.count("```java\nfor (int i = 0; i < n; i++) { System.out.println(i); }\n```").facts()).isEmpty();
        assertThat(counter.count("if (x == null) { return; }\nI = I + 1;").facts()).isEmpty();
        assertThat(counter.count("regarde https://example.org/Marie/Lyon?x=1 et www.Truc.com").facts()).isEmpty();
        assertThat(describe(counter.count("j'habite à Lyon, voici le lien https://maps.example/Lyon")))
                .containsExactly("FACT IDENTITY NONE \"J'habite à Lyon\"");
    }

    @Test
    void mixedLanguagesAreReadClauseByClauseAndAThirdLanguageInventsNothing() {
        assertThat(describe(counter.count("my wife Ana vient du Brésil, and I work at Airbus")))
                .containsExactly("PERSON Ana/wife \"Ana — my wife, vient du Brésil\"", "FACT IDENTITY NONE \"I work at Airbus\"");
        assertThat(counter.count("Ich heiße Jonas und wohne in Berlin mit meiner Frau Anna").facts()).isEmpty();
        assertThat(counter.count("Mi chiamo Giulia e ho due figli, Marco e Luca").facts()).isEmpty();
        assertThat(counter.count("我叫王伟，我住在北京").facts()).isEmpty();
        // capitals of a third language are not names
        assertThat(counter.count("Gestern waren Anna, Peter und Klaus bei uns").facts()).isEmpty();
        assertThat(counter.count("Mi hermana Lucía vive en Madrid con su novio Carlos").facts()).isEmpty();
    }

    @Test
    void somethingLivedToldInPassingIsASilentEventWhenItSaysWhenOrWhere() {
        assertThat(counter.count("hier on a fait du vélo avec Claire").facts())
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.EVENT, "Hier on a fait du vélo avec Claire"));
        assertThat(counter.count("en mai on est partis en Grèce").facts()).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.EVENT);
        assertThat(counter.count("j'ai mal dormi").facts()).as("small talk: neither when nor where").isEmpty();
    }

    @Test
    void aBirthdayIsADetailOfThePersonNotAPlan() {
        assertThat(describe(counter.count("l'anniversaire de ma mère c'est le 12 août")))
                .containsExactly("PERSON /mother \"Ma mère — anniversaire 12 août\"");
        assertThat(describe(counter.count("mon fils est né le 2 février 2012")))
                .containsExactly("PERSON /son \"Mon fils — né le 2 février 2012\"");
    }

    @Test
    void questionsHypotheticalsReportedSpeechAndSmallTalkWithNamesKeepNoOne() {
        Stream.of("tu connais Stromae ?", "si un jour j'ai un chien je l'appellerai Rex", "if I had a sister I'd call her Maya",
                        "mon collègue dit que sa femme s'appelle Laura", "merci Sophie pour hier", "Bonne nuit Léa",
                        "c'est gentil, merci beaucoup", "dîner avec Paul samedi à 20h")
                .forEach(sentence -> assertThat(counter.count(sentence).facts()).as(sentence)
                        .noneMatch(fact -> fact.kind() == MemoryKind.PERSON || fact.kind() == MemoryKind.FACT));
    }

    @Test
    void whatIsOfTheMomentIsNotKept() {
        Stream.of("je lis un super bouquin", "I'm stuck in traffic", "je suis trop fier de ma fille", "I love this song",
                        "on a un petit souci avec la voiture", "je viens de finir le boulot", "my son starts school in September",
                        "mon fils a fait une bêtise", "je suis tellement contente aujourd'hui", "oups, je me suis trompée")
                .forEach(sentence -> assertThat(counter.count(sentence).facts()).as(sentence).isEmpty());
    }

    @Test
    void placesFirmsAndThingsAreNotNicknames() {
        assertThat(counter.count("j'habite à Lyon et je travaille chez Airbus").abstentions()).isEmpty();
        assertThat(counter.count("my PIN is 1234").abstentions()).isEmpty();
    }

    @Test
    void aTasteOrATeamSaidWithoutAVerbOfLikingIsAPreference() {
        assertThat(describe(counter.count("jpeux pas sentir les endives"))).containsExactly(
                "FACT PREFERENCE NONE \"Je peux pas sentir les endives\"");
        assertThat(describe(counter.count("can't stand olives, honestly"))).containsExactly(
                "FACT PREFERENCE NONE \"Can't stand olives\"");
        assertThat(describe(counter.count("tbh im obsessed w padel, i play it after work"))).containsExactly(
                "FACT PREFERENCE NONE \"I'm obsessed w padel\"");
        assertThat(describe(counter.count("massive Leeds United fan, been going since I was a kid")))
                .first().isEqualTo("FACT PREFERENCE NONE \"Massive Leeds United fan\"");
        assertThat(counter.count("supportrice du Stade Rennais depuis toujours").abstentions())
                .as("the team is no stranger's name").isEmpty();
    }

    @Test
    void aHabitOfGoingSomewhereIsNotAPlanLeftToTheMainPass() {
        assertThat(describe(counter.count("je vais au marché bio tous les samedis"))).isNotEmpty();
        assertThat(counter.count("je vais appeler le plombier").facts()).isEmpty();
    }

    @Test
    void chatWordsAreNotTitlesNorNamesNorConditionals() {
        assertThat(counter.count("je fais des extras en salle pr financer mon permis").facts())
                .noneMatch(fact -> fact.kind() == MemoryKind.PERSON);
        assertThat(counter.count("Please remind me at noon to water the plants. Many thanks.").facts())
                .extracting(StatedFact::kind, StatedFact::text).containsExactly(tuple(MemoryKind.REMINDER, "Water the plants"));
        // the verb mistyped is still the reminder asked, not a name nor a fact
        assertThat(counter.count("rapelle moi de rappeler le garage").facts()).extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(tuple(MemoryKind.REMINDER, "Rappeler le garage"));
        assertThat(counter.count("chui rincée, grosse semaine").facts()).isEmpty();
        assertThat(counter.count("j'ai un portrait de ma grand-mère dans l'entrée").abstentions())
                .extracting(Abstention::reason).doesNotContain(Reason.HYPOTHETICAL);
    }

    @Test
    void aChoreNotDoneYetIsATaskOfTheMainPassNotAFact() {
        Stream.of("j'ai toujours pas rempli le dossier de la mutuelle, faut que je m'y colle",
                        "I still haven't renewed my passport")
                .forEach(sentence -> assertThat(counter.count(sentence)).as(sentence)
                        .satisfies(count -> assertThat(count.facts()).isEmpty())
                        .extracting(FactCount::statement).isNull());
        assertThat(counter.count("j'ai pas le permis").facts()).as("what the user has not is no chore").isNotEmpty();
    }

    @Test
    void aRegistrationAndANumberAfterNoAreCodesTheUserGives() {
        assertThat(describe(counter.count("my reg is YX70 KLM in case it's useful"))).containsExactly(
                "FACT GENERAL NONE \"My reg is YX70 KLM in case it's useful\"");
        assertThat(counter.count("loyalty card no. TK 55120934").statement()).extracting(StatedFact::text)
                .isEqualTo("Loyalty card no. TK 55120934");
    }

    @Test
    void aClauseThatPointsBackAtTheOneBeforeIsKeptWithItNotAsAFactOfItsOwn() {
        assertThat(counter.count("mon code de casier c'est le 4471, on me le redemande à chaque fois").facts())
                .extracting(StatedFact::text).containsExactly("Mon code de casier c'est le 4471, on me le redemande à chaque fois");
        assertThat(counter.count("my staff number is 55102, they ask me for it every single day").facts())
                .extracting(StatedFact::text).containsExactly("My staff number is 55102, they ask me for it every single day");
        assertThat(counter.count("I'm a night nurse, so my weekends are all over the place").facts())
                .extracting(StatedFact::text).containsExactly("I'm a night nurse, so my weekends are all over the place");
        // a clause read alone as nothing, made a habit by the next one
        assertThat(counter.count("moi c'est la salsa, j'en danse tous les jeudis").facts())
                .extracting(StatedFact::text).containsExactly("Moi c'est la salsa, j'en danse tous les jeudis");
    }

    @Test
    void whatTheUserIsToSomeoneOfTheirsIsSaidOfThatPerson() {
        assertThat(describe(counter.count("I'm my dad's carer since his stroke")))
                .containsExactly("PERSON /father \"I'm my dad's carer since his stroke\"");
        assertThat(describe(counter.count("je suis la tutrice de mon frère")))
                .containsExactly("PERSON /brother \"Je suis la tutrice de mon frère\"");
    }

    @Test
    void newsAboutStrangersIsReportedNotKept() {
        Stream.of("j'ai lu dans le journal qu'un gars à Brest a gagné au loto",
                        "I saw on the news that a woman in Leeds found a python in her loo")
                .forEach(sentence -> assertThat(counter.count(sentence)).as(sentence)
                        .satisfies(count -> assertThat(count.facts()).isEmpty())
                        .extracting(FactCount::statement).isNull());
        assertThat(counter.count("j'ai appris que ma cousine est enceinte").facts()).as("news of the user's own").isNotEmpty();
    }

    @Test
    void aJobSaidInTheProgressiveIsAFact() {
        // what ended and what is now, one change
        assertThat(counter.count("I quit the agency and I'm working as a sign-language interpreter now").facts())
                .extracting(StatedFact::text).containsExactly("I quit the agency, I'm working as a sign-language interpreter now");
        assertThat(counter.count("I'm cooking for my mates tonight").facts()).isEmpty();
    }

    @Test
    void aDatedPlanAndAChoreStillToDoAreTheMainPasss() {
        assertThat(counter.count("we're driving to Porto on the 12th of August").facts()).isEmpty();
        // what is still to do is no fact of the user's: a task, as the main pass keeps it, when it kept none
        assertThat(counter.count("I still have to renew the car insurance").facts()).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.TASK);
    }

    @Test
    void aReturnToWorkSomewhereIsWhereTheUserWorksAReturnOnADayIsAPlan() {
        assertThat(describe(counter.count("je reprends le boulot chez Decathlon le 2 septembre")))
                .containsExactly("FACT GENERAL NONE \"Je reprends le boulot chez Decathlon le 2 septembre\"");
        assertThat(counter.count("I go back to work at the library on the 3rd").facts()).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.FACT);
        assertThat(counter.count("je reprends le boulot lundi").facts()).isEmpty();
    }

    @Test
    void whatTheUserSharesWithSomeoneJustNamedIsSaidOfThem() {
        assertThat(describe(counter.count("my mate Robbie, we've known each other since primary school, he's a roofer in Hull")))
                .containsExactly("PERSON Robbie/friend \"Robbie — my mate, we've known each other since primary school, a roofer in Hull\"");
        assertThat(counter.count("ma femme Julie, on habite à Lyon").facts()).extracting(StatedFact::kind)
                .as("where they live is the user's too").contains(MemoryKind.FACT);
    }

    @Test
    void aPetNamedBeforeWhoItIsIsThatPet() {
        assertThat(describe(counter.count("adieu Caramel, mon vieux matou, 15 ans de câlins")))
                .containsExactly("PERSON Caramel/cat \"Caramel — mon matou, 15 ans de câlins\"");
    }

    @Test
    void aLetterJoinedToAWordNamesNoOne() {
        assertThat(counter.count("we got married on D-Day, funny enough").facts())
                .noneMatch(fact -> fact.kind() == MemoryKind.PERSON);
    }

    @Test
    void whatTheUserHasNamedRightAfterIsThatPersonKeptOnce() {
        assertThat(counter.count("j'ai une ado à la maison, Jade, 16 ans, qui fait du judo").facts())
                .extracting(StatedFact::kind, fact -> fact.person().name()).containsExactly(tuple(MemoryKind.PERSON, "Jade"));
        assertThat(counter.count("I've got a teenager at home, Maddie, 14, who plays netball").facts())
                .extracting(StatedFact::kind).containsExactly(MemoryKind.PERSON);
    }

    private static Arguments stated(String sentence, String... expected) {
        return Arguments.of(sentence, List.of(expected));
    }

    private static Arguments abstains(String sentence, Reason reason) {
        return Arguments.of(sentence, reason);
    }

    /** PERSON [domain] name/relation "text", or FACT facet domain "text". */
    private static List<String> describe(FactCount count) {
        return count.facts().stream().map(fact -> fact.kind() == MemoryKind.PERSON
                ? "PERSON " + (fact.domain() == Domain.NONE ? "" : fact.domain() + " ")
                        + (fact.person().name() == null ? "" : fact.person().name()) + "/" + fact.person().relation()
                        + " \"" + fact.text() + "\""
                : "FACT " + fact.facet() + " " + fact.domain() + " \"" + fact.text() + "\"").toList();
    }
}
