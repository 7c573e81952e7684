package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.Verbs;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.Locale;
import java.util.regex.Pattern;

/** Whether a clause tells of the past: "on a fait", "je suis allée", "we went", "I visited". */
final class Tense {

    /** Matched on the typed text in lower case: French participles are told by their accents. */
    private static final Pattern FRENCH_PAST = Pattern.compile("\\b(?:ai|as|a|avons|avez|ont|suis|es|est|sommes"
            + "|êtes|sont)\\s+(?:(?:déjà|bien|pas|jamais|beaucoup|trop|tous|toutes|enfin)\\s+)?"
            + "(?!(?:du|tu|lui|qui|ici|aussi|trois|fois|mois|plus|bus|midi|ami|lundi|mardi|mercredi|jeudi"
            + "|vendredi|samedi|dimanche)\\b)\\p{L}+(?:é|ée|és|ées|i|is|ie|ies|it|u|us|ue|ues|ert|erte|ait|aite"
            + "|int)\\b");
    /** The subject is a pronoun or a possessed noun: "we went", "my daughter lost". */
    private static final Pattern ENGLISH_PAST = Pattern.compile("\\b(?:i|we|he|she|they|you|(?:my|our|his|her"
            + "|their) \\w+)\\s+(?:\\w+\\s+)?(?:" + Verbs.ENGLISH_PAST_FORMS
            + "|(?!(?:need|feed|seed|speed|proceed|succeed|exceed)\\b)\\w{2,}ed)\\b");

    /** The chat register drops the subject: "took the kids to the zoo on Saturday", "visited my gran". */
    private static final Pattern ENGLISH_PAST_UNSAID = Pattern.compile("^(?!got\\b)(?:" + Verbs.ENGLISH_PAST_FORMS
            + "|(?!(?:need|feed|seed|speed|proceed|succeed|exceed)\\b)\\w{2,}ed)\\b");

    private Tense() {
    }

    static boolean isPast(Text clause) {
        String typed = clause.original().toLowerCase(Locale.ROOT);
        return FRENCH_PAST.matcher(typed).find() || ENGLISH_PAST.matcher(clause.folded()).find()
                || ENGLISH_PAST_UNSAID.matcher(clause.folded()).find();
    }
}
