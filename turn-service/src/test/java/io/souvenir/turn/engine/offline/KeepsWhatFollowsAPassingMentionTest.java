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
 * Someone mentioned in passing, then described: when the first clause keeps no one ("j'ai appelé
 * mon parrain", "I bumped into Maya, my old flatmate"), what "il", "elle", "he" or "she" says next
 * starts their card, named when the first clause named them (or the one named just before, when the
 * first clause only said who they are); unless it is a judgment of the moment, or the pronoun cannot be theirs
 * (another gender, or someone known through them: "my sister's girlfriend, she…"). And a relation
 * said without "my" ("Granny's 93", "Tata Nadia habite…", "Kemi's my sister-in-law") is still the
 * user's. French and English.
 */
class KeepsWhatFollowsAPassingMentionTest {

    static Stream<Arguments> sentences() {
        return Stream.of(
                // mentioned, then described
                heard("j'ai appelé mon parrain, il est kiné à Nancy",
                        "PERSON \"Mon parrain — kiné à Nancy\" [/godfather]"),
                heard("je suis tombée sur Lucie, ma voisine, elle est infirmière de nuit",
                        "PERSON \"Lucie — ma voisine, infirmière de nuit\" [Lucie/neighbour]"),
                heard("I bumped into Maya, my old flatmate, she teaches yoga in Bristol now",
                        "PERSON \"Maya — my old flatmate, teaches yoga in Bristol now\" [Maya/flatmate]"),
                heard("picked up my gran from the station, she's 88 and lives on her own",
                        "PERSON \"My gran — 88 years old, lives on her own\" [/grandmother]"),
                // the clause before only said who the one just named is
                heard("j'ai croisé Hugo ce matin, tu sais mon voisin du dessous, il est pompier",
                        "EVENT \"A croisé Hugo — mercredi 11 juin 2025\" [Hugo/] at=2025-06-11T09:00",
                        "PERSON \"Hugo — mon voisin du dessous, pompier\" [Hugo/neighbour]"),
                heard("met up with Dana last night, she was my old flatmate, she runs a bakery in Hove now",
                        "EVENT \"Met up with Dana — Tuesday, June 10, 2025\" [Dana/] at=2025-06-10T19:00",
                        "PERSON \"Dana — my old flatmate, runs a bakery in Hove now\" [Dana/flatmate]"),
                // the pronoun is not theirs
                heard("j'ai appelé ma tante, il pleut à Brest"),
                // a judgment of the moment says nothing lasting of them
                heard("j'ai revu mon ancien prof de piano, il est adorable"),
                heard("I met my sister's girlfriend, she's a dentist"),
                // a relation said without "my", alone or before a name
                heard("Granny's 93 and still walks to church",
                        "PERSON \"Granny — 93 years old, walks to church\" [/grandmother]"),
                heard("Auntie Grace is a nurse in Accra",
                        "PERSON \"Grace — auntie, nurse in Accra\" [Grace/aunt]"),
                heard("Papi a 85 ans et fait encore son potager",
                        "PERSON \"Papi — 85 ans, fait encore son potager\" [/grandfather]"),
                heard("Tata Nadia habite à Marseille",
                        "PERSON \"Nadia — ma tata, habite à Marseille\" [Nadia/aunt]"),
                // a name, then who they are, contracted
                heard("Kemi's my sister-in-law, she lives in Leeds",
                        "PERSON \"Kemi — my sister-in-law, lives in Leeds\" [Kemi/sister-in-law]"),
                // before a name, "Father" or "Maître" is a title, not the user's father or teacher
                heard("Father Okafor is saying mass on Sunday",
                        "EVENT \"Father Okafor is saying mass — Sunday, June 15, 2025\" at=2025-06-15T09:00 visible"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sentences")
    void keepsWhoTheyAre(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
