package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Who;
import io.souvenir.platform.memory.Breeds;
import io.souvenir.platform.memory.Clubs;
import io.souvenir.platform.memory.Professions;
import io.souvenir.platform.memory.Relations;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * One way of saying each subject + attribute + value, so that every rule of the night (already
 * known, update, lookalike) compares the same reading: a job in either language or in slang is
 * one job ("infirmière" and "nurse", "kiné" and "kinésithérapeute", "sparky" and "electrician"),
 * and the ways of saying where one lives that the attribute reader does not know are said as it
 * knows them ("Home is Hoboken", "est partie vivre à Toulouse"); a breed, a club, a diet or a town is
 * said by one of its names, and a home bought somewhere or an employer told by the hiring by the
 * move or the job it makes ("s'est acheté un condo à Sherbrooke", "got poached by KPMG"). Only the words of a value
 * change: what makes a memory sensitive, who it is about and how it is typed stay as they were.
 */
final class Phrasing {

    /** Jobs that are one job (one table with the attribute reader's), the first of each the word the reader knows. */
    private static final List<List<String>> JOBS = Professions.sameJob();

    /** The jobs as the night says them, to tell that a memory speaks of a job even where the reader reads none. */
    static final Pattern JOB = Pattern.compile("\\b(?:" + String.join("|", JOBS.stream().map(job -> job.get(0)).toList()) + ")\\b");

    /** Towns by the nicknames everyone knows, French and English, and the name the reader reads. */
    private static final Map<String, String> CITY_NICKNAMES = Map.ofEntries(Map.entry("big apple", "New York"),
            Map.entry("windy city", "Chicago"), Map.entry("chi-town", "Chicago"), Map.entry("city of angels", "Los Angeles"),
            Map.entry("sin city", "Las Vegas"), Map.entry("big easy", "New Orleans"), Map.entry("nola", "New Orleans"),
            Map.entry("motor city", "Detroit"), Map.entry("beantown", "Boston"), Map.entry("frisco", "San Francisco"),
            Map.entry("san fran", "San Francisco"), Map.entry("h-town", "Houston"), Map.entry("mile high city", "Denver"),
            Map.entry("emerald city", "Seattle"), Map.entry("music city", "Nashville"), Map.entry("big smoke", "London"),
            Map.entry("auld reekie", "Edinburgh"), Map.entry("brum", "Birmingham"), Map.entry("the toon", "Newcastle"),
            Map.entry("steel city", "Sheffield"), Map.entry("granite city", "Aberdeen"), Map.entry("eternal city", "Rome"),
            Map.entry("city of light", "Paris"), Map.entry("ville lumiere", "Paris"), Map.entry("paname", "Paris"),
            Map.entry("panam", "Paris"), Map.entry("cite phoceenne", "Marseille"), Map.entry("ville rose", "Toulouse"),
            Map.entry("capitale des gaules", "Lyon"), Map.entry("belle endormie", "Bordeaux"), Map.entry("cite des papes", "Avignon"),
            Map.entry("cite des ducs", "Nantes"), Map.entry("cite ardente", "Liège"),
            Map.entry("capitale des flandres", "Lille"), Map.entry("cite corsaire", "Saint-Malo"), Map.entry("ville aux cent clochers", "Rouen"),
            Map.entry("ville eternelle", "Rome"),
            // the nicknames its own people use: "living in Brizzle", "based in Pompey"
            Map.entry("pompey", "Portsmouth"), Map.entry("brizzle", "Bristol"), Map.entry("glesga", "Glasgow"),
            Map.entry("the boro", "Middlesbrough"), Map.entry("hotlanta", "Atlanta"), Map.entry("jozi", "Johannesburg"),
            Map.entry("big d", "Dallas"),
            // a town by its former name: one town either way ("born in Bombay" is "born in Mumbai")
            // (not those that also name a dish or another town: "chicken madras", "Salisbury")
            Map.entry("bombay", "Mumbai"), Map.entry("calcutta", "Kolkata"), Map.entry("bangalore", "Bengaluru"),
            Map.entry("saigon", "Ho Chi Minh City"), Map.entry("leningrad", "Saint Petersburg"), Map.entry("constantinople", "Istanbul"),
            Map.entry("rangoon", "Yangon"), Map.entry("kiev", "Kyiv"), Map.entry("leopoldville", "Kinshasa"));
    /** A town's short name that needs its accent to be read as one ("Sainté" is Saint-Étienne, "sainte" a word). */
    private static final Map<String, String> ACCENTED_NICKNAMES = Map.of("Sainté", "Saint-Étienne", "Chambé", "Chambéry",
            "Montpel", "Montpellier", "Clermont-Fd", "Clermont-Ferrand");

    /** What says a home bought is not where one lives: a holiday home, one to let. */
    private static final String NOT_TO_LIVE_IN = "(?![^.;]*\\b(?:rent|rental|let|letting|holidays?|investment|weekends?|louer|location|"
            + "vacances|investissement|week-ends?|secondaire)\\b)";
    /** What says meat is left out only sometimes: "on Fridays", "le soir", "but I eat fish". */
    private static final String NOT_A_DIET = "(?![\\p{L}-])(?!,? (?:on|at|during|before|after|for|except|when|in|out|much|often|every|but|unless|"
            + "le|la|les|au|pendant|avant|apres|après|sauf|quand|souvent|beaucoup|trop|mais|en semaine|or (?:dairy|eggs)|ni (?:lait|oeufs|œufs)))";

    /** Ways of saying a value the reader reads another way, tried in order. */
    private static final Map<Pattern, String> VALUES = values();
    /** Each job's other words, to be said by its first one. */
    private static final Map<Pattern, String> JOB_WORDS = jobWords();

    /** A club by its nicknames ("COYS", "Spurs"): only where a taste or a supporter speaks ("I live in Tottenham" is a place). */
    private static final Map<Pattern, String> CLUBS = clubs();
    private static final Pattern SUPPORTING = Pattern.compile("(?iu)(?<!\\p{L})(?:support\\p{L}*|fans?|season tickets?|abonn[ée]\\p{L}*|"
            + "till|til|'til|until|up the|come on|allez|ici c'est|jusqu'[àa] la mort|forever|4 ?eva|for life|[àa] vie|[àa] jamais|"
            + "pour toujours|jusqu'au bout|through and through|matchs?|games?|stade|stadium|ground|kop|virage|tribune|club|[ée]quipe|team)(?!\\p{L})");

    /** "je suis" as a chat types it: "jsuis", "j'suis", "chui". */
    static final Pattern CHAT_I_AM = Pattern.compile("(?iu)(?<![\\p{L}'’])(?:jsuis|jsui|j['’]suis|chuis|chui|shuis)(?!\\p{L})");
    /**
     * "je" as a chat glues it to its verb: a "j" before a consonant opens no French word ("jbosse", "jtaf", "jcommence",
     * "j'bosse"), before an "h" or as "jai" it is elided ("jhabite", "jai lâché"); "mtn" is "maintenant".
     */
    private static final Pattern CHAT_I = Pattern.compile("(?u)(?<![\\p{L}'’])j['’]?(?=[bcdfgklmnpqrstvwxz]\\p{Ll}{2,})");
    private static final Pattern CHAT_I_ELIDED = Pattern.compile("(?u)(?<![\\p{L}'’])j(?=h\\p{Ll}{2,}|ai(?!\\p{L})|aime\\p{Ll}*|adore\\p{Ll}*)");
    /**
     * "chu" is "je suis" as Quebec types it ("chu installée à Gatineau", "Chu rendu à Lévis" opening the message), not the
     * hospital ("au CHU", "le chu de Nantes").
     */
    private static final Pattern CHAT_I_AM_QUEBEC = Pattern.compile("(?u)(?<![\\p{L}'’])(?<!(?i:au|le|du|la|en|un|at|the|a|à) )(?:chu|(?<=^|[.!?] )Chu)"
            + "(?!\\p{L})(?! (?:de|du|d'|des|of|in|at)(?!\\p{L}))");
    private static final Pattern CHAT_NOW = Pattern.compile("(?iu)(?<!\\p{L})mtn(?!\\p{L})");

    /** The words of a chat said as written French: "jsuis" "je suis", "jbosse" "je bosse", "jai" "j'ai", "mtn" "maintenant". */
    static String unchatted(String text) {
        String said = CHAT_I_AM.matcher(text).replaceAll("je suis");
        said = CHAT_I_AM_QUEBEC.matcher(said).replaceAll("je suis");
        said = CHAT_I.matcher(said).replaceAll("je ");
        said = CHAT_I_ELIDED.matcher(said).replaceAll("j'");
        return CHAT_NOW.matcher(said).replaceAll("maintenant");
    }

    /** A school switched to, by its name and its kind: "switched to Lincoln Academy", "moved over to Hillside Primary", "transferred to Leeds Uni". */
    private static final Pattern SCHOOL_SWITCHED = Pattern.compile("(?u)(?<!\\p{L})(?i:switched|moved|transferred|changed)(?: (?i:schools?))?"
            + "(?: (?i:over))? to (?=(?:\\p{Lu}[\\p{L}'’.-]*\\s)+(?i:academy|school|high|college|primary|elementary|middle|prep|junior|infants|"
            + "grammar|uni|university)(?!\\p{L}))");

    /** Words that say a value holds now. */
    private static final Pattern HELD_NOW = Pattern.compile("(?iu)(?<!\\p{L})(?:now|these days|nowadays|maintenant|d[ée]sormais)(?!\\p{L})");
    /** A town someone is in, by its name alone and what follows it: "she's in Edinburgh now" (not "in Year 5", "in A&E"). */
    private static final String TOWN_NAMED = "(?=(?!(?:Year|Grade|Form|Reception|Sixth|Class|Set|Group|Team)(?!\\p{L}))\\p{Lu}\\p{Ll}[\\p{L}'’-]*"
            + "(?:[ -]\\p{Lu}[\\p{L}'’-]*)*(?: (?i:now|these days|nowadays|maintenant|d[ée]sormais))?\\s*(?:[,.;!)]|$))";
    private static final Pattern IN_TOWN_NOW_ENGLISH = Pattern.compile("(?u)(?<!\\p{L})((?i:i|she|he|they|we))(?:'s|'re|'m| is| are| am)"
            + "((?: (?i:now|currently))?)(?: (?i:living|based))? in " + TOWN_NAMED);
    private static final Pattern IN_TOWN_NOW_FRENCH = Pattern.compile("(?u)(?<!\\p{L})((?i:elle|il|ils|elles|on)) (?:est|sont)"
            + "((?: (?i:maintenant|d[ée]sormais))?) (?:à|a) " + TOWN_NAMED);
    /** The user somewhere now: "je suis à Caen maintenant" is where the user lives. */
    private static final Pattern I_AM_IN_TOWN_NOW = Pattern.compile("(?u)(?<!\\p{L})(?i:je suis|j'suis)((?: (?i:maintenant|d[ée]sormais))?) (?:à|a) " + TOWN_NAMED);

    /** Words that say since when a value holds: where one is said to be then is where one works ("chez Corsair depuis lundi"). */
    private static final Pattern SINCE_WHEN = Pattern.compile("(?iu)(?<!\\p{L})(?:maintenant|d[ée]sormais|depuis|[àa] partir d[eu']|now|since|"
            + "as of|started|starting|commenc[ée]\\p{L}*)(?!\\p{L})");
    /** A stay somewhere, not a workplace: "je dors chez Nadia depuis lundi", "staying at the Hilton since Friday". */
    private static final Pattern STAY = Pattern.compile("(?iu)(?<!\\p{L})(?:dor[ts]|dormi\\p{L}*|h[ée]berg\\p{L}*|log[ée]e?s?|en vacances|vacances|"
            + "visite|stay\\p{L}*|sleep\\p{L}*|holiday\\p{L}*|visit\\p{L}*|for the (?:weekend|week|night)|ce week-end|cette semaine)(?!\\p{L})");
    /**
     * Being at a named organisation, said with since when: "il est chez Corsair maintenant", "depuis lundi je suis chez
     * Castorama", "she's at Ferrand Architects since January". Not at someone's ("chez Maman", "at Jess's"), nor for a while.
     */
    private static final List<Map.Entry<Pattern, String>> AT_WORK = List.of(
            Map.entry(Pattern.compile("(?iu)(?<!\\p{L})(?:je suis|il est|elle est|on est|nous sommes|ils sont|elles sont|est|sont)"
                    + "(?: (?:maintenant|d[ée]sormais|aussi))? chez (?=(?-i:\\p{Lu})(?!(?:maman|papa|mamie|papi|mamy|papy|tata|tonton)\\b))"), "travaille chez "),
            Map.entry(Pattern.compile("(?iu)(?<!\\p{L})(?:je suis|il est|elle est|on est|suis|est) pass[ée]e?s? (?:[àa] la |[àa] l'|au |chez )(?=(?-i:\\p{Lu}))"), "travaille chez "),
            Map.entry(Pattern.compile("(?u)(?<!\\p{L})(?i:i'm|i am|im|he's|she's|he is|she is|they're|they are|we're|we are)(?: (?i:now|currently))? at "
                    + "(?=\\p{Lu}[\\p{L}&.-]*(?: \\p{Lu}[\\p{L}&.-]*)*(?!['’]s)(?:[ ,.!;]|$))(?!(?:Mum|Mom|Dad|Nan|Gran|Grandma|Grandad)\\b)"
                    // a school is where one studies or teaches, as the reader reads it already
                    + "(?![^,.;!?]*(?<!\\p{L})(?i:school|college|academy|high|university|uni|primary|elementary|middle|prep)(?!\\p{L}))"), "works at "));

    private static final Pattern STARTED_IN_BRANCH = Pattern.compile("(?u)(?<!\\p{L})((?i:started|starting|began|commenced)) in "
            + "(?=\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*)? (?i:in|on|at) \\p{Lu})");
    /** A card's item that opens on a named organisation joined or worked at (not a school, which the reader reads as one). */
    private static final Pattern CARD_WORKPLACE = Pattern.compile("(?u)(?<=[—,] )(?i:at|joined) (?=\\p{Lu}[\\p{L}&'’-]*"
            + "(?![^,]*(?<!\\p{L})(?i:school|college|academy|high|university|uni|primary|elementary|middle|prep|sixth form)(?!\\p{L})))");
    /** Any job the reader knows, in any of its words. */
    private static final Pattern ANY_JOB = Pattern.compile("(?:" + Professions.alternatives() + ")");
    /** A job, then where it is held, named: "je suis gérant au Metro", "il est serveur chez Paul", "I'm a cashier at Lidl". */
    private static final Pattern JOB_AT_NAMED = Pattern.compile("(?u)(?<!\\p{L})((?i:je suis|il est|elle est|(?:i'm|i am|he's|she's|he is|she is)(?: an?)?)"
            + "(?: (?i:devenue?|rendue?|maintenant|d[ée]sormais|now))? ([\\p{L}-]+)) (?i:au|aux|[àa] la|[àa] l'|chez|at) ?(?=\\p{Lu})");

    private Phrasing() {
    }

    /** The situation with its memories said one way; the same situation when none of them is said otherwise. */
    static Situation plain(Situation said) {
        // someone of the user's is no organisation: "je suis chez Nadia depuis samedi" is a stay
        Set<String> people = Stream.concat(said.active().stream(), Stream.of(said.candidate())).flatMap(memory -> memory.persons().stream())
                .map(Who::name).filter(Objects::nonNull).map(Attributes::normalize).collect(Collectors.toSet());
        List<Known> active = said.active().stream().map(memory -> plain(memory, people)).toList();
        Known candidate = plain(said.candidate(), people);
        boolean unchanged = candidate == said.candidate()
                && IntStream.range(0, active.size()).allMatch(i -> active.get(i) == said.active().get(i));
        return unchanged ? said : new Situation(active, candidate, said.lastMentioned(), said.now());
    }

    /** The memory with its values said one way; the same memory (same id) for every rule. */
    static Known plain(Known memory) {
        return plain(memory, Set.of());
    }

    private static Known plain(Known memory, Set<String> people) {
        String text = unchatted(memory.text());
        if (HELD_NOW.matcher(text).find() && !STAY.matcher(text).find()) {
            // "she's in Edinburgh now", "il est à Lyon maintenant": where someone is now is where they live
            text = IN_TOWN_NOW_ENGLISH.matcher(text).replaceAll("$1 lives$2 in ");
            text = IN_TOWN_NOW_FRENCH.matcher(text).replaceAll("$1 vit$2 à ");
            text = I_AM_IN_TOWN_NOW.matcher(text).replaceAll("je vis$1 à ");
        }
        if (SINCE_WHEN.matcher(text).find() && !STAY.matcher(text).find()) {
            for (Map.Entry<Pattern, String> at : AT_WORK) {
                String said = text;
                text = at.getKey().matcher(said).replaceAll(found -> Matcher.quoteReplacement(
                        people.contains(Attributes.normalize(said.substring(found.end()).split("[^\\p{L}-]", 2)[0])) ? found.group() : at.getValue()));
            }
        }
        // "started in Aldi in Finglas": a place named inside a town is where one started work, as Ireland says it
        text = STARTED_IN_BRANCH.matcher(text).replaceAll("$1 at ");
        if (memory.kind().equals("person")) {
            // on a card, "at Infosys Pune", "joined Wipro last month": where the person works
            text = CARD_WORKPLACE.matcher(text).replaceAll("works at ");
        }
        // "je suis gérant au Metro de Laval", "she's a cashier at Lidl": a job at a place named with its capital is an employer too
        text = JOB_AT_NAMED.matcher(text).replaceAll(found -> Matcher.quoteReplacement(
                ANY_JOB.matcher(Attributes.normalize(found.group(2))).matches() ? found.group(1) + ", " + (found.group(1).matches("(?i)(?:i|he|she)\\b.*") ? "works at " : "travaille chez ") : found.group()));
        if ("preference".equals(memory.facet()) || SUPPORTING.matcher(text).find()) {
            for (Map.Entry<Pattern, String> saying : CLUBS.entrySet()) {
                text = saying.getKey().matcher(text).replaceAll(saying.getValue());
            }
        }
        for (Map.Entry<Pattern, String> saying : VALUES.entrySet()) {
            text = saying.getKey().matcher(text).replaceAll(saying.getValue());
        }
        for (Map.Entry<Pattern, String> saying : JOB_WORDS.entrySet()) {
            // a name is no job: "Dev — my mate" is Dev, not a developer
            text = saying.getKey().matcher(text).replaceAll(found -> Matcher.quoteReplacement(
                    names(memory, people).contains(Attributes.normalize(found.group())) ? found.group() : saying.getValue()));
        }
        if (memory.persons().stream().map(Who::relation).filter(Objects::nonNull).map(Attributes::normalize)
                .anyMatch(relation -> Relations.kin(relation).equals("child") || relation.matches("(?:grand|step)?(?:son|daughter|child)"))) {
            // a child's school switched to ("switched to Lincoln Academy"): the school the child goes to, not where one works
            text = SCHOOL_SWITCHED.matcher(text).replaceAll("goes to ");
        }
        return text.equals(memory.text()) ? memory
                : new Known(memory.id(), memory.kind(), memory.facet(), memory.domain(), text, memory.persons(), memory.confidence());
    }

    private static Map<Pattern, String> values() {
        Map<Pattern, String> values = new LinkedHashMap<>();
        // an emoji says how it feels, not what: "seven going on seventeen 🙄" ends where its words end
        values.put(Pattern.compile("\\s*[\\x{1F000}-\\x{1FAFF}\\x{2600}-\\x{27BF}\\x{2B00}-\\x{2BFF}\\x{FE0F}\\x{200D}]+"), "");
        // "my husband's a sparky", "Tom's an electrician": the reader reads a job after "is"
        values.put(Pattern.compile("(?<=\\p{L})['’]s (an?) (?=\\p{L})"), " is $1 ");
        // a partner by the idiom: "my other half Dara", "ma moitié"
        values.put(Pattern.compile("(?iu)(?<=(?<!\\p{L})(?:my|our|his|her|their) )(?:other|better) half(?!\\p{L})"), "partner");
        values.put(Pattern.compile("(?iu)(?<=(?<!\\p{L})(?:ma|sa) )(?:(?:douce|tendre|chère|chere) )?moiti[ée](?!\\p{L})"), "compagne");
        // "je crèche à Lyon", "on loge à Brest": where one lives, in slang
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:cr[èe]ch(?:e|es|ent|ons|ez|ais|ait|aient)|log(?:e|es|ent|eons|ez)) (?=(?:à|a|au|en) (?-i:\\p{Lu}))"),
                "habite ");
        // "demeure à Laval", and on a person's card "reste à Trois-Rivières": where they live, as Quebec says it (not "je reste à Lyon ce
        // week-end", a stay)
        values.put(Pattern.compile("(?iu)(?<!\\p{L})demeur(?:e|es|ent|ons|ez) (?=(?:à|a|au|en) (?-i:\\p{Lu}))"), "vit ");
        values.put(Pattern.compile("(?iu)(?<=—[^,]{1,40}, )rest(?:e|ent) (?=(?:à|a|au|en) (?-i:\\p{Lu})[^,]*(?:,|$))"), "vit ");
        // a home bought somewhere is a move there ("s'est acheté un condo à Sherbrooke", "has bought a flat in Hove"), not a
        // holiday home nor one to let
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:(?:s'|se |me |m'|nous |vous )?(?:est|sont|suis|sommes|êtes) |(?:a|ont|ai|avons|as|vient de|viennent de) |"
                + "(?:vient|viennent) de s'|(?:vient|viennent) d')?(?:s'|se )?(?:achet[ée]e?s?|acheter|offert|offerte|offrir) "
                + "(?:un|une|sa|son|leur|notre|mon|ma) (?:petite? |nouvelle? |nouvel |jolie? |grande? |belle |beau )?"
                + "(?:maison|appart\\p{L}*|condo|studio|pavillon|logement|[tf]\\d|duplex|long[èe]re|loft|bungalow|plain-pied)(?: [\\p{L}-]+)? "
                + "(?:à|a|au|en|sur|près de|vers) (?=(?-i:\\p{Lu})" + NOT_TO_LIVE_IN + ")"), "a déménagé à ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:(?:has|have|had|'s|just|finally|recently) )*(?:bought|purchased|got the keys to) "
                + "(?:a|an|the|her|his|their|my|our|(?:her|him|them|our|my)sel(?:f|ves) an?) (?:[\\p{L}-]+ ){0,2}?"
                + "(?:house|flat|home|condo|bungalow|cottage|apartment|place|studio|maisonette|townhouse|semi|terrace|new-build)s? "
                + "(?:in|near|outside) (?=(?-i:\\p{Lu})" + NOT_TO_LIVE_IN + ")"), "moved to ");
        // "shifted to Pune": a move, as India says it
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:has |have |had |just |recently )*(?:shifted|shifting) (?:house |base )?to (?=(?-i:\\p{Lu})"
                + NOT_TO_LIVE_IN + ")"), "moved to ");
        // an employer told by the hiring: "a signé chez Free", "got poached by KPMG", "s'est fait débaucher par Capgemini"
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:a|ont|ai|avons|vient de|viennent de) sign[ée]e?s? (?:un (?:cdi|cdd|contrat) )?chez "
                + "(?!(?:le |la )?(?:notaire|ma[iî]tre|me)\\b)(?=(?:(?:la|le|les|l')\\s?)?(?-i:\\p{Lu}))"), "travaille chez ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:s'est|se sont|me suis|s'est fait|se sont fait|me suis fait) (?:fait )?d[ée]bauch[ée]r?e?s? (?:par|chez) (?=(?-i:\\p{Lu}))"),
                "travaille chez ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:got|was|were|been|has been|have been) (?:poached|headhunted|taken on) (?:by|at) (?=(?-i:\\p{Lu}))"),
                "works at ");
        // "go-to takeaway", "mon resto fétiche": the favourite, as the reader reads it
        // (only where it opens the value: "Thai is my go-to cuisine" says a liking the reader already reads)
        values.put(Pattern.compile("(?iu)(?<!\\p{L})go-?to(?= \\p{L}+(?: (?:these days|right now|rn|at the moment|now))? (?:is|has to be|must be)\\b)"),
                "favourite");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})f[ée]tiche(s?)(?=,? (?:(?:maintenant|d[ée]sormais|en ce moment) )?(?:c'est|est)\\b)"),
                "préféré$1");
        // an age said again with a joke after it: "eight going on eighteen", "7 ans, bientôt 30 dans sa tête"
        values.put(Pattern.compile("(?iu),?\\s*(?:going on|goin' on) (?:\\d+|[\\p{L}-]+)(?=\\s*[.!,;)]|\\s*$)"), "");
        values.put(Pattern.compile("(?iu),?\\s*(?:(?:et|mais|qui) )?(?:bient[ôo]t \\d+ (?:ans )?dans sa t[êe]te|(?:on )?lui en donnerait \\d+(?: ans)?|"
                + "en (?:para[iî]t|fait) \\d+(?: ans)?|(?:qui )?se croit (?:d[ée]j[àa] )?(?:ado|majeure?|adulte))(?=\\s*[.!,;)]|\\s*$)"), "");
        values.put(Pattern.compile("(?iu),?\\s*(?:but|and) (?:acts|behaves|thinks (?:she's|he's|they're|she is|he is)) (?:like )?(?:\\d+|[\\p{L}-]+)"
                + "(?=\\s*[.!,;)]|\\s*$)"), "");
        // an age in slang: "30 piges", "40 balais", "the big three-oh" reached ("hit the big 4-0"), not one still to come ("his big four-oh")
        // years in slang, as years one has or celebrates, or a grown-up's said alone: "j'ai 3 piges", "elle fête ses 40 balais",
        // "bon ben 50 balais" (not "on range 3 balais au placard")
        values.put(Pattern.compile("(?iu)((?:(?:^|[,;:—(]|(?<!\\p{L})(?:ai|as|a|avons|avez|ont|avais|avait|aura|aurai|auras|f[êe]t\\p{L}*|sur|vers|de)"
                + "(?: (?:mes|ses|tes|nos|vos|leurs|les|ces))?) ?\\d{1,3}|(?<![\\p{L}\\p{N}])[1-9]\\d)) ?(?:piges|balais|berges|carats|printemps)(?!\\p{L})"), "$1 ans");
        for (String[] decade : new String[][] {{"three|3", "30"}, {"four|4", "40"}, {"five|5", "50"}, {"six|6", "60"}, {"seven|7", "70"},
                {"eight|8", "80"}, {"nine|9", "90"}}) {
            values.put(Pattern.compile("(?iu)(?<!(?:his|her|their|my|your|our|for|pour|sa|son) )(?<!\\p{L})(?:(?:just |finally |officially )?"
                    + "(?:hit|turned|reached|hitting|turning) )?the big (?:" + decade[0] + ")[- ]?(?:oh|o|0)(?!\\p{L})"), "turned " + decade[1]);
        }
        // "elle a pris sa retraite", "il est parti à la retraite": retired, as the reader reads a job
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:a|ont|ai|avons|vient de|viennent de) (?:enfin |finalement )?(?:pris sa retraite|pris leur retraite|"
                + "pris ma retraite)(?!\\p{L})"), "est retraité");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:est|sont|suis) (?:enfin |finalement )?partie?s? [àa] la retraite(?!\\p{L})"), "est retraité");
        // "we're Margate residents now", "I'm a Leeds local these days": where one lives, said by who one is there
        values.put(Pattern.compile("(?u)(?<!\\p{L})(?i:we're|we are|i'm|i am|im)(?: (?i:now|officially|finally))? (?i:an? )?"
                + "(\\p{Lu}[\\p{L}-]*(?: \\p{Lu}[\\p{L}-]*)?) (?i:residents?|people|folks?|locals?)(?!\\p{L})"), "I live in $1");
        // a favourite by its rank: "my number one band", "ma série n°1", "Wet Leg have taken over as my favourite band"
        values.put(Pattern.compile("(?iu)(?<!\\p{L})((?:my|our) )(?:number one|no\\.? ?1|#1|top)( \\p{L}+)(?!\\p{L})"), "$1favourite$2");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})((?:ma|mon|mes) \\p{L}+) (?:number one|num[ée]ro (?:un|1)|n° ?1|no ?1|#1)(?!\\p{L})"),
                "$1 préférée");
        values.put(Pattern.compile("(?iu) (?:have|has) (?:now )?(?:taken over as|become) (my|our) (favou?rite \\p{L}+)"), " is $1 $2");
        // "rien ne vaut Severance, c'est devenu ma série préférée": what it says of the one named before
        values.put(Pattern.compile("(?iu),? (?:c'est|ce sont) (?:devenue?s? |maintenant |d[ée]sormais )(ma|mon|mes) (\\p{L}+) (pr[ée]f[ée]r[ée]e?s?)\\s*[.!]*$"),
                ", c'est $1 $2 $3");
        // a step up told as "passé …": "je suis passé responsable de rayon" (not "passé en CM2", "passé chez Free", "passé voir")
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?<!(?:s'|se |me |m'|nous |vous |t'|te ))(est|suis|sont|sommes) pass[ée]e?s? (?!(?:en|au|aux|[àa]|chez|par|dans|de|du|des|la|le|les|l'|voir|me|te|se|"
                + "un|une|hier|ce|cette|pour|sur|devant|[àa] c[ôo]t[ée])(?!\\p{L}))(?=\\p{L})"), "$1 devenu ");
        // "je suis rendu chauffeur", "c'est rendu cher": become, as Quebec says it (not "rendu à Québec", arrived there)
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(est|suis|sont|sommes) rendue?s? (?!(?:en|au|aux|[àa]|chez|par|dans|de|du|des|la|le|les|l'|"
                + "ici|l[àa]|loin|service|visite|compte)(?!\\p{L}))(?=\\p{L})"), "$1 devenu ");
        // a job reached by a promotion: "a été promue responsable RH", "got promoted to head chef" (the job it names after)
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:a|ont|ai|avons|as) (?:enfin |finalement )?[ée]t[ée] (?:promue?s?|nomm[ée]e?s?) "
                + "(?:au poste de |comme |en tant que )?(?!(?:le|la|les|l'|au|aux|à|a|en|par|chez|dans|pour|sur)(?!\\p{L}))(?=\\p{L})"), "est devenu ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:was|were|got|has been|have been|'s been|been|just got) (?:finally )?promoted to (?:be )?"
                + "(?!(?:the|a|an)? ?(?:next|top|premier|first|second|third|division|league|grade|level|band)(?!\\p{L}))"), "became ");
        // an employer by the idiom of leaving for it: "jumped ship to PwC"
        values.put(Pattern.compile("(?iu)^(?:just |finally )?jumped ship to (?=(?-i:\\p{Lu}))"), "I work at ");
        values.put(Pattern.compile("(?iu)(?<=(?<!\\p{L})(?:i|we|they)) (?:have |'ve |just |finally )*jumped ship to (?=(?-i:\\p{Lu}))"), " work at ");
        values.put(Pattern.compile("(?iu)(?:(?<=\\p{L})'s| has| have| just| finally)* jumped ship to (?=(?-i:\\p{Lu}))"), " works at ");
        // a care job by its initials after "je suis": "je suis AP en crèche" (auxiliaire de puériculture), "elle est AS de nuit"
        values.put(Pattern.compile("(?u)(?<!\\p{L})((?i:je suis|suis|il est|elle est|est|comme|en tant que)) AP(?!\\p{L})"), "$1 auxiliaire de puériculture");
        values.put(Pattern.compile("(?u)(?<!\\p{L})((?i:je suis|suis|il est|elle est|est|comme|en tant que)) AS(?!\\p{L})"), "$1 aide-soignante");
        // where one works with small children is a workplace, not their school: "auxiliaire de puériculture en crèche", "je bosse en crèche"
        values.put(Pattern.compile("(?iu)(?<!\\p{L})((?:travaill|boss|taff)\\p{L}*|pu[ée]ricult\\p{L}*|[ée]ducat\\p{L}*|animat\\p{L}*|cuisini\\p{L}*|"
                + "stagiaire|directr\\p{L}*|atsem|agente?) en (cr[èe]che|maternelle|halte-garderie|garderie)(?!\\p{L})"), "$1 dans une $2");
        // an employer told by starting there or driving for it: "j'ai démarré chez Safran", "Dad's driving for Uber"
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:ai|a|avons|ont|as) (?:d[ée]marr[ée]e?s?|commenc[ée]e?s?) chez (?=(?:(?:la|le|les|l')\\s?)?(?-i:\\p{Lu}))"), "travaille chez ");
        values.put(Pattern.compile("(?u)(?<!\\p{L})(?i:driving|drives|delivering|delivers|riding|rides|cycling) for (?=\\p{Lu})"), "works at ");
        // a job started or trained for: "started as a junior web dev", "started my electrician apprenticeship", "commencé mon apprentissage de boulanger"
        values.put(Pattern.compile("(?iu)^(?:(?:i|i've|i have|just|finally) )*started (?:work |working )?as (?=an? )"), "I'm ");
        values.put(Pattern.compile("(?iu)^(?:(?:i|i've|i have|just|finally) )*(?:started|began|begun) (?:my|an|a) (\\p{L}+) "
                + "(?:apprenticeship|traineeship|training)(?!\\p{L})"), "I'm an apprentice $1");
        values.put(Pattern.compile("(?iu)^(?:j'ai |je viens de )(?:commenc[ée]|d[ée]marr[ée]|attaqu[ée]) (?:mon|un) (?:apprentissage|alternance|cap) "
                + "(?:de |d'|en )(\\p{L}+)(?!\\p{L})"), "je suis apprenti $1");
        // a diet said as what one does not eat: "I don't eat meat or fish", "je ne mange ni viande ni poisson"
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:i|we) (?:still |just )?(?:don't|do not|dont|never|no longer|won't|will not) (?:ever )?eat (?:any )?"
                + "meat(?:(?:,| or| and| nor) (?:any )?fish)?(?: at all| any more| anymore)?" + NOT_A_DIET), "I'm vegetarian");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:je|on|nous) (?:ne |n')?(?:mange|mangeons) (?:pas|plus|jamais|ni) (?:de |d')?viande"
                + "(?:,? (?:ni|et pas|ou) (?:de |d')?poissons?)?" + NOT_A_DIET), "je suis végétarien");
        // how long a value has held, said after it, adds no value: "…, haven't for years", "…, ça fait des années"
        values.put(Pattern.compile("(?iu),\\s*(?:(?:and |et )?(?:haven't|have not|hasn't|has not|not|never have|jamais) (?:for|since|in) [^,.;!?]+"
                + "|(?:ça|ca|cela) fait (?:des|deux|trois|quatre|cinq|dix|quelques|\\d+|une éternité|une eternite)(?: (?:années|annees|ans|mois))?"
                + "|depuis (?:des années|des annees|toujours|une éternité|une eternite|tout petite?|l'enfance)"
                + "|for (?:years|ages|decades|donkey's years|as long as i can remember)(?: now)?|since forever)\\s*[.!]*$"), "");
        // a chat's clause glued to the name before it, without its comma: "moved to Sheffield so thats home now"
        values.put(Pattern.compile("(?u)(?<=\\p{Lu}[\\p{L}'-]{1,30}) (?=(?i:so|but|cause|coz|cos|because) )"), ", ");
        // a neighbourhood in brackets after its town: "I live in Brooklyn (Bed-Stuy)" says it as "Brooklyn, Bed-Stuy"
        values.put(Pattern.compile("(?u)(?<=\\p{Lu}[\\p{L}'-]{1,30}) \\((\\p{Lu}[\\p{L}' -]{1,30})\\)"), ", $1");
        // "Home is Hoboken, NJ", "home's now Leeds"
        values.put(Pattern.compile("(?i)^(?:my )?home(?: is|'s)(?: now)? (?=(?-i:\\p{Lu}))"), "I live in ");
        // "born and raised in Ohio", "née et élevée à Brest": where one comes from
        values.put(Pattern.compile("(?i)\\b(born|n[ée]e?s?) (?:and|et) (?:raised|bred|grew up|[ée]lev[ée]e?s?|grandie?s?)(?= )"), "$1");
        // "I'm hitched", "we tied the knot", "je suis maquée avec Julien": a status in its everyday words
        values.put(Pattern.compile("(?i)\\b(?:hitched|tied the knot|got wed|newlywed)\\b"), "married");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})maqu[ée]e?s?(?!\\p{L})"), "en couple");
        // "célib depuis deux semaines", "I'm in a relationship now": a status the reader knows by its full word
        values.put(Pattern.compile("(?iu)(?<!\\p{L})c[ée]lib(?!\\p{L})"), "célibataire");
        values.put(Pattern.compile("(?i)\\bin a (?:relationship|couple)\\b"), "en couple");
        // "not seeing anyone at the moment" is single, "seeing someone" is in a couple: nobody is not a partner's name
        values.put(Pattern.compile("(?i)\\b(?:not|n't|never) (?:really )?(?:seeing|dating|with) (?:anyone|anybody|someone|somebody)\\b"
                + "|\\bne (?:vois|sors avec) personne\\b|\\b(?:vois|sors avec) personne\\b"), "single");
        values.put(Pattern.compile("(?i)\\b(?:seeing|dating) (?:someone|somebody)\\b|\\bje vois quelqu'un\\b"), "en couple");
        // "fave band these days has to be …": a favourite said as the reader knows it
        values.put(Pattern.compile("(?i)\\bfaves?\\b|\\bfavs?\\b"), "favourite");
        // a favourite said as the old one no longer: "le mafé c'est plus mon plat préféré, maintenant c'est les ramens",
        // "Friends isn't my favourite show any more, now it's Severance": the new one, as the reader reads it
        values.put(Pattern.compile("(?iu)^[^,]+?,? (?:c'est|c|ce n'est|n'est|est) plus (ma|mon|mes) (\\p{L}+) (pr[ée]f[ée]r[ée]e?s?|favori(?:te)?s?)"
                + "(?:,|\\.|;| et| mais)? (?:(?:maintenant|now|d[ée]sormais|mtn) )?(?:c'est|c|ce sont) (?:maintenant |now |d[ée]sormais )?"
                + "(.+?)(?: maintenant| now| d[ée]sormais)?\\s*[.!]*$"), "$1 $2 $3 est $4");
        values.put(Pattern.compile("(?iu)^[^,]+? (?:isn't|is not|is no longer|'s not|'s no longer|are not|aren't|are no longer) (my|our) "
                + "(favou?rite \\p{L}+)(?: any ?more)?(?:,|\\.|;| and| but)? (?:now )?(?:it's|its|it is|they're|they are) (?:now )?"
                + "(.+?)(?: now)?\\s*[.!]*$"), "$1 $2 is $3");
        // a favourite said with how official or lasting it is: "resto préféré officiel : …", "mon joueur préféré maintenant c'est …",
        // "mon plat préféré à vie", "favourite film of all time is …": the favourite, as the reader reads it
        values.put(Pattern.compile("(?iu)((?<!\\p{L})pr[ée]f[ée]r[ée]e?s?|(?<!\\p{L})favori(?:te)?s?|(?<!\\p{L})favou?rite \\p{L}+),? "
                + "(?:(?:officiel(?:le)?s?|absolue?s?|du moment|actuel(?:le)?s?|officially)"
                + "(?=,? (?:c'est|c’est|is|est)(?!\\p{L})|\\s*[:=])"
                + "|(?:de tous les temps|de (?:ma|sa|toute ma|toute sa) vie|[àa] vie|of all time|ever|for life)(?=\\s*[.!]*$))"), "$1");
        // "Ma série préférée, c'est devenu Succession", "mon plat favori, c'est maintenant le pho"
        values.put(Pattern.compile("(?iu)((?<!\\p{L})pr[ée]f[ée]r[ée]e?s?|(?<!\\p{L})favori(?:te)?s?),? c'est (?:devenu |maintenant |d[ée]sormais |plut[ôo]t )?"),
                "$1 est ");
        values.put(Pattern.compile("(?i)(\\bfavou?rite \\p{L}+)(?: (?:these days|right now|rn|at the moment|now))? (?:has to be|must be|would be|is now|is)\\b"),
                "$1 is");
        // "Le vert, c'est ma couleur préférée", "Blue is my favourite colour": the favourite first, as the reader reads it
        // and after what beats all the others: "rien ne vaut la raclette, mon plat préféré", "nothing beats Dune, my favourite book"
        values.put(Pattern.compile("(?iu)^(?:(?:rien ne (?:bat|vaut)|rien de mieux que|y'a rien de mieux que|nothing beats) )?(?:le |la |les |l')?"
                + "([\\p{L}0-9' -]+?)(?:,? (?:c'est|ce sont)|,) (ma|mon|mes) (\\p{L}+) (pr[ée]f[ée]r[ée]e?s?)\\s*[.!]*$"), "$2 $3 $4 est $1");
        values.put(Pattern.compile("(?iu)^(?:nothing beats )?(?:the )?([\\p{L}0-9' -]+?)(?: (?:is|are)|,) (my|our) (favou?rite \\p{L}+)\\s*[.!]*$"),
                "$2 $3 is $1");
        // "Nora's moved down to London", "moved back to Leeds" (not "moved up to Year 5": a class, not a place)
        values.put(Pattern.compile("(?i)\\b(mov(?:ed|ing)|relocated) (?:down|up|over|back|out|across|away|home) (?=to (?!(?:year|grade|class|form|p\\d|reception)\\b))"), "$1 ");
        // "Zoé est partie vivre à Toulouse", "ils sont partis s'installer en Bretagne"
        values.put(Pattern.compile("(?i)\\b(?:est|sont|suis|sommes) partie?s? (?:vivre|habiter|s'installer|m'installer|nous installer)"
                + " (?=[àa] |au |aux |en )"), "vit ");
        // "moved into a bungalow in Weston", "a emménagé dans un T3 à Rennes": a home somewhere is a move to that place
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(moved|moving|relocated) (?:in)?to (?:a|an|the|her|his|their|my|our|a new|a little|a tiny|a big|a bigger|a smaller) "
                + "(?:[\\p{L}-]+ )?(?:bungalow|flat|house|apartment|place|cottage|condo|studio|home|bedsit|maisonette|townhouse|care home|"
                + "retirement flat)s? (?:in|near|outside) (?=(?-i:\\p{Lu}))"), "$1 to ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(emm[ée]nag[ée]e?s?|d[ée]m[ée]nag[ée]e?s?|install[ée]e?s?) dans (?:un|une|le|la|leur|son|sa|notre|mon|ma|nos|ses) "
                + "(?:[\\p{L}-]+ )?(?:appart\\p{L}*|maison|studio|logement|pavillon|[tf]\\d|duplex|long[èe]re|r[ée]sidence|chalet)(?: [\\p{L}-]+)? "
                + "(?:à|a|au|en|sur|près de) (?=(?-i:\\p{Lu}))"), "$1 à ");
        // "mon anniv", "son annif", "my b-day": a birthday in its short forms, not someone of the user's
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:anniv|annif|anni)(?!\\p{L})"), "anniversaire");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:b-?day|birth-?day)(?!\\p{L})"), "birthday");
        // "l'anniversaire de Tom, c'est le 8 août", "Tom's birthday is on the 8th": when the one it names was born
        values.put(Pattern.compile("(?u)(?<!\\p{L})(?i:l['’]anniversaire) (?i:de|d['’]) ?(\\p{Lu}[\\p{L}-]*),? (?i:c'est|c’est|est|tombe) (?i:le |un )?(?=\\d)"),
                "$1 est né le ");
        values.put(Pattern.compile("(?u)(?<!\\p{L})(\\p{Lu}[\\p{L}-]*)['’]s (?i:birthday)(?: (?i:is|'s|falls))? (?i:on )?(?i:the )?(?=\\d)"), "$1 was born on ");
        // "my birthday's on the 12th of May", "mon anniversaire, c'est le 16 février", "born on the 3rd of June": the date right after
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(birthday|anniversaire|born|n[ée]e?s?)(?:['’]s|,? c'est|,? est|,? is|,? tombe|,? falls)?"
                + "(?: (?:on|le|en|in|un))?(?: the)? (?=\\d)"), "$1 ");
        // "je suis du 24 février", "elle est de 1988": a birth said by its date alone
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:je suis|j'suis|il est|elle est|tu es|t'es) (?:du|de) (?=\\d{4}(?!\\p{N})|\\d{1,2}(?:er)? "
                + "(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)(?!\\p{L}))"), "né le ");
        // "march 3rd is my bday", "3 March is my birthday": the date first, said as the reader reads it
        values.put(Pattern.compile("(?iu)^(\\d{1,2}(?:st|nd|rd|th)? \\p{L}+|\\p{L}+ \\d{1,2}(?:st|nd|rd|th)?) (?:is|'s) (my|his|her|their) "
                + "(?:birthday|b-?day|bday)(?!\\p{L})"), "$2 birthday is $1");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(\\d{1,2})(?:st|nd|rd|th)? of (?=(?:january|february|march|april|may|june|july|august|"
                + "september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)(?!\\p{L}))"), "$1 ");
        // a job said by the work it does: "my dad drives buses" is a bus driver, "elle coupe les cheveux" a hairdresser
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:drives|drove|driving|drive) (?:a |the |an )?lorr(?:y|ies)(?!\\p{L})"), "is a lorry driver");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:drives|drove|driving|drive) (?:a |the |an |one of the )?(?:black |yellow |school |delivery |night |local )?(bus|taxi|cab|truck|van|"
                + "ambulance|tram|train)(?:e?s)?(?!\\p{L})"), "is a $1 driver");
        String vehicles = " (?:des |un |une |le |la |les )?(bus|taxis?|camions?|ambulances?|trams?|trains?|poids lourds?)(?!\\p{L})";
        values.put(Pattern.compile("(?iu)(?<!\\p{L})je (?:conduis|conduisais)" + vehicles), "je suis chauffeur de $1");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:conduit|conduis|conduisait|conduire)" + vehicles), "est chauffeur de $1");
        // "teaches maths at Parktown", "enseigne le français au collège": a teacher, by the subject or the school taught at
        values.put(Pattern.compile("(?iu)(?<!\\p{L})teaches (?=(?:maths?|english|french|spanish|german|science|history|geography|music|art|"
                + "drama|physics|chemistry|biology|p\\.?e\\.?|year \\d+|reception|primary|secondary|at (?:a |the )?(?:\\p{Lu}|school|college|"
                + "primary|secondary|high))(?!\\p{L}))"), "is a teacher, teaches ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})enseigne (?=(?:les maths|les math[ée]matiques|le fran[çc]ais|l'anglais|l'espagnol|l'allemand|"
                + "l'histoire|la physique|la chimie|les sciences|la musique|les arts plastiques|l'eps|au (?:coll[èe]ge|lyc[ée]e)|"
                + "[àa] l'[ée]cole|en (?:primaire|maternelle|coll[èe]ge|lyc[ée]e))(?!\\p{L}))"), "est prof, enseigne ");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:cuts|cut|cutting) hair(?!\\p{L})"), "is a hairdresser");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:coupe|coupes|coupait) les cheveux(?!\\p{L})"), "est coiffeur");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:fixes|fixed|fixing|repairs|repaired|repairing) (?:pipes|boilers|leaks)(?!\\p{L})"),
                "is a plumber");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:r[ée]pare|r[ée]pares|r[ée]parait) (?:des|les) (?:fuites|tuyaux|chaudi[èe]res)(?!\\p{L})"),
                "est plombier");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:fixes|fixed|fixing|repairs|repaired|repairing) (?:cars|motors|engines)(?!\\p{L})"),
                "is a mechanic");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:r[ée]pare|r[ée]pares|r[ée]parait) (?:des|les) (?:voitures|bagnoles|moteurs)(?!\\p{L})"),
                "est mécanicien");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:delivers|delivered|delivering) (?:the )?(?:post|mail|letters)(?!\\p{L})"), "is a postman");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:distribue|distribuait) (?:le courrier|les lettres)(?!\\p{L})"), "est facteur");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:delivers|delivered|delivering) (?:parcels|packages)(?!\\p{L})"), "is a courier");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:livre|livres|livrait) (?:des|les) colis(?!\\p{L})"), "est livreur");
        // a town by its well-known nickname ("the Big Apple", "la cité phocéenne", "Auld Reekie"), a diet by its short or everyday word
        CITY_NICKNAMES.forEach((nickname, city) -> {
            String name = accentless(nickname);
            values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:dans|à|a|sur|en) (?:la |le |l')?" + name + "(?![\\p{L}-])"), Matcher.quoteReplacement("à " + city));
            values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:the |la |le |l')?" + name + "(?![\\p{L}-])"), Matcher.quoteReplacement(city));
        });
        ACCENTED_NICKNAMES.forEach((nickname, city) -> values.put(Pattern.compile("(?<!\\p{L})" + Pattern.quote(nickname) + "(?![\\p{L}-])"),
                Matcher.quoteReplacement(city)));
        // a pet's breed by its short or full name ("a westie", "a West Highland terrier")
        for (List<String> breed : Breeds.sameBreed()) {
            values.put(Pattern.compile("(?iu)(?<![\\p{L}-])(?:" + breed.stream().skip(1).map(Phrasing::accentless).reduce((one, other) -> one + "|" + other)
                    .orElseThrow() + ")s?(?![\\p{L}-])"), Matcher.quoteReplacement(breed.get(0)));
        }
        // a hometown said as who one is: "I'm a Sheffield lad born and bred", "je suis une fille de Quimper pur jus"
        String town = "\\p{Lu}[\\p{L}'-]*(?:[ -](?:(?:de|du|la|le|sur|upon|on)[ -])?\\p{Lu}[\\p{L}'-]*){0,2}";
        values.put(Pattern.compile("(?i:\\b(?:i'm|im|i am)) (?i:an?) (?i:(?:proper|true|real|born) )?(" + town + ") "
                + "(?i:girl|boy|lad|lass|gal|man|woman|native)(?:,)? (?i:through and through|born and bred|at heart|to the core)\\b"), "I'm from $1");
        values.put(Pattern.compile("(?i:\\b(?:i'm|im|i am)) (" + town + ") (?i:born and bred)\\b"), "I'm from $1");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:je suis|suis) (?:un|une) (?:vraie? |pure? )?(?:fille|gars|garçon|garcon|enfant|gamine?|môme|mome|"
                + "titi) (?:de |d')(?-i:(" + town + ")),? (?:pur jus|pure souche|de souche|jusqu'au bout des ongles|dans l'âme|dans l'ame|"
                + "jusqu'à la moelle|jusqu'a la moelle)(?!\\p{L})"), "je suis né à $1");
        // a club said in a chant is the club one supports: "Everton till I die", "up the Gunners", "Lens jusqu'à la mort"; said
        // "forever" or "à vie", only a club the table knows ("Tom forever" is no club)
        String anyName = "\\p{Lu}[\\p{L}'-]*(?: (?:de )?\\p{Lu}[\\p{L}'-]*){0,2}";
        String knownClub = String.join("|", Clubs.sameClub().stream().map(same -> Pattern.quote(same.get(0))).toList());
        // (a club glossed in brackets keeps its gloss: "Pies till I die (Collingwood)")
        values.put(Pattern.compile("^(?:[^,]+, )?(?:(?i:up the|come on(?: you)?) )?(" + anyName + ") (?i:(?:till|til|'til|until) (?:i|we) die)\\b[^(]*"
                + "(\\(\\p{Lu}[^)]*\\))?.*$"), "I support $1 $2");
        values.put(Pattern.compile("^(?:[^,]+, )?(?:(?i:up the|come on(?: you)?) )?(" + knownClub + ") (?i:through and through|forever|4 ?eva|for life)\\b.*$"),
                "I support $1");
        values.put(Pattern.compile("^(?:[^,]+, )?(?:(?i:allez|ici c'est) (?:les |le |la |l')?)?(" + anyName + ") (?i:jusqu'[àa] la mort)\\b.*$"),
                "je supporte $1");
        values.put(Pattern.compile("^(?:[^,]+, )?(?:(?i:allez|ici c'est) (?:les |le |la |l')?)?(" + knownClub
                + ") (?i:jusqu'au bout|pour toujours|[àa] vie|[àa] jamais)\\b.*$"), "je supporte $1");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:veggie|veg(?=\\s*[.!]*$))(?!\\p{L})"), "vegetarian");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})v[ée]g[ée](?!\\p{L})"), "végétarien");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:pesc[ae]tarian|pesc[ée]tarien(?:ne)?|pesco-v[ée]g[ée]tarien(?:ne)?)(?!\\p{L})"), "pescatarian");
        // "I eat fully plant-based", "je mange 100 % végétal": the diet one has, as "I'm vegan" says it
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:i|we) (?:still )?eat (?:fully |100% |entirely |completely |only )?plant-based"
                + "(?! (?:on|at|for|when|most|some|sometimes|twice|once))(?!\\p{L})"), "I'm vegan");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})je mange (?:toujours )?(?:100 ?% |uniquement |que du |seulement )?v[ée]g[ée]tal(?!\\p{L})"),
                "je suis vegan");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:fully |100% |entirely |completely )?plant-based(?!\\p{L})"), "vegan");
        values.put(Pattern.compile("(?iu)(?<!\\p{L})(?:v[ée]g[ée]talien(?:ne)?s?|v[ée]ganes?)(?!\\p{L})"), "vegan");
        return values;
    }

    private static Map<Pattern, String> jobWords() {
        Map<Pattern, String> words = new LinkedHashMap<>();
        for (List<String> job : JOBS) {
            String alternatives = job.stream().skip(1).map(Phrasing::accentless).reduce((one, other) -> one + "|" + other).orElseThrow();
            words.put(Pattern.compile("(?iu)(?<![\\p{L}-])(?:" + alternatives + ")s?(?![\\p{L}-])"), job.get(0));
        }
        return words;
    }

    /** The names of the people of a situation and of the memory's own persons, as the reader folds them. */
    private static Set<String> names(Known memory, Set<String> people) {
        return Stream.concat(people.stream(), memory.persons().stream().map(Who::name).filter(Objects::nonNull).map(Attributes::normalize))
                .collect(Collectors.toSet());
    }

    private static Map<Pattern, String> clubs() {
        Map<Pattern, String> clubs = new LinkedHashMap<>();
        for (List<String> club : Clubs.sameClub()) {
            // its supporters by the club's name: "an Evertonian", "Arsenalites"
            String name = club.get(0).split(" ")[0];
            clubs.put(Pattern.compile("(?iu)(?<![\\p{L}-])" + Pattern.quote(name) + "(?:ians?|ites?)(?![\\p{L}-])"), Matcher.quoteReplacement(club.get(0)));
            clubs.put(Pattern.compile("(?iu)(?<![\\p{L}-])(?:" + club.stream().skip(1).map(Phrasing::accentless).reduce((one, other) -> one + "|" + other)
                    .orElseThrow() + ")(?![\\p{L}-])"), Matcher.quoteReplacement(club.get(0)));
        }
        return clubs;
    }

    /** A word as a pattern that matches it typed with or without its accents. */
    private static String accentless(String word) {
        return word.replace("e", "[eéèê]").replace("a", "[aàâ]").replace("i", "[iîï]").replace("o", "[oô]").replace("u", "[uùû]")
                .replace("c", "[cç]").replace(" ", "[\\s-]");
    }
}
