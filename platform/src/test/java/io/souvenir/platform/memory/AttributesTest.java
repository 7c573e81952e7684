package io.souvenir.platform.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.platform.memory.Attributes.Attribute;
import io.souvenir.platform.memory.Attributes.Said;
import io.souvenir.platform.memory.Attributes.Who;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AttributesTest {

    private static Said person(String text, String name, String relation) {
        return new Said("person", text, List.of(new Who(name, relation)));
    }

    private static Said fact(String text) {
        return new Said("fact", text, List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Âge : 34 ans | AGE | 34",
            "I'm thirty-four years old | AGE | 34",
            "Habite à Nantes | CITY | nantes",
            "I live in New York now | CITY | new york",
            "On a déménagé à Lyon | CITY | lyon",
            "On a emménagé à Vitrolles | CITY | vitrolles",
            "J'habite à Vitry depuis mai | CITY | vitry",
            "Travaille chez Airbus | EMPLOYER | airbus",
            "Works at Acme | EMPLOYER | acme",
            "Métier : infirmière | JOB | infirmiere",
            "I work as a software engineer | JOB | software engineer",
            "Je suis plombier | JOB | plombier",
            "Prénom : Léa | NAME | lea",
            "Je suis née le 3 mai 1990 | BIRTH_DATE | 3/5/1990",
            "I was born in Leeds | BIRTH_PLACE | leeds",
            "Mariée | STATUS | married",
            "Ma couleur préférée est le bleu | FAVOURITE | bleu",
            "My favourite film is Alien | FAVOURITE | alien",
            "Mon dessert favori c'est le tiramisu | FAVOURITE | tiramisu",
            "Franchement les gnocchis à la truffe, c'est mon plat préféré | FAVOURITE | la truffe",
            "Honestly Blade Runner is my all-time favourite film | FAVOURITE | blade runner",
            "My full name is Priyanka Desai | NAME | priyanka",
            "Je déteste le foot, le rugby c'est mon sport préféré | FAVOURITE | le rugby",
            "I started at Monzo last week | EMPLOYER | monzo",
            "I'm a junior developer now, got the job at Atlassian | EMPLOYER | atlassian",
            "Je suis comptable chez Deloitte | EMPLOYER | deloitte",
            "I'm a junior developer now | JOB | developer",
            "Je ne suis plus prof, je suis devenue formatrice pour adultes | JOB | formatrice",
            "I'm in eleventh grade now | CLASS | grade 11",
            "I'm in 11th grade | CLASS | grade 11",
            "Je suis en master 2 maintenant | CLASS | master 2",
            "Je suis au lycée Jean Moulin | SCHOOL | lycee jean moulin"})
    void readsAnAttributeOfTheUser(String text, Attribute attribute, String value) {
        assertThat(Attributes.read(fact(text)).values().get(attribute).value()).isEqualTo(value);
    }

    /** A town whose name opens with a number word is read as a town, however normalizing wrote the number. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"J'habite à Sept-Îles | CITY | 7-iles", "Je vis à Deux-Montagnes | CITY | 2-montagnes",
        "I live in Three-Bridges now | CITY | 3-bridges", "I'm twenty-one | AGE | 21", "J'ai trente-deux ans | AGE | 32"})
    void aNumberWordInATownsNameStaysAName(String text, Attribute attribute, String value) {
        assertThat(Attributes.read(fact(text)).values().get(attribute).value()).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"I started at 9 this morning", "I started at the gym in May", "Je ne suis plus prof",
            "Je commence chez moi à 8 h"})
    void aTimeAPlaceOfLeisureOrAJobDeniedIsNoWork(String text) {
        var values = Attributes.read(fact(text)).values();
        assertThat(values).doesNotContainKeys(Attribute.EMPLOYER, Attribute.JOB);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"I'm a driver at weekends", "Je suis prof chez moi le soir", "I'm a nurse at night"})
    void aTimeOrHomeAfterAJobIsNoEmployer(String text) {
        assertThat(Attributes.read(fact(text)).values()).containsKey(Attribute.JOB).doesNotContainKey(Attribute.EMPLOYER);
    }

    @Test
    void aPersonsCardReadsTheirClassTheirJobAndWhereTheyLiveWithSomeone() {
        assertThat(Attributes.read(person("Oscar — my son, Year 5 at St Mary's", "Oscar", "son")).values().get(Attribute.CLASS).value())
                .isEqualTo("year 5");
        assertThat(Attributes.read(person("Rachel — my wife, she's a school principal now", "Rachel", "wife")).values()
                .get(Attribute.JOB).value()).isEqualTo("principal");
        assertThat(Attributes.read(person("Lucienne — ma grand-mère, elle vit chez ma tante à Spa", "Lucienne", "grandmother")).values()
                .get(Attribute.CITY).value()).isEqualTo("spa");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Ma voisine bosse chez Thales", "My in-laws live in Norwich", "Mes beaux-parents habitent à Metz",
            "My best friend's moving to Spain"})
    void aSentenceAboutSomeoneOfTheUsersIsNotAboutTheUser(String text) {
        assertThat(Attributes.read(fact(text)).subject().isUser()).isFalse();
        assertThat(Attributes.compare(fact(text), List.of(fact("Je travaille chez Airbus"), fact("I live in Cambridge"))).contradicts())
                .isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Mon boulot est chez Orange maintenant", "My favourite film is Alien", "Ma ville préférée c'est Lyon"})
    void aSentenceAboutSomethingOfTheUsersIsStillAboutTheUser(String text) {
        assertThat(Attributes.read(fact(text)).subject().isUser()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Ma mutation est acceptée, je suis au collège Rimbaud depuis lundi     | college rimbaud",
        "Mon affectation est tombée, je suis à l'école Condorcet                | ecole condorcet",
        "My transfer came through, I'm at Brookside School now                   | brookside school"})
    void aMoveAtWorkIsTheUsersOwnNewSchool(String text, String school) {
        Attributes.Reading reading = Attributes.read(fact(text));

        assertThat(reading.subject().isUser()).isTrue();
        assertThat(reading.values().get(Attribute.SCHOOL).value()).isEqualTo(school);
    }

    @Test
    void aClassAndASchoolAreNotTwoValuesOfOneThing() {
        assertThat(Attributes.compare(person("Léa — ma fille, au collège Pasteur", "Léa", "daughter"),
                List.of(person("Léa — ma fille, en 6e", "Léa", "daughter"))).contradicts()).isFalse();
        assertThat(Attributes.compare(person("Chloé — ma fille, en terminale", "Chloé", "daughter"),
                List.of(person("Chloé — ma fille, en 1re", "Chloé", "daughter"))).first())
                .hasValueSatisfying(clash -> assertThat(clash.attribute()).isEqualTo(Attribute.CLASS));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Je suis chargé de mission à la région              | JOB      | charge de mission",
        "Je suis conseillère clientèle chez Free            | JOB      | conseillere clientele",
        "I'm a logistics coordinator now                    | JOB      | logistics coordinator",
        "Il a trouvé un boulot de plombier                  | JOB      | plombier",
        "Je suis juriste                                    | JOB      | juriste",
        "I'm a paralegal                                    | JOB      | paralegal",
        "Retrained as a florist                             | JOB      | florist",
        "Je bosse à la médiathèque de Redon                 | EMPLOYER | mediatheque redon",
        "Got transferred to the Bury branch                 | EMPLOYER | bury branch",
        "Moved to Lidl in March, same job                   | EMPLOYER | lidl",
        "Je suis avec Yanis depuis six mois                 | PARTNER  | yanis",
        "I'm at Brockwell Uni                               | SCHOOL   | brockwell uni",
        "Year 9 at Northgate School                         | SCHOOL   | northgate school",
        "Elle est au lycée Camus le lundi                   | SCHOOL   | lycee camus",
        "I work at the Aldi in Wakefield                    | EMPLOYER | aldi",
        "She works for the Guardian now                     | EMPLOYER | guardian"})
    void readsWorkSchoolAndPartnerSaidOtherwise(String text, Attribute attribute, String value) {
        assertThat(Attributes.read(fact(text)).values().get(attribute).value()).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Je suis responsable de mes choix", "Je suis chargée de faire les courses", "I'm with Tom since lunch",
        "I work at Leeds Uni", "Moved to a bigger flat", "My car is 12 years old", "La maison de mon père a 100 ans"})
    void aPhraseThatOnlyLooksLikeAValueGivesNone(String text) {
        var values = Attributes.read(fact(text)).values();
        assertThat(values).doesNotContainKeys(Attribute.JOB, Attribute.PARTNER, Attribute.SCHOOL, Attribute.CITY, Attribute.AGE);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Je suis vendeuse de fromages au marché", "I sell fromage frais at the market on Saturdays"})
    void aWordThatOnlyBeginsWithFromSaysNoBirthplace(String text) {
        assertThat(Attributes.read(fact(text)).values()).doesNotContainKey(Attribute.BIRTH_PLACE);
    }

    @Test
    void aCardKeepsBothItsClassAndItsSchool() {
        var values = Attributes.read(person("Zoé — ma fille, en CE1 à l'école Jules Ferry", "Zoé", "daughter")).values();
        assertThat(values.get(Attribute.CLASS).value()).isEqualTo("ce1");
        assertThat(values.get(Attribute.SCHOOL).value()).isEqualTo("ecole jules ferry");
    }

    @Test
    void someoneOfARelativesIsNotTheRelative() {
        assertThat(Attributes.read(fact("My uncle's wife lives in Hove")).subject().person().relation()).isEqualTo("uncle's wife");
        assertThat(Attributes.read(fact("Le patron de ma sœur vit à Nice")).subject().person().relation()).isEqualTo("sister's patron");
    }

    @Test
    void readsThePersonsDetailsNotTheirRelation() {
        var reading = Attributes.read(person("Julie — ma sœur, habite à Lyon, 29 ans", "Julie", "sister"));
        assertThat(reading.subject().isUser()).isFalse();
        assertThat(reading.values().get(Attribute.CITY).value()).isEqualTo("lyon");
        assertThat(reading.values().get(Attribute.AGE).value()).isEqualTo("29");
    }

    @Test
    void aNewAgeOfTheOnlyDaughterClashes() {
        var comparison = Attributes.compare(person("Ma fille — 12 ans", null, "daughter"),
                List.of(person("Ma fille — onze ans", null, "daughter"), fact("Habite à Nantes")));
        assertThat(comparison.clashes()).singleElement().satisfies(clash -> {
            assertThat(clash.active()).isZero();
            assertThat(clash.attribute()).isEqualTo(Attribute.AGE);
            assertThat(clash.attribute().changing()).isTrue();
        });
    }

    @Test
    void anotherSonUnderAnotherNameIsNoClash() {
        var comparison = Attributes.compare(person("Hugo — mon fils, 8 ans", "Hugo", "son"),
                List.of(person("Théo — mon fils, 11 ans", "Théo", "son")));
        assertThat(comparison.contradicts()).isFalse();
    }

    @Test
    void theSameAttributeOfSomeoneElseIsNoClash() {
        assertThat(Attributes.compare(person("Mon frère — habite à Lyon", null, "brother"),
                List.of(person("Ma sœur — habite à Lille", null, "sister"))).contradicts()).isFalse();
    }

    @Test
    void aPlaceVisitedIsNotWhereOneLives() {
        assertThat(Attributes.compare(fact("J'ai habité à Lyon pendant dix ans"), List.of(fact("Habite à Nantes")))
                .contradicts()).isFalse();
    }

    @Test
    void anotherNameForTheMotherIsAnUnchangeableClash() {
        var comparison = Attributes.compare(person("Anne — ma mère", "Anne", "mother"),
                List.of(person("Marie — ma mère, 70 ans", "Marie", "mother")));
        assertThat(comparison.first()).hasValueSatisfying(clash -> {
            assertThat(clash.attribute()).isEqualTo(Attribute.NAME);
            assertThat(clash.attribute().changing()).isFalse();
        });
    }

    @Test
    void aNewPartnerIsAChange() {
        var comparison = Attributes.compare(person("Julie — ma copine", "Julie", "girlfriend"),
                List.of(person("Emma — ma copine", "Emma", "girlfriend")));
        assertThat(comparison.first()).hasValueSatisfying(clash -> assertThat(clash.attribute()).isEqualTo(Attribute.PARTNER));
    }

    @Test
    void theSameValueIsAlreadyKnown() {
        var comparison = Attributes.compare(new Said("fact", "Léa a 12 ans", List.of(new Who("Léa", "daughter"))),
                List.of(person("Léa — ma fille, 12 ans", "Léa", "daughter")));
        assertThat(comparison.contradicts()).isFalse();
        assertThat(comparison.sameValues()).containsExactly(0);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Théo — mon cousin, parti chez Michelin en mars | EMPLOYER | michelin",
            "Sandrine — mon ancienne collègue, maintenant chez Orano | EMPLOYER | orano",
            "Callum — my colleague at Arup, engineer | EMPLOYER | arup",
            "Dara — my son, gone up into fifth class | CLASS | class 5",
            "Ella — my daughter, moving up to Year 2 | CLASS | year 2"})
    void readsAnEmployerGoneToAndAClassMovedUpOnACard(String text, Attribute attribute, String value) {
        assertThat(Attributes.read(person(text, text.split(" ")[0], "cousin")).values().get(attribute).value()).isEqualTo(value);
    }

    @Test
    void aStayAtSomeonesOrATicketIsNeitherEmployerNorClass() {
        assertThat(Attributes.read(person("Lise — ma sœur, partie chez Paul pour le week-end", "Lise", "sister")).values())
                .doesNotContainKey(Attribute.EMPLOYER);
        assertThat(Attributes.read(person("Rory — my son, flew first class to Boston", "Rory", "son")).values())
                .doesNotContainKey(Attribute.CLASS);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Ma fête c'est le 21 septembre | 21/9",
            "Ma date de fête tombe le 4 février | 4/2",
            "My bday's on the 30th of November | 30/11",
            "We're officially wed | married"})
    void readsABirthdayOrAStatusInTheWordsOfARegionOrAChat(String text, String value) {
        var values = Attributes.read(fact(text)).values();
        assertThat(values.getOrDefault(Attribute.BIRTH_DATE, values.get(Attribute.STATUS)).value()).isEqualTo(value);
        assertThat(Attributes.read(fact(text)).subject().isUser()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Il a trente-deux ans | il a 32 ans",
            "quatre-vingt-dix-neuf euros | 99 euros",
            "vingt et un jours | 21 jours",
            "j'ai vu quelqu'un une fois | j'ai vu quelqu'un une fois",
            "l'une de ses deux sœurs | l'une de ses 2 soeurs",
            "deux trois trucs | deux trois trucs",
            "one of my twenty-five cousins | one of my 25 cousins"})
    void numbersSaidInWordsAreWrittenInDigitsOnlyWhenTheyAreNumbers(String text, String normalized) {
        assertThat(Attributes.normalize(text)).isEqualTo(normalized);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Armelle — ma sœur, partie vivre à Lorient avec son copain | CITY | lorient",
            "Baptiste — mon cousin, est allé s'installer à Nancy | CITY | nancy",
            "Wendy — my aunt, 4th grade teacher in Boise | JOB | teacher",
            "Hamid — my brother, 2nd year nurse at St Thomas' | JOB | nurse"})
    void readsAMoveToldByTheGoingAndAJobAfterItsRankByNumber(String text, Attribute attribute, String value) {
        assertThat(Attributes.read(person(text, text.split(" ")[0], "sibling")).values().get(attribute).value()).isEqualTo(value);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Favourite song of all time: Dancing Queen | dancing queen",
            "Mon film préféré de tous les temps : Les Tontons flingueurs | tontons flingueurs"})
    void aFavouriteSaidWithForHowLongIsTheValueAfterIt(String text, String value) {
        assertThat(Attributes.read(fact(text)).values().get(Attribute.FAVOURITE).value()).isEqualTo(value);
    }
}
