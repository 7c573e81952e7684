package io.souvenir.memory.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The in-memory corpus search ranks: tsvectors as PostgreSQL prints them, BM25, neighbours. */
class UserCorpusTest {

    private static final UserCorpus.FieldWeights WEIGHTS = new UserCorpus.FieldWeights(0.5, 1, 0.3, 0.5);

    @Test
    void aTsvectorIsReadWithItsWeights() {
        assertThat(UserCorpus.Lexeme.parse("'claire':1A,4B 'l''ete':2B 'wife':3 'x'"))
                .containsExactly(new UserCorpus.Lexeme("claire", 1, 1, 0, List.of(4)), new UserCorpus.Lexeme("l'ete", 0, 1, 0, List.of(2)),
                        new UserCorpus.Lexeme("wife", 0, 0, 1, List.of()), new UserCorpus.Lexeme("x", 0, 1, 0, List.of(0)));
        assertThat(UserCorpus.Lexeme.parse(null)).isEmpty();
    }

    @Test
    void aRareWordOutweighsTheSpeakerNameEveryMessageCarriesAndSessionsKeepTheirOrder() {
        UUID session = UUID.randomUUID();
        List<UserCorpus.Row> rows = List.of(
                row(session, "Maya", "'maya':1A 'pottery':2B 'class':3B"),
                row(session, "Maya", "Tired, the bakery manager gave me shifts all week", "'maya':1A 'tired':2B 'bakery':3B 'manag':4B 'shift':5B 'week':6B", 0),
                row(session, "Tom", "'tom':1A 'sister':2B 'leeds':3B"),
                row(UUID.randomUUID(), "Maya", "'maya':1A 'porto':2B"));
        UserCorpus corpus = UserCorpus.of(rows, WEIGHTS);

        double[] scores = corpus.bm25(List.of(List.of("pottery"), List.of("maya")));
        assertThat(corpus.best(scores, 1, 0).get(0).doc()).isZero();
        assertThat(scores[1]).as("the name alone weighs little").isLessThan(scores[0] / 3);
        assertThat(corpus.bm25(List.of(List.of("pottery", "potteri")))[0]).as("a group counts by its best lexeme")
                .isEqualTo(corpus.bm25(List.of(List.of("pottery")))[0]);
        assertThat(corpus.previous(1)).isZero();
        assertThat(corpus.next(1)).isEqualTo(2);
        assertThat(corpus.next(2)).as("the last of its session").isEqualTo(-1);
        assertThat(corpus.previous(3)).as("another session").isEqualTo(-1);
        assertThat(corpus.saysTime(1)).isTrue();
        assertThat(corpus.saysTime(0)).isFalse();
        assertThat(corpus.speaker(2)).containsExactly("tom");
    }

    @Test
    void whenQuestionsAndFrenchQuestionsAreTold() {
        assertThat(MultiAngleSearch.asksWhen("When did Tom adopt his dog?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("Quand Bastien s'est-il blessé ?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("In what year did Maya move?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("What class did Maya sign up for?")).isFalse();
        assertThat(MultiAngleSearch.asksWhen("Il y a combien de temps que Noé a repris le judo ?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("À quel moment Lise a-t-elle rendu les clés ?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("Quelle est la date du vernissage de Paul ?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("How long after the wedding did Dan move out?")).isTrue();
        assertThat(MultiAngleSearch.asksWhen("How long did it take Dan to swim across the lake?")).as("how long it took").isFalse();
        assertThat(MultiAngleSearch.asksWhen("En combien de temps Lise a-t-elle fini son puzzle ?")).isFalse();
        assertThat(MultiAngleSearch.asksWhen("How did Priya's first date go?")).as("a date with someone").isFalse();
        assertThat(MultiAngleSearch.isFrench("Quel cadeau Margaux a-t-elle fait à Inès pour Noël ?")).isTrue();
        assertThat(MultiAngleSearch.isFrench("What is the name of Tom's dog?")).isFalse();
    }

    @Test
    void theLineThatDatesAnEventNextToTheOneThatNamesItTakesItsScoreForAWhenQuestion() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                // "We finally signed the lease for the bakery!" / "No way! When do you open?" / "The 3rd, if the oven
                // turns up." / "I'll bring croissants." / "Ha, deal."
                row(session, "Nora", "'final':1B 'sign':2B 'leas':3B 'lease':4B 'bakeri':5B 'bakery':6B", evening),
                row(session, "Tom", "No way! When do you open?", "'way':1B 'open':2B 'bakeri':3D", evening + 60),
                row(session, "Nora", "The 3rd, if the oven turns up.", "'3rd':1B 'oven':2B 'turn':3B", evening + 120),
                row(session, "Tom", "'bring':1B 'croissant':2B", evening + 180),
                row(session, "Nora", "'ha':1B 'deal':2B", evening + 240),
                // a month later, another sitting: "Busy on Sunday."
                row(session, "Nora", "'busi':1B 'sunday':2B", evening + 30 * 86_400)), WEIGHTS);

        double[] around = corpus.timesAround(corpus.bm25(List.of(List.of("bakeri", "bakery"))), 2);

        assertThat(corpus.saysTime(2)).as("a day of the month").isTrue();
        assertThat(around[2]).as("the date, two lines after the bakery is named").isPositive();
        assertThat(around[1]).as("a line that dates nothing").isZero();
        assertThat(around[3]).isZero();
        assertThat(around[5]).as("a date said at another sitting").isZero();
    }

    @Test
    void theLineThatOpensASittingTakesTheScoreOfTheDetailsToldAfterIt() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                // "Il a dit OUI !!! 💍" / "Quoi ?! Raconte, où ça ?" / "Au bord du lac, j'avais caché la bague dans un
                // livre." / "Trop romantique." — the news first, in words a question about the proposal does not use
                row(session, "Inès", "Il a dit OUI !!! 💍", "'oui':1B", evening),
                row(session, "Marc", "Quoi ?! Raconte, où ça ?", "'quoi':1B 'racont':2B 'ca':3B", evening + 60),
                row(session, "Inès", "Au bord du lac, j'avais caché la bague dans un livre.",
                        "'bord':1B 'lac':2B 'cach':3B 'bagu':4B 'livr':5B", evening + 120),
                row(session, "Marc", "Trop romantique.", "'trop':1B 'romant':2B", evening + 180),
                // a week later, another sitting, that says no more of it
                row(session, "Marc", "Salut, tu bosses demain ?", "'salut':1B 'boss':2B 'demain':3B", evening + 7 * 86_400),
                row(session, "Inès", "Oui, de 8h à 16h.", "'oui':1B '8h':2B '16h':3B", evening + 7 * 86_400 + 60)), WEIGHTS);

        double[] opened = corpus.newsOpened(corpus.bm25(List.of(List.of("bagu"))), 4);

        assertThat(opened[0]).as("the news, two lines before the ring is named").isPositive();
        assertThat(opened[2]).as("a line that opens nothing").isZero();
        assertThat(opened[4]).as("another sitting's opener, whose lines do not say it").isZero();
        assertThat(corpus.newsOpened(corpus.bm25(List.of(List.of("bagu"))), 1)[0]).as("beyond the reach").isZero();
    }

    @Test
    void theReplyToQuandPlacesItselfInTimeWhateverItsWords() {
        UUID session = UUID.randomUUID();
        long morning = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Léa", "J'ai enfin eu mon permis !", "'enfin':1B 'permis':2B", morning),
                row(session, "Paul", "Bravo !! Quand ça ?", "'bravo':1B 'ca':2B", morning + 60),
                row(session, "Léa", "Juste avant les vacances, au deuxième essai.", "'just':1B 'vacanc':2B 'deuxiem':3B 'essai':4B",
                        morning + 120),
                row(session, "Paul", "Et tu as déjà une voiture ?", "'deja':1B 'voitur':2B", morning + 180),
                row(session, "Léa", "Celle de ma mère, pour l'instant.", "'mer':1B 'instant':2B", morning + 240)), WEIGHTS);

        assertThat(corpus.saysTime(2)).as("answers \"quand ça ?\"").isTrue();
        assertThat(corpus.saysTime(4)).as("answers a question that is not \"when\"").isFalse();
        assertThat(corpus.timesAround(corpus.bm25(List.of(List.of("permis"))), 2)[2]).isPositive();
    }

    @Test
    void messagesSaidWeeksApartInOneImportedSessionAreNotNeighboursAndShortOnesSayLittle() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        long weeksLater = evening + 21 * 86_400;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Luke", "'interview':2B,3B", evening),
                row(session, "Hannah", "'thursday':1B,2B 'gave':3B,4B 'graham':5B,6B 'outsid':7B 'outside':8B 'interview':9D", evening + 60),
                row(session, "Hannah", "'busi':1B 'busy':2B 'octob':3B 'october':4B", weeksLater)), WEIGHTS);

        assertThat(corpus.previous(1)).as("the answer to the question just before").isZero();
        assertThat(corpus.previous(2)).as("said three weeks later").isEqualTo(-1);
        assertThat(corpus.next(1)).isEqualTo(-1);
        assertThat(corpus.conversationEnd(0)).as("recency still counts from the session's end").isEqualTo(weeksLater);
        assertThat(corpus.contentWords(1)).as("each word is stemmed in French and in English").isEqualTo(4);
        assertThat(corpus.contentWords(2)).isEqualTo(2);
    }

    @Test
    void aRelationWordStandsForTheNameSaidNextToItByTheSpeakerTheQuestionNames() {
        UUID session = UUID.randomUUID();
        UserCorpus corpus = UserCorpus.of(List.of(
                // "Ma sœur Lucie est enceinte !" as PostgreSQL's French and English stemming index it
                row(session, "Bastien", "'bastien':1A 'enceint':4B,8B 'luci':3B,7B 'soeur':2B,6B"),
                row(session, "Inès", "'ines':1A 'soeur':2B,5B 'margaux':3B,6B"),
                row(session, "Bastien", "'bastien':1A 'luci':2B,4B 'accouch':3B,5B"),
                row(session, "Bastien", "'bastien':1A 'rugby':2B,3B"),
                row(session, "Bastien", "'bastien':1A 'match':2B,3B")), WEIGHTS);

        List<List<String>> names = corpus.standingFor(Set.of("soeur"), List.of("enfants", "soeur", "bastien"), 3, 0.5,
                Set.of("enfant", "soeur", "bastien"));
        assertThat(names).as("Bastien's sister, not Inès's").contains(List.of("luci")).doesNotContain(List.of("margaux"));
    }

    @Test
    void namesAreToldByTheirCapitalAndAMessageThatSaysSheOrIlSpeaksOfSomeone() {
        Mentions lena = Mentions.of("Her name's Lena. I met her at the climbing wall in St Werburghs.");
        assertThat(lena.inside()).contains("lena", "werburghs").doesNotContain("i", "her");
        assertThat(lena.atStart()).contains("her");
        assertThat(lena.pointsBack()).isTrue();
        assertThat(Mentions.of("WHAT. Tell me everything").inside()).as("shouted, not a name").isEmpty();
        assertThat(Mentions.of("Tell me everything").pointsBack()).isFalse();
        assertThat(Mentions.of("« Rose est née mercredi », il a dit. Lucie va bien.").inside()).isEmpty();
        assertThat(Mentions.of("Elle a adoré Biarritz.").inside()).containsExactly("biarritz");
        assertThat(Mentions.of("Elle a adoré Biarritz.").pointsBack()).isTrue();
    }

    @Test
    void aMessageThatSaysSheIsFoundByTheNameSaidJustBeforeItInItsSitting() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Owen", "Her name's Lena. We had a coffee after the climbing wall.",
                        "'owen':1A 'name':2B,6B 'lena':3B 'len':7B 'coffe':4B 'coffee':8B 'wall':5B,9B", evening),
                row(session, "Priya", "You dark horse, Owen! What does she do?", "'priya':1A 'dark':2B,5B 'hors':3B 'horse':6B 'owen':4B,7B",
                        evening + 60),
                row(session, "Owen", "She's a vet nurse.", "'owen':1A 'vet':2B,4B 'nurs':3B 'nurse':5B", evening + 120),
                row(session, "Owen", "A nurse came to check on Dad.", "'owen':1A 'nurs':2B 'nurse':4B 'check':3B,5B", evening + 180),
                row(session, "Owen", "She laughed, Lena, at my van.", "'owen':1A 'laugh':2B,4B 'van':3B,5B", evening + 86_400)), WEIGHTS);

        double[] lena = corpus.bm25(List.of(List.of("lena", "len")));
        assertThat(lena[2]).as("\"she\" two messages after Lena was named").isGreaterThan(0);
        assertThat(lena[3]).as("no one spoken of").isZero();
        assertThat(lena[4]).as("said the next day: another sitting").isZero();
        assertThat(corpus.bm25(List.of(List.of("owen")))[2]).as("the speakers' own names are not carried")
                .isEqualTo(corpus.bm25(List.of(List.of("owen")))[3]);
        UserCorpus without = UserCorpus.of(List.of(
                row(session, "Owen", "Her name's Lena.", "'owen':1A 'name':2B,4B 'lena':3B 'len':5B", evening),
                row(session, "Owen", "She's a vet nurse.", "'owen':1A 'vet':2B,4B 'nurs':3B 'nurse':5B", evening + 60)),
                new UserCorpus.FieldWeights(0.5, 1, 0.3, 0));
        assertThat(without.bm25(List.of(List.of("lena", "len")))[1]).as("turned off").isZero();
        UserCorpus dad = UserCorpus.of(List.of(
                row(session, "Hannah", "How's your dad doing?", "'hannah':1A 'dad':2B,4B 'do':3B 'doing':5B", evening),
                row(session, "Luke", "Same as ever. He still writes me letters.", "'luke':1A 'still':2B,5B 'writ':3B 'write':6B 'lettr':4B 'letter':7B",
                        evening + 60)), WEIGHTS);
        assertThat(dad.bm25(List.of(List.of("pere", "father", "dad")))[1]).as("\"he\" after \"your dad\"").isGreaterThan(0);
    }

    @Test
    void theNamesTheBestRowsSayAreSearchedForEvenWhenTheyComeBackTooOftenForARareWord() {
        UUID session = UUID.randomUUID();
        long day = 1_700_000_000L;
        List<UserCorpus.Row> rows = new ArrayList<>(List.of(
                row(session, "Ines", "Notre vieux Filou boite depuis lundi, le véto parle d'arthrose.",
                        "'ines':1A 'vieux':2B 'filou':3B 'boit':4B 'veto':5B 'arthros':6B", day),
                row(session, "Ines", "Filou a dormi toute la journée au soleil.", "'ines':1A 'filou':2B 'dorm':3B 'soleil':4B",
                        day + 30 * 86_400),
                row(session, "Ines", "On a emmené Filou à la plage, il a couru comme un chiot.",
                        "'ines':1A 'emmen':2B 'filou':3B 'plag':4B 'cour':5B 'chiot':6B", day + 60 * 86_400)));
        for (int i = 0; i < 40; i++) {
            rows.add(row(session, "Ines", "Il pleut encore sur Brest.", "'ines':1A 'pleut':2B 'brest':3B", day + (90 + i) * 86_400L));
        }
        UserCorpus corpus = UserCorpus.of(rows, WEIGHTS);

        assertThat(corpus.distinctiveWords(List.of(0), 8, 0.02, Set.of())).as("said in three rows of 43: not rare")
                .doesNotContain(List.of("filou"));
        assertThat(corpus.namesSaid(List.of(0), 2, 0.1, Set.of())).as("but a name").containsExactly(List.of("filou"));
        assertThat(corpus.namesSaid(List.of(3), 2, 0.1, Set.of())).as("Brest: in nearly every row").isEmpty();
        assertThat(corpus.namesSaid(List.of(0), 2, 0.1, Set.of("filou"))).as("already searched").isEmpty();
        assertThat(corpus.namesSaid(List.of(0), 0, 0.1, Set.of())).as("turned off").isEmpty();
    }

    @Test
    void frenchNeufCountsNineUnlessItSaysNew() {
        assertThat(UserCorpus.countsNine(Lexicon.words("Neuf, je crois. Depuis le lycée"))).isTrue();
        assertThat(UserCorpus.countsNine(Lexicon.words("Il a neuf ans la semaine prochaine"))).isTrue();
        assertThat(UserCorpus.countsNine(Lexicon.words("Salut ! Quoi de neuf ?"))).isFalse();
        assertThat(UserCorpus.countsNine(Lexicon.words("Le vélo est comme neuf depuis la révision"))).isFalse();
        assertThat(UserCorpus.countsNine(Lexicon.words("800 € d'occasion au lieu de 2000 neuf"))).isFalse();
        assertThat(UserCorpus.countsNine(Lexicon.words("La voiture est en état neuf"))).isFalse();
    }

    @Test
    void aWordThatNamesAKindBringsItsThingsButAThingDoesNotBringItsKind() {
        Lexicon lexicon = Lexicon.get();
        assertThat(lexicon.thingsOf("pets")).contains("ferret", "chat", "dog");
        assertThat(lexicon.thingsOf("sportif")).as("by its stem").contains("rugby", "tennis");
        assertThat(lexicon.thingsOf("metier")).contains("pharmacien", "nurse");
        assertThat(lexicon.thingsOf("dog")).isEmpty();
        assertThat(lexicon.thingsOf("argent")).as("a question about money").contains("loyer", "salary", "loan");
        assertThat(lexicon.thingsOf("froid")).as("how one bears the cold").contains("neige", "skating");
        assertThat(lexicon.thingsOf("famille")).as("by its stem").contains("soeur", "mum");
        assertThat(lexicon.thingsOf("bricoleur")).contains("menuiserie", "repair");
        assertThat(lexicon.thingsOf("hobbies")).as("bread, not the English word for a hurt").contains("bread")
                .doesNotContain("pain");
        assertThat(lexicon.thingsOf("petit")).as("not a pet").isEmpty();
        assertThat(SearchQuery.of("What pets does Lena have?", lexicon).forEmbedding()).as("the question's vector stays on it")
                .doesNotContain("ferret");
    }

    @Test
    void aQuestionAboutSomeonesJobOrDiagnosisSearchesForTheTradesAndIllnessesItDoesNotName() {
        Lexicon lexicon = Lexicon.get();
        // "What does her husband do for a living?" / "he's a carpenter"; "le métier de sa sœur" / "elle est orthophoniste"
        assertThat(lexicon.thingsOf("living")).contains("carpenter", "librarian", "hairdresser");
        assertThat(lexicon.thingsOf("metier")).contains("orthophoniste", "menuisier", "bibliothecaire");
        // "Qu'a dit le diagnostic ?" / "une tendinite"; "What did the MRI show?" / "a torn meniscus"
        assertThat(lexicon.thingsOf("diagnostic")).contains("tendinite", "hernie", "kidney");
        assertThat(lexicon.thingsOf("mri")).contains("meniscus", "fracture");
        assertThat(lexicon.thingsOf("irm")).as("in French").contains("menisque", "kyste");
        assertThat(lexicon.thingsOf("carpenter")).as("a trade does not bring the others").isEmpty();
    }

    @Test
    void yesOrNoQuestionsAreToldInFrenchAsInEnglish() {
        assertThat(MultiAngleSearch.asksYesOrNo("Would Maya enjoy a week of sailing? Why?")).isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("Est-ce que Paul aime le jazz ?")).isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("Léa aimerait-elle un séjour à la montagne ? Pourquoi ?")).as("inverted").isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("Le déménagement de Hugo s'est-il bien passé ?")).isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("Bastien préfère-t-il le thé ou le café ?")).as("ou, the or").isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("Quand Bastien s'est-il blessé ?")).isFalse();
        assertThat(MultiAngleSearch.asksYesOrNo("Dans quelle ville Inès a-t-elle grandi ?")).isFalse();
        assertThat(MultiAngleSearch.asksYesOrNo("Où Nino a-t-il rangé ses clés ?")).isFalse();
        assertThat(MultiAngleSearch.asksYesOrNo("What did Tom cook for the party?")).isFalse();
        assertThat(MultiAngleSearch.asksYesOrNo("Was Dan pleased with his new bike? Why not?")).isTrue();
        assertThat(MultiAngleSearch.asksYesOrNo("À quel moment Lise a-t-elle rendu les clés ?")).as("à, not the verb a").isFalse();
    }

    @Test
    void howManyQuestionsAreTold() {
        assertThat(MultiAngleSearch.asksHowMany("How many children does Tom's sister have?")).isTrue();
        assertThat(MultiAngleSearch.asksHowMany("En combien de temps Hugo a-t-il couru le semi ?")).isTrue();
        assertThat(MultiAngleSearch.asksHowMany("Quel âge a Nino ?")).isTrue();
        assertThat(MultiAngleSearch.asksHowMany("How did Hannah's life with dogs change?")).isFalse();
    }

    @Test
    void theMonthAndYearAQuestionNamesAreWhatItsMessagesWereSaidIn() {
        long october2023 = java.time.OffsetDateTime.parse("2023-10-08T11:05:00+01:00").toEpochSecond();
        long august2024 = java.time.OffsetDateTime.parse("2024-08-18T21:00:00+01:00").toEpochSecond();
        SaidWhen promotion = SaidWhen.of("Who was given the promotion Hannah interviewed for in October 2023?");
        assertThat(promotion).isEqualTo(new SaidWhen(10, 2023));
        assertThat(promotion.matches(october2023)).isTrue();
        assertThat(promotion.matches(august2024)).as("\"Busy October.\" said in August 2024").isFalse();
        assertThat(SaidWhen.of("Sur quels animaux portaient les enregistrements présentés en janvier ?")).isEqualTo(new SaidWhen(1, 0));
        assertThat(SaidWhen.of("Quand est-il venu, en mars ?")).isEqualTo(new SaidWhen(3, 0));
        assertThat(SaidWhen.of("What did she say in 2024?").matches(august2024)).isTrue();
        assertThat(SaidWhen.of("May I ask what class Maya took?")).as("\"may\" the verb").isEqualTo(SaidWhen.NONE);
        assertThat(SaidWhen.of("Would Maya enjoy a trip to Mars?")).isEqualTo(SaidWhen.NONE);
        assertThat(SaidWhen.NONE.matches(october2023)).isFalse();
    }

    @Test
    void aMessageGetsAShareOfItsNeighboursAndALittleOfItsSittingButNothingFromAnotherSitting() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Noor", "'kayak':1B", evening),
                row(session, "Ravi", "'happen':1B", evening + 60),
                row(session, "Noor", "'capsiz':1B", evening + 120),
                row(session, "Noor", "'river':1B", evening + 180),
                row(session, "Noor", "'rescu':1B", evening + 240),
                row(session, "Ravi", "'later':1B", evening + 7 * 86_400)), WEIGHTS);
        double[] scores = {10, 0, 0, 0, 0, 0};

        double[] spread = corpus.withSitting(scores, 0.1, 0.1, 0.05, 3);

        assertThat(spread[1]).as("said just after").isEqualTo(1.0);
        assertThat(spread[2]).as("two lines further in the sitting").isEqualTo(0.5);
        assertThat(spread[3]).as("three lines further").isEqualTo(0.5);
        assertThat(spread[4]).as("beyond the reach").isZero();
        assertThat(spread[5]).as("a week later: another sitting").isZero();
        assertThat(spread[0]).as("its own score is kept").isEqualTo(10);
        assertThat(corpus.withSitting(new double[] {-0.2, 0.1, Double.NaN, 0, 0, 0}, 0.1, 0.1, 0.05, 3)[1])
                .as("a neighbour's negative cosine takes nothing away").isEqualTo(0.1);
    }

    @Test
    void anAnswerGetsItsShareOfTheQuestionItAnswersButNotOfALineItMerelyFollows() {
        UUID session = UUID.randomUUID();
        long evening = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Yasmine", "Et ton genou, le kiné en dit quoi ?", "'genou':1B", evening),
                row(session, "Paul", "Encore trois séances.", "'seanc':1B", evening + 60),
                row(session, "Paul", "J'ai repris le vélo.", "'velo':1B", evening + 120),
                row(session, "Paul", "Mon genou va mieux.", "'genou':1B", evening + 180),
                row(session, "Paul", "Le vélo électrique aide.", "'velo':1B", evening + 240)), WEIGHTS);
        double[] scores = {10, 0, 0, 10, 0};

        double[] spread = corpus.withSitting(scores, 0.1, 0.5, 0, 1);

        assertThat(corpus.answers(1)).isTrue();
        assertThat(corpus.answers(2)).as("no question before it").isFalse();
        assertThat(spread[1]).as("answers the question about the knee").isEqualTo(5.0);
        assertThat(spread[4]).as("only follows the line about the knee").isEqualTo(1.0);
        assertThat(spread[2]).as("said by the same speaker after his own line").isEqualTo(1.0);
    }

    @Test
    void theAssistantsReplyEchoesTheUsersLineAndTakesNoShareOfIt() {
        UUID session = UUID.randomUUID();
        long morning = 1_700_000_000L;
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, null, "Mon chat s'appelle Pistache, il a 3 ans ?", "'chat':1B 'pistach':2B", morning),
                assistantReply(session, "Pistache, quel joli nom !", "'pistach':1B 'joli':2B", morning + 1),
                row(session, null, "Et il adore les croquettes.", "'croquet':1B", morning + 60)), WEIGHTS);
        double[] scores = {10, 4, 0};

        double[] spread = corpus.withSitting(scores, 0.3, 0.5, 0.05, 3);

        assertThat(spread[1]).as("the reply keeps its own score only").isEqualTo(4);
        assertThat(spread[2]).as("the user's next line still takes its share").isGreaterThan(0);
    }

    @Test
    void aRelativeOfTheSpeakerNamedIsWhomThatSpeakerSpeaksOfNotTheOtherSpeakers() {
        UUID session = UUID.randomUUID();
        UserCorpus corpus = UserCorpus.of(List.of(
                // "Mon frère a eu son permis !" (Paul), "Mon frère aussi, l'an dernier." (Léa), "Le mien est prof." (Paul)
                row(session, "Paul", "'paul':1A 'frer':2B 'frere':5B 'permi':3B,6B 'eu':4B"),
                row(session, "Léa", "'lea':1A 'frer':2B 'frere':4B 'dernier':3B,5B"),
                row(session, "Paul", "'paul':1A 'prof':2B,3B")), WEIGHTS);
        List<List<String>> brother = List.of(List.of("frere", "frer", "brother"));

        double[] said = corpus.saidBySpeakersNamed(brother, List.of("frere", "paul", "permis"));

        assertThat(said[0]).as("Paul's brother").isGreaterThan(0);
        assertThat(said[1]).as("Léa's brother").isZero();
        assertThat(said[2]).as("no brother said").isZero();
        assertThat(corpus.saidBySpeakersNamed(brother, List.of("frere", "permis"))).as("no speaker named").isNull();
        assertThat(Lexicon.get().sameRelationWords("papa")).contains("pere", "father", "dad");
        assertThat(Lexicon.get().sameRelationWords("permis")).isEmpty();
    }

    @Test
    void anEnglishQuestionIsEmbeddedWithoutTheNamesOfTheSpeakersWhoseEveryMessageCarriesThem() {
        UUID session = UUID.randomUUID();
        UserCorpus corpus = UserCorpus.of(List.of(
                row(session, "Priya Nair", "'garden':1B"),
                row(session, "Tomasz", "'allotment':1B")), WEIGHTS);

        assertThat(corpus.withoutSpeakers("What did Priya's neighbour grow in her garden?"))
                .isEqualTo("What did neighbour grow in her garden?");
        assertThat(corpus.withoutSpeakers("Where does Tomasz keep the bees that Greta gave him?"))
                .as("another person named is what is asked").isEqualTo("Where does keep the bees that Greta gave him?");
        assertThat(corpus.withoutSpeakers("Tomasz?")).as("nothing left but the name").isEqualTo("Tomasz?");
    }

    @Test
    void theTurnsThatTellOfWhatTheBestHitsTellOfAreCloserToThemThanAWordHitOnAnotherThing() {
        UUID session = UUID.randomUUID();
        // "How is Noor's allotment doing?": three turns about it found first, then the candidates to rank below them
        UserCorpus corpus = UserCorpus.of(List.of(
                withVector(session, "Noor", "'allotment':1B 'plot':2B", 1, 0.1f, 0),
                withVector(session, "Noor", "'courgett':1B 'glut':2B", 0.9f, 0.2f, 0),
                withVector(session, "Noor", "'allotment':1B 'committe':2B", 0.8f, 0, 0.3f),
                withVector(session, "Noor", "'slug':1B 'lettuc':2B", 0.95f, 0.15f, 0.1f),
                withVector(session, "Noor", "'allotment':1B 'parking':2B 'fine':3B", 0.1f, 1, 0.2f),
                withVector(session, "Noor", "'tomato':1B 'blight':2B")), WEIGHTS);

        double[] closeness = corpus.closenessToFirst(new int[] {0, 1, 2, 3, 4, 5}, 3);
        assertThat(closeness[3]).as("slugs in the lettuce: the same story in other words")
                .isGreaterThan(closeness[4] + 0.3);
        assertThat(closeness[5]).as("a turn not embedded yet is neither raised nor held back")
                .isCloseTo((closeness[0] + closeness[1] + closeness[2] + closeness[3] + closeness[4]) / 5, within(1e-9));
        assertThat(corpus.closenessToFirst(new int[] {0, 4}, 3)).as("two hits: nothing to tell apart").containsOnly(0.0);
    }

    /** A message with its vector (normalised; none when no values are given). */
    private static UserCorpus.Row withVector(UUID session, String speaker, String tsvector, float... values) {
        float[] vector = null;
        if (values.length > 0) {
            double norm = 0;
            for (float value : values) {
                norm += value * value;
            }
            vector = new float[values.length];
            for (int i = 0; i < values.length; i++) {
                vector[i] = (float) (values[i] / Math.sqrt(norm));
            }
        }
        return new UserCorpus.Row(HitType.MESSAGE.ref(UUID.randomUUID()), session, speaker, 0, tsvector, vector, 0, 0, null, false);
    }

    private static UserCorpus.Row row(UUID session, String speaker, String tsvector) {
        return row(session, speaker, tsvector, 0);
    }

    private static UserCorpus.Row row(UUID session, String speaker, String tsvector, long epochSecond) {
        return row(session, speaker, null, tsvector, epochSecond);
    }

    private static UserCorpus.Row row(UUID session, String speaker, String text, String tsvector, long epochSecond) {
        return new UserCorpus.Row(HitType.MESSAGE.ref(UUID.randomUUID()), session, speaker, epochSecond, tsvector, null,
                epochSecond * 1_000_000, 0, text, false);
    }

    private static UserCorpus.Row assistantReply(UUID session, String text, String tsvector, long epochSecond) {
        return new UserCorpus.Row(HitType.MESSAGE.ref(UUID.randomUUID()), session, null, epochSecond, tsvector, null,
                epochSecond * 1_000_000, 0, text, true);
    }
}
