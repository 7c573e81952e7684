package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.contracts.memory.PersonRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What a sentence keeps when neither the clause rules nor {@link Statement} read anything in it:
 * the shapes the chat gives to something that lasts without a "je" or an "I". A reminder, a list
 * of things to do or a note asked of the assistant, in any wording (a favour, a condition, a
 * question with the value after it), is kept in the user's words; a diet or a dislike said as a
 * fragment, a birth date under its label, a matter of health, money or the law said in a few
 * words, what a vet or a doctor said of the user's, who is to stand for the user's child, and
 * someone of the user's described after a question about them. Only when the turn kept nothing
 * does a reading here become a memory.
 */
final class LastReadings {

    /**
     * A reminder asked: "relance-moi", "remind me"; the main pass's words, which it keeps said plainly
     * ("rappelle-moi jeudi de payer le loyer"), so read here only as a favour or a condition.
     */
    private static final Pattern REMINDER_ASKED = Pattern.compile("\\b(?:relance[- ]moi|rappelle[- ]moi|fais[- ]moi penser"
            + "|me relancer|me rappeler de|remind me|ping me|give me a (?:nudge|shout|reminder|poke)|send me a reminder"
            + "|m'envoyer un rappel|dis[- ]moi de (?!quoi|qui|ce)|tell me to"
            // an alert or a notification asked for: "get an alert Friday", "recevoir une notif la veille"
            // with what qualifies it: "a daily alert", "one quick reminder"
            + "|(?:get|have|set|send me|give me|receive) (?:an? |one )?(?:[\\p{L}-]+ )?(?:alert|notification|notif|heads[- ]up|reminder)"
            + "|(?:avoir|recevoir|m'envoyer|me mettre|mettre) (?:une |un )?(?:alerte|notif|notification))\\b");
    /** A reminder asked in words the main pass does not take for one: "bug me about it", "tu penseras à me dire de …". */
    private static final Pattern REMINDER_IN_OTHER_WORDS = Pattern.compile("\\b(?:harcele[- ]moi|tanne[- ]moi|secoue[- ]moi"
            + "|me harceler|me tanner|bug me|bugging me|nag me|nagging me|nudge me|chase me|chasing me|hassle me|hassling me|poke me"
            + "|penser(?:as|ais|iez)? a me (?:dire|rappeler|relancer)|pense a me (?:dire|rappeler|relancer)"
            + "|make sure i (?:don't forget|remember))\\b");
    /** A condition on the reminder: "si je t'ai rien dit d'ici 17h", "if I haven't booked it by Friday", "unless". */
    private static final Pattern ON_A_CONDITION = Pattern.compile("(?:^|[,;]\\s*|\\b)(?:si|s'il|if|unless|a moins que|in case"
            + "|au cas ou)\\b");
    /** "un petit rappel la veille", "a quick reminder on Friday": the reminder named, asked as a favour. */
    private static final Pattern REMINDER_NAMED = Pattern.compile("^(?:(?:un|une|a)\\s+)?(?:(?:petit|petite|quick|little|small)\\s+)?"
            + "(?:rappel|relance|reminder|nudge)\\b");
    private static final Pattern FAVOUR = Pattern.compile("\\b(?:stp|svp|s'il te plait|please|pls|plz|merci|thanks"
            + "|tu peux|tu pourrais|peux-tu|pourrais-tu|can you|could you|would you|will you|do you mind"
            + "|would it be possible|is it possible|could i|can i|est-ce possible|serait-il possible|ce serait possible"
            + "|est-ce que je (?:peux|pourrais)|je (?:peux|pourrais))\\b");
    /** "rappelle-moi ce que j'ai dit", "remind me what you said": information asked back, no reminder. */
    private static final Pattern ASKED_BACK = Pattern.compile("\\b(?:rappelle[- ]moi|remind me)\\s+(?:what|who|how|where|why|which"
            + "|of what|ce que|ce qu'|qui|comment|ou|pourquoi|quel|quelle|ton|ta|tes|your|de quoi)\\b");
    /** "don't bug me", "arrête de me relancer": the contrary of a reminder. */
    private static final Pattern REFUSED = Pattern.compile("\\b(?:don't|dont|do not|stop|quit|no need to|pas besoin de|arrete de"
            + "|ne me|ne pas)\\s+(?:\\p{L}+\\s+)?(?:bug|nag|remind|ping|chase|hassl|poke|relance|rappelle|harcele|me)\\p{L}*\\b");
    /** A line of a list: a dash, a bullet or a number first. */
    private static final Pattern LIST_LINE = Pattern.compile("(?m)^\\s*(?:[-•*–]|\\d{1,2}[.)])\\s+\\S");
    /** A note asked of the assistant: "tu peux me noter", "jot this down", "save this". */
    private static final Pattern NOTE_ASKED = Pattern.compile("\\b(?:noter|note[- ]moi|note[sz]?\\s+(?:ca|ceci|ce|le|la|les|l')"
            + "|garde[- ]moi|enregistre|jot|write (?:this |that |it )?down|make a note|note (?:this|that|it)|save (?:this|that|it)"
            + "|keep (?:this|that|it)|add (?:this|that|it) to (?:my|the) notes)\\b");
    /** A label that asks to keep what follows: "à retenir :", "pour info :", "note to self:". */
    private static final Pattern KEEP_LABEL = Pattern.compile("^(?:a retenir|a noter|a garder|pour info|pour memoire|info"
            + "|note to self|to remember|for the record|good to know|fyi|important)\\s*:\\s*");
    /** Things to do under a heading that says when: "à faire cette semaine :", "to do before Friday:". */
    private static final Pattern TODO_HEADING = Pattern.compile("^(?:a faire|to ?do|to-do|taches|tasks|choses a faire|things to do)"
            + "(?:\\s+[^:?!.]{1,30})?\\s*:\\s*\\S");
    /** A taste said by its only exception: "the only tea I can drink is …", "le seul fromage que je supporte c'est …". */
    private static final Pattern ONLY_ONE_TAKEN = Pattern.compile("\\b(?:the only|only)\\s+(?:[\\p{L}'-]+\\s+){1,3}?(?:i|we)"
            + "\\s+(?:can |could |will |'ll |actually |really )?(?:stand|bear|stomach|tolerate|drink|eat|like|take|wear|use)\\b"
            + "|\\b(?:le seul|la seule|les seuls|les seules)\\s+(?:[\\p{L}'-]+\\s+){1,3}?(?:que|qu')\\s*(?:je|j')\\s*"
            + "(?:supporte|tolere|bois|mange|aime|kiffe|peux|porte|utilise)\\b");
    /** A taste given up, in the chat's words: "I've gone right off olives", "je kiffe plus le café". */
    private static final Pattern TASTE_GIVEN_UP = Pattern.compile("\\b(?:i've|ive|i have|i)\\s+(?:[\\p{L}]+\\s+){0,2}?gone (?:right |completely |totally |well |kind of |kinda )?off\\s+\\p{L}"
            + "|\\b(?:je|j')\\s*(?:ne\\s+)?(?:kiffe|aime|supporte|mange|bois|digere)\\s+plus\\s+(?:le|la|les|l'|du|de|des|d')"
            + "|\\bj'ai (?:decroche|lache|arrete) (?:du|de la|des|le|la|les|l')"
            + "|\\bi (?:don't|dont|no longer|can't|cant) (?:eat|drink|like|stand|touch) [\\p{L}' ]{2,30}\\b(?:anymore|any more)\\b");
    /** A correction of what the user said: "forget what I told you about …", "oublie ce que je t'ai dit sur …". */
    private static final Pattern CORRECTION = Pattern.compile("\\b(?:scrap|scratch|forget|ignore|disregard) what i (?:said|told you"
            + "|wrote|mentioned)\\b|\\b(?:oublie|laisse tomber|ignore|efface|annule|oubliez) ce que (?:je t'ai|j'ai|je t'avais|j'avais"
            + "|je vous ai) (?:dit|ecrit|raconte)\\b");
    /** What the correction puts in place: a value, or a word that says it holds from now on. */
    private static final Pattern NEW_VALUE = Pattern.compile("\\d|\\b(?:now|instead|from now on|these days|maintenant|desormais"
            + "|plutot|a la place|dorenavant)\\b");
    /** A clause of the user's own after a comma: "…, je peux en manger", "…, I can have it again". */
    private static final Pattern USER_SAYS_NOW = Pattern.compile("[,;]\\s*(?:je|j'|i|i'm|i can|we|we're|on|nous)\\b");
    /** A password or a code that changed: "the door code changed, it's now …", "nouveau mdp du wifi : …". */
    private static final Pattern CODE_CHANGED = Pattern.compile("\\b(?:password|passcode|pin|code|wifi|wi-fi|mot de passe|mdp"
            + "|digicode)\\b[^?]{0,40}?\\b(?:changed|has changed|is now|it's now|its now|now it's|a change|a ete change"
            + "|c'est maintenant|maintenant c'est|est maintenant|est devenu)\\b|\\b(?:new|nouveau|nouvel) (?:wifi |wi-fi )?"
            + "(?:password|passcode|pin|code|mot de passe|mdp|digicode)\\b[^?]{0,30}?(?:\\bis\\b|\\best\\b|\\bc'est\\b|:)\\s*\\S");
    /** The user answering what the assistant asked before: "t'avais demandé ce que je fais : contrôleuse", "you asked: …". */
    private static final Pattern ANSWERING = Pattern.compile("^(?:(?:pour|to|in) (?:repondre|answer|reply)(?: to)? (?:a )?(?:ta|votre"
            + "|your) question|(?:tu|vous) (?:m'|me )?(?:avais|avait|as|aviez|avez) demande|t'(?:avais|as) demande|you asked(?: me)?"
            + "|since you asked)\\b(?<about>[^:?]{0,60}):\\s*(?=\\S)");
    private static final Pattern ABOUT_SOMEONE = Pattern.compile("\\s*(?:qui|who|whom)\\b");
    /** Someone the user is no longer with, named: "not with Jamie anymore", "je suis plus avec Léo", "broke up with Sam". */
    private static final Pattern PARTED_FROM = Pattern.compile("\\b(?:not with|no longer with|not together with|not seeing"
            + "|split (?:up )?(?:with|from)|broke up with|separated from|plus avec|plus ensemble avec|separee? d(?:e |')|rompu avec)"
            + "\\s*(?=\\p{L})");
    /** What says the parting is for good: "anymore", "split up", "on a rompu". */
    private static final Pattern PARTING = Pattern.compile("\\b(?:anymore|any more|no longer|split|broke up|separated|divorc\\p{L}*"
            + "|plus|rompu|separee?s?|quitte\\p{L}*)\\b");
    /** A diet, an intolerance or a dislike said without a subject: "végétarienne depuis 2019", "can't stand coriander". */
    private static final Pattern TRAIT_FRAGMENT = Pattern.compile("^(?:vegetarien\\p{L}*|vegetarian|vegan\\p{L}*|vegane?s?|veggie"
            + "|pescetarien\\p{L}*|pescatarian|flexitarien\\p{L}*|flexitarian|halal|casher|kosher|sans gluten|gluten[- ]free"
            + "|coeliaque|coeliac|celiac|intolerante?s? |lactose intolerant|allergique|allergic|teetotal|non[- ]fumeu\\p{L}*"
            + "|non[- ]smoker|can't stand|cant stand|cannot stand|can't bear|can't eat|cant eat|can't have|don't eat|dont eat"
            + "|don't drink|dont drink|never eat|never drink|loathe|detest|deteste|horreur (?:de|du|des)|peux pas (?:voir|sentir|"
            + "blairer|manger|supporter)|supporte pas|mange (?:pas|plus|jamais)|bois (?:pas|plus|jamais))\\b");
    /** A birth date under its label: "DOB's 14/09/1987", "ddn : 03/02/1990". */
    private static final Pattern BIRTH_LABEL = Pattern.compile("^(?:dob|d\\.o\\.b\\.?|date of birth|date de naissance|ddn)\\b");
    private static final Pattern FULL_DATE = Pattern.compile("\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)?\\d{2}\\b|\\b(?:19|20)\\d{2}\\b");
    /** A matter of health, money or the law, whoever the sentence makes its subject: "chimio terminée", "bailiffs came". */
    private static final Pattern SENSITIVE = Pattern.compile("\\b(?:chimio\\p{L}*|chemo\\p{L}*|radiotherap\\p{L}*|radioth"
            + "|rayons|dialyse|dialysis|pre-?diabet\\p{L}*|prediabet\\p{L}*|diabet\\p{L}*|cancer|tumeur|tumou?r|remission"
            + "|depression|burn-?out|sclerose|sclerosis|epilep\\p{L}*|huissiers?|bailiffs?|debt collectors?|saisie|repossess\\p{L}*"
            + "|expulse\\p{L}*|expulsion|eviction|evicted|custody|garde (?:des enfants|alternee|partagee)"
            + "|droit de visite|visitation|payday (?:lenders?|loans?)|loan sharks?|surendett\\p{L}*|credit revolving|dettes?"
            + "|debts?|chomage|unemployed|redundan\\p{L}*|licencie\\p{L}*|rehab|sevrage|sobriety|sobre depuis"
            // what is looked for in the body, a recovery that counts its years, a court for small sums
            + "|biops\\p{L}*|lump|grosseur|in recovery|en retablissement|small claims|prud'?hommes)\\b");
    /** The law, which is the user's matter only beside their own: "c'est la juge qui décide quand il voit les enfants". */
    private static final Pattern COURT = Pattern.compile("\\b(?:juge|judge|tribunal|court|jaf|avocate?|lawyer|solicitor)\\b");
    private static final Pattern HOUSEHOLD = Pattern.compile("\\b(?:enfants?|gosses|petits|kids|children|garde|custody|visites?"
            + "|visits?|divorce|ex|my|mon|ma|mes|our|nos|notre|je|j'|i|we|moi|me|us|m'|nous)\\b");
    /** Where a matter is someone else's story: on the news, in a show. */
    private static final Pattern ON_SCREEN = Pattern.compile("\\b(?:a la tele|aux infos|au journal|dans (?:le|la|un|une|cette|ce)"
            + " (?:film|serie|emission|show|livre|roman)|on (?:the )?(?:tv|telly|news)|in the news|(?:in|on) (?:the|a|this|that)"
            + " (?:film|movie|show|programme|program|series|book|novel)|sur netflix|on netflix)\\b");
    /** Those who tell the user of their own or their animal's health: "le véto a dit que", "the GP said". */
    private static final Pattern CARER_SAID = Pattern.compile("\\b(?:veto|veterinaire|vet|toubib|medecin|docteur|doc|doctor|gp"
            + "|dentiste|dentist|kine|physio|pediatre|paediatrician|pediatrician|consultant|specialist|specialiste|infirmiere?"
            + "|nurse|sage-femme|midwife|cardio|cardiologue|gyneco|gyno|psy|therapist)\\s+(?:m'a dit|m'a explique|a dit|dit"
            + "|nous a dit|told (?:me|us)|said|says|reckons|thinks|pense|trouve)\\b");
    /** Someone described after a question about them: "he's a 2yo cockapoo", "elle a 3 ans". */
    private static final Pattern DESCRIBED_AFTER = Pattern.compile("^(?:he's|she's|he is|she is|il est|elle est|c'est)\\s+(?:a|an|un|une)\\s+"
            + "|^(?:il|elle) a \\d+ ans\\b|^(?:he's|she's|he is|she is) \\d+");
    /**
     * What someone introduced as the user's ("Tu connais Zoé ? ma cousine ?") does or where they live: "elle est
     * infirmière à Nantes", "he works at the airport"; a mood ("il est crevé") is not said with a place or a trade.
     */
    private static final Pattern WHAT_THEY_DO = Pattern.compile("^(?:il|elle|he|she)\\s*(?:est|bosse|travaille|vit|habite|is|'s|works"
            + "|lives)\\s+(?:(?!pas\\b|plus\\b|not\\b|so\\b|too\\b|very\\b|really\\b|trop\\b|tres\\b|super\\b|grave\\b|vraiment\\b)"
            + "[\\p{L}'-]+\\s+){0,3}?(?:a|au|aux|en|chez|dans|in|at|for|near|pres de|sur)\\s+\\S");
    /** Who is to stand for the user's child or at their wedding: "godparents will be …", "la marraine sera …". */
    private static final Pattern STANDING_FOR = Pattern.compile("\\b(?:godparents?|godmother|godfather|parrain|marraine|parrains"
            + "|marraines)\\b[^.?!]*?\\b(?:will be|would be|are|is|'ll be|sera|seront|c'est|ce sera|ce seront|est|sont|choisi\\p{L}*"
            + "|chose|picked)\\s+");
    private static final Pattern NAME = Pattern.compile("(?<![\\p{L}'’])\\p{Lu}[\\p{Ll}\\p{M}]+(?:-\\p{Lu}[\\p{Ll}\\p{M}]+)?");

    private LastReadings() {
    }

    /**
     * What the sentence keeps when nothing else was read in it: one memory most often, none when it is
     * talk. {@code text} is the message as {@link Input} made it ready, {@code lines} as typed, its lines kept.
     */
    static List<StatedFact> of(String text, String lines) {
        String typed = text.strip();
        String folded = Words.fold(typed);
        if (typed.isEmpty() || Statement.DOUBTED.matcher(folded).find()) {
            return List.of();
        }
        if (lines != null && LIST_LINE.matcher(lines).results().count() >= 2 && !listOfQuestions(lines)) {
            return kept(typed); // "- payer la cantine\n- inscrire Tom au judo": things to do, one a line
        }
        boolean question = typed.endsWith("?");
        boolean reminderAsked = REMINDER_IN_OTHER_WORDS.matcher(folded).find() || REMINDER_ASKED.matcher(folded).find()
                && (FAVOUR.matcher(folded).find() || ON_A_CONDITION.matcher(folded).find());
        if (reminderAsked && !ASKED_BACK.matcher(folded).find() && !REFUSED.matcher(folded).find()
                || REMINDER_NAMED.matcher(folded).lookingAt() && (FAVOUR.matcher(folded).find() || !question)) {
            return kept(typed); // kept in the user's words: what is to be reminded and when
        }
        List<StatedFact> standing = standingFor(typed);
        if (!standing.isEmpty()) {
            return standing;
        }
        Matcher label = KEEP_LABEL.matcher(folded);
        if (label.lookingAt() && label.end() < typed.length()) {
            return kept(typed.substring(label.end()));
        }
        Optional<StatedFact> answer = answer(typed);
        if (answer.isPresent()) {
            return List.of(answer.get());
        }
        List<StatedFact> parted = partedFrom(typed, folded);
        if (!parted.isEmpty()) {
            return parted;
        }
        int asked = typed.indexOf('?');
        if (asked > 0 && NOTE_ASKED.matcher(Words.fold(typed.substring(0, asked))).find()
                && !StatedFact.keysOf(typed.substring(asked + 1)).isEmpty()) {
            return kept(typed.substring(asked + 1)); // "tu peux me noter le nom de ce vin ? Château …": the value after
        }
        List<StatedFact> described = describedAfterAQuestion(typed);
        if (!described.isEmpty()) {
            return described;
        }
        if (Lexicon.HYPOTHETICAL_START.matcher(folded).lookingAt() || ON_SCREEN.matcher(folded).find()) {
            return List.of();
        }
        List<StatedFact> doer = describedAfterTheirDoing(typed);
        if (!doer.isEmpty()) {
            return doer;
        }
        if (question) {
            return List.of();
        }
        Optional<String> toDo = toDoUnderALabel(typed);
        if (toDo.isPresent()) {
            return asked(MemoryKind.TASK, toDo.get());
        }
        if (TODO_HEADING.matcher(folded).lookingAt() || ONLY_ONE_TAKEN.matcher(folded).find()
                || TASTE_GIVEN_UP.matcher(folded).find() || CODE_CHANGED.matcher(folded).find() || corrected(folded)) {
            return kept(typed);
        }
        if (TRAIT_FRAGMENT.matcher(folded).lookingAt() || BIRTH_LABEL.matcher(folded).lookingAt() && FULL_DATE.matcher(folded).find()
                || milestone(folded)
                || SENSITIVE.matcher(folded).find() || COURT.matcher(folded).find() && HOUSEHOLD.matcher(folded).find()) {
            return kept(typed);
        }
        Matcher carer = CARER_SAID.matcher(folded);
        if (carer.find()) {
            String said = typed.substring(Math.min(typed.length(), carer.end()));
            Matcher name = NAME.matcher(said);
            if (name.find() && !Lexicon.COMMON.contains(Words.fold(name.group()))) {
                return List.of(StatedFact.person(new PersonRef(name.group(), null), Lexicon.domainOf(folded), said(typed)));
            }
            return kept(typed);
        }
        return List.of();
    }

    /**
     * How long the user has been in a state, said as a fragment that starts with the count: "Three years sober in
     * August", "six months smoke-free", "un an sans cigarette", "deux ans mariés demain"; not when something was
     * ("two weeks ago", "trois jours plus tard"), how long is left ("two days left") or where a stay was ("two weeks in
     * Crete"): after the count comes a word that says the state, not a word that places it.
     */
    static boolean milestone(String folded) {
        Matcher counted = COUNTED_TIME.matcher(folded);
        return counted.lookingAt() && !PLACING.contains(counted.group("state")) && Words.of(folded).size() <= 10
                && !TO_THE_ASSISTANT.matcher(folded).find();
    }

    private static final Pattern COUNTED_TIME = Pattern.compile("(?:a|an|one|un|une|" + SpelledNumbers.PATTERN + ")\\s+"
            + "(?:(?:full|whole|long|bons?|bonnes?|longues?|longs?)\\s+)?(?:days?|weeks?|months?|years?|yrs?|jours?|semaines?"
            + "|mois|ans?|annees?)\\s+(?<state>[\\p{L}][\\p{L}'-]*)");
    /** The words that place a count of time rather than say a state after it. */
    private static final Set<String> PLACING = Set.of("ago", "later", "left", "to", "in", "on", "at", "of", "from", "since",
            "until", "till", "before", "after", "and", "or", "que", "qu", "de", "d'", "en", "a", "au", "aux", "dans", "avant",
            "apres", "plus", "depuis", "et", "ou", "already", "deja", "now", "maintenant", "that", "this", "ce", "cette",
            "pour", "for", "with", "avec", "par", "per", "each", "every", "chaque", "is", "are", "was", "est", "sont", "c'est",
            "it's", "i", "we", "je", "j'ai", "nous", "the", "le", "la", "les", "l'", "un", "une", "an");
    private static final Pattern TO_THE_ASSISTANT = Pattern.compile("\\b(?:tu|t'|te|toi|vous|you|your|u)\\b");

    /** "scrap what I said about the pool on Mondays, it's Wednesdays now": the correction, with what replaces it. */
    private static boolean corrected(String folded) {
        Matcher correction = CORRECTION.matcher(folded);
        if (!correction.find()) {
            return false;
        }
        int clause = folded.indexOf(',', correction.end());
        // "…, je peux en manger normalement": what holds now, said by the user of themselves after the correction
        String after = clause > 0 ? folded.substring(clause) : "";
        // "forget what I said, I'm just tired": a mood is no correction of anything
        return clause > 0 && (NEW_VALUE.matcher(after).find()
                || USER_SAYS_NOW.matcher(after).find() && !Statement.MOOD.matcher(after).find());
    }

    private static boolean listOfQuestions(String typed) {
        return typed.lines().filter(line -> LIST_LINE.matcher(line).lookingAt()).allMatch(line -> line.strip().endsWith("?"));
    }

    /**
     * "t'avais demandé ce que je fais dans la vie : contrôleuse aérienne, à Roissy": the user's answer to what the
     * assistant asked of them, kept with the question's words; who someone is ("you asked who Léa is:") is left to the
     * rules that read persons, and a mood given as the answer keeps nothing.
     */
    static Optional<StatedFact> answer(String text) {
        String typed = text.strip();
        String folded = Words.fold(typed);
        Matcher answering = ANSWERING.matcher(folded);
        if (!answering.lookingAt() || typed.endsWith("?") || ABOUT_SOMEONE.matcher(answering.group("about")).lookingAt()
                || Statement.MOOD.matcher(folded.substring(answering.end())).find()) {
            return Optional.empty();
        }
        // "pour répondre à ta question : je suis née le …": with no words of the question, the answer alone
        String said = answering.group("about").isBlank() ? typed.substring(answering.end()) : typed.substring(answering.start("about"));
        return kept(said).stream().findFirst();
    }

    /** "Not with Jamie anymore btw. Split up in April.": Jamie, an ex, with what the user said of the parting. */
    private static List<StatedFact> partedFrom(String typed, String folded) {
        Matcher parted = PARTED_FROM.matcher(folded);
        if (!parted.find() || typed.endsWith("?") || !PARTING.matcher(folded).find()) {
            return List.of();
        }
        Matcher name = NAME.matcher(typed);
        name.region(parted.end(), typed.length());
        if (!name.lookingAt() || Lexicon.COMMON.contains(Words.fold(name.group())) || Lexicon.NOT_NAMES.contains(Words.fold(name.group()))) {
            return List.of();
        }
        return List.of(StatedFact.person(new PersonRef(name.group(), "ex"), Lexicon.domainOf(folded), said(typed)));
    }

    /** "Godparents for the baby will be Sienna and her husband Marco": each one named, a godparent. */
    private static List<StatedFact> standingFor(String typed) {
        String folded = Words.fold(typed);
        Matcher standing = STANDING_FOR.matcher(folded);
        if (!standing.find() || typed.endsWith("?")) {
            return List.of();
        }
        List<StatedFact> persons = new ArrayList<>();
        Matcher name = NAME.matcher(typed);
        name.region(standing.end(), typed.length());
        while (name.find()) {
            String word = Words.fold(name.group());
            if (!Lexicon.COMMON.contains(word) && !Lexicon.NOT_NAMES.contains(word) && Relations.of(word).isEmpty()) {
                persons.add(StatedFact.person(new PersonRef(name.group(), "godparent"), Lexicon.domainOf(folded), said(typed)));
            }
        }
        return persons;
    }

    /** "Does Pip need a jab before we take him to France? he's a 2yo cockapoo": Pip, described. */
    private static List<StatedFact> describedAfterAQuestion(String typed) {
        int asked = typed.indexOf('?');
        int lastAsked = typed.lastIndexOf('?');
        if (asked <= 0 || lastAsked + 1 >= typed.length()) {
            return List.of();
        }
        String after = typed.substring(lastAsked + 1).strip();
        String between = lastAsked > asked ? Words.fold(typed.substring(asked + 1, lastAsked)) : "";
        boolean relationBetween = !between.isBlank() && between.split("\\s+").length <= 5
                && Stream.of(between.split("[^\\p{L}'-]+")).anyMatch(word -> !Relations.of(word).isEmpty());
        if (!between.isBlank() && !relationBetween) {
            return List.of();
        }
        String foldedAfter = Words.fold(after);
        if (!DESCRIBED_AFTER.matcher(foldedAfter).lookingAt()
                && !(relationBetween && WHAT_THEY_DO.matcher(foldedAfter).lookingAt())) {
            return List.of();
        }
        Matcher name = NAME.matcher(typed.substring(0, asked));
        while (name.find()) {
            String word = Words.fold(name.group());
            if (name.start() > 0 && !Lexicon.COMMON.contains(word) && !Lexicon.NOT_NAMES.contains(word)
                    && !Lexicon.DISCOURSE.contains(word) && Relations.of(word).isEmpty()) {
                return List.of(StatedFact.person(new PersonRef(name.group(), null), Lexicon.domainOf(Words.fold(typed)),
                        said(name.group() + ": " + after)));
            }
        }
        return List.of();
    }

    /**
     * "Pepper chewed my slipper again, she's a beagle", "Marco fixed the boiler today, he's a plumber from Bari":
     * someone named as the one who did something, then said what they are, the pronoun pointing back at the only
     * name said before it; they are kept with what they are, the noun phrase the parser tags after the article.
     */
    static List<StatedFact> describedAfterTheirDoing(String typed) {
        Matcher first = NAME.matcher(typed);
        if (!first.lookingAt() || !namesSomeone(first.group())) {
            return List.of();
        }
        Matcher described = WHAT_THEY_ARE.matcher(typed);
        described.region(first.end(), typed.length());
        if (!described.find()) {
            return List.of();
        }
        Matcher other = NAME.matcher(typed.substring(first.end(), described.start()));
        while (other.find()) {
            if (other.start() > 0 && namesSomeone(other.group())) {
                return List.of(); // two names before "he": whom it points at is not known
            }
        }
        List<PartsOfSpeech.Tagged> after = PartsOfSpeech.shared().tag(typed.substring(described.end()));
        int end = 0;
        while (end < after.size() && DESCRIBING.contains(after.get(end).tag()) && !(end > 0 && shouted(after.get(end)))) {
            end++;
        }
        if (end == 0) {
            return List.of();
        }
        // "a plumber from Bari": where they are from or work, a place the parser names after a preposition
        if (end + 1 < after.size() && after.get(end).tag().equals("ADP") && after.get(end + 1).properNoun()
                && Character.isUpperCase(after.get(end + 1).word().charAt(0))) {
            end += 2;
        }
        String what = typed.substring(described.end() + after.get(0).start(), described.end() + after.get(end - 1).end());
        String article = typed.substring(described.start("article"), described.end("article"));
        return List.of(StatedFact.person(new PersonRef(first.group(), null), Lexicon.domainOf(Words.fold(typed)),
                said(first.group() + " — " + article + " " + what)));
    }

    /** A word typed in capitals to shout it ("AGAIN"): no part of a name. */
    private static boolean shouted(PartsOfSpeech.Tagged word) {
        return word.word().length() > 1 && word.word().equals(word.word().toUpperCase(java.util.Locale.ROOT));
    }

    private static boolean namesSomeone(String word) {
        String folded = Words.fold(word);
        return !Lexicon.COMMON.contains(folded) && !Lexicon.NOT_NAMES.contains(folded) && !Lexicon.DISCOURSE.contains(folded)
                && Relations.of(folded).isEmpty();
    }

    /** "he's a …", "she is an …", "il est un …", "elle est une …": what someone is, after what they did. */
    private static final Pattern WHAT_THEY_ARE = Pattern.compile("(?i)(?<![\\p{L}'’])(?:he['’]s|she['’]s|he is|she is|il est"
            + "|elle est)\\s+(?<article>a|an|un|une)\\s+");
    /** The words of a noun phrase, as the parser tags them. */
    private static final Set<String> DESCRIBING = Set.of("NOUN", "PROPN", "ADJ", "NUM");

    /**
     * "Ne pas oublier : rapporter la perceuse", "ajoute à ma liste : prendre rdv chez le dentiste", "before Friday: renew
     * the passport": a short label, then a clause that starts with a verb in its infinitive, as the parser tags it;
     * something to do, kept whole in the user's words (the label may say when). A label of a few words only: a longer
     * one is a sentence of its own ("ce que j'aime le plus : marcher en forêt" is said with its verb before the colon).
     */
    static Optional<String> toDoUnderALabel(String typed) {
        int colon = typed.indexOf(':');
        if (colon <= 0 || typed.indexOf('?') >= 0 || Words.of(typed.substring(0, colon)).size() > LONGEST_LABEL) {
            return Optional.empty();
        }
        String label = typed.substring(0, colon);
        String rest = typed.substring(colon + 1).strip();
        List<PartsOfSpeech.Tagged> labelWords = PartsOfSpeech.shared().tag(label);
        List<PartsOfSpeech.Tagged> restWords = PartsOfSpeech.shared().tag(rest);
        // the label says no one does anything: no subject pronoun before the colon ("je pense à un truc :")
        if (restWords.size() < 2 || labelWords.stream().anyMatch(word -> word.tag().equals("PRON")
                && SUBJECTS.contains(Words.fold(word.word())))) {
            return Optional.empty();
        }
        int first = Words.fold(restWords.get(0).word()).equals("to") ? 1 : 0;
        PartsOfSpeech.Tagged verb = restWords.get(first);
        String word = Words.fold(verb.word());
        boolean inEnglish = PartsOfSpeech.english(rest);
        boolean infinitive = verb.tag().equals("VERB") && (first == 1 || inEnglish
                ? !word.endsWith("s") && !word.endsWith("ed") && !word.endsWith("ing") : INFINITIVE_FR.matcher(word).matches());
        return infinitive ? Optional.of(typed) : Optional.empty();
    }

    private static final int LONGEST_LABEL = 5;
    private static final Set<String> SUBJECTS = Set.of("je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles",
            "i", "you", "he", "she", "we", "they");
    private static final Pattern INFINITIVE_FR = Pattern.compile("\\p{L}{2,}(?:er|ir|re|oir)");

    private static List<StatedFact> asked(MemoryKind kind, String typed) {
        String said = said(typed);
        Set<String> keys = new HashSet<>(StatedFact.keysOf(said));
        return keys.isEmpty() ? List.of() : List.of(StatedFact.asked(kind, Lexicon.domainOf(Words.fold(said)), said, keys));
    }

    private static List<StatedFact> kept(String typed) {
        String said = said(typed);
        Set<String> keys = new HashSet<>(StatedFact.keysOf(said));
        keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit)
                || Lexicon.DISCOURSE.contains(key) || Lexicon.FILLER.contains(key));
        if (keys.isEmpty()) {
            return List.of();
        }
        return List.of(StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(Words.fold(said)), said, keys));
    }

    private static String said(String typed) {
        return PersonNotes.capitalised(typed.replaceAll("\\s+", " ").strip().replaceAll("[\\s,;:.!…-]+$", ""));
    }
}
