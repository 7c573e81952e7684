package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Life events told in words that share no stem with the question's: the question and the chat line meet on the event. */
class ParaphrasesTest {

    private final Paraphrases paraphrases = Paraphrases.get();
    private final Lexicon lexicon = Lexicon.get();

    @Test
    void aChatLineTellsAnEventByItsEuphemism() {
        assertThat(paraphrases.said("Filou nous a quittés hier soir, on l'a fait endormir à la maison")).contains("=death");
        assertThat(paraphrases.said("Our cat Smudge passed away on Monday")).contains("=death");
        assertThat(paraphrases.said("Elle s'est endormie sur le canapé")).as("falling asleep").isEmpty();
        assertThat(paraphrases.said("Les triplés sont nés dans la nuit de lundi !")).contains("=birth");
        assertThat(paraphrases.said("L'opé de mon genou c'est jeudi")).contains("=surgery");
        assertThat(paraphrases.said("We broke up last week, it's for the best")).contains("=breakup");
        assertThat(paraphrases.said("Ils m'ont pris ! Je commence lundi")).contains("=hiring");
        assertThat(paraphrases.said("Ça y est, on a eu les clés ce matin !!")).contains("=homebuying");
        assertThat(paraphrases.said("premier vrai date hier soir, on a mangé des sushis")).contains("=dating");
        assertThat(paraphrases.said("On a acheté du pain et des tomates")).isEmpty();
    }

    @Test
    void aQuestionTellsTheEventOnTheWordsItAsksWith() {
        SearchQuery born = SearchQuery.of("Quand le petit-fils de Mireille est-il venu au monde ?", lexicon);
        assertThat(born.told().get(born.content().indexOf("venu"))).containsExactly("=birth");
        SearchQuery surgery = SearchQuery.of("Quand Hugo est-il passé sur le billard ?", lexicon);
        assertThat(surgery.told().get(surgery.content().indexOf("billard"))).containsExactly("=surgery");
        SearchQuery alone = SearchQuery.of("When was he born?", lexicon);
        assertThat(alone.withTold(alone.content().stream().map(List::of).toList())).anySatisfy(group -> assertThat(group).contains("=birth"));
    }

    @Test
    void aQuestionAboutABabyAsksAboutItsBirthWhileAChatLineAboutABabyTellsNone() {
        SearchQuery baby = SearchQuery.of("Comment s'appelle le bébé de Nadia ?", lexicon);
        assertThat(baby.told().get(baby.content().indexOf("bebe"))).containsExactly("=birth");
        assertThat(paraphrases.said("J'ai gardé le bébé de Nadia tout l'après-midi")).isEmpty();
        SearchQuery children = SearchQuery.of("Combien d'enfants a le frère de Lou ?", lexicon);
        assertThat(children.told().get(children.content().indexOf("enfants"))).containsExactly("=birth");
    }

    @Test
    void aQuestionAboutAFirstNameMeetsTheLineThatSaysWhatSomeoneIsCalled() {
        SearchQuery prenom = SearchQuery.of("Quel prénom Julie a-t-elle choisi pour sa fille ?", lexicon);
        assertThat(prenom.told().get(prenom.content().indexOf("prenom"))).containsExactly("=naming");
        SearchQuery name = SearchQuery.of("What name did Sam give his kitten?", lexicon);
        assertThat(name.told().get(name.content().indexOf("name"))).containsExactly("=naming");
        assertThat(paraphrases.said("il s'appelle Gaspard, 3 kilos tout rond")).contains("=naming");
        assertThat(paraphrases.said("we named her Pickle, she's tiny")).contains("=naming");
        assertThat(paraphrases.said("j'ai appelé le plombier ce matin")).as("a call, not a name").isEmpty();
        assertThat(paraphrases.said("I can never remember names at parties")).as("a question's word, not a chat line's").isEmpty();
    }

    @Test
    void aPetBroughtHomeMeetsTheLineThatSaysItWasAdoptedOrWhereItCameFrom() {
        SearchQuery home = SearchQuery.of("When did Omar bring his puppy home?", lexicon);
        assertThat(home.told().get(home.content().indexOf("home"))).containsExactly("=adoption");
        SearchQuery chez = SearchQuery.of("Quel jour Lucie a-t-elle ramené Noisette chez elle ?", lexicon);
        assertThat(chez.told().get(chez.content().indexOf("ramene"))).containsExactly("=adoption");
        assertThat(paraphrases.said("we adopted him on saturday, he hasn't stopped purring")).contains("=adoption");
        assertThat(paraphrases.said("on l'a récupérée au refuge dimanche, elle est toute timide")).contains("=adoption");
        assertThat(paraphrases.said("Can you bring some bread home tonight?")).as("a question's way, not a chat line's").isEmpty();
        assertThat(paraphrases.said("J'ai ramené des croissants chez mes parents")).isEmpty();
    }

    @Test
    void whetherSomeoneWouldEnjoySomethingMeetsWhatTheySaidTheyLove() {
        SearchQuery sailing = SearchQuery.of("Would Rosa enjoy a sailing weekend?", lexicon);
        assertThat(sailing.told().get(sailing.content().indexOf("enjoy"))).containsExactly("=liking");
        SearchQuery theatre = SearchQuery.of("Est-ce qu'un abonnement au théâtre ferait plaisir à Malik ?", lexicon);
        assertThat(theatre.told().get(theatre.content().indexOf("plaisir"))).containsExactly("=liking");
        SearchQuery chess = SearchQuery.of("Malik aimerait-il un jeu d'échecs ?", lexicon);
        assertThat(chess.told().get(chess.content().indexOf("aimerait"))).containsExactly("=liking");
        assertThat(paraphrases.said("Trois séances de kayak cette semaine, j'suis accro")).contains("=liking");
        assertThat(paraphrases.said("The pottery class? I love it, I go every Thursday")).contains("=liking");
        assertThat(paraphrases.said("J'ai adoré la pièce, les acteurs étaient incroyables")).contains("=liking");
        assertThat(paraphrases.said("Le train avait deux heures de retard")).isEmpty();
        assertThat(paraphrases.said("I'd like a coffee")).as("a wish, not a liking").isEmpty();
        SearchQuery likes = SearchQuery.of("What did Rosa like about Lisbon?", lexicon);
        assertThat(likes.told()).as("what one liked is asked about, not whether one would").allSatisfy(tokens -> assertThat(tokens).isEmpty());
    }

    @Test
    void howSomeoneTakesABlowMeetsTheBlowsTheChatTold() {
        SearchQuery wrong = SearchQuery.of("How does Rosa cope when things go wrong?", lexicon);
        assertThat(wrong.withTold(wrong.content().stream().map(List::of).toList()))
                .anySatisfy(group -> assertThat(group).contains("=setback"));
        SearchQuery arms = SearchQuery.of("Malik a-t-il tendance à baisser les bras ?", lexicon);
        assertThat(arms.told().get(arms.content().indexOf("bras"))).containsExactly("=setback");
        assertThat(paraphrases.said("Didn't get the job. They went with someone internal")).contains("=setback");
        assertThat(paraphrases.said("Le voyage en Écosse est tombé à l'eau, le ferry est annulé")).contains("=setback");
        assertThat(paraphrases.said("The van broke down outside Exeter")).contains("=setback");
        assertThat(paraphrases.said("We broke the record on Sunday")).isEmpty();
        assertThat(paraphrases.said("The lift goes wrong every winter")).as("read in questions only").isEmpty();
    }

    @Test
    void aQuestionAskingWhereSomeoneWentIsNotReadAsADeath() {
        SearchQuery left = SearchQuery.of("Où est parti Marc en vacances ?", lexicon);
        assertThat(left.told()).allSatisfy(tokens -> assertThat(tokens).isEmpty());
        assertThat(left.toldAlone()).isEmpty();
    }

    @Test
    void theQuestionFindsTheLineThatToldTheEventInOtherWords() {
        UUID session = UUID.randomUUID();
        long day = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Filou nous a quittés hier, on l'a fait endormir", "'filou':1B 'quitt':2B 'endorm':3B", day),
                row(session, "Filou adore le jardin", "'filou':1B 'ador':2B 'jardin':3B", day + 60),
                row(session, "Filou a encore volé une chaussette", "'filou':1B 'vol':2B 'chaussett':3B", day + 120)),
                new UserCorpus.FieldWeights(0.5, 1, 0.3, 0.5));
        SearchQuery query = SearchQuery.of("Quand Filou est-il mort ?", lexicon);

        double[] scores = corpus.bm25(query.withTold(List.of(List.of("filou"), List.of("mort"))));

        assertThat(corpus.best(scores, 1, 0).get(0).doc()).isZero();
    }

    private static UserCorpus.Row row(UUID session, String text, String tsvector, long epochSecond) {
        return new UserCorpus.Row(HitType.MESSAGE.ref(UUID.randomUUID()), session, "Nora", epochSecond, tsvector, null,
                epochSecond * 1_000_000, 0, text, false);
    }
}
