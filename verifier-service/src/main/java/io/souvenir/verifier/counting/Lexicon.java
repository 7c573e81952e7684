package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.Domain;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The words and phrases (folded, French and English) the offline rules look for. */
final class Lexicon {

    /** Words a clause may start with before it says anything ("bon, ma fille…", "well my wife…"). */
    static final Set<String> DISCOURSE = Set.of("salut", "bonjour", "bonsoir", "coucou", "hello", "hi", "hey", "yo",
            "ok", "okay", "bon", "alors", "bref", "voila", "ecoute", "ecoutez", "euh", "ben", "bah", "eh", "oh", "ah",
            "well", "so", "listen", "anyway", "yes", "no", "oui", "non", "ouais", "yeah", "sinon", "enfin", "donc",
            "puis", "aussi", "also", "then", "et", "and", "mais", "but", "parfois", "souvent", "vraiment", "franchement",
            "perso", "personnellement", "sometimes", "often", "actually", "honestly", "frankly", "personally", "finalement",
            "correction", "rectification", "btw", "lol", "mdr", "now", "maintenant",
            "desormais", "dorenavant", "update", "fyi", "oups", "oops", "wsh", "wesh", "slt", "cc", "bjr", "bsr", "re",
            "hiya", "sup", "ptdr", "jpp", "xd", "avant", "before", "tbh", "ngl", "imo", "omg", "idk", "honnetement",
            // sighs and relief typed out: "Ouf, 32 degrés", "Pfff suis grave stressée" name no one
            "ouf", "pff", "pfff", "pffff", "pfiou", "pfou", "phew", "oof", "ugh", "argh", "meh", "bof", "beurk", "yikes", "welp",
            "wait", "attends");

    /** Clauses made only of these say nothing by themselves ("salut", "écoute", "tu sais", "by the way"). */
    static final Set<String> FILLER = Stream.concat(DISCOURSE.stream(), Stream.of("merci", "thanks", "thank",
                    "beaucoup", "accord", "tiens", "dis", "sais", "know", "look", "fait", "btw", "good", "morning",
                    "evening", "afternoon", "bonne", "journee", "soiree", "please", "pls", "plz", "thx", "stp", "svp", "hmm", "hum", "cool",
                    "super", "great", "nice", "tu", "you", "au", "by", "the", "way", "d",
                    // laughter typed out: "Haha j'ai 12 ans d'âge mental" names no Haha
                    "haha", "hahaha", "hahahaha", "ahah", "ahahah", "hihi", "hehe", "lol", "mdr", "ptdr", "xd"))
            .collect(Collectors.toUnmodifiableSet());

    /** Words a capitalised token can be without being someone's name (a sentence starts with "Ma", "The", "Demain"). */
    static final Set<String> COMMON = Set.of("je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "le",
            "la", "les", "l", "un", "une", "des", "du", "de", "et", "ou", "mais", "donc", "car", "que", "qu", "qui",
            "ce", "c", "cet", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre",
            "nos", "votre", "vos", "leur", "leurs", "moi", "toi", "lui", "eux", "i", "me", "my", "mine", "he", "she",
            "it", "we", "they", "his", "her", "its", "our", "their", "the", "a", "an", "and", "or", "this", "that",
            "these", "those", "both", "all", "each", "tous", "toutes", "what", "who", "when", "where", "why", "how", "remember", "rappelle", "souviens",
            "retiens", "note", "parfois", "souvent", "toujours", "jamais", "maintenant", "sometimes", "always",
            "never", "now", "actually", "en", "at", "in", "many", "much", "thanks", "janvier", "fevrier", "mars", "avril", "mai", "juin",
            "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "january", "february", "march",
            "april", "may", "june", "july", "august", "september", "october", "november", "december", "french",
            "english", "british", "american", "canadian", "german", "spanish", "italian", "belgian", "swiss",
            "portuguese", "dutch", "irish", "scottish", "chinese", "japanese", "indian", "catholic", "christian",
            "muslim", "jewish", "buddhist",
            // nationalities, capitalised in English: "Tomasz, 40, Polish, drives a taxi" names Tomasz only
            "polish", "ukrainian", "russian", "brazilian", "mexican", "nigerian", "ghanaian", "kenyan", "pakistani",
            "bangladeshi", "iranian", "iraqi", "syrian", "turkish", "greek", "romanian", "bulgarian", "hungarian", "czech",
            "slovak", "swedish", "norwegian", "danish", "finnish", "welsh", "australian", "korean", "vietnamese", "thai",
            "filipino", "egyptian", "moroccan", "algerian", "tunisian", "lebanese", "israeli", "colombian", "argentinian",
            "chilean", "peruvian", "venezuelan", "cuban", "jamaican", "somali", "ethiopian", "senegalese", "austrian",
            "lithuanian", "latvian", "estonian", "croatian", "serbian", "albanian", "nepali", "sri lankan", "malaysian",
            "indonesian", "south african", "new zealander", "kiwi", "aussie", "brit", "yankee");

    /** A capitalised word after one of these is a place, a firm or a thing ("à Lyon", "chez Airbus", "une Clio"). */
    static final Set<String> BEFORE_A_PLACE_OR_THING = Set.of("a", "au", "aux", "en", "de", "du", "d", "des", "chez",
            "dans", "pour", "sur", "vers", "from", "in", "at", "to", "for", "near", "on", "of", "by", "un", "une", "le",
            "la", "les", "l", "the", "an");

    /** Words that never tell two facts apart. */
    static final Set<String> STOPWORDS = Set.of("le", "la", "les", "un", "une", "des", "du", "de", "au", "aux", "en",
            "et", "ou", "the", "an", "of", "to", "in", "on", "at", "for", "with", "and", "or", "my", "mon", "ma", "mes",
            "ton", "ta", "te", "son", "sa", "se", "your", "his", "her", "our", "their", "je", "me", "moi", "il", "elle",
            "nous", "vous", "ils", "elles", "qui", "que", "qu", "quoi", "est", "sont", "suis", "es", "is", "are", "am",
            "be", "was", "ce", "cet", "cette", "it", "its", "this", "that", "pas", "ne", "not", "no", "tres", "very",
            "plus", "more", "so", "si", "bien", "really", "just", "aussi", "also", "appelle", "nomme", "called",
            "named", "name", "nom", "prenom", "par", "pour", "avec", "sans", "dans", "sur", "chez", "from", "by", "as",
            "comme", "like", "ai", "have", "has", "got", "all", "tout", "tous", "toute", "toutes", "him", "them", "us",
            "lui", "eux", "leur", "he", "she", "they", "we", "i", "you", "tu", "toi");

    /** Capitalised words that are not someone's name: illnesses named after people, days, sites, brands of the everyday. */
    static final Set<String> NOT_NAMES = Set.of("divorced", "divorcee", "divorce", "widowed", "widow", "widower", "veuf",
            "veuve", "married", "mariee", "single", "celibataire", "separated", "separee", "engaged", "fiancee", "parkinson", "alzheimer", "crohn", "covid", "lyme", "hashimoto",
            "asperger", "tourette", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "monday",
            "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays", "wednesdays", "thursdays",
            "fridays", "saturdays", "sundays", "noel", "christmas", "easter", "paques",
            "ramadan", "google", "reddit", "facebook", "instagram", "whatsapp", "netflix", "youtube", "amazon",
            "linkedin", "tiktok", "twitter", "iphone", "android", "mac", "windows", "linux", "ok", "lol", "mdr", "btw");

    /** A clause that starts like this is not said as true: "si j'avais un chien", "if I ever move", "imagine que". */
    static final Pattern HYPOTHETICAL_START = Pattern.compile("(?:si|s'il|s'ils|if|imagine|imaginons|imaginez|suppose|"
            + "supposons|admettons|mettons|what if|et si|au cas ou|in case|let's say|disons"
            // "say I had three kids, …": a supposition, not the user's life
            + "|say(?=\\s+(?:i|i'm|we|we're|you|someone|somebody|that|my|our)\\b))\\b");
    /** A verb in the conditional, or a wish: what is not, or not yet. */
    static final Pattern CONDITIONAL = Pattern.compile("\\b(?:would|could|might|wish|wished|i'd|if only|"
            + "(?!(?:vrais|frais|mais|jamais|desormais|anglais|francais|japonais|portugais|polonais|irlandais|"
            + "ecossais|hollandais|marseillais|lyonnais|niçois|nicois|bordelais|lillois|(?:re|por|ex|at|abs|dis|sous)traits?)\\b)\\p{L}{2,}(?:rais|rait|rions|riez|raient))\\b");
    /** What someone else said: the clause and those after it are about them, not the user. */
    static final Pattern REPORTED = Pattern.compile("\\b(?:m'a dit|m'a raconte|m'a explique|nous a dit|dit qu(?:e|')|disait qu(?:e|')|"
            + "a dit que|paraitrait|parait que|il parait|selon (?:lui|elle|eux)|told me|tells me|told us|says that|said that|"
            + "says (?:he|she|they)|said (?:he|she|they)|(?:got|was|been|were) told|on m'a (?:dit|annonce|diagnostique)|"
            + "(?:was|were|is|are|keeps?|kept) (?:saying|telling (?:me|us))|apparently|"
            // "claims" said of someone, not the small claims court
            + "according to|(?<!small )claims|reckons|reckoned|swears that|est persuadee? que|est convaincue? que"
            // news about strangers: "j'ai vu à la télé qu'un type…", "I read that a guy in Ohio…"
            + "|(?:j'ai|on a|i|we|i've|we've)\\s+(?:vu|lu|entendu|appris|saw|read|heard|seen)\\s+(?:[\\p{L}'-]+\\s+){0,4}?"
            + "(?:qu(?:e|')|that)\\s*+(?!(?:je|j'|mon|ma|mes|notre|nos|i|my|we|our|on|nous)\\b)"
            // what the news, a programme or a feed told: "saw on the news some guy…", "le Dr X dont ils parlaient au reportage"
            + "|(?:\\b(?:saw|seen|read|heard|watched|vu|lu|entendu|regarde|parlai\\p{L}*|talking about)\\s+(?:\\p{L}+\\s+){0,2}?"
            + "(?:on|in|sur|dans|a|au|aux)\\s+(?:the\\s+|la\\s+|le\\s+|les\\s+|l')?(?:news|telly|tv|radio|paper|papers|internet"
            + "|insta|instagram|tiktok|twitter|facebook|reddit|youtube|journal|tele|television|infos|actu|actus|reportage"
            + "|documentaire|documentary|podcast)\\b))");
    /** What a verb of the mind says is an opinion of the moment, not a fact: "je pense que", "I guess". */
    static final Pattern OPINION = Pattern.compile("(?:je|j'|i|on|we)\\s*(?:ne\\s+|n')?(?:pense|crois|trouve|sais|suppose|"
            + "espere|imagine|veux|voudrais|peux|comprends|vois|sens|ai l'impression|ai peur|ai hate|ai envie|ai besoin|"
            + "ai faim|ai soif|ai froid|ai chaud|ai sommeil|ai mal|m'en fous|m'en fiche|think|guess|hope|know|feel|mean|"
            + "wonder|want|wanna|need|can|can't|cannot|see|agree|understand|suppose|believe|bet|doubt|don't know|"
            + "don't think|do not know|am not sure|'m not sure|remember|cherche|attends|arrive|rentre|sors|reviens|regarde|"
            + "ecoute|voit|voyait|m'ennuie|m'en vais|me leve|me couche|looking|waiting|wait|leave|(?:pars|part)(?!\\s+(?:vivre|habiter|"
            + "m'installer|s'installer))|am leaving|'m leaving|am off|'m off)\\b");
    /** Past verbs that change something durable: a move, a job left, a diagnosis, a wedding. */
    static final Pattern DURABLE_PAST = Pattern.compile("\\b(?:demenage|demenagee?|demenager|divorcer|separer|separee?s?|separated|split up|broke up|quitte|quittee?|"
            + "arrete|arretee?|"
            + "commence|divorcee?|divorce|mariee?|marie|pacsee?|adopte|adoptee?|nee?|diagnostique|opere|operee?|"
            + "installee?|installe|converti|convertie|retraite|licenciee?|licencie|embauchee?|embauche|change|"
            + "obtenu|eu mon|eu ma|eu son|eu sa|eu ses|eu leur|achete|vendu|signe|rejoint|moved|quit|left|stopped|started|married|divorced|adopted|"
            + "mort|morte|decede|decedee|died|passed away|"
            + "retired|graduated|born|diagnosed|switched|joined|became|bought|sold|signed|got married|got divorced|"
            + "got engaged|engaged|hired|fired|laid off|converted|relocated|transferred|promoted|settled"
            // a job given up in words: "handed my notice in", "j'ai posé ma dém"
            + "|handed (?:in )?my notice|gave (?:in )?my notice|handed in my notice|pose ma dem\\p{L}*|donne ma demission"
            // a return to work somewhere, after a leave: "I go back to work at Aviva on the 1st" (where, not when, lasts)
            + "|back to work (?:at|for|with)|reprends? (?:le travail|le boulot|le taf) (?:chez|a|au|pour))\\b");
    /**
     * Matters that last whatever the tense they are told in: an illness, a treatment, a debt, a
     * lawsuit, a custody, a faith ("j'ai fait une dépression", "I filed for bankruptcy").
     */
    static final Pattern LASTING = Pattern.compile("\\b(?:depression|burn-?out|cancer|tumeur|tumour|tumor|diabet\\p{L}*|"
            + "dialys\\p{L}*|chimio\\p{L}*|chemo\\p{L}*|radiotherap\\p{L}*|fausse couche|miscarriage|avort\\p{L}*|abortion|"
            + "bankruptcy|faillite|surendette\\p{L}*|dettes?|debts?|credit|pret|loan|mortgage|hypotheque|custody|garde|"
            + "tutelle|curatelle|guardianship|proces|lawsuit|sued|suing|plainte|prud'?hom\\p{L}*|avocat|lawyer|"
            + "therap\\p{L}*|psy|psychiatr\\p{L}*|hospitalis\\p{L}*|rehab|addiction|addict|sobre|sober|alcoolique|alcoholic|"
            + "religion|dieu|god|allah|musulmane?|muslim|catholique|catholic|juive?|jewish|bouddhiste|buddhist|"
            + "protestante?|protestant|athee|atheist|priere|pray|prays|mosquee|mosque|eglise|church|synagogue|temple|"
            + "vegan|vegane|vegetarien\\p{L}*|vegetarian|allergi\\p{L}*|coeliaque|celiaque|coeliac|celiac|intoleran\\p{L}*|"
            // what the user cannot eat or drink, a diet that lasts: "jpeux pas manger de gluten", "I can't have dairy"
            + "(?:peux|peut|pouvons|pouvez|pourrai) (?:pas|plus|jamais) (?:manger|boire|avaler|digerer)|(?:can't|cannot|can not|cant) (?:eat|drink|have|digest|stomach)\\b(?!\\s+(?:it|that|this|much|more|anything|any more|anymore))|handicap\\p{L}*|disabled|disability|autis\\p{L}*|"
            + "tdah|adhd|dyslex\\p{L}*|epilep\\p{L}*|asthm\\p{L}*|maladie|illness|disease|enceinte|pregnant|"
            + "used to|gave up|given up|quit|stopped|arrete|plus jamais|no longer|anymore|desormais|from now on|"
            // a change back, a place in a queue: "je remange de la viande, fini le végétarisme", "on the waiting list"
            + "de nouveau|a nouveau|fini le|fini la|fini les|waiting list|liste d'attente"
            // a dose is a treatment followed: "I'm on sertraline, 50mg a day"
            + "|\\d+\\s?mg"
            // a work arrangement lasts its weeks, whatever "rn" says: "hubby's on nights this month", "elle est d'astreinte"
            + "|on nights|on (?:the )?night shifts?|on lates|on earlies|working nights|works nights|on call|d'astreinte"
            + "|(?:fait|fais|font|bosse|bossent|travaille|travaillent) (?:les nuits|de nuit)|en [23] ?x ?8"
            + "|on (?:maternity|paternity|parental|sick) leave|en conge (?:maternite|paternite|parental)|en arret maladie"
            // a state said with its end, months away: "I'm on licence till next March", "je suis en CDD jusqu'en juin"
            + "|" + Lexicon.BOUNDED_MONTHS_AWAY + ")\\b");
    /** Activities of the moment: "je prépare le dîner" is now, "je prépare un marathon" a project. */
    static final Pattern NOW = Pattern.compile("\\b(?:diner|dejeuner|petit[- ]dej\\w*|repas|douche|bain|valise|courses|"
            + "menage|lessive|vaisselle|sieste|pause|cafe|biere|apero|dinner|lunch|breakfast|shower|bath|laundry|"
            + "groceries|dishes|nap|break|coffee|tea|beer|drink)\\b");
    /** What makes an activity a habit or a change rather than the moment's: "tous les jeudis", "anymore". */
    static final Pattern HABIT = Pattern.compile("\\b(?:tous les|toutes les|chaque|every|each|le matin|le soir|souvent|"
            // nothing but that, always: "je lis que des polars", "on mange que du bio"
            + "(?:je|j'|on|nous)\\s*(?:ne\\s+|n')?\\p{L}+\\s+qu(?:e\\s+|')(?:des|du|de la|de l')\\s*(?=\\p{L})|"
            + "toujours|jamais|d'habitude|usually|always|never|often|plus|anymore|any more|no longer|depuis|since|"
            + "le week-end|les week-ends|on weekends|at weekends|at the weekend|"
            + "(?:le|les) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?!\\s+\\d)|(?:on )?(?:mondays|tuesdays|wednesdays|"
            + "thursdays|fridays|saturdays|sundays)|(?:\\d+\\s?x|once|twice|\\d+ times|\\p{L}+ times) (?:a|per) (?:day|week|month)|"
            + "(?:\\d+|une|deux|trois|quatre|cinq) fois par (?:jour|semaine|mois|an)|par (?:jour|semaine|mois)"
            // one in two: "un week-end sur 2", "one weekend in three", "every other Friday"
            + "|(?:un|une|one) (?:jour|soir|week-end|weekend|semaine|mois|day|night|week|month|lundi|mardi|mercredi|jeudi|vendredi"
            + "|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:sur|in|out of) (?:\\d+|deux|trois|quatre|two|three|four))\\b"
            // how the user always has something of theirs, said in the simple present: "I take my coffee black",
            // "je bois mon thé sans sucre", "I like my steak rare"
            + "|(?:^|\\b(?:i|je|on|we)\\s+|\\bj')(?:(?:always|usually|only|toujours|que)\\s+)?(?:take|drink|eat|like|prefer|prends"
            + "|bois|mange|aime|prefere)\\s+(?:my|mon|ma|mes|our|notre|nos)\\s+(?:[\\p{L}-]+\\s+){1,2}?(?:black|white|strong|sweet"
            + "|plain|neat|straight|rare|medium|well done|iced|decaf|noir|noire|serre|allonge|nature|saignante?|a point|bien cuite?"
            + "|glacee?|sans|without|with(?:out)? (?:no|any|a|some)|no|avec (?:du|de la|des|un|une))\\b");

    /** What the main pass keeps and the verifier never does: reminders, tasks, plans, notes. */
    static final Pattern ACTION = Pattern.compile("\\b(?:rapp?ell?e[- ]moi|fais[- ]moi penser|remind me|"
            + "n'oublie pas d[e']|don't forget to|remember to|il faut que|faut que je|i (?:still |really |also |just |now )?(?:need|have) to|i must|"
            + "i've got to|i gotta|je vais(?!\\s+(?:a|au|aux|chez)\\s)|i'm going to|i am going to|i will|i'll|on va|we'll|prends note|make a note|"
            + "je dois(?!\\s+(?:encore\\s+|toujours\\s+)?[\\d$\u20ac£])|on doit|nous devons|we have to|we need to|we must|i should|we should|faudrait|"
            + "mets[- ]moi|tu me dis|tu peux me|ping me|rendez-vous|rdv|appointment|meeting|reunion"
            // the user's simple future is a plan: "j'irai avec mon ex", "on ira à Nice", "je ferai le gâteau"
            + "|(?:j'|je |on |nous )(?:(?:ne |n'|le |la |les |l'|lui |leur |en |y |se |s'|me |m'|te |t'|vous |nous )+)?(?:irai|ira|irons|\\p{L}{2,}(?:erai|irai|rai|era|ira|erons|irons|rons))"
            + ")\\b|^note\\s*:");
    static final String MONTH_NAMES = "janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|"
            + "decembre|january|february|march|april|may|june|july|august|september|october|november|december";

    /** Times of a plan or of something told in passing ("demain", "hier", "jeudi", "à 18h"); "le jeudi" is a habit. */
    static final Pattern WHEN = Pattern.compile("\\b(?:demain|apres-demain|hier|aujourd'hui|ce soir|ce matin|"
            + "cet apres-midi|tout a l'heure|tomorrow|yesterday|today|tonight|this (?:morning|afternoon|evening|weekend)|"
            + "next (?:week|month|year)|last (?:week|night|month|weekend)|semaine (?:prochaine|derniere)|mois prochain|"
            + "week-end|(?<!\\ble |\\bles |tous les )(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|"
            + "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\\d{1,2}h\\d{0,2}|"
            + "\\d{1,2}(?:er)?\\s+(?:" + MONTH_NAMES + ")|(?:" + MONTH_NAMES + ")\\s+\\d{1,2}(?:st|nd|rd|th)?|"
            + "\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)"
            // "le samedi 21": a day and its date is one day, not a habit
            + "|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday"
            + "|sunday|sat|sun|mon|tue|wed|thu|fri)\\s+\\d{1,2}(?:er|st|nd|rd|th)?(?!\\s*(?:h|:|am|pm|ans|years?)\\b)(?![\\d.:])"
            // "on the 3rd of July", "the 28th"
            + "|\\d{1,2}(?:st|nd|rd|th)(?:\\s+of)?\\s+(?:" + MONTH_NAMES + ")|(?:on\\s+)?the\\s+\\d{1,2}(?:st|nd|rd|th))\\b");
    /** Either: what the verifier leaves to the main pass. */
    static final Pattern INTENT = Pattern.compile(ACTION.pattern() + "|" + WHEN.pattern());

    /** "Remember that …" keeps what follows; it is not itself a fact. */
    static final Pattern MEMORISE = Pattern.compile("(?:rappelle[- ]toi|souviens[- ]toi|retiens|n'oublie pas|"
            + "garde(?: bien)? en tete|note bien|remember|don't forget|keep in mind)\\b(?:\\s+bien)?(?:\\s+(?:que|qu'|that)\\b)?\\s*");

    /**
     * A visit, lived: someone came, stayed or dropped by ("my in-laws came over", "mes parents sont passés
     * dimanche"); something the user lived with them, not who they are.
     */
    static final Pattern VISITED = Pattern.compile("^\\s*(?:[\\p{L}-]+\\s+)?(?:came|visited|stayed|popped|dropped (?:by|in)"
            + "|(?:est|sont) (?:venue?s?|passee?s?|restee?s?|descendue?s?|montee?s?)|(?:m'|nous )?(?:a|ont) rendu visite"
            + "|(?:a|ont) debarque)\\b");

    /** An end months away: "until September", "till next March", "jusqu'à fin juin", "jusqu'à la rentrée", "until 2027". */
    static final String BOUNDED_MONTHS_AWAY = "(?:until|till|jusqu'(?:a|au|en)|jusqu a)\\s+(?:(?:next|the|la|l'|le|end|fin"
            + "|debut|mi|mid|early|late|of|de|d')[\\s-]*){0,3}(?:" + MONTH_NAMES + "|year|annee|an prochain|spring|summer|autumn"
            + "|fall|winter|printemps|ete|automne|hiver|rentree|noel|christmas|\\d{4})";

    /**
     * Where the user keeps what they want kept, said after the verb that asks it and the words that point at it
     * ("écris dans mes notes", "save that somewhere", "garde-le quelque part"): a note asked, whatever the verb. A place
     * aside ("somewhere", "quelque part") needs the pointing word: "lives somewhere in Kent" keeps nothing.
     */
    static final String KEPT_IN = "(?:[- ](?:moi|toi|me|le|la|les|ca|cela|ceci|it|this|that))*\\s+"
            + "(?:dans (?:mes|tes|les|ton|mon) (?:notes|carnet|bloc-notes|memos)|en note|in (?:my|the|your) (?:notes|notebook|memos))\\b"
            + "|(?:[- ](?:moi|toi|me))?[- ](?:le|la|les|ca|cela|ceci|it|this|that)\\s+(?:quelque part|somewhere)\\b";

    /**
     * A piece of work asked of the assistant, by the verb that opens the message: "écris une histoire
     * avec un dragon…", "traduis-moi « … »", "write a limerick about a dog called…". What the work is to
     * be about is material, not the user's life: only someone of the user's it names is theirs.
     */
    static final Pattern COMMISSIONED = Pattern.compile("(?:(?:stp|svp|please|pls|hey|ok|okay|alors|bon|allez)[\\s,!]+)*"
            // "écris dans mes notes : …", "write it in my notes": a place to keep it in asks to keep, not to compose
            + "(?![\\p{L}]+(?:" + KEPT_IN + "))"
            + "(?:ecris|redige|traduis|resume|reformule|corrige|invente|compose|genere|imagine-moi|raconte-moi|"
            + "fais-moi (?:un|une|des)|donne-moi (?:un|une|des) (?:exemple|histoire|poeme|texte|phrase|blague)|"
            // "write down that…", "écris-toi ça quelque part" ask to keep: not a piece of work
            + "write(?!\\s+(?:it\\s+|this\\s+|that\\s+)?down)|translate|summari[sz]e|rephrase|reword|draft|compose|generate|proofread|make up|come up with|"
            + "tell me (?:a|an|some) (?:story|joke|poem|tale))\\b");

    static final Pattern ASKING = Pattern.compile("(?:comment|pourquoi|combien|quel|quelle|quels|quelles"
            // "quand je pars, c'est Yasmina qui garde mes clés", "when I was a kid …": a time of the user's, no question
            + "|quand(?!\\s+(?:je|j'|on|nous)\\b)|when(?!\\s+(?:i|i'm|we|we're)\\b)|"
            + "lequel|laquelle|est-ce|qu'est-ce|what|what's|who|who's|whom|whose|where|why|how|which|"
            + "do you|did you|can you|could you|would you|will you|tu te souviens|te souviens-tu)\\b"
            // "… au cas où" ends on "où" without asking
            + "|.*\\b(?:comment|quoi|qui|(?<!cas )ou|quand|combien|pourquoi)"
            // "on dit quoi mon gars", "ça dit quoi frérot": the one asked, named after the question, asks nothing else
            + "(?:\\s+(?:mon|ma)\\s+\\p{L}+|\\s+(?:frero|frerot|frere|bro|man|mec|gars|poto|dude|mate|les gars|les amis))?$");

    private static final Map<Domain, Pattern> DOMAINS = Map.of(
            Domain.HEALTH, Pattern.compile("\\b(?:allerg\\w*|intoleran\\w*|diabet\\w*|asthm\\w*|epilep\\w*|enceinte|"
                    + "pregnan\\w*|medicament\\w*|medication\\w*|medicine|traitement|treatment|insulin\\w*|maladie|"
                    + "disease|illness|cancer|hypertension|cholesterol|migraine\\w*|groupe sanguin|blood type|"
                    + "coeliaque|celiac|\\d+\\s?mg|handicap\\w*|therapie|therapy|ordonnance|prescription)\\b"),
            Domain.FINANCE, Pattern.compile("\\b(?:salaire|salary|je gagne|i earn|i make|dettes?|debts?|pret|loans?|"
                    + "credit|emprunt|mortgage|hypotheque|compte (?:bancaire|en banque|courant|epargne)|bank|banque|"
                    + "iban|livret|epargne|savings|loyer|rent|impots?|taxes?|euros?|dollars?|je dois (?:encore |toujours )?\\d+|i owe|"
                    + "owes?|owed|owing|in debt|carte bancaire|credit card)\\b|[€$£]"),
            Domain.LEGAL, Pattern.compile("\\b(?:proces|lawsuit|sued?|suing|avocate?|lawyer|attorney|tribunal|"
                    + "in court|court case|contrat|contract|divorcer|divorcing|getting divorced|(?<!(?:suis|es|est|sommes|sont|etait|is|am"
                    + "|are|was|'s|'re|'m) )divorces?|plainte|complaint|litige|litigation|testament|"
                    + "notaire|notary|custody|garde alternee"
                    // a sentence served: "6 mois avec sursis", "got 2 years", "on probation"
                    + "|sursis|prison|jail|condamnee?s?|convicted|sentenced|probation|casier judiciaire|criminal record)\\b"),
            Domain.IDENTITY, Pattern.compile("\\b(?:passeport|passport|carte d'identite|identity card|id card|"
                    + "securite sociale|social security|ssn|numero fiscal|tax id|date de naissance|date of birth|"
                    + "birth date|je suis nee?|i was born|permis de conduire|driving licen[cs]e|driver's license|"
                    + "nationalite|nationality)\\b"));

    /** Sensitive areas are recognised by their words; the first that matches wins. */
    /**
     * Whether a capitalised word is typed shorthand or a compound of the language's words rather than a name:
     * no vowel in it ("Ptn", "Jpp", "Tkt"), or every part of a hyphenated word a word of the language ("To-do",
     * "Check-up"); "Jean-Luc" is a name.
     */
    static boolean shorthandOrCompound(String word) {
        String folded = Words.fold(word);
        if (folded.chars().filter(Character::isLetter).noneMatch(letter -> "aeiouy".indexOf(letter) >= 0)) {
            return true;
        }
        String[] parts = folded.split("-");
        return parts.length > 1 && java.util.Arrays.stream(parts)
                .allMatch(part -> STOPWORDS.contains(part) || COMMON.contains(part) || ENGLISH_AUXILIARIES.contains(part));
    }

    /** "do", "be", "have": the small verbs of a compound such as "to-do" or "has-been". */
    private static final Set<String> ENGLISH_AUXILIARIES = Set.of("do", "be", "been", "have", "has", "go", "up", "out", "off");

    static Domain domainOf(String folded) {
        for (Domain domain : new Domain[] {Domain.HEALTH, Domain.FINANCE, Domain.LEGAL, Domain.IDENTITY}) {
            if (DOMAINS.get(domain).matcher(folded).find()) {
                return domain;
            }
        }
        return Domain.NONE;
    }

    private Lexicon() {
    }
}
