package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Domain;
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

/**
 * The verifier's last word on a sentence whose clauses it could not read: what the user states
 * of their own life, kept whole in their own words when the turn kept nothing either. A
 * statement is said as true (no question, hypothesis, conditional or reported speech), about the
 * user, their household or someone of theirs ("je", "we", "ma sœur", "mon ex"), with a word
 * that carries content, and is not talk of the moment (a greeting, thanks, a mood, the weather,
 * words to the assistant). Its kind follows its subject: someone of the user's is a person, what
 * was lived at a given time an event in passing, anything else a fact.
 */
final class Statement {

    /** The user, their household, or someone or something of theirs: what a statement is about. */
    private static final Pattern USERS = Pattern.compile("\\b(?:(?:je|moi|me|nous|notre|nos|mon|ma|mes|i|i'm|i've|"
            + "i'd|my|mine|we|we're|we've|our|us|im|ive|chui|chuis)\\b|[jm]'(?=\\p{L})"
            // the chat register's clipped "je": "jtaf dans la resto", "jbosse de nuit", "jsuis prof"
            + "|\\bj(?=[bcdfghklmnpqrstvz]\\p{L}{2,}\\b)(?!son|peg|pg|query|ava|dk|vm|re\\b)"
            // the user naming themselves in the third person: "ya boi works in IT", "yours truly", "ma pomme"
            + "|\\b(?:ya|your|yo) (?:boi|boy|girl|gal)\\b|\\byours truly\\b|\\bma pomme\\b)"
            + "|^(?:got|had|have|still|just|been|went|did|took|ran|saw|met|bumped|used to|gotta|bought|sold|moved|started|quit"
            // "born 2 March 1990", "née le 4 juin 1988": the user's birth, said without a subject
            + "|born|nee?(?=\\s+(?:le|en|a|au)\\b)"
            // "finally watched Oppenheimer yesterday": something lived, said without a subject, with when
            + "|(?:finally\\s+|just\\s+|also\\s+)?\\p{L}{3,}ed(?=\\s.*\\b(?:yesterday|last (?:night|week|weekend|month|year)|ago"
            + "|this (?:morning|afternoon|weekend)|at the weekend)\\b)"
            // "wfh tues & thurs": working from home, said of oneself without a subject
            + "|wfh|work(?:ing)? from home"
            // "Software dev here, mostly Kotlin", "mum of three here": who the user is, said as a signature
            + "|(?!(?:over|right|in|out|up|down|from|still|not|nobody|no one|someone|somebody|everyone|anyone|it's|is|are"
            // "come here!", "sign here": a verb before "here" asks, it signs nothing
            + "|come|go|get|look|sign|click|tap|put|sit|stay|wait|stop|leave|bring|send|move|stand)\\b)"
            + "(?:[\\p{L}'-]+\\s+){1,3}here(?=\\s*(?:[,.!;:]|$)))\\b");
    private static final String HOUSEHOLD = "(?:de la maison|de la famille|du foyer)\\b";
    private static final Pattern OWN_RELATION = Pattern.compile("\\b(?:(?:ma|mon|mes|notre|nos|my|our)\\s+(?:[\\p{L}-]+\\s+)?"
            // the household's, said without a possessive: "the family dog", "le chat de la maison"
            + "|the\\s+(?:family|house|household)\\s+|(?:le|la|les|l')\\s*(?=(?:" + Relations.PATTERN + ")\\s+" + HOUSEHOLD + "))("
            + Relations.PATTERN + ")\\b(?:\\s+" + HOUSEHOLD + ")?");
    /**
     * Who is the user's without a possessive, said first: "hubby's working in Dubai", "Grandma was born in
     * 1941"; a word that names one person of the family, not a friend or a colleague, who may be anyone's.
     */
    private static final Pattern IMPLICITLY_OWN = Pattern.compile("^(?:the\\s+(?=(?:hubby|wifey|missus|hubs|kiddo)\\b))?"
            + "(hubby|wifey|missus|gf|bf|hubs|kiddo|mum|mom|mummy|mommy|dad|daddy|"
            + "maman|papa|mamie|papi|papy|grandma|granny|gran|nanna|grandpa|grandad|granddad|gramps|tonton|tata|auntie|"
            + "fiston|daron|daronne)(?:'s\\b|\\s)");
    /** The start of a subject that belongs to someone: "les gamins de", "the dog of". */
    private static final Pattern OF_SOMEONE = Pattern.compile("\\s*(?:[\\p{L}'-]+\\s+){1,3}(?:de|d'|du|des|of)\\s*");
    /** "Jamal's my brother-in-law", "Inès, ma cousine, …": the name first, then who they are to the user. */
    private static final Pattern NAMED_THEN_RELATION = Pattern.compile("\\p{Lu}[\\p{Ll}\\p{M}]+(?:-\\p{Lu}[\\p{Ll}\\p{M}]+)?"
            + "(?:['’]s|\\s+is|\\s+est|\\s+c'est|\\s*,)\\s+(?:my|our|mon|ma|mes|notre|nos)\\s");
    /** An outing, lived and told: "en fin de semaine on est allés magasiner", "we went bouldering". */
    private static final Pattern WENT = Pattern.compile("\\b(?:(?:je suis|on est|nous sommes)\\s+(?:alle|allee|alles|allees"
            + "|parti|partie|partis|parties|sorti|sortie|sortis|sorties)|(?:i|we)\\s+went)\\b");
    /** The user and someone of theirs as one subject: "me n my missus", "moi et mon mari". */
    private static final Pattern WITH_SOMEONE_OF_MINE = Pattern.compile("(?:me|moi)\\s+(?:and|n|&|et|pis)\\s+(?:(?:my|mon|ma)\\s+("
            + Relations.PATTERN + ")|the\\s+(hubby|wifey|missus|hubs|kiddo))\\b");
    /** The user and someone named as one subject: "me and Sarah", "moi et Damien". */
    private static final Pattern WITH_SOMEONE_NAMED = Pattern.compile("(?i:me|moi)\\s+(?i:and|n|&|et|pis)\\s+(?=\\p{Lu})");
    /** Someone met again, told with the moment it happened: "bumped into my old PE teacher this morning". */
    private static final Pattern MET_AGAIN = Pattern.compile("(?:(?:i|we|j'ai|on a)\\s+)?(?:bumped into|ran into|"
            + "croise|recroise|tombe sur)\\b");
    /** Someone seen on purpose: "met up with Dara", "j'ai revu Clément"; a person when the sentence goes on about them. */
    private static final Pattern MET_UP_WITH = Pattern.compile("(?:(?:i|we|j'ai|on a)\\s+)?(?:met up with|caught up with|"
            + "had (?:lunch|dinner|coffee|drinks|a drink|a coffee) with|revu|retrouve|dejeune avec|dine avec)\\b");
    /** A clause about the person just met: "she's a vet now", "il est devenu kiné". */
    private static final Pattern SAID_OF_THEM = Pattern.compile("(?:^|[,.;!]\\s*|\\s(?:and|et|but|mais)\\s+)(?:she|he|she's|he's"
            + "|elle|il)\\b");
    /** A condition on what the assistant may do for the user: "si tu veux me conseiller …", "if you ever plan meals for me …". */
    private static final Pattern ASSISTANT_DOING = Pattern.compile("(?:si|if)\\s+(?:jamais\\s+|ever\\s+)?(?:tu|t'|you|u)\\b");
    /** A clause that speaks to the assistant rather than of the user's life. */
    private static final Pattern TO_THE_ASSISTANT = Pattern.compile("\\b(?:tu|t'|te|toi|vous|you|your|u)\\b");
    /** "tu sais", "you know": said to the assistant, but only to hold the floor. */
    private static final Pattern FLOOR_HOLDING = Pattern.compile("\\b(?:tu sais|tu vois|you know|you see|tmtc|je te dis|"
            + "i tell you|i'm telling you|crois-moi|believe me|trust me)\\b"
            // what frames the telling to the assistant: "je vous précise que", "je t'avoue que", "I should tell you that"
            + "|\\b(?:je|j')\\s*(?:te|t'|vous)\\s*\\p{L}+\\s+(?:que|qu')|\\bi(?:'ll|'d| will| must| should| have to| need to)?"
            + "\\s+(?:tell|let) you(?: know)?(?: that)?\\b|\\blet me tell you\\b");
    /** The moment, not the life: "aujourd'hui", "right now", "ce soir". */
    private static final Pattern MOMENT = Pattern.compile("\\b(?:aujourd'hui|en ce moment|ce soir|ce matin|cet aprem|"
            + "cet apres-midi|tout a l'heure|today|tonight|right now|rn|atm|at the moment|this morning|"
            + "this evening|just now)\\b");
    /** A mood or a sensation: "je suis claqué", "I'm starving", "j'ai la flemme". */
    static final Pattern MOOD = Pattern.compile("\\b(?:claquee?s?|crevee?s?|epuisee?s?|fatiguee?s?|naze|mort|morte|"
            + "vanne|vannee|flemme|marre|faim|soif|froid|chaud|sommeil|mal au crane|tired|knackered|shattered|exhausted|"
            + "starving|hungry|sleepy|bored|cold|hot|hangover|hungover|meh|ugh|bof"
            // how someone is doing, or what just came to them: "mon fils va bien", "ma sœur a une idée"
            + "|lessivee?s?|rincee?s?|(?:va|vont|allait) (?:bien|mieux|mal)|(?:is|are) doing (?:fine|well|great|ok|better)|(?:is|are) being"
            + "|(?:a|as|ai|avons|ont|has|have|got) (?:une|un|an|a) (?:\\p{L}+ )?(?:idee|idea|question|souci|doute|doubt))\\b");
    /**
     * What someone of the user's gave or did to the user, said after them: "mon boss m'a filé une augm",
     * "my landlord gave us notice"; what the user now has, not a detail of the giver.
     */
    static final Pattern GIVEN_TO_THE_USER = Pattern.compile("\\s*(?:\\p{Lu}\\p{L}+\\s+)?(?:(?:m'|nous\\s+)(?:a|ont)\\s+"
            + "|(?:\\p{L}+ed|gave|lent|left|sent|bought|paid|got|made|took|brought|sold|found|taught)\\s+(?:me|us)\\b)");
    /**
     * Done once, with no time, place, name or number to it, nothing that lasts: "I've lost track",
     * "j'ai mal dormi"; small talk, as the clause rules read it.
     */
    private static boolean inPassing(String typed, String folded) {
        boolean past = OfflineFactCounter.FRENCH_PAST.matcher(folded).lookingAt()
                || OfflineFactCounter.ENGLISH_PAST.matcher(folded).lookingAt() || THING_OF_MINE_DID.matcher(folded).lookingAt();
        boolean placed = Lexicon.WHEN.matcher(folded).find() || OfflineFactCounter.PAST_TIME_ANYWHERE.matcher(folded).find()
                || OfflineFactCounter.PAST_TIME.matcher(folded).find() || !SpelledNumbers.in(typed).isEmpty()
                || NAME.matcher(typed.substring(Math.min(1, typed.length()))).find();
        // "j'ai perdu mon père" is about someone of the user's, not small talk
        return past && !placed && !Lexicon.DURABLE_PAST.matcher(folded).find() && !Lexicon.LASTING.matcher(folded).find()
                && !OWN_RELATION.matcher(folded).find();
    }

    /** A thing of the user's that did something once: "my glasses fogged right up", "my phone died on me". */
    private static final Pattern THING_OF_MINE_DID = Pattern.compile("(?:my|our)\\s+(?:[\\p{L}'-]+\\s+){0,2}?"
            + "(?:\\p{L}{2,}ed|died|broke|fell|went|got|froze|ran out)\\b");

    /** "j'en peux plus", "I can't take it anymore": worn out now, whatever "plus" says elsewhere. */
    static final Pattern WORN_OUT = Pattern.compile("\\b(?:(?:n')?en (?:peux|pouvons|pouvais) plus|can't take (?:it|any ?more)"
            + "|can't (?:do|deal with) (?:it|this) any ?more)\\b");
    /** The assistant told to stop: "stop nagging me", "arrête de me relancer", "don't bug me about it". */
    private static final Pattern TOLD_TO_STOP = Pattern.compile("(?:stop|quit|don't|dont|do not|arrete de|arretez de|arrete"
            + "|ne me)\\s+(?:me\\s+|m')?(?:bug|nag|remind|ping|chas|hassl|pester|poke|relanc|rappel|harcel|saoul|soul|embet"
            + "|gonfl|\\p{L}+ing me)\\p{L}*\\b");
    /** "ma sœur te passe le bonjour", "my sister says hi": a greeting carried, not a fact. */
    private static final Pattern GREETINGS_FROM = Pattern.compile("\\b(?:says hi|said hi|says hello|sends (?:her|his|their) "
            + "love|dit bonjour|te salue|te passe le bonjour|t'embrasse|vous embrasse)\\b");
    /** Thanks, wishes and goodbyes, to the assistant or to someone named ("merci Sophie", "bonne nuit Léa"). */
    private static final Pattern COURTESY = Pattern.compile("(?:merci|thanks|thank you|thx|ty|ta(?= for\\b)|cheers|bravo|felicitations|"
            + "congrats|bonne (?:nuit|journee|soiree|aprem|continuation|chance|fete|annee)|bon (?:week-end|courage|appetit)|"
            + "good (?:night|morning|evening|luck)|have a (?:good|nice)|a (?:plus|demain|bientot)|see you|bye|bisous|"
            + "kisses|love you|happy birthday|joyeux anniversaire"
            // a sign-off: "night night", "chat tomorrow x", "talk soon", "on se parle demain"
            + "|night night|nighty night|ttyl|(?:chat|talk|speak)(?: to (?:you|u|ya))? (?:tomorrow|later|soon)"
            + "|on se (?:parle|capte|dit tout) (?:demain|plus tard|bientot))\\b");
    private static final Pattern POSSESSIVE = Pattern.compile("\\b(?:mon|ma|mes|notre|nos|my|our|mine)\\b");
    /** What the user says of the reply just given, after thanking for it: "c'était exactement ce qu'il me fallait". */
    private static final Pattern REPLY_JUDGED = Pattern.compile("(?:c'etait|c'est|ca|cela|exactly|just what|pile ce|tout a fait"
            // the reply as the subject, whatever the verb: "that is exactly it", "this helps a lot", "it makes sense now"
            + "|(?:that|this|it)(?:'s|\\s+(?:is|was|sounds|looks|helps|helped|makes|made|works|worked|answers|answered"
            + "|clears|cleared|covers|covered)))\\b");
    /** What may follow a day at the start of a sentence: "samedi dernier", "friday night,". */
    private static final Pattern LATER_WORDS = Pattern.compile("^(?:\\s*(?:dernier|derniere|prochain|prochaine|soir|matin|"
            + "midi|last|next|night|morning|evening|afternoon)\\b)*\\s*,?\\s*");
    /**
     * A line of a program, not words: braces, operators, calls, a semicolon that ends a statement. A semicolon
     * between two clauses of prose ("c'est le wolof ; le français je l'ai appris…") joins what is said, as a comma does.
     */
    private static final Pattern CODE = Pattern.compile("[{}<>=]|;(?!\\s+\\S)|\\w\\(|\\+\\+|&&|\\|\\|");
    /** A note asked for by its label ("idée à garder :", "jot this down:"): a memo, the main pass's kind. */
    private static final Pattern LABELLED_NOTE = Pattern.compile("^[\\p{L}' -]{0,30}\\b(?:note|notes|idee|idees|memo|"
            + "pense-bete|a garder|a noter|a retenir|todo|to do|jot|write (?:this |that |it )?down|note to self)\\b[^:]{0,20}:");
    /** The words that ask the assistant to keep what follows, one or several: "retiens", "pour info et à retenir". */
    private static final String KEEPING = "(?:a\\s+)?"
            + "(?:te souvenir|te souviennes|souviens-toi|souvenez-vous|te rappeler|te rappelles|rappelle-toi|retiens|retenir|retiennes"
            + "|retenez|memorise|memorises|memoriser|garde|gardes|garder|mets-toi"
            // "note: …" is a memo, the main pass's; "note bien que …" asks to remember
            + "|note(?:s|z)?(?= (?:bien )?(?:que|qu'|that)\\b)|te mettre|enregistre|sache|saches"
            + "|savoir|remember|memori[sz]e|keep|bear|store|save|know|get"
            + "|pour info|pour ta gouverne|pour memoire|pour que tu saches|fyi|for the record|just so you know|so you know"
            + "|for your information|for future reference)";
    /**
     * The user asking to be remembered, in any wording: "retiens bien que", "faut que tu te souviennes que",
     * "mets-toi ça en tête :", "keep in mind", "just so you know"; what follows is theirs and meant to last.
     */
    static final Pattern REMEMBER_REQUEST = Pattern.compile("^(?:(?:please|stp|svp|s'il te plait|hey|bon|alors|ok|okay|et|and|also|aussi)[\\s,]+)*"
            + "(?:(?:can|could|would|will) you (?:please )?|(?:tu )?(?:peux|pourrais|pourras)[- ]tu |(?:il )?faut que tu |tu dois |"
            + "je veux que tu |j'aimerais que tu |i need you to |i want you to |you (?:need|have|got|should|must) to |you gotta |"
            + "you should |make sure you |n'oublie (?:pas|jamais) |never forget |don't (?:ever )?forget )?(?:be able to )?"
            + KEEPING + "(?:\\s*(?:,|et|and|&)\\s*" + KEEPING + ")*"
            + "(?:[\\s,]+(?:bien|bien ca|ca|cela|ceci|le fait|this|that|it|en tete|dans (?:la|ta) tete|dans le crane|en memoire"
            + "|in mind|in your head|into your head|through your head|please|stp|svp|une fois pour toutes|once and for all"
            + "|for later|pour plus tard|for the future|in (?:the )?future|for next time|a l'avenir|pour l'avenir|pour la suite"
            + "|pour la prochaine fois"
            // "pour que tu saches à qui tu parles :", "so you know who you're dealing with:"
            + "|a qui tu (?:parles|as affaire)|who (?:you're|you are) (?:talking to|dealing with)"
            // where to keep it, said freely up to the colon: "in that brain of yours:", "dans ta petite tête :"
            + "|(?:in|into|dans|en)\\s+[^:,.!?]{1,40}?(?=\\s*:)))*"
            // English leaves "that" out before its subject: "can you remember I take my coffee black"
            + "(?:\\s*(?:que |qu'|that |:|,|-|\u2014)\\s*|(?<=remember|memori[sz]e|in mind)\\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\\s))(?=\\S)");
    /** What the telling is for, as a label: "for the visa form:", "pour l'inscription du petit :". */
    private static final Pattern PURPOSE_LABEL = Pattern.compile("^(?:for|pour)\\s+(?:the|my|our|a|an|this|that|le|la|les|l'|mon|ma"
            + "|mes|notre|nos|un|une|ce|cette)\\s*(?:[\\p{L}'-]+\\s*){1,4}:\\s*");
    private static final Pattern WHO_THE_USER_IS = Pattern.compile("\\b(?:a qui tu|who you)");
    /** "don't forget Thandi is vegan", "n'oublie pas que mon frère est allergique": what follows is the user's, to keep. */
    private static final Pattern NOT_TO_FORGET = Pattern.compile("^(?:(?:please|stp|svp|s'il te plait|hey|bon|alors|ok|okay|et|and"
            + "|also|aussi)[\\s,]+)*(?:n'oublie (?:pas|jamais)|n'oubliez pas|never forget|don't (?:ever )?forget|do not forget)"
            + "(?:[\\s,]+(?:que|qu'|that))?[\\s,:]+(?!(?:de|d'|du|des|to)\\b)(?=\\S)");
    /**
     * What is asked of the assistant after what the user tells, in the same breath: "we're vegetarian so no meat please
     * if you plan meals", "Léa est allergique aux noix, pour quand je te demande des recettes"; the telling stands alone.
     */
    private static final Pattern ASKED_AFTER = Pattern.compile("(?iu)\\s*[,;]?\\s+(?:(?:so|donc|alors|du coup|hence)\\s+"
            + "(?=[^.;!?]*\\b(?:you|your|you're|u|tu|te|t'|toi|vous|please|pls|plz|stp|svp)\\b)"
            + "|(?:for when|whenever|when|if|in case|pour quand|pour le jour o\u00f9|quand|si|au cas o\u00f9)\\s+(?:i (?:ask|asking) you|"
            + "i'm asking you|i'll ask you|you(?:'re| are)?|u|tu|t'en|t'as|vous|je te demande(?:rai)?)\\b"
            // a hedge on whether it is of use, not a supposition about the fact: "in case it matters", "si jamais ça sert"
            + "|(?:just )?(?:in case|if|au cas o\u00f9|au cas ou|si jamais|si)\\s+(?:it|that|this|ca|\u00e7a|cela|c'est)\\s+"
            + "(?:ever\\s+|jamais\\s+)?(?:matters?|helps?|(?:is |'s |est |peut )?(?:useful|utile|relevant|servir|sert|aider|aide)))"
            + "[^.;!?]*[.!?]*\\s*$");
    /**
     * A value that tells one thing apart, a plate, a reference, a password: letters and digits mixed
     * ("GH-512-KL", "K7QZPM", "Hedgehog2023", "7781203K", "Soleil!87", symbols within) or a long number; not a measure or an hour ("18h30", "10km", "14k").
     */
    private static final Pattern IDENTIFIER = Pattern.compile("(?<![\\p{L}\\d])(?:(?=[\\p{L}\\d!#@$%&*_+-]*\\d)"
            + "(?=[\\p{L}\\d!#@$%&*_+-]*\\p{L})(?![\\d.,]+[\\p{Ll}]{1,4}\\d*(?![\\p{L}\\d]))[\\p{L}\\d]+(?:[!#@$%&*_+-]+[\\p{L}\\d]+)*"
            + "|\\d{6,})(?![\\p{L}\\d])");
    /** A label then its value: "immat de la clio : …", "wifi password's …", "le code c'est …". */
    private static final Pattern LABEL_THEN_VALUE = Pattern.compile("^[^:?!.]{2,60}?(?:\\s*:|['\u2019]s|\\s+is|\\s+est|\\s+c'est"
            + "|\\s*=|\\s+-)\\s*");
    /**
     * A trait the user shares with anyone who has it, said in passing: "quand t'es daltonien comme moi", "for someone
     * who's diabetic like me": the user is that, whatever the sentence complains of.
     */
    private static final Pattern LIKE_ME = Pattern.compile("\\b(?:quand (?:t'es|tu es|on est)|when you(?:'re| are)|if you(?:'re| are)"
            + "|for (?:someone|people|those|anyone) (?:who(?:'s| is| are)|that(?:'s| is| are))|pour (?:quelqu'un|ceux|les gens) qui"
            + " (?:est|sont))\\s+(?:(?:un|une|a|an)\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+(?:comme moi|like me|like myself)\\b");
    /** The user doubting what they pass on: "dunno if that's true", "je sais pas si c'est vrai", "apparently … or something". */
    static final Pattern DOUBTED = Pattern.compile("\\b(?:(?:dunno|don't know|do not know|not sure|no idea|je sais pas|"
            + "je ne sais pas|jsp|chais pas|pas sur|pas sure)\\s+(?:if|whether|si)\\s+(?:it's|that's|it is|that is|c'est|c|ca|cest)?"
            + "\\s*(?:true|real|legit|vrai|vraie|reel)|if (?:that's|it's) even true|si c'est (?:meme )?vrai)\\b");
    /** Where the user is for now and for a while: "these days", "ces temps-ci", beside a place named. */
    private static final Pattern SETTLED = Pattern.compile("\\b(?:these days|nowadays|de nos jours|ces temps-ci|desormais)\\b");
    private static final Pattern PLACE_NAMED = Pattern.compile("\\b(?:in|at|near|to|a|à|au|en|pres de|près de|vers)\\s+\\p{Lu}");
    /** Leaving for somewhere: "we're off to", "je pars à", "heading to". */
    private static final Pattern AWAY = Pattern.compile("\\b(?:(?:we're|we are|i'm|i am|on est)\\s+(?:off|heading|flying|going|leaving"
            // the verb's particle: "flying out to", "heading off to", "driving up to", "going back to"
            + "|driving)(?:\\s+(?:out|off|up|down|over|back|away|home))?|(?:je pars|on part|nous partons|on s'envole|je m'envole))"
            + "\\s+(?:to|for|a|au|aux|en|pour|sur)\\b");
    /** What the user settled on: "in the end", "finalement", "au final". */
    private static final Pattern DECIDED = Pattern.compile("\\b(?:in the end|after all|finalement|au final|en fin de compte)\\b");
    /** Someone presented by what they are, then named: "the new guy on my team is Sebastián", "le mec de ma sœur c'est Yann". */
    private static final Pattern DESCRIBED_THEN_NAMED = Pattern.compile("^(?:the|my|our|le|la|mon|ma|notre)\\s+(?:[\\p{L}'-]+\\s+){0,5}?"
            + "(?:guy|girl|man|woman|lady|bloke|chap|lad|boy|person|mec|gars|type|meuf|nana|dame|homme|femme|garcon|fille"
            + "|" + Relations.PATTERN.substring(3, Relations.PATTERN.length() - 1) + ")\\b(?:\\s+[\\p{L}'-]+){0,4}?\\s+"
            + "(?:is|est|c'est|s'appelle|is called|'s)\\s+");
    /** A debt, money owed: "still owe like $14k", "on a encore 80 000 de crédit", "je dois 300 balles à mon frère". */
    private static final Pattern OWED = Pattern.compile("\\b(?:owe|owes|owed|owing|in debt|debts?|loans?|mortgage|overdraft|arrears"
            + "|dettes?|endettee?s?|emprunt|emprunte|credit (?:immo\\p{L}*|conso\\p{L}*|auto|etudiant)|pret (?:etudiant|immo\\p{L}*|bancaire)"
            + "|decouvert|(?:dois|doit|devons|doivent) (?:encore |toujours |plus que )?(?:\\d|\\$|\u20ac|£))");
    /** A code, a number said in groups: a fact, whatever capital the sentence starts with. */
    private static final Pattern CODE_NUMBER = Pattern.compile("\\d{3,}|\\d+[-./]\\d+");
    private static final Pattern WEATHER = Pattern.compile("\\b(?:pleu\\p{L}*|pleut|neig\\p{L}*|il fait|il va faire|meteo|"
            + "orage|soleil|rain(?:s|y|ing|ed|fall|storm)?|snow(?:s|y|ing|ed|fall|storm)?|weather|sunny|storm\\p{L}*|cloudy|forecast"
            // in slang: "il flotte", "ça caille", "quel temps de chien", "it's pouring", "freezing out"
            + "|flotte|caille|drache|temps de chien|sale temps|pouring|drizzl\\p{L}*|freezing out|boiling out)\\b"
            // a temperature: "déjà 30° à 10h", "it's 35 degrees"
            + "|\\d\\s?°|\\b\\d+\\s?(?:degres|degrees)\\b");
    private static final Pattern CODE_WORD = Pattern.compile("\\b(?:code|digicode|pin|mot de passe|mdp|password|wifi|"
            + "identifiant|login|iban|plaque|immatriculation|numero|n°|no|num|number|id|combo|combination|combinaison|"
            + "cadenas|antivol|badge|ref|reference|account|compte|contrat|client|membre|member|flyer|ticket|dossier)\\b");
    // "Don't do mornings": a word cut by "n't" is no one's name
    private static final Pattern NAME = Pattern.compile("(?<![\\p{L}'’])\\p{Lu}[\\p{Ll}\\p{M}]++(?:-\\p{Lu}[\\p{Ll}\\p{M}]++)?(?!['’]t\\b|-\\p{Ll})");
    /** Discourse before what is said: greetings, "bon", "du coup", "by the way". */
    private static final Pattern PREAMBLE = Pattern.compile("^(?:(?:" + String.join("|", Lexicon.DISCOURSE)
            + "|en fait|du coup|au fait|by the way|tu sais|you know)\\b"
            // "no longer at the bank", "no more sugar": a negation of what follows, no answer said first
            + "(?<!\\bno(?=\\s+(?:longer|more)\\b))[\\s,!.:;-]*)+");

    private Statement() {
    }

    /**
     * The sentence as one memory, or nothing when it is not a statement of the user's life. {@code
     * text} is the message as {@link Input} made it ready.
     */
    static Optional<StatedFact> of(String text) {
        if (LIKE_ME.matcher(Words.fold(text)).find() && !text.strip().endsWith("?")) {
            String said = PersonNotes.capitalised(text.substring(withoutPreambleStart(text)).replaceAll("\\s+", " ").strip()
                    .replaceAll("[\\s,;:.!…-]+$", ""));
            return Optional.of(StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(Words.fold(said)), said, StatedFact.keysOf(said)));
        }
        // "faut que tu te souviennes que je bosse de nuit": what is asked to be remembered is said as lasting
        Matcher request = REMEMBER_REQUEST.matcher(Words.fold(text).strip());
        boolean askedToKeep = request.lookingAt();
        // "so you know who you're talking to: retired nurse": what follows is who the user is, no one named
        boolean whoTheUserIs = askedToKeep && WHO_THE_USER_IS.matcher(request.group()).find();
        if (askedToKeep) {
            text = text.strip().substring(request.end()).replaceFirst("\\s*\\?\\s*$", "");
        } else {
            Matcher notToForget = NOT_TO_FORGET.matcher(Words.fold(text).strip());
            askedToKeep = notToForget.lookingAt();
            if (askedToKeep) {
                text = text.strip().substring(notToForget.end());
            }
        }
        // "for the visa form: born …", "pour le dossier de la crèche : …": what it is for, then what is told
        Matcher purpose = PURPOSE_LABEL.matcher(Words.fold(text).strip());
        if (!askedToKeep && purpose.lookingAt() && purpose.end() < text.strip().length()) {
            text = text.strip().substring(purpose.end());
        }
        // "don't forget Thandi is vegan": a capital right after the request was typed mid-sentence, a name's
        boolean nameAfterRequest = askedToKeep && NAME.matcher(text.strip()).lookingAt() && !whoTheUserIs;
        String tellingAlone = ASKED_AFTER.matcher(text).replaceFirst("");
        if (!tellingAlone.isBlank()) {
            text = tellingAlone;
        }
        boolean identified = labelledIdentifier(text);
        if (!PartsOfSpeech.frenchOrEnglish(text) && !identified || CODE.matcher(text).find()) {
            return Optional.empty();
        }
        String whole = Words.fold(text);
        if (DOUBTED.matcher(whole).find()) {
            return Optional.empty(); // "my mate's mate works at NASA, dunno if that's true": hearsay, doubted by the user
        }
        // "I'm kinda addicted to bouldering rn, go like 4x a week": a habit makes the moment's words a life's;
        // a debt and a code last too
        // "je suis claquée, j'ai plus aucune patience": what a mood lacks says no habit given up ("plus"), nothing left
        String told = !MOOD.matcher(whole).find() ? whole : Clause.split(text).stream().map(Clause::folded)
                .filter(clause -> !OfflineFactCounter.LACKING.matcher(withoutPreamble(clause)).lookingAt()
                        // "chui mort": the user's own "dead" is how tired they are, no death that lasts
                        && !OfflineFactCounter.FELT_NOW.matcher(withoutPreamble(clause)).lookingAt())
                .collect(java.util.stream.Collectors.joining(", "));
        boolean lasting = askedToKeep || identified || Lexicon.LASTING.matcher(told).find() || Lexicon.HABIT.matcher(told).find()
                || Lexicon.DURABLE_PAST.matcher(told).find() || OWED.matcher(told).find()
                || SETTLED.matcher(told).find() && PLACE_NAMED.matcher(text).find()
                // "we're going to Sheffield in the end": a decision, where the user goes for good
                || DECIDED.matcher(told).find() && PLACE_NAMED.matcher(text).find();
        // "we're off to Lisbon from the 4th to the 9th of July": a trip on a date, not where the user is off to now
        boolean tripPlanned = AWAY.matcher(whole).find() && PLACE_NAMED.matcher(text).find() && Lexicon.WHEN.matcher(whole).find();
        List<Clause> clauses = Clause.split(text);
        List<Clause> kept = new ArrayList<>();
        boolean anyAbout = false;
        boolean allSaid = true; // every clause is kept but greetings and thanks: the sentence is kept as typed
        boolean moodOfTheMoment = false;
        boolean othersSpeaking = false;
        boolean thanked = false; // a clause of thanks came before
        boolean lastKept = false; // the clause before is kept: a clause that points back points at something kept
        for (Clause clause : clauses) {
            boolean keptBefore = lastKept;
            lastKept = false;
            String folded = withoutPreamble(clause.folded());
            if (folded.isEmpty() || Lexicon.FILLER.containsAll(Words.of(folded)) || COURTESY.matcher(folded).lookingAt()) {
                thanked |= COURTESY.matcher(folded).lookingAt();
                continue;
            }
            if (thanked && REPLY_JUDGED.matcher(folded).lookingAt() && !POSSESSIVE.matcher(folded).find()) {
                allSaid = false;
                continue; // "merci, c'était exactement ça": what the reply was worth, nothing of the user's life
            }
            if (clause.endsWithQuestionMark() || Lexicon.ASKING.matcher(folded).lookingAt()) {
                allSaid = false;
                Optional<Clause> introduced = introducedByAQuestion(clause, clauses);
                if (introduced.isPresent()) {
                    // "tu connais pas encore mon neveu ? c'est Malo, 7 ans": the question presents who is named next
                    kept.add(introduced.get());
                    lastKept = true;
                    anyAbout = true;
                }
                continue; // a question beside a statement does not undo it; it is not kept
            }
            if (clause == clauses.get(0) && clauses.size() > 1 && Lexicon.HYPOTHETICAL_START.matcher(folded).lookingAt()
                    && ASSISTANT_DOING.matcher(folded).lookingAt()) {
                allSaid = false;
                continue; // "si tu veux me conseiller des bouquins, je lis que des polars": what the assistant may do, then the telling
            }
            if (Lexicon.HYPOTHETICAL_START.matcher(folded).lookingAt() || Lexicon.CONDITIONAL.matcher(folded).find()) {
                return Optional.empty(); // not said as true: the whole sentence is not
            }
            Matcher reported = Lexicon.REPORTED.matcher(folded);
            if (reported.find() && !USERS.matcher(folded.substring(reported.end())).find()) {
                allSaid = false;
                othersSpeaking = true;
                continue; // about strangers; "ma psy dit que je progresse" is about the user
            }
            if (othersSpeaking && !USERS.matcher(folded).lookingAt()) {
                continue; // "m'a dit que ses voisins, Paul et Jacques, s'engueulent": still what was said of them
            }
            if (!keptBefore && (OfflineFactCounter.POINTS_BACK.matcher(folded).lookingAt()
                    || OfflineFactCounter.POINTS_BACK_TO_THE_USER.matcher(folded).lookingAt())
                    && !Lexicon.HABIT.matcher(folded).find() && !Lexicon.LASTING.matcher(folded).find()) {
                allSaid = false;
                continue; // "Zidane a 52 ans ?? j'y crois pas": what it points at is not kept, alone it says nothing
            }
            if (Lexicon.ACTION.matcher(folded).find() || LABELLED_NOTE.matcher(folded).find()) {
                allSaid = false;
                continue; // a reminder, a task, a note: asked of the assistant, the main pass's kinds
            }
            if (OfflineFactCounter.SMALL_TALK.matcher(folded).lookingAt() || GREETINGS_FROM.matcher(folded).find()
                    || OfflineFactCounter.LAPSE.matcher(folded).find()
                    || TOLD_TO_STOP.matcher(folded).lookingAt()
                    || WORN_OUT.matcher(folded).find() || OfflineFactCounter.NOT_DONE_YET.matcher(folded).lookingAt()
                    || TO_THE_ASSISTANT.matcher(FLOOR_HOLDING.matcher(folded).replaceAll(" ")).find()
                    || !lasting && !tripPlanned && (MOOD.matcher(folded).find() || MOMENT.matcher(folded).find() && !MET_AGAIN.matcher(folded).lookingAt()
                            || WEATHER.matcher(folded).find()
                            || COMPLAINT.matcher(folded).find() || GROWN.matcher(folded).find()
                            || OfflineFactCounter.FELT_NOW.matcher(folded).lookingAt()
                            || OfflineFactCounter.SORE_NOW.matcher(folded).find()
                            || OfflineFactCounter.BEING.matcher(folded).lookingAt() || Lexicon.OPINION.matcher(folded).lookingAt()
                            || OfflineFactCounter.OF_THE_MOMENT.matcher(folded).lookingAt()
                            || OfflineFactCounter.JUST_DONE.matcher(folded).lookingAt()
                            || inPassing(clause.text(), folded)
                            || Lexicon.NOW.matcher(folded).find())) {
                moodOfTheMoment |= !lasting && (MOOD.matcher(folded).find()
                        || OfflineFactCounter.BEING.matcher(folded).lookingAt() || OfflineFactCounter.FELT_NOW.matcher(folded).lookingAt());
                allSaid = false;
                continue;
            }
            kept.add(clause);
            lastKept = true;
            anyAbout |= askedToKeep || identified || aboutTheUser(clause.text(), folded) || OWN_RELATION.matcher(folded).find()
                    || clause == clauses.get(0) && IMPLICITLY_OWN.matcher(folded).lookingAt()
                    // a day ahead said to the assistant is the user's plan: "apéro chez Inès samedi à 19h"
                    || Lexicon.WHEN.matcher(folded).find() && !OfflineFactCounter.PAST_TIME_ANYWHERE.matcher(folded).find()
                            && !WEATHER.matcher(folded).find()
                    // a code the user gives is theirs: "locker combo at the gym is 27-14-3"
                    || CODE_NUMBER.matcher(whole).find() && CODE_WORD.matcher(whole).find()
                    || named(clause.text()).filter(name -> startsWith(clause.text(), name)).isPresent()
                    || presented(clause.text()).isPresent()
                    // "freelancing as a designer these days": the chat leaves the "I'm" out
                    || PartsOfSpeech.shared().startsWithOngoingDoing(clause.text().substring(withoutPreambleStart(clause.text())))
                    // "Divorced, two kids", "veuve depuis 2019": who the user is, said without a verb
                    || clause == clauses.get(0) && MARITAL.matcher(folded).lookingAt();
        }
        // "je suis claquée aujourd'hui, j'ai rien dormi": what happened to make the moment is the moment's too
        if (moodOfTheMoment) {
            // and what they lack with it: "I'm knackered today, got zero motivation"
            kept.removeIf(clause -> (OfflineFactCounter.FRENCH_PAST.matcher(clause.folded()).lookingAt()
                    || OfflineFactCounter.ENGLISH_PAST.matcher(clause.folded()).lookingAt()
                    || OfflineFactCounter.LACKING.matcher(withoutPreamble(clause.folded())).lookingAt())
                    && !Lexicon.DURABLE_PAST.matcher(clause.folded()).find() && !Lexicon.LASTING.matcher(clause.folded()).find());
        }
        if (kept.isEmpty() || !anyAbout) {
            return Optional.empty();
        }
        String typed = (allSaid ? text : String.join(", ", kept.stream().map(Clause::text).toList()))
                .replaceAll("\\s+", " ").strip();
        String said = PersonNotes.capitalised(typed.substring(withoutPreambleStart(typed)).strip()
                .replaceAll("[\\s,;:.!…-]+$", ""));
        Set<String> keys = new HashSet<>(StatedFact.keysOf(said));
        // "ma sœur" alone says nothing of her
        keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit)
                || Lexicon.DISCOURSE.contains(key) || Lexicon.FILLER.contains(key) || Relations.of(key).isPresent());
        if (keys.isEmpty() || said.length() > StatedFact.LONGEST_TEXT) {
            return Optional.empty();
        }
        if (whoTheUserIs) {
            return Optional.of(StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(Words.fold(said)), said, keys));
        }
        return shaped(said, keys, identified, nameAfterRequest);
    }

    /**
     * The whole sentence in the user's words, whatever the rules above make of it: what a second
     * opinion keeps when it is confident the sentence states something durable and nothing else
     * kept anything. Its kind follows its subject, as a statement's does; empty when no word of it
     * carries content.
     */
    static Optional<StatedFact> whole(String text) {
        String said = PersonNotes.capitalised(text.substring(withoutPreambleStart(text)).replaceAll("\\s+", " ").strip()
                .replaceAll("[\\s,;:.!…-]+$", ""));
        Set<String> keys = new HashSet<>(StatedFact.keysOf(said));
        keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit)
                || Lexicon.DISCOURSE.contains(key) || Lexicon.FILLER.contains(key) || Relations.of(key).isPresent());
        if (keys.isEmpty()) {
            return Optional.empty();
        }
        return shaped(said, keys, labelledIdentifier(said), false);
    }

    /** The kind of a sentence kept whole follows its subject: someone of the user's, something lived, or a fact. */
    private static Optional<StatedFact> shaped(String said, Set<String> keys, boolean identified, boolean nameAfterRequest) {
        String folded = Words.fold(said);
        Domain domain = Lexicon.domainOf(folded);
        if (!identified && OWED_CHORE.matcher(folded).find() && !said.endsWith("?")) {
            // "still haven't paid the window cleaner, really need to do that": a chore the user owes, a task to be shown
            return Optional.of(StatedFact.asked(MemoryKind.TASK, domain, said, keys));
        }
        if (identified || LastReadings.milestone(folded)) {
            // "locker combo's 19X42": a code, no one's name; "two years sober on Friday": a state the user is in, not a plan
            return Optional.of(StatedFact.fact(Facet.GENERAL, domain, said, keys));
        }
        Matcher relation = OWN_RELATION.matcher(folded);
        // who speaks first, after when: "samedi on fête les 40 ans de mon frère" is the user's plan
        Matcher when = Lexicon.WHEN.matcher(folded);
        String subject = when.lookingAt() ? LATER_WORDS.matcher(folded.substring(when.end())).replaceFirst("") : folded;
        boolean userFirst = (USERS.matcher(subject).lookingAt() || subject.startsWith("on "))
                && !subject.matches("(?:mon|ma|mes|notre|nos|my|our)\\s.*");
        Matcher implicitlyOwn = IMPLICITLY_OWN.matcher(folded);
        boolean possessive = relation.find();
        Optional<String> relative = possessive ? Relations.of(relation.group(1))
                .or(() -> Relations.of(relation.group(1).replace(' ', '-')))
                : implicitlyOwn.lookingAt() ? Relations.of(implicitlyOwn.group(1)) : Optional.empty();
        // "le juge a donné la garde à mon ex": someone of the user's who is not the one the sentence speaks of;
        // "Jamal's my brother-in-law" speaks of him, named first
        int subjectStart = folded.length() - subject.length();
        boolean relationLeads = !possessive || relation.start() <= subjectStart + (subject.length() - subject.stripLeading().length())
                || named(said).filter(name -> said.indexOf(name) < relation.start()).isPresent()
                || NAMED_THEN_RELATION.matcher(said).lookingAt()
                // "les gamins de ma frangine font du rugby": the relation within the subject
                || OF_SOMEONE.matcher(folded.substring(subjectStart, relation.start())).matches();
        Matcher reportedOf = Lexicon.REPORTED.matcher(folded);
        if (reportedOf.find() && USERS.matcher(folded.substring(reportedOf.end())).find()) {
            // "ma psy dit que je progresse", "got told I'm type 2": what is said of the user is the user's
            return Optional.of(StatedFact.fact(Facet.GENERAL, domain, said, keys));
        }
        boolean toTheUser = relative.isPresent() && relationLeads && possessive
                && GIVEN_TO_THE_USER.matcher(folded.substring(relation.end())).lookingAt();
        // "à Pâques on a visité Chambord avec mes beaux-parents": they came along; "my parents came up for the weekend":
        // a visit; what the user lived with them, not who they are
        boolean companion = possessive && COMPANION.matcher(folded.substring(0, relation.start())).find();
        boolean visit = relative.isPresent() && possessive && relationLeads
                && Lexicon.VISITED.matcher(folded.substring(relation.end())).lookingAt();
        if ((companion && lived(folded) && !Lexicon.HABIT.matcher(folded).find() || visit)
                && !Lexicon.DURABLE_PAST.matcher(folded).find()) {
            return Optional.of(StatedFact.passing(domain, said, keys));
        }
        if (!userFirst && relative.isPresent() && relationLeads && !toTheUser && !companion) {
            // "mon chum Olivier", "ma meuf c'est Leïla": the name right after the relation is theirs
            String after = said.substring(possessive ? relation.end() : implicitlyOwn.end()).replaceFirst("^\\s*(?:(?:,|c'est|c|est|is|'s|s'appelle|called)\\s*)*", "");
            Optional<String> name = NAME.matcher(after).lookingAt() ? named(after, false).filter(after::startsWith)
                    : Optional.empty();
            return Optional.of(StatedFact.person(new PersonRef(name.orElse(null), relative.get()), domain, said));
        }
        // "me n my missus have been together 15 yrs": the user and someone of theirs, said of that someone
        Matcher pair = WITH_SOMEONE_OF_MINE.matcher(folded);
        Optional<String> paired = pair.find() && (pair.start() == 0 || folded.substring(0, pair.start()).matches("(?s).*[!.,;:]\\s*(?:btw\\s+)?"))
                ? Relations.of(pair.group(1) != null ? pair.group(1) : pair.group(2)) : Optional.empty();
        if (paired.isPresent()) {
            // "me n the hubby Dev are off to Paris": the name right after the relation is theirs
            String after = said.substring(pair.end()).strip();
            Optional<String> name = NAME.matcher(after).lookingAt() ? named(after, false).filter(after::startsWith)
                    : Optional.empty();
            return Optional.of(StatedFact.person(new PersonRef(name.orElse(null), paired.get()), domain, said));
        }
        // "me and Sarah split up last week": the user and someone named, said of that someone
        Matcher withNamed = WITH_SOMEONE_NAMED.matcher(said);
        if (withNamed.lookingAt()) {
            String after = said.substring(withNamed.end());
            Optional<String> name = named(after, false).filter(after::startsWith);
            if (name.isPresent()) {
                return Optional.of(StatedFact.person(new PersonRef(name.get(), null), domain, said));
            }
        }
        // "j'ai recroisé Hugo, …, il est devenu kiné": someone met again, and what became of them
        Matcher met = MET_AGAIN.matcher(folded);
        Matcher metUp = MET_UP_WITH.matcher(folded);
        if (!met.lookingAt() && metUp.lookingAt() && SAID_OF_THEM.matcher(folded).region(metUp.end(), folded.length()).find()) {
            met = metUp; // "met up with Dara, she's a vet in Kilkenny now": what became of her
        }
        if (met.lookingAt() && met.end() < said.length()) {
            String after = said.substring(met.end()).strip();
            Optional<String> metName = named(after, false).filter(after::startsWith);
            if (metName.isPresent()) {
                return Optional.of(StatedFact.person(new PersonRef(metName.get(), null), domain, said));
            }
        }
        if ((Lexicon.WHEN.matcher(folded).find() || WENT.matcher(folded).find()
                || OfflineFactCounter.PAST_TIME_ANYWHERE.matcher(folded).find()) && !Lexicon.DURABLE_PAST.matcher(folded).find()
                && !Lexicon.HABIT.matcher(folded).find()) {
            return Optional.of(StatedFact.passing(domain, said, keys));
        }
        Optional<String> namedFirst = named(said, !nameAfterRequest).filter(name -> startsWith(said, name));
        if (!userFirst && !CODE_NUMBER.matcher(said).find() && namedFirst.isPresent()) {
            return Optional.of(StatedFact.person(new PersonRef(namedFirst.get(), null), domain, said));
        }
        Matcher described = DESCRIBED_THEN_NAMED.matcher(folded);
        if (!userFirst && described.lookingAt() && described.end() < said.length()
                && Character.isUpperCase(said.charAt(described.end()))) {
            String after = said.substring(described.end());
            Optional<String> name = named(after, false).filter(after::startsWith);
            if (name.isPresent()) {
                return Optional.of(StatedFact.person(new PersonRef(name.get(), null), domain, said));
            }
        }
        Optional<String> presentedName = presented(said);
        if (!userFirst && presentedName.isPresent()) {
            // "Grandma Ruth is 95, …": someone of theirs, named after who they are
            Optional<String> who = Relations.of(Words.fold(said).split("\\s+")[0]);
            return Optional.of(StatedFact.person(new PersonRef(presentedName.get(), who.orElse(null)), domain, said));
        }
        List<StatedFact> doer = userFirst ? List.of() : LastReadings.describedAfterTheirDoing(said);
        if (!doer.isEmpty()) {
            return Optional.of(doer.get(0)); // "Crumble ate a sock, she's a Border Terrier what can I say": Crumble
        }
        return Optional.of(StatedFact.fact(Facet.GENERAL, domain, said, keys));
    }

    /**
     * What is said of someone is the moment's, not who they are: a mood or an idea that came to them
     * ("ma sœur a une idée géniale"), a greeting carried ("my sister says hi"), the weather ("my dad
     * goes crazy when it rains"), what they say.
     */
    static boolean ofTheMoment(String folded) {
        return !Lexicon.LASTING.matcher(folded).find() && (MOOD.matcher(folded).find() || MOMENT.matcher(folded).find()
                || GREETINGS_FROM.matcher(folded).find() || WEATHER.matcher(folded).find()
                || Lexicon.REPORTED.matcher(folded).find() || COMPLAINT.matcher(folded).find()
                || GROWN.matcher(folded).find());
    }

    /**
     * Whether the sentence gives a value under its label: a value that tells one thing apart, after a
     * label ended by ":" or "is", or beside a word that names codes ("n° de dossier CAF 7781203K").
     */
    static boolean labelledIdentifier(String text) {
        String typed = text.strip();
        Matcher value = IDENTIFIER.matcher(typed);
        if (!value.find()) {
            return false;
        }
        Matcher label = LABEL_THEN_VALUE.matcher(typed);
        boolean labelled = label.lookingAt() && IDENTIFIER.matcher(typed).region(label.end(), typed.length()).lookingAt();
        return labelled || CODE_WORD.matcher(Words.fold(typed)).find();
    }

    /** "mes enfants sont grands maintenant": how big someone has grown, said in passing. */
    private static final Pattern GROWN = Pattern.compile("(?:^|\\b(?:est|sont|is|are) |'s |'re )(?:(?:si|tellement|trop|deja|so|"
            + "already|all) )?(?:grande?s?|big|grown(?: up)?)\\b");

    /**
     * A chore the user owes, at a clause's start: an obligation in chat spelling ("faut qu'je", "gotta", "really need
     * to") or a chore not done yet said without its subject ("still haven't paid …", "toujours pas rendu …").
     */
    private static final Pattern OWED_CHORE = Pattern.compile("(?:^|[,;.!]\\s*)(?:(?:il\\s+)?faut\\s+(?:vraiment\\s+|absolument\\s+)?"
            + "(?:que|qu')\\s*(?:je|j')|(?:i\\s+)?(?:(?:really|still|also|just)\\s+)*(?:need|have|got)\\s+to|(?:i\\s+)?gotta"
            + "|(?:i\\s+)?still\\s+(?:haven't|have not|havent)\\s+\\p{L}+ed|(?:j'ai\\s+)?(?:toujours|encore)\\s+pas\\s+\\p{L}{2,}(?:e|i|u|is|it))\\b");

    /**
     * Someone of the user's a question presents, when the clause after it names them: "mon neveu" of "tu connais pas
     * encore mon neveu ? c'est Malo", "my nephew" of "have you met my nephew? he's called Malo".
     */
    private static Optional<Clause> introducedByAQuestion(Clause question, List<Clause> clauses) {
        int next = clauses.indexOf(question) + 1;
        if (next >= clauses.size()) {
            return Optional.empty();
        }
        Clause following = clauses.get(next);
        Matcher naming = NAMING_NEXT.matcher(following.folded().strip());
        int nameAt = following.text().length() - following.text().stripLeading().length() + (naming.lookingAt() ? naming.end() : 0);
        Matcher own = OWN_RELATION.matcher(question.folded());
        return naming.lookingAt() && nameAt < following.text().length() && Character.isUpperCase(following.text().charAt(nameAt))
                && own.find() ? Optional.of(question.from(own.start())) : Optional.empty();
    }

    /** What names the one just presented: "c'est Malo", "he's called Malo", "her name's Ana". */
    private static final Pattern NAMING_NEXT = Pattern.compile("(?:c'est|it's|its|that's|this is|voici|voila|(?:il|elle) s'appelle"
            + "|(?:he's|she's|he is|she is) called|(?:his|her) name(?:'s| is))\\s+");

    /** A grumble about someone, not who they are: "ma voisine fait trop de bruit", "he drives me crazy". */
    private static final Pattern COMPLAINT = Pattern.compile("\\b(?:(?:fait|font|makes?|make) (?:trop|beaucoup|du bruit|de bruit"
            + "|a lot of noise|noise)|(?:goes|go|gets|get|drives (?:me|us)|rend(?:s)? (?:moi|fou|folle|dingue)) (?:crazy|mad|nuts)"
            + "|m'enerve|m'agace|me saoule|gets on my nerves|annoys me|bugs me)\\b");

    /** The first word that may be someone's name: capitalised, not a word of the language, not a place after "à". */
    private static Optional<String> named(String typed) {
        return named(typed, true);
    }

    /** As {@link #named(String)}; a first word needs no tagger when something before says a name comes. */
    private static Optional<String> named(String typed, boolean firstWordTagged) {
        Matcher name = NAME.matcher(typed);
        while (name.find()) {
            String folded = Words.fold(name.group());
            String before = Words.fold(typed.substring(0, name.start())).strip();
            String previous = before.isEmpty() ? "" : before.substring(before.lastIndexOf(' ') + 1);
            if (!Lexicon.COMMON.contains(folded) && !Lexicon.NOT_NAMES.contains(folded) && !Lexicon.DISCOURSE.contains(folded)
                    && !Lexicon.shorthandOrCompound(name.group())
                    && !Lexicon.FILLER.contains(folded) && Relations.of(folded).isEmpty()
                    && !Lexicon.BEFORE_A_PLACE_OR_THING.contains(previous.replaceAll("'$", ""))
                    && (!firstWordTagged || !Words.of(before).stream().allMatch(Lexicon.DISCOURSE::contains)
                            || properNoun(typed, name.start()))) {
                return Optional.of(name.group());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the user or their household speaks: "je", "my", "we", or the French pronoun "on" ("le
     * week-end on retape une longère"), which the tagger tells from the English preposition ("on Saturday").
     */
    private static boolean aboutTheUser(String typed, String folded) {
        return USERS.matcher(folded).find() || folded.matches("(?s).*\\bon\\b.*") && PartsOfSpeech.shared().tag(typed).stream()
                .anyMatch(word -> word.word().equalsIgnoreCase("on") && word.tag().equals("PRON"));
    }

    /** A sentence's first word is capitalised whatever it is: a name only if the tagger reads a proper noun. */
    private static boolean properNoun(String typed, int start) {
        List<PartsOfSpeech.Tagged> tagged = PartsOfSpeech.shared().tag(typed);
        return tagged.stream().anyMatch(word -> word.start() == start && word.properNoun())
                && !PartsOfSpeech.qualifiesTheNextNoun(tagged, start) && !PartsOfSpeech.headsALabel(tagged, start);
    }

    /** Before a relation, what makes them company or a place rather than the subject: "avec mes beaux-parents", "chez ma sœur". */
    private static final Pattern COMPANION = Pattern.compile("\\b(?:avec|with|chez)\\s+$");
    private static final Pattern FIRST_PERSON_PAST = Pattern.compile("(?:^|[\\s,;])(?:"
            + OfflineFactCounter.ENGLISH_PAST.pattern() + "|" + OfflineFactCounter.FRENCH_PAST.pattern() + ")");

    /** The user tells something they lived: "on a visité Chambord", "we toured Bath", "je suis allée à Rome". */
    private static boolean lived(String folded) {
        return FIRST_PERSON_PAST.matcher(folded).find() || WENT.matcher(folded).find();
    }

    private static final Pattern MARITAL = Pattern.compile("(?:divorced|divorcee?|divorce|widowed|veuve?|married|mariee?"
            + "|single|celibataire|separated|separee?|remarried|remariee?)\\b");

    /**
     * "Grandma Ruth is 95", "tonton Pascal…", "y a Aurélien à la compta", "the kids' nanny Ana": a name the user
     * presents, by a relation or "y a".
     */
    private static final Pattern PRESENTED = Pattern.compile("^(?:(?:il )?y a|ya|there's|there is"
            // "the kids' babysitter Priyanka": someone of the household's, theirs too
            + "|(?:(?:the|our)\\s+(?:kids|children|baby|boys|girls|twins)(?:'s|'|’s|’)?\\s+)?(?:" + Relations.PATTERN + "))\\s+");

    private static Optional<String> presented(String typed) {
        String text = typed.strip();
        Matcher presented = PRESENTED.matcher(Words.fold(text));
        if (!presented.lookingAt() || presented.end() >= text.length() || !Character.isUpperCase(text.charAt(presented.end()))) {
            return Optional.empty();
        }
        return named(text.substring(presented.end()), false).filter(name -> text.startsWith(name, presented.end()));
    }

    /** Whether the name is the first word said, after the greetings and discourse words. */
    private static boolean startsWith(String typed, String name) {
        return typed.substring(withoutPreambleStart(typed)).strip().startsWith(name);
    }

    private static String withoutPreamble(String folded) {
        return folded.substring(withoutPreambleStart(folded)).strip();
    }

    private static int withoutPreambleStart(String text) {
        Matcher preamble = PREAMBLE.matcher(Words.fold(text));
        return preamble.lookingAt() && preamble.end() < text.length() ? preamble.end() : 0;
    }
}
