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
 * Details the main pass lost in longer sentences: the town a job is done in, whatever stands
 * between ("up in", "du côté de", a comma and more after it); which relative is meant ("celle qui
 * vit à…", "the one in…", "celui de…"), kept on their card, and "the one" that is no age.
 */
class SaysWhichOneAndWhereTest {

    static Stream<Arguments> whereTheJobIsDone() {
        return Stream.of(
                heard("je suis électricien à mon compte du côté de Chambéry",
                        "FACT/IDENTITY \"Métier : électricien à mon compte\"", "FACT/IDENTITY \"Travaille à Chambéry\""),
                heard("je suis serveuse sur Lyon", "FACT/IDENTITY \"Métier : serveuse\"", "FACT/IDENTITY \"Travaille à Lyon\""),
                heard("I work as a carer near Swansea", "FACT/IDENTITY \"Job: carer\"", "FACT/IDENTITY \"Works in Swansea\""),
                // what follows the town stays with the job
                heard("i'm a paramedic up in Leeds, mostly on nights these days",
                        "FACT/IDENTITY \"Job: paramedic, mostly on nights these days\"", "FACT/IDENTITY \"Works in Leeds\""));
    }

    static Stream<Arguments> whichOneIsMeant() {
        return Stream.of(
                heard("ma cousine Soraya, celle qui vit à Genève, elle vient d'avoir des jumeaux",
                        "PERSON \"Soraya — ma cousine, vit à Genève, vient d'avoir des jumeaux\" [Soraya/cousin]"),
                heard("mon oncle Paul, celui qui est pompier, a 50 ans",
                        "PERSON \"Paul — mon oncle, pompier, 50 ans\" [Paul/uncle]"),
                heard("my uncle Pete, the one who fixes bikes, is a widower",
                        "PERSON \"Pete — my uncle, fixes bikes, widower\" [Pete/uncle]"),
                heard("my friend Jo, the one from Leeds, is a nurse", "PERSON \"Jo — my friend, from Leeds, nurse\" [Jo/friend]"),
                // "the one" is who, not one year old
                heard("My cousin Amara, the one in Toronto, just had a baby boy",
                        "PERSON \"Amara — my cousin, in Toronto\" [Amara/cousin]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"whereTheJobIsDone", "whichOneIsMeant"})
    void keepsWhichOneAndWhere(String sentence, List<String> expected) {
        assertThat(kept(sentence)).containsExactlyElementsOf(expected);
    }
}
