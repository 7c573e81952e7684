package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.consolidator.night.Verdict.Outcome;
import io.souvenir.consolidator.night.Verdict.Rule;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Attribute;
import io.souvenir.platform.memory.Attributes.Clash;
import io.souvenir.platform.memory.Attributes.Comparison;
import io.souvenir.platform.memory.Attributes.Reading;
import io.souvenir.platform.memory.Attributes.Said;
import io.souvenir.platform.memory.Attributes.Value;
import io.souvenir.platform.memory.CalendarWords;
import io.souvenir.platform.memory.Relations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The night's guard rails, tried in order, the first that applies deciding (bench/CORPUS.md, "The
 * rules"): a sensitive domain goes to review however confident; uncertain, vague or still-moving
 * candidates are held with the rule that held them; a contradiction of something that never changes
 * goes to review; a new value of something that changes supersedes the old one; the rest is
 * promoted. Each rule errs on the side that applies nothing: a weak sensitive cue is enough for
 * review, and a promotion needs its conditions established, so a candidate that the attribute
 * reader cannot place against a memory of the same subject ({@link Resemblance}) is held, not
 * promoted beside what it may replace. Deterministic; an optional learned second opinion
 * ({@link LearnedSensitivity}) may add reviews to rule 1, never take one away.
 */
public final class Classifier {

    private static final Set<String> SUBJECT_PRONOUNS = Set.of("il", "elle", "ils", "elles", "lui", "ca", "cela", "ceci", "c",
            "he", "she", "they", "it", "him", "her", "his", "their", "them", "that", "this",
            // someone else's: "sa nouvelle copine", "leur maison"
            "sa", "son", "ses", "leur", "leurs");
    private static final Pattern VAGUE = Pattern.compile("^(?:ce truc|ce machin|cette chose|that thing|this thing|the thing|"
            + "le truc|c'est complique|it's complicated|on verra|we'll see)\\b"
            + "|\\b(?:truc|machin|bidule|thingy|whatsit|that thing|this thing|cette chose|cette affaire|this stuff|cette histoire|ce qu'on a dit|ce dont on a parle|tu sais quoi|the thing we|that stuff|"
            + "you know what|what we said|what we talked about)\\b"
            // a thing it does not name as the whole object: "j'adore ça", "loved it" (not "six summers of it")
            + "|\\b(?<!(?:before|after|since|avant|apres) (?:all|tout) )(?<![a-z]{2,12}s of )(?:ca|cela|ceci|that|this|it|them)\\s*[.!?]*$"
            // a judgement or a return with nothing it is about: "c'est mieux", "go back there", "do it again" (a judgement that
            // closes a sentence naming its thing is about that thing: "j'habite à Brest maintenant, c'est top")
            + "|^(?:[a-z'-]+[\\s,]+){0,3}c'est (?:mieux|bien|nul|top|genial|super|pas terrible|pareil)\\s*[.!?]*$"
            + "|^(?:[a-z'-]+[\\s,]+){0,3}it'?s (?:better|great|fine|good|bad|rubbish|the best|worse)\\s*[.!?]*$"
            + "|\\b(?:go|going|went|been|back|get|stay|stayed) there\\b|\\by (?:retourner|aller|retourne|vais|allons|suis alle\\w*)\\b"
            + "|\\b(?:it|that|ca|cela)\\s+(?:again|encore|another time|une autre fois|next time|la prochaine fois)\\b");
    /** A place it points at: "je commence là-bas lundi", "moving over there", vague unless the sentence names the place. */
    private static final Pattern THERE = Pattern.compile("\\b(?:la-bas|over there)\\b");
    /** Words a sentence opens with before its subject: "finalement il a dit oui" is about "il". */
    private static final Pattern LEADING_FILLER = Pattern.compile("^(?:(?:finalement|du coup|bon|alors|apparemment|en fait|"
            + "bref|donc|et puis|et|mais|sinon|visiblement|ca y est|voila|c'est fait|finally|so|well|anyway|apparently|actually|"
            + "honestly|and then|and|that's it|done|"
            + "but|turns out|oh|ok|okay|demain|hier|hier soir|ce soir|ce matin|aujourd'hui|cette semaine|ce week-end|"
            + "tomorrow|yesterday|today|tonight|last night|this morning|this week|this weekend|"
            // a season or a year the sentence opens on: "This fall I switched to…", "cette année je bosse…"
            + "(?:this|last|next) (?:year|month|term|semester|season|spring|summer|fall|autumn|winter)|"
            + "cette (?:annee|saison|rentree)|cet (?:ete|hiver|automne)|ce (?:printemps|mois-ci|trimestre|semestre)|"
            + "l'an dernier|l'annee derniere|le mois dernier)[\\s,]+)+");
    /** "They" acting on the user: "ils m'ont mutée", "on m'a proposé un CDI", "they've put me on nights", "they made me manager". */
    private static final Pattern DONE_TO_ME = Pattern.compile("(?:ils|elles|they)(?:'ve|'d)?\\s+(?:m'|me\\s|(?:have|had|finally|just|\\s)*"
            + "[a-z]+(?:ed|de|ut|ade|ave|ook|ew|ent|ot|ung)?\\s+me\\b)");
    /**
     * "il" as it is spoken and typed in Quebec: "y'a commencé une nouvelle job", "y'est content" (not "y'a du monde", there is,
     * nor "y'a deux semaines", ago).
     */
    private static final Pattern SPOKEN_HE = Pattern.compile("y'(?:est|etait|s'est|va|(?:a|avait) (?:(?:pas|jamais|deja|enfin|finalement|ben|"
            + "encore|toute?) )?(?!(?:du|de|des|d'|un|une|le|la|les|l'|plus|pu|rien|personne|pas|beaucoup|trop|tellement|toujours|encore|"
            + "\\d+|ben|eu du|eu des|quelqu'un|quelque|quoi|qui|rien|aucun\\w*|plein|assez|moyen)\\b)[a-z]+(?:e|es|ee|i|is|it|u|ert|eint|ait))\\b");
    /** A subject that says nobody in particular: "quelqu'un m'a dit", "a friend of mine". */
    private static final Pattern SOMEONE = Pattern.compile("^(?:quelqu'un|quelqu'une|someone|somebody|un ami|une amie|un pote|"
            + "une copine|un copain|un mec|un type|une fille|une personne|cette personne|ce type|ce mec|a friend|a guy|a girl|"
            + "a woman|a man|some guy|some woman|this guy|that guy|that person|the guy|un collegue|une collegue|a colleague|"
            + "a coworker|a co-worker|certains|some people|people|les gens|le nouveau|la nouvelle|les nouveaux|"
            + "the new (?:guy|girl|one|boss)|(?:le|la|l'|the) ?(?:voisin|voisine|neighbou?r|collegue|"
            + "colleague|coworker|co-worker|boss|patron|patronne|chef|prof|teacher|pote|mec|type|gars|guy|ami|amie|friend|nounou|"
            + "nanny|plombier|plumber|proprio|landlord|landlady))\\b");
    /** A third person somewhere in the sentence ("je l'ai vue hier, elle va mieux"), not an impersonal "il faut". */
    private static final Pattern SOMEONE_ELSE = Pattern.compile("\\bqu'(?:il(?! (?:pleuve|vente|neige|fasse|faille|y ait))|elle)s?\\b|\\b(?:eux|lui)\\b"
            + "|\\b(?:il(?! (?:faut|fallait|faudra|faudrait|pleut|pleuvait|neige|"
            + "fait|faisait|y a|y avait|y aura|reste|restait|est temps|parait|semble|s'agit|suffit|vaut|pleuve|vente|fasse|faille))|elle|ils|elles|he|she|"
            + "they|him|her|them)\\b|\\b(?:le petit|la petite|les petits|le bebe|the baby|the kids?|the little one|les gosses|"
            + "machin|untel)\\b");
    /** A thing it points at without naming it: "I really like the place", "j'ai adoré ce film", "the same as last time". */
    private static final Pattern UNNAMED_THING = Pattern.compile("^(?:the same|le meme|la meme|les memes|pareil|same)\\b"
            + "|\\b(?:the|this|that|ce|cet|cette|l') ?(?:place|spot|one|resto|restaurant|film|movie|livre|book|bouquin|endroit|serie|"
            + "show|album|chanson|song|jeu|game|coin)\\b|\\b(?:celui-la|celle-la|celui-ci|celle-ci|ceux-la|celles-la)\\b");
    /**
     * A plan it points at without saying which, and what became of it: "le rendez-vous est décalé à
     * jeudi", "the meeting got moved", "la réunion est annulée".
     */
    private static final Pattern WHICH_PLAN = Pattern.compile("^(?:le|la|l'|les|the|our|notre|nos|ce|cette|that|this)\\s?"
            + "(?:rendez-vous|rdv|reunion|meeting|appointment|appt|call|visite|visit|diner|dinner|dej|dejeuner|lunch|brunch|soiree|"
            + "party|fete|trip|voyage|sortie|outing|match|game|cours|class|lesson|session|seance|entretien|interview|livraison|"
            + "delivery|vol|flight|train|event|evenement|ceremonie|ceremony|concert|spectacle|show|resa|reservation|booking|"
            + "repet|repetition|rehearsal|training|entrainement|date|plan|plans|projet|thing|truc)s?"
            + "(?:\\s+(?:est|sont|a|ont|a ete|ont ete|s'est|se sont|is|are|was|were|has|have|has been|have been|got|gets|will be|va etre))?"
            + "(?:\\s+(?:finalement|finally|encore|again|officiellement|officially|bien|deja|already))?"
            + "\\s+(?:decale\\w*|reporte\\w*|annule\\w*|avance\\w*|repousse\\w*|deplace\\w*|change\\w*|modifie\\w*|maintenu\\w*|"
            + "confirme\\w*|tombe\\w* a l'eau|moved|postponed|cancel+ed|pushed|rescheduled|brought forward|called off|off|delayed|"
            + "retarde\\w*|confirmed|still on|on again|back on|changed|shifted|bumped)\\b");
    /** A friend it does not name, among all the user's friends: "my friend's moving to Spain". */
    private static final Pattern A_FRIEND_OF_MINE = Pattern.compile("^(?i:(?:my|mon|ma) (?:friend|mate|pal|ami|amie|"
            + "pote|copine d'enfance|copain d'enfance)(?:['’]s)?)\\b(?![\\s,]+\\p{Lu})");
    /** A name, as typed: a capitalised word past the first. */
    private static final Pattern NAMED = Pattern.compile("(?<=[\\s,;:(])\\p{Lu}\\p{Ll}+");
    /** Someone by their relation: "ma sœur", "my boss". */
    private static final Pattern POSSESSED = Pattern.compile("\\b(?:ma|mon|mes|my|notre|nos|our|sa|son|ses|his|their)\\s\\w+");
    /** A task about someone it does not name: "le rappeler demain", "call her back". */
    private static final Pattern OBJECT_PRONOUN = Pattern.compile("^(?:[\\w']+\\s+){0,2}(?:le|la|les|lui|leur|l')\\s?(?:rappeler|appeler|"
            + "ecrire|dire|envoyer|demander|voir|relancer|repondre|prevenir|rendre|faire|payer|acheter|offrir|montrer|donner|"
            + "recuperer|chercher|inviter|feliciter|remercier|emmener|ramener|reparer|finir|terminer|signer)\\b|\\b(?:call|text|email|tell|ask|remind|"
            + "see|send|pay|answer|message|ring|phone|thank|fix|finish|sign|buy|get|pick up|invite|show|give|bring|take|return|"
            + "drop off|collect|check|book|move|put)\\s+(?:him|her|them|it)\\b"
            + "|\\b(?:le|la|les|l')\\s?(?:ramener|rapporter|rendre|deposer|prendre|recuperer|reserver|verifier)\\b");

    private static final String OTHER_UNITS = "(?:km|k|miles?|kg|kilos?|lbs?|stone|hours?|heures?|h|pages?|%|percent|minutes?|mins?|"
            + "euros?|€|£|\\$|a week|par semaine)\\b";
    /** A quantity said to go up or down, or to be another number now. */
    private static final Pattern QUANTITY_CHANGED = Pattern.compile("\\b(?:upped|increased|raised|bumped (?:it )?up|doubled|halved|"
            + "lowered|reduced|cut (?:it )?down|taper\\w*|weaned|augmente\\w*|baisse\\w*|diminue\\w*|double\\w*|reduit\\w*|"
            + "passee?s? (?:de \\d+ )?a \\d+|(?:i'm|im|i am|he's|she's|he is|she is|je suis|il est|elle est) (?:on|a|sous) (?:the )?\\d+\\b"
            + "|on \\d+ now|a \\d+ maintenant)"
            + "(?! ?" + OTHER_UNITS + ")");
    /** A distance, a weight, a time or money: what a number going up measures when it is no dose ("I'm on 30 miles a week now"). */
    private static final Pattern OTHER_MEASURE = Pattern.compile("\\b\\d+(?:[.,]\\d+)? ?" + OTHER_UNITS);
    /** A treatment's dose: a number and its unit or form. */
    private static final Pattern DOSE = Pattern.compile("\\b\\d+(?:[.,]\\d+)? ?(?:mg|mcg|µg|ug|ml|ui|iu|units?|unites|milligrammes?|"
            + "comprimes?|tablets?|pills?|puffs?|gouttes|drops|doses?)\\b");

    /** How a shop or a craft ends: "boulangerie", "bakery", "pharmacie". */
    private static final Pattern SHOP = Pattern.compile("(?:rie|ry|ie|y)$");
    /** How a trade's worker and its shop or craft end: "boulang-ère", "boulang-erie", "pharmac-ienne", "pharmac-ie". */
    private static final Pattern TRADE_ENDING = Pattern.compile("(?:iennes?|ieres?|erie|ery|eres?|iers?|iens?|ists?|ers?|ies?|y|e)$");

    /** A thing named as a time: "avant la boulange", "after the bakery", what one did before or since, not what one is. */
    private static final Pattern WHEN_SOMETHING = Pattern.compile("\\b(?:avant|apres|depuis|before|after|since)\\s+(?:(?:la|le|les|the|my|ma|mon|mes)\\s+|l')?[\\p{L}-]+");

    /** An age one had, whoever had it: "j'avais 30 ans quand…", "ma fille avait 3 ans", "I was 30 when…", "Leo was 6 when…". */
    private static final Pattern PAST_AGE = Pattern.compile("\\bavai(?:s|t|ent) \\d{1,3}|\\b(?:was|were) \\d{1,3}"
            + "(?! ?(?:%|k|km|miles?|kg|minutes?|mins?|hours?|quid|euros?|pounds?))\\b");
    /** Words that say a value belonged to the past. */
    private static final Pattern PAST = Pattern.compile("\\b(?:used to|use to|i was an?|was an?|j'etais|etait|ancien|ancienne|former|formerly|"
            + "previously|autrefois|back then|a l'epoque|before all this|when i was|quand j'etais|growing up|as a kid|plus jeune|"
            + "il y a \\d+ ans|\\d+ years ago|pendant \\d+ ans|for \\d+ years|ai vecu|ai habite|avons vecu|avons habite|lived|"
            // work done and a job held, in the French past: "j'ai bossé trois ans au Luxembourg", "j'ai été maître-nageur"
            + "(?:j'ai|il a|elle a|on a|nous avons|ils ont|elles ont) (?:bosse|travaille)|"
            + "(?:j'ai|il a|elle a|on a|nous avons|ils ont|elles ont) ete (?!embauch|recrut|promu|mute|nomm|engag|pris|elu|licenci|vire|mis|"
            + "transfer|admis|accept|recu|diplom)[a-z-]+|"
            // a time of life or a decade gone: "pendant mes études", "back in the 90s", "dans les années 2000"
            + "pendant (?:mes|ses|nos|leurs|tes) (?:etudes|annees de fac|annees lycee|vacances d'ete)|"
            + "during (?:my|his|her|their|our) (?:studies|degree|uni|university|college|school years|twenties)|"
            + "back in (?:the )?(?:day|\\d{2,4}s?)|in the \\d0s|dans les annees \\d+|"
            + "in my (?:twenties|teens|youth)|dans ma jeunesse|"
            + PAST_AGE.pattern() + ")\\b");
    /** An age in the present tense, the subject's own: "j'ai 30 ans", "elle a 12 balais", "I'm 40", "she's 9". */
    private static final Pattern AGED_NOW = Pattern.compile("(?:^|[\\s,;.!])(?:j'ai|il a|elle a|i'm|im|i am|he's|she's|he is|she is) "
            + "\\d{1,3}(?: ?(?:ans|piges|balais|berges|printemps|years? old|yo)\\b|\\s*(?:$|[,;.!]| now| today))");
    /** Words that say a value holds now, whatever past it also tells. */
    private static final Pattern NOW = Pattern.compile("\\b(?:now|maintenant|desormais|these days|currently|actuellement|nowadays|"
            + "en ce moment|today|aujourd'hui|depuis|since)\\b");
    /** What follows a word of leaving: the place left, among the words after it. */
    private static final Pattern LEFT = Pattern.compile("\\b(?:quitte\\w*|left|leaving|leave|from|de|d'|depuis|loin de|away from|"
            // "fini Paname", "no more Leeds", "bye bye Lyon": the place left, said as done with
            + "fini|finito|no more|bye bye|bye|goodbye|adieu|so long|"
            + "partie?s? de)\\s?(?:la |le |l')?(?=(\\S.*))");
    private static final Pattern ON_THE_SIDE = Pattern.compile("\\b(?:(?:le|les|tous les) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|"
            + "dimanche|week-end|weekend)s?|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|"
            + "(?:at|on) (?:the )?weekends?|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend)|"
            + "benevole|volunteer\\w*|en plus|on the side|as a hobby|pour le plaisir|for fun|a cote|en parallele)\\b");
    /** The attributes whose values are names of places or organisations, which people also type in short forms. */
    private static final Set<Attribute> NAMED_PLACES = Set.of(Attribute.EMPLOYER, Attribute.CITY, Attribute.SCHOOL);
    private final double lowConfidence;
    private final Duration quiet;
    private final Optional<LearnedSensitivity> secondOpinion;

    /** The rules alone. */
    public Classifier(double lowConfidence, Duration quiet) {
        this(lowConfidence, quiet, Optional.empty());
    }

    /** The rules, and a learned model whose probability past its threshold also sends a candidate to review (rule 1). */
    public Classifier(double lowConfidence, Duration quiet, Optional<LearnedSensitivity> secondOpinion) {
        this.lowConfidence = lowConfidence;
        this.quiet = quiet;
        this.secondOpinion = secondOpinion;
    }

    public Verdict decide(Situation said) {
        Comparison typed = read(said);
        Resemblance asTyped = new Resemblance(said.candidate(), said.active());
        Optional<Domain> sensitive = sensitive(said.candidate(), said.active(), typed, asTyped);
        if (sensitive.isPresent()) {
            return Verdict.sensitive(sensitive.get());
        }
        if (secondOpinion.isPresent() && secondOpinion.get().flags(said.candidate().text())) {
            // no list knows its words, but it reads like the sensitive sentences the model learned from: which domain is not known
            return Verdict.sensitive(null);
        }
        // the rest compares values, each said one way (read again only where a memory is said otherwise)
        Situation situation = Phrasing.plain(said);
        Known candidate = situation.candidate();
        Comparison read = situation == said ? typed : read(situation);
        Resemblance resemblance = situation == said ? asTyped : new Resemblance(candidate, situation.active());
        if (candidate.confidence() < lowConfidence) {
            return Verdict.of(Outcome.HELD, Rule.LOW_CONFIDENCE);
        }
        if (hasNoDestination(candidate) || resemblance.ambiguous()) {
            return Verdict.of(Outcome.HELD, Rule.NO_DESTINATION);
        }
        Comparison comparison = settled(situation, read);
        boolean nothingRead = !comparison.contradicts() && comparison.sameValues().isEmpty();
        Optional<Boolean> renamed = resemblance.introducedOtherwise();
        if (comparison.clashes().stream().anyMatch(clash -> !clash.attribute().changing())
                || nothingRead && resemblance.mayContradict() || renamed.orElse(false)
                || resemblance.ageBeliesBirth(situation.now().getYear())) {
            return Verdict.of(Outcome.REVIEW, Rule.UNCHANGEABLE_ATTRIBUTE);
        }
        if (situation.lastMentioned() != null && situation.lastMentioned().plus(quiet).isAfter(situation.now())) {
            return Verdict.of(Outcome.HELD, Rule.QUIET);
        }
        Optional<Clash> change = comparison.first();
        if (change.isEmpty() && (!comparison.sameValues().isEmpty() || resemblance.repeats() && resemblance.olderAge().isEmpty()
                || renamed.isPresent() || resemblance.namesAKnownValue() && !toldAsPast(candidate) && !resemblance.addsAnAttribute()
                        && resemblance.workLeft().isEmpty()
                || resemblance.restatesTheCard()) || saysTheKnownTrade(said.candidate(), typed, asTyped) || saysTheKnownTrade(candidate, comparison, resemblance)) {
            return Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN);
        }
        if (change.isEmpty() && saysAnAgeToCome(candidate, read)) {
            // "Emma is 15 in June" beside "Emma — my daughter, 14": not her age yet, and the one she has is known
            return Verdict.of(Outcome.HELD, Rule.NO_DESTINATION);
        }
        if (change.isPresent() && Resemblance.saysUnchanged(candidate)) {
            // "toujours à Saint-Malo" beside "St-Malo": what is said to be unchanged is not a new value
            return Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN);
        }
        // a step of the user's status replaces the fact that holds it, not the partner's card that names the step too
        Optional<Known> replaced = resemblance.statusHeld().or(() -> change.map(clash -> situation.active().get(clash.active())))
                .or(resemblance::formerPartner)
                .or(resemblance::formerStatus)
                .or(resemblance::olderAge)
                .or(resemblance::earlierStep)
                .or(resemblance::partnerStep)
                .or(resemblance::workEnded)
                .or(resemblance::workLeft);
        if (replaced.isPresent() && (resemblance.aboutSomeoneOfTheirs() || asTyped.aboutSomeoneOfTheirs() || Resemblance.saysLater(candidate)
                || Resemblance.saysLater(said.candidate()))) {
            // "le copain de Léo a 11 ans": the value is not Léo's; "I'm going to move to Leeds": not a value yet (both read
            // on the words as typed too, since saying a value one way may rename what is owned: "teacher" is a job)
            return Verdict.of(Outcome.HELD, Rule.NO_DESTINATION);
        }
        if (replaced.isPresent()) {
            return Verdict.supersede(replaced.get().id());
        }
        if (resemblance.partlyRepeats()) {
            return Verdict.of(Outcome.HELD, Rule.ALREADY_KNOWN);
        }
        if (resemblance.mayChange() || resemblance.plansWhatIsHeld() || resemblance.unplaced() && !toldAsPast(candidate) || resemblance.secondCard()) {
            // something of a known subject changed, or may change, and the reader cannot tell which memory it replaces
            return Verdict.of(Outcome.HELD, Rule.NO_DESTINATION);
        }
        return Verdict.of(Outcome.PROMOTED, Rule.CLEAR);
    }

    /**
     * Rule 1, whatever the day's label says: the label, the vocabularies, a weak cue of the body,
     * money, papers or the law, or an active sensitive memory that the candidate updates or goes on
     * about ("son cœur tient le coup" beside the card of a grandmother treated for her heart).
     */
    private static Optional<Domain> sensitive(Known candidate, List<Known> active, Comparison comparison, Resemblance resemblance) {
        // a value said again (the same age) is not what makes the memory that holds it sensitive: only a change of it, or an echo
        return guarded(candidate).or(() -> Stream.concat(comparison.clashes().stream().map(Clash::active).map(active::get),
                        resemblance.echoed().stream())
                .map(Classifier::guarded).flatMap(Optional::stream).findFirst())
                .or(() -> changesADose(candidate, active) ? Optional.of(Domain.HEALTH) : Optional.empty());
    }

    /**
     * A dose said to change without the medicine's name ("they upped it, I'm on 75 now", "on m'a
     * baissé à 10") beside an active memory of a treatment with its dose: the treatment changed.
     */
    private static boolean changesADose(Known candidate, List<Known> active) {
        String said = Attributes.normalize(candidate.text());
        return QUANTITY_CHANGED.matcher(said).find() && !OTHER_MEASURE.matcher(said).find() && active.stream()
                .filter(memory -> guarded(memory).filter(domain -> domain == Domain.HEALTH).isPresent())
                .anyMatch(memory -> DOSE.matcher(Attributes.normalize(memory.text())).find());
    }

    /**
     * The memory's guarded domain: its label, else the one its words, cues or persons speak of. A label the day gave for
     * the word of a job alone ("Bastien est avocat", "Nadia — infirmière aux HUG") is no matter of the law or of health:
     * where that word, read as someone's work, leaves nothing sensitive, the night reads the memory as if unlabelled.
     */
    private static Optional<Domain> guarded(Known memory) {
        String said = SensitiveCues.said(memory);
        Optional<Domain> read = SensitiveWords.in(said).or(() -> SensitiveCues.in(memory, said));
        if (!"none".equals(memory.domain())) {
            Domain labelled = Domain.valueOf(memory.domain().toUpperCase(Locale.ROOT));
            boolean labelledForAJob = read.isEmpty() && labelled != Domain.IDENTITY && SensitiveCues.saysAJob(memory)
                    && !SensitiveWords.in(Phrasing.unchatted(memory.text())).filter(domain -> domain != labelled).isPresent();
            return labelledForAJob ? read : Optional.of(labelled);
        }
        return read;
    }

    /** The naive baseline the bench prints beside the rules: every candidate applied, newest wins every contradiction. */
    public static Verdict newestWins(Situation situation) {
        return read(situation).first()
                .map(clash -> Verdict.supersede(situation.active().get(clash.active()).id()))
                .orElse(Verdict.of(Outcome.PROMOTED, Rule.CLEAR));
    }

    private static Comparison read(Situation situation) {
        return Attributes.compare(said(situation.candidate()), situation.active().stream().map(Classifier::said).toList());
    }

    /**
     * The reader's comparison, where a value that only adds words to the other ("reste le couscous"
     * for "couscous", "Bray" for "Bray, County Wicklow") repeats it rather than changes it.
     */
    private static Comparison settled(Situation situation, Comparison read) {
        Known candidate = situation.candidate();
        boolean past = toldAsPast(candidate);
        List<Clash> now = read.clashes().stream()
                // "I used to live in Astoria", "pour ses dix ans": not the value the subject has now
                .filter(clash -> !(clash.attribute().changing() && past && !(clash.attribute() == Attribute.AGE && agedNow(candidate)))
                        && !(clash.attribute() == Attribute.AGE && Resemblance.notAnAge(candidate)))
                // "cheffe de chœur le jeudi", "I coach the under-9s on Saturdays": work beside the job, not instead of it
                .filter(clash -> !((clash.attribute() == Attribute.JOB || clash.attribute() == Attribute.EMPLOYER) && onTheSide(candidate)))
                .toList();
        read = new Comparison(now, read.sameValues());
        Reading mine = Attributes.read(said(situation.candidate()));
        Set<Attribute> heldAlready = heldAlready(situation, read, mine);
        // "still assistant manager" beside "assistant manager" and "I coach the under-9s": the job one memory holds replaces no other
        List<Clash> changes = read.clashes().stream()
                .filter(clash -> !refines(clash) && !within(clash, situation) && !heldAlready.contains(clash.attribute())).toList();
        List<Integer> same = new ArrayList<>(read.sameValues());
        same.removeIf(index -> onlyThePartnersName(mine, Attributes.read(said(situation.active().get(index)))));
        read.clashes().stream().filter(clash -> refines(clash) || within(clash, situation)).map(Clash::active)
                .filter(index -> changes.stream().noneMatch(change -> change.active() == index)).distinct().forEach(same::add);
        return new Comparison(changes, List.copyOf(same));
    }

    /** The attributes whose value the candidate says as one active memory already holds it, as typed or only refined. */
    private static Set<Attribute> heldAlready(Situation situation, Comparison read, Reading mine) {
        Set<Attribute> held = EnumSet.noneOf(Attribute.class);
        read.clashes().stream().filter(clash -> refines(clash) || within(clash, situation)).map(Clash::attribute).forEach(held::add);
        for (int index : read.sameValues()) {
            Map<Attribute, Value> theirs = Attributes.read(said(situation.active().get(index))).values();
            mine.values().forEach((attribute, value) -> {
                if (theirs.containsKey(attribute) && theirs.get(attribute).value().equals(value.value())) {
                    held.add(attribute);
                }
            });
        }
        return held;
    }

    /** An age said for later against a known one, as what is, not as an occasion planned ("pour ses dix ans" in a promise). */
    private static boolean saysAnAgeToCome(Known candidate, Comparison read) {
        return read.clashes().stream().anyMatch(clash -> clash.attribute() == Attribute.AGE) && Resemblance.saysAnAgeToCome(candidate)
                && ("person".equals(candidate.kind()) || "fact".equals(candidate.kind()) && !"commitment".equals(candidate.facet()));
    }

    /** A partner's card repeats the partner's name in anything said of them: that alone is not the same value. */
    private static boolean onlyThePartnersName(Reading mine, Reading theirs) {
        return !mine.subject().isUser() && mine.values().entrySet().stream()
                .filter(value -> value.getValue().equals(theirs.values().get(value.getKey())))
                .allMatch(value -> value.getKey() == Attribute.PARTNER);
    }

    /** Work said as done on certain days, as a volunteer or besides: a side activity, not the job one has. */
    private static boolean onTheSide(Known memory) {
        return ON_THE_SIDE.matcher(Attributes.normalize(memory.text())).find();
    }

    /**
     * An age said in the present ("j'ai 30 piges, la fête était ouf", "I'm 40 now, the party was wild"): the age one has,
     * whatever else is told in the past.
     */
    private static boolean agedNow(Known memory) {
        return AGED_NOW.matcher(Attributes.normalize(memory.text())).find();
    }

    /** An age the subject had, not the one they have ("Inès avait 3 ans quand…"). */
    static boolean saysAPastAge(Known memory) {
        return PAST_AGE.matcher(Attributes.normalize(memory.text())).find();
    }

    /** A value told as past with nothing that says now: "j'étais prof pendant dix ans", "I used to live in Astoria". */
    static boolean toldAsPast(Known memory) {
        String text = Attributes.FORMER_RELATION.matcher(Attributes.normalize(memory.text())).replaceAll("$1 ");
        return PAST.matcher(text).find() && !NOW.matcher(text).find();
    }

    /**
     * A place the active memory already names around its own value: "Plateau-Mont-Royal" beside
     * "J'habite à Montréal, sur le Plateau" is the same home said closer, not a move.
     */
    private static boolean within(Clash clash, Situation situation) {
        if (clash.attribute() != Attribute.CITY || clash.after() == null || clash.before() == null) {
            return false;
        }
        return Resemblance.mentions(clash.after(), situation.active().get(clash.active()).text())
                || Resemblance.mentions(clash.before(), situation.candidate().text()) && !left(clash.before(), situation.candidate().text())
                || initials(clash.after(), clash.before()) || initials(clash.before(), clash.after());
    }

    /** The candidate names the old place as the one left: "elle a quitté Toulouse", "moved from Leeds". */
    private static boolean left(String place, String text) {
        return LEFT.matcher(Attributes.normalize(text)).results()
                .anyMatch(left -> left.group(1).startsWith(place));
    }

    /** "nyc" for "new york", "sf" for "san francisco": a place typed by its initials (and a "c" of city). */
    private static boolean initials(String shortened, String place) {
        String[] words = place.split("[^\\p{L}]+");
        if (shortened.contains(" ") || words.length < 2) {
            return false;
        }
        String initials = Arrays.stream(words).filter(word -> !word.isEmpty()).map(word -> word.substring(0, 1)).reduce("", String::concat);
        return shortened.equals(initials) || shortened.equals(initials + "c");
    }

    private static boolean refines(Clash clash) {
        if (clash.before() == null || clash.after() == null) {
            return false;
        }
        if (clash.after().isBlank()) {
            // a value the reader could not read ("I live in LA", where "la" reads as an article) is no new value
            return true;
        }
        if (clash.attribute() == Attribute.JOB && masculine(clash.before()).equals(masculine(clash.after()))) {
            // "retraitée" and "retraite", "avocate" and "avocat": one job in its two genders
            return true;
        }
        if (clash.attribute() == Attribute.BIRTH_DATE) {
            // "mon anniversaire, le 14 février" beside "née le 14 février 1988": the same date, said without its year
            return sameDate(clash.before(), clash.after());
        }
        String before = " " + clash.before() + " ";
        String after = " " + clash.after() + " ";
        // "sainsburys" is "Sainsbury's", "saint malo" is "Saint-Malo": one name typed two ways
        return before.contains(after) || after.contains(before) || squeezed(before).equals(squeezed(after))
                || NAMED_PLACES.contains(clash.attribute()) && (shortFor(before, after) || shortFor(after, before)
                        || shortForWhereItIs(before, after) || shortForWhereItIs(after, before));
    }

    /** A place after a name: "maccies on the high street", "carrouf de la gare". */
    private static final Pattern WHERE_IT_IS = Pattern.compile("\\s(?:on|in|at|near|by|off|sur|a|au|aux|en|de|du|des|pres de|dans)(?:\\s.*)?$");

    /**
     * "Maccies on the high street" beside "McDonald's": the name in its short form, with where it is
     * said on one side only (where it is on both sides may be another branch, which is a change).
     */
    private static boolean shortForWhereItIs(String shortened, String full) {
        String name = WHERE_IT_IS.matcher(shortened.strip()).replaceFirst("");
        return !name.equals(shortened.strip()) && !WHERE_IT_IS.matcher(full.strip()).find() && shortFor(" " + name + " ", full);
    }

    /**
     * A name in its familiar short form: "Maccies" or "Macdo" for McDonald's, "Carrouf" for Carrefour,
     * "Philly" for Philadelphia, "Spoons" for Wetherspoons. The short one opens as the long one does
     * and keeps its consonants in order, or is how the long one ends; the long one is clearly longer.
     */
    private static boolean shortFor(String shortened, String full) {
        String[] mineWords = ARTICLE.matcher(shortened.strip()).replaceFirst("").split("\\s+");
        String[] theirWords = ARTICLE.matcher(full.strip()).replaceFirst("").split("\\s+");
        if (mineWords.length > 1 && theirWords.length > 1 && mineWords[0].equals(theirWords[0])) {
            // one kind of place, two names: "médiathèque de la Part-Dieu" is not short for "médiathèque de Villeurbanne"
            return false;
        }
        String mine = gaelic(squeezed(shortened));
        String theirs = gaelic(squeezed(full));
        if (mine.length() >= 5 && theirs.length() > mine.length() + 2 && theirs.endsWith(mine)) {
            // "Spoons" for Wetherspoons: the name's last word, said alone
            return true;
        }
        if (mine.length() < 3 || theirs.length() < mine.length() + 2 || !mine.regionMatches(0, theirs, 0, 2)) {
            return false;
        }
        String stem = mine.replaceAll("(?:ies|ys|y|ie|os|o|s)$", "");
        String consonants = consonants(stem);
        return consonants.length() >= 2 && isSubsequence(consonants, consonants(theirs));
    }

    private static final Pattern ARTICLE = Pattern.compile("^(?:the|le|la|les|l') ?");

    /** "mac" and "mc" open one name ("MacDonald", "McDonald's"). */
    private static String gaelic(String name) {
        return name.startsWith("mac") ? "mc" + name.substring(3) : name;
    }

    /** The consonants of a name, a doubled one once: "maccies" gives "mcs". */
    private static String consonants(String name) {
        return name.replaceAll("[aeiouy]", "").replaceAll("(.)\\1+", "$1");
    }

    private static boolean isSubsequence(String part, String whole) {
        int at = 0;
        for (char letter : part.toCharArray()) {
            at = whole.indexOf(letter, at) + 1;
            if (at == 0) {
                return false;
            }
        }
        return true;
    }

    /** Two dates of birth ("14/2/1988", "14/2", "2/1988", "1988") that agree on every part both give. */
    private static boolean sameDate(String before, String after) {
        Integer[] one = dateParts(before);
        Integer[] other = dateParts(after);
        boolean shared = false;
        for (int part = 0; part < 3; part++) {
            if (one[part] != null && other[part] != null) {
                if (!one[part].equals(other[part])) {
                    return false;
                }
                shared = true;
            }
        }
        return shared;
    }

    /** Day, month and year of a date as the reader writes it ("d/m/yyyy", "d/m", "m/yyyy", "m", "yyyy"), each null when unsaid. */
    private static Integer[] dateParts(String date) {
        String[] parts = date.split("/", -1);
        Integer[] read = new Integer[3];
        if (parts.length == 3) {
            read[0] = number(parts[0]);
            read[1] = number(parts[1]);
            read[2] = number(parts[2]);
        } else if (parts.length == 2 && parts[1].length() == 4) {
            read[1] = number(parts[0]);
            read[2] = number(parts[1]);
        } else if (parts.length == 2) {
            read[0] = number(parts[0]);
            read[1] = number(parts[1]);
        } else if (parts[0].length() == 4) {
            read[2] = number(parts[0]);
        } else {
            read[1] = number(parts[0]);
        }
        if (read[2] != null && read[2] < 100) {
            // "03/05/88"
            read[2] += read[2] > 30 ? 1900 : 2000;
        }
        return read;
    }

    private static Integer number(String part) {
        return part.matches("\\d{1,4}") ? Integer.valueOf(part) : null;
    }

    /**
     * Two one-word jobs with the same root once the worker's or the shop's ending is gone (a root long enough to be a
     * trade), or the shop named after its worker: "baker" and "bakery", "fromager" and "fromagerie".
     */
    private static boolean sameTrade(String one, String other) {
        if (one == null || other == null) {
            return false;
        }
        String mine = one.strip();
        String theirs = other.strip();
        if (!mine.matches("[\\p{L}-]+") || !theirs.matches("[\\p{L}-]+")) {
            return false;
        }
        String root = TRADE_ENDING.matcher(mine).replaceFirst("");
        // one of them a shop or a craft ("boucherie", "plomberie"): "caissière" and "caisse" are a job and a till
        boolean aShop = SHOP.matcher(mine).find() || SHOP.matcher(theirs).find();
        return aShop && root.length() >= 5 && root.equals(TRADE_ENDING.matcher(theirs).replaceFirst(""))
                || shopOf(mine, theirs) || shopOf(theirs, mine);
    }

    private static boolean shopOf(String worker, String shop) {
        String trade = masculine(worker);
        return trade.length() >= 4 && (shop.equals(trade + "y") || shop.equals(trade + "ie"));
    }

    /**
     * The job a memory of the candidate's subject holds, said by its shop or its craft, and nothing else changed: "je tiens
     * une poissonnerie à Sète" beside "Je suis poissonnière à Sète", "I run a little bakery" beside "I'm a baker", whether
     * the reader reads the shop as that job's other name or as nothing (as typed, or as phrased, which may rename the job).
     */
    private static boolean saysTheKnownTrade(Known candidate, Comparison comparison, Resemblance resemblance) {
        return comparison.clashes().stream().allMatch(clash -> clash.attribute() == Attribute.JOB && sameTrade(clash.before(), clash.after()))
                && !toldAsPast(candidate) && namesTheKnownTrade(candidate, resemblance.related());
    }

    private static boolean namesTheKnownTrade(Known candidate, List<Known> sameSubject) {
        return sameSubject.stream().anyMatch(memory -> saysTheTradeOf(candidate, memory) || saysTheTradeOf(memory, candidate));
    }

    /** A word of {@code other}'s is the trade of the job the reader reads in {@code one}. */
    private static boolean saysTheTradeOf(Known one, Known other) {
        Value job = Attributes.read(said(one)).values().get(Attribute.JOB);
        String said = WHEN_SOMETHING.matcher(Attributes.normalize(other.text())).replaceAll(" ");
        return job != null && Arrays.stream(said.split("[^\\p{L}-]+"))
                .anyMatch(word -> !word.equals(job.value()) && sameTrade(word, job.value()));
    }

    /** A French job word in the masculine, as the reader folds it (no accents): "infirmiere" → "infirmier". */
    private static String masculine(String job) {
        String word = job.strip();
        for (String[] ending : new String[][] {{"iere", "ier"}, {"euse", "eur"}, {"trice", "teur"}, {"ienne", "ien"}, {"ere", "er"}}) {
            if (word.endsWith(ending[0])) {
                return word.substring(0, word.length() - ending[0].length()) + ending[1];
            }
        }
        return word.replaceAll("e+$", "");
    }

    private static String squeezed(String value) {
        return value.replaceAll("[^\\p{L}\\p{N}]+", "");
    }

    private static Said said(Known known) {
        return new Said(known.kind(), known.text(), known.persons());
    }

    /** A capitalised word past the first that is a name, not a day or a month as English writes them. */
    private static boolean namesSomething(String text) {
        return NAMED.matcher(text).results().map(name -> name.group().toLowerCase(Locale.ROOT))
                .anyMatch(word -> !CalendarWords.contains(word));
    }

    private static boolean hasNoDestination(Known candidate) {
        if ("fact".equals(candidate.kind()) && candidate.facet() == null) {
            return true;
        }
        if (!candidate.persons().isEmpty()) {
            return false;
        }
        String text = Attributes.normalize(candidate.text());
        if ("person".equals(candidate.kind()) && !text.contains("—") && Attributes.read(said(candidate)).subject().isUser()) {
            // a person the text neither names (before a dash) nor relates to the user
            return true;
        }
        String opening = LEADING_FILLER.matcher(text).replaceFirst("");
        String first = opening.split("[\\s']+", 2)[0];
        // "ils m'ont mutée à Roubaix", "they've moved me to nights": an employer unnamed acting on the user, who is the subject
        boolean doneToTheUser = DONE_TO_ME.matcher(opening).lookingAt();
        // "c'est fini avec Maud", "it's over with Dan": the impersonal opening of a couple's end, which names who it ended with
        boolean aCoupleEnded = Resemblance.opensOnACouplesEnd(opening);
        return SUBJECT_PRONOUNS.contains(first) && !doneToTheUser && !aCoupleEnded || SPOKEN_HE.matcher(opening).lookingAt() || VAGUE.matcher(text).find()
                || THERE.matcher(text).find() && !namesSomething(candidate.text()) || SOMEONE.matcher(text).find()
                || SOMEONE_ELSE.matcher(text).find() && !NAMED.matcher(candidate.text()).find() && !POSSESSED.matcher(text).find()
                || UNNAMED_THING.matcher(text).find() && !NAMED.matcher(candidate.text()).find()
                || A_FRIEND_OF_MINE.matcher(candidate.text().strip()).find()
                || WHICH_PLAN.matcher(LEADING_FILLER.matcher(text).replaceFirst("")).find() && !namesSomething(candidate.text())
                // nothing it is about, only a stance or a verb: "j'ai adoré !", "trop bien", "loved it"
                || Meaning.of(candidate.text(), Set.of(), Meaning.french(List.of(candidate.text()))).stream()
                        .allMatch(meaning -> Meaning.concept(meaning) && !Meaning.activity(meaning))
                        && Arrays.stream(text.split("[^\\p{L}-]+")).noneMatch(Relations::isWord)
                || ("task".equals(candidate.kind()) || "reminder".equals(candidate.kind())) && OBJECT_PRONOUN.matcher(text).find();
    }
}
