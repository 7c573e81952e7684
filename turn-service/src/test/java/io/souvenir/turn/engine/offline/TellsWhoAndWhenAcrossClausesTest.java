package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.heard;
import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What one clause leaves to another: a plan with "him", "la", "avec lui" is with the person said
 * before; a name given by the user after the animal ("on l'a appelé…"), after what is said of
 * someone ("his name's…") or as a nickname ("everyone calls him…") goes on their card; what the
 * user asks to keep of a named person is on that person; "my partner's vegan" is said of the
 * partner; a span of days keeps its first and its last day.
 */
class TellsWhoAndWhenAcrossClausesTest {

    static Stream<Arguments> plansWithAPronoun() {
        return Stream.of(
                heard("ma grand-mère vit à Lyon, je vais la voir samedi",
                        "PERSON \"Ma grand-mère — vit à Lyon\" [/grandmother]",
                        "EVENT \"Aller voir ma grand-mère — samedi 14 juin 2025\" [/grandmother] at=2025-06-14T09:00 visible"),
                heard("mon kiné c'est Paul Girard, j'ai séance avec lui jeudi à 18h",
                        "PERSON HEALTH \"Paul Girard — mon kiné\" [Paul Girard/therapist]",
                        "EVENT \"Séance avec Paul Girard — jeudi 12 juin 2025 à 18h\" [Paul Girard/therapist] at=2025-06-12T18:00 visible"),
                heard("my sister Emma lives in York, I'm visiting her next weekend",
                        "PERSON \"Emma — my sister, lives in York\" [Emma/sister]",
                        "EVENT \"Visiting Emma — Saturday, June 21, 2025\" [Emma/sister] at=2025-06-21T09:00 visible"),
                heard("my accountant is Mr Patel, I'm meeting him on Friday at 2pm",
                        "PERSON \"Mr Patel — my accountant\" [Mr Patel/accountant]",
                        "EVENT \"Meeting Mr Patel — Friday, June 13, 2025 at 14:00\" [Mr Patel/accountant] at=2025-06-13T14:00 visible"));
    }

    static Stream<Arguments> namesGivenAfter() {
        return Stream.of(
                heard("on a adopté un chiot hier, on l'a appelé Biscotte", "PERSON \"Biscotte — mon chiot\" [Biscotte/dog]"),
                heard("we rescued a greyhound, we called him Dash", "PERSON \"Dash — my greyhound\" [Dash/dog]"),
                heard("my bro's moving in with us for a bit, his name's Jayden",
                        "PERSON \"Jayden — my bro, is moving in with us for a bit\" [Jayden/brother]"),
                heard("ma nouvelle collègue est super sympa, son prénom c'est Anaïs",
                        "PERSON \"Anaïs — ma nouvelle collègue\" [Anaïs/colleague]"),
                // another name they go by
                heard("keep in mind my dad's called Richard, everyone calls him Rick",
                        "PERSON \"Richard — my dad, known as Rick\" [Richard/father]"),
                heard("ma cousine s'appelle Margaux, tout le monde l'appelle Margot",
                        "PERSON \"Margaux — ma cousine, surnom : Margot\" [Margaux/cousin]"),
                heard("my boss is called Elizabeth but she goes by Liz",
                        "PERSON \"Elizabeth — my boss, known as Liz\" [Elizabeth/boss]"));
    }

    static Stream<Arguments> rememberedOfSomeoneNamed() {
        return Stream.of(
                heard("retiens que Sofia est allergique aux noix", "PERSON HEALTH \"Sofia — allergique aux noix\" [Sofia/]"),
                heard("n'oublie pas que Marc ne boit pas d'alcool", "PERSON \"Marc — ne boit pas d'alcool\" [Marc/]"),
                heard("remember that Liam hates being called William", "PERSON \"Liam — hates being called William\" [Liam/]"),
                // being somewhere does not tell a person from a place
                heard("retiens que Paris est à 2h de train", "FACT/GENERAL \"Paris : à 2h de train\""));
    }

    static Stream<Arguments> contractedAfterARelation() {
        return Stream.of(
                heard("my partner's vegan", "PERSON \"My partner — vegan\" [/partner]"),
                heard("my wife's a teacher", "PERSON \"My wife — teacher\" [/wife]"),
                heard("my flatmate's from Porto", "PERSON \"My flatmate — from Porto\" [/flatmate]"),
                // a noun then a verb: whose it is, not what they are
                heard("my daughter's school is Saint-Exupéry"));
    }

    static Stream<Arguments> spansOfDays() {
        return Stream.of(
                heard("on part à Biarritz du 12 au 19 juillet",
                        "EVENT \"Partir à Biarritz — samedi 12 juillet au samedi 19 juillet 2025\" at=2025-07-12T09:00 visible"),
                heard("on sera chez mes beaux-parents du 28 juin au 2 juillet",
                        "EVENT \"Sera chez mes beaux-parents — samedi 28 juin au mercredi 2 juillet 2025\""
                                + " [/parent-in-laws] at=2025-06-28T09:00 visible"),
                heard("we're flying to Lisbon from the 3rd to the 10th of August",
                        "EVENT \"Flying to Lisbon — Sunday, August 3 to Sunday, August 10, 2025\" at=2025-08-03T09:00 visible"),
                heard("mon père a 70 ans, je vais le voir du 2 au 9 août",
                        "PERSON \"Mon père — 70 ans\" [/father]",
                        "EVENT \"Aller voir mon père — samedi 2 août au samedi 9 août 2025\" [/father] at=2025-08-02T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"plansWithAPronoun", "namesGivenAfter", "rememberedOfSomeoneNamed", "contractedAfterARelation",
            "spansOfDays"})
    void keepsWhatTheOtherClauseTells(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
