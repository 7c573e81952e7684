package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.NOW;
import static io.souvenir.turn.engine.offline.Heard.heard;
import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ExtractsPeopleTest {

    private final OfflineExtractor extractor = new OfflineExtractor();

    static Stream<Arguments> family() {
        return Stream.of(
                heard("salut, écoute, ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit",
                        "PERSON \"Claire — ma femme\" [Claire/wife]",
                        "PERSON \"Ma fille — 11 ans\" [/daughter]",
                        "PERSON \"Mon fils — 18 ans\" [/son]"),
                heard("my wife is called Claire, my daughter is eleven and my son eighteen",
                        "PERSON \"Claire — my wife\" [Claire/wife]",
                        "PERSON \"My daughter — 11 years old\" [/daughter]",
                        "PERSON \"My son — 18 years old\" [/son]"),
                heard("Ma compagne s'appelle Inès", "PERSON \"Inès — ma compagne\" [Inès/partner]"),
                heard("mon conjoint a 50 ans", "PERSON \"Mon conjoint — 50 ans\" [/partner]"),
                heard("mon mari s'appelle Marc", "PERSON \"Marc — mon mari\" [Marc/husband]"),
                heard("my husband's name is Tom", "PERSON \"Tom — my husband\" [Tom/husband]"),
                heard("ma mère a 70 ans et mon père 72",
                        "PERSON \"Ma mère — 70 ans\" [/mother]", "PERSON \"Mon père — 72 ans\" [/father]"),
                heard("mon papa s'appelle Jean-Pierre", "PERSON \"Jean-Pierre — mon papa\" [Jean-Pierre/father]"),
                heard("ma sœur Julie habite à Lyon", "PERSON \"Julie — ma sœur, habite à Lyon\" [Julie/sister]"),
                heard("mon frère a vingt-cinq ans", "PERSON \"Mon frère — 25 ans\" [/brother]"),
                heard("ma fille Emma a trois ans", "PERSON \"Emma — ma fille, 3 ans\" [Emma/daughter]"),
                heard("j'ai une fille qui s'appelle Léa et qui a 7 ans", "PERSON \"Léa — ma fille, 7 ans\" [Léa/daughter]"),
                heard("I have a son named Tom who is 12", "PERSON \"Tom — my son, 12 years old\" [Tom/son]"),
                heard("my mom is seventy-two", "PERSON \"My mom — 72 years old\" [/mother]"),
                heard("ma grand-mère a quatre-vingt-douze ans", "PERSON \"Ma grand-mère — 92 ans\" [/grandmother]"),
                heard("mes parents habitent à Nice", "PERSON \"Mes parents — habitent à Nice\" [/parents]"),
                heard("my brother lives in Berlin", "PERSON \"My brother — lives in Berlin\" [/brother]"),
                heard("Claire, c'est ma femme", "PERSON \"Claire — ma femme\" [Claire/wife]"),
                heard("mon chien s'appelle Rex", "PERSON \"Rex — mon chien\" [Rex/dog]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("family")
    void keepsEachRelativeWithNameAndAgeAsASilentPerson(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> friendsAndWork() {
        return Stream.of(
                heard("mon collègue Marc", "PERSON \"Marc — mon collègue\" [Marc/colleague]"),
                heard("my colleague Marc is from Lyon", "PERSON \"Marc — my colleague, from Lyon\" [Marc/colleague]"),
                heard("my coworker Dan", "PERSON \"Dan — my coworker\" [Dan/colleague]"),
                heard("mon pote Julien est plombier", "PERSON \"Julien — mon pote, plombier\" [Julien/friend]"),
                heard("ma meilleure amie s'appelle Sarah", "PERSON \"Sarah — ma meilleure amie\" [Sarah/best friend]"),
                heard("Paul is my best friend", "PERSON \"Paul — my best friend\" [Paul/best friend]"),
                heard("mon chef s'appelle Olivier", "PERSON \"Olivier — mon chef\" [Olivier/boss]"),
                heard("my boss Sarah is an architect", "PERSON \"Sarah — my boss, architect\" [Sarah/boss]"),
                heard("ma patronne a 45 ans", "PERSON \"Ma patronne — 45 ans\" [/boss]"),
                heard("mon avocat s'appelle Maître Dupont",
                        "PERSON LEGAL \"Maître Dupont — mon avocat\" [Maître Dupont/lawyer]"),
                heard("ma mère est allergique aux noix", "PERSON HEALTH \"Ma mère — allergique aux noix\" [/mother]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("friendsAndWork")
    void keepsFriendsColleaguesAndBosses(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> countsOfChildren() {
        return Stream.of(
                heard("j'ai deux enfants", "FACT/IDENTITY \"A 2 enfants\""),
                heard("I have three kids", "FACT/IDENTITY \"Has 3 kids\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("countsOfChildren")
    void keepsHowManyChildrenAsAFactAboutTheUser(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> nicknames() {
        return Stream.of(
                heard("Doudou a 3 ans"),
                heard("ma chérie a 30 ans"),
                heard("my honey is 30"),
                heard("ma sœur"),
                heard("ma fille a deux chats"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nicknames")
    void takesNoNicknameOrBareRelationForAPerson(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    @Test
    void aNameIsTakenOnlyWhenIntroducedAndTheRelationIsInEnglishLowerCase() {
        List<MemoryDraft> drafts = extractor.extract("ma femme s'appelle claire et mon copain Hugo a 30 ans", NOW);

        assertThat(drafts).extracting(d -> d.persons().get(0).name()).containsExactly("Claire", "Hugo");
        assertThat(drafts).extracting(d -> d.persons().get(0).relation()).containsExactly("wife", "friend");
        assertThat(drafts).extracting(MemoryDraft::confidence).containsExactly(0.9, 0.6);
        assertThat(drafts).allSatisfy(d -> {
            assertThat(d.visible()).isFalse();
            assertThat(d.id()).isNull();
        });
    }
}
