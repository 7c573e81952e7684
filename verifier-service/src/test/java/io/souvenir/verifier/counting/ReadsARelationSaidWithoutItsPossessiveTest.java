package io.souvenir.verifier.counting;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chat drops the possessive before someone of the user's life ("hubby's name is Declan", "best friend is Priya", "me n
 * the bf"): they are still the user's, and their card says who they are to the user. Nobody named, nothing is kept of
 * them ("the kids are finally asleep").
 */
class ReadsARelationSaidWithoutItsPossessiveTest {

    @Test
    void aRelationThatStartsTheSentenceIsTheUsers() {
        assertThat(persons("hubby's name is Declan, he's a paramedic in Cork"))
                .anySatisfy(person -> {
                    assertThat(person.person()).isEqualTo(new PersonRef("Declan", "husband"));
                    assertThat(person.text()).contains("hubby");
                });
        assertThat(persons("best friend is Priya, she teaches yoga in Leeds"))
                .anySatisfy(person -> assertThat(person.person()).isEqualTo(new PersonRef("Priya", "friend")));
    }

    @Test
    void aRelationAfterTheIsTheUsersOnceTheSentenceNamesThem() {
        assertThat(persons("me n the bf (Callum) just got a flat in Glasgow"))
                .anySatisfy(person -> assertThat(person.person()).isEqualTo(new PersonRef("Callum", "partner")));
        assertThat(persons("the kids are finally asleep")).isEmpty();
    }

    private static List<StatedFact> persons(String sentence) {
        return Kept.of(sentence).stream().filter(fact -> fact.kind() == MemoryKind.PERSON).toList();
    }
}
