package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.NOW;
import static io.souvenir.turn.engine.offline.Heard.PARIS;
import static io.souvenir.turn.engine.offline.Heard.heard;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZonedDateTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Reminder or memorise, plan or memory, task or memo. {@code NOW} is Wednesday 11 June 2025, 10:00 in Paris. */
class UnderstandsIntentTest {

    private final OfflineExtractor extractor = new OfflineExtractor();

    static Stream<Arguments> reminders() {
        return Stream.of(
                heard("rappelle-moi jeudi de payer le loyer", "REMINDER \"Payer le loyer\" due=2025-06-12T09:00 visible"),
                heard("remind me on Thursday to pay the rent", "REMINDER \"Pay the rent\" due=2025-06-12T09:00 visible"),
                heard("rappelle-moi demain à 18h d'appeler ma mère",
                        "REMINDER \"Appeler ma mère\" [/mother] due=2025-06-12T18:00 visible"),
                heard("rappelle-moi après-demain de sortir les poubelles",
                        "REMINDER \"Sortir les poubelles\" due=2025-06-13T09:00 visible"),
                heard("rappelle-moi ce soir de fermer les volets",
                        "REMINDER \"Fermer les volets\" due=2025-06-11T19:00 visible"),
                heard("rappelle-moi dans 2 heures de relancer le plombier",
                        "REMINDER \"Relancer le plombier\" due=2025-06-11T12:00 visible"),
                heard("rappelle-moi dans trois jours d'arroser les plantes",
                        "REMINDER \"Arroser les plantes\" due=2025-06-14T09:00 visible"),
                heard("rappelle-moi à 18h30 de prendre mes médicaments",
                        "REMINDER HEALTH \"Prendre mes médicaments\" due=2025-06-11T18:30 visible"),
                heard("Rappelle-moi le 12 décembre de renouveler mon passeport",
                        "REMINDER IDENTITY \"Renouveler mon passeport\" due=2025-12-12T09:00 visible"),
                heard("rappelle-moi lundi prochain d'appeler Paul",
                        "REMINDER \"Appeler Paul\" [Paul/] due=2025-06-16T09:00 visible"),
                heard("remind me tomorrow to call the plumber",
                        "REMINDER \"Call the plumber\" due=2025-06-12T09:00 visible"),
                heard("remind me tonight to lock the door", "REMINDER \"Lock the door\" due=2025-06-11T19:00 visible"),
                heard("remind me at 6pm to water the plants",
                        "REMINDER \"Water the plants\" due=2025-06-11T18:00 visible"),
                heard("remind me in 2 hours to check the oven", "REMINDER \"Check the oven\" due=2025-06-11T12:00 visible"),
                heard("remind me in three days to call Anna",
                        "REMINDER \"Call Anna\" [Anna/] due=2025-06-14T09:00 visible"),
                heard("remind me on December 12 to renew my passport",
                        "REMINDER IDENTITY \"Renew my passport\" due=2025-12-12T09:00 visible"),
                heard("remind me on Monday at 8:30 to send the report",
                        "REMINDER \"Send the report\" due=2025-06-16T08:30 visible"),
                heard("peux-tu me rappeler demain d'envoyer le dossier ?",
                        "REMINDER \"Envoyer le dossier\" due=2025-06-12T09:00 visible"),
                heard("rappelle-moi vendredi à 14h qu'il faut que j'appelle le notaire",
                        "REMINDER LEGAL \"Appeler le notaire\" due=2025-06-13T14:00 visible"),
                heard("rappelle-moi d'appeler le garage", "REMINDER \"Appeler le garage\" visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reminders")
    void aRemindMeIsOneVisibleReminderDueWhenTheUserSaid(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest(name = "on {0}, \"jeudi\" is {1}")
    @CsvSource({
            "2025-06-12T08:00, 2025-06-12T09:00",
            "2025-06-12T10:00, 2025-06-19T09:00",
            "2025-06-11T23:00, 2025-06-12T09:00",
    })
    void aWeekdayIsTheNextOneStillToCome(String now, String due) {
        ZonedDateTime at = java.time.LocalDateTime.parse(now).atZone(PARIS);

        assertThat(Heard.describe(extractor.extract("rappelle-moi jeudi de payer le loyer", at)))
                .containsExactly("REMINDER \"Payer le loyer\" due=" + due + " visible");
    }

    static Stream<Arguments> plans() {
        return Stream.of(
                heard("dîner avec Paul samedi à 20h",
                        "EVENT \"Dîner avec Paul — samedi 14 juin 2025 à 20h\" [Paul/] at=2025-06-14T20:00 visible"),
                heard("I'm meeting Anna tomorrow at noon",
                        "EVENT \"Meeting Anna — Thursday, June 12, 2025 at 12:00\" [Anna/] at=2025-06-12T12:00 visible"),
                heard("demain je déjeune avec ma sœur au restaurant",
                        "EVENT \"Déjeuner avec ma sœur au restaurant — jeudi 12 juin 2025\" [/sister] at=2025-06-12T09:00 visible"),
                heard("samedi c'est l'anniversaire de Claire",
                        "EVENT \"L'anniversaire de Claire — samedi 14 juin 2025\" [Claire/] at=2025-06-14T09:00 visible"),
                heard("j'ai rendez-vous chez le dentiste mardi à 14h",
                        "EVENT HEALTH \"Rendez-vous chez le dentiste — mardi 17 juin 2025 à 14h\" at=2025-06-17T14:00 visible"),
                heard("we're going to the cinema on Friday",
                        "EVENT \"Going to the cinema — Friday, June 13, 2025\" at=2025-06-13T09:00 visible"),
                heard("dîner avec mon collègue Marc vendredi à 19h30",
                        "PERSON \"Marc — mon collègue\" [Marc/colleague]",
                        "EVENT \"Dîner avec mon collègue Marc — vendredi 13 juin 2025 à 19h30\" [Marc/colleague] at=2025-06-13T19:30 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("plans")
    void aDatedPlanIsAVisibleEventThatReferencesItsPersons(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> toldInPassing() {
        return Stream.of(
                heard("hier on a fait du vélo avec Claire",
                        "EVENT \"On a fait du vélo avec Claire — mardi 10 juin 2025\" [Claire/] at=2025-06-10T12:00"),
                heard("last weekend we went to the beach",
                        "EVENT \"We went to the beach — Saturday, June 7, 2025\" at=2025-06-07T12:00"),
                heard("samedi dernier j'ai vu Paul au marché",
                        "EVENT \"A vu Paul au marché — samedi 7 juin 2025\" [Paul/] at=2025-06-07T12:00"),
                heard("yesterday I had lunch with my brother",
                        "EVENT \"Had lunch with my brother — Tuesday, June 10, 2025\" [/brother] at=2025-06-10T12:00"),
                heard("il y a trois jours on est allés à la mer",
                        "EVENT \"On est allés à la mer — dimanche 8 juin 2025\" at=2025-06-08T12:00"),
                heard("la semaine dernière on est allés au cinéma avec Claire",
                        "EVENT \"On est allés au cinéma avec Claire — semaine du 2 juin 2025\" [Claire/] at=2025-06-04T12:00"),
                heard("last month we went to Rome",
                        "EVENT \"We went to Rome — May 2025\" at=2025-05-11T12:00"),
                heard("ce soir je suis fatigué"),
                heard("demain il va pleuvoir"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toldInPassing")
    void somethingLivedIsASilentEventOnItsDate(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> tasks() {
        return Stream.of(
                heard("il faut que je paie le loyer", "TASK \"Payer le loyer\" visible"),
                heard("je dois appeler le plombier", "TASK \"Appeler le plombier\" visible"),
                heard("il faut que je fasse les courses", "TASK \"Faire les courses\" visible"),
                heard("il faut que j'appelle ma mère demain",
                        "TASK \"Appeler ma mère\" [/mother] due=2025-06-12T09:00 visible"),
                heard("je dois aller chez le dentiste jeudi",
                        "TASK HEALTH \"Aller chez le dentiste\" due=2025-06-12T09:00 visible"),
                heard("I need to buy milk", "TASK \"Buy milk\" visible"),
                heard("I have to call Paul tomorrow", "TASK \"Call Paul\" [Paul/] due=2025-06-12T09:00 visible"),
                heard("I have to finish the report by Friday",
                        "TASK \"Finish the report\" due=2025-06-13T09:00 visible"),
                heard("je dois rendre le dossier pour lundi",
                        "TASK \"Rendre le dossier\" due=2025-06-16T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tasks")
    void somethingToDoIsAVisibleTask(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> memos() {
        return Stream.of(
                heard("note : acheter du pain, du lait et des œufs", "MEMO \"Acheter du pain, du lait et des œufs\" visible"),
                heard("note: the plumber comes on Friday", "MEMO \"The plumber comes on Friday\" visible"),
                heard("note que la réunion est déplacée à 15h", "MEMO \"La réunion est déplacée à 15h\" visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("memos")
    void aNoteIsAVisibleMemoKeptAsSaid(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }
}
