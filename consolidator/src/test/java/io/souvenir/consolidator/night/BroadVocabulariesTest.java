package io.souvenir.consolidator.night;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes.Who;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The night's broad vocabularies of the guarded domains (read on stems, in the text's language),
 * and the readings that keep a value of someone else's or a paraphrase from being applied.
 */
class BroadVocabulariesTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-10-14T02:00:00+02:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    /** Each said without the word the older lists knew, and inflected (plurals, tenses, genders) where the stem must hold. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "health   | My aunt is back on the ward after a second seizure",
        "health   | Grandma's cataracts are getting worse",
        "health   | Mon oncle a été greffé du rein l'an dernier",
        "health   | Ma belle-mère est suivie en cardiologie à Tours",
        "health   | Théo passe un bilan d'orthoptie mardi",
        "health   | My nephew was just assessed for dyslexia",
        "health   | Ma fille attend les résultats de sa coqueluche",
        "health   | Dad's had two mini-strokes since the summer",
        "health   | She gave birth to a little girl on Tuesday night",
        "health   | Ma sœur a perdu les eaux dans le taxi",
        "health   | My husband's bloods came back odd, they want him on tablets",
        "health   | I get pins and needles in both feet at night",
        "health   | Mon père est en réanimation depuis dimanche",
        "health   | We're going to be a family of four, I'm at 20 weeks",
        "health   | My son has a lazy eye and wears a patch",
        "health   | We lost our baby at 20 weeks",
        "health   | Mon père a une bronchopneumonie",
        "health   | Mon fils a un retard de langage",
        "health   | I'm seeing a dietitian about my weight",
        "health   | My partner has sleep apnoea and uses a machine",
        "health   | Our youngest is on the autism spectrum",
        "health   | My uncle is eighteen months clean",
        "health   | Ma sœur part en congé maternité en avril",
        "legal    | Her ex is awaiting trial for the break-in",
        "identity | I've applied for a residence card for my husband",
        "health   | my cousin's been self harming since the summer",
        "health   | Dad passed a kidney stone on Sunday",
        "health   | she's 10 weeks gone and already sick every morning",
        "legal    | My sister took out a non-molestation order",
        "finance  | We're two months behind on the council tax",
        "finance  | My father-in-law left us his flat in his will",
        "finance  | Mon frère nous verse 200 par mois pour la maison",
        "finance  | Ma boîte est en liquidation",
        "finance  | The builder I used went bust owing me money",
        "finance  | Ma mère est en surendettement",
        "finance  | We're struggling to pay the nursery",
        "legal    | My cousin was released on bail last night",
        "legal    | Mon voisin a été arrêté pour trafic",
        "legal    | The landlord is evicting the whole building",
        "legal    | Mon fils a eu une convocation devant le juge des enfants",
        "legal    | She's doing community service for the graffiti",
        "identity | Samir is a practising Muslim",
        "identity | Ma femme est devenue pentecôtiste",
        "identity | My gran was a Methodist all her life",
        "identity | Ma fille fait sa profession de foi en juin",
        "identity | He's waiting on his leave to remain",
        "health   | My son keeps an EpiPen in his school bag since the peanut thing",
        "finance  | The mortgage is three months overdue and the bank keeps writing",
        "finance  | On a deux loyers de retard depuis l'été",
        "legal    | My brother has to plead guilty on Monday over the fight",
        "legal    | Mon cousin va plaider coupable la semaine prochaine",
        "health   | Inès — ma belle-sœur, due in March with twins",
        "health   | She's due on the 14th and the bag is packed"})
    void aSensitiveCandidateSaidInOtherWordsGoesToReviewNamingItsDomain(String domain, String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    /** Words that share a stem or a spelling with a guarded word and mean something else. */
    @ParameterizedTest
    @ValueSource(strings = {"Je vis à Vannes depuis 2019", "We ate at a Thai place called Kin Khao", "The kids love the Natural History Museum",
        "I reside in Bath now, near the Circus", "Je suis prête pour le semi-marathon", "C'est pratique d'habiter près de la gare",
        "I've been saving seeds from the garden", "Il se plaint toujours de la météo", "Mon frère Jules joue le policier dans la pièce du collège",
        "My son loves playing doctors with his cousins", "Je regarde Dr Quinn le dimanche", "I'm watching Grey's Anatomy again",
        "Elle est conseillère bancaire à Niort", "I work on the ambulances in Hull", "Rappelle-moi de payer la cantine vendredi",
        "Un nouveau resto coréen à tester près du bureau", "Ma fille fait médecine à Tours", "Big exam tomorrow, pray for me",
        "She has a lot of sympathy for the neighbours", "J'ai la nostalgie de la Bretagne",
        "Ma tante est sage-femme à la maternité de Lens", "He keeps the kitchen clean",
        "Faut que je rende son vélo à Jérémie", "She works in academia", "I got a new cell phone for my birthday",
        "The library books are two weeks overdue", "My report is due on the 14th", "Tom — my colleague, due back from Lyon on Monday"})
    void aHarmlessSentenceThatSharesAStemOrAWordIsNotSentToReview(String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** A treatment one gives oneself, told by its gestures without the illness or the medicine (a diabetes told through its units). */
    @ParameterizedTest
    @ValueSource(strings = {"Mon mari se pique au ventre matin et soir", "Je me pique le doigt quatre fois par jour",
        "Ma fille fait ses unités toute seule maintenant", "My grandad does his units before every meal",
        "I prick my finger before I drive", "She injects herself twice a day", "Il contrôle son taux avant le sport",
        "I check my levels every morning"})
    void aTreatmentGivenToOneselfWithoutItsNameGoesToReview(String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT))).isEqualTo(Verdict.sensitive(Domain.HEALTH));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Les oignons me piquent les yeux", "Je me suis piqué avec une ortie au jardin", "My son did his homework alone",
        "We do our units of the Lego set one by one", "I check my emails before breakfast"})
    void aPrickOrAUnitThatIsNoTreatmentIsNotSentToReview(String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** A word that names something sensitive only in one of its uses: a first name, a title, a place. */
    @ParameterizedTest
    @ValueSource(strings = {"On a emménagé près de la Part-Dieu", "Baptiste — mon cousin, il fait du rugby",
        "My daughter got Ms. Okafor for maths this year"})
    void aFirstNameATitleAPlaceOrAShopIsNotTheSensitiveWordItSpells(String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"health | Mon père est au CHU depuis lundi", "identity | Ma tante est baptiste",
        "health | My wife has MS", "identity | Ma grand-mère croit en Dieu"})
    void theSameWordsInTheirSensitiveUseStillGoToReview(String domain, String text) {
        assertThat(classifier.decide(Beside.alone(fact(text), NIGHT))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    @Test
    void aJobAtAHospitalSaidWithoutAnArticleIsAJobNotACare() {
        assertThat(classifier.decide(Beside.alone(fact("Je travaille au CHU de Brest"), NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
        assertThat(classifier.decide(Beside.alone(fact("I work at Guy's Hospital"), NIGHT)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
        assertThat(classifier.decide(Beside.alone(fact("J'ai passé trois nuits au CHU de Brest"), NIGHT)).outcome()).isEqualTo(Outcome.REVIEW);
    }

    @Test
    void aValueOfSomeoneOfAnothersSupersedesNothing() {
        assertThat(beside(card("Jules — mon fils, 9 ans", "Jules", "son"), about("La fille de ma collègue a 11 ans", null, "daughter"))
                .outcome()).isNotEqualTo(Outcome.SUPERSEDED);
        assertThat(beside(card("Jules — mon fils, 9 ans", "Jules", "son"), about("Le meilleur ami de mon fils Jules a 10 ans", "Jules", "son"))
                .outcome()).isNotEqualTo(Outcome.SUPERSEDED);
        assertThat(beside(card("Amira — my daughter, 12", "Amira", "daughter"), about("Amira's coach is 31", "Amira", "daughter"))
                .outcome()).isNotEqualTo(Outcome.SUPERSEDED);
        assertThat(beside(card("Finn — my nephew, 14", "Finn", "nephew"), about("Finn's older sister Ava is 17", "Finn", "nephew"))
                .outcome()).isNotEqualTo(Outcome.SUPERSEDED);
        // the person's own value still supersedes
        assertThat(beside(card("Amira — my daughter, 12", "Amira", "daughter"), about("Amira turned 13 on Friday", "Amira", "daughter")))
                .isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aNewPartnerDescribedBySomeoneElsesWordsStillSupersedes() {
        Known single = new Known("a1", "fact", "identity", "none", "Je suis célibataire", List.of(), 0.9);
        Known partner = new Known("c", "fact", "identity", "none", "Je suis avec Nadia depuis l'été, la cousine de mon collègue",
                List.of(new Who("Nadia", "girlfriend")), 0.9);

        assertThat(beside(single, partner)).isEqualTo(Verdict.supersede("a1"));
    }

    @Test
    void aCandidateThatGoesOverAKnownMemoryInOtherWordsIsHeld() {
        assertThat(beside(card("Noisette — mon lapin, bélier nain, 2 ans", "Noisette", "rabbit"),
                heard("Noisette — mon lapin, un bélier nain adorable", "Noisette", "rabbit")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(card("Rex — my dog, barks at every cyclist, 5", "Rex", "dog"),
                heard("Rex — my dog, always barks at cyclists", "Rex", "dog")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        // another detail, or the same kind of plan on another date, is news
        assertThat(beside(card("Noisette — mon lapin, bélier nain, 2 ans", "Noisette", "rabbit"),
                heard("Noisette — mon lapin, adore les fanes de carottes", "Noisette", "rabbit")).outcome()).isEqualTo(Outcome.PROMOTED);
        assertThat(beside(new Known("a1", "fact", "commitment", "none", "Je dois rendre le rapport annuel le 3 mars", List.of(), 0.9),
                new Known("c", "fact", "commitment", "none", "Je dois rendre le rapport trimestriel le 12 avril", List.of(), 0.9)).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    /** The same card said again with a chat word for the relation, or with its value cut short, adds nothing. */
    @Test
    void aCardSaidAgainInChatWordsOrCutShortIsKnown() {
        assertThat(beside(card("Rafael — my husband, plumber", "Rafael", "husband"), heard("Rafael — my hubby", "Rafael", "husband")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(card("Chloé — ma sœur, kinésithérapeute", "Chloé", "sister"),
                heard("Ma frangine Chloé est kiné", "Chloé", "sister")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        // another job is not the same one cut short
        assertThat(beside(card("Chloé — ma sœur, kinésithérapeute", "Chloé", "sister"),
                heard("Ma frangine Chloé est prof", "Chloé", "sister")).rule()).isNotEqualTo(Rule.ALREADY_KNOWN);
    }

    @Test
    void thePlanSaidAgainInShortIsKnownAndAnotherPlanIsNews() {
        Known choir = new Known("a1", "event", null, "none", "Choir practice at St Mary's on Tuesday at 7", List.of(), 0.9);
        assertThat(beside(choir, new Known("c", "event", null, "none", "choir tues 7pm at St Mary's", List.of(), 0.9)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(choir, new Known("c", "event", null, "none", "Dentist on Tuesday at 9", List.of(), 0.9)).outcome())
                .isEqualTo(Outcome.PROMOTED);
    }

    private Verdict beside(Known active, Known candidate) {
        return classifier.decide(Beside.among(List.of(active), candidate, NIGHT));
    }

    private static Known fact(String text) {
        return new Known("c", "fact", "general", "none", text, List.of(), 0.9);
    }

    private static Known about(String text, String name, String relation) {
        return new Known("c", "fact", "general", "none", text, List.of(new Who(name, relation)), 0.9);
    }

    private static Known heard(String text, String name, String relation) {
        return new Known("c", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }

    private static Known card(String text, String name, String relation) {
        return new Known("a1", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }
}
