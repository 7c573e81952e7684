package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import io.souvenir.turn.engine.offline.time.When;
import java.util.List;
import java.util.Optional;
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
            + "|soleil|orage|rain\\w*|snow\\w*|weather|sunny|storm\\w*|cloudy)\\b");

    /** Whether the clause names something that happens (a dinner, a trip, a visit…), not only when. */
    static boolean happening(Clause clause) {
        String what = clause.what().folded();
        return HAPPENING.matcher(what).find() && !BIRTH.matcher(what).find();
    }

    /** "l'anniversaire de ma mère c'est le 8 août", "il est né un 29 février": a date of the person, not a plan. */
    private static final Pattern BIRTH = Pattern.compile("\\b(?:nee?s?|born|birthday|bday|anniversaire|anniv)\\b");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Optional<When> found = clause.when();
        Text what = clause.what();
        if (found.isEmpty() || what.isEmpty() || WEATHER.matcher(what.folded()).find()
                || FAREWELL.matcher(what.folded().strip()).matches()) {
            return List.of();
        }
        When when = found.get();
        boolean lived = when.past() && (Tense.isPast(clause.text()) || HAPPENING.matcher(what.folded()).find());
        boolean planned = !when.past() && HAPPENING.matcher(what.folded()).find();
        if (!lived && !planned) {
            return List.of();
        }
        String said = lived ? Rephrase.withoutSubject(what, clause.french()) : Rephrase.asPlan(what, clause.french());
        // a period told in passing ("la semaine dernière") stays a period: no precise day is invented for it
        String period = when.timeGiven() ? null : TimePhrases.period(when.at(), when.said(), clause.language());
        String text = said + Labels.DASH + (period != null ? period
                : TimePhrases.absolute(when.at(), when.timeGiven(), clause.language()));
        return List.of(Drafts.event(clause, text, PersonMentions.in(what), when));
    }
}
