package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.platform.time.Span;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the user asks the assistant to keep for them, read as the kind they asked for: to be
 * reminded ("tu peux me rappeler demain de…", "don't let me forget to…", "bug me about it"), a
 * list of things to do, one task a line ("- payer la cantine\n- rappeler Mamie", "à faire : …,
 * …"), a note ("tu peux me noter…", "note to self: …"). A reminder's text is what is to be done
 * when the words after the request say it, else the request as typed; when it falls due is read
 * by whoever knows the user's now (a reminder without a time is a task).
 */
final class Requests {

    /** A reminder asked, by the verb that asks it: "relance-moi", "remind me", "tell me to", "don't let me forget". */
    private static final Pattern REMINDER = Pattern.compile("\\b(?:relance[- ]moi|rappelle[- ]moi|fais[- ]moi penser|me relancer"
            + "|me relances|me relancais|me relancerais|me relanceras|me rappeler de|me rappelles|me faire penser|me fasses penser|me faisais penser|me pinger|me pinges"
            + "|me pingues|me notifier|me notifies|me renvoyer un (?:petit |ptit |p'tit )?(?:msg|message|texto)"
            // the request in any tense: "tu m'envoies un ptit message pour que…", "tu m'enverras un texto à 8h"
            + "|m'(?:envoyer|envoies|envoie|enverras|enverrais|envoyais) un (?:petit |ptit |p'tit )?(?:rappel|msg|message|texto|sms)"
            + "|(?:dis|redis)[- ]moi de (?!quoi|qui|ce)|me dire de (?!quoi|qui|ce)|me (?:redire|dises) de"
            + "|(?:mets|met|mettre|programme|ajoute|cree)[- ]moi (?:un |une )?(?:petit |petite )?(?:rappel|alarme|alerte|notif)"
            + "|(?:ne )?me laisse pas oublier|ne me laisse pas zapper|harcele[- ]moi|tanne[- ]moi|secoue[- ]moi|me harceler|me tanner"
            + "|penser(?:as|ais|iez)? a me (?:dire|rappeler|relancer)|pense a me (?:dire|rappeler|relancer)"
            + "|me rappeler\\b(?:\\s+[\\p{L}\\d']+){0,3}?\\s+(?:de\\b|d')"
            + "|remind me|reminding me|ping me|pinging me|nudge me|bug me|bugging me|nag me|nagging me|chase me|chasing me"
            + "|hassle me|hassling me|poke me|tell me to|text me to|message me to"
            + "|give me a (?:nudge|shout|reminder|poke|buzz|bell|ring)|send me a reminder|don't let me forget|do not let me forget"
            + "|dont let me forget|make sure i (?:don't|dont|do not) forget|make sure i remember"
            + "|(?<!\\bi |i've |i'll |we |i have |i just )(?:set|pop|put|add|stick|make)(?: me)? (?:a |an )?(?:quick |little )?"
            + "(?:reminder|alarm|alert))\\b");
    /** "un petit rappel la veille du 20 pour…", "a quick reminder on Friday": the reminder named first, as a favour. */
    private static final Pattern REMINDER_NAMED = Pattern.compile("^(?:(?:un|une|a)\\s+)?(?:(?:petit|petite|quick|little|small)\\s+)?"
            + "(?:rappel|relance|reminder|nudge)\\b(?![- ]moi)");
    /** "rappel : …", "reminder — …": the reminder labelled. */
    private static final Pattern REMINDER_LABEL = Pattern.compile("^(?:rappel|reminder|pense-bete)\\b");
    /** "rappelle-moi ce que j'ai dit", "remind me what you said": information asked back, no reminder. */
    private static final Pattern ASKED_BACK = Pattern.compile("\\b(?:rappelle[- ]moi|me rappeler|remind me|tell me|dis[- ]moi"
            + "|me dire)\\s+(?:what|who|how|where|why|which|when|if|whether|of what|ce que|ce qu'|qui|comment|ou|pourquoi|quel"
            + "|quelle|quand|si|ton|ta|tes|your|de quoi|combien)\\b|\\brappel (?:de|sur) (?:ce qu|comment|qui|quoi)");
    /** "don't bug me", "arrête de me relancer", "no need to remind me": the contrary of a reminder. */
    private static final Pattern REFUSED = Pattern.compile("\\b(?:don't|dont|do not|stop|quit|no need to|pas besoin de|arrete de"
            + "|ne me|ne pas)\\s+(?:\\p{L}+\\s+)?(?:bug|nag|remind|ping|chase|hassl|poke|relance|rappelle|harcele)\\p{L}*\\b");
    /** Whether the assistant can remind at all: "can you set reminders?", "tu sais faire des rappels ?". */
    private static final Pattern ABOUT_REMINDERS = Pattern.compile("\\b(?:reminders|rappels|alarmes|alarms)\\s*\\?\\s*$"
            + "|\\b(?:tu sais|can you even|do you do|est-ce que tu fais)\\b");
    /** What the user still has to do, said as what is left: "il me reste à envoyer mon CV", "I've still got to ring the bank". */
    private static final Pattern STILL_TO_DO = Pattern.compile("^(?:(?:bon|alors|et|bref|ok|so|and|right)[\\s,]+)?(?:il me reste"
            + "(?: encore)? (?:a|à)|il me faut encore|(?:i've|i have|i) still (?:got|have|need) to|still (?:got|have|need) to)\\s+"
            + "(?=\\p{L})");
    /** A line of a list: a dash, a bullet or a number first. */
    private static final Pattern LIST_LINE = Pattern.compile("(?m)^\\s*(?:[-•*–]|\\d{1,2}[.)])\\s+(\\S.*)$");
    /** "à faire : a, b", "to do: a, b, c", "trucs à faire avant …:": a list of things to do, commas between them. */
    private static final Pattern TO_DO_LABEL = Pattern.compile("^(?:[^:\\n]{0,40}\\s)?(?:a faire|todo|to-do|to do|things to do"
            + "|choses a faire|trucs a faire|liste de courses|shopping list)\\b[^:\\n]{0,40}:\\s*");
    /** An item that says who someone is: "Lola is 7", "Rose, 4 ans", "Malo (9)". */
    private static final Pattern SAID_OF_SOMEONE = Pattern.compile("\\s*(?:(?:and|et)\\s+)?(?:the baby |le bebe |la petite |le petit )?"
            + "\\p{Lu}[\\p{L}'-]+\\s*(?:,|\\(|:|\\s(?:is|est|a|has|who|qui|'s)\\s)|.*\\b\\d{1,2}\\s*(?:ans|yo|y/o|years?|months?|mois)\\b");
    /** A note asked of the assistant: "tu peux me noter", "jot this down", "colle-moi un post-it". */
    private static final Pattern NOTE_ASKED = Pattern.compile("\\b(?:noter|note[- ]moi|note[sz]?\\s+(?:ca|ceci|que|qu')"
            + "|jot|write (?:this |that |it )?down|make a note|note (?:this|that|it)|note that|add (?:this|that|it) to (?:my|the) notes"
            + "|post-it|post it|pense-bete"
            // a note asked by its object, whatever the verb: "add a note:", "garde ça en note", "mets-le dans mes notes"
            + "|(?:add|take|leave|put|save|stick|drop)\\s+(?:me\\s+)?(?:a|an|another|one more)\\s+(?:\\p{L}+\\s+)?note(?=\\s*(?::|-|\u2014|that\\b))"
            + "|(?:garde|gardes|mets|met|prends|ajoute|rajoute|enregistre)(?:[- ](?:moi|le|la|les|ca|cela|ceci)){0,2}\\s+"
            + "(?:en\\s+note|dans\\s+(?:mes|tes|les)\\s+notes|une\\s+(?:petite\\s+)?note))\\b");
    /**
     * A note asked by where it is to be kept, whatever the verb: the verb opens a clause, no subject before it ("écris dans
     * mes notes : …", "idea for the window … save that somewhere"); "I left it somewhere" tells, it asks nothing.
     */
    private static final Pattern KEEP_ASKED = Pattern.compile("(?:^|[.,;:!?]\\s*|\\b(?:et|and|then|puis|pls|please|stp|svp"
            + "|tu peux|can you|could you)\\s+)(?!(?:je|j|i|on|we|il|elle|he|she|they|ils|elles|you|tu)\\b)\\p{L}+(?:"
            + Lexicon.KEPT_IN + ")");
    private static final Pattern INTO_NOTES = Pattern.compile("\\b(?:notes?|notebook|memos|carnet|bloc-notes)\\b");

    /** Whether the sentence asks to keep, last, what it said before: "…, save that somewhere". */
    static boolean pointsBack(String text) {
        String folded = Words.fold(text.strip());
        Matcher kept = KEEP_ASKED.matcher(folded);
        return !NOTE_ASKED.matcher(folded).find() && kept.find() && StatedFact.keysOf(folded.substring(kept.end())).isEmpty();
    }

    /** "note to self:", "à noter :": the note labelled. */
    private static final Pattern NOTE_LABEL = Pattern.compile("^(?:a noter|note to self|note|memo|pense-bete)\\s*:\\s*");
    private static final Pattern FAVOUR = Pattern.compile("\\b(?:stp|svp|s'il te plait|please|pls|plz|merci|thanks"
            + "|tu peux|tu pourrais|peux-tu|pourrais-tu|can you|could you|would you|will you|do you mind)\\b");
    /** Where the thing to be done starts after the request, said as a verb: "… de sortir les poubelles", "… to ring the agent". */
    private static final Pattern VERB_FOLLOWS = Pattern.compile("\\s(?:to\\s+(?!the |my |a |an |your |his |her |our |their )"
            + "|de\\s+(?=\\p{L}+(?:er|ir|re)\\b)|d'(?=\\p{L}+(?:er|ir|re)\\b)|(?<=penser\\s)(?:aux|au|a)\\s+"
            // "… pour que j'aille chercher les petits", "so that I go and water the plants": the user's deed as its purpose
            + "|pour qu(?:e\\s+|')(?:je\\s+|j')(?:aille\\s+)?|so (?:that )?i (?:go and |can |remember to )?"
            // "fais-moi penser ce soir à appeler le notaire": the deed after when, said as an infinitive
            + "|a\\s+(?=\\p{L}+(?:er|ir|re)\\s+(?:le|la|les|l'|un|une|des|du|mes|mon|ma|ses|son|sa|notre|nos)\\b))");
    /** Or said as the thing it is about: "… pour le mail à la compta", "… about the gas meter". */
    private static final Pattern WHAT_FOLLOWS = Pattern.compile("\\s(?:(?:de|to|about|pour(?! que| qu')|for|that"
            + "|(?<=penser\\s)(?:aux|au|a))\\b|d'|re:)\\s*");
    private static final Pattern CLAUSE_END = Pattern.compile("\\s*(?:[,;.!?]|\\s[—–-]\\s)");
    private static final Pattern ONLY_WHEN = Pattern.compile("\\s*(?:(?:the|le|la|on|for|pour)\\s+)*(?:" + Lexicon.WHEN.pattern()
            + "|\\d{1,2}(?:st|nd|rd|th|er)?)\\s*");
    private static final Pattern PRONOUN_ONLY = Pattern.compile("^(?:it|this|that|ca|cela|le|la|les|y)\\b");

    private Requests() {
    }

    /**
     * What the sentence asks the assistant to keep, in the kind asked: none most often. {@code text}
     * is the message as {@link Input} made it ready, {@code lines} as typed, its lines kept.
     */
    static List<StatedFact> in(String text, String lines) {
        String typed = text.strip();
        String folded = Words.fold(typed);
        if (typed.isEmpty() || Lexicon.HYPOTHETICAL_START.matcher(folded).lookingAt() && !REMINDER.matcher(folded).find()) {
            return List.of();
        }
        List<StatedFact> tasks = listed(lines == null ? typed : lines);
        if (!tasks.isEmpty()) {
            return tasks;
        }
        Matcher label = NOTE_LABEL.matcher(folded);
        if (label.lookingAt() && label.end() < typed.length()) {
            return asked(MemoryKind.MEMO, typed.substring(label.end()));
        }
        int question = typed.indexOf('?');
        if (question > 0 && NOTE_ASKED.matcher(Words.fold(typed.substring(0, question))).find()
                && !StatedFact.keysOf(typed.substring(question + 1)).isEmpty()) {
            return asked(MemoryKind.MEMO, typed.substring(question + 1)); // "tu peux me noter le nom de ce vin ? Château …"
        }
        Matcher left = STILL_TO_DO.matcher(folded);
        if (left.lookingAt() && !typed.endsWith("?")) {
            return asked(MemoryKind.TASK, typed.substring(left.end())); // "il me reste à envoyer mon CV": a thing to do
        }
        Matcher reminder = REMINDER.matcher(folded);
        boolean labelled = REMINDER_LABEL.matcher(folded).lookingAt() || REMINDER_NAMED.matcher(folded).lookingAt()
                && (FAVOUR.matcher(folded).find() || !typed.endsWith("?"));
        if ((reminder.find() || labelled) && !ASKED_BACK.matcher(folded).find() && !REFUSED.matcher(folded).find()
                && !ABOUT_REMINDERS.matcher(folded).find()) {
            // "if I forget by Monday, nag me about…": the condition is part of what is to be reminded
            boolean conditional = Lexicon.HYPOTHETICAL_START.matcher(folded).lookingAt();
            return asked(MemoryKind.REMINDER, labelled || conditional ? typed
                    : thing(typed, folded, reminder.end()).orElse(typed));
        }
        Optional<String> timed = doneToTheUserAtATime(typed, folded);
        if (timed.isPresent()) {
            return asked(MemoryKind.REMINDER, timed.get());
        }
        Matcher note = NOTE_ASKED.matcher(folded);
        Matcher kept = KEEP_ASKED.matcher(folded);
        boolean noted = note.find();
        // kept somewhere, the thing said after it is kept as what it is; asked into the user's notes, it is a note
        if ((noted || kept.find() && (pointsBack(typed) || INTO_NOTES.matcher(kept.group()).find()))
                && !typed.endsWith("?")) {
            // what is to be noted is what follows the asking: "note que le portail…", "jot down: the code…"; or, asked
            // last and pointing back, what comes before it: "autumn leaves cut from old maps. save that somewhere"
            Matcher asking = noted ? note : kept;
            String after = typed.substring(asking.end()).replaceFirst("^[\\s:,-]*(?:(?:que|qu'|that|this|it)\\b)?[\\s:,-]*", "");
            String before = typed.substring(0, asking.start());
            return asked(MemoryKind.MEMO, StatedFact.keysOf(after).size() >= 2 ? after
                    : !noted && StatedFact.keysOf(before).size() >= 2 ? before : typed);
        }
        return List.of();
    }

    /**
     * A reminder asked in no reminder's words: the assistant asked to do something to the user at a moment, for the
     * user to do something then ("could you text me at 5 to pick up the kids", "tu peux m'envoyer un mot à 18h pour
     * sortir les poubelles"): what is to be done, once the moment is said and a verb follows it.
     */
    private static Optional<String> doneToTheUserAtATime(String typed, String folded) {
        Matcher favour = FAVOUR_ON_THE_USER.matcher(folded);
        if (!favour.lookingAt() || ASKED_BACK.matcher(folded).find() || REFUSED.matcher(folded).find()) {
            return Optional.empty();
        }
        // the moment said right after the user, or after what is sent them ("give me a shout at 6"): what is done to
        // them then, not a favour whose object says when ("give me ideas for dinner tonight")
        String rest = folded.substring(favour.end());
        Optional<When> when = WhenParser.find(rest, ANY_NOW, false).filter(moment -> !moment.past());
        if (when.isEmpty() || when.get().spans().stream().mapToInt(Span::start).min().stream()
                .anyMatch(start -> !SENT_THEN.matcher(rest.substring(0, start)).matches())) {
            return Optional.empty();
        }
        Matcher purpose = PURPOSE.matcher(folded);
        purpose.region(favour.end(), folded.length());
        while (purpose.find()) {
            // "at quarter to nine to ring the bank": the "to" a verb follows
            List<PartsOfSpeech.Tagged> after = PartsOfSpeech.shared().tag(typed.substring(purpose.end()));
            if (!after.isEmpty() && after.get(0).tag().equals("VERB")) {
                return thing(typed, folded, purpose.start());
            }
        }
        return Optional.empty();
    }

    /** "can you shout at me", "could u text me", "tu peux m'appeler", "pourrais-tu me faire signe": a favour done to the user. */
    private static final Pattern FAVOUR_ON_THE_USER = Pattern.compile("(?:[\\p{L}']+[\\s,]+){0,2}?(?:(?:can|could|would|will)"
            + " (?:you|u) (?:please |pls )?(?:[\\p{L}']+ ){1,2}?(?:at |to |with )?me|(?:tu peux|tu pourrais|peux-tu|pourrais-tu"
            + "|vous pouvez|pouvez-vous|vous pourriez)\\s+(?:me\\s+|m'))\\b");
    /** Nothing between the user and the moment, or what is done or sent to them: "a shout", "faire signe", "un petit message". */
    private static final Pattern SENT_THEN = Pattern.compile("\\s*(?:(?:a|an|one|un|une|petit|petite|ptit|quick|little)\\s+){0,2}"
            + "(?:[\\p{L}'-]+\\s*){0,2}");
    /** The user's own deed after the moment: "to ring the garage", "pour appeler", "de sortir". */
    private static final Pattern PURPOSE = Pattern.compile("\\s(?:to|pour|de|d')\\s*(?=\\p{L})");
    /** Only whether a moment still to come is said matters here, not when it falls. */
    static final ZonedDateTime ANY_NOW = ZonedDateTime.of(2000, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);

    /** "- payer la cantine\n- rappeler Mamie", "à faire : tondre la pelouse, réparer le vélo": a task a line or an item. */
    private static List<StatedFact> listed(String typed) {
        List<String> items = new ArrayList<>();
        LIST_LINE.matcher(typed).results().forEach(line -> items.add(line.group(1)));
        if (items.size() < 2 || items.stream().allMatch(item -> item.strip().endsWith("?"))) {
            items.clear();
            Matcher label = TO_DO_LABEL.matcher(Words.fold(typed));
            if (label.lookingAt()) {
                // "to do this week:\nfix the tap\nring the insurance": one thing a line, or commas between them
                for (String item : typed.substring(label.end()).split(typed.contains("\n") ? "\\s*\\n\\s*"
                        : "\\s*(?:,|;|\\bet\\b|\\band\\b)\\s*")) {
                    if (!item.isBlank()) {
                        items.add(item);
                    }
                }
            }
        }
        if (items.stream().anyMatch(item -> SAID_OF_SOMEONE.matcher(item).lookingAt())) {
            return List.of(); // "- Lola is 7\n- Max is 4": who they are, not things to do
        }
        List<StatedFact> tasks = new ArrayList<>();
        items.forEach(item -> tasks.addAll(asked(MemoryKind.TASK, item)));
        return tasks.size() >= 2 ? tasks : List.of();
    }

    /**
     * What is to be done, said after the request: "… de décongeler le poulet vers 16h" gives
     * "décongeler le poulet vers 16h"; nothing when only a pronoun follows ("bug me about it").
     */
    private static Optional<String> thing(String typed, String folded, int after) {
        // from the request's last words on: "me rappeler mardi d'appeler…" ends on the connector itself
        int from = Math.max(0, after - 3);
        Matcher follows = VERB_FOLLOWS.matcher(folded).useTransparentBounds(true);
        follows.region(from, folded.length());
        if (!follows.find() || follows.start() > after + 40) {
            follows = WHAT_FOLLOWS.matcher(folded).useTransparentBounds(true);
            follows.region(from, folded.length());
            if (!follows.find() || follows.start() > after + 40) {
                return Optional.empty();
            }
        }
        String rest = typed.substring(follows.end()).strip();
        // "… pour la facture, j'oublie toujours": what follows the thing is why it is asked, not what to do
        Matcher end = CLAUSE_END.matcher(rest);
        if (end.find() && !StatedFact.keysOf(rest.substring(0, end.start())).isEmpty()) {
            rest = rest.substring(0, end.start());
        }
        if (PRONOUN_ONLY.matcher(Words.fold(rest)).lookingAt() && rest.split("\\s+").length <= 3
                || StatedFact.keysOf(rest).size() < 1
                // "put a reminder in for the 30th — car insurance renews": when, not what; the request is kept whole
                || ONLY_WHEN.matcher(Words.fold(rest)).matches()) {
            return Optional.empty();
        }
        return Optional.of(rest);
    }

    private static List<StatedFact> asked(MemoryKind kind, String typed) {
        String said = PersonNotes.capitalised(typed.replaceAll("\\s+", " ").strip()
                .replaceAll("[\\s,;:.!?…-]+$", "")
                .replaceAll("(?i)[,\\s]+(?:stp|svp|s'il te pla[iî]t|please|pls|thanks|merci|yeah|hein|ok)$", ""));
        Set<String> keys = new HashSet<>(StatedFact.keysOf(said));
        keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit)
                || Lexicon.DISCOURSE.contains(key) || Lexicon.FILLER.contains(key));
        if (keys.isEmpty()) {
            return List.of();
        }
        return List.of(StatedFact.asked(kind, Lexicon.domainOf(Words.fold(said)), said, keys));
    }
}
