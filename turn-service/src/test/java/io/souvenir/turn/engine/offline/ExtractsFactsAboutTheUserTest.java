package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryDraft;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class ExtractsFactsAboutTheUserTest {

    static Stream<Arguments> identity() {
        return Stream.of(
                heard("je suis infirmière", "FACT/IDENTITY \"Métier : infirmière\""),
                heard("I'm a nurse", "FACT/IDENTITY \"Job: nurse\""),
                heard("je travaille comme comptable", "FACT/IDENTITY \"Métier : comptable\""),
                heard("I work as a software engineer", "FACT/IDENTITY \"Job: software engineer\""),
                heard("je m'appelle Léa", "FACT/IDENTITY \"Prénom : Léa\""),
                heard("my name is Léa", "FACT/IDENTITY \"Name: Léa\""),
                heard("I'm from Lyon", "FACT/IDENTITY \"From Lyon\""),
                heard("je viens de Lyon", "FACT/IDENTITY \"Vient de Lyon\""),
                heard("j'habite à Nantes", "FACT/IDENTITY \"Habite à Nantes\""),
                heard("I live in Boston", "FACT/IDENTITY \"Lives in Boston\""),
                // Québec: "rester" is to live somewhere, when a named place follows; "je reste à la maison" is not
                heard("je reste à Laval depuis 2010", "FACT/IDENTITY \"Reste à Laval depuis 2010\""),
                heard("I work at Acme", "FACT/IDENTITY \"Works at Acme\""),
                heard("je travaille chez Airbus", "FACT/IDENTITY \"Travaille chez Airbus\""),
                heard("j'ai 34 ans", "FACT/IDENTITY \"Âge : 34 ans\""),
                heard("I'm 34 years old", "FACT/IDENTITY \"Age: 34\""),
                heard("je suis mariée", "FACT/IDENTITY \"Mariée\""),
                heard("I'm vegetarian", "FACT/IDENTITY \"Vegetarian\""),
                heard("je parle espagnol", "FACT/IDENTITY \"Parle espagnol\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("identity")
    void keepsWhoTheUserIsAsASilentIdentityFact(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> preferences() {
        return Stream.of(
                heard("j'adore le jazz", "FACT/PREFERENCE \"Adore le jazz\""),
                heard("je déteste les huîtres", "FACT/PREFERENCE \"Déteste les huîtres\""),
                heard("je préfère le thé", "FACT/PREFERENCE \"Préfère le thé\""),
                heard("je n'aime pas le froid", "FACT/PREFERENCE \"N'aime pas le froid\""),
                heard("I love hiking", "FACT/PREFERENCE \"Loves hiking\""),
                heard("I don't like horror movies", "FACT/PREFERENCE \"Doesn't like horror movies\""),
                heard("I'm a big fan of Tolkien", "FACT/PREFERENCE \"Big fan of Tolkien\""),
                heard("ma couleur préférée est le bleu", "FACT/PREFERENCE \"Couleur préférée : le bleu\""),
                heard("my favourite band is Queen", "FACT/PREFERENCE \"Favourite band: Queen\""),
                heard("j'adore ça"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("preferences")
    void keepsWhatTheUserLikesAndDislikes(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> ongoing() {
        return Stream.of(
                heard("je prépare un marathon", "FACT/ONGOING \"Prépare un marathon\""),
                heard("I'm learning Spanish", "FACT/ONGOING \"Learning Spanish\""),
                heard("je suis en train de rénover ma cuisine", "FACT/ONGOING \"En train de rénover ma cuisine\""),
                heard("j'apprends le piano", "FACT/ONGOING \"Apprend le piano\""),
                heard("I'm training for a triathlon", "FACT/ONGOING \"Training for a triathlon\""),
                heard("je cherche un appartement", "FACT/ONGOING \"Cherche un appartement\""),
                heard("je cherche mes clés"),
                heard("je suis en train de manger"),
                heard("je prépare le dîner"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ongoing")
    void keepsLongRunningProjectsButNotWhatTheUserIsDoingRightNow(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> commitments() {
        return Stream.of(
                heard("j'ai promis à Paul de l'aider samedi",
                        "FACT/COMMITMENT \"A promis à Paul de l'aider — samedi 14 juin 2025\" [Paul/] due=2025-06-14T09:00"),
                heard("I promised my sister I'd call her",
                        "FACT/COMMITMENT \"Promised my sister I'd call her\" [/sister]"),
                heard("je me suis engagé à courir pour l'association",
                        "FACT/COMMITMENT \"S'est engagé à courir pour l'association\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commitments")
    void keepsPromisesWithThePersonsTheyAreMadeTo(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> toldToRemember() {
        return Stream.of(
                heard("rappelle-toi que le code du portail est 4820", "FACT/GENERAL \"Code du portail : 4820\""),
                heard("remember that the gate code is 4820", "FACT/GENERAL \"Gate code: 4820\""),
                heard("retiens que mon numéro de client est AB-1234", "FACT/GENERAL \"Numéro de client : AB-1234\""),
                heard("n'oublie pas que le wifi c'est maison2024", "FACT/GENERAL \"Wifi : maison2024\""),
                heard("le code du portail est 4820.", "FACT/GENERAL \"Code du portail : 4820\""),
                // said of someone named: on their card, silent like any fact
                heard("remember that Paul hates onions", "PERSON \"Paul — hates onions\" [Paul/]"),
                heard("souviens-toi que je suis allergique au gluten",
                        "FACT/IDENTITY HEALTH \"Allergique au gluten\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toldToRemember")
    void keepsWhatTheUserAsksToRememberAsASilentFactWithItsValue(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    static Stream<Arguments> sensitive() {
        return Stream.of(
                heard("je suis allergique aux arachides", "FACT/IDENTITY HEALTH \"Allergique aux arachides\""),
                heard("I take metformin", "FACT/ONGOING HEALTH \"Takes metformin\""),
                heard("je prends du Lévothyrox tous les matins",
                        "FACT/ONGOING HEALTH \"Prend du Lévothyrox tous les matins\""),
                heard("I have asthma", "FACT/IDENTITY HEALTH \"Has asthma\""),
                heard("je suis diabétique", "FACT/IDENTITY HEALTH \"Diabétique\""),
                heard("mon salaire est de 3200 euros", "FACT/GENERAL FINANCE \"Salaire : 3200 euros\""),
                heard("je dois 500 euros à Marc", "FACT/GENERAL FINANCE \"Doit 500 euros à Marc\" [Marc/]"),
                heard("I owe Marc 500 euros", "FACT/GENERAL FINANCE \"Owes Marc 500 euros\" [Marc/]"),
                heard("j'ai un crédit immobilier sur 20 ans", "FACT/GENERAL FINANCE \"A un crédit immobilier sur 20 ans\""),
                heard("I have a mortgage with HSBC", "FACT/GENERAL FINANCE \"Has a mortgage with HSBC\""),
                heard("je suis en procès avec mon ancien employeur",
                        "FACT/ONGOING LEGAL \"En procès avec mon ancien employeur\""),
                heard("I'm suing my landlord", "FACT/ONGOING LEGAL \"Suing my landlord\" [/landlord]"),
                heard("j'ai signé un contrat avec Orange", "FACT/GENERAL LEGAL \"A signé un contrat avec Orange\""),
                heard("mon numéro de sécu est 1 85 05 75 123 456",
                        "FACT/GENERAL IDENTITY \"Numéro de sécu : 1 85 05 75 123 456\""),
                heard("my passport number is 12AB34567", "FACT/GENERAL IDENTITY \"Passport number: 12AB34567\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sensitive")
    void marksHealthFinanceLegalAndIdentityDocumentsWithTheirDomain(String sentence, List<String> expected) {
        assertThat(Heard.kept(sentence)).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "je suis infirmière       | 0.9",
            "I take metformin         | 0.9",
            "I take lisinopril        | 0.6",
            "je viens de Rouen        | 0.9",
            "je viens de rouen        | 0.6",
    })
    void aGuessIsKeptWithALowerConfidence(String sentence, double confidence) {
        assertThat(new OfflineExtractor().extract(sentence, Heard.NOW)).singleElement()
                .extracting(MemoryDraft::confidence).isEqualTo(confidence);
    }
}
