package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Attribute;
import io.souvenir.platform.memory.Attributes.Reading;
import io.souvenir.platform.memory.Attributes.Said;
import io.souvenir.platform.memory.Attributes.Subject;
import io.souvenir.platform.memory.Attributes.Value;
import io.souvenir.platform.memory.Attributes.Who;
import io.souvenir.platform.memory.CalendarWords;
import io.souvenir.platform.memory.Clubs;
import io.souvenir.platform.memory.Relations;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the night cannot read but must not promote over: a candidate about a subject an active
 * memory already speaks of (the same person, a person it names, the user's own identity or
 * tastes) that either says what that memory says in other words, or says that something changed
 * without the attribute reader seeing what, or gives a name or a birth it cannot compare.
 * Promoting either would file a second, possibly contradicting, version of one thing; holding it
 * costs one night or the user's look. One per decision: it reads each memory once.
 */
final class Resemblance {

    /** Words that tell that something changed, started or ended: a memory of the same subject may hold the old value. */
    private static final Pattern CHANGE = Pattern.compile("\\b(?:maintenant|desormais|dorenavant|actuellement|en ce moment|"
            + "ces temps-ci|aujourd'hui|n'\\w+ plus|ne \\w+ plus|plus jamais|no longer|not anymore|anymore|any more|now|nowadays|"
            + "these days|currently|again|a nouveau|de nouveau|devenue?s?|became|become|becoming|quitte\\w*|left|leaving|quit|"
            + "passee?s? (?:en|au|a la|dans)|rentree?s? (?:en|au|a la|dans)|moved|moving|demenag\\w*|relocat\\w*|chang\\w*|switch\\w*|"
            + "(?:nouveaux?|nouvelles?|nouvel|new) (?:job|boulot|poste|travail|taf|employeur|employer|boss|patron|school|ecole|"
            + "college|lycee|fac|classe|class|grade|appart\\w*|apartment|flat|house|maison|logement|place|home|ville|city|quartier|"
            + "neighbou?rhood|copine|girlfriend|boyfriend|partner|compagne|compagnon|chum|blonde|mari|husband|wife|femme|team|"
            + "equipe|role|position|company|entreprise|boite)|started|starting|starts|commence\\w*|vient (?:de\\b|d')|viennent (?:de\\b|d')|"
            + "just|depuis|since|finally|finalement|enfin|fini|over|broke up|split up|separe\\w*|rompu|largue\\w*|ex|a partir d\\w*|as of|from now|cette annee|this year|"
            + "a la rentree|rentree|recently|recemment|lately|dernierement|hier|yesterday|last (?:week|month|year)|"
            + "la semaine derniere|le mois dernier|l'an dernier|turned|turns|turning|promue?|promoted|embauchee?|hired|"
            + "recrutee?|got the job|got a job|signed|signe|elue?|elected|retired|retraitee?s?|a la retraite|sa retraite|transferred|mutee?|"
            + "celibataire|(?<!\\b(?:every|each|any|not a|one|the|a) )single(?! (?:time|times|day|days|one|thing|word|bed|room|ticket|malt)\\b)|married|mariee?s?|pacsee?s?|engaged|fiancee?s?|divorcee?s?|widowed|veuve?"
            // a home bought, even where the reader reads no town: "on s'est acheté une maison à la campagne"
            + "|(?:achete\\w*|bought|purchased|got the keys to) (?:[\\w'-]+ ){0,3}(?:maison|appart\\w*|house|flat|home|condo|studio|pavillon))\\b");

    /** The words of {@link #CHANGE} that only say when: of an event, when it happened. */
    private static final Pattern WHEN = Pattern.compile("hier|yesterday|last (?:week|month|year)|la semaine derniere|le mois dernier|"
            + "l'an dernier|just|finally|finalement|enfin|recently|recemment|lately|dernierement|cette annee|this year");
    /** The words of {@link #CHANGE} that only say since when a value holds, not what it replaced. */
    private static final Pattern SINCE_WHEN = Pattern.compile("maintenant|desormais|dorenavant|actuellement|en ce moment|ces temps-ci|"
            + "aujourd'hui|now|nowadays|these days|currently|depuis|since|just|recently|recemment|lately|dernierement");
    /** The words of {@link #CHANGE} that say something began, not that it replaced something. */
    private static final Pattern STARTED = Pattern.compile("started|starting|starts|commence\\w*");
    /** Words of a partner or of being with someone: what begins there may end another. */
    private static final Pattern PARTNERSHIP = Pattern.compile("\\b(?:dating|seeing|going out with|sort avec|sortir avec|sors avec|"
            + "en couple|girlfriend|boyfriend|copine|copain|partner|compagne?|compagnon|mari|husband|femme|wife|engaged|married|mariee?s?|"
            + "fiancee?s?|relationship|relation)\\b");
    /** Where a small child is looked after or schooled first: a change of school, not a new activity. */
    private static final Pattern CHILDCARE = Pattern.compile("\\b(?:creche|maternelle|nursery|preschool|pre-school|kindergarten|"
            + "daycare|day care|garderie|nounou|childminder|reception class|petite section|moyenne section|grande section)\\b");

    /** Words of a plan, a wish or a maybe: "will", "going to", "l'an prochain", "va déménager", "peut-être". */
    private static final Pattern LATER = Pattern.compile("\\b(?:will|'ll|going to|gonna|plan(?:s|ning)? to|thinking (?:of|about)|"
            + "might|hope to|hoping to|want to|wants to|would like to|'d like to|would love to|'d love to|dream(?:s|ing)? (?:of|about)|"
            // a wish with no date: "one day", "un jour" (not "one day a week", "un jour sur deux")
            + "(?:one|some) ?day(?! (?:a|per|each|every|off)\\b)|un jour(?! (?:sur|par|de|ou)\\b)|reve\\w* (?:de|d')|next (?:week|month|year|summer|spring|autumn|fall|winter)|"
            + "soon|bientot|l'an prochain|l'annee prochaine|le mois prochain|la semaine prochaine|l'ete prochain|a la rentree prochaine|"
            + "(?:vais|va|vont|allons|allez|compte|comptons|envisage\\w*|pense|pensons|aimerai\\w*|voudrai\\w*|espere|esperons)\\s+"
            + "(?:\\w+\\s+)?(?:demenager|partir|commencer|quitter|changer|bosser|travailler|vivre|habiter|rejoindre|entrer|passer|"
            + "s'installer|nous installer|m'installer|emmenager)|peut-etre|maybe|perhaps|if|si (?:on|je|j'))\\b");

    /** Words of a value held for a while only: "living in Lisbon for the summer", "à Lisbonne jusqu'en septembre". */
    private static final Pattern FOR_A_WHILE = Pattern.compile("\\b(?:for (?:the|this) (?:summer|winter|spring|autumn|fall|holidays|"
            + "semester|term)|for (?:a|one|two|three|four|six|\\d+|a few|a couple of|some) (?:days?|weeks?|months?)|until|till|"
            + "jusqu'(?:a|au|aux|en)|jusque|pour (?:l'ete|l'hiver|les vacances|quelques (?:jours|semaines|mois)|\\d+ (?:jours|semaines|mois))|"
            + "pendant (?:l'ete|les vacances|\\d+ (?:jours|semaines|mois)|quelques (?:jours|semaines|mois))|temporarily|temporairement|"
            + "en attendant|le temps de|in the meantime|covering for|en remplacement|en interim|on secondment|detachee?)\\b");

    /** A feeling that lasts: "(still) miss the bagels", "(toujours) nostalgique", "(still) think about it". */
    private static final Pattern FEELING = Pattern.compile("\\s*(?:miss(?:es)?|love|loves|think (?:about|of)|dream (?:about|of)|remember|"
            + "regret|talk about|(?:me |lui |leur |nous )?manque\\w*|pense\\w* (?:a|au|aux)|reve\\w* (?:de|du|des)|regrette\\w*|nostalgique|"
            + "adore\\w*|kiffe\\w*)\\b");

    /** A French infinitive's preposition, right before it: "l'aider à", "envie de", "pour". */
    private static final Pattern GOVERNED = Pattern.compile("(?:^|\\s)(?:a|de|pour|sans|d')\\s?$");

    /** Words that say a value did not change: "toujours en M2", "still at Monzo" (not "le reste", what is left). */
    private static final Pattern UNCHANGED = Pattern.compile("\\b(?:toujours|encore|(?<!\\b(?:le|du|au|pour le|tout le) )reste|restent|still|always|"
            + "as ever|comme avant)\\b");

    /** The user speaking of themself, alone or as a couple: "je suis", "on est", "Rémi et moi", "I'm", "we got". */
    private static final Pattern FIRST_PERSON = Pattern.compile("\\b(?:je suis|j'suis|chui|je me suis|on est|on s'est|nous sommes|"
            + "nous nous sommes|et moi|moi et|i'm|im|i am|i got|i just got|i've|we're|we are|we got|we just got|we've|and i|me and)\\b");

    /** Words of the things that never change: a name, a birth, where one comes from. */
    private static final Pattern BIRTH = Pattern.compile("\\b(?:nee?s?|born|naissance|birth|anniversaire|anniv|annif|birthday'?s?|bday|"
            + "b-day|b'day|dob|birthdate|originaire|(?:ma|mon|sa|son|ta|ton|leur|notre|date de) fete|"
            + "d'origine|originally|(?:i'm|i am|is|are|he's|she's|comes?|came) from"
            // "je viens de Lille", not "je viens de finir"
            + "|(?:viens|vient|venons|viennent) (?:de |d')(?!\\w*(?:er|ir|re|oir)\\b))\\b");
    /** "je viens de Quimper": coming from a place typed with its capital, whatever its ending ("de finir" is a verb, "de Quimper" not). */
    private static final Pattern CAME_FROM = Pattern.compile("(?i:\\b(?:viens|vient|venons|venez|viennent) (?:de |d'|d’|du ))\\p{Lu}");
    private static final Pattern NAMING = Pattern.compile("\\b(?:appelle|appellent|prenom|nom|name|named|called|surnom\\w*|nickname)\\b");

    /** The words that show a memory speaks of an attribute, whether or not the reader could read its value. */
    private static final Map<Attribute, Pattern> SPOKEN_OF = Map.of(
            Attribute.AGE, Pattern.compile("\\b(?:ans|an|years?|yrs?|yo|age|aged|twenties|thirties|forties|fifties|sixties|seventies|"
                    + "eighties|nineties|vingtaine|trentaine|quarantaine|cinquantaine|soixantaine|septantaine|octogenaire|nonagenaire)\\b"
                    + "|[,—] ?\\d{1,3}(?=$|,)"),
            Attribute.CITY, Pattern.compile("\\b(?:habite\\w*|vit|vis|vivent|vivons|lives?|living|based|moved|moving|demenag\\w*|"
                    + "installee?s?|relocat\\w*|settl\\w*|vivre|vivr\\w+|"
                    // settling somewhere, as people say it: "s'est posé à Grenoble", "je me suis fixée à Brest"
                    + "(?:s'est|se sont|me suis|nous sommes|on s'est) (?:pose|fixe|etabli)e?s?)\\b"),
            Attribute.JOB, Pattern.compile("\\b(?:job|metier|profession|poste|travaille comme|works? as|en tant que|devenue?|became|"
                    // a job said by what one does: "I teach year 5", "j'enseigne au collège"
                    + "teach|teaches|teaching|enseigne|enseignes|enseignons)\\b|" + Phrasing.JOB.pattern()
                    // "Tom is a roofer", "elle est une excellente pâtissière": a job the reader's list may not hold
                    + "|\\b(?:is|am|i'm|he's|she's|est|suis|es) (?:a|an|un|une) (?:[a-z-]+ )?[a-z-]+(?=$|[,.!]| at | for | chez | a | au | in | dans )"),
            Attribute.EMPLOYER, Pattern.compile("\\b(?:chez|travaille\\w*|bosse\\w*|works?|working|employe\\w*|employer|boulot|taf|"
                    + "started at|joined|rejoint|hired|embauchee?)\\b"),
            Attribute.SCHOOL, Pattern.compile("\\b(?:ecole|college|lycee|school|year \\d+|grade|cp|ce1|ce2|cm1|cm2|\\d+e|\\d+re|fac|"
                    + "universit\\w*|master|licence|bac|sixth form|uni|m1|m2|l1|l2|l3)\\b"),
            Attribute.CLASS, Pattern.compile("\\b(?:year \\d+|grade|cp|ce1|ce2|cm1|cm2|\\d+e|\\d+re|master|licence|m1|m2|l1|l2|l3|"
                    + "prepa|cpge|bts|dut|iut|doctorat|phd|"
                    + "seconde|premiere|terminale|sixth form|freshman|sophomore)\\b"),
            Attribute.FAVOURITE, Pattern.compile("\\b(?:preferee?s?|favou?rite|fave|go-to|usual|habituelle?s?)\\b"));

    /** "Now" said of something added, not changed: "swimming on Fridays now too", "du yoga aussi maintenant". */
    private static final Pattern ALSO_NOW = Pattern.compile("\\b(?:now (?:too|as well|also)|(?:too|as well|also) now|aussi maintenant|"
            + "maintenant aussi|en plus maintenant|maintenant en plus)\\b");

    /** Who or what someone has, in "Léo's friend": not Léo himself. */
    private static final Set<String> OWNED = Set.of("friend", "friends", "mate", "mates", "pal", "teacher", "coach", "boss",
            "class", "school", "team", "teammate", "classmate", "best", "new", "old", "ex", "parents", "kids", "children", "baby",
            "neighbour", "neighbor", "colleague", "colleagues", "flatmate", "roommate", "godmother", "godfather");

    private static final Pattern TIME_OF_DAY = Pattern.compile("(?:matin|matins|soir|soirs|soiree|midi|aprem|apres-midi|nuit|nuits|morning|mornings|"
            + "evening|evenings|afternoon|afternoons|night|nights|lunchtime|week-end|week-ends|weekend|weekends|semaine|week)[,.]?");

    /** A person's card: a name, a dash, who they are to the user, then the details. */
    private static final Pattern CARD = Pattern.compile("^[^—,]+\\s—\\s[^,]*(?:,\\s*|$)");
    /** "le copain de ma fille", "la fille de Léo": group 1 when the owner is someone of the user's, group 2 the owner's name otherwise. */
    private static final Pattern OWNED_BY_FRENCH = Pattern.compile("\\b(?:le|la|les|l')\\s?[a-z-]+(?:\\s[a-z-]+)?\\s(?:de|d'|du)\\s?"
            + "(?:((?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|leur|leurs)\\s[a-z-]+)|([a-z-]+))\\b");
    /** "Léo's teacher", "my sister's partner", "Nora's little brother": the owner (after a possessive in group 1) and what is owned. */
    private static final Pattern OWNED_BY_ENGLISH = Pattern.compile("\\b(my\\s|his\\s|her\\s|their\\s|our\\s)?([a-z-]+)'s\\s"
            + "(?:(?:little|big|older|younger|elder|eldest|youngest|twin|baby|best|new|old|step|ex)[- ]?)?([a-z-]+)");

    /** The attributes compared as one: a job and an employer both say what one does for a living. */
    private static final List<Set<Attribute>> FAMILIES = List.of(Set.of(Attribute.AGE), Set.of(Attribute.CITY),
            Set.of(Attribute.JOB, Attribute.EMPLOYER), Set.of(Attribute.SCHOOL, Attribute.CLASS), Set.of(Attribute.FAVOURITE));

    /** The words of an age as {@link Meaning} stems them: a number, "ans", "years", "old". */
    private static final Pattern AGE_WORDS = Pattern.compile("\\d+|an|ans|year|yr|yo|old|age|ag|aged");
    private static final Pattern YEAR = Pattern.compile("(?:^|/)(\\d{4})$");
    private static final Pattern BARE_AGE = Pattern.compile("[,—] ?(\\d{1,3})(?=$|,| now| maintenant| desormais| today| aujourd'hui|"
            + " last (?:week|month)| la semaine derniere| le mois dernier| hier| yesterday| recently| recemment| already| deja)");
    /** A word typed with its capital past the first: a word of a name or a title. */
    private static final Pattern TITLE_WORD = Pattern.compile("(?<=[\\s,;:(])\\p{Lu}[\\p{L}'’-]*");
    /** A number of years that is a duration, not an age: "for ten years", "depuis 3 ans", "il y a 2 ans". */
    private static final Pattern DURATION = Pattern.compile("\\b(?:for|pendant|depuis|since|il y a|over|durant)\\s+\\d+\\s*"
            + "(?:ans|an|years?)\\b|\\b\\d+\\s*(?:ans|years?)\\s+(?:ago|plus tot|before|avant|de\\s)"
            // an age still to come, as an occasion: "pour ses dix ans", "for her 10th birthday", "when he turns 8"
            + "|\\b(?:pour|a|avant|apres) (?:ses|son|leurs?|mes|mon) \\d+ ans\\b|\\bquand (?:il|elle|ils|elles|j') ?(?:aura|auront|aurai)"
            + "|\\b(?:for|at|before|after) (?:his|her|their|my) \\d+(?:st|nd|rd|th)?\\b|\\bwhen (?:he|she|they|i) (?:turns?|is|are|am|'s)\\b"
            // "Emma is 15 in June", "will be 40 next year", "aura 12 ans en mars"
            + "|\\b(?:will be|'ll be|will turn|is going to be|is gonna be|va avoir|vont avoir|aura|auront|aurai)\\s+\\d+\\b"
            // (not one already reached: "turned 81 in March", "a eu 40 ans en mai")
            + "|\\b(?<!turned )(?<!a eu )(?<!ai eu )(?<!fete ses )(?<!fete son )\\d+(?:\\s*(?:ans|years?(?: old)?))?\\s+"
            + "(?:in|en|on|le|next|au|a la|d'ici|dans|this coming)\\s+(?:january|february|"
            + "march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|"
            + "septembre|octobre|novembre|decembre|next|prochain\\w*|\\d+|summer|spring|autumn|winter|ete|printemps|automne|hiver|"
            + "quelques|a few|two|three|deux|trois|un|une|a)\\b");

    /** The name a sentence gives: "ma mère s'appelle Françoise", "my dad's name is Ron". */
    private static final Pattern NAME_SAID = Pattern.compile("\\b(?:s'appelle|s'appelait|se nomme|prenom (?:c'est|est)|"
            + "prenom ?:|name is|name's|named|called|is called)\\s+([a-z][a-z'-]*)");
    private static final Pattern ANOTHER = Pattern.compile("\\b(?:nouveaux?|nouvelles?|nouvel|new|autres?|another|other|second|"
            + "seconde|deuxieme|2e|2nd|troisieme|third|aussi|too|also)\\b");

    /** A card that adds only names or numbers after who the person is: "Tom — my brother, Manchester", "Maddie — my daughter, 8". */
    private static final Pattern BARE_CARD = Pattern.compile("—[^,]*(?:,\\s*(?:\\p{Lu}[\\p{L}'’.-]*|\\d+)(?:\\s+(?:\\p{Lu}[\\p{L}'’.-]*|\\d+))*\\s*)+$");

    /** Someone the user says they have, and nothing more: "j'ai un chat", "I have two kids", "we've got a dog". */
    private static final Pattern HAVING = Pattern.compile("^(?:j'ai|i have|i've got|ive got|i got|on a|we have|we've got|nous avons)\\s+"
            + "(?:un|une|a|an|deux|two|trois|three|\\d+|des)?\\s?([a-z-]+)\\s*[.!]*$");

    private static final List<String> WEEKDAYS = List.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
            "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche");
    private static final Pattern WEEKDAY = Pattern.compile("\\b(" + String.join("|", WEEKDAYS) + ")s?\\b");
    /** A name after a word of place: "à la piscine de la Croix-Rousse", "at Parkside Pool", "au parc Borély". */
    private static final Pattern PLACE_NAMED = Pattern.compile("(?:(?iu:\\b(?:a|à|au|aux|de|du|des|at|in|near|by|along|dans|sur|pres de)"
            + "\\s+(?:(?:la|le|les|the)\\s+|l'|d')?)(?:\\p{Ll}+\\s+)?|(?iu:\\b[dl]'))((?:\\p{Lu}[\\p{L}'-]*)(?:[\\s-]+(?:\\p{Lu}[\\p{L}'-]*))*)");
    /** A detail denied: "isn't", "n'est pas", "not". */
    private static final Pattern NOT = Pattern.compile("\\b(?:not|isn't|n'est|pas|plus|no longer|never|jamais)\\b");

    private static final Set<String> UNPARTNERED = Set.of("single", "divorced", "separated", "widowed");
    /** Words that end a couple, whoever says it: "on s'est séparés", "c'est fini avec …", "we broke up", "it's over with …". */
    private static final Pattern ENDED = Pattern.compile("\\b(?:c'est (?:fini|termine|fini et bien fini) (?:avec|entre)|"
            + "(?:on|nous) (?:s'est|s'etait|nous sommes) (?:separee?s?|quittee?s?)|(?:on|j'ai|nous avons|il a|elle a) rompu|"
            + "m'a (?:quittee?|largue\\w*)|(?:broke|split) up|we (?:split|separated|called it quits|ended it|ended things)|"
            + "(?:it's|its|it is) (?:over|done) (?:with|between)|(?:dumped|left) me)\\b");

    /** A value said as the one left: "c'est fini la Poste", "fini le conseil", "quit Greggs", "no more Tesco", "a lâché Orange". */
    private static final Pattern ENDED_VALUE = Pattern.compile("\\b(?:(?:c'est )?fini[es]?|termine[es]?|no more|bye bye|goodbye|adieu|"
            + "quit|quitte\\w*|left|lache\\w*|leaving)\\s+(?:avec |with )?(?:la |le |les |l'|the |my |mon |ma |mes )?"
            + "([\\p{L}'&-]+(?: [\\p{L}'&-]+){0,2})");
    /** Work said as left by its place: "quit Uber", "j'ai lâché le bistrot du port", "handed my notice in at Pret", "a démissionné de la Fnac". */
    static final Pattern LEFT_WORK = Pattern.compile("\\b(?:(?:c'est )?fini[es]?|termine[es]?|no more|bye bye|goodbye|adieu|"
            + "quit|quitte\\w*|left|lache\\w*|leaving|(?:handed|handing|hand|gave|given|put) (?:in )?(?:my|his|her|their) notice(?: in)? (?:at|to)|"
            // in slang: "jacked in the bar job", "packed in Tesco", "chucked the call centre", "plaqué le resto"
            + "(?:jack|pack|chuck)(?:ed|ing|s)?(?: in)?|ditch(?:ed|ing)?|plaque\\w*|"
            + "resigned from|walked out of|demissionne (?:de|d'|du)|(?:rendu|rend) (?:mon|son|sa|ma) (?:tablier|badge|blouse) (?:a|au|chez|de))"
            + "\\s+(?:avec |with )?(?:la |le |les |l'|the |my |mon |ma |mes |au |du |de )?([\\p{L}'&-]+(?: [\\p{L}'&-]+){0,2})");
    private static final Pattern WORK_WORD = Pattern.compile("\\s(?:job|jobs|gig|shifts?|work|boulot|taf|poste)$");
    private static final Pattern THEN_WHERE = Pattern.compile("\\s(?:at|in|on|for|to|with|from|by|a|pour|avec|chez|dans|sur)(?:\\s|$)");
    /** The job one has after a working life: what ends any job and employer. */
    private static final Set<String> RETIRED = Set.of("retired", "retraite", "retraitee", "retraites", "retraitees", "pensioner");

    /** The user's own name said as an introduction, as typed: "Moi c'est Maxime", "I'm Kevin btw", "call me Jo". */
    private static final Pattern INTRODUCED = Pattern.compile("(?:^|[\\s,.!?;:])(?i:moi,? c'est|c'est moi,?|je m'appelle|je me nomme|"
            + "on m'appelle|appelle-moi|appelez-moi|mon (?:pre)?nom,? c'est|mon (?:pre)?nom est|i'm|i am|im|call me|my name'?s|"
            + "my name is|the name's|everyone calls me|tout le monde m'appelle)\\s+(\\p{Lu}[\\p{Ll}'-]+)(?!['’]s\\b)(?![\\p{L}])");
    /** Capitalised words an introduction may carry that are not a name: "I'm French", "I'm Off". */
    private static final Set<String> NOT_NAMES = Set.of("english", "french", "british", "irish", "scottish", "welsh", "american",
            "canadian", "australian", "german", "spanish", "italian", "portuguese", "polish", "dutch", "belgian", "swiss", "indian",
            "chinese", "japanese", "back", "off", "not", "still", "just", "now", "so", "ok", "okay", "sorry", "here", "home", "done",
            "fine", "good", "sure", "in", "on", "at", "the", "a", "an", "francaise", "francais", "belge", "suisse", "canadienne",
            "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday");

    /** A name as typed past the first word, or an acronym: "SNCF", "Leeds", "Royal Free". */
    private static final Pattern PROPER = Pattern.compile("(?<=[\\s,;:(])(?:\\p{Lu}{2,}|\\p{Lu}\\p{Ll}[\\p{L}-]*)");
    /** How the words for a place's people end, in French and English. */
    private static final Pattern DEMONYM = Pattern.compile("(?:ians?|iens?|iennes?|ois|oise|oises|ais|aise|aises|ains?|aines?|ites?|"
            + "ers?|ese|ans?|anes?|ins?|ines?)$");
    /** Words of a place or a name that name nothing in particular. */
    private static final Set<String> COMMON_NAME_WORDS = Set.of("saint", "sainte", "les", "sur", "sous", "new", "north", "south", "east",
            "west", "nord", "sud", "est", "ouest", "upon", "city", "ville", "centre", "center", "downtown", "old", "vieux", "port",
            "the", "and", "school", "ecole", "college", "lycee", "university", "universite");

    private final Known candidate;
    private final List<Known> active;
    /** Each memory read (and its meaning taken) once for the whole decision: the patterns are the night's main cost. */
    private final Map<Known, Reading> readings = new IdentityHashMap<>();
    private final Map<Known, Set<String>> meanings = new IdentityHashMap<>();
    private List<Known> related;
    private Boolean french;

    Resemblance(Known candidate, List<Known> active) {
        this.candidate = candidate;
        this.active = active;
    }

    /**
     * An active memory about the candidate's subject says all the candidate says, in other words; or
     * the candidate says nothing but who it is about, or that it has not changed.
     */
    boolean repeats() {
        List<Known> about = related();
        Set<String> said = words(candidate);
        if (!about.isEmpty() && (said.isEmpty() || keepsWhatIsKnown(about))) {
            // nothing said beyond who it is about, or said to be unchanged
            return true;
        }
        Reading reading = read(candidate);
        Matcher having = HAVING.matcher(Attributes.normalize(candidate.text()));
        if (reading.subject().isUser() && having.find()) {
            // "j'ai un chat" beside Minou's card as the cat: someone the user is known to have
            String relation = having.group(1).endsWith("s") && Relations.of(having.group(1)).isEmpty()
                    ? having.group(1).substring(0, having.group(1).length() - 1) : having.group(1);
            Optional<String> kin = Relations.of(relation).or(() -> Optional.of(relation)).map(Relations::kin);
            if (active.stream().filter(memory -> "person".equals(memory.kind())).map(this::subject).filter(subject -> !subject.isUser())
                    .anyMatch(subject -> subject.person().relation() != null
                            && Relations.kin(Attributes.normalize(subject.person().relation())).equals(kin.get()))) {
                return true;
            }
        }
        Value partner = reading.values().get(Attribute.PARTNER);
        if (reading.subject().isUser() && partner != null
                && partnerCards().stream().anyMatch(card -> partner.value().equals(name(subject(card))))) {
            // "je suis en couple avec Julie" beside Julie's card as girlfriend
            return true;
        }
        Set<String> places = placeWords(candidate);
        return about.stream().anyMatch(memory -> {
            Set<String> known = words(memory);
            // a habit on the same day, told with the place where it happens: the place alone is not news of another habit
            Set<String> compared = sameDay(candidate, memory)
                    ? said.stream().filter(word -> known.contains(word) || !places.contains(word)).collect(Collectors.toSet()) : said;
            long shared = compared.stream().filter(known::contains).count();
            return !compared.isEmpty() && shared * 3 >= compared.size() * 2;
        });
    }

    /**
     * "Still" said of what a memory of the subject holds ("still in Leeds", "Leeds, still"), not, after a time told as past, of
     * something else ("lived in Montreal during uni, still miss the bagels"): the words it governs, up to the clause's end.
     */
    private boolean keepsWhatIsKnown(List<Known> about) {
        String text = Attributes.normalize(candidate.text());
        Matcher still = UNCHANGED.matcher(text);
        if (!Classifier.toldAsPast(candidate)) {
            // "still" beside a value said as now: what it says is unchanged is that value, whatever words it uses
            return still.find();
        }
        while (still.find()) {
            String kept = text.substring(still.end()).split("[,.;:!?()]", 2)[0];
            if (!FEELING.matcher(kept).lookingAt()) {
                return true;
            }
            Set<String> words = words(new Known(candidate.id(), candidate.kind(), candidate.facet(), candidate.domain(), kept,
                    candidate.persons(), candidate.confidence()));
            if (words.isEmpty() || about.stream().anyMatch(memory -> words(memory).stream().anyMatch(words::contains))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The candidate goes over the same ground as an active memory of its subject without the reader
     * being able to say it adds something: at least a third of its content words are that memory's
     * (and at least two of them), and no attribute of it was read. Holding it costs a night; applying a
     * paraphrase as news would keep the same thing twice.
     */
    boolean partlyRepeats() {
        Set<String> numbers = numbers(candidate);
        return related().stream().anyMatch(memory -> {
            // a date or a number the memory does not give is something else ("rendre mon mémoire le 30 mai" beside "… le 15 avril")
            if (!numbers(memory).containsAll(numbers)) {
                return false;
            }
            if (CARD.matcher(candidate.text()).find() && CARD.matcher(memory.text()).find()) {
                // a second card of a person that goes over one detail of the first, in other words around it
                Set<String> details = words(details(candidate));
                Set<String> known = words(details(memory));
                long shared = details.stream().filter(known::contains).count();
                return shared >= 1 && shared * 3 >= details.size();
            }
            Set<String> said = words(candidate);
            Set<String> known = words(memory);
            long shared = said.stream().filter(known::contains).count();
            // when it happens is not what it is: "le mardi soir" shared says nothing of the activity
            Set<String> knownWhat = words(withoutWhen(memory));
            boolean sameWhat = words(withoutWhen(candidate)).stream().anyMatch(knownWhat::contains);
            return shared >= 2 && shared * 3 >= said.size() && sameWhat;
        });
    }

    private static String withoutDeterminer(String detail) {
        return detail.replaceFirst("^(?:un|une|mon|ma|a|an|my|our|notre)\\s+", "");
    }

    private static Known withoutWhen(Known memory) {
        String what = Arrays.stream(Meaning.daysSpelledOut(Attributes.normalize(memory.text())).split("\\s+"))
                .filter(word -> !CalendarWords.contains(word.replaceAll("s$", "")) && !TIME_OF_DAY.matcher(word).matches())
                .collect(Collectors.joining(" "));
        return new Known(memory.id(), memory.kind(), memory.facet(), memory.domain(), what, memory.persons(), memory.confidence());
    }

    /** What a person's card says after who it is: "chartreux, 4 ans" of "Pistache — mon chat, chartreux, 4 ans". */
    private static Known details(Known card) {
        return new Known(card.id(), card.kind(), card.facet(), card.domain(), CARD.matcher(card.text()).replaceFirst(""), card.persons(),
                card.confidence());
    }

    private static Set<String> numbers(Known memory) {
        return Pattern.compile("\\d+").matcher(Attributes.normalize(memory.text())).results().map(MatchResult::group).collect(Collectors.toSet());
    }

    /** Both memories name one day of the week ("le jeudi", "tous les jeudis", "on Thursdays", "every Thursday"). */
    private static boolean sameDay(Known one, Known other) {
        Set<Integer> mine = days(one);
        return !mine.isEmpty() && days(other).stream().anyMatch(mine::contains);
    }

    private static Set<Integer> days(Known memory) {
        return WEEKDAY.matcher(Meaning.daysSpelledOut(Attributes.normalize(memory.text()))).results()
                .map(day -> WEEKDAYS.indexOf(day.group(1)) % 7).collect(Collectors.toSet());
    }

    /** The words of the places a memory names by their names: "à la piscine de la Croix-Rousse", "at Fernwood Leisure Centre". */
    private Set<String> placeWords(Known memory) {
        String names = PLACE_NAMED.matcher(memory.text().replace('’', '\'')).results().map(found -> found.group(1))
                .filter(name -> !CalendarWords.contains(Attributes.normalize(name))).collect(Collectors.joining(" "));
        return names.isEmpty() ? Set.of() : words(new Known("place", memory.kind(), memory.facet(), memory.domain(), names, List.of(),
                memory.confidence()));
    }

    /**
     * A person card's detail said again of the same person, with a liking or a word of praise
     * around it: "Mochi's a ragdoll, the sweetest thing" beside "Mochi — my cat, ragdoll, 5",
     * "Filou est un berger australien, un amour" beside "Filou — mon chien, berger australien". Not when it gives a
     * number or a word of change, which may be a new value of the card's.
     */
    boolean restatesTheCard() {
        String name = name(subject(candidate));
        if (!("person".equals(candidate.kind()) || "fact".equals(candidate.kind())) || name == null) {
            // a card's detail said again as a card or as a fact of the person: "Ma femme Aïcha est archi"
            return false;
        }
        String text = Attributes.normalize(candidate.text());
        // "Jeroen est archi", "mon mari Jeroen est archi" beside "Jeroen — mon mari, architecte"
        Matcher said = Pattern.compile("^(?:(?:my|mon|ma|our|notre) [a-z-]+ )?" + Pattern.quote(name) + "(?:'s| is| est| c'est)\\s+(?:(?:a|an|un|une|still|toujours)\\s+)?"
                + "([^,.;!?]+)").matcher(text);
        if (!said.find() || text.matches(".*\\d.*") || CHANGE.matcher(text).find() || NOT.matcher(text).find()) {
            return false;
        }
        String detail = withoutDeterminer(said.group(1).strip());
        return related().stream().filter(memory -> "person".equals(memory.kind()) && !subject(memory).isUser())
                .filter(card -> samePerson(subject(candidate).person(), subject(card).person()))
                .map(card -> Attributes.normalize(card.text())).filter(card -> card.contains("—"))
                .flatMap(card -> Arrays.stream(card.substring(card.indexOf('—') + 1).split(",")).map(String::strip))
                .map(Resemblance::withoutDeterminer)
                // a word cut short is the same word ("archi", "prof", "kiné"); a card's word said in full is too ("un golden",
                // "mon golden retriever"): holding a refinement costs a night, keeping the same dog twice would not
                .anyMatch(item -> item.equals(detail) || item.startsWith(detail) && detail.length() > 3
                        || item.length() > 3 && detail.startsWith(item + " ") && !detail.substring(item.length() + 1).contains(" "));
    }

    /**
     * A person card that adds only a bare value, names, a number or one word ("Tom — my brother,
     * Manchester" beside "…, lives in Leeds", "…, roofer" beside "…, electrician") beside the active
     * card of the same person that says something: the reader cannot tell whether it replaces what
     * the card says. A card that says what it adds ("Inès — ma fille, adore la danse" beside "…, 9
     * ans"), or beside a card that only names the person, is another attribute of that person
     * (bench/CORPUS.md), promoted.
     */
    boolean secondCard() {
        Set<String> adds = words(candidate);
        boolean bare = read(candidate).values().isEmpty() && (BARE_CARD.matcher(candidate.text().strip()).find()
                || adds.size() <= 1 && adds.stream().noneMatch(Meaning::concept));
        if (!"person".equals(candidate.kind()) || subject(candidate).isUser() || !bare) {
            // what the card adds says what it is ("works at Acme", "adore la danse"): another attribute, not a bare value
            return false;
        }
        return related().stream().anyMatch(memory -> "person".equals(memory.kind()) && !subject(memory).isUser()
                && samePerson(subject(candidate).person(), subject(memory).person()) && !words(memory).isEmpty());
    }

    /**
     * The candidate's value belongs to someone or something of another's, said with a possessive:
     * "le copain de Léo a 11 ans", "le copain de ma fille Inès", "le fils de ma voisine", "Léo's
     * teacher is new", "Nora's little brother Sami is 11", "my sister's partner": what it says is not
     * the value of the person the engine filed it under, nor the user's.
     */
    boolean aboutSomeoneOfTheirs() {
        String text = Attributes.normalize(candidate.text());
        String name = name(subject(candidate));
        Matcher french = OWNED_BY_FRENCH.matcher(text);
        while (french.find()) {
            if (french.group(1) != null && saidFirst(text, french.start()) || name != null && french.group(2) != null
                    && french.group(2).equals(name.split("\\s+")[0])) {
                return true;
            }
        }
        Matcher english = OWNED_BY_ENGLISH.matcher(text);
        while (english.find()) {
            String owner = english.group(2);
            String owned = english.group(3);
            boolean someone = english.group(1) != null && Relations.isWord(owner) && saidFirst(text, english.start())
                    || name != null && owner.equals(name.split("\\s+")[0]);
            if (someone && (Relations.isWord(owned) || OWNED.contains(owned))) {
                return true;
            }
        }
        return false;
    }

    /** Someone of the user's is the owner only where the sentence starts, as its subject: "une copine de la coloc de ma sœur" describes. */
    private static boolean saidFirst(String text, int at) {
        return text.substring(0, at).replaceAll("^.*[—:]", "").isBlank();
    }

    /**
     * The candidate tells a plan or a wish, not a value yet ("I'm going to move to Leeds", "on va
     * déménager à Rennes l'an prochain"), or a value for a while only ("living in Lisbon for the
     * summer"): what it would replace is still true.
     */
    static boolean saysLater(Known candidate) {
        String text = Attributes.normalize(candidate.text());
        return LATER.matcher(text).find() || FOR_A_WHILE.matcher(text).find();
    }

    /** The candidate says that something did not change ("toujours", "still"). */
    static boolean saysUnchanged(Known candidate) {
        String text = Attributes.normalize(candidate.text());
        return UNCHANGED.matcher(text).find() && !CHANGE.matcher(text).find();
    }

    /** The candidate says that something changed about a subject an active memory speaks of, and the reader did not see what. */
    boolean mayChange() {
        // "fait du poney depuis 2 ans" says how long it has lasted, not that it changed
        String text = ALSO_NOW.matcher(DURATION.matcher(Attributes.normalize(candidate.text())).replaceAll(" ")).replaceAll(" ");
        Value favourite = read(candidate).values().get(Attribute.FAVOURITE);
        if (favourite != null) {
            // "favourite book: The Left Hand of Darkness": the words of a title, as typed with capitals, say nothing of a change
            Set<String> titleWords = Set.of(favourite.value().split("\\s+"));
            for (String word : TITLE_WORD.matcher(candidate.text()).results().map(MatchResult::group).map(Attributes::normalize)
                    .filter(titleWords::contains).toList()) {
                text = text.replaceAll("\\b" + Pattern.quote(word) + "\\b", " ");
            }
        }
        if (related().isEmpty()) {
            return false;
        }
        Matcher change = CHANGE.matcher(text);
        boolean changed = false;
        boolean onlyStarted = true;
        boolean happened = "event".equals(candidate.kind()) && read(candidate).values().isEmpty();
        boolean nothingHeld = speaksOnlyOfWhatNothingHolds(text);
        while (change.find()) {
            if (nothingHeld && SINCE_WHEN.matcher(change.group()).matches()) {
                // "électricien depuis 2021", "I live in Belfast now": when a value began, of an attribute nothing known holds
                continue;
            }
            if (GOVERNED.matcher(text.substring(0, change.start())).find() && change.group().endsWith("er")) {
                // "promis de l'aider à déménager", "pour changer": a change one helps with or aims at, not one that happened
                continue;
            }
            if (happened && WHEN.matcher(change.group()).matches()) {
                // "hier on a fait la rando avec Marc": when an outing happened, not what changed
                continue;
            }
            changed = true;
            onlyStarted &= STARTED.matcher(change.group()).matches();
        }
        // "Tom a commencé la batterie", "I've taken up pottery": something begun, beside nothing it could replace
        return changed && !(onlyStarted && speaksOfNoAttribute(text));
    }

    /**
     * The candidate gives a value, and speaks only of attributes that no memory of its subject speaks of ("Je suis électricien
     * depuis 2021" beside "J'habite à Saint-Pierre", "I live in Belfast now" beside "I was born in Derry"): since when it
     * holds replaces nothing known. Not a status or a partner, which other memories hold in their words.
     */
    private boolean speaksOnlyOfWhatNothingHolds(String text) {
        Reading mine = read(candidate);
        if (mine.values().isEmpty() || PARTNERSHIP.matcher(text).find() || CHILDCARE.matcher(text).find()
                || mine.values().keySet().stream().anyMatch(attribute -> FAMILIES.stream().noneMatch(family -> family.contains(attribute)))
                || related().stream().anyMatch(memory -> subject(memory).isUser() != mine.subject().isUser())) {
            return false;
        }
        List<Set<Attribute>> spoken = FAMILIES.stream().filter(family -> family.stream().anyMatch(attribute -> spoken(attribute, mine, text)))
                .toList();
        return related().stream().noneMatch(memory -> spoken.stream().flatMap(Set::stream)
                .anyMatch(attribute -> spoken(attribute, read(memory), Attributes.normalize(memory.text()))));
    }

    /** The candidate speaks of none of the attributes that change (age, home, work, school, a favourite, a partner). */
    private boolean speaksOfNoAttribute(String text) {
        Reading mine = read(candidate);
        // a partner's own name is read as the user's partner in anything said of them
        boolean readNothing = mine.values().keySet().stream().allMatch(attribute -> attribute == Attribute.PARTNER && !mine.subject().isUser()
                && mine.values().get(attribute).value().equals(name(mine.subject())));
        return readNothing && SPOKEN_OF.keySet().stream().noneMatch(attribute -> spoken(attribute, mine, text))
                && !PARTNERSHIP.matcher(text).find() && !CHILDCARE.matcher(text).find();
    }

    /**
     * The candidate gives a value of something none of the memories of its subject speaks of ("Je
     * suis médecin généraliste à Rouen" beside "J'habite à Rouen"): whatever else it repeats, it
     * says something new.
     */
    boolean addsAnAttribute() {
        Reading mine = read(candidate);
        List<Known> same = related().stream().filter(memory -> subject(memory).isUser() == mine.subject().isUser()).toList();
        // "I grew up in Leeds" beside "I live in Leeds": where one comes from is not where one lives
        return mine.values().keySet().stream()
                .map(attribute -> FAMILIES.stream().filter(family -> family.contains(attribute)).findFirst().orElse(Set.of(attribute)))
                .anyMatch(family -> same.stream().noneMatch(memory -> family.stream()
                        .anyMatch(attribute -> spoken(attribute, read(memory), Attributes.normalize(memory.text())))));
    }

    /**
     * The candidate and an active memory of the same subject speak of one attribute (age, city,
     * work, school, a favourite), and the reader did not read its value on both sides: whether it
     * changed cannot be told ("Maddie — my daughter, 8" beside "…, 7"). A job and an employer are
     * one thing here: "Je travaille chez Picard" beside "caissière dans un supermarché" may be the
     * same work or another.
     */
    boolean unplaced() {
        Reading mine = read(candidate);
        return spokenOnBothSides(related()).anyMatch(shared -> shared.family().stream()
                .noneMatch(attribute -> comparable(mine.values().get(attribute), read(shared.memory()).values().get(attribute))));
    }

    /**
     * A plan or a wish ({@link #saysLater}) about an attribute a memory of the same subject holds: "si je décroche le
     * poste, je déménagerai à Bordeaux" beside "J'habite à Rennes", "I'd love to be a midwife one day" beside a job. Not a
     * value yet, so nothing to replace; filed beside the memory, it would read as a second value of that attribute.
     */
    boolean plansWhatIsHeld() {
        // a plan of the user's is weighed against whatever the user's memories hold, whichever facet the day gave it
        return saysLater(candidate) && spokenOnBothSides(related(true)).findAny().isPresent();
    }

    /** An active memory of the candidate's subject, and a family of attributes both of them speak of. */
    private record Shared(Known memory, Set<Attribute> family) {
    }

    private Stream<Shared> spokenOnBothSides(List<Known> about) {
        Reading mine = read(candidate);
        String myText = atSomeonesHome(candidate);
        return about.stream().flatMap(memory -> {
            Reading theirs = read(memory);
            String theirText = Attributes.normalize(memory.text());
            return FAMILIES.stream()
                    .filter(family -> family.stream().anyMatch(attribute -> spoken(attribute, mine, myText))
                            && family.stream().anyMatch(attribute -> spoken(attribute, theirs, theirText)))
                    .map(family -> new Shared(memory, family));
        });
    }

    /** The candidate's words without a home it is at: "crémaillère chez Mathis", "dîner chez mes parents" say no employer. */
    private static String atSomeonesHome(Known memory) {
        String text = Attributes.normalize(memory.text());
        String names = memory.persons().stream().map(Who::name).filter(Objects::nonNull).map(Attributes::normalize).map(Pattern::quote)
                .collect(Collectors.joining("|"));
        // and at the home of someone's family: "dîner chez les parents de Julie", "chez la mère de Tom"
        return Pattern.compile("\\bchez (?:moi|toi|lui|elle|nous|vous|eux|elles|(?:mes|ma|mon|ses|sa|son|nos|notre|leur|leurs) [a-z-]+"
                + "|(?:les|la|le|l') ?(?:parents|grands-parents|beaux-parents|famille|pere|mere|grand-mere|grand-pere|belle-mere|beau-pere|"
                + "frere|soeur|freres|soeurs|oncle|tante|cousine?s?|copain|copine|amie?s?|potes?) (?:de|d'|du) ?"
                + "(?:mes|ma|mon|ses|sa|son|nos|notre|leur|leurs|la|le|l')? ?[a-z-]+"
                + (names.isEmpty() ? "" : "|" + names) + ")\\b").matcher(text).replaceAll(" ");
    }

    private static boolean spoken(Attribute attribute, Reading reading, String text) {
        return reading.values().containsKey(attribute) || SPOKEN_OF.containsKey(attribute) && SPOKEN_OF.get(attribute).matcher(text).find();
    }

    /** Both sides read a value the reader can compare. */
    private static boolean comparable(Value mine, Value theirs) {
        return mine != null && theirs != null;
    }

    private Reading read(Known memory) {
        return readings.computeIfAbsent(memory, known -> Attributes.read(new Said(known.kind(), known.text(), known.persons())));
    }

    /** The active memories about the candidate's subject that share a word of content with it (beyond the person's name). */
    List<Known> echoed() {
        // an age said again ("a 92 ans" beside "92 ans, en EHPAD") goes on about nothing the memory keeps besides
        Set<String> said = words(candidate).stream().filter(word -> !AGE_WORDS.matcher(word).matches()).collect(Collectors.toSet());
        return related().stream().filter(memory -> words(memory).stream().anyMatch(said::contains)).toList();
    }

    /**
     * The candidate speaks of a birth or a name of a subject an active memory gives a birth or a
     * name to, and the reader found neither the same value nor another: it may contradict what
     * never changes.
     */
    boolean mayContradict() {
        String text = Attributes.normalize(candidate.text());
        // a present, a party or a call for a birthday gives no date of birth unless it says one
        boolean birth = (BIRTH.matcher(text).find() || CAME_FROM.matcher(candidate.text()).find()) && (saysWhatIs(candidate) || read(candidate).values().containsKey(Attribute.BIRTH_DATE));
        boolean naming = NAMING.matcher(text).find();
        if (!birth && !naming) {
            // a card under another name for the one of a relation one has once ("Richard — my father-in-law" beside Robert)
            return "person".equals(candidate.kind()) && renamesTheOnly() && !QUALIFIED_RELATION.matcher(text).find()
                    && Relations.oneALife(normalized(subject(candidate).person().relation()));
        }
        return related(true).stream().map(memory -> Attributes.normalize(memory.text()))
                .anyMatch(known -> birth && BIRTH.matcher(known).find() || naming && NAMING.matcher(known).find())
                || naming && renamesTheOnly();
    }

    /** A relation said with what makes it one of its kind: "mon parrain de confirmation", "my godmother from my christening". */
    private static final Pattern QUALIFIED_RELATION = Pattern.compile("—\\s*(?:mon|ma|my|our|notre)\\s+[\\p{L}-]+\\s+(?:de|d'|du|from)\\s?"
            + "(?:my\\s|mon\\s|ma\\s)?(?:confirmation|bapteme|communion|christening|baptism|confirmation|mariage|wedding|coeur|heart)\\b");

    /** A fact or a person's card says what is; a task, a reminder or an event says what is to be done or happens. */
    private static boolean saysWhatIs(Known memory) {
        return "fact".equals(memory.kind()) || "person".equals(memory.kind()) || "memo".equals(memory.kind());
    }

    /**
     * "Ma belle-mère s'appelle Sophie" beside Sylvie, the one stepmother, or "mon chat s'appelle
     * Félix" beside Minou, the one cat (unless a new or second one is announced): one person said
     * to bear another name.
     */
    private boolean renamesTheOnly() {
        Subject mine = subject(candidate);
        String text = Attributes.normalize(candidate.text());
        String relation = mine.isUser() ? null : normalized(mine.person().relation());
        Matcher said = NAME_SAID.matcher(text);
        String name = said.find() ? said.group(1) : name(mine);
        if (relation == null || name == null || !Relations.oneALife(relation) && ANOTHER.matcher(text).find()) {
            return false;
        }
        List<String> names = active.stream().map(this::subject).filter(subject -> !subject.isUser())
                .filter(subject -> relation.equals(normalized(subject.person().relation()))).map(Resemblance::name).toList();
        return names.size() == 1 && names.get(0) != null && !nameParts(names.get(0)).contains(name);
    }

    /**
     * The card of the same person whose age, written bare ("Maddie — my daughter, 7"), the
     * candidate gives another value ("just turned eight"): the reader reads an age only with its
     * unit, a card often has none.
     */
    Optional<Known> olderAge() {
        Subject mine = subject(candidate);
        Optional<Integer> age = age(candidate);
        if (mine.isUser() || age.isEmpty() || notAnAge(candidate) || Classifier.saysAPastAge(candidate)) {
            // "avait 3 ans quand…", "was 6 when…": an age the person had, not the one they have
            return Optional.empty();
        }
        List<Known> older = related().stream().filter(memory -> "person".equals(memory.kind()))
                .filter(memory -> !subject(memory).isUser() && age(memory).filter(before -> !before.equals(age.get())).isPresent())
                .toList();
        return older.size() == 1 ? Optional.of(older.get(0)) : Optional.empty();
    }

    /**
     * The candidate names, without giving it anew, the place, employer or school an active memory of
     * the same subject holds ("Tom has a flat in Leeds" beside "Tom — my brother, lives in Leeds",
     * "Je suis lyonnaise" beside "J'habite à Lyon"): the same value said otherwise.
     */
    boolean namesAKnownValue() {
        String text = Attributes.normalize(candidate.text());
        if (!"fact".equals(candidate.kind()) && !"person".equals(candidate.kind())) {
            // an event, a plan or a task happens somewhere: "house-sitting for Maeve in Galway until Sunday"
            return false;
        }
        boolean user = subject(candidate).isUser();
        // the user's own values for a candidate about the user, the person's for one about them: not the value of a person it names
        List<Known> same = related().stream().filter(memory -> subject(memory).isUser() == user).toList();
        Set<String> names = candidate.persons().stream().map(Who::name).filter(Objects::nonNull).map(Attributes::normalize)
                .collect(Collectors.toSet());
        // "c'est fini la Poste", "quit Greggs": a known value named as the one left is no value said again
        String ended = Stream.concat(ENDED_VALUE.matcher(text).results(), LEFT_WORK.matcher(text).results())
                .map(found -> found.group(1)).collect(Collectors.joining(" "));
        // "Spurs season ticket" beside "lives in Tottenham": a club named after the town is not the town
        List<String> clubs = Clubs.sameClub().stream().map(club -> Attributes.normalize(club.get(0)))
                .filter(club -> club.contains(" ") && text.contains(club)).toList();
        String kept = clubs.stream().reduce(LEFT_WORK.matcher(ENDED_VALUE.matcher(text).replaceAll(" ")).replaceAll(" "),
                (said, club) -> said.replace(club, " "));
        List<String> proper = PROPER.matcher(candidate.text()).results().map(found -> Attributes.normalize(found.group()))
                // "on Fridays": a day in the plural is no name either
                .filter(word -> !names.contains(word) && !CalendarWords.contains(word) && !CalendarWords.contains(word.replaceFirst("s$", "")))
                .filter(word -> !mentions(word, ended))
                .filter(word -> clubs.stream().noneMatch(club -> Arrays.asList(club.split(" ")).contains(word)))
                .toList();
        if (same.stream().anyMatch(memory -> proper.stream().anyMatch(word -> mentions(word, memory.text())))) {
            // "Je suis cheminot à la SNCF" beside "Je bosse à la SNCF": a name the known memory of the subject gives
            return true;
        }
        return same.stream().map(this::read).flatMap(reading -> Stream.of(Attribute.CITY, Attribute.EMPLOYER, Attribute.SCHOOL)
                        .map(reading.values()::get).filter(Objects::nonNull))
                .anyMatch(value -> mentions(value.value(), kept));
    }

    /**
     * Whether {@code text} names {@code value}: a word of it (not "saint" nor "north") as a word of the
     * text, or the start of a word it gives its people ("lyon" in "lyonnaise", "borde" in "bordelais").
     */
    static boolean mentions(String value, String text) {
        List<String> words = Arrays.asList(Attributes.normalize(text).split("[^\\p{L}\\p{N}]+"));
        return Arrays.stream(value.split("[^\\p{L}\\p{N}]+")).filter(part -> part.length() > 2 && !COMMON_NAME_WORDS.contains(part))
                .anyMatch(part -> words.contains(part) || part.length() >= 4 && words.stream()
                        .anyMatch(word -> word.length() > part.length() && word.startsWith(part.substring(0, Math.min(5, part.length())))
                                || demonym(word, part)));
    }

    /**
     * "glaswegian" for Glasgow, "mancunian" for Manchester, "nicoise" for Nice: a word of a place's
     * people, which keeps fewer of its letters than a word made on the place does.
     */
    private static boolean demonym(String word, String place) {
        int kept = Math.min(4, place.length() - 1);
        return word.length() > kept + 2 && DEMONYM.matcher(word).find() && word.startsWith(place.substring(0, kept));
    }

    /** An age said as what will be: "Emma is 15 in June", "will be 40 next year", "aura 12 ans en mars". */
    private static final Pattern AGE_TO_COME = Pattern.compile("\\b(?:will be|'ll be|will turn|is going to be|is gonna be|va avoir|vont avoir|"
            + "aura|auront|aurai)\\s+\\d+\\b"
            + "|\\b(?<!turned )(?<!a eu )(?<!ai eu )(?<!fete ses )(?<!fete son )\\d+(?:\\s*(?:ans|years?(?: old)?))?\\s+"
            + "(?:in|en|on|le|next|au|a la|d'ici|dans|this coming)\\s+(?:january|february|march|april|may|june|july|august|september|"
            + "october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|next|"
            + "prochain\\w*|summer|spring|autumn|winter|ete|printemps|automne|hiver)\\b");

    /** The memory says an age the subject will have, not one it has. */
    static boolean saysAnAgeToCome(Known memory) {
        return AGE_TO_COME.matcher(Attributes.normalize(memory.text())).find();
    }

    /** The years the memory speaks of are a duration or an age still to come, not the subject's age now. */
    static boolean notAnAge(Known memory) {
        return DURATION.matcher(Attributes.normalize(memory.text())).find();
    }

    private Optional<Integer> age(Known memory) {
        Value read = read(memory).values().get(Attribute.AGE);
        if (read != null) {
            return Optional.of(Integer.parseInt(read.value()));
        }
        Matcher bare = BARE_AGE.matcher(Attributes.normalize(memory.text()));
        return bare.find() ? Optional.of(Integer.parseInt(bare.group(1))) : Optional.empty();
    }

    /**
     * "Mon fils a commencé le judo" when two sons are known: a relation that names nobody among
     * several of that relation.
     */
    boolean ambiguous() {
        Subject mine = subject(candidate);
        if (mine.isUser() || name(mine) != null || mine.person().relation() == null) {
            return false;
        }
        String relation = normalized(mine.person().relation());
        return active.stream().map(this::subject).filter(subject -> !subject.isUser())
                .filter(subject -> relation.equals(normalized(subject.person().relation())))
                .map(subject -> name(subject) == null ? "" : name(subject)).distinct().count() > 1;
    }

    /**
     * An age and a year of birth of one subject that cannot both be true ("née en 1990" beside
     * "j'ai 41 ans" in 2026): a date of birth contradicted, whichever side says which.
     */
    boolean ageBeliesBirth(int year) {
        // the age as the card may write it bare ("Stan — my grandad, 86"), not only as the reader reads it
        return related(true).stream().anyMatch(theirs -> belies(candidate, theirs, year) || belies(theirs, candidate, year));
    }

    private boolean belies(Known aged, Known born, int year) {
        Optional<Integer> age = notAnAge(aged) ? Optional.empty() : age(aged);
        Value birth = read(born).values().get(Attribute.BIRTH_DATE);
        if (age.isEmpty() || birth == null) {
            return false;
        }
        Matcher birthYear = YEAR.matcher(birth.value());
        if (!birthYear.find()) {
            return false;
        }
        int implied = year - Integer.parseInt(birthYear.group(1));
        int said = age.get();
        return said < implied - 1 || said > implied;
    }

    /**
     * The active partner a fact about the user ends or replaces: "je suis célibataire, c'est fini avec
     * Maxime" ends Maxime's card, or the fact "je suis en couple avec Maxime" even when the sentence is
     * filed about Maxime as an ex; "I'm seeing Hannah now" replaces Kira's card. The partner is the
     * one the candidate names, or the only one; an ending said without being single ("we broke up")
     * must name them.
     */
    Optional<Known> formerPartner() {
        Reading reading = read(candidate);
        Value status = reading.values().get(Attribute.STATUS);
        Value partner = reading.values().get(Attribute.PARTNER);
        String text = " " + Attributes.normalize(candidate.text()) + " ";
        boolean single = status != null && UNPARTNERED.contains(status.value());
        // "on s'est séparés", "we broke up", "c'est fini avec …": an ending, which must name the partner it ends
        boolean ended = !single && ENDED.matcher(text).find() && !LATER.matcher(text).find();
        boolean aboutThePartner = !reading.subject().isUser() && reading.subject().person().relation() != null
                && partnerOrFormer(Attributes.normalize(reading.subject().person().relation()));
        if (!reading.subject().isUser() && !(aboutThePartner && (single || ended))) {
            // "Chloé et moi on s'est séparés, je suis célib" said of Chloé (as a partner or an ex) ends her card as the user's being single does
            return Optional.empty();
        }
        if (aboutThePartner) {
            partner = null;
        }
        if (!single && !ended && partner == null) {
            return Optional.empty();
        }
        if (partner != null) {
            List<Known> partners = partnerCards();
            return partners.size() == 1 && !partner.value().equals(name(subject(partners.get(0)))) ? Optional.of(partners.get(0))
                    : Optional.empty();
        }
        // the card of the partner, or a fact of the user's being with them ("je suis en couple avec Samia")
        List<Known> partners = Stream.concat(partnerCards().stream(), coupleFacts().stream()).toList();
        List<Known> named = partners.stream().filter(memory -> partnerNames(memory).stream().anyMatch(name -> named(text, name))).toList();
        if (named.size() == 1 || ended) {
            return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
        }
        return partners.size() == 1 && named.isEmpty() ? Optional.of(partners.get(0)) : Optional.empty();
    }

    /** The text opens on the end of a couple, said impersonally: "c'est fini avec Maud", "it's over between Dan and me". */
    static boolean opensOnACouplesEnd(String text) {
        return ENDED.matcher(text).lookingAt();
    }

    /** A partner, or one who was: "ex-girlfriend", "ex", "former partner". */
    private static boolean partnerOrFormer(String relation) {
        String former = relation.replaceFirst("^(?:ex|former|ancien(?:ne)?)[- ]?", "");
        return Relations.isPartner(relation) || relation.equals("ex") || !former.equals(relation) && Relations.isPartner(former);
    }

    /** The user's facts of being with someone: "je suis en couple avec Samia", "I'm married to Helen", said of the user or of the partner. */
    private List<Known> coupleFacts() {
        return active.stream().filter(memory -> "fact".equals(memory.kind())).filter(memory -> {
            Reading reading = read(memory);
            Value status = reading.values().get(Attribute.STATUS);
            boolean together = status != null && !UNPARTNERED.contains(status.value());
            if (reading.subject().isUser()) {
                return together || reading.values().get(Attribute.PARTNER) != null;
            }
            // said of the partner, the reader reads their name as the partner in anything ("Chloé adore l'escalade"): only a couple said counts
            return together && reading.subject().person().relation() != null
                    && Relations.isPartner(Attributes.normalize(reading.subject().person().relation()));
        }).toList();
    }

    /** The names under which a memory speaks of the user's partner: its person's, or the partner it reads. */
    private List<String> partnerNames(Known memory) {
        Reading reading = read(memory);
        return Stream.of(name(reading.subject()), Optional.ofNullable(reading.values().get(Attribute.PARTNER)).map(Value::value).orElse(null))
                .filter(Objects::nonNull).toList();
    }

    private static boolean named(String text, String name) {
        Set<String> words = Set.copyOf(Arrays.asList(text.split("[^\\p{L}\\p{N}-]+")));
        return Arrays.stream(name.split("\\s+")).anyMatch(part -> part.length() > 2 && words.contains(part));
    }

    /**
     * The card of the same partner a step before on the way to marriage: "Shauna — my fiancée" (she
     * said yes) replaces "Shauna — my girlfriend", "Karim — mon mari" replaces "Karim — mon fiancé" or
     * "Karim — mon pacsé" (the step said by the card's words when its relation only says partner).
     * Only a step forward: a wife called a girlfriend in passing is the same wife.
     */
    Optional<Known> earlierStep() {
        Subject mine = subject(candidate);
        if (mine.isUser() || name(mine) == null || !saysWhatIs(candidate)) {
            return Optional.empty();
        }
        int step = step(normalized(mine.person().relation()));
        Set<String> myName = nameParts(name(mine));
        List<Known> before = partnerCards().stream().filter(card -> name(subject(card)) != null)
                .filter(card -> nameParts(name(subject(card))).equals(myName))
                .filter(card -> {
                    int theirs = cardStep(card);
                    return theirs > 0 && theirs < step;
                }).toList();
        return step > 0 && before.size() == 1 ? Optional.of(before.get(0)) : Optional.empty();
    }

    /**
     * The one memory of the same subject that holds a job or an employer, when the candidate says the
     * subject retired ("Maman a pris sa retraite" beside "Maman — travaille à la Poste"): a working
     * life ended ends the work it held. Not a memory that says the retirement already.
     */
    Optional<Known> workEnded() {
        Value job = read(candidate).values().get(Attribute.JOB);
        if (job == null || !RETIRED.contains(job.value()) || saysLater(candidate)) {
            return Optional.empty();
        }
        Subject mine = subject(candidate);
        List<Known> working = related().stream().filter(memory -> subject(memory).isUser() == mine.isUser())
                .filter(memory -> mine.isUser() || samePerson(mine.person(), subject(memory).person()))
                .filter(memory -> {
                    Value theirs = read(memory).values().get(Attribute.JOB);
                    return theirs != null && !RETIRED.contains(theirs.value()) || theirs == null && read(memory).values().containsKey(Attribute.EMPLOYER);
                }).toList();
        return working.size() == 1 ? Optional.of(working.get(0)) : Optional.empty();
    }

    /**
     * The one memory of the same subject that holds the work the candidate says was left, named by its place ("quit Uber,
     * doing an HVAC apprenticeship now" beside "I drive for Uber full time", "j'ai lâché le bistrot du port" beside "Je suis
     * serveur au Bistrot du Port"): the work it held ended. Not a place left as a home ("left Leeds, living in York now").
     */
    Optional<Known> workLeft() {
        String text = Attributes.normalize(candidate.text());
        Reading mine = read(candidate);
        if (saysLater(candidate) || mine.values().containsKey(Attribute.CITY)) {
            return Optional.empty();
        }
        // the place left is what the verb governs, not where something else was left: "left my phone at Tesco" leaves no Tesco
        List<String> left = LEFT_WORK.matcher(text).results().map(found -> THEN_WHERE.split(found.group(1), 2)[0])
                // the work named by its place and the word for work: "the bar job", "le taf au garage"
                .map(place -> WORK_WORD.matcher(place).replaceAll("").strip()).filter(place -> !place.isEmpty()).toList();
        if (left.isEmpty()) {
            return Optional.empty();
        }
        List<Known> working = related().stream().filter(memory -> subject(memory).isUser() == mine.subject().isUser())
                .filter(memory -> mine.subject().isUser() || samePerson(mine.subject().person(), subject(memory).person()))
                .filter(memory -> {
                    Map<Attribute, Value> theirs = read(memory).values();
                    Value employer = theirs.get(Attribute.EMPLOYER);
                    // a fact of who one is that names a place and no home: "I drive for Uber full time"
                    boolean work = theirs.containsKey(Attribute.JOB) || "identity".equals(memory.facet())
                            && !theirs.containsKey(Attribute.CITY) && !theirs.containsKey(Attribute.BIRTH_PLACE);
                    String where = employer != null ? employer.value() : work ? memory.text() : null;
                    return where != null && left.stream().anyMatch(value -> mentions(value, where))
                            || left.stream().anyMatch(value -> doneAsWork(value, memory));
                }).toList();
        return working.size() == 1 ? Optional.of(working.get(0)) : Optional.empty();
    }

    /**
     * The work left said by what one did ("quit teaching", "packed in coaching") is the work a memory holds by its job ("coach")
     * or by the same verb where it is done ("teaches at a primary school"), not a word of the same root elsewhere ("a drinks firm").
     */
    private boolean doneAsWork(String left, Known memory) {
        Matcher gerund = GERUND.matcher(left);
        if (!gerund.matches()) {
            return false;
        }
        String stem = gerund.group(1);
        Value job = read(memory).values().get(Attribute.JOB);
        return job != null && job.value().startsWith(stem) || Pattern.compile("\\b" + Pattern.quote(stem) + "(?:es|s|ed|e)? (?:at|in|for)\\b")
                .matcher(Attributes.normalize(memory.text())).find();
    }

    /** An activity said by its "-ing": the stem of "teaching", "nursing", "driving". */
    private static final Pattern GERUND = Pattern.compile("([a-z]{4,}?)e?ing");

    /** The user with someone, as one subject: "Ciara and I", "me and Dan", "Ophélie et moi", "avec Samia on". */
    private static final Pattern WITH_ME = Pattern.compile("\\b(?:and i|and me|me and|et moi|moi et|with me|avec moi)\\b|^\\s*avec \\S+,? on\\b");
    /** How a card says who the partner is when its relation does not: "ma copine", "my fiancé", "mon mari". */
    private static final Pattern PARTNER_WORD = Pattern.compile("\\b(?:(copine|copain|girlfriend|boyfriend|petite amie|petit ami|mec|meuf)|"
            + "(fiancee?|fiance|pacsee?|civil partner)|(mari|femme|epouse|epoux|wife|husband))\\b");

    /**
     * The card of the partner the user says a step with, in the first person plural or on the partner's card: "Ciara and I
     * got married" beside "Ciara — my fiancée", "me and Dan broke up, single again" beside "Dan — my boyfriend", "Ophélie —
     * ma fiancée !!" beside "Ophélie — ma copine". Forward only, or an ending: a wife called a girlfriend in passing stays a wife.
     */
    Optional<Known> partnerStep() {
        Reading mine = read(candidate);
        Value status = mine.values().get(Attribute.STATUS);
        String text = " " + Attributes.normalize(candidate.text()) + " ";
        if (status == null || mine.subject().isUser() || name(mine.subject()) == null || LATER.matcher(text).find()
                || !(WITH_ME.matcher(text).find() || CARD.matcher(candidate.text()).find())) {
            return Optional.empty();
        }
        Set<String> myName = nameParts(name(mine.subject()));
        List<Known> cards = partnerCards().stream().filter(card -> name(subject(card)) != null)
                .filter(card -> nameParts(name(subject(card))).equals(myName)).toList();
        if (cards.size() != 1) {
            return Optional.empty();
        }
        int before = cardStep(cards.get(0));
        int after = statusStep(mine);
        boolean ended = after == 0 || after == 4;
        return ended || before > 0 && after > before ? Optional.of(cards.get(0)) : Optional.empty();
    }

    private int cardStep(Known card) {
        int step = step(normalized(subject(card).person().relation()));
        if (step > 0) {
            return step;
        }
        Matcher word = PARTNER_WORD.matcher(Attributes.normalize(card.text()));
        return !word.find() ? 0 : word.group(1) != null ? 1 : word.group(2) != null ? 2 : 3;
    }

    /**
     * How far along a partner is: a girlfriend or boyfriend 1, engaged, pacsed or a civil partner 2 (a bond short of the
     * marriage that ends it), married 3; 0 for a partner said without which.
     */
    private static int step(String relation) {
        if (relation == null) {
            return 0;
        }
        return switch (relation) {
            case "girlfriend", "boyfriend" -> 1;
            case "fiance", "fiancee", "pacse", "pacsee", "civil partner" -> 2;
            case "wife", "husband", "spouse" -> 3;
            default -> 0;
        };
    }

    /**
     * The one active fact that holds the user's relationship status or partner, when the user says
     * in the first person that they reached another step: "on est mariés depuis samedi" replaces "je
     * suis fiancée à Rémi", "I'm engaged!!" replaces "I'm single". A status said of someone else
     * ("my cousin got married") or to come is no step of the user's.
     */
    Optional<Known> statusHeld() {
        Reading reading = read(candidate);
        Value status = reading.values().get(Attribute.STATUS);
        String text = " " + Attributes.normalize(candidate.text()) + " ";
        // said of the one it ended with too: "c'est fini avec Clara, je suis célibataire" about Clara as an ex
        boolean aboutAFormerPartner = !reading.subject().isUser() && reading.subject().person().relation() != null
                && partnerOrFormer(Attributes.normalize(reading.subject().person().relation()));
        if (status == null || !saysWhatIs(candidate) || !FIRST_PERSON.matcher(text).find() || LATER.matcher(text).find()
                || !usersOrPartners(reading.subject()) && !aboutAFormerPartner) {
            return Optional.empty();
        }
        List<Known> holders = active.stream().filter(memory -> "fact".equals(memory.kind()))
                .filter(memory -> holdsTheStatus(read(memory))).toList();
        return holders.size() == 1 && statusStep(read(holders.get(0))) != statusStep(reading) ? Optional.of(holders.get(0))
                : Optional.empty();
    }

    /** A fact of the user's status or partner; said of the partner, only a status counts ("Chloé adore l'escalade" names her as partner in anything). */
    private static boolean holdsTheStatus(Reading reading) {
        return reading.subject().isUser() ? statusStep(reading) >= 0
                : usersOrPartners(reading.subject()) && reading.values().get(Attribute.STATUS) != null;
    }

    private static boolean usersOrPartners(Subject subject) {
        return subject.isUser() || Relations.isPartner(subject.person().relation());
    }

    /** Single 0, with someone 1, engaged 2, married or pacsed 3, separated, divorced or widowed 4; -1 when nothing is said of it. */
    private static int statusStep(Reading reading) {
        Value status = reading.values().get(Attribute.STATUS);
        if (status == null) {
            return reading.values().get(Attribute.PARTNER) != null ? 1 : -1;
        }
        return switch (status.value()) {
            case "single" -> 0;
            case "engaged" -> 2;
            case "married" -> 3;
            case "separated", "divorced", "widowed" -> 4;
            default -> 1;
        };
    }

    /**
     * The user's active status without a partner ("I'm single") that a partner's card or the user's
     * new partner ends: "Alex — my partner, we're official now".
     */
    Optional<Known> formerStatus() {
        Reading reading = read(candidate);
        if (reading.values().get(Attribute.PARTNER) == null) {
            return Optional.empty();
        }
        List<Known> alone = active.stream().filter(memory -> subject(memory).isUser()).filter(memory -> {
            Value status = read(memory).values().get(Attribute.STATUS);
            return status != null && UNPARTNERED.contains(status.value());
        }).toList();
        return alone.size() == 1 ? Optional.of(alone.get(0)) : Optional.empty();
    }

    /**
     * The user introduces themself under another name than the active one ("Moi c'est Maxime, au
     * fait" beside "Je m'appelle Mathieu"); empty when no name of the user is known.
     */
    Optional<Boolean> introducedOtherwise() {
        Matcher introduced = INTRODUCED.matcher(candidate.text().replace('’', '\''));
        if (!subject(candidate).isUser() || !introduced.find() || NOT_NAMES.contains(Attributes.normalize(introduced.group(1)))) {
            return Optional.empty();
        }
        String name = Attributes.normalize(introduced.group(1));
        List<String> known = active.stream().filter(memory -> subject(memory).isUser())
                .map(memory -> read(memory).values().get(Attribute.NAME)).filter(Objects::nonNull).map(Value::value).toList();
        return known.isEmpty() ? Optional.empty() : Optional.of(known.stream().noneMatch(one -> nameParts(one).contains(name)));
    }

    private List<Known> partnerCards() {
        return active.stream().filter(memory -> "person".equals(memory.kind())).filter(memory -> {
            Subject subject = subject(memory);
            return !subject.isUser() && subject.person().relation() != null
                    && Relations.isPartner(Attributes.normalize(subject.person().relation()));
        }).toList();
    }

    /** The active memories about the candidate's subject, or naming the person it is about, or named by it. */
    List<Known> related() {
        if (related == null) {
            related = related(false);
        }
        return related;
    }

    /** With {@code anySide}, every fact about the user is about the user, whatever its facet. */
    private List<Known> related(boolean anySide) {
        Subject subject = subject(candidate);
        String text = " " + Attributes.normalize(candidate.text()) + " ";
        return active.stream().filter(memory -> {
            Subject other = subject(memory);
            if (subject.isUser() && other.isUser()) {
                // the user's plans are compared with the user's plans: "pub quiz thurs 8pm" beside "Quiz night on Thursday at 8"
                return "fact".equals(candidate.kind()) && "fact".equals(memory.kind())
                        && (anySide || Objects.equals(candidate.facet(), memory.facet()))
                        || "event".equals(candidate.kind()) && "event".equals(memory.kind())
                        // a note kept is compared with the notes kept: "door code: 4512" beside "code de la porte 4512"
                        || "memo".equals(candidate.kind()) && "memo".equals(memory.kind())
                        // something to do with something to do, for the same day and hour: "ring the gas man fri" is "Friday: call the gas man"
                        || toDo(candidate) && toDo(memory) && numbers(memory).equals(numbers(candidate)) && days(memory).equals(days(candidate));
            }
            if (subject.isUser() != other.isUser()) {
                // a fact about the user that names a person ("c'est fini avec Maxime"), or the other way round
                return named(text, other) || named(" " + Attributes.normalize(memory.text()) + " ", subject)
                        // a habit of the user's done with someone ("Yoga tous les mardis soir avec Claire") is the user's
                        || "fact".equals(candidate.kind()) && "fact".equals(memory.kind()) && Objects.equals(candidate.facet(), memory.facet())
                        && (accompanied(memory, other) || accompanied(candidate, subject));
            }
            return samePerson(subject.person(), other.person());
        }).toList();
    }

    private static boolean toDo(Known memory) {
        return "task".equals(memory.kind()) || "reminder".equals(memory.kind());
    }

    /** The person is named in the memory only as who the user does it with: "avec Claire", "with Jo and Sam". */
    private static boolean accompanied(Known memory, Subject subject) {
        String name = name(subject);
        return name != null && Pattern.compile("\\b(?:avec|with)\\s(?:[a-z]+\\s(?:et|and)\\s)?" + Pattern.quote(name) + "\\b")
                .matcher(Attributes.normalize(memory.text())).find();
    }

    private static boolean named(String text, Subject subject) {
        String name = name(subject);
        return name != null && named(text, name);
    }

    private boolean samePerson(Who mine, Who other) {
        String myName = normalized(mine.name());
        String otherName = normalized(other.name());
        String myRelation = normalized(mine.relation());
        String otherRelation = normalized(other.relation());
        if (myName != null && otherName != null) {
            return (nameParts(myName).containsAll(nameParts(otherName)) || nameParts(otherName).containsAll(nameParts(myName)))
                    && (myRelation == null || otherRelation == null || Relations.kin(myRelation).equals(Relations.kin(otherRelation)));
        }
        if (myRelation == null || !myRelation.equals(otherRelation)) {
            return false;
        }
        // one son known by a card and by facts that name him is one son
        return active.stream().map(this::subject).filter(subject -> !subject.isUser())
                .filter(subject -> myRelation.equals(normalized(subject.person().relation())))
                .map(subject -> name(subject) == null ? "" : name(subject)).distinct().count() == 1;
    }


    private static Set<String> nameParts(String name) {
        return Arrays.stream(name.split("[\\s-]+")).collect(Collectors.toSet());
    }

    private Subject subject(Known memory) {
        return read(memory).subject();
    }

    private static String name(Subject subject) {
        return subject.isUser() ? null : normalized(subject.person().name());
    }

    private static String normalized(String text) {
        return text == null || text.isBlank() ? null : Attributes.normalize(text);
    }

    /** What a memory says ({@link Meaning}), without the names and relations of the persons it is about. */
    private Set<String> words(Known memory) {
        return meanings.computeIfAbsent(memory, this::meaning);
    }

    private Set<String> meaning(Known memory) {
        Set<String> names = memory.persons().stream().flatMap(who -> Stream.of(who.name(), who.relation()))
                .filter(Objects::nonNull).map(Attributes::normalize).flatMap(name -> Arrays.stream(name.split("\\s+")))
                .collect(Collectors.toSet());
        if (french == null) {
            french = Meaning.french(Stream.concat(Stream.of(candidate), active.stream()).map(Known::text).toList());
        }
        return Meaning.of(memory.text(), names, french);
    }
}
