package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import io.souvenir.platform.time.When;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Something dated that happens: planned ("dîner avec Paul samedi à 20h") it is a visible event,
 * lived ("hier on a fait du vélo avec Claire") a silent one. Its text says what, where and when
 * (the date written out, so that it still reads right later) and references its persons; it
 * never copies what is known about them.
 */
final class EventRule implements Rule {

    private static final Pattern HAPPENING = Pattern.compile("\\b(?:diner|dejeuner|petit-dejeuner|brunch|apero"
            + "|aperitif|rendez-vous|rdv|reunion|anniversaire|fete|soiree|mariage|match|concert|cinema|cine"
            + "|restaurant|resto|vol|train|avion|voyage|vacances|entretien|examen|cours|seance|spectacle|theatre"
            + "|expo|exposition|conference|pique-nique|barbecue|bapteme|enterrement|obseques|dentiste|medecin"
            + "|coiffeur|kine|visio|rencontre|voir|vois|voit|retrouve|retrouver|rejoins|rejoindre|dine|dejeune"
            + "|pars|part|partons|vais|va|allons|joue|jouer|feter|visite|visiter|invite|demenage|demenagement"
            + "|dinner|lunch|breakfast|party|birthday|wedding|meeting|meet|appointment|interview|exam|class"
            + "|lesson|flight|trip|holiday|vacation|game|show|movie|movies|call|funeral|date|picnic|bbq"
            + "|dentist|doctor|haircut|seeing|see|visiting|visit|going|go|flying|fly|leaving|leave|playing|play"
            + "|having|celebrating|moving|commence|commencer|rentree|ecole|bac|permis|demenager|starts|start|begins"
            + "|school|pot|pot de depart|cremaillere|soutenance|ceremonie|festival|gig|hen do|stag do|hen party|stag party"
            + "|ceremony|graduation|housewarming|recital|tournament|tournoi|competition|marathon)\\b"
            + "|\\b(?:avec|with|chez) \\S");
    /** "see you tomorrow", "à demain", "à lundi !": a farewell names a day but plans nothing. */
    private static final Pattern FAREWELL = Pattern.compile("^(?:see you|see ya|catch you|talk (?:to you )?"
            + "|speak (?:to you )?|bye|goodbye|good night|a|a plus|a bientot|bonne nuit|au revoir|salut)"
            + "(?: (?:then|later|soon|alors|donc))?$");
    private static final Pattern WEATHER = Pattern.compile("\\b(?:pleuv\\w*|pleut|neig\\w*|il fait|meteo|temps"
            + "|soleil|orage|rain\\w*|snow\\w*|weather|sunny|storm\\w*|cloudy|canicule|heatwave|roasting|boiling|scorching"
            + "|freezing|\\d+ ?(?:degres|degrees))\\b");

    /**
     * Verbs that say how things are, not something done at a time: "demain je suis crevé", "ce
     * soir je veux dormir". Any other verb with a day to come says something that will happen.
     */
    private static final Set<String> STATES = Set.of("etre", "avoir", "aimer", "adorer", "detester", "preferer",
            "vouloir", "pouvoir", "devoir", "savoir", "connaitre", "penser", "croire", "sembler", "paraitre", "habiter",
            "vivre", "appeler", "couter", "valoir", "peser", "mesurer", "falloir", "esperer", "sentir", "trouver",
            "rester", "oublier", "be", "have", "like", "love", "hate", "prefer", "want", "can", "could", "must",
            "should", "would", "will", "may", "might", "need", "know", "think", "believe", "seem", "live", "cost",
            "weigh", "hope", "feel", "forget", "wish", "guess", "bet", "mean", "call", "get", "rain",
            "snow", "pleuvoir", "neiger", "dire", "say", "tell", "hesiter", "hesitate", "imaginer", "imagine");
    /** "imagine que je démissionne demain", "if I quit tomorrow": a case considered, nothing planned. */
    private static final Pattern SUPPOSED = Pattern.compile("^(?:imagine|imaginons|suppose|supposons|et si|si|if|what if"
            + "|say)\\b");
    /** "lundi j'ai une formation", "tomorrow I've got my appraisal": what one has on a day is what one attends. */
    private static final Set<String> HAVING = Set.of("avoir", "have", "get");
    private static final Set<String> BEING = Set.of("etre", "be");

    /** Whether the clause names something that happens (a dinner, a trip, a visit…), not only when. */
    static boolean happening(Clause clause) {
        String what = clause.what().folded();
        return HAPPENING.matcher(what).find() && !BIRTH.matcher(what).find();
    }

    /**
     * Whether the clause, said of a day to come, tells something done or attended then: a verb of
     * doing ("elle arrive jeudi", "on l'emmène au parc dimanche", "we're taking him to the zoo"),
     * or something one has on that day ("j'ai une formation lundi"). Read on the parts of speech
     * the language library gives, not on a list of occasions.
     */
    static boolean doneThen(Clause clause) {
        String folded = clause.text().folded();
        if (BIRTH.matcher(folded).find() || NEGATED.matcher(folded).find() || SUPPOSED.matcher(folded).find()) {
            return false;
        }
        List<Token> tokens = clause.analysis().tokens();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            String lemma = Text.fold(token.lemma());
            // "je suis crevée", "I'm knackered": a participle after being says a state
            boolean afterBeing = i > 0 && tokens.get(i - 1).is("AUX", "VERB")
                    && BEING.contains(Text.fold(tokens.get(i - 1).lemma()));
            if (token.is("VERB") && !STATES.contains(lemma) && token.text().length() > 1 && !afterBeing) {
                return true;
            }
            if (token.is("AUX", "VERB") && HAVING.contains(lemma) && hasThing(tokens, i + 1)) {
                return true;
            }
        }
        return false;
    }

    /** "nous reçoit", "me rappelle": the one who does it was named in another clause. */
    private static final Pattern OBJECT_FIRST = Pattern.compile("^(?:nous|vous|me|m'|te|t'|lui|leur|us|him|her|them)\\b");

    /** What comes back ("chaque premier jeudi", "every other Tuesday", "le week-end") has no one day to show. */
    private static final Pattern HABIT = Pattern.compile("\\b(?:chaque|tous les|toutes les|every|each)\\b"
            + "|\\ble (?:week-end|weekend)\\b(?! (?:prochain|dernier))");

    /** "the book fair is on Saturday", "parents' evening is next Tuesday": an occasion named, then its day. */
    private static final Pattern NOMINAL = Pattern.compile("^(?:(?:the|le|la|l'|les|my|our|mon|ma|notre)\\s*)?"
            + "[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,4}?(?:\\s+(?:is|are|c'est|est|sont|'s))?\\s*$");
    private static final Pattern TRAILING_COPULA = Pattern.compile("\\s+(?:is|are|c'est|est|sont)$");

    private static boolean nominal(Text what) {
        String folded = what.folded().strip().replaceAll("[\\s,.!]+$", "");
        return NOMINAL.matcher(folded).matches() && folded.contains(" ") && !BIRTH.matcher(folded).find()
                && !folded.matches(".*\\b(?:it|this|that|ce|ca|cela|je|j'|tu|il|elle|on|nous|vous|ils|elles|i|you|he|she|we"
                        + "|they|there|que|qu'|imagine|bonne|bon|good|have)\\b.*");
    }

    /**
     * A day after today, an hour said today, or today named by its weekday ("dimanche on emmène
     * les enfants au zoo" said on a Sunday morning): "aujourd'hui" alone tells how the day goes,
     * not a plan.
     */
    private static boolean comingDay(Clause clause, When when) {
        return when.said() != When.Said.HOUR && (when.at().toLocalDate().isAfter(clause.now().toLocalDate())
                || when.timeGiven() || when.said() == When.Said.WEEKDAY);
    }

    /** "une formation", "my appraisal", "got my appraisal": a determiner, then a noun, right after having. */
    private static boolean hasThing(List<Token> tokens, int from) {
        int i = from;
        if (i < tokens.size() && tokens.get(i).is("VERB") && HAVING.contains(Text.fold(tokens.get(i).lemma()))) {
            i++; // "'ve got"
        }
        boolean determined = i < tokens.size() && tokens.get(i).is("DET", "PRON") && !tokens.get(i).lemma().equals("en");
        if (determined) {
            i++;
        }
        // "got tickets for Hamilton": things had, said without a determiner
        return i < tokens.size() && tokens.get(i).is("NOUN") && (determined || tokens.get(i).text().endsWith("s"));
    }

    private static final Pattern NEGATED = Pattern.compile("\\b(?:ne|n'|pas|jamais|not|never|don't|won't|can't|cannot"
            + "|didn't|isn't|aren't)\\b");

    /** "l'anniversaire de ma mère c'est le 8 août", "il est né un 29 février": a date of the person, not a plan. */
    private static final Pattern BIRTH = Pattern.compile("\\b(?:nee?s?|born|birthday|bday|anniversaire|anniv)\\b");

    /** "un type", "une dame", "quelqu'un", "some guy", "a woman", "people": someone the user does not name nor know. */
    private static final Pattern STRANGER_SUBJECT = Pattern.compile("^(?:(?:un|une|des|some|a|an|this|ce|cette) (?:[\\p{L}-]+ )?"
            + "(?:type|mec|gars|gonze|dame|femme|homme|monsieur|personne|inconnue?|guy|bloke|man|woman|lady|fella|dude"
            + "|person|stranger|people|gens)|quelqu'un|someone|somebody|les gens|people)\\b");
    /** The user, or the user with others, in the clause: then it is the user's event whoever the subject. */
    private static final Pattern FIRST_PERSON = Pattern.compile("\\b(?:je|j'|me|m'|moi|on|nous|mon|ma|mes|notre|nos"
            + "|i|i'm|i've|i'll|me|my|we|we're|we've|us|our)\\b");

    /** Whether the clause tells what a stranger did, without the user in it. */
    static boolean aboutStrangers(Text clause) {
        String folded = clause.folded();
        return STRANGER_SUBJECT.matcher(folded).find() && !FIRST_PERSON.matcher(folded).find();
    }

    /** "turned 90", "a eu 2 ans", "vient d'avoir 17 ans": an age reached. */
    private static final String AGE = "(?:\\d+|" + NumberWords.REGEX + ")";
    private static final Pattern AGE_REACHED = Pattern.compile("\\bturned " + AGE + "\\b(?! (?:years?|months?|weeks?) (?:of|since)\\b)"
            + "|\\b(?:a|ont|vient d'avoir|viennent d'avoir)(?: eu)? " + AGE + " ans\\b(?! (?:de|d')\\b)");

    private static final Pattern PRONOUN_FIRST = Pattern.compile("(?:il|elle|ils|elles|he|she|they|he's|she's|they're)\\b");

    /** "depuis", "since", "à partir de": the day said is when a state began. */
    private static final Pattern SINCE = Pattern.compile("\\b(?:depuis|since|ever since)\\s+(?:(?:le|la|l'|the|ce|cette|last)\\s?)?$");

    /** Whether the day is said as the start of what lasts: "depuis lundi", "since March". */
    private static boolean since(Text clause, When when) {
        return !when.spans().isEmpty() && SINCE.matcher(clause.folded().substring(0, when.spans().get(0).start())).find();
    }

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Optional<When> found = clause.when();
        Text what = clause.what();
        if (found.isEmpty() || what.isEmpty() || WEATHER.matcher(what.folded()).find()
                || FAREWELL.matcher(what.folded().strip()).matches()) {
            return List.of();
        }
        if (aboutStrangers(clause.text())) {
            return List.of(); // "un type au boulot a gagné au loto hier": someone the user does not know did it
        }
        When when = found.get();
        if (AGE_REACHED.matcher(what.folded()).find() && !PRONOUN_FIRST.matcher(what.folded()).lookingAt()) {
            // "Aunt Bea turned 90 on Sunday", "ma nièce a eu 5 ans dimanche": an age reached is who they are now, not an
            // outing; "il a eu 2 ans hier" alone names no one whose card could say it, and the day is all there is to keep
            return List.of();
        }
        if (since(clause.text(), when)) {
            // "je suis chez Free depuis lundi", "I've been vegan since January": a state since that day, not a happening
            return List.of();
        }
        boolean lived = when.past() && (Tense.isPast(clause.text()) || HAPPENING.matcher(what.folded()).find());
        boolean named = HAPPENING.matcher(what.folded()).find();
        if (HABIT.matcher(clause.text().folded()).find()) {
            // "on se voit chaque premier jeudi", "je rentre le weekend", "I open at 7 every day": a habit, no date to show
            return List.of();
        }
        boolean planned = !when.past() && (named || comingDay(clause, when) && (doneThen(clause) || nominal(what)));
        if (!lived && !planned) {
            return List.of();
        }
        String said = lived ? Rephrase.withoutSubject(what, clause.french()) : Rephrase.asPlan(what, clause.french());
        said = TRAILING_COPULA.matcher(said).replaceFirst("");
        if (planned && !named && said.strip().split("\\s+").length < 2 && OBJECT_FIRST.matcher(what.folded()).find()) {
            return List.of(); // "(elle) nous reçoit": who or what it is was said in another clause
        }
        // a period told in passing ("la semaine dernière") stays a period: no precise day is invented for it
        String period = when.timeGiven() ? null : TimePhrases.period(when.at(), when.said(), clause.language());
        String day = period != null ? period : TimePhrases.absolute(when.at(), when.timeGiven(), clause.language());
        if (when.until() != null) {
            // "du 12 au 19 juillet": from the first day to the last, the year said once
            String year = (clause.french() ? " " : ", ") + when.at().getYear();
            day = (when.until().getYear() == when.at().getYear() && day.endsWith(year)
                    ? day.substring(0, day.length() - year.length()) : day) + (clause.french() ? " au " : " to ")
                    + TimePhrases.absolute(when.at().with(when.until()), false, clause.language());
        }
        String text = said + Labels.DASH + day;
        return List.of(Drafts.event(clause, text, PersonMentions.in(what), when));
    }
}
