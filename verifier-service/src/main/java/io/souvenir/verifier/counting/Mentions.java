package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.PersonRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The persons a message mentions, read by a method of its own rather than clause rules: every
 * relation a possessive declares ("ma belle-sœur", "my boss", "j'ai une fille") and every name,
 * found by its capital (a proper noun by its part of speech when it starts a sentence), by the verb
 * that introduces it ("s'appelle léa") or by the title it follows ("M. Girard", "le docteur Roux",
 * one person). A name is tied to the relation next to it ("ma cousine Lina", "Lina, ma cousine,",
 * "mes enfants s'appellent Inès, Malo et Tom"); what follows a person until the next person (or
 * the user speaking of themselves) is what the sentence says of them, kept in the user's words,
 * and names coordinated before one predicate share it ("Nathan et Hugo font du judo"). Questions,
 * hypotheticals, reported speech, and persons met in a plan or a reminder ("dîner avec Paul
 * samedi") are left alone: they are not said as facts about someone of the user's life.
 */
final class Mentions {

    private static final String QUALIFIER = "(?:(?:deux|trois|quatre|cinq|two|three|four|five|\\d)\\s+)?"
            + "(?:(?:meilleure?s?|petite?s?|grande?s?|chers|cheres|cher|chere|vieux|vieil|vieille|best|little|big|older|"
            + "younger|eldest|oldest|youngest|dear|close|old|new|nouveau|nouvelle|twin|twins|jumeaux|jumelles|anciens?|anciennes?"
            + "|former)\\s+)?";
    /** What may follow a relation word before its name: "ma cousine germaine Apolline", "mes collègues de la compta —". */
    private static final String COMPLEMENT = "(?:\\s+(?:germaine?|ainee?|cadette?|benjamine?|preferee?|adoree?|d'enfance|"
            + "de coeur|du dessus|du dessous|d'a cote|next door|from (?:uni|work|school|college)|"
            + "(?:de|du|des|d')\\s*(?:la |l')?[\\p{L}-]{2,20}))?";
    private static final Pattern RELATION = Pattern.compile("\\b(?:(?<possessive>ma|mon|mes|my|our|notre|nos)\\s+|"
            // chat drops the possessive: "bae's name is Rohan", "best mate is Kwame", "me n the gf"
            + "(?<dropped>(?<![\\p{L}'])the\\s+|^(?:(?:so|and|oh|ok|btw|lol|also)\\s+)?)|"
            + "(?<have>j'ai|on a|nous avons|i have|i've got|we have|we've got)\\s+(?<count>une|un|an|a|"
            + SpelledNumbers.PATTERN + ")\\s+)" + QUALIFIER + "(?<relation>" + Relations.PATTERN + ")(?![\\p{L}-])(?!'(?!s\\b))");
    static final String TITLE = "(?:(?:mrs|mme|mlle|mr|ms|mx|dr|dre|pr)\\.?|m\\.|miss|mister|madame|monsieur|docteur|docteure|"
            + "doctor|professeur|professeure|professor|maitre|maître"
            // the clergy's: "Father Doyle", "Rabbi Cohen", "l'abbé Martin"
            + "|father|fr\\.|reverend|rev\\.?|pastor|rabbi|imam|abbe|pasteur)(?!\\p{L})";
    private static final Pattern CLERGY = Pattern.compile("(?:father|fr\\.|reverend|rev\\.?|pastor|rabbi|imam|abbe|pasteur)(?!\\p{L})");
    private static final Pattern TITLED = Pattern.compile("(?<!\\p{L})" + TITLE + "\\s*");
    /** Before a name, a noun the user declares someone by: "my accountant is", "j'ai un border collie qui s'appelle". */
    private static final Pattern DECLARED_BEFORE_NAME = Pattern.compile("(?:\\b(?<possessive>ma|mon|mes|my|our|notre|nos)|"
            + "(?<have>j'ai|on a|nous avons|i have|i've got|we have|we've got|(?:i|we) (?:adopted|got)|"
            + "(?:j'ai|on a|nous avons) (?:adopte|eu|recueilli))\\s+(?<article>une|un|an|a))\\s+"
            + "(?<phrase>(?!(?:[\\p{L}-]+\\s+){0,2}(?:name|nom|prenom|surname|favou?rite|favori|preferee?|ville|city|"
            + "school|ecole|team|equipe|band|groupe|boite|company|entreprise|code|digicode|pin|mot|password|wifi|identifiant|"
            + "login|iban|numero|number|id|compte|account|e-?mail|adresse|address|banque|bank|mutuelle|assurance|"
            + "insurance|operateur|provider|voiture|car|marque|brand|modele|model|telephone|phone|forfait|abonnement|"
            + "subscription|appli|app|site|jeu|game|serie|show|livre|book|film|movie|chanson|song)\\b)"
            + "(?:[\\p{L}-]+\\s+){0,2}?(?<word>[\\p{L}-]{3,}))(?:\\s*,?\\s*(?:is|est|c'est|qui s'appelle|s'appelle|"
            + "called|named|is called|nommee?|appelee?|prenommee?|c'etai(?:en)?t|etaient|sont|are|were|was)\\s+|\\s*[,:—–-]\\s*|"
            + "(?<bare>\\s+))$");
    private static final Pattern OWNED = Pattern.compile("'s\\s+(?<word>[\\p{L}-]+)");
    /** After "my mum's", a word that says "is", not whose: "my mum's the best", "my brother's moving". */
    private static final Pattern IS_AFTER_S = Pattern.compile("the|a|an|so|very|really|been|got|getting|going|gonna|not|still|"
            + "just|always|never|now|also|in|at|on|from|into|over|off|back|home|away|out|\\d+|\\p{L}+ing|\\p{L}+ed");
    private static final Pattern OWNED_BY = Pattern.compile("(?:\\ble|\\bla|\\bles|l'|\\bthe)\\s*(?<owned>[\\p{L}-]{3,})\\s+"
            + "(?:de|du|d'|of)\\s*$");
    /** Verbs that say whom the user is with: "je sors avec Théo", "I'm married to Sam". */
    private static final Pattern PARTNER_BEFORE_NAME = Pattern.compile("(?:je sors avec|on sort ensemble|i'm dating|i am dating|"
            + "i've been dating|i'm seeing|i'm married to|i am married to|i got married to|je suis mariee? (?:a|avec)|"
            + "je me suis mariee? avec|je suis fiancee? (?:a|avec)|je suis pacsee? avec|on est pacses|i'm engaged to|i am engaged to|je suis en couple avec|"
            + "i'm in a relationship with)\\s+$");
    private static final Pattern PRONOUN_NAMES = Pattern.compile("(?:\\b(?:il|elle|qui|he|she|who)(?:\\s+|(?='s))(?:s'appelle|se nomme|"
            + "is called|'s called)|\\b(?:his|her) name(?: is|'s))\\s*$");
    private static final Pattern LIST_GOES_ON = Pattern.compile("\\s*,?\\s*(?:et|and|ou|or)\\s+(?:un|une|des|deux|trois|"
            + "quatre|a|an|two|three|four|some|\\d+)\\b");
    /** How far before a word its introduction ("s'appelle", "my accountant is", "le chat de") is looked for. */
    private static final int LOOK_BACK = 80;
    /**
     * Said of an unnamed relative, what is not a lasting detail of them: a number that is no age ("ma
     * fille a deux chats"), what they will do ("my son starts school in September").
     */
    private static final Pattern NOT_ABOUT_THEM = Pattern.compile("^(?:a|has|have|ont)\\s+(?:deux|trois|quatre|cinq|two|three|"
            + "four|five|\\d+)\\s+(?!ans\\b|years?\\b)|^(?:a|ont)\\s+fait\\b|\\b(?:starts?|commence|va|vont|will|'ll|is going to|are going to|next|"
            + "prochaine?|bientot|soon)\\b");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<!\\b(?:m|mr|mrs|ms|dr|mme|mlle|pr|st))[.!?…;]+(?=\\s|$)|\\?+");
    private static final Pattern PARTICLE = Pattern.compile("\\s+((?i:da|de|di|del|della|do|dos|das|du|van|von|der|den"
            + "|ter|le|la|ben|bin|el|al|abu|mac))\\s+(\\p{Lu}[\\p{L}\\p{M}'-]*)");
    private static final Pattern NEXT_NAME_WORD = Pattern.compile("\\s+(\\p{Lu}[\\p{L}\\p{M}'-]*)");
    private static final Pattern NAMED_ON_PURPOSE = Pattern.compile("s'appell|se nomm|called|named|\\bis\\b|\\best\\b|,");
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}\\p{M}-]*(?:['’](?![sS]\\b)\\p{L}+)?");
    private static final Pattern INTRODUCED = Pattern.compile("(?:s'appell\\p{L}*|se nomm\\p{L}*|se prenomm\\p{L}*|"
            + "prenommee?s?|nommee?s?|appelee?s?|is called|are called|is named|are named|named|called|"
            + "(?:his|her|their|'s) name(?: is|'s))\\s+$");
    /** Whose a relation is, said after it: "the son of my uncle". */
    private static final Pattern OF_SOMEONE = Pattern.compile("\\s+(?:of|de|du|des|d')(?![\\p{L}])");
    /** Someone presented by what they are, before their name: "this guy", "cette dame", "a girl called". */
    private static final Pattern PRESENTED = Pattern.compile("\\b(?:this|that|a|ce|cette|un|une)\\s+(?:guy|girl|woman|man|lady"
            + "|bloke|chap|dude|gars|mec|type|fille|femme|dame|meuf|nana|monsieur)\\s*,?\\s+$");
    /** A firm, a shop or a place introduced by its name: "a tiny design studio called Pebblework", "un resto qui s'appelle …". */
    private static final Pattern THING_INTRODUCED = Pattern.compile("\\b(?:studio|company|firm|startup|start-up|agency|shop|store"
            + "|bar|pub|cafe|restaurant|resto|bakery|gym|salon|clinic|school|band|brand|app|podcast|channel|website|business"
            + "|boite|entreprise|societe|agence|magasin|boutique|boulangerie|club|asso|association|ecole|groupe|marque|appli"
            + "|chaine|cabinet|hotel|village|town|ville|street|rue|quartier|neighbourhood|place|endroit)\\s+(?:qui\\s+)?"
            + "(?:s'appell\\p{L}*|se nomm\\p{L}*|nommee?|appelee?|called|named|is called)\\s+$");
    /** Between a relation and its name: "ma fille, Léa", "my wife is Claire", "mes neveux s'appellent Elio…". */
    private static final Pattern RELATION_TO_NAME = Pattern.compile(COMPLEMENT + "\\s*(?:[,:(—–-]\\s*)?(?:(?:qui\\s+)?(?:s'appell\\p{L}*|"
            + "se nomm\\p{L}*|se prenomm\\p{L}*)|est|sont|c'est|ce sont|c'etai(?:en)?t|etaient|is|are|were|was|'s called|'s|are called|is called|"
            + "called|named|'s name is|'s name's|names are|"
            + "prenommee?s?|nommee?s?|appelee?s?)?\\s*");
    /** Between a name and its relation: "Lina, ma cousine", "Mrs. Khan is my landlady", "Karim et Sophie sont mes…". */
    private static final Pattern NAME_TO_RELATION = Pattern.compile("\\s*"
            // "j'ai revu Thomas hier, mon ex": when they were seen, said between them, is not someone else
            + "(?:(?:hier|avant-hier|aujourd'hui|ce matin|ce midi|ce soir|l'autre jour|yesterday|today|this morning|last night"
            + "|tonight|the other day)\\s*(?=,))?(?:,|:|\\(|—|–|-|est|is|c'est|'s|sont|are|ce sont)?\\s*"
            + "(?:(?:est|is|c'est|sont|are)\\s+)?");
    private static final Pattern COORDINATION = Pattern.compile("\\s*(?:,|et|and|&|\\+|/)?\\s*(?:et|and)?\\s*");
    /** A person's details stop where the user speaks of themselves again, or asks for something. */
    private static final Pattern DETAIL_STOP = Pattern.compile("(?<!\\b(?:with|avec|to|for|pour|chez|from|like|than|sans|without"
            + "|comme))(?:[,;]|\\s)\\s*(?:(?:et|and|mais|but|alors|so)\\s+)?"
            // "Léa est végane, pour quand je te demande des recettes": the moment of the request goes with it
            + "(?:(?:pour quand|quand|lorsque|si|for when|when|whenever|if|in case)\\s+(?=(?:je|i|tu|you)\\b))?"
            // "me" speaks only with someone ("me and my wife"); "with me", "avec moi", "me suit" have the user as object
            + "(?:je|j'|i|i'm|i've|moi|me(?=\\s+(?:and|n|&|et|pis)\\s)|on(?=\\s+(?:a|est|va|fait|vit|habite|se|s'|n'|ne|y|l'|le|la|les|doit|peut|part|reste)\\b)|"
            + "nous|we|we're|rappelle|remind|note|tu|you|can you|peux-tu|n'oublie)(?![\\p{L}'])");
    private static final Pattern LEADING_NOISE = Pattern.compile("^(?:[\\s,;:()\\[\\]—–-]|(?:et|and|qui|who|that|"
            + "est|is|'s|'re|c'est|aussi|also|lui|elle|il|he|she|they|ils|elles|both|tous les deux|toutes les deux)(?![\\p{L}']))+");
    private static final Pattern TRAILING_NOISE = Pattern.compile("(?:[\\s,;:()\\[\\]—–-]|(?<![\\p{L}'])(?:et|and|qui|"
            + "who|mais|but|il|elle|he|she|he's|she's|they|s'appelle|s'appellent|is called|are called|called|named|is|est))+$");
    /** What is said of someone in passing, not about them: "va bien merci", "says hi". */
    private static final Pattern SMALL_TALK = Pattern.compile("\\b(?:merci|thanks|thank you|says hi|dit bonjour|te salue|"
            + "passe vite)\\b|^(?:va|vont|goes|is doing|are doing|is fine|are fine)\\b");
    /** A relative clause left open where a report starts: "le Dr X dont ils", "the guy who they". */
    private static final Pattern OPEN_RELATIVE = Pattern.compile("\\b(?:dont|que|qu'|who|whom|that)\\s*(?:[\\p{L}']+\\s*){0,2}$");
    private static final Pattern DATED = Pattern.compile("\\s+\\d{1,4}(?:st|nd|rd|th|er|e)?(?![\\p{L}\\d])");
    private static final Set<String> NOT_A_NAME_START = Set.of("i", "i'm", "i've", "i'd", "i'll", "ok", "okay");

    private Mentions() {
    }

    /** One person of a sentence: how it is named, where its mention ends, and what is said of them. */
    private static final class Mention {
        String name;
        String relation;
        String relationPhrase;
        boolean stated; // "j'ai une fille": her existence is said
        boolean plural; // "mes enfants", "my bandmates": the names listed after all take the relation
        boolean titled; // "M. Girard", "il s'appelle Noé": a person whatever the sentence says of him
        boolean byVerb; // "je sors avec Théo": the clause says who he is
        boolean dropped; // "bae's name is Rohan": a relation said without its possessive
        int start;
        int end;
        String details = "";
        /** A member of a list of names ("Inès, Malo et Tom"): the list's relation and predicate are theirs too. */
        Mention listedAfter;
        /** "…, elle s'appelle Huguette": the mention that named someone met earlier in the sentence. */
        Mention sameAs;
        /** One of names listed together ("Fatou, Grégoire et Ludivine"): someone of the user's life, said so. */
        boolean inList;
    }

    /** The persons of the sentences of one message, each as the verifier would keep it. */
    static List<StatedFact> in(String text) {
        List<StatedFact> persons = new ArrayList<>();
        for (String sentence : sentences(text)) {
            read(sentence, persons);
        }
        return persons;
    }

    private static List<String> sentences(String text) {
        List<String> sentences = new ArrayList<>();
        Matcher end = SENTENCE_END.matcher(Words.fold(text));
        int start = 0;
        while (end.find()) {
            // a question is left whole to the question's reading: it is not kept
            if (!end.group().contains("?")) {
                sentences.add(text.substring(start, end.start()));
            }
            start = end.end();
        }
        sentences.add(text.substring(start));
        return sentences;
    }

    private static void read(String typed, List<StatedFact> persons) {
        String folded = Words.fold(typed);
        if (typed.isBlank() || !PartsOfSpeech.frenchOrEnglish(typed) || Lexicon.ASKING.matcher(withoutDiscourse(folded)).lookingAt()
                || Lexicon.HYPOTHETICAL_START.matcher(withoutDiscourse(folded)).lookingAt()
                || Lexicon.CONDITIONAL.matcher(folded).find()) {
            return;
        }
        Matcher reported = Lexicon.REPORTED.matcher(folded);
        if (reported.find()) {
            // what is reported is about strangers; who reports it ("le docteur Roux m'a dit…") may be someone
            typed = typed.substring(0, reported.start());
            folded = folded.substring(0, reported.start());
            if (OPEN_RELATIVE.matcher(folded).find()) {
                return; // "le Dr Mercier dont ils parlaient au reportage": whom the report is about, a stranger
            }
        }
        List<Mention> mentions = new ArrayList<>();
        relations(typed, folded, mentions);
        names(typed, folded, mentions);
        mentions.sort((a, b) -> Integer.compare(a.start, b.start));
        details(typed, folded, mentions);
        merge(mentions);
        for (Mention mention : mentions) {
            toFact(mention, typed, folded).ifPresent(persons::add);
        }
    }

    private static void relations(String typed, String folded, List<Mention> mentions) {
        Matcher relation = RELATION.matcher(folded);
        while (relation.find()) {
            Mention mention = new Mention();
            mention.relation = Relations.of(relation.group("relation")).orElseThrow();
            if (relation.group("dropped") != null) {
                if (OF_SOMEONE.matcher(folded).region(relation.end(), folded.length()).lookingAt()) {
                    continue; // "my cousin Ravi, the son of my uncle": someone else's, said of one already named
                }
                // whose goes without saying: the user's; kept only once the sentence names them
                mention.dropped = true;
                mention.relationPhrase = typed.substring(relation.start("dropped") + relation.group("dropped").length(),
                        relation.end("relation")).toLowerCase(Locale.ROOT);
                mention.plural = Relations.isPlural(relation.group("relation"));
                mention.start = relation.start();
                mention.end = relation.end();
                mentions.add(mention);
                continue;
            }
            String possessive = relation.group("possessive") != null
                    ? relation.group("possessive")
                    : relation.group("have").matches("(?:i|we)\\b.*") ? "my"
                    : !List.of("un", "une").contains(relation.group("count")) ? "mes"
                    : relation.group("count").equals("une") ? "ma" : "mon";
            String phrase = typed.substring(relation.start("relation"), relation.end("relation")).toLowerCase(Locale.ROOT);
            mention.relationPhrase = possessive + " " + phrase;
            // "j'ai une fille" says she exists; "j'ai deux enfants" is a fact about the user, unless the names follow
            mention.stated = relation.group("have") != null && relation.group("count").matches("une?|an?");
            mention.plural = Relations.isPlural(relation.group("relation"));
            mention.start = relation.start();
            Matcher possessor = OWNED_BY.matcher(folded).useTransparentBounds(true)
                    .region(Math.max(0, relation.start() - LOOK_BACK), relation.start());
            Matcher owned = OWNED.matcher(folded).region(relation.end(), folded.length());
            if (owned.lookingAt() && !IS_AFTER_S.matcher(owned.group("word")).matches()) {
                // "my son's teacher": the teacher; "my daughter's school" is no one
                Optional<String> ownedRelation = Relations.of(owned.group("word"));
                if (ownedRelation.isEmpty()) {
                    continue;
                }
                mention.relation = ownedRelation.get();
                mention.plural = Relations.isPlural(owned.group("word"));
                mention.relationPhrase = typed.substring(relation.start("relation") - possessiveLength(relation), owned.end())
                        .toLowerCase(Locale.ROOT);
                mention.end = owned.end();
                mentions.add(mention);
                continue;
            }
            if (relation.group("possessive") != null && possessor.find() && Relations.of(possessor.group("owned")).isPresent()) {
                // "le chat de ma voisine s'appelle Félix": Félix is the cat
                String ownedWord = possessor.group("owned");
                mention.relation = Relations.of(ownedWord).orElseThrow();
                mention.plural = Relations.isPlural(ownedWord);
                mention.relationPhrase = typed.substring(possessor.start(), relation.end()).toLowerCase(Locale.ROOT);
                mention.start = possessor.start();
            }
            mention.end = relation.end();
            mentions.add(mention);
        }
    }

    private static void names(String typed, String folded, List<Mention> mentions) {
        List<PartsOfSpeech.Tagged> tagged = null;
        Matcher word = WORD.matcher(typed);
        int from = 0;
        while (word.find(from)) {
            from = word.end();
            int start = word.start();
            Matcher titled = TITLED.matcher(folded).region(start, folded.length());
            // "pr payer" is "pour" in chat: a title typed short and in lower case takes only a capitalised name
            boolean typedShort = titled.lookingAt() && typed.substring(start, titled.end()).strip().matches("\\p{Ll}{1,4}");
            // "father will drop me": a word of the family is a title only as "Father Doyle" is typed
            boolean clergy = titled.lookingAt() && CLERGY.matcher(folded).region(start, titled.end()).lookingAt();
            boolean spelledTitle = titled.lookingAt() && titled.end() < typed.length()
                    && (Character.isUpperCase(typed.charAt(titled.end())) || !typedShort && !clergy && afterTitleInLowerCase(folded, titled.end())
                            || !clergy && PARTICLE.matcher(typed).region(titled.end() - 1, typed.length()).lookingAt())
                    && (!clergy || Character.isUpperCase(typed.charAt(start)));
            boolean lawyer = !spelledTitle && typed.startsWith("Me ", start) && start + 3 < typed.length()
                    && Character.isUpperCase(typed.charAt(start + 3)); // "Me Lambert", a lawyer
            boolean hasTitle = spelledTitle || lawyer;
            int nameStart = spelledTitle ? titled.end() : lawyer ? start + 3 : start;
            Matcher first = WORD.matcher(typed);
            if (!first.find(nameStart) || first.start() != nameStart) {
                continue;
            }
            // what comes just before the word decides: a window, so that a long message costs what its length does
            int window = Math.max(0, start - LOOK_BACK);
            String before = folded.substring(window, start);
            boolean introduced = INTRODUCED.matcher(before).find();
            String candidate = first.group();
            // "there's this guy Marco in my running club", "une dame, Josiane, …": what they are presents the name
            introduced = introduced || Character.isUpperCase(candidate.charAt(0)) && PRESENTED.matcher(before).find();
            if (first.end() < typed.length() && !Character.isWhitespace(typed.charAt(first.end()))
                    && (",.;:!?)…\"»'’".indexOf(typed.charAt(first.end())) < 0 || JOINED_DIGITS.matcher(typed).region(first.end(),
                            typed.length()).lookingAt())) {
                continue; // "Maison2024", "Tigre#2024", "Soleil!87": a code, not a name
            }
            if (hasTitle && !Character.isUpperCase(candidate.charAt(0))) {
                candidate = PersonNotes.capitalised(candidate);
            }
            if (!hasTitle && !introduced && !mayBeAName(candidate)
                    || introduced && !hasTitle && !mayBeAName(candidate) && !lowerCaseName(candidate)) {
                continue;
            }
            if (!hasTitle && (insideRelation(mentions, start) || afterAPlaceOrThing(before)
                    || introduced && THING_INTRODUCED.matcher(before).find())) {
                continue;
            }
            if (!hasTitle && !introduced && startsTheSentence(before)) {
                if (tagged == null) {
                    tagged = PartsOfSpeech.shared().tag(typed);
                }
                if (!taggedProper(tagged, start) || PartsOfSpeech.qualifiesTheNextNoun(tagged, start)
                        || PartsOfSpeech.headsALabel(tagged, start)) {
                    continue;
                }
            } else if (!hasTitle && !introduced && !afterARelation(before)) {
                if (tagged == null) {
                    tagged = PartsOfSpeech.shared().tag(typed);
                }
                if (!taggedProper(tagged, start) && PartsOfSpeech.qualifiesTheNextNoun(tagged, start)
                        && !Lexicon.WHEN.matcher(folded).region(end(typed, start), folded.length()).lookingAt()) {
                    continue; // "Pune campus": a capital the tagger does not read as a name qualifies a thing ("Ines today" is Ines)
                }
            }
            int end = first.end();
            Matcher next = NEXT_NAME_WORD.matcher(typed);
            int words = 1;
            while (words < 3 && next.find(end) && next.start() == end && mayBeAName(next.group(1))) {
                end = next.end();
                words++;
            }
            Matcher particle = PARTICLE.matcher(typed).region(end, typed.length());
            if (words < 3 && particle.lookingAt() && (hasTitle || Character.isUpperCase(particle.group(1).charAt(0)))
                    && mayBeAName(particle.group(2))) {
                end = particle.end(); // "Mme de Villiers", "M. Da Silva": the surname goes on after its particle
            }
            if (!hasTitle && words == 1 && DATED.matcher(typed).region(end, typed.length()).lookingAt()) {
                continue; // "our street party is Sun 22", "Gate 14": a day or a label with its number, no one
            }
            Mention mention = new Mention();
            mention.titled = hasTitle || introduced;
            Matcher declared = DECLARED_BEFORE_NAME.matcher(folded).useTransparentBounds(true).region(window, start);
            Matcher partner = PARTNER_BEFORE_NAME.matcher(folded).useTransparentBounds(true).region(window, start);
            if (partner.find()) {
                mention.relation = "partner";
                mention.start = partner.start();
                mention.byVerb = true;
            } else if (!insideRelation(mentions, start) && declared.find()
                    && mentions.stream().noneMatch(relation -> relation.start <= declared.start() && declared.start() < relation.end)
                    && (declared.group("bare") == null
                    || declared.group("possessive") != null && !declared.group("phrase").contains(" ")
                    && !Lexicon.STOPWORDS.contains(declared.group("word")))) {
                // "my accountant is Mr. Patel", "I've got a golden retriever called Max": a relation nobody listed
                String noun = Words.of(declared.group("phrase")).stream().filter(w -> Relations.of(w).isPresent())
                        .findFirst().orElse(declared.group("word"));
                mention.relation = Relations.of(noun).orElse(noun);
                mention.plural = noun.endsWith("s") || noun.endsWith("x");
                mention.relationPhrase = (declared.group("possessive") != null ? declared.group("possessive")
                        : declared.group("have").matches("(?:i|we)\\b.*") ? "my"
                        : declared.group("article").equals("une") ? "ma" : "mon")
                        + " " + typed.substring(declared.start("phrase"), declared.end("phrase")).toLowerCase(Locale.ROOT);
                mention.start = declared.start();
            } else {
                mention.start = start;
            }
            mention.name = typed.substring(hasTitle ? start : nameStart, end).strip();
            if (!Character.isUpperCase(mention.name.charAt(0))) {
                mention.name = PersonNotes.capitalised(mention.name);
            }
            mention.end = end;
            mentions.add(mention);
            from = end;
        }
        tie(typed, folded, mentions);
    }

    /** A relation and a name next to each other are one person; names listed after a relation all take it. */
    private static void tie(String typed, String folded, List<Mention> mentions) {
        mentions.sort((a, b) -> Integer.compare(a.start, b.start));
        for (int i = 0; i + 1 < mentions.size(); i++) {
            Mention one = mentions.get(i);
            Mention other = mentions.get(i + 1);
            if (one.end > other.start) {
                continue;
            }
            String between = folded.substring(one.end, other.start);
            if (one.relation != null && one.name == null && other.name != null && other.relation == null
                    && RELATION_TO_NAME.matcher(between).matches()) {
                one.name = other.name;
                one.end = other.end;
                mentions.remove(i + 1);
                Mention last = one;
                while (one.plural && i + 1 < mentions.size() && mentions.get(i + 1).name != null
                        && mentions.get(i + 1).relation == null && listed(folded, last.end, mentions.get(i + 1).start)) {
                    Mention listed = mentions.get(i + 1);
                    listed.relation = one.relation;
                    listed.relationPhrase = one.relationPhrase;
                    listed.listedAfter = last;
                    last = listed;
                    i++;
                }
            } else if (one.name != null && one.relation != null && one.plural && other.name != null && other.relation == null
                    && listed(folded, one.end, other.start)) {
                other.relation = one.relation;
                other.relationPhrase = one.relationPhrase;
                other.plural = true;
                other.listedAfter = one;
            } else if (one.relation != null && one.name == null && other.name != null && other.relation == null
                    && PRONOUN_NAMES.matcher(between).find()) {
                // "ma marraine habite à Perpignan, elle s'appelle Huguette": she is Huguette
                one.name = other.name;
                other.relation = one.relation;
                other.relationPhrase = one.relationPhrase;
                other.sameAs = one;
            } else if (one.name != null && one.relation == null && other.relation != null && other.name == null
                    && !other.stated && NAME_TO_RELATION.matcher(between).matches() && !namedRightAfter(folded, mentions, i + 1)) {
                one.relation = other.relation;
                one.relationPhrase = other.relationPhrase;
                one.end = other.end;
                mentions.remove(i + 1);
                i--;
            }
        }
        // "mon oncle Rachid, le frère de ma mère, …": who he is to the user, said again, not someone else
        for (int i = 0; i + 1 < mentions.size(); i++) {
            Mention one = mentions.get(i);
            Mention other = mentions.get(i + 1);
            if (one.name != null && other.relation != null && other.name == null && other.relationPhrase != null
                    && other.relationPhrase.matches("(?:le|la|les|l'|the)\\b.*") && one.end <= other.start
                    && folded.substring(one.end, other.start).matches("\\s*,\\s*")) {
                if (one.relation == null) {
                    one.relation = other.relation;
                    one.relationPhrase = other.relationPhrase;
                }
                one.end = other.end;
                mentions.remove(i + 1);
            }
        }
        // "moi, Fatou, Grégoire et Ludivine": names listed together, with or without a relation
        for (int i = 0; i + 1 < mentions.size(); i++) {
            Mention one = mentions.get(i);
            Mention other = mentions.get(i + 1);
            if (one.name != null && other.name != null && one.end <= other.start && listed(folded, one.end, other.start)
                    && (other.relation == null || typed.startsWith(other.name, other.start))) {
                one.inList = true;
                other.inList = true;
            }
        }
        // "Karim et Sophie sont mes collègues": names listed before one relation
        for (int i = 0; i + 1 < mentions.size(); i++) {
            Mention one = mentions.get(i);
            Mention other = mentions.get(i + 1);
            // (not "l'hôpital Nord, mon mari Florian": his relation comes before his name)
            if (one.name != null && one.relation == null && other.name != null && other.relation != null
                    && typed.startsWith(other.name, other.start)
                    && one.end <= other.start && Words.fold(typed.substring(one.end, other.start)).matches("\\s*(?:,|et|and|&)\\s*(?:et\\s+|and\\s+)?")) {
                one.relation = other.relation;
                one.relationPhrase = other.relationPhrase;
                one.listedAfter = null;
                other.listedAfter = one;
            }
        }
    }

    /** "l'hôpital Nord, mon mari Florian": the relation's own name follows it, the name before is not theirs. */
    private static boolean namedRightAfter(String folded, List<Mention> mentions, int relation) {
        if (relation + 1 >= mentions.size()) {
            return false;
        }
        Mention it = mentions.get(relation);
        Mention next = mentions.get(relation + 1);
        return next.name != null && next.relation == null && it.end <= next.start
                && RELATION_TO_NAME.matcher(folded.substring(it.end, next.start)).matches();
    }

    /** "elle s'appelle Huguette", "Maisie's 11": a later mention of someone already met adds to what is said of them. */
    private static void merge(List<Mention> mentions) {
        for (int i = 0; i < mentions.size(); i++) {
            Mention later = mentions.get(i);
            Mention earlier = later.sameAs;
            for (int j = 0; earlier == null && j < i; j++) {
                Mention other = mentions.get(j);
                if (later.name != null && other.name != null && Words.normalise(later.name).equals(Words.normalise(other.name))) {
                    earlier = other;
                }
            }
            if (earlier != null) {
                if (!later.details.isEmpty() && !earlier.details.contains(later.details)) {
                    earlier.details = earlier.details.isEmpty() ? later.details : earlier.details + ", " + later.details;
                }
                mentions.remove(i--);
            }
        }
    }

    /** What lies between two names of one list: a comma, "et", an age ("Lucas, 11, and Chloe"). */
    private static boolean listed(String folded, int from, int to) {
        String between = folded.substring(from, to);
        return between.matches("\\s*(?:\\([^()]{1,30}\\))?\\s*(?:,\\s*(?:\\d+\\s*"
                + "(?:ans?|yo|years?(?: old)?)?\\s*,?\\s*)?)?(?:et|and|&|\\+|/)?\\s*(?:(?:la|le|the|little|baby|petite?|"
                + "grande?|big)\\s+)?");
    }

    /** What each person is said to be or do: the words after them, up to the next person or the user's own words. */
    private static void details(String typed, String folded, List<Mention> mentions) {
        for (int i = 0; i < mentions.size(); i++) {
            Mention mention = mentions.get(i);
            int until = typed.length();
            for (int j = i + 1; j < mentions.size(); j++) {
                Mention next = mentions.get(j);
                // "Mrs. Okonkwo feeds my cat": a person the clause speaks of as its object is part of what it says
                if (next.inList || next.listedAfter != null || next.name != null && next.relation != null
                        || subjectOfItsClause(folded, next.start) || coordinated(folded, mention, next)
                        || next.relation != null && folded.substring(Math.max(0, next.start - 8), next.start).matches("(?s).*\\b(?:et|and|mais|but)\\s+$")) {
                    until = next.start;
                    break;
                }
            }
            if (until < mention.end) {
                continue;
            }
            Matcher stop = DETAIL_STOP.matcher(folded).region(mention.end, until);
            if (stop.find()) {
                until = stop.start();
            }
            String said = typed.substring(mention.byVerb ? mention.start : mention.end, until);
            // "j'ai un chat et deux chiens": the list goes on, it says nothing of the cat
            mention.details = LIST_GOES_ON.matcher(Words.fold(said)).lookingAt() ? "" : clean(said);
        }
        // names listed with nothing of their own share what is said after the list
        for (int i = mentions.size() - 2; i >= 0; i--) {
            Mention one = mentions.get(i);
            Mention next = mentions.get(i + 1);
            if (one.details.isEmpty() && (next.listedAfter == one || coordinated(folded, one, next))) {
                one.details = next.details;
            }
        }
    }

    private static boolean coordinated(String folded, Mention one, Mention next) {
        return one.end <= next.start && COORDINATION.matcher(folded.substring(one.end, next.start)).matches()
                && folded.substring(one.end, next.start).matches(".*\\b(?:et|and)\\b.*");
    }

    private static Optional<StatedFact> toFact(Mention mention, String typed, String folded) {
        boolean hasDetails = !mention.details.isEmpty() && !Lexicon.FILLER.containsAll(Words.of(mention.details))
                && !StatedFact.keysOf(mention.details).isEmpty() && !Statement.ofTheMoment(Words.fold(mention.details));
        String clause = clauseAround(folded, mention.start);
        boolean planOrRequest = Lexicon.ACTION.matcher(clause).find() || Lexicon.WHEN.matcher(clause).find()
                && !Lexicon.DURABLE_PAST.matcher(clause).find() && SpelledNumbers.in(mention.details).isEmpty();
        if (mention.titled && mention.name != null) {
            planOrRequest = false; // "rendez-vous avec Maître Bernard vendredi": the plan is the main pass's, he is someone
            hasDetails = hasDetails || mention.relation != null;
        }
        if (mention.dropped && mention.name == null) {
            return Optional.empty(); // "the kids are asleep": the user's, but nothing to keep of nobody named
        }
        if (mention.relation == null) {
            // someone named without a relation is kept when the sentence says something of them as its subject
            if (!mention.titled && (mention.inList ? planOrRequest
                    : !hasDetails || planOrRequest || !subjectOfItsClause(folded, mention.start))) {
                return Optional.empty();
            }
        } else if (mention.name == null && (!hasDetails && !mention.stated || planOrRequest
                || Statement.GIVEN_TO_THE_USER.matcher(folded).region(Math.min(mention.end, folded.length()), folded.length()).lookingAt()
                || NOT_ABOUT_THEM.matcher(Words.fold(about(mention))).find()
                || Lexicon.VISITED.matcher(Words.fold(about(mention))).lookingAt() && !mention.stated
                || !mention.stated && !subjectOfItsClause(folded, mention.start) || SMALL_TALK.matcher(Words.fold(about(mention))).find())) {
            return Optional.empty();
        } else if (mention.name != null && planOrRequest && !namedOnPurpose(folded, mention)) {
            return Optional.empty();
        }
        String about = hasDetails ? mention.details : "";
        String text;
        if (mention.name != null) {
            text = mention.name + (mention.relationPhrase != null || !about.isEmpty() ? " — " : "")
                    + (mention.relationPhrase == null ? "" : mention.relationPhrase)
                    + (about.isEmpty() ? "" : (mention.relationPhrase == null ? "" : ", ") + about);
        } else {
            text = PersonNotes.capitalised(mention.relationPhrase) + (about.isEmpty() ? "" : " — " + about);
        }
        return Optional.of(StatedFact.person(new PersonRef(mention.name, mention.relation),
                Lexicon.domainOf(folded), text));
    }

    private static int possessiveLength(Matcher relation) {
        return relation.start("relation") - relation.start();
    }

    private static String about(Mention mention) {
        return mention.details;
    }

    /** "ma sœur s'appelle Julie" says who she is, even in a sentence that also asks for a reminder. */
    private static boolean namedOnPurpose(String folded, Mention mention) {
        return mention.relation != null && NAMED_ON_PURPOSE
                .matcher(folded.substring(mention.start, Math.min(mention.end, folded.length()))).find();
    }

    /** The clause (between commas, "et", sentence ends) a position belongs to, folded. */
    private static String clauseAround(String folded, int at) {
        int start = at;
        while (start > 0 && at - start < LOOK_BACK && ",;:".indexOf(folded.charAt(start - 1)) < 0) {
            start--;
        }
        int end = at;
        while (end < folded.length() && end - at < LOOK_BACK && ",;:".indexOf(folded.charAt(end)) < 0) {
            end++;
        }
        return folded.substring(start, end);
    }

    /** Nothing but discourse ("bon", "remember that", a greeting) before the name in its clause. */
    private static boolean subjectOfItsClause(String folded, int at) {
        int start = at;
        while (start > 0 && at - start < LOOK_BACK && ",;:(".indexOf(folded.charAt(start - 1)) < 0) {
            start--;
        }
        String before = withoutDiscourse(folded.substring(start, at)).strip();
        return before.isEmpty() || before.matches("(?:et|and|mais|but|que|that|alors|so|bref)");
    }

    private static String withoutDiscourse(String folded) {
        String rest = folded.strip();
        Matcher memorise = Lexicon.MEMORISE.matcher(rest);
        if (memorise.lookingAt()) {
            rest = rest.substring(memorise.end()).strip();
        }
        while (true) {
            Matcher word = WORD.matcher(rest);
            if (word.lookingAt() && Lexicon.DISCOURSE.contains(word.group()) && word.end() < rest.length()) {
                rest = rest.substring(word.end()).replaceFirst("^[\\s,!:]+", "");
            } else if (!rest.isEmpty() && ",!:-—(".indexOf(rest.charAt(0)) >= 0) {
                rest = rest.substring(1).strip();
            } else {
                return rest;
            }
        }
    }

    private static boolean startsTheSentence(String before) {
        return withoutDiscourse(before + " x").equals("x") || before.isBlank();
    }

    private static boolean taggedProper(List<PartsOfSpeech.Tagged> tagged, int start) {
        return tagged.stream().anyMatch(word -> word.start() == start && word.properNoun());
    }

    /** Where the next word starts after the word at {@code start}. */
    private static int end(String typed, int start) {
        Matcher word = WORD.matcher(typed);
        return word.find(start) ? Math.min(typed.length(), word.end() + 1) : typed.length();
    }

    /** "ma sœur Léa prof de yoga": a name right after a relation is theirs, whatever noun follows it. */
    private static boolean afterARelation(String before) {
        List<String> words = Words.of(before);
        return !words.isEmpty() && Relations.of(words.get(words.size() - 1)).isPresent();
    }

    /** A symbol then digits joined to a word: the rest of a code ("Soleil!87", "Tigre#2024"). */
    private static final Pattern JOINED_DIGITS = Pattern.compile("[^\\s\\p{L}\\d]+\\d");

    private static boolean insideRelation(List<Mention> mentions, int at) {
        return mentions.stream().anyMatch(mention -> mention.relation != null && at >= mention.start && at < mention.end);
    }

    private static boolean afterAPlaceOrThing(String before) {
        List<String> words = Words.of(before);
        if (words.isEmpty()) {
            return false;
        }
        String last = words.get(words.size() - 1);
        // "à l'hôpital Nord", "au lycée Champollion", "at the Royal Infirmary": the capital goes on naming the place
        return Lexicon.BEFORE_A_PLACE_OR_THING.contains(last) || words.size() >= 2 && before.matches("(?s).*\\p{L}\\s+$")
                && Lexicon.BEFORE_A_PLACE_OR_THING.contains(words.get(words.size() - 2)) && Relations.of(last).isEmpty()
                && !Lexicon.STOPWORDS.contains(last) && last.length() > 2;
    }

    /** Capitalised, with lower case after, no digits, and no word of the language. */
    private static boolean mayBeAName(String word) {
        String folded = Words.fold(word).replace('’', '\'');
        return word.length() > 1 && Character.isUpperCase(word.charAt(0))
                && word.chars().skip(1).anyMatch(Character::isLowerCase) && word.chars().noneMatch(Character::isDigit)
                && !NOT_A_NAME_START.contains(folded) && !folded.contains("'")
                && !Lexicon.NOT_NAMES.contains(folded) && !Lexicon.COMMON.contains(folded)
                && !Lexicon.FILLER.contains(folded) && !Lexicon.STOPWORDS.contains(folded)
                && Relations.of(folded).isEmpty() && !TITLED.matcher(folded).matches() && !LETTER_COMPOUND.matcher(word).matches()
                && !Lexicon.shorthandOrCompound(word);
    }

    /** "D-Day", "T-shirt", "X-Men": a letter joined to a word names no one. */
    static final Pattern LETTER_COMPOUND = Pattern.compile("\\p{L}-.+|.+-\\p{L}");

    /** "le docteur roux", "mme durand": a title before a word of no language is a name typed in lower case. */
    private static boolean afterTitleInLowerCase(String folded, int at) {
        Matcher next = WORD.matcher(folded);
        return next.find(at) && next.start() == at && lowerCaseName(next.group()) && !next.group().contains("'")
                && next.group().length() > 2;
    }

    /** "ma fille s'appelle léa": typed without its capital, a name still, when a verb introduces it. */
    private static boolean lowerCaseName(String word) {
        String folded = Words.fold(word);
        return word.length() > 1 && word.chars().allMatch(Character::isLetter) && !Lexicon.COMMON.contains(folded)
                && !Lexicon.STOPWORDS.contains(folded) && !Lexicon.FILLER.contains(folded) && Relations.of(folded).isEmpty();
    }

    private static String clean(String details) {
        String cleaned = LEADING_NOISE.matcher(details).replaceFirst("");
        cleaned = TRAILING_NOISE.matcher(cleaned).replaceFirst("");
        return cleaned.length() > StatedFact.LONGEST_TEXT ? "" : cleaned.strip();
    }
}
