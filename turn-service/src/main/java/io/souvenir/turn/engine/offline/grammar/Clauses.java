package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Relations;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Cuts what the user said into clauses, one statement each: at sentence ends, then at commas and
 * "et"/"and"/"mais"… when what follows starts a new statement ("je", "mon fils…", "rappelle-moi").
 * Greetings, fillers and questions are left out: they keep nothing, and excuse nothing.
 */
final class Clauses {

    private static final String FILLER = "(?:(?:hello|hi|hey) there|salut|bonjour|bonsoir|coucou|hello|hi|hey|yo|ecoute(?:-moi|z)?"
            // "Hé, t'oublies pas…": a call for attention
            + "|he(?=\\s*[,!])"
            + "|(?!dis[- ]moi\\b[^,]*\\b(?:de |d')\\S+(?:er|ir|re)\\b)dis(?:-moi| donc| moi)?|tu sais|tu vois|bon|ben|bah|alors|euh|eh|oh|ah|well|so|listen|you know|ok"
            + "|okay|d'accord|oui|ouais|yes|yeah|by the way|au fait|sinon|alright|voila|enfin|donc|et|and|mais|but"
            + "|puis|then|en fait|actually|btw|aussi|also|merci(?! de)|thanks|thank you|please|stp|slt|cc|wesh|yo"
            + "|correction|rectification|erratum|petite correction|oups|oops|pardon|sorry|my bad|je me suis trompee?"
            + "|i was wrong|i meant|je voulais dire|lol|mdr|haha|ahah|hihi|omg|oh la la|anyway|anyhow|bref|enfin bref"
            + "|honestly|honnetement|franchement|perso|personnellement|to be honest|tbh|seriously|serieux|en vrai"
            + "|basically|literally|genre|surtout|above all|especially"
            + "|s'il te plait|svp|je (?:voulais|voudrais|veux) te (?:dire|raconter) que|figure-toi que|tu sais que"
            + "|moi(?=,? (?:je|j')\\b)|me(?=, i\\b)|devine quoi"
            + "|i wanted to (?:tell|let) you(?: know)?(?: that)?|just so you know|guess what"
            // "pour répondre à ta question : …", "to answer ur question, …": what follows is the answer, said plainly
            + "|pour (?:repondre|en revenir) a ta question|(?:to answer|in answer to|re|about) (?:your|ur|yr|the) question)";
    private static final Pattern LEADING_FILLER = Pattern.compile("^" + FILLER + "\\b[\\s,!:.—–-]*");
    /**
     * ", pas le 12", ", not Caitlin", ", pas celui de Sonia": what a correction denies, after the
     * value it keeps; the clause says the kept value alone.
     */
    private static final Pattern DENIED = Pattern.compile("\\s*,\\s*(?:et |and )?(?:pas|not|non|plutot que|rather than|instead of)"
            + "\\s+[^,]{1,40}$");
    private static final Pattern TRAILING_FILLER = Pattern.compile("[\\s,]*\\b(?:tu sais|tu vois|you know|you see"
            + "|hein|quoi|voila|right|ok|okay|n'est-ce pas|isn't it|please|s'il te plait|stp|svp|merci beaucoup"
            + "|merci|thanks|thank you|by the way|btw|au fait|lol|mdr|haha|ahah|hihi|xd|ptdr)$");
    private static final Pattern SEPARATOR = Pattern.compile(
            "\\s*[,;]\\s*|\\s+[—–-]\\s+|\\s+(?:et puis|and then|et|and|mais|but|puis|then|parce que|because|car|sinon)\\s+");
    private static final Pattern STARTER = Pattern.compile("^(?:je|j'|tu|t'|il|elle|qu'il|qu'elle|on|nous|vous|ils|elles|i|i'm"
            + "|i've|i'd|i'll|we|we're|we've|he|she|they|you|c'|ca|rappelle|rappelez|remind|remember|retiens|anyway"
            + "|anyhow|bref|sinon|how|what|where|when|why|who|comment|pourquoi|quand|combien|quel|quelle"
            + "|souviens|note|n'oublie|don't|hier|demain|yesterday|tomorrow|tonight|last|faut|please|peux-tu|can you"
            + "|could you|need to|gotta|got to|have to|must|pense a (?:me|m')|oublie pas|tout le monde|everyone|everybody"
            + "|(?:his|her|their) (?:first )?name|name's|son (?:nom|prenom)|[\\p{L}-]+(?:'s| is)? (?:his|her|their) (?:first )?name"
            + "(?: is)?(?=\\s*(?:,|$)))\\b");
    private static final Pattern POSSESSIVE = Pattern.compile("^(?:mon|ma|mes|notre|nos|my|our)\\s+\\S+\\s+\\S");
    /**
     * "… et samedi on fête…", "…, and on Sunday we're taking him…": a day said first, then the
     * statement; the day belongs to what follows, not to what was said before.
     */
    private static final Pattern DAY_FIRST = Pattern.compile("^(?:(?:ce |cette |this |next |on )?(?:lundi|mardi|mercredi"
            + "|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week-end|weekend"
            + "|semaine|soir|matin|apres-midi|aprem)|demain|apres-demain|aujourd'hui|tomorrow|today|tonight)"
            + "(?: (?:matin|midi|soir|apres-midi|aprem|morning|afternoon|evening|night|prochain|prochaine))?"
            + "(?: (?:a|at|vers|around) \\d{1,2}(?:[h:]\\d{0,2})?(?: ?(?:am|pm))?)?,? (?=\\S)");
    private static final Pattern NOTE = Pattern.compile(
            "^(?:note|prends note|a noter|make a note|take a note|note down|write down)\\b");
    private static final Pattern ASKS = Pattern.compile("^(?:comment|quel|quelle|quels|quelles|pourquoi|combien"
            + "|est-ce|qu'est-ce|what|what's|whats|who|who's|why|how|which|whose|where|where's|ou)\\b");
    /** "quick one: remind me…", "petite chose : je…": a short heading before a colon, then the statement. */
    private static final Pattern HEADING = Pattern.compile("^([^:\\d]{1,50}?)\\s*:\\s*");
    private static final Pattern REQUEST = Pattern.compile("\\b(?:rappel\\w*|remind\\w*|remember|note|retiens|ping\\w*|nudge"
            // "can you set an alert Thursday about…", "would it be possible to get an alarm…": asked as a question, still asked
            + "|alert|alerte|alarm|alarme"
            + "|penser|previen\\w*|prevenir|relanc\\w*|alarme|alarm|me dis de|me diras de|dis-moi de|tell me to|text me to"
            + "|buzz me|heads-up|heads up|give me a (?:shout|buzz|bell|ring|call)|warn me|wake me|ecris quelque part"
            + "|(?:fais|feras|ferais|faire)(?:-moi)? signe|make sure i (?:remember|don't forget)"
            + "|(?:write|jot|put|note)(?: (?:this|that|it))? down)\\b");

    /** "M. Girard", "Mrs. Khan", "Dr. Patel": the full stop of a title ends no sentence. */
    private static final Pattern TITLE_STOP = Pattern.compile("(?:^|[\\s(,])(?:M|Mr|Mrs|Ms|Mme|Mlle|Dr|Pr|St|Me|Prof)$");
    /** "membership no. 4091", "account no. is 8812", "réf. : K7Q": the full stop of a number's abbreviation ends no sentence. */
    private static final Pattern NUMBER_STOP = Pattern.compile("(?i)(?:^|[\\s(,])(?:no|nr|num|ref|réf|tel|tél)$");
    private static final Pattern NUMBER_AFTER = Pattern.compile("(?i)\\s*(?:\\d|:|=|is\\b|est\\b|c'est\\b)");
    /** "…, le nouveau code de la porte c'est 1793A", "…, the side gate code is 4471": a value under its own name. */
    private static final Pattern LABELLED_VALUE = Pattern.compile("(?i)^(?:le|la|les|l'|the)\\s?[^,:]{1,40}?"
            + "(?:\\s(?:est|c'est|c|is)|'s|\\s?:)\\s(?:(?:le|la|the)\\s)?([\\p{L}\\d][\\p{L}\\d-]*)");
    /** "ma sœur Clara" before "et mon frère Hugo vivent à Lille": a subject still waiting for its verb. */
    private static final Pattern BARE_SUBJECT = Pattern.compile("^(?:" + PersonMentions.RELATION
            + "\\s+[\\p{L}-]+|[\\p{L}.]+(?:\\s[\\p{L}-]+)?)$");
    /** ", mon cardiologue à la Pitié,": who they are, maybe with where, between commas. */
    private static final Pattern APPOSED = Pattern.compile("^" + PersonMentions.RELATION
            + "(?:\\s(?:a|au|aux|a la|a l'|de|du|at|in|from|of)\\s[^,—–]{1,25})?\\s*,");
    /** "…, le nouveau proprio c'est M. Garnier", "…, the landlord is Mr Osei": who someone of the user's is, said next. */
    private static final Pattern THE_RELATION_IS = Pattern.compile("^(?:le|la|l'|the) ?(?:" + PersonMentions.ADJECTIVE + " )?(?:"
            + Relations.REGEX + ") (?:c'est|est|is|'s) ");
    /** Two names or more listed at the end of what was said so far. */
    private static final Pattern LISTED_NAMES = Pattern.compile("\\p{Lu}[\\p{L}-]+\\s*(?:,|\\bet\\b|\\band\\b|&)\\s*"
            + "(?:(?:et|and)\\s+)?\\p{Lu}[\\p{L}-]+(?:\\s+[\\p{L}' -]{1,30})?$");
    /** "my sister Megan and…", "mon frangin Hugo": one more of the list, with who they are to the user. */
    private static final Pattern LISTED_RELATIVE = Pattern.compile("^" + PersonMentions.RELATION + "\\s+[\\p{L}-]+\\s*(?:,|$"
            + "|\\s(?:et|and|&)\\s)");
    /** "ça c'est mes neveux", "ce sont mes potes", "they're my cousins": who the names listed before are. */
    private static final Pattern THOSE_ARE = Pattern.compile("^(?:ca |ce )?(?:c'est|sont|ce sont|they're|they are|those are"
            + "|these are)\\s+(?:mes|nos|my|our)\\s+(?:\\S+\\s+)?(?:" + Relations.REGEX + ")\\b");
    /** "mon médecin, c'est le docteur Roux": a relation alone says nothing until what follows names them. */
    private static final Pattern BARE_RELATION = Pattern.compile("^" + PersonMentions.RELATION + "$");

    /** "peux-tu me rappeler ce que j'ai dit ?", "remind me what I said": asking to recall, not to be reminded. */
    private static final Pattern RECALL = Pattern.compile("\\b(?:rappel\\w*|remind me) (?:ce que|ce qu'|ce qui|ce dont|quand"
            + "|comment|qui|quel\\w*|combien|what|when|how|who|which|where|(?:c'est|c|c'etait|c'etaient) quoi|quoi"
            + "|lequel|laquelle|lesquel\\w*|ou (?:est|sont|etait|j'ai|on a|se trouve)|d'ou|pourquoi|why)\\b");

    private static final Pattern POLITE_REQUEST = Pattern.compile("^est[- ]ce que (?:(?:tu|vous) (?:peux|pourrais|pourras|peut"
            + "|pouvez|pourriez|veux bien|voudrais bien)"
            // "est-ce que ce serait possible que tu me fasses penser à…": the favour asked, then its verb
            + "|(?:ce serait|ca serait|c'est|ce sera|il serait|il est) possible (?:que (?:tu|vous)|de)) (?:me|m')"
            // "est-ce que je pourrais avoir un rappel…": a reminder the user asks to have
            + "|^est[- ]ce que (?:je|j') ?(?:pourrais|peux|pourrai) (?:avoir|recevoir) (?:un|une) ");

    private Clauses() {
    }

    static List<Text> of(String said) {
        List<Text> clauses = new ArrayList<>();
        for (Segment segment : answered(segments(said))) {
            Pieces pieces = split(segment.text());
            List<Text> told = pieces.clauses().stream().filter(clause -> !clause.isEmpty()).toList();
            for (int i = 0; i < told.size(); i++) {
                boolean asked = segment.asks() && i == told.size() - 1 && !pieces.endsOnFiller();
                if (!isQuestion(told.get(i), asked)) {
                    for (Text relative : relativeRead(told.get(i))) {
                        for (Text read : asideRead(relative)) {
                            clauses.addAll(introduced(plainly(uncleft(read))));
                        }
                    }
                }
            }
        }
        return clauses;
    }

    /** "I'm Daniela, 29, a UX designer in Lisbon", "moi c'est Inès, étudiante en droit": the name, then what is apposed to it. */
    private static final Pattern SELF_INTRODUCED = Pattern.compile("^(?:(i'm|i am|my name is|my name's)|(?:moi,? c'est|je m'appelle"
            + "|je suis))\\s+[\\p{L}-]+(?=\\s*,\\s*\\S)");

    /**
     * The user's name and each thing apposed to it, as the user would say it alone: "I'm Daniela",
     * "I'm 29", "I'm a UX designer in Lisbon"; "moi c'est Inès", "je suis étudiante en droit".
     */
    private static List<Text> introduced(Text clause) {
        Matcher intro = clause.matcher(SELF_INTRODUCED);
        if (!intro.lookingAt() || !clause.capitalAt(intro.end() - clause.folded().substring(0, intro.end())
                .replaceAll("^.*\\s", "").length())) {
            return List.of(clause);
        }
        boolean english = intro.group(1) != null;
        List<Text> parts = new ArrayList<>(List.of(clause.slice(0, intro.end())));
        for (String apposed : clause.originalFrom(intro.end()).split("\\s*,\\s*")) {
            String part = apposed.strip();
            if (part.isEmpty()) {
                continue;
            }
            String folded = Text.fold(part);
            String said;
            if (folded.matches("\\d{1,2}(?:\\s*(?:ans|yo|years old|y\\.o\\.))?")) {
                String number = part.replaceAll("\\D", "");
                said = english ? "I'm " + number : "j'ai " + number + " ans";
            } else if (folded.matches("(?:\\d+|" + NumberWords.REGEX + ")\\s+\\S.*")) {
                said = (english ? "I have " : "j'ai ") + part; // "two teenage boys"
            } else if (folded.matches("(?:an?|une?)\\s+\\S.*")) {
                said = (english ? "I work as " : "je travaille comme ") + part.replaceFirst("^\\S+\\s+", ""); // "a vicar in…"
            } else {
                said = (english ? "I'm " : "je suis ") + part;
            }
            parts.add(Text.of(said));
        }
        return parts;
    }

    /**
     * "c'est Yasmina, ma voisine, qui garde mes clés", "quand je pars c'est…", "it was Sam, my brother, who
     * taught me": a cleft puts a person first to stress who does it. Said plainly, the person is the subject:
     * "Yasmina, ma voisine, garde mes clés". Group 1: what came before (said when, or nothing).
     */
    private static final Pattern CLEFT = Pattern.compile("^((?:(?:quand|lorsque|si|when|whenever|if|while|pendant que)\\b[^,]*?"
            + "|(?:le |les |the |on )?(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|mondays?|tuesdays?"
            + "|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|week-ends?|weekends?|soirs?|matins?)|d'habitude|usually"
            + "|en general)?,?\\s*)(?:c'est|c'etait|ce sont|it's|it is|it was)\\s+(?=\\S)");
    private static final Pattern CLEFT_FOCUS = Pattern.compile("\\b" + PersonMentions.RELATION + "\\b");
    private static final Pattern CLEFT_RELATIVE = Pattern.compile(",?\\s+(?:qui|who|that)\\s+(?=\\S)");

    private static Text uncleft(Text clause) {
        Matcher cleft = clause.matcher(CLEFT);
        if (!cleft.lookingAt()) {
            return clause;
        }
        Matcher relative = clause.matcher(CLEFT_RELATIVE).region(cleft.end(), clause.length());
        // the one put first is someone of the user's: "c'est Lidl qui paie le mieux" stays as it was said
        if (!relative.find() || !clause.matcher(CLEFT_FOCUS).region(cleft.end(), relative.start()).find()) {
            return clause;
        }
        String focus = clause.original(cleft.end(), relative.start()).strip();
        // the person first, then what they do: "Hervé, mon parrain, m'a appris…"
        return Text.of(focus + (focus.contains(",") ? ", " : " ") + clause.originalFrom(relative.end()).strip());
    }

    /** "I'm the kind of guy who runs every morning", "je suis le genre de personne qui…": what the user does. */
    private static final Pattern KIND_OF = Pattern.compile("^(?:i'm|i am|im) (?:the|that|a|one of those) (?:kind|sort|type)"
            + " of (?:guy|person|girl|woman|man|bloke|gal|mum|dad|mom|people|lad|lass) (?:who|that) (?=\\S)"
            + "|^(?:je suis|chui|jsuis) (?:le|la|du|de ce) (?:genre|type) (?:de (?:personne|mec|meuf|fille|gars|femme|homme|mere|pere) )?qui (?=\\S)");
    /** "… is a woman called Gráinne", "… c'est un mec qui s'appelle Tom": someone, then their name. */
    private static final Pattern ONE_CALLED = Pattern.compile("\\s+(is|'s|est|c'est) (?:a|an|une?) (?:woman|man|guy|girl|lady|bloke"
            + "|chap|fella|femme|homme|mec|gars|fille|dame|meuf) (?:called|named|qui s'appelle|nommee?|prenommee?) (?=\\S)");
    /** "quand t'es gaucher comme moi", "when you're left-handed like me": the user is it too. */
    private static final Pattern LIKE_ME = Pattern.compile("\\b(?:quand |when |si |if )?(?:t'es|tu es|you're|you are|on est) "
            + "([\\p{L}-]+(?: [\\p{L}-]+)?) (?:comme moi|like me|like i am)\\b");

    /**
     * "Jules and Benedikt, my flatmates", "Léa et Tom, mes voisins du dessous": names, then who they all are
     * in apposition. Group 1: the names; group 2: the plural relation with its possessive; group 3: the rest.
     */
    private static final Pattern NAMES_THEN_WHO = Pattern.compile("^(\\p{Lu}[\\p{L}-]+(?:\\s*,\\s*\\p{Lu}[\\p{L}-]+)*\\s*,?\\s*"
            + "(?:et|and|&|n)\\s+\\p{Lu}[\\p{L}-]+)\\s*,\\s*((?:mes|nos|my|our)\\s+(?:[\\p{L}-]+\\s+)?([\\p{L}-]+)[^,]{0,30})(.*)$");

    /** "my flatmates", "mes voisins du dessus": a plural relation, each of those named before being one. */
    private static boolean whoTheyAllAre(String apposed) {
        return apposed.matches("(?iu)^(?:mes|nos|my|our)\\s.*") && Stream.of(apposed.split("\\s+")).skip(1).limit(2)
                .anyMatch(word -> Relations.eachOf(Text.fold(word)).isPresent());
    }

    /** "Margaret's her name", "Pete his name is", "Odette, c'est son prénom": the name said first, then that it is the name. */
    private static final Pattern NAME_FIRST = Pattern.compile("^(\\p{Lu}[\\p{L}-]+)(?:'s|\\s+is|\\s*,?\\s*(?:that's|c'est))?"
            + "\\s+(his|her|their|son|leur)\\s+(name|first name|nom|prénom|prenom)(?:\\s+is)?$");

    /** The statement the user makes of themself, said plainly. */
    private static Text plainly(Text clause) {
        Matcher nameFirst = NAME_FIRST.matcher(clause.original());
        if (nameFirst.matches()) {
            return Text.of(nameFirst.group(2) + " " + nameFirst.group(3) + (nameFirst.group(2).matches("son|leur") ? " c'est "
                    : " is ") + nameFirst.group(1));
        }
        Matcher names = NAMES_THEN_WHO.matcher(clause.original());
        if (names.matches() && whoTheyAllAre(names.group(2))) {
            // said as the heading the enumeration rules read: "my flatmates: Jules and Benedikt"
            return Text.of(names.group(2) + " : " + names.group(1) + names.group(4));
        }
        Matcher kind = clause.matcher(KIND_OF);
        if (kind.lookingAt()) {
            if (!kind.group().startsWith("i")) {
                return Text.of("je " + clause.originalFrom(kind.end()));
            }
            // "who runs" said of the kind: "I run"
            String rest = clause.originalFrom(kind.end());
            String verb = rest.split("\\s+")[0];
            return Text.of("I " + firstPerson(verb) + rest.substring(verb.length()));
        }
        Matcher called = clause.matcher(ONE_CALLED);
        if (called.find()) {
            // "the boss is a woman called Gráinne": the boss is Gráinne
            return Text.of(clause.original(0, called.start()) + " " + clause.original(called.start(1), called.end(1)) + " "
                    + clause.originalFrom(called.end()));
        }
        Matcher like = clause.matcher(LIKE_ME);
        if (like.find()) {
            boolean french = !like.group().matches(".*\\b(?:you|like)\\b.*");
            return Text.of((french ? "je suis " : "I'm ") + clause.original(like.start(1), like.end(1)));
        }
        return clause;
    }

    private static String firstPerson(String verb) {
        String folded = verb.toLowerCase(Locale.ROOT);
        return switch (folded) {
            case "is" -> "am";
            case "has" -> "have";
            case "does" -> "do";
            case "goes" -> "go";
            default -> folded.matches(".*[^aeiou]ies") ? verb.substring(0, verb.length() - 3) + "y"
                    : folded.matches(".*(?:ch|sh|ss|x|z)es") ? verb.substring(0, verb.length() - 2)
                    : folded.matches(".*[^s]s") ? verb.substring(0, verb.length() - 1) : verb;
        };
    }

    private record Segment(Text text, boolean asks) {
    }

    /**
     * "Mes témoins ? Bastien et Ophélie", "oh the pin? it's 0627": a thing of the user's named alone and asked,
     * the user's own question before the answer. Group 1: the thing.
     */
    private static final Pattern TOPIC_ASKED = Pattern.compile("^(?:(?:oh|ah|and|et|alors|so|du coup|you know|tu connais(?: pas)?"
            // "tu connais pas encore mon neveu ? c'est Malo": asked whether the listener knows them, then who they are
            + "(?: encore)?|tu te souviens de|remember)\\s+)?((?:l'|(?:mon|ma|mes|notre|nos"
            + "|my|our|le|la|les|the)\\s)(?!(?:" + PersonMentions.ADJECTIVE + "\\s)?(?:names?|noms?|prenoms?)$)"
            + "[\\p{L}'-]+(?:\\s[\\p{L}'-]+){0,4})$");
    /** A verb or a subject in what is asked: then it is a question of its own, not a thing named. */
    private static final Pattern ASKED_VERB = Pattern.compile("\\b(?:est|sont|c'est|is|are|was|were|do|does|did|a|ont|as|fait"
            + "|faut|peux|peut|can|could|should|would|je|j'|tu|t'|il|elle|on|i|you|he|she|it|we|they)\\b");
    private static final Pattern SUBJECT_FIRST = Pattern.compile("^(?:il|elle|ils|elles|on|je|j'|tu|t'|nous|vous|he|she|they"
            + "|i|i'm|we|you|he's|she's|they're|we're)\\b");
    /** "c'est 0627", "it's Jules and Ben": the copula opening an answer, the thing asked standing for its subject. */
    private static final Pattern ANSWER_COPULA = Pattern.compile("^(?:c'est|ce sont|c|it's|its|it is|they're|they are)\\s+");

    /** The answer to a thing the user asks of themself, said as a labelled statement: "Mes témoins : Bastien et Ophélie". */
    private static List<Segment> answered(List<Segment> segments) {
        List<Segment> read = new ArrayList<>();
        for (int i = 0; i < segments.size(); i++) {
            Segment segment = segments.get(i);
            Text asked = withoutFillers(segment.text());
            Matcher topic = asked.matcher(TOPIC_ASKED);
            // "mon hamster ? il a eu 2 ans": someone recalled, then a statement of its own about them
            boolean topicAsked = segment.asks() && i + 1 < segments.size() && !segments.get(i + 1).text().isEmpty()
                    && topic.matches() && !ASKED_VERB.matcher(asked.folded().substring(topic.start(1))).find();
            boolean goesOnAboutThem = topicAsked && withoutFillers(segments.get(i + 1).text()).matcher(SUBJECT_FIRST).lookingAt();
            if (goesOnAboutThem) {
                // "my cousin Dan? he's a plumber in Hull": who is recalled, then a statement about them with its pronoun
                read.add(new Segment(Text.of(asked.original(topic.start(1), topic.end(1))), false));
            } else if (topicAsked) {
                Text answer = withoutFillers(segments.get(i + 1).text());
                Matcher copula = answer.matcher(ANSWER_COPULA);
                // "mon ophtalmo ? c'est le Dr Martin": who someone is keeps its copula, the person rules read it so
                String said = copula.lookingAt() && !asked.matcher(CLEFT_FOCUS).find() ? answer.originalFrom(copula.end())
                        : answer.original();
                read.add(new Segment(Text.of(asked.original(topic.start(1), topic.end(1)) + " : " + said),
                        segments.get(i + 1).asks()));
                i++;
            } else {
                read.add(segment);
            }
        }
        return read;
    }

    /** {@code endsOnFiller}: "…, tu sais ?" – the question mark was the filler's, not a question. */
    private record Pieces(List<Text> clauses, boolean endsOnFiller) {
    }

    /** Sentences, each with whether it ended on a question mark. */
    private static List<Segment> segments(String said) {
        List<Segment> segments = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int open = 0;
        for (int i = 0; i < said.length(); i++) {
            char c = said.charAt(i);
            open = c == '(' ? open + 1 : c == ')' ? Math.max(0, open - 1) : open;
            // "had a scan yesterday (all fine!!) and…": what an aside exclaims ends nothing
            boolean inAside = open > 0 && said.indexOf(')', i) > 0 && "\n\r".indexOf(c) < 0;
            // "Tournesol!92", "Qu?bec": a sign between two letters or digits is part of a word, a password's or a typo's
            boolean inWord = "!?".indexOf(c) >= 0 && i > 0 && i + 1 < said.length()
                    && Character.isLetterOrDigit(said.charAt(i - 1)) && Character.isLetterOrDigit(said.charAt(i + 1));
            boolean stop = !inAside && !inWord && "!?;…\n\r".indexOf(c) >= 0 || !inAside && c == '.' && (i + 1 == said.length()
                    || Character.isWhitespace(said.charAt(i + 1))) && !TITLE_STOP.matcher(current).find()
                    && !(NUMBER_STOP.matcher(current).find() && NUMBER_AFTER.matcher(said).region(i + 1, said.length()).lookingAt());
            if (!stop) {
                current.append(c);
                continue;
            }
            boolean asks = false;
            while (i < said.length() && ".!?;…\n\r ".indexOf(said.charAt(i)) >= 0) {
                asks |= said.charAt(i) == '?';
                i++;
            }
            i--;
            segments.add(new Segment(Text.of(current.toString()), asks));
            current.setLength(0);
        }
        segments.add(new Segment(Text.of(current.toString()), false));
        return segments;
    }

    /** "⚠️ A FAIRE (urgent) : …": pictograms before the words, and an aside on a heading, say nothing of what follows. */
    private static final Pattern PICTOGRAMS = Pattern.compile("^[^\\p{L}\\p{N}\"'(«-]+");
    private static final Pattern HEADING_ASIDE = Pattern.compile("^([^:()]{1,25}?)\\s*\\([^()]{1,25}\\)\\s*(?=:)");

    /** "Y a Nassim aussi, mon pote d'enfance, il…", "there's Maya too, my…": someone named into the talk, then told of. */
    private static final Pattern THERE_IS_NAMED = Pattern.compile("^(?:(?:[Ii]l )?[Yy] ?'?a|[Tt]here's|[Tt]here is)\\s+(\\p{Lu}[\\p{L}-]+)"
            + "(?:\\s+(?:aussi|also|too|as well))?(?=\\s*,)");

    private static Pieces split(Text segment) {
        Text plain = Text.of(THERE_IS_NAMED.matcher(HEADING_ASIDE.matcher(PICTOGRAMS.matcher(segment.original()).replaceFirst(""))
                .replaceFirst("$1 ")).replaceFirst("$1"));
        Text text = withoutHeading(withoutFillers(plain.isEmpty() ? segment : plain));
        List<Text> clauses = new ArrayList<>();
        int start = 0;
        Matcher separator = text.matcher(SEPARATOR);
        while (separator.find()) {
            if (insideAside(text.folded(), separator.start())) {
                continue; // "mon pote Seb (le grand, pas l'autre) est…": the aside's comma cuts nothing
            }
            Text next = withoutFillers(text.from(separator.end()));
            Text before = text.slice(start, separator.start());
            boolean glued = NOTE.matcher(before.folded()).find() || !before.folded().contains(" ")
                    || BARE_RELATION.matcher(before.folded()).matches()
                    || BARE_SUBJECT.matcher(before.folded()).matches() && before.capitalAt(before.length()
                    - before.folded().replaceAll("^.*\\s", "").length());
            // "I see Mr. Thompson, my physio, every Tuesday": a relation between commas after a name is an apposition
            glued |= APPOSED.matcher(next.folded()).lookingAt() && separator.group().contains(",")
                    && before.capitalAt(before.length() - before.folded().replaceAll("^.*\\s", "").length());
            // "Hannah, Zara, my sister Megan and Lou", "Tiago, Anaïs et Jules, ça c'est mes neveux": one list of names
            glued |= LISTED_NAMES.matcher(before.original()).find() && (LISTED_RELATIVE.matcher(next.folded()).lookingAt()
                    || THOSE_ARE.matcher(next.folded()).lookingAt() || whoTheyAllAre(next.original()));
            // "it was Sam, my brother, who taught me": the cleft's relative, not a question
            glued |= next.folded().startsWith("who ") && before.matcher(CLEFT).lookingAt();
            // "had lunch with Femi — he's my old uni roommate": a dash opens a statement on its subject only; typed as a
            // hyphen between spaces too ("… from his first marriage - she's 14")
            glued |= separator.group().matches("\\s+[—–-]\\s+") && !DASHED_STATEMENT.matcher(next.folded()).lookingAt();
            // "Pete his name is, lives upstairs": a name given ends its statement, what follows says more of them
            if (!glued && (startsStatement(next) || NAME_FIRST.matcher(before.original()).matches())) {
                clauses.add(withoutFillers(before));
                start = separator.end();
            }
        }
        Text last = text.from(start);
        Text kept = withoutFillers(last);
        boolean endsOnFiller = !segment.folded().endsWith(kept.folded()) || kept.isEmpty() && !segment.isEmpty();
        Matcher denied = kept.matcher(DENIED);
        boolean denies = denied.find() && denied.start() > 0 && !insideAside(kept.folded(), denied.start());
        clauses.add(denies ? kept.slice(0, denied.start()) : kept);
        return new Pieces(clauses, endsOnFiller);
    }

    private static final Pattern DASHED_STATEMENT = Pattern.compile("^(?:je|j'|il|elle|on|nous|ils|elles|i|i'm|he|she|we"
            + "|they|c'|rappelle|remind|can you|could you|tu peux)\\b");
    /** A dash that opens or closes an aside: " — ", " – ", " - ". */
    private static final Pattern ASIDE_DASH = Pattern.compile("\\s[—–-]\\s");
    /**
     * An aside set in the middle of a statement, between brackets or a pair of dashes, with the
     * statement going on after it: "Pistache (mon lapin nain) est mort", "ma copine Soraya — on
     * s'est rencontrées en fac — bosse…". Group 1 or 2: what the aside says.
     */
    private static final Pattern ASIDE = Pattern.compile("\\s*(?:\\(\\s*([^()]{2,80}?)\\s*\\)|\\s[—–-]\\s+([^—–()]{2,80}?)\\s+[—–-]\\s)"
            + "\\s*(?=[\\p{L}])");
    /** Who the statement is about before an aside: a name, a titled name, or someone of the user's (maybe with a name). */
    private static final Pattern ASIDE_SUBJECT = Pattern.compile("^(?:" + PersonMentions.RELATION + "(?:\\s+[\\p{L}-]+)?"
            + "|(?:(?:le|la|the)\\s)?(?:m|mr|mrs|ms|mme|dr|docteur|maitre|me|pr)\\.?\\s+[\\p{L}-]+|[\\p{L}-]+(?:\\s[\\p{L}-]+)?)$");
    /** "c'est ma fillote", "that's my bf's sister", "he's my…": an aside that says who they are, its copula left out. */
    private static final Pattern ASIDE_COPULA = Pattern.compile("^(?:c'est|c'etait|il est|elle est|that's|that is|he's|she's"
            + "|he is|she is|it's)\\s+");
    /** What an aside says of who the subject is: a relation, "le fils de mon mec", "Lily's form tutor". */
    private static final Pattern ASIDE_RELATION = Pattern.compile("^(?:" + PersonMentions.RELATION
            + "|(?:le|la|l'|the|notre|our) ?(?:" + PersonMentions.ADJECTIVE + " )?(?:" + Relations.REGEX + ")\\b"
            + "|[\\p{L}-]+'s (?:[\\p{L}-]+ )?(?:" + Relations.REGEX + ")\\b)");

    /** What ends on a name or an aside before a comma: the start of a list. */
    private static final Pattern ENUMERATED = Pattern.compile("(?:\\p{Lu}[\\p{L}-]+|\\))\\s*$");
    /** "…, Nadia (la mère) et les 2 frangins…": what follows an aside goes on with the list. */
    private static final Pattern AFTER_ASIDE_JOINS = Pattern.compile("(?:et|and|&|ou|or)\\b");

    /** Whether a folded index is inside an aside: an open bracket, or an odd dash, before it, and its close after it. */
    private static boolean insideAside(String folded, int at) {
        int open = 0;
        for (int i = 0; i < at; i++) {
            open += folded.charAt(i) == '(' ? 1 : folded.charAt(i) == ')' ? -1 : 0;
        }
        if (open > 0 && folded.indexOf(')', at) >= 0) {
            return true;
        }
        Matcher dash = ASIDE_DASH.matcher(folded);
        int before = 0;
        boolean after = false;
        while (dash.find()) {
            if (dash.start() < at) {
                before++;
            } else {
                after = true;
            }
        }
        return before % 2 == 1 && after;
    }

    /**
     * A statement about someone interrupted by an aside, said without the interruption: who they are
     * to the user in apposition ("Pistache, mon lapin nain, est mort"), and a remark of the moment
     * left out ("ma copine Soraya bosse maintenant comme avocate"); the statement is what is said
     * of them. An aside with a name or a number in it may say more, and stays as it was.
     */
    private static List<Text> asideRead(Text clause) {
        Matcher aside = clause.matcher(ASIDE);
        if (!aside.find() || aside.start() == 0) {
            return List.of(clause);
        }
        // "tiens en parlant de ça, Rayan — le fils de mon mec — il…": what leads in before a comma is a clause of its own
        int lead = clause.folded().lastIndexOf(',', aside.start() - 1) + 1;
        String subject = clause.folded().substring(lead, aside.start()).strip();
        if (!ASIDE_SUBJECT.matcher(subject).matches() || clause.folded().substring(0, lead).split("\\s+").length > 6
                || lead > 0 && ENUMERATED.matcher(clause.original(0, lead - 1)).find()
                || AFTER_ASIDE_JOINS.matcher(clause.folded()).region(aside.end(), clause.length()).lookingAt()) {
            return List.of(clause); // "Paulo, Sandrine, Kenji — mes potes de fac — on…": one of a list, said of all
        }
        int group = aside.group(1) != null ? 1 : 2;
        Text said = clause.slice(aside.start(group), aside.end(group));
        Matcher copula = said.matcher(ASIDE_COPULA);
        Text told = copula.lookingAt() ? said.from(copula.end()) : said;
        String before = clause.original(lead, aside.start()).strip();
        String after = clause.originalFrom(aside.end());
        Text read;
        if (told.matcher(ASIDE_RELATION).lookingAt()) {
            read = Text.of(before + ", " + told.original() + ", " + after);
        } else if (!said.folded().matches(".*\\d.*") && said.original().substring(1).chars().noneMatch(Character::isUpperCase)) {
            read = Text.of(before + " " + after);
        } else {
            return List.of(clause);
        }
        return lead == 0 ? List.of(read) : List.of(clause.slice(0, lead - 1), read);
    }

    /**
     * A relative clause set between commas, dashes or brackets right after someone: "qui a fait toute
     * sa carrière dans la marine", "— celle qui est prof de maths —", "(who runs the bakery)".
     * Group 1: the relative's verb and what follows it.
     */
    private static final Pattern RELATIVE_ASIDE = Pattern.compile("\\s*(?:,|\\s[—–-]|\\()\\s*(?:(?:celui|celle|the one|the guy"
            + "|the girl|the woman|the man) )?(?:qui|who)\\s+(?!(?:they|he|she|we|i|you|on|ils|elles)\\b)([^,()—–]{3,80}?)\\s*(?:,|\\s[—–-]|\\))\\s*(?=\\p{L})");

    /**
     * "Mon parrain Thierry, qui a fait toute sa carrière dans la marine, vient de se faire opérer":
     * what the relative says of them, said of them ("mon parrain Thierry a fait toute sa carrière…"),
     * then the statement, said of "il"/"he" ("il vient de se faire opérer"). "Dr Fox, who they
     * interviewed" has a subject of its own: not said of Dr Fox.
     */
    private static List<Text> relativeRead(Text clause) {
        Matcher relative = clause.matcher(RELATIVE_ASIDE);
        if (!relative.find() || relative.start() == 0
                || !ASIDE_SUBJECT.matcher(clause.folded().substring(0, relative.start()).strip()).matches()) {
            return List.of(clause);
        }
        boolean french = Text.fold(relative.group()).contains("qui");
        Text of = Text.of(clause.original(0, relative.start()) + " " + clause.original(relative.start(1), relative.end(1)));
        Text rest = clause.from(relative.end());
        Text said = rest.matcher(SUBJECT_PRONOUN).lookingAt() ? rest : Text.of((french ? "il " : "he ") + rest.original());
        return List.of(of, said);
    }

    private static final Pattern SUBJECT_PRONOUN = Pattern.compile("^(?:il|elle|he|she|they|ils|elles)\\b");

    /** The statement after a heading ("quick one: remind me…"), unless the heading is what is noted or asked. */
    private static Text withoutHeading(Text text) {
        Matcher heading = text.matcher(HEADING);
        if (!heading.find()) {
            return text;
        }
        Text rest = text.from(heading.end());
        // "pour le dossier de la crèche : Noé, mon fils, …": someone named then who they are to the user is a statement
        // whole, however long the heading that says what it is for
        boolean apposed = NAMED_APPOSITION.matcher(rest.original()).lookingAt();
        String said = heading.group(1);
        boolean tooLong = apposed ? said.length() > 50 || said.split("\\s+").length > 6
                : said.length() > 25 || said.split("\\s+").length > 3;
        if (tooLong || NOTE.matcher(said).find() || REQUEST.matcher(said).find()) {
            return text;
        }
        return apposed || startsStatement(rest) ? rest : text;
    }

    private static final Pattern NAMED_APPOSITION = Pattern.compile("^\\p{Lu}[\\p{L}'-]+(?:\\s\\p{Lu}[\\p{L}'-]+)?\\s*,\\s*"
            + "(?i:mon|ma|mes|notre|nos|my|our)\\s");

    private static boolean startsStatement(Text next) {
        String folded = next.folded();
        Matcher day = DAY_FIRST.matcher(folded);
        if (day.lookingAt()) {
            folded = folded.substring(day.end());
        }
        if (STARTER.matcher(folded).find() || POSSESSIVE.matcher(folded).find() || THE_RELATION_IS.matcher(folded).lookingAt()) {
            return true;
        }
        Matcher value = LABELLED_VALUE.matcher(next.original());
        return value.lookingAt() && Codes.codeShaped(value.group(1));
    }

    private static Text withoutFillers(Text text) {
        Text tidy = text;
        while (true) {
            Matcher leading = tidy.matcher(LEADING_FILLER);
            Matcher trailing = tidy.matcher(TRAILING_FILLER);
            if (leading.find() && leading.end() > 0) {
                tidy = tidy.from(leading.end());
            } else if (trailing.find()) {
                tidy = tidy.slice(0, trailing.start());
            } else {
                return tidy;
            }
        }
    }

    private static final Pattern WHEN_FIRST = Pattern.compile("^(?:when|once|quand|lorsque|des que) (?:i|i'm|je|j')\\b");

    /** A question keeps nothing: it starts like one, or it is what the question mark closes. */
    private static boolean isQuestion(Text clause, boolean asked) {
        String folded = clause.folded();
        if (RECALL.matcher(folded).find()) {
            return true;
        }
        if (ASKS.matcher(folded).find() && !asked && WHEN_FIRST.matcher(folded).lookingAt() && REQUEST.matcher(folded).find()) {
            return false; // "when I'm home tonight tell me to…": the moment first, then what is asked
        }
        if (ASKS.matcher(folded).find()) {
            // "est-ce que tu peux me prévenir demain…" asks for a reminder, not for an answer
            return !(POLITE_REQUEST.matcher(folded).find() && REQUEST.matcher(folded).find());
        }
        return asked && !REQUEST.matcher(folded).find() && !CallsAsked.asksToBeReached(clause) && !recalled(clause);
    }

    /** "Tu sais Malik ? mon meilleur pote ?": a name or who someone is, asked only to be sure the listener follows. */
    private static final Pattern RECALLED = Pattern.compile("^(?:(?:tu connais|tu te (?:souviens|rappelles) (?:de |d')|you know"
            + "|remember)\\s*)?(?:" + PersonMentions.POSSESSIVE + "\\s(?:[\\p{L}-]+\\s){0,2}(?:"
            + Relations.REGEX + ")\\b(?:\\s(?:de|d'|du|from|at|of)\\s?[\\p{L}'-]+(?:\\s[\\p{L}'-]+)?)?|[\\p{L}-]+)$");

    private static int lastWord(Text clause) {
        return clause.folded().lastIndexOf(' ') + 1;
    }

    private static boolean recalled(Text clause) {
        // who someone is ("mon meilleur pote"), or a name written with its capital ("Malik", "tu connais Yanis")
        return RECALLED.matcher(clause.folded()).matches() && (clause.folded().matches(".*\\b" + PersonMentions.POSSESSIVE
                + "\\s.*") || clause.capitalAt(lastWord(clause)));
    }
}
