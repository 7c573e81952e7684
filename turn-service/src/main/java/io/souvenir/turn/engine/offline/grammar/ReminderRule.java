package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Rappelle-moi jeudi de payer le loyer", "remind me on Thursday to pay the rent": one visible
 * reminder, due when said (09:00 without an hour), its text the thing to do. "Rappelle-toi que…"
 * is not this: it asks to remember, see {@link RememberRule}.
 */
final class ReminderRule implements Rule {

    /**
     * A request said politely, before its verb: "ce serait possible de me relancer…", "je voudrais que tu me
     * rappelles…", "is it possible to get a reminder…", "would you mind reminding me…".
     */
    private static final String POLITELY = "(?:(?:ce serait|ca serait|c'est|est-ce|serait-il|est-il|il est) possible de "
            // the favour said as a condition, its thanks after: "si tu pouvais me prévenir… ce serait top"
            + "|si tu (?:pouvais|peux|voulais|veux) (?:bien )?"
            // "est-ce que ce serait possible que tu me…", "tu serais un amour si tu pouvais me…": the favour, then its verb
            + "|(?:est-ce que )?(?:ce serait|ca serait|c'est|ce sera|serait-il|est-il|il est|il serait) possible (?:que tu |de )"
            + "|(?:tu serais|tu es|t'es|t'serais|ce serait|ca serait|ce sera|c'est) (?:\\p{L}+ ){0,3}?si tu (?:pouvais|peux|voulais|veux) (?:bien )?"
            + "|(?:ce serait|ca serait|c'est) (?:sympa|cool|gentil|top|super|genial|bien|parfait) (?:que tu |de )"
            + "|(?:vous )?(?:pouvez|pourriez|voulez|voudriez)[- ](?:vous )?(?:bien )?"
            + "|(?:tu )?(?:serais|seras|es)[- ](?:tu )?(?:capable|en mesure) de |(?:vous )?(?:seriez|etes)[- ](?:vous )?(?:capable|en mesure) de "
            + "|(?:je voudrais|j'aimerais|je veux|j'aimerai|(?:il )?(?:faudrait|faut|faudra)) (?:bien )?que tu |(?:tu )?(?:peux|pourrais|pourras|veux|voudrais)"
            + "[- ](?:tu )?(?:bien )?|est[- ]ce que tu (?:peux|pourrais|pourras|veux|voudrais) (?:bien )?)";
    private static final String POLITELY_EN = "(?:(?:is it|would it be|will it be) possible to |if you (?:could|can) (?:please )?"
            + "|(?:would|could) you be so kind as to |(?:would|could) you kindly |kindly |(?:can|could|would|will) you "
            + "(?:please )?(?:be able to )?|are you able to |(?:is there )?any (?:way|chance) you (?:can|could) "
            + "|please |(?:would|do) you mind |i'd like you to |i want you to |(?:do you think )?you (?:could|can) |mind "
            // "you'd be a star if you could…", "it'd be great if you could…"
            + "|(?:you'd be|you would be|it'd be|it would be|it's) (?:\\p{L}+ ){0,3}?if you (?:could|can|would) )";
    private static final Pattern REMIND_ME = Pattern.compile("^(?:" + POLITELY + ")?(?:(?:est-ce que )?(?:tu peux|peux-tu|pourrais-tu"
            + "|tu pourrais|tu pourras|pourras-tu|tu veux bien|tu voudrais bien|merci de|n'oublie pas de|pense a|tu) )?(?:me |m')?rapp?el(?:le|er|les|lez)(?:[- ]moi)?[\\s,]+"
            + "(?:(qu'il faut que (?:je |j')|qu'il (?:faut|faudra) (?!que)|que (?:je |j')(?!dois)|que je dois |de |d')|que |pour )?"
            + "|^fais-moi penser (?:a |au |aux )"
            + "|^" + POLITELY_EN + "?remind(?:ing)? me (?:to |that i (?:need|have) to |that i must "
            + "|that |about |of )?|^don't let me forget (?:to )?"
            // asked as a request: "mets-moi un rappel pour…", "tu me dis de…", "can you ping me to…", "set a reminder to…"
            + "|^(?:je voudrais|j'aimerais|je veux|il me faut|il me faudrait|j'ai besoin d') (?:un |une )?(?:petit )?(?:rappel|alarme|alerte"
            + "|notif|notification)(?: (?:pour|de|d'|a|au|qui me dit de))? ?"
            // a reminder the user asks to have: "ce serait possible d'avoir un rappel pour…", "est-ce que je peux avoir une alarme…"
            + "|^(?:(?:ce serait|ca serait|c'est|est-ce|serait-il|est-il|il est) possible d'|(?:est[- ]ce que )?(?:je )?"
            + "(?:pourrais|peux|pourrai)[- ](?:je )?|puis-je )(?:avoir|recevoir) (?:un |une )?(?:petite? )?(?:rappel|alarme|alerte|notif"
            + "|notification)(?: (?:pour|de|d'|a|au|qui me dit de))? ?"
            + "|^(?:est-ce que )?(?:tu peux |peux-tu |pourrais-tu |tu pourrais |tu )?(?:me |m')?(?:mettre|mets|met|programme"
            + "|programmer|ajoute|ajouter|cree|creer|fais|faire)(?:[- ]moi)? (?:un |une )?(?:rappel|alarme|alerte|notif"
            + "|notification)(?: (?:pour|de|d'|a|au|qui me dit de))? ?"
            + "|^(?:" + POLITELY + ")?(?:est[- ]ce que )?(?:tu peux |peux-tu |pourrais-tu |tu pourrais |tu )?(?:me |m')(?:dire|dis|diras|dises|previens"
            + "|prevenir|previendras|previennes|previenne|fasses penser|fais penser|faire penser|rappelleras|relancer|relances|relanceras|redire|redis|redises|rediras"
            + "|pinger|pinguer|pingues|biper|notifier|envoyer un message"
            + "|envoies un message|ecrire|ecris)(?:[- ]moi)? (?:de |d'|pour |a |au |aux |quand |qu'il faut )?"
            + "|^(?:dis|previens|relance|ecris|bipe|sonne|ping|pingue|notifie)[- ]moi (?:de |d'|pour |a |au |aux |quand )?"
            // a call at a time, its reason maybe in the next clause: "fais-moi signe à 16h", "réveille-moi à 5h30", "wake me up at 6"
            + "|^(?:" + POLITELY + ")?(?:fais[- ]moi signe|(?:tu )?me (?:fais|feras|ferais|faire) signe|(?:me )?reveill?(?:e|er)[- ]moi"
            + "|(?:me )?reveiller)\\b ?(?:pour (?!que))?"
            + "|^" + POLITELY_EN + "?(?:wak(?:e|ing) me(?: up)?|giv(?:e|ing) me a (?:shout|call|buzz|bell|ring))\\b ?"
            + "|^(?:tu |t')?(?:n')?oublie(?:s|ras)? pas de me (?:rappeler|dire|prevenir|faire penser)(?: de| d'| a| au| que)? ?"
            // "make sure I remember to…", "fais en sorte que je n'oublie pas de…": the user's memory, in the assistant's care
            + "|^" + POLITELY_EN + "?make sure (?:that )?i (?:remember|don't forget|do not forget|won't forget) (?:to |that |about )?"
            + "|^(?:" + POLITELY + ")?(?:fais en sorte|faire en sorte|assure[- ]toi|t'assurer|t'assures?) que (?:je |j')"
            + "(?:n'oublie pas (?:de |d')|pense (?:a |au |aux )|me souvienne (?:de |d'))"
            + "|^" + POLITELY_EN + "?(?:set|add|create|make|put in|get|have|giv(?:e|ing) me|send(?:ing)? me|text(?:ing)? me"
            + "|messag(?:e|ing) me)(?: me)? (?:an? )?(?:reminder|alarm"
            + "|alert|nudge|heads-up|heads up|shout|ping|buzz|text|message)(?: for me)?(?: (?:to|for|about|that))* ?"
            // "could I get a reminder to…"
            + "|^(?:can|could|may) i (?:get|have) (?:an? )?(?:reminder|alarm|alert|nudge|heads-up)(?: (?:to|for|about|that))* ?"
            + "|^(?:rappel|reminder|pense-bete|alarme)(?: (?:for|pour|de|du))?\\s*:\\s*"
            + "|^" + POLITELY_EN + "?(?:ping(?:ing)?|nudg(?:e|ing)|buzz(?:ing)?|pok(?:e|ing)) me (?:to |about |that |of |when )?"
            // "put a reminder in for the 30th — car insurance renews": the reminder put in, then what it is for
            + "|^" + POLITELY_EN + "?(?:put|pop|stick|chuck)(?:ting)? (?:an? )?(?:reminder|alarm|alert)(?: in)?(?: for me)?"
            + "(?: (?:to|for|about|that|re:?|regarding))*\\s*(?:[—–:-]\\s*)?"
            + "|^" + POLITELY_EN + "?(?:tell|text|message|alert|warn|notify)(?:ing)? me (?:to |when i (?:need|have) to )"
            // warned ahead of something: "could you warn me two days before the trial ends"
            + "|^" + POLITELY_EN + "?(?:warn|alert|notify|let)(?:ing)? me(?: know)? (?=(?:(?:\\d+|a|an|one|two|three|a few|a couple of) "
            + "(?:days?|weeks?|hours?|minutes?|mins?) |the (?:day|week|night) )?before\\b)"
            // "when I get home tell me to…": the moment comes first
            + "|^(?:when|once|as soon as) (?:i (?:get|come|am|arrive)|i'm)(?: back)?(?: home| back| there| in| to work)?"
            + "(?: tonight| later)?,?\\s+"
            + "(?:tell|remind|ping|text|nudge) me (?:to |about )?"
            + "|^(?:quand|des que|une fois que) (?:je |j')(?:rentre|arrive|suis rentree?|suis arrivee?|serai rentree?)"
            + "(?: a la maison| chez moi| au boulot| au travail)?,? (?:dis|rappelle|previens)[- ]moi (?:de |d')?");

    private static final Pattern RECALLED = Pattern.compile("^(?:ce que|ce qu'|ce qui|ce dont|quand|comment|qui |quel"
            + "|combien|si |ou |what|when|how|who|which|whether|where)");
    private static final Pattern ALARM = Pattern.compile("\\b(?:alarme|alarm|rappel|reminder|reveil|alerte|alert|signe"
            + "|shout|call|buzz|previen\\w*|prevenir|ping\\w*|nudge|tell|text)\\b|(?<wake>reveill?e|reveiller|wake)\\b");

    /**
     * Whether the clause asks for a call at a time and says nothing of why ("fais-moi signe à 16h", "mets-moi une
     * alarme pour 15h"): the next clause may tell it ("…, faut que j'appelle la mutuelle").
     */
    static boolean bare(Clause clause) {
        Matcher remind = clause.what().matcher(REMIND_ME);
        return remind.find() && saysNothingMore(clause.what(), remind) && clause.ahead().isPresent();
    }

    /** "quand il sera 12h30", "when it's 5": only the moment, once its words are gone. */
    private static final Pattern ONLY_THE_MOMENT = Pattern.compile("^\\s*(?:quand |when |once )?(?:il (?:sera|est)|it(?:'s| is"
            + "| will be|'ll be)|ce sera|c'est)?[\\s,.!?]*$");

    /** Whether the request says nothing after asking: "fais-moi signe à 16h", "tu me préviens quand il sera 15h ?". */
    private static boolean saysNothingMore(Text what, Matcher remind) {
        return remind.end() >= what.length() || ONLY_THE_MOMENT.matcher(what.folded().substring(remind.end())).matches();
    }

    /** The thanks or the nudge said after the request: "…, ce serait top", "… hein", "… please". */
    private static final Pattern THANKS_AFTER = Pattern.compile("[,\\s]*\\b(?:(?:ce serait|ca serait|c'est|ce sera|that'd be"
            + "|that would be|it'd be|it would be)(?: \\p{L}+){0,2}? (?:top|genial|super|sympa|cool|parfait|gentil|great|amazing"
            + "|perfect|lovely|brilliant|ideal)|merci(?: beaucoup| bien)?|stp|svp|s'il te plait|hein|please|thanks|thank you|cheers"
            + "|if you (?:can|could))[\\s!.?]*$");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text what = clause.what();
        Matcher remind = what.matcher(REMIND_ME);
        if (!remind.find()) {
            // "would you mind nagging me at noon to…", "ce serait top que tu me pinges lundi pour…": asked in other words
            return CallsAsked.in(what, clause.language()).filter(asked -> !RECALLED.matcher(asked.thing().folded()).find())
                    .map(asked -> reminder(clause, asked.thing(), asked.conjugated()))
                    .stream().toList();
        }
        if (saysNothingMore(what, remind)) {
            // "mets une alarme à 7h": an alarm with nothing said of it still rings at its time
            Matcher alarm = ALARM.matcher(remind.group());
            if (!alarm.find() || clause.ahead().isEmpty()) {
                return List.of();
            }
            // "réveille-moi à 5h30": a wake-up call is a reminder at its time
            String text = alarm.group("wake") != null ? clause.french() ? "Réveil" : "Wake-up call"
                    : clause.french() ? "Alarme" : "Alarm";
            return List.of(Drafts.toDo(MemoryKind.REMINDER, clause, text, List.of(), clause.ahead().get()));
        }
        Text thing = what.from(remind.end());
        Matcher thanks = thing.matcher(THANKS_AFTER);
        if (thanks.find() && thanks.start() > 0) {
            thing = thing.slice(0, thanks.start());
        }
        if (RECALLED.matcher(thing.folded()).find()) {
            return List.of(); // "peux-tu me rappeler ce que j'ai dit ?" asks to recall, not to be reminded
        }
        // "qu'il faut appeler…" is already said in the infinitive
        boolean conjugated = remind.group(1) != null && remind.group(1).startsWith("qu")
                && !remind.group(1).matches("qu'il (?:faut|faudra) ");
        return List.of(reminder(clause, thing, conjugated));
    }

    private static MemoryDraft reminder(Clause clause, Text thing, boolean conjugated) {
        Matcher thanks = thing.matcher(THANKS_AFTER);
        Text said = thanks.find() && thanks.start() > 0 ? thing.slice(0, thanks.start()) : thing;
        String text = conjugated ? Rephrase.infinitive(said) : said.original();
        return Drafts.toDo(MemoryKind.REMINDER, clause, text, PersonMentions.in(said), clause.ahead().orElse(null));
    }
}
