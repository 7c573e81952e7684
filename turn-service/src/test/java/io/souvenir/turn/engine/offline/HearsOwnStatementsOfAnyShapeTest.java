package io.souvenir.turn.engine.offline;

import static io.souvenir.turn.engine.offline.Heard.kept;
import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the user says of their own life, in shapes no rule was written for: read on the structure
 * (a first-person subject, a verb, a complement that carries content; or "my hometown is…",
 * "been on … since"), not on a list of jobs or places. Each keeps a fact with what was said; a
 * statement of the moment (a mood, a plan, a hypothesis, an opinion, a place one is at, words to
 * the assistant) keeps nothing.
 */
class HearsOwnStatementsOfAnyShapeTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ça fait six ans que je fais de l'aviron | aviron",
            "bref, je suis gauchère | gauchere",
            "honnêtement je roule en trottinette électrique maintenant | trottinette",
            "I've been settled in Oslo since 2015 | Oslo",
            "anyway we're Quakers | Quakers",
            "we live on a narrowboat near Oxford | narrowboat",
            "je suis au chômage depuis le printemps | chomage",
            "jsuis en coloc à Grenoble depuis septembre | Grenoble",
            "the rent is crazy (we rent a tiny studio in Hackney since May) | Hackney",
            "my hometown is Kochi but I've lived in Leeds for years | Kochi",
            "my hometown is Kochi but I've lived in Leeds for years | Leeds",
            "mon taf c'est surtout de la compta pour des PME | compta",
            "been on insulin since May, it's a faff | insulin",
            "still paying off the van, about 3k to go | van",
            "ça fait trois ans qu'on vit en Bretagne | Bretagne",
            // the subject left out, the clause saying nothing as typed: with it, who the user is
            "born 14 July 1988, in case you need it | 1988",
    })
    void aStatementAboutOneselfKeepsAFactWithWhatWasSaid(String sentence, String word) {
        List<String> facts = kept(sentence).stream().filter(memory -> memory.startsWith("FACT")).toList();

        assertThat(facts).as(sentence).anyMatch(fact -> folded(fact).contains(folded(word)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "je suis crevée",
            "I'm starving",
            "I'm at the gym",
            "je suis au boulot",
            "je suis prête",
            "I'm so happy for you",
            "si j'avais le temps je ferais du piano",
            "if I won the lottery I'd buy a boat",
            "I love this song",
            "on part pas à Nice finalement",
            "je pense que mon voisin est pompier",
            "I think it's going to rain",
            "il pleut des cordes",
            "mon voisin dit qu'il a vu un renard",
            "je vais faire une sieste",
            "I went to the market",
            "j'ai vu un super film",
            "je te remercie pour ton aide",
            "I keep forgetting my keys",
            "je le vois tous les jours",
            "my phone is dead",
            "ma voiture est en panne",
            "my job is killing me today",
            "I play with my nephews",
            "je repars chez mes parents le weekend",
    })
    void aStatementOfTheMomentKeepsNothing(String sentence) {
        assertThat(kept(sentence)).as(sentence).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "mon oncle Gérald, 63 ans, ancien marin de la Royale, vit à Brest"
                    + " | PERSON \"Gérald — mon oncle, 63 ans, ancien marin de la Royale, vit à Brest\" [Gérald/uncle]",
            "ma collègue Inès, en alternance chez un notaire à Rodez"
                    + " | PERSON \"Inès — ma collègue, en alternance chez un notaire à Rodez\" [Inès/colleague]",
            "my neighbour Tariq, retired from the fire service, keeps chickens"
                    + " | PERSON \"Tariq — my neighbour, retired from the fire service, keeps chickens\" [Tariq/neighbour]",
            "my niece Poppy, 12, mad about horses | PERSON \"Poppy — my niece, 12 years old, mad about horses\" [Poppy/niece]",
            "j'ai un cousin, Basile, en master de chimie à Lille"
                    + " | PERSON \"Basile — mon cousin, en master de chimie à Lille\" [Basile/cousin]",
    })
    void whatIsApposedToAPersonInAnyOrderGoesOnTheirCard(String sentence, String card) {
        assertThat(kept(sentence)).as(sentence).containsExactly(card);
    }

    @ParameterizedTest
    @ValueSource(strings = {"my parents rock, seriously", "ma sœur Lise, demain à 14h"})
    void whatIsOfTheMomentIsNoDetailOfAPerson(String sentence) {
        assertThat(kept(sentence)).as(sentence).noneMatch(memory -> memory.startsWith("PERSON")
                && memory.matches(".*(?:rock|demain|14h).*"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "the missus teaches Spanish at a college in Derby"
                    + " | PERSON \"My missus — teaches Spanish at a college in Derby\" [/girlfriend]",
            "hubby's a postman in Crewe | PERSON \"My hubby — postman in Crewe\" [/husband]",
            "la frangine bosse à la mairie de Brest | PERSON \"Ma frangine — bosse à la mairie de Brest\" [/sister]",
    })
    void theUsersOwnFamilySaidWithoutMyIsTheirs(String sentence, String card) {
        assertThat(kept(sentence)).as(sentence).containsExactly(card);
    }

    @ParameterizedTest
    @ValueSource(strings = {"traduis-moi « je suis pilote à Nice » en anglais",
            "can you translate \"I live in Rome\" into Italian"})
    void wordsQuotedAreNotTheUsersStatement(String sentence) {
        assertThat(kept(sentence)).as(sentence).isEmpty();
    }

    private static String folded(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
    }
}
