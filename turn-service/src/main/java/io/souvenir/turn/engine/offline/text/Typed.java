package io.souvenir.turn.engine.offline.text;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the user typed, made readable before the grammar reads it: chat spellings written out
 * ("jsuis" → "je suis", "tmrw" → "tomorrow", "im" → "I'm"), links left out (an address says
 * nothing of the user), and a text longer than the budget cut at a word boundary. Nothing is
 * added that the user did not say.
 */
public final class Typed {

    /** Past this many characters the rest of a message is not read (8,000 is the longest a message may be). */
    public static final int CHARACTER_BUDGET = 1_200;

    private static final Map<Pattern, String> FRENCH = new LinkedHashMap<>();
    private static final Map<Pattern, String> ENGLISH = new LinkedHashMap<>();
    /** "j'bosse", "j'vais": the elision of speech before a consonant. */
    private static final Pattern SPOKEN_ELISION = Pattern.compile("(?iu)(?<![\\p{L}'])j'(?=[bcdfgjklmnpqrstvwxz])");
    /** A line of code or a query pasted in: it tells nothing about the user. */
    private static final Pattern QUERY = Pattern.compile("(?i)^\\s*(?:select|insert|update|delete|create|drop|alter)\\b.*"
            + "\\b(?:from|into|table|set|where|values)\\b.*");
    private static final Pattern CODE_SIGNS = Pattern.compile("[{}();=<>\\[\\]*#$|&`\\\\]");
    private static final Pattern STRONG_CODE_SIGNS = Pattern.compile("[{};=<>`\\\\]|\\(\\)|\\[\\]");
    /**
     * "hubby's on nights", "the missus works at Tesco", "mum's partner Gaz": in the chat register the
     * user's own family goes without "my" at the head of a clause; read as said with it. Written with
     * a capital ("Grandpa was born…") the word is already read as the name the family uses.
     */
    private static final Pattern OWN_UNSAID_ENGLISH = Pattern.compile("(?u)(^|[.!?;:]\\s+)"
            + "(?:[Tt]he\\s+)?(hubby|hubs|wifey|missus|mum|mom|mam|dad|gran|nan|nana|grandma|granny|grandad|grandpa|bf|gf|bro|sis|kiddo)"
            + "(?=\\s|['’]s\\b)(?!\\s+(?:n|and|&|an)\\s+(?:me|i)\\b)");
    /** "le daron est flic", "la frangine bosse à Lille": the user's own, not "le daron de ma meuf". */
    private static final Pattern OWN_UNSAID_FRENCH = Pattern.compile("(?iu)(^|[.!?;:]\\s+)(le|la)\\s+"
            + "(daron|daronne|frangin|frangine|reuf|darons)(?!\\s+(?:de|d'|du|des)\\b)(?=\\s|,|$)");
    /**
     * "tonton Bruno, il est routier", "papi Roger et papi Lucien": the family's names for its own, before a name, go without
     * "mon"/"ma" in speech; read as said with it. Group 2: the feminine words, group 3: the masculine ones.
     */
    private static final Pattern FAMILY_NAME_UNSAID_FRENCH = Pattern.compile("(?u)(^|(?<![\\p{L}'])(?!(?i:mon|ma|ta|sa|ton|son|notre"
            + "|votre|leur|la|le|une?|des|les|mes|tes|ses|nos|vos|leurs|l')\\s)[\\p{L}'.!?;:,]*\\s+)"
            + "(?:([Tt]ata|[Tt]atie|[Tt]antine|[Mm]amie|[Mm]amy|[Mm]ami|[Mm]émé|[Mm]arraine)|([Tt]onton|[Pp]api|[Pp]apy|[Pp]épé"
            + "|[Pp]arrain))(?=\\s+\\p{Lu}\\p{Ll})");
    /** "my ex (Callum)", "ma belle-mère (Josiane)": the name in brackets after the relation, read as "my ex Callum". */
    private static final Pattern NAME_IN_BRACKETS = Pattern.compile("(?u)\\b((?:[Mm]y|[Oo]ur|[Mm]on|[Mm]a|[Nn]otre)\\s+[\\p{L}-]+)\\s*\\(\\s*"
            + "(\\p{Lu}[\\p{L}-]+)\\s*\\)");
    /** "ma femme est du 30 novembre 1990", "je suis du 12 mai 1985": a full date after "être du" is a birth date. */
    private static final Pattern BORN_ON_FRENCH = Pattern.compile("(?iu)\\b(est|suis|es|sont|sommes)\\s+du\\s+(?=\\d{1,2}(?:er)?"
            + "\\s+(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)\\s+(?:19|20)\\d{2}\\b)");
    private static final Pattern LINK = Pattern.compile("(?i)\\b(?:https?://|www\\.)\\S+");
    /** A run of pictures (emoji with their joiners and variation selectors; not a degree sign nor an arrow) and the spaces before it. */
    private static final Pattern PICTURES = Pattern.compile("[ \\t]*[[\\p{So}&&[^\\x{0}-\\x{22FF}]]\\x{200D}\\x{FE0F}]+");

    static {
        french("(?:j'?suis|chui|chuis|jsui|j'suis)", "je suis");
        french("jai", "j'ai");
        // "g 17 ans", "g eu mon bac": "j'ai" as it sounds, before an age or a participle
        french("g(?= (?:\\d{1,3} ans|eu|fait|vu|pris|été|ete)\\b)", "j'ai");
        // the request verb mistyped: "tu peux me rapeller…"
        french("(?:rapeller|rapeler|rappeller)", "rappeler");
        french("rapelle", "rappelle");
        french("jhabite", "j'habite");
        // after an elision too: "l'anniv de Maud"
        FRENCH.put(Pattern.compile("(?iu)(?<![\\p{L}])(?:anniv|annif)(?![\\p{L}])"), "anniversaire");
        french("jaime", "j'aime");
        french("jadore", "j'adore");
        french("jtravaille", "je travaille");
        french("jbosse", "je bosse");
        french("(?:stp|svp|stp\\.|plz|pls|s'il (?:te|vous) pla[iî]t)", "");
        french("(?:tkt|mdr|ptdr|lol|xd)", "");
        french("(?:dem1|dm1)", "demain");
        french("ojd", "aujourd'hui");
        french("bcp", "beaucoup");
        french("(?:piges|balais|berges)", "ans");
        french("jetais", "j'étais");
        french("jvais", "je vais");
        french("chuis", "je suis");
        french("(?:jm'appelle|jmappelle|jmapel)", "je m'appelle");
        french("jsais", "je sais");
        french("jpeux", "je peux");
        french("jvis", "je vis");
        french("jfume", "je fume");
        french("jbois", "je bois");
        french("jfais", "je fais");
        french("jpense", "je pense");
        french("javais", "j'avais");
        french("jviens", "je viens");
        french("jdois", "je dois");
        french("(?:pcq|pck|psk|pcque)", "parce que");
        french("(?:tjrs|tjs)", "toujours");
        french("(?:mtn|mnt|maint)", "maintenant");
        french("(?:ac|avc)(?= \\p{L})", "avec");
        french("ds(?= [\\p{L}\\d])", "dans");
        // "pr l'accompagner"; but "le Pr Haddad" is a title before a name
        french("pr(?= (?-i:\\p{Ll}))", "pour");
        french("ya(?= \\p{L})", "il y a");
        french("c(?= (?:mon|ma|mes|notre|nos|un|une|le|la|les|pas|trop|super|grave)\\b)", "c'est");
        // "mon mec c Antoine", "ma bff c Jess": "c" before a name
        french("(?<=\\p{L} )c(?= (?-i:\\p{Lu}\\p{Ll}))", "c'est");
        french("(?:ptn|wsh|frr|jsp|oklm|tmtc|jpp)", "");
        french("tt", "tout");
        french("tte", "toute");
        french("ttes", "toutes");
        french("qd", "quand");
        french("ct", "c'était");
        french("dc", "donc");
        french("(?:ptit|pti)", "petit");
        french("ptite", "petite");
        french("pis(?= (?:moi|toi|lui|elle|eux|on|je|j'|il|nous)\\b)", "et");
        // "jbosse", "jreste", "jme": no French word starts with a j and a consonant, it is "je" said fast
        FRENCH.put(Pattern.compile("(?u)(?<![\\p{L}'])j(?=[bcdfgklmnpqrstvwxz]\\p{Ll}+)(?!son|peg|pg|query|sx|s\\b)"), "je ");
        english("(?:bday|b-day)", "birthday");
        english("gotta", "got to");
        // the request verb mistyped: "remnid me to…"
        english("(?:remnid|remidn|rmind|reimnd|remaind)", "remind");
        english("kinda", "kind of");
        english("ppl", "people");
        english("b4", "before");
        english("abt", "about");
        english("(?:thx|ty)", "thanks");
        english("(?<=\\d )(?:yo|y/o|y\\.o\\.)", "years old");
        english("(?:ngl|smh|omg|fyi)", "");
        english("im", "I'm");
        english("ive", "I've");
        english("ill(?= be| have| need| call)", "I'll");
        english("(?:tmrw|tmr|tmrrw|2moro|2morrow|tomoz)", "tomorrow");
        english("(?:tonite|2nite)", "tonight");
        english("gonna", "going to");
        // "6 n obsessed w dinosaurs": "and", "with" cut to a letter between words
        english("(?<=\\p{L}{1,20}'?s? |\\d )n(?= \\p{L})", "and");
        english("(?<=\\p{L} )w(?= \\p{L}{2})", "with");
        english("dont", "don't");
        english("doesnt", "doesn't");
        english("didnt", "didn't");
        english("cant", "can't");
        english("isnt", "isn't");
        english("havent", "haven't");
        english("wont", "won't");
        english("(?:yrs|yr)", "years");
        english("wanna", "want to");
        // the modals as typed by phone: "wud u", "cud you", "shud i"
        english("(?:wud|wld)(?= (?:you|u|i|it|we|they|he|she|ya)\\b)", "would");
        english("(?:cud|cld)(?= (?:you|u|i|it|we|they|he|she|ya)\\b)", "could");
        english("(?:shud|shld)(?= (?:you|u|i|it|we|they|he|she|ya)\\b)", "should");
        english("u", "you");
        english("ur", "your");
        english("w/", "with");
        english("(?:bc|cuz|coz)", "because");
        english("(?:pls|plz|lol|lmao|idk)", "");
        // days as they are abbreviated in a diary: "dentist tues 2.30"; the ambiguous ones only before a time
        english("(?:tues|tue)", "tuesday");
        english("weds", "wednesday");
        english("(?:thurs|thur|thu)", "thursday");
        english("fri", "friday");
        english("mon(?= (?:\\d|at\\b|morning|afternoon|evening|night))", "monday");
        english("wed(?= (?:\\d|at\\b|morning|afternoon|evening|night))", "wednesday");
        english("sat(?= (?:\\d|at\\b|morning|afternoon|evening|night))", "saturday");
        english("sun(?= (?:\\d|at\\b|morning|afternoon|evening|night))", "sunday");
    }

    private Typed() {
    }

    private static void french(String word, String written) {
        FRENCH.put(Pattern.compile("(?iu)(?<![\\p{L}'])" + word + "(?![\\p{L}])"), written);
    }

    private static void english(String word, String written) {
        ENGLISH.put(Pattern.compile("(?iu)(?<![\\p{L}'])" + word + "(?![\\p{L}\\d'])"), written);
    }

    /** The sentence as the grammar reads it, in the given language. */
    public static String readable(String sentence, Locale language) {
        StringBuilder prose = new StringBuilder();
        for (String line : cut(LINK.matcher(sentence).replaceAll(" ")).split("\\R")) {
            if (!looksLikeCode(line)) {
                prose.append(line).append('\n');
            }
        }
        String text = prose.toString();
        boolean french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        Map<Pattern, String> forms = french ? FRENCH : ENGLISH;
        if (french) {
            text = SPOKEN_ELISION.matcher(text).replaceAll("je ");
        }
        for (Map.Entry<Pattern, String> form : forms.entrySet()) {
            Matcher matcher = form.getKey().matcher(text);
            if (matcher.find()) {
                text = matcher.replaceAll(Matcher.quoteReplacement(form.getValue()));
            }
        }
        text = NAME_IN_BRACKETS.matcher(text).replaceAll("$1 $2");
        if (!french) {
            text = DOTTED_CLOCK.matcher(text).replaceAll("$1:$2");
            text = OWN_UNSAID_ENGLISH.matcher(text).replaceAll("$1my $2");
        } else {
            // the user's own birth date as "né le", as the rules for it read it; someone else's without guessing their gender
            text = BORN_ON_FRENCH.matcher(text).replaceAll(born -> born.group(1) + (born.group(1).matches("(?i)suis|sommes")
                    ? " né le " : " né(e) le "));
            text = OWN_UNSAID_FRENCH.matcher(text).replaceAll(match -> match.group(1)
                    + (match.group(2).equalsIgnoreCase("le") ? "mon " : "ma ") + match.group(3));
            text = FAMILY_NAME_UNSAID_FRENCH.matcher(text).replaceAll(match -> match.group(1)
                    + (match.group(2) != null ? "ma " + match.group(2) : "mon " + match.group(3)).toLowerCase(Locale.ROOT));
        }
        return withoutPictures(text).replaceAll("[ \\t]{2,}", " ").strip();
    }

    /**
     * "il s'appelle Caramel 🐰", "Tomasz, Inès, and my cousin Rafael 🥰": a picture says nothing the grammar reads, and
     * one after the last word would stand where a name or a clause is read to end; left out.
     */
    static String withoutPictures(String text) {
        return PICTURES.matcher(text).replaceAll(" ");
    }

    /** "tuesday 2.30", "at 6.45": an hour written with a dot after a day or "at" (a price has no day before it). */
    private static final Pattern DOTTED_CLOCK = Pattern.compile("(?i)(?<=\\b(?:at|@|monday|tuesday|wednesday|thursday|friday"
            + "|saturday|sunday|tomorrow|today|tonight) )(\\d{1,2})\\.([0-5]\\d)\\b(?![.,]\\d)");

    /** "for (int i = 0; i < n; i++) { … }", "SELECT * FROM users": many signs of code for the words, or a query. */
    static boolean looksLikeCode(String line) {
        String visible = line.replaceAll("\\s+", "");
        if (visible.isEmpty()) {
            return false;
        }
        long signs = CODE_SIGNS.matcher(visible).results().count();
        return QUERY.matcher(line).matches() || line.contains("```") || signs >= 4 && signs * 8 >= visible.length()
                && STRONG_CODE_SIGNS.matcher(visible).find();
    }

    /** Whether a sentence is longer than what is read of it. */
    public static boolean overBudget(String sentence) {
        return sentence.length() > CHARACTER_BUDGET;
    }

    private static String cut(String text) {
        if (text.length() <= CHARACTER_BUDGET) {
            return text;
        }
        int end = text.lastIndexOf(' ', CHARACTER_BUDGET);
        return text.substring(0, end > CHARACTER_BUDGET / 2 ? end : CHARACTER_BUDGET);
    }
}
