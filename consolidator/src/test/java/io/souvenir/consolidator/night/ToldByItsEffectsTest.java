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
 * Sensitive matters told by what they do to a day (a device slept with, a pouch changed) rather than
 * by their name, and the work, the places and the training that only share their words.
 */
class ToldByItsEffectsTest {

    private static final OffsetDateTime NIGHT = OffsetDateTime.parse("2026-11-18T02:00:00+01:00");

    private final Classifier classifier = new Classifier(0.6, Duration.ofHours(24));

    /** A treatment told by the device that gives it, or by the gesture of using it. */
    @ParameterizedTest
    @ValueSource(strings = {"Mon père dort avec sa machine à PPC depuis l'hiver", "My wife can't travel without her CPAP anymore",
        "Ma voisine est branchée à son concentrateur toute la journée", "Grandpa's plugged into an oxygen tank most afternoons",
        "Elle change sa poche de stomie toute seule maintenant", "I wear compression stockings on every flight since the summer",
        "Mon fils porte une attelle au poignet pour trois semaines", "My daughter has a glucose sensor on her arm now",
        "Je fais mes aérosols matin et soir", "He's had a heart monitor on all week"})
    void aTreatmentToldByItsDeviceGoesToReview(String text) {
        assertThat(classifier.decide(alone(text))).isEqualTo(Verdict.sensitive(Domain.HEALTH));
    }

    @ParameterizedTest
    @ValueSource(strings = {"I sleep with a white noise machine", "Je dors avec un masque sur les yeux",
        "I hooked my laptop up to the big monitor at work", "J'ai branché la machine à laver chez ma sœur",
        "My son does freestyle on his scooter at the skatepark"})
    void aMachineOrAMaskThatTreatsNothingIsNotSentToReview(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** Work at an office that handles benefits or taxes, in a hospital's team, or a care job one trains for. */
    @ParameterizedTest
    @ValueSource(strings = {"Je suis conseillère à l'agence France Travail de Lorient", "I'm a civil servant at the tax office in Croydon",
        "I've joined the ICU team at St Thomas'", "Je suis passée dans l'équipe de nuit des urgences",
        "My brother is retraining as a paramedic", "Ma cousine se reconvertit en infirmière"})
    void workAtAnOfficeOrATeamOfCareIsAJobNotASensitiveMatter(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"finance | J'ai rendez-vous avec ma conseillère France Travail jeudi",
        "finance | My caseworker at the jobcentre wants me on a course", "health | My dad was moved to the ICU after the fall",
        "identity | My neighbour found Jesus last year"})
    void theSameOfficesAndWordsInTheirSensitiveUseStillGoToReview(String domain, String text) {
        assertThat(classifier.decide(alone(text))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    /** A holy word inside a place's hyphenated name says no faith. */
    @ParameterizedTest
    @ValueSource(strings = {"Ma fille entre à l'école Saint-Enfant-Jésus en septembre", "Mon oncle habite juste derrière l'Hôtel-Dieu"})
    void aPlaceNamedAfterAHolyNameIsNoFaith(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /**
     * Each told by what it brings about, its steps or its practices, without the word of its domain: goods seized, a
     * hearing, a citizenship granted, a fast kept, an infusion, a pregnancy by its weeks.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "finance  | Ils ont saisi ma voiture la semaine dernière",
        "finance  | On a une saisie sur salaire depuis septembre",
        "finance  | Enforcement officers clamped my van this morning",
        "finance  | I went way over my agreed limit at Barclays",
        "finance  | Deux chèques rejetés cette semaine, la conseillère m'a appelée",
        "finance  | My rent bounced again this month",
        "finance  | Je suis dans le négatif depuis le 10",
        "finance  | Borrowed off one of those payday lenders to fix the boiler",
        "legal    | Mon frère a fait appel du jugement",
        "legal    | La prochaine audience est le 4 avril",
        "legal    | I had to make a statement to the police about the fight outside the pub",
        "legal    | Her brief said she'd walk",
        "legal    | The charges against my cousin were dropped on Monday",
        "legal    | L'affaire de mon oncle a été classée sans suite",
        "identity | Mon mari a obtenu sa carte de dix ans",
        "identity | Ma belle-sœur s'est vu refuser le séjour",
        "identity | She's been granted residency until 2030",
        "identity | Mon voisin fait ses ablutions avant le repas",
        "identity | Je ne rate jamais la salat du vendredi",
        "identity | Elle ne mange rien entre le lever du soleil et la nuit tombée pendant un mois",
        "identity | Le vendredi soir on allume les bougies chez mes beaux-parents",
        "identity | My sister plays bass in the worship band",
        "identity | She started wearing a niqab last year",
        "health   | Ma mère a sa perfusion de fer lundi",
        "health   | I'm at the day unit for my iron every month",
        "health   | Mon oncle finit ses rayons vendredi",
        "health   | Dad sees the nephrology team every quarter",
        "health   | Ma sœur en est à 20 semaines",
        "health   | I'm 26 weeks and the heartburn is unreal",
        "health   | The baby's breech so they might book a section",
        "finance  | EDF nous a coupé l'électricité mardi",
        "finance  | They've cut off my brother's power again",
        "finance  | I've fallen behind again, the letters keep coming",
        "finance  | My son pawned his guitar to pay his phone bill",
        "finance  | On reçoit un colis du Secours populaire chaque semaine",
        "finance  | Struggling to make it to the end of the month again",
        "legal    | Mon voisin a été entendu comme témoin par les gendarmes",
        "legal    | My nephew was taken in for questioning on Saturday",
        "legal    | Her boyfriend got banged up for a year",
        "legal    | He's fitted with an ankle tag till June",
        "identity | We finally heard back from the Home Office",
        "identity | Ma belle-mère se couvre les cheveux pour sortir",
        "identity | We break the fast together at my aunt's every evening",
        "identity | From Friday sunset we don't drive anywhere",
        "health   | Our embryo transfer is booked for the 14th",
        "health   | Grandad needs help to get dressed now",
        "health   | Ma mère a un tuyau dans le nez jour et nuit",
        "health   | Mon fils est suivi au CMPP depuis la rentrée",
        "health   | My flatmate hears voices when she's stressed",
        "health   | Je vais à un groupe de parole le jeudi soir",
        "legal    | Mon beau-frère a écopé de dix-huit mois",
        "legal    | La procureure a fait appel",
        "legal    | Her case goes before the magistrates in May",
        "identity | Mon décret est paru au Journal officiel",
        "identity | My citizenship ceremony is on the 9th",
        "identity | On fait maigre le vendredi saint",
        "identity | My in-laws say grace in Tagalog",
        "identity | Ma sœur a décidé d'enlever le voile",
        "health   | Mon fils est passé sous pompe cet été",
        "health   | My niece wears a back brace at night",
        "health   | Grandpa is receiving end-of-life care at home",
        "health   | Je suis sobre depuis la naissance de ma fille",
        "health   | My mum's going through the change",
        "finance  | Got a final notice from the water company"})
    void aMatterToldByWhatItBringsAboutGoesToReview(String domain, String text) {
        assertThat(classifier.decide(alone(text))).isEqualTo(Verdict.sensitive(Domain.valueOf(domain.toUpperCase(Locale.ROOT))));
    }

    /** The same words in their everyday sense: a plumber called in, a reading list, a back garden, a scarf knitted. */
    @ParameterizedTest
    @ValueSource(strings = {
        "J'ai fait appel à un plombier pour la fuite", "L'audience de la série a explosé cet été",
        "I gave a statement at the team meeting about the budget", "I'm 3 weeks into the new job",
        "Mon fils fait les rayons chez Lidl", "The evening service to Leeds got cancelled",
        "We hiked from dawn till dusk on Saturday", "I worship the ground my nan walks on",
        "I went over my data allowance on holiday", "I have a chamomile infusion before bed",
        "On se retrouve vendredi soir pour la raclette", "The gas man came to read the meter",
        "I've fallen behind on my reading list", "Rappelle-moi de couper l'eau avant de partir en vacances",
        "Remind me to turn off the water before we leave", "Idea: a board game café called Pawns & Ferns",
        "My son and I are the tag team champions at the bowling alley", "I got a monitor for my desk",
        "The bikes were locked up outside the station", "I could hear voices in the garden next door",
        "I'm setting up a home office in the spare room", "The case is at the back of the wardrobe",
        "Le vendredi on mange du poisson à la cantine", "I wear the scarf Mum knitted me every winter",
        "Je porte le foulard de ma grand-mère", "The cup final is on Sunday",
        "Il est très sobre dans sa façon de s'habiller", "I bought a bench for my back garden",
        "I took my car to the garage on Monday", "My colleague Pooja is moving to Leeds",
        "Mon équipe a écopé de la vaisselle", "Our team fell behind and lost 3-1",
        "She's 6 weeks old and already smiling", "J'ai fait un masque facial à l'argile",
        "I put a GPS tag on my suitcase"})
    void aWordOfItsDomainInItsEverydaySenseIsNotSentToReview(String text) {
        assertThat(classifier.decide(alone(text)).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    /** The same value said in other words: a job by its diploma's initials, a pet by a chat word. */
    @Test
    void aJobByItsInitialsOrAPetByAChatWordIsAlreadyKnown() {
        Known nurse = new Known("a1", "fact", "identity", "none", "Je suis infirmière à l'hôpital de Rouen", List.of(), 0.9);
        assertThat(beside(nurse, new Known("c", "fact", "identity", "none", "Je travaille comme IDE à l'hôpital de Rouen", List.of(), 0.9)))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(nurse, new Known("c", "fact", "identity", "none", "Je suis aide-soignante à l'hôpital de Rouen", List.of(), 0.9)))
                .isEqualTo(Verdict.supersede("a1"));
        assertThat(beside(pet("Moka — ma chienne, berger australien, 3 ans", "Moka", "dog"), pet("Moka — mon toutou, berger australien", "Moka", "dog")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(pet("Pepper — my cat, tabby", "Pepper", "cat"), pet("Pepper — my kitten, a tabby", "Pepper", "cat")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        assertThat(beside(pet("Réglisse — mon lapin bélier, 2 ans", "Réglisse", "rabbit"), pet("Réglisse — mon lapinou bélier", "Réglisse", "rabbit")))
                .isEqualTo(Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN));
        // a new detail said with the chat word is still news
        assertThat(beside(pet("Réglisse — mon lapin bélier, 2 ans", "Réglisse", "rabbit"),
                pet("Réglisse — mon lapinou, adore le persil", "Réglisse", "rabbit"))).isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    /** Someone else's care job, said after a comma with its article, is news about them, not a care. */
    @Test
    void aCareJobOfSomeoneElseSaidWithItsArticleIsNews() {
        assertThat(beside(pet("Sam — my brother, teacher in York", "Sam", "brother"), pet("Nadia — Sam's wife, a midwife", "Nadia", "sister-in-law")))
                .isEqualTo(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
        assertThat(classifier.decide(alone("Nadia — Sam's wife, a midwife in Hull")).rule()).isNotEqualTo(Rule.SENSITIVE_DOMAIN);
    }

    private Verdict beside(Known active, Known candidate) {
        return classifier.decide(Beside.among(List.of(active), candidate, NIGHT));
    }

    private static Known pet(String text, String name, String relation) {
        return new Known("a1", "person", null, "none", text, List.of(new Who(name, relation)), 0.9);
    }

    private static Situation alone(String text) {
        return Beside.alone(new Known("c", "fact", "general", "none", text, List.of(), 0.9), NIGHT);
    }
}
