package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ClassifierTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-03-10T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    @ParameterizedTest
    @ValueSource(strings = {
        "Mon genou me lâche dans les escaliers",
        "My knee gives out on the stairs",
        "J'ai mis 4 000 € de côté pour l'été",
        "Paid £1,200 to fix the boiler",
        "Rendez-vous à la préfecture jeudi pour le récépissé",
        "Still waiting on the consulate to send my papers back",
        "Je prends du Zolvexa tous les soirs",
        "I'm on Trelvium since January",
        "Porté plainte contre le garage pour la réparation",
        "Two penalty points on my licence after the roundabout"})
    void aSensitiveCandidateTheDaySawNothingInGoesToReviewFromItsBodyMoneyPapersOrLawAlone(String text) {
        Verdict verdict = classifier.decide(Beside.alone(fact("general", text), NIGHT));

        assertThat(verdict.outcome()).isEqualTo(Outcome.REVIEW);
        assertThat(verdict.rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** One sentence in French and one in English per meaning class, each without the obvious word of its domain. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "finance  | Je lui dois de l'argent depuis l'été",
        "finance  | I still owe Dan for the concert tickets",
        "finance  | Les mensualités de la voiture passent le 5",
        "finance  | The monthly payments on the sofa end in June",
        "finance  | Je touche 2 300 net par mois",
        "finance  | I make 60k a year",
        "finance  | Got a pay cut at work",
        "finance  | On a ouvert un compte chez Boursorama",
        "finance  | Our emergency fund is almost empty",
        "finance  | La taxe foncière a encore augmenté",
        "finance  | My tax bill came in higher than expected",
        "finance  | Money's tight this month",
        "legal    | J'ai reçu une mise en demeure du syndic",
        "legal    | Got a cease and desist letter",
        "legal    | Ma mère est sous tutelle depuis mars",
        "legal    | I have power of attorney for my mother",
        "legal    | Il a le droit de visite le mercredi",
        "legal    | Le petit est placé en famille d'accueil",
        "legal    | Social services visited us again",
        "legal    | Mon frère a été interpellé samedi",
        "legal    | She pleaded guilty",
        "legal    | Ma voiture est partie à la fourrière",
        "identity | Je suis devenu français l'an dernier",
        "identity | I'm a dual national",
        "identity | J'ai changé de nom après le mariage",
        "identity | I changed my surname legally",
        "identity | Je me suis converti à l'islam",
        "identity | I go to mass every Sunday",
        "identity | J'ai fait mon coming out à mes parents",
        "health   | Les résultats de la prise de sang sont bons",
        "health   | My B12 came back low again",
        "health   | Got the all-clear after the scan",
        "health   | J'ai mon frottis mardi",
        "health   | Je tousse depuis trois semaines",
        "health   | I've got a rash on my arms",
        "health   | Je fais des crises de panique",
        "health   | I've been feeling really low",
        "health   | On attend un bébé pour mai",
        "health   | We're expecting in the spring",
        "health   | Je me fais retirer les dents de sagesse",
        "health   | I had my appendix out",
        "health   | Je prends des antibios",
        "health   | I take sleeping pills",
        "health   | J'ai une angine",
        "health   | He has chickenpox",
        "health   | Mon père ne reconnaît plus personne",
        "health   | Il boit trop depuis l'hiver",
        "health   | My blood sugar is high",
        "health   | I use a cane now",
        "health   | Les médecins cherchent encore",
        "health   | Ma fille porte un appareil dentaire",
        "health   | She's been clean for two years",
        "finance  | We're still paying off the car",
        "finance  | Le loyer passe à 950",
        "legal    | Mon père a perdu son permis",
        "legal    | My brother is fighting his ex over the kids",
        "health   | Papa a perdu la vue d'un œil",
        "health   | She had a mastectomy in May",
        "health   | He has tonsillitis again",
        "health   | Mamie est en soins palliatifs",
        "finance  | Got a letter from the council about my benefits",
        "identity | I finally got my settled status",
        "health   | My wife has MS",
        "health   | I've got type 2",
        "health   | She had a c-section with the twins",
        "legal    | He got done for drink driving",
        "legal    | Notre voisin nous a assignés pour le mur mitoyen",
        "health   | Ma femme attend notre troisième pour avril",
        "health   | We're expecting our second in March",
        "health   | My sister and her husband are expecting!",
        "health   | Big news: we're expecting, baby's due in the new year",
        "health   | Our little one is due mid-August",
        "health   | Le bébé est prévu pour début mars",
        "health   | If I eat shellfish my lips swell up",
        "health   | Je peux pas manger de cacahuètes, ma gorge gonfle",
        "health   | On citalopram since June, it's helping",
        "identity | Je fais le carême cette année",
        "identity | I keep kosher at home",
        "identity | I stopped believing in God last year",
        "identity | Elle porte le voile depuis l'été",
        "identity | Je me suis convertie il y a deux ans",
        "health   | She lost the baby in March",
        "health   | He's been really down lately",
        "finance  | I lent my brother 2k",
        "finance  | Mon proprio me doit encore la caution",
        "legal    | Got a speeding ticket on the M6"})
    void eachMeaningClassOfASensitiveDomainGoesToReviewNamingTheDomainFoundWhateverTheDaysLabel(String domain, String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"I volunteer at the food bank on Saturdays", "Je cours un 5 km le dimanche", "We visited the cathedral in Chartres",
        "Mon film préféré c'est Amélie", "I'm off on the bank holiday", "The kids came back from camp on Sunday",
        "Le bilan de l'année est bon au boulot", "We're expecting a parcel from my aunt", "The essay is due end of October"})
    void aHabitOrATasteThatOnlyLooksLikeMoneyOrHealthIsPromoted(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Je suis sage-femme à la maternité de Rouen", "Job: pharmacist", "I work as a nurse on nights",
        "Thank God the train was on time", "Métier : infirmière libérale"})
    void aCarersJobOrAnExclamationIsNotACareReceived(String text) {
        assertThat(classifier.decide(Beside.alone(fact("identity", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aNewCarersJobSupersedesTheOldJobAndACareReceivedStillGoesToReview() {
        assertThat(beside(fact("identity", "Métier : professeure des écoles"), fact("identity", "Métier : sage-femme")))
                .isEqualTo(Verdict.supersede("a1"));
        assertThat(classifier.decide(Beside.alone(fact("general", "Rendez-vous chez la sage-femme jeudi"), NIGHT)).outcome())
                .isEqualTo(Outcome.REVIEW);
        assertThat(classifier.decide(Beside.alone(fact("general", "My dentist says I need a crown"), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aParaphraseOfAKnownFactIsHeldAsAlreadyKnown() {
        assertThat(beside(fact("preference", "Je déteste les huîtres"), fact("preference", "Les huîtres, je supporte pas")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(fact("preference", "I hate olives"), fact("preference", "I can't stand olives")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        Known brother = person("Julien — mon frère, prof de maths", "Julien", "brother");
        Known teaches = about("Julien enseigne les maths", "Julien", "brother");
        assertThat(beside(brother, teaches))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(fact("preference", "I hate olives"), fact("preference", "I love capers")).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void havingSomeoneTheUserHasACardForIsAlreadyKnown() {
        Known cat = person("Minou — mon chat, 4 ans", "Minou", "cat");

        assertThat(beside(cat, fact("identity", "J'ai un chat"))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(cat, fact("identity", "J'ai un chien")).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void anEmployerTypedAnotherWayIsTheSameEmployer() {
        assertThat(beside(fact("identity", "I work at McDonald's"), fact("identity", "I work at mcdonalds")).outcome())
                .isEqualTo(Outcome.HELD);
    }

    @Test
    void aSelfIntroductionUnderAnotherNameGoesToReviewAndUnderTheSameNameIsKnown() {
        assertThat(beside(fact("identity", "Je m'appelle Sophie"), fact("identity", "Moi c'est Sandrine, au fait")))
                .isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
        assertThat(beside(fact("identity", "My name is Sam"), fact("identity", "I'm Sam btw")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @Test
    void aCardThatSaysWhatItAddsBesideThePersonsCardIsPromoted() {
        Known sister = person("Lucie — ma sœur, 30 ans", "Lucie", "sister");
        Known climbs = person("Lucie — ma sœur, adore l'escalade", "Lucie", "sister");
        Known colleague = person("Yann — mon collègue", "Yann", "colleague");
        Known works = person("Yann — mon collègue, travaille chez Orange", "Yann", "colleague");

        assertThat(beside(sister, climbs).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(beside(colleague, works).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aPartnersCardSupersedesBeingSingle() {
        Known partner = person("Noé — mon copain, c'est officiel", "Noé", "boyfriend");

        assertThat(beside(fact("identity", "Je suis célibataire"), partner))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aCardThatAddsOneUnreadWordBesideACardWithAJobIsHeld() {
        Known brother = person("Tom — my brother, electrician", "Tom", "brother");

        assertThat(beside(brother, person("Tom — my brother, thatcher", "Tom", "brother")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
        assertThat(beside(brother, about("Tom is a thatcher", "Tom", "brother")).outcome()).isEqualTo(Outcome.HELD);
    }

    /** Jobs the reader did not know, and jobs said in slang, an abbreviation or the other gender, each against another job. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis secrétaire chez Axa               | Je suis greffière au tribunal de Nîmes maintenant",
        "Je suis caissière                         | Je suis devenue fleuriste",
        "Je suis vendeur                           | Je suis cuistot dans une cantine",
        "I'm a receptionist                        | I'm a paralegal these days",
        "I'm a shop assistant                      | I'm a roofer now",
        "I'm a barista                             | Retrained as a locksmith last year",
        "Je suis serveuse dans un bar              | Je me suis reconvertie comme sophrologue, enfin comme styliste"})
    void aJobTheListsLackedOrSaidInSlangSupersedesTheOldJob(String before, String after) {
        assertThat(beside(fact("identity", before), fact("identity", after))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis policière         | Je suis flic",
        "I'm a postman             | I'm a postie",
        "Je suis aide-soignant     | Je suis aide soignant",
        "I'm a bartender           | I'm a barman"})
    void oneJobSaidTwoWaysIsAlreadyKnown(String before, String after) {
        assertThat(beside(fact("identity", before), fact("identity", after))).isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'ai 38 ans        | Mon vélo a 15 ans",
        "I'm 52             | My flat is 90 years old",
        "I'm 29             | My dad's van is 20 years old"})
    void theAgeOfAThingIsNotTheAgeOfItsOwner(String age, String thing) {
        assertThat(beside(fact("identity", age), fact("general", thing)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void someoneOfARelativesIsNeitherTheRelativeNorTheUser() {
        assertThat(beside(fact("general", "My sister lives in Exeter"), fact("general", "My sister's boyfriend lives in Truro")).outcome())
                .isEqualTo(Outcome.PROMOTED);
        assertThat(beside(fact("general", "Mon frère habite à Pau"), fact("general", "La copine de mon frère habite à Tarbes")).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aCardWithAClassAndASchoolChangesByEither() {
        Known niece = person("Jade — ma nièce, en 4e au collège Camus", "Jade", "niece");
        assertThat(beside(niece, person("Jade — ma nièce, au collège Prévert", "Jade", "niece"))).isEqualTo(Verdict.supersede("a1"));
        assertThat(beside(niece, person("Jade — ma nièce, en 3e au collège Camus", "Jade", "niece"))).isEqualTo(Verdict.supersede("a1"));
        Known son = person("Finn — my son, at Kingsbridge High", "Finn", "son");
        assertThat(beside(son, person("Finn — my son, at Exeter Uni doing history", "Finn", "son"))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aPartnerOneIsWithForAWhileReplacesTheFormerOne() {
        Known former = person("Bastien — mon copain", "Bastien", "boyfriend");
        assertThat(beside(former, fact("identity", "Je suis avec Karima depuis deux ans"))).isEqualTo(Verdict.supersede("a1"));
        assertThat(beside(person("Leo — my boyfriend", "Leo", "boyfriend"), fact("general", "I'm with Dana at the pub")).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aNewAttributeThatNamesAKnownPlaceIsNotAlreadyKnown() {
        assertThat(beside(fact("identity", "I live in Perth"), fact("identity", "I'm an accountant in Perth")).outcome())
                .isEqualTo(Outcome.PROMOTED);
        assertThat(beside(person("Noor — ma fille, 9 ans", "Noor", "daughter"), person("Noor — ma fille, fait de l'escrime depuis 3 ans",
                "Noor", "daughter")).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    /** A job in health, law or money is who one is, not a matter of one's health, law or money. */
    @ParameterizedTest
    @ValueSource(strings = {"Je suis infirmière libérale à Brest", "I'm a children's nurse", "Ma tante est aide-soignante en Ehpad",
        "Mon oncle est flic à Toulon", "My aunt is an agency care assistant", "Je suis médecin urgentiste", "I'm a hospital porter",
        "Je suis secrétaire médicale", "Je suis avocate au barreau de Rennes", "I'm a receptionist at a GP surgery"})
    void aCarersOrACopsJobIsNotSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("identity", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mon roman préféré c'est Héritage", "My favourite film is The Verdict", "Ma série préférée : Engrenages"})
    void aFavouritesTitleIsNotSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("preference", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mon cousin a pris 18 mois ferme", "Her ex is doing time for fraud", "He's been hitting the bottle again",
        "Ma tante picole pas mal depuis son veuvage", "She's a nurse and she's been signed off with stress",
        "I'm a patient at the hospital", "She's a teacher on antidepressants"})
    void jailTimeAndDrinkingSaidPlainlyAreSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aBirthdaySaidAsAnnivBesideAnotherBirthDateGoesToReview() {
        Known daughter = person("Léa — ma fille, née le 3 mars 2015", "Léa", "daughter");
        Known anniv = about("L'anniv de Léa c'est le 8 mars", "Léa", "daughter");

        assertThat(beside(daughter, anniv))
                .isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"La réunion est reportée à lundi", "The dinner got cancelled", "Le cours est finalement annulé",
        "The appointment got moved to Tuesday", "J'ai adoré !", "Loved it so much"})
    void aPlanThatDoesNotSayWhichHasNoDestination(String text) {
        assertThat(classifier.decide(Beside.alone(new Known("candidate", "event", null, "none", text, List.of(), 0.9), NIGHT)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
    }

    @Test
    void aCarerOrALawyerAsThePersonOfACandidateGoesToReview() {
        assertThat(classifier.decide(Beside.alone(person("Nadège — ma kiné, le mardi", "Nadège", "physio"), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
        assertThat(classifier.decide(Beside.alone(person("Hélène — my counsellor", "Hélène", "counsellor"), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
        assertThat(classifier.decide(Beside.alone(person("Maître Vasseur — s'occupe du dossier", "Maître Vasseur", null), NIGHT)).outcome())
                .isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aCandidateThatWouldRetireASensitiveMemoryGoesToReviewEvenWhenItOnlyChangesAnAge() {
        Known dialysis = new Known("a1", "person", null, "health", "Alexis — mon frère, 33 ans, sous dialyse",
                List.of(new Who("Alexis", "brother")), 0.9);
        Verdict verdict = classifier.decide(Beside.among(List.of(dialysis), person("Alexis — mon frère, 34 ans", "Alexis", "brother"), NIGHT));

        assertThat(verdict.outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aCandidateThatGoesOnAboutASensitiveMemoryOfTheSamePersonGoesToReview() {
        Known grandmother = new Known("a1", "person", null, "health", "Mamie Jo — ma grand-mère, soignée pour son cœur",
                List.of(new Who("Jo", "grandmother")), 0.9);
        Known candidate = new Known("candidate", "fact", "general", "none", "Mamie Jo va mieux, son cœur tient le coup",
                List.of(new Who("Jo", "grandmother")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(grandmother), candidate, NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aJobOrAHabitWithACapitalisedWordIsNotSensitive() {
        assertThat(classifier.decide(Beside.alone(fact("identity", "Je suis cheffe de rayon chez Leroy Merlin"), NIGHT)).outcome())
                .isEqualTo(Outcome.PROMOTED);
        assertThat(classifier.decide(Beside.alone(fact("ongoing", "I take the 7:40 train every morning"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(classifier.decide(Beside.alone(fact("ongoing", "Je prends le Thalys le lundi pour Bruxelles"), NIGHT)).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aChangeOfAKnownSubjectThatTheReaderCannotPlaceIsHeldNotPromotedBesideTheOldValue() {
        Known employer = fact("identity", "Je travaille chez Fnac");
        Verdict verdict = classifier.decide(Beside.among(List.of(employer), fact("identity", "J'ai rejoint une start-up le mois dernier"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.HELD, Rule.NO_DESTINATION, null, null));
    }

    @Test
    void theSameChangeAboutAnotherSideOfTheUserIsPromoted() {
        Known taste = fact("preference", "Je préfère le thé au café");
        Verdict verdict = classifier.decide(Beside.among(List.of(taste), fact("ongoing", "J'ai commencé l'aquarelle le mois dernier"), NIGHT));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aBreakUpWithAKnownPartnerNamedInAFactAboutTheUserEndsTheirCard() {
        // "c'est terminé avec …" opens on the couple's end, not on a vague "c'": the partner it names is no longer the partner
        Known partner = person("Gaspard — mon copain, luthier", "Gaspard", "boyfriend");
        Verdict verdict = classifier.decide(Beside.among(List.of(partner), fact("identity", "C'est terminé avec Gaspard depuis mardi"), NIGHT));

        assertThat(verdict).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void whatAnActiveMemoryOfTheSamePersonAlreadySaysInOtherWordsIsHeldAsKnown() {
        Known niece = person("Margaux — ma nièce, fan de handball", "Margaux", "niece");
        Known candidate = new Known("candidate", "fact", "preference", "none", "Margaux est fan de handball",
                List.of(new Who("Margaux", "niece")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(niece), candidate, NIGHT)))
                .isEqualTo(new Verdict(Outcome.HELD, Rule.ALREADY_KNOWN, null, null));
    }

    @Test
    void anotherPersonOfTheSameRelationIsStillPromoted() {
        Known nephew = person("Théo — mon neveu, 9 ans", "Théo", "nephew");
        Verdict verdict = classifier.decide(Beside.among(List.of(nephew), person("Basile — mon neveu, 6 ans", "Basile", "nephew"), NIGHT));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aKnownAgeChangeStillSupersedesTheOldOne() {
        Known nephew = person("Théo — mon neveu, 9 ans", "Théo", "nephew");
        Verdict verdict = classifier.decide(Beside.among(List.of(nephew), person("Théo — mon neveu, 10 ans", "Théo", "nephew"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE, "a1", null));
    }

    @Test
    void beingSingleAgainSupersedesTheCardOfThePartnerItNames() {
        Known partner = person("Gaspard — mon copain, luthier", "Gaspard", "boyfriend");
        Known colleague = new Known("a2", "person", null, "none", "Gaspard — mon collègue, compta", List.of(new Who("Gaspard", "colleague")),
                0.9);
        Verdict verdict = classifier.decide(Beside.among(List.of(colleague, partner),
                fact("identity", "Je suis de nouveau célibataire, Gaspard et moi on a rompu"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE, "a1", null));
    }

    @Test
    void whatTheUserSaysIsStillSoIsHeldAsKnown() {
        Known choir = fact("ongoing", "Je chante dans la chorale de Vanves");
        Verdict verdict = classifier.decide(Beside.among(List.of(choir), fact("ongoing", "Je suis toujours à la chorale, le jeudi"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.HELD, Rule.ALREADY_KNOWN, null, null));
    }

    @Test
    void aBirthdayTheReaderCannotReadBesideAKnownOneGoesToReview() {
        Known birthday = fact("identity", "My birthday is May 2");
        Verdict verdict = classifier.decide(Beside.among(List.of(birthday), fact("identity", "My birthday's on the twentieth of May"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE, null, null));
    }

    @Test
    void aBirthdayOfAPersonWhoseCardGivesNoneIsPromoted() {
        Known godmother = person("Agathe — ma marraine, vit à Sète", "Agathe", "godmother");
        Known candidate = new Known("candidate", "fact", "general", "none", "Agathe est née un 29 février",
                List.of(new Who("Agathe", "godmother")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(godmother), candidate, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void anAgeBesideTheBareAgeOfTheSamePersonsCardSupersedesIt() {
        Known niece = person("Capucine — ma nièce, 4", "Capucine", "niece");
        Known cousin = new Known("a2", "person", null, "none", "Capucine — ma cousine, 30", List.of(new Who("Capucine", "cousin")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(cousin, niece), person("Capucine — ma nièce, vient d'avoir cinq ans",
                "Capucine", "niece"), NIGHT))).isEqualTo(new Verdict(Outcome.SUPERSEDED, Rule.CHANGING_ATTRIBUTE, "a1", null));
        assertThat(classifier.decide(Beside.among(List.of(niece), person("Capucine — ma nièce, 5 maintenant", "Capucine", "niece"), NIGHT)).outcome()).isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void yearsThatAreADurationAreNotAnAge() {
        Known brother = person("Aymeric — mon frère, 38", "Aymeric", "brother");
        Verdict verdict = classifier.decide(Beside.among(List.of(brother), person("Aymeric — mon frère, a été marin pendant 10 ans",
                "Aymeric", "brother"), NIGHT));

        assertThat(verdict.outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void anEmployerBesideAJobWhoseEmployerTheReaderMissedIsHeld() {
        Known job = fact("identity", "Je suis caissière dans un supermarché");
        Verdict verdict = classifier.decide(Beside.among(List.of(job), fact("identity", "Je travaille chez Picard"), NIGHT));

        assertThat(verdict.outcome()).isEqualTo(Outcome.HELD);
    }

    @Test
    void anEmployerBesideAJobAtAnotherEmployerSupersedesIt() {
        Known job = fact("identity", "Je suis caissière chez Monoprix");
        Verdict verdict = classifier.decide(Beside.among(List.of(job), fact("identity", "Je travaille chez Picard"), NIGHT));

        assertThat(verdict).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I work at Barclays in Canary Wharf | I started at Monzo last week",
        "I'm a barista at a cafe in Newtown | I'm a junior developer now, got the job at Atlassian",
        "Je suis prof de SVT au collège | Je ne suis plus prof, je suis devenue formatrice pour adultes",
        "I'm in tenth grade at Stuyvesant | I'm in eleventh grade now",
        "Je suis en master 1 de socio à Lyon 2 | Je suis en master 2 maintenant, toujours à Lyon 2"})
    void aNewJobEmployerOrClassOfTheUserSaidInEverydayWordsSupersedesTheOldOne(String before, String after) {
        Verdict verdict = classifier.decide(Beside.among(List.of(fact("identity", before)), fact("identity", after), NIGHT));

        assertThat(verdict).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aTripOrAPlanBesideTheUsersJobIsNotAboutTheJob() {
        Known job = fact("identity", "I work at a bakery in Hove");
        Known trip = new Known("candidate", "event", null, "none", "Off to Porto with work next week", List.of(), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(job), trip, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void anotherNameForTheOneCatGoesToReviewUnlessANewOneIsAnnounced() {
        Known cat = person("Minou — mon chat, tigré", "Minou", "cat");
        Known renamed = new Known("candidate", "fact", "general", "none", "Mon chat s'appelle Félix", List.of(new Who("Félix", "cat")), 0.9);
        Known another = new Known("candidate", "fact", "general", "none", "Notre nouveau chat s'appelle Félix",
                List.of(new Who("Félix", "cat")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(cat), renamed, NIGHT)).rule()).isEqualTo(Rule.UNCHANGEABLE_ATTRIBUTE);
        assertThat(classifier.decide(Beside.among(List.of(cat), another, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aChildCalledAChildIsTheSameAsTheDaughterOfTheSameName() {
        Known daughter = person("Zélie — ma fille, fait du violon", "Zélie", "daughter");
        Known candidate = new Known("candidate", "fact", "ongoing", "none", "Zélie fait du violon", List.of(new Who("Zélie", "child")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(daughter), candidate, NIGHT)).rule()).isEqualTo(Rule.ALREADY_KNOWN);
    }

    @Test
    void aRelationThatNamesNobodyAmongTwoOfThatRelationHasNoDestination() {
        Known elder = person("Anatole — mon fils, 14 ans", "Anatole", "son");
        Known younger = new Known("a2", "person", null, "none", "Gaston — mon fils, 9 ans", List.of(new Who("Gaston", "son")), 0.9);
        Known candidate = new Known("candidate", "fact", "ongoing", "none", "Mon fils a commencé l'escrime", List.of(new Who(null, "son")),
                0.9);

        assertThat(classifier.decide(Beside.among(List.of(elder, younger), candidate, NIGHT)).rule())
                .isEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void aYearOfBirthThatTheUsersAgeBeliesGoesToReview() {
        Known age = fact("identity", "J'ai 41 ans");
        Verdict verdict = classifier.decide(Beside.among(List.of(age), fact("identity", "Je suis née en 1990"), NIGHT));
        Verdict consistent = classifier.decide(Beside.among(List.of(fact("identity", "J'ai 36 ans")), fact("identity",
                "Je suis née en 1990"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE, null, null));
        assertThat(consistent.outcome()).isNotEqualTo(Outcome.REVIEW);
    }

    @Test
    void aMotherSaidToBearAnotherNameInTheSentenceGoesToReview() {
        Known mother = person("Ghislaine — ma mère, vit à Dole", "Ghislaine", "mother");
        Known candidate = new Known("candidate", "fact", "general", "none", "Ma mère s'appelle Odile", List.of(new Who(null, "mother")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(mother), candidate, NIGHT)).rule())
                .isEqualTo(Rule.UNCHANGEABLE_ATTRIBUTE);
    }

    @Test
    void aValueSaidToBeUnchangedDoesNotSupersedeTheWayItWasWrittenBefore() {
        Known film = fact("preference", "Mon film préféré c'est Le Grand Bleu de Besson");
        Verdict verdict = classifier.decide(Beside.among(List.of(film), fact("preference", "Mon film préféré c'est toujours Le Grand Bleu"), NIGHT));

        assertThat(verdict).isEqualTo(new Verdict(Outcome.HELD, Rule.ALREADY_KNOWN, null, null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Finalement elle a dit oui pour samedi", "Apparently he got the flat after all",
        "Quelqu'un du club m'a proposé de covoiturer", "Someone at the gym lent me a rope", "Hier soir, ils ont tout rangé",
        "Je l'ai croisée au marché, elle a l'air en forme", "J'adore ça", "Really loved it"})
    void aSubjectThatIsOnlyAPronounOrSomebodyIsHeldForWantOfADestination(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT))).isEqualTo(new Verdict(Outcome.HELD, Rule.NO_DESTINATION, null, null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Sa nouvelle copine est super sympa", "Leur maison est à vendre", "I really like the place",
        "J'ai adoré ce film", "The same as last time", "Le nouveau est arrivé lundi", "Dîner chez eux samedi",
        "J'aime beaucoup ce qu'il fait", "My friend's moving to Spain", "We should do it again", "Mon pote dit que c'est mieux"})
    void someoneElsesThingOrAThingItDoesNotNameHasNoDestination(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).rule()).isEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void aReminderToBringBackSomethingItDoesNotNameHasNoDestination() {
        assertThat(classifier.decide(Beside.alone(new Known("candidate", "reminder", null, "none", "Remind me to bring it back", List.of(), 0.9), NIGHT))
                .rule()).isEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void whatTheUsersNeighbourOrInLawsDoIsNotTheUsersOwnValue() {
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", "Je travaille chez Airbus")),
                fact("general", "Ma voisine bosse chez Thales"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", "I live in Cambridge")),
                fact("general", "My in-laws live in Norwich"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", "I live in Cambridge")),
                fact("identity", "My new flat is in Ely, I live in Ely now"), NIGHT))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aPlanToMoveDoesNotSupersedeWhereTheUserLivesButAMoveDoes() {
        Known home = fact("identity", "I live in York");
        assertThat(classifier.decide(Beside.among(List.of(home), fact("general", "I'm going to move to Leeds next year"), NIGHT))).isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
        assertThat(classifier.decide(Beside.among(List.of(home), fact("identity", "I moved to Leeds in January"), NIGHT)))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aCardUnderAnotherNameForTheOneFatherInLawGoesToReview() {
        Known fatherInLaw = person("Robert — my father-in-law", "Robert", "father-in-law");
        Verdict verdict = classifier.decide(Beside.among(List.of(fatherInLaw), person("Richard — my father-in-law, retired", "Richard",
                "father-in-law"), NIGHT));

        assertThat(verdict).isEqualTo(Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE));
    }

    @Test
    void aReminderToWarnSomeoneItDoesNotNameHasNoDestination() {
        assertThat(classifier.decide(Beside.alone(new Known("candidate", "reminder", null, "none", "Penser à le prévenir", List.of(), 0.9), NIGHT))
                .rule()).isEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void aSecondCardForAKnownPersonThatReplacesNothingTheReaderCanReadIsHeld() {
        Known brother = person("Tom — my brother, lives in Leeds", "Tom", "brother");
        Verdict verdict = classifier.decide(Beside.among(List.of(brother), person("Tom — my brother, Manchester", "Tom", "brother"), NIGHT));

        assertThat(verdict).isEqualTo(Verdict.of(Outcome.HELD, Rule.NO_DESTINATION));
    }

    @Test
    void anAgeOfSomeoneThePersonKnowsDoesNotSupersedeThePersonsAge() {
        Known son = person("Léo — mon fils, 10 ans", "Léo", "son");
        Known friend = new Known("candidate", "fact", "general", "none", "Le copain de Léo a 11 ans", List.of(new Who("Léo", "son")), 0.9);

        assertThat(classifier.decide(Beside.among(List.of(son), friend, NIGHT)).outcome()).isEqualTo(Outcome.HELD);
    }

    @Test
    void movingInIsANewCityAndAPastToldAsPastIsNot() {
        Known home = fact("identity", "J'habite à Nantes");
        assertThat(classifier.decide(Beside.among(List.of(home), fact("general", "On vient d'emménager à Rennes"), NIGHT)))
                .isEqualTo(Verdict.supersede("a1"));
        assertThat(classifier.decide(Beside.among(List.of(fact("identity", "I work at Tesco")), fact("general",
                "Back then I worked at Sainsbury's"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aTaskAboutAnUnnamedSomeoneOrAPersonWithoutNameNorRelationIsHeld() {
        Known task = new Known("candidate", "task", null, "none", "Le rappeler jeudi pour la terrasse", List.of(), 0.9);
        Known stranger = new Known("candidate", "person", null, "none", "Une voisine très sympa au troisième", List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(task, NIGHT)).rule()).isEqualTo(Rule.NO_DESTINATION);
        assertThat(classifier.decide(Beside.alone(stranger, NIGHT)).rule()).isEqualTo(Rule.NO_DESTINATION);
    }

    @Test
    void aPersonTheTextRelatesToTheUserHasADestinationWithoutPersons() {
        Known daughter = new Known("candidate", "person", null, "none", "Ma fille — 11 ans", List.of(), 0.9);

        assertThat(classifier.decide(Beside.alone(daughter, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aMoveToAnotherEmployerInTheSameRoleIsNotAMoveOfHome() {
        Situation situation = Beside.among(List.of(fact("identity", "I work at Lidl"), new Known("a2", "fact", "identity", "none",
                "I live in Coventry", List.of(), 0.9)), fact("identity", "Moved over to Aldi in June, same job"), NIGHT);

        assertThat(classifier.decide(situation)).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void anAgeReachedThisMonthOrSaidBareWithWhenIsTheNewAge() {
        assertThat(beside(person("Nell — my aunt, 60", "Nell", "aunt"), about("Nell turned sixty-one in January", "Nell", "aunt")))
                .isEqualTo(Verdict.supersede("a1"));
        assertThat(beside(person("Hugo — mon neveu, 4", "Hugo", "nephew"), person("Hugo — mon neveu, 5 hier", "Hugo", "nephew")))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aJobSaidAsTheWorkOneHasIsAJob() {
        assertThat(beside(person("Gilles — mon oncle, retraité", "Gilles", "uncle"), person("Gilles — mon oncle, a trouvé un boulot de jardinier",
                "Gilles", "uncle"))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aPrepClassIsAClass() {
        assertThat(beside(person("Maël — mon fils, en terminale", "Maël", "son"), person("Maël — mon fils, en prépa à Nantes", "Maël", "son")))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void someoneOfANamedPersonsOrAPlumberOfARelativesIsSomeoneElse() {
        assertThat(beside(fact("identity", "I'm married"), fact("general", "Jo's sister got married in Crete")).outcome())
                .isEqualTo(Outcome.PROMOTED);
        assertThat(beside(person("Viv — my mum, retired electrician", "Viv", "mother"), fact("general", "My mum's electrician came round")).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void whereOneGrewUpIsNotWhereOneLives() {
        assertThat(beside(fact("identity", "J'habite à Limoges"), fact("identity", "J'ai grandi à Limoges")).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Je suis en M1 de psycho à Lille", "I'm studying pharmacy at Bath", "Je bosse pour devenir sage-femme",
        "My son wants to be a solicitor"})
    void studiesOrAJobOneAimsAtAreNotSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("identity", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mon oncle va aux Alcooliques anonymes", "My nephew has ASD", "Mon frère est autiste",
        "Her dad was sectioned in May", "Ma cousine est en HP", "Her brother's inside for two years", "Waiting on my PIP decision"})
    void recoveryAutismAPsychiatricWardJailOrABenefitSaidShortAreSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je travaille à la bibliothèque de Vitré        | J'ai été mutée à la bibliothèque de Fougères",
        "I work at the Croydon branch                   | Got transferred to the Sutton branch",
        "I teach at Beech Hill Primary                  | Now I teach at Elm Park Academy",
        "Je bosse à l'hôpital de Caen                   | Je suis affectée à l'hôpital de Lisieux depuis juin"})
    void aWorkplaceSaidAsAnInstitutionOrATransferChangesTheEmployer(String before, String after) {
        assertThat(beside(fact("identity", before), fact("identity", after))).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aColleaguesTransferOrAnotherHomeInTheSameAreaSupersedesNothing() {
        assertThat(beside(fact("identity", "Je travaille à la mairie de Laval"), fact("general",
                "Mon collègue a été muté à la mairie de Mayenne")).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(beside(fact("identity", "I live in Bolton"), fact("general", "Moved into a bigger house, same street")).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Je suis avec Nour depuis ce matin à la bibli", "I'm with Priya since breakfast, we're painting",
        "Je suis avec Sacha depuis 14h"})
    void aDaySpentWithSomeoneIsNotANewPartner(String text) {
        assertThat(beside(person("Rémi — mon copain", "Rémi", "boyfriend"), fact("general", text)).outcome())
                .isNotEqualTo(Outcome.SUPERSEDED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Grandpa's in a home now", "Ma fille est dys", "He's had a stutter since he was small",
        "On a un contrôle fiscal en cours"})
    void aCareHomeALearningDisorderAStammerOrATaxAuditAreSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis agent d'accueil           | Je suis chargé de clientèle à la Macif",
        "Je suis chef de rayon chez Auchan | Je suis responsable logistique chez Lidl",
        "I'm a receptionist                | I'm a project coordinator now",
        "I'm an account manager            | I'm a customer support team lead now"})
    void aJobTitleInSeveralWordsIsAJob(String before, String after) {
        assertThat(beside(fact("identity", before), fact("identity", after))).isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Je suis responsable de mes erreurs", "Je suis chargée de ramener le gâteau", "I'm a big sports fan",
        "Je suis cheffe de chœur le mardi soir", "I'm a volunteer coach on Saturdays", "Je suis bénévole aux Restos du cœur"})
    void aPhraseOrASideActivityThatOnlyLooksLikeAJobDoesNotReplaceTheJob(String text) {
        assertThat(beside(fact("identity", "Je suis comptable"), fact("identity", text)).outcome()).isNotEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aBestFriendIsSomeone() {
        assertThat(classifier.decide(Beside.alone(fact("general", "My best friend is moving to Oslo"), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"J'ai emprunté deux romans à la bibliothèque", "Lent my neighbour my drill", "Ma sœur m'a prêté sa robe"})
    void borrowingAThingIsNoLoan(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Elle est en arrêt jusqu'à fin mars", "Il a des trous de mémoire", "We set up a payment plan for the arrears"})
    void sickLeaveMemoryGapsAndPaymentPlansAreSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void candlesBlownOutAreTheNewAgeAndBoxesUnpackedTheNewHome() {
        assertThat(beside(person("Ilan — mon neveu, 9 ans", "Ilan", "nephew"), about("Ilan a soufflé ses dix bougies", "Ilan", "nephew")))
                .isEqualTo(Verdict.supersede("a1"));
        assertThat(beside(fact("identity", "J'habite à Reims"), fact("general", "Ça y est, on a posé nos cartons à Metz")))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aContractSomewhereIsTheEmployer() {
        assertThat(beside(fact("identity", "Je travaille chez Kiabi"), fact("identity", "J'ai décroché un CDI chez Boulanger")))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mum has carers twice a day now", "Une aide à domicile passe chez ma grand-mère", "On voit une assistante sociale",
        "We've been using the food bank since Christmas"})
    void careAtHomeASocialWorkerOrAFoodBankAreSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("general", text), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Je suis aide à domicile", "I'm a social worker in Salford", "Je suis assistante sociale au département"})
    void aCarersOrASocialWorkersJobIsNotSensitive(String text) {
        assertThat(classifier.decide(Beside.alone(fact("identity", text), NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Chaque nuit je me réveille en sursaut, le cœur à 180", "J'ose plus prendre l'ascenseur sans paniquer",
        "My heart's pounding every time I board the bus"})
    void anxietyToldByTheBodyGoesToReview(String text) {
        assertThat(classifier.decide(Beside.alone(fact("ongoing", text), NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Depuis jeudi je suis officiellement belge", "Ça y est, j'ai prêté serment ce matin", "I'm officially Australian!"})
    void aNationalityMadeOfficialGoesToReview(String text) {
        assertThat(classifier.decide(Beside.alone(fact("identity", text), NIGHT)).rule()).isEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @Test
    void aFavouriteOfAnyKindSaidWithHowOfficialOrLastingItIsIsComparedWithTheKnownOne() {
        assertThat(beside(fact("preference", "Mon bar préféré c'est le Comptoir"),
                fact("preference", "nouveau bar préféré officiel : le Perchoir")).outcome()).isEqualTo(Outcome.SUPERSEDED);
        assertThat(beside(fact("preference", "Ma glace préférée c'est la pistache"),
                fact("preference", "rien ne vaut la pistache, ma glace préférée de tous les temps")).rule()).isEqualTo(Rule.ALREADY_KNOWN);
    }

    @Test
    void aThingDoneForSomeonesTeamIsTheUsersOwnHabit() {
        assertThat(beside(fact("commitment", "I run my son's Beavers colony on Thursdays"),
                fact("commitment", "Thursday evenings = running the Beavers")).rule()).isEqualTo(Rule.ALREADY_KNOWN);
    }

    @Test
    void aJudgementClosingASentenceThatNamesItsThingLeavesItsDestination() {
        assertThat(beside(fact("identity", "J'habite à Quimper"), fact("identity", "J'habite à Brest maintenant, il y a la mer, c'est top")).outcome())
                .isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aClubGlossedInBracketsAfterAChantIsTheKnownFavourite() {
        assertThat(beside(fact("preference", "Favourite rugby team: Leinster"), fact("preference", "Blues till I die (Leinster)")).rule())
                .isEqualTo(Rule.ALREADY_KNOWN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "J'habite à Vannes | Je suis à Lorient maintenant",
        "Je suis boulanger à la Mie Dorée | Je suis boulanger au Fournil de Paul",
        "I'm based at the Swindon office | I'm at the Bristol site full time now",
        "I'm a cleaner at the depot | I drive one of the school buses now"})
    void anUpdateIsReadByWhatTheSentenceSaysOfTheAttribute(String known, String heard) {
        assertThat(beside(fact("identity", known), fact("identity", heard)).outcome()).isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aStartInABranchNamedInsideATownIsANewEmployer() {
        assertThat(beside(fact("identity", "I work at Dunnes in Tallaght"), fact("identity", "Started in Lidl in Swords last week")).outcome())
                .isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void anOrganisationJoinedOrWorkedAtOnACardIsWhereThePersonWorks() {
        assertThat(beside(person("Priya — my colleague, analyst, at Deloitte Leeds", "Priya", "colleague"),
                person("Priya — my colleague, joined Accenture in May", "Priya", "colleague")).outcome()).isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aJobByWhatOneTeachesReplacesTheJobOnTheCard() {
        assertThat(beside(person("Kofi — my brother, plumber", "Kofi", "brother"),
                person("Kofi — my brother, teaches history at Hillcrest now", "Kofi", "brother")).outcome()).isEqualTo(Outcome.SUPERSEDED);
    }

    @Test
    void aCareWorkplaceLeftBesideACarersJobIsNoHealthMatter() {
        assertThat(beside(fact("identity", "Je suis kiné à la clinique du Parc"), fact("identity", "Je suis kiné libérale maintenant, fini la clinique")).rule())
                .isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @Test
    void somethingDoneNowTooIsAddedNotChanged() {
        assertThat(beside(fact("ongoing", "I go running on Saturdays"), fact("ongoing", "pilates on tuesdays now too")).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    @Test
    void aPartyAtAFriendsNamesNoEmployer() {
        Known card = person("Inès — mon amie du taf", "Inès", "friend");
        Known party = new Known("c", "event", null, "none", "Apéro chez Inès vendredi à 19h", List.of(new Who("Inès", "friend")), 0.9);
        assertThat(classifier.decide(Beside.among(List.of(card), party, NIGHT)).outcome()).isEqualTo(Outcome.PROMOTED);
    }

    private Verdict beside(Known active, Known candidate) {
        return classifier.decide(Beside.among(List.of(active), candidate, NIGHT));
    }

    private static Known fact(String facet, String text) {
        return new Known("a1", "fact", facet, "none", text, List.of(), 0.9);
    }

    private static Known about(String text, String name, String relation) {
        return new Known("a1", "fact", "general", "none", text, List.of(new Who(name, relation)), 0.9);
    }

    private static Known person(String text, String name, String relation) {
        return new Known("a1", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }
}
