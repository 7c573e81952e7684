package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Sentences whose shape hid what they state: a semicolon between two clauses of prose (not code), a
 * thing to do under a short label, a correction followed by what holds now, the chat's clipped
 * "jme", an "-ing" said without its "I'm", a telling framed for the assistant. Each keeps something
 * when the turn keeps nothing; a lapse of memory still keeps nothing.
 */
class KeepsWhatProseSemicolonsLabelsAndClippedSubjectsCarryTest {

    @Test
    void aSemicolonBetweenTwoClausesOfProseIsNoLineOfCode() {
        assertThat(Statement.of("Mon plat préféré, c'est le mafé ; la recette je la tiens de ma grand-mère à Bamako"))
                .get().extracting(StatedFact::text).asString().contains("mafé").contains("Bamako");
        assertThat(Statement.of("int total = 0; for (x : xs) total++;")).as("a line of a program").isEmpty();
    }

    @Test
    void somethingToDoUnderAShortLabelIsATaskInTheUsersWords() {
        assertThat(Kept.of("À penser : renouveler la carte grise de la Twingo"))
                .extracting(StatedFact::kind, StatedFact::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(MemoryKind.TASK, "À penser : renouveler la carte grise de la Twingo"));
        assertThat(Kept.of("before the holidays: renew the kids' passports")).extracting(StatedFact::kind)
                .containsExactly(MemoryKind.TASK);
        assertThat(LastReadings.toDoUnderALabel("je pense à un truc : partir plus tôt")).as("a subject before the colon")
                .isEmpty();
    }

    @Test
    void aCorrectionFollowedByWhatTheUserSaysOfThemselvesNowIsKept() {
        assertThat(Kept.of("oublie ce que j'ai dit sur les noix, l'allergologue a tout vérifié, je peux en manger"))
                .extracting(StatedFact::text).anyMatch(text -> text.contains("noix"));
    }

    @Test
    void theChatsClippedJeBeforeAPronounIsTheUsers() {
        assertThat(Kept.of("tkt jme gare toujours au parking du marché le samedi")).isNotEmpty();
        assertThat(Kept.of("ptdr jme souviens plus du titre")).as("a lapse of memory, the moment's").isEmpty();
        assertThat(Kept.of("tkt jme souviens plus de son nom")).as("a lapse of memory, the moment's").isEmpty();
    }

    @Test
    void anIngSaidWithoutItsSubjectIsWhatTheUserDoesTheseDays() {
        assertThat(Kept.of("not at the bakery anymore, teaching yoga in Leeds these days")).isNotEmpty();
        assertThat(PartsOfSpeech.shared().startsWithOngoingDoing("gardening is my whole weekend")).as("the -ing is the subject")
                .isFalse();
    }

    @Test
    void whatIsToldToTheAssistantUnderATellingFrameIsTheUsers() {
        assertThat(Kept.of("Je te signale que je touche une pension d'invalidité depuis 2018 ; c'est mon seul revenu"))
                .extracting(StatedFact::text).anyMatch(text -> text.contains("pension d'invalidité"));
    }

    @Test
    void noLongerSaidFirstIsKeptWithItsNegation() {
        assertThat(Kept.of("no longer at the bakery btw, teaching yoga in Leeds these days"))
                .extracting(StatedFact::text).isNotEmpty().allMatch(text -> text.startsWith("No longer"));
    }
}
