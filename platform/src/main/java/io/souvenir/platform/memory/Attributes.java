package io.souvenir.platform.memory;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a memory says of whom: its subject (the user, or a person by name and relation) and
 * the values it gives to the attributes a contradiction is about (age, city, job, a name, a date
 * of birth…), in French and English. memory-service asks it whether a new memory contradicts an
 * active one; the consolidator asks it the same at night. Deterministic, no model.
 */
public final class Attributes {

    /** What a value can be about, and whether it changes over a life. */
    public enum Attribute {
        AGE(true), CITY(true), JOB(true), EMPLOYER(true), PARTNER(true), STATUS(true), SCHOOL(true), CLASS(true), FAVOURITE(true),
        NAME(false), BIRTH_DATE(false), BIRTH_PLACE(false);

        private final boolean changing;

        Attribute(boolean changing) {
            this.changing = changing;
        }

        public boolean changing() {
            return changing;
        }

        public String wireName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A memory as the reader needs it: its kind, its text and who it is about. */
    public record Said(String kind, String text, List<Who> persons) {

        public Said {
            persons = persons == null ? List.of() : List.copyOf(persons);
        }
    }

    /** Someone a memory is about: a name, a relation (in English), or both. */
    public record Who(String name, String relation) {
    }

    /** Who a memory is about: {@code person} null for the user themselves. */
    public record Subject(Who person) {

        static final Subject USER = new Subject(null);

        public boolean isUser() {
            return person == null;
        }
    }

    /** Key of a favourite ("couleur", "film"): favourites of different things never clash. */
    public record Value(String value, String qualifier) {
    }

    /** What a memory says: of whom, and the values it gives. */
    public record Reading(Subject subject, Map<Attribute, Value> values) {
    }

    /** The candidate and an active memory give two values to one attribute of one subject. */
    public record Clash(int active, Attribute attribute, String before, String after) {
    }

    /** How a candidate stands against the active memories. */
    public record Comparison(List<Clash> clashes, List<Integer> sameValues) {

        public boolean contradicts() {
            return !clashes.isEmpty();
        }

        public Optional<Clash> first() {
            return clashes.stream().findFirst();
        }
    }

    /** The relations whose other name is another name of one person, not a second one (bench/CORPUS.md, rule 4). */
    private static final Set<String> ONE_OF_EACH = Set.of("mother", "father");

    private static final String END = "(?=$|[,.;:!?)(]|\\s(?:avec|with|depuis|since|et|and|pour|for|maintenant|now|cette|this|"
            + "comme|as|ou|or|mais|but|qui|who|where|ou|depuis|a\\s+partir|from|starting|au|in|en|chez|at|le|on|the|"
            // when, after where: "moved to Jamaica Plain last weekend", "installée à Vannes hier"
            + "last|next|yesterday|today|tomorrow|hier|demain|aujourd'hui|ago|il y a)\\b)";
    // a place, not a thing one moves into: "moved to a bigger flat", "emménagé dans notre maison"
    /** A place's name, which may open with a number that normalizing wrote as digits ("Trois-Rivières" as "3-rivieres"). */
    private static final String PLACE = "((?!(?:a|an|un|une|my|our|his|her|their|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|this|that|"
            + "ce|cet|cette)\\s)(?:\\d{1,2}-(?=[a-z]{3}))?[a-z][a-z'-]*(?:\\s(?!(?:avec|with|depuis|since|et|and|pour|for|maintenant|now|cette|this|"
            + "comme|as|mais|but|qui|who|from|au|in|en|chez|at|le|on|the)\\b)[a-z][a-z'-]*){0,2})";
    private static final String PAST_AUX = "(?:ai|as|a|avons|avez|ont|avait|avais|avaient|j'ai|il a|elle a|on a)\\s+(?:\\w+\\s+)?";

    private static final Pattern AGE = Pattern.compile(
            "\\b(\\d{1,3})\\s*(?:ans|an|years?(?:\\s+old)?|yrs?(?:\\s+old)?|yo|year-old|-year-old)\\b"
                    + "|\\b(?:age|aged)\\s*:?\\s*(\\d{1,3})\\b"
                    // "a soufflé ses seize bougies", "blew out eight candles"
                    + "|\\b(?:souffle\\w*|blew out|blown out|blowing out)\\s+(?:ses|sa|son|mes|his|her|their|my)?\\s*(\\d{1,3})\\s+(?:bougies|candles)\\b"
                    + "|\\b(?:is|turned|turns|turning|just turned|now|i'm|im|i am|am)\\s+(\\d{1,3})\\b(?!\\s*(?:%|euros?|dollars?|kg|km|cm|h\\b|min))"
                    // "Banjo's 4 now", "she's 9!": a name or a pronoun and "is" contracted, the number alone or said to be now
                    + "|\\b(?!(?:it|that|what|there|here|who|where|how|let)'s)[a-z]+'s\\s+(\\d{1,3})(?=\\s+(?:now|today|already)\\b|\\s*(?:$|[,;.!]))");
    /** A person's card that gives a bare number after who they are: "Banjo — our kelpie, 3", "Tom — my brother, 34, Leeds". */
    private static final Pattern CARD_AGE = Pattern.compile("^,\\s*(\\d{1,2})"
            // and since when: "Aanya — my daughter, five as of Sunday", "Léo — mon fils, 6 depuis hier"
            + "(?:\\s+(?:now|today|as of \\w+|since \\w+|depuis \\w+|ce (?:matin|week-end)|this (?:morning|weekend|week)))?\\s*(?:,|$)");
    private static final Pattern CITY = Pattern.compile("\\b(?:(?:" + PAST_AUX + ")?(habite|habitent|habitons|habitez|habites|vit|vivent|"
            + "vis|vivons|vivez|reside|resident|live|lives|living|moved|moving|move|demenage|demenagee|demenages|demenagent|emmenage|"
            + "emmenagee|emmenages|emmenagent|emmenager|"
            + "demenagees|installe|installee|installes|installees|based|relocated|pose (?:nos|mes|ses|leurs|les) cartons|cartons sont posee?s?|"
            // a move told by the going: "parti vivre à La Rochelle", "went to live in Cork" (not a wish: "aimerait vivre à Nice")
            + "(?:parti|partie|partis|parties|alle|allee|alles|allees|retourne|retournee|gone|went|gone back|went back) "
            + "(?:vivre|habiter|s'installer|live|to live)))"
            + "(?:\\s+(?:maintenant|desormais|now|depuis peu|finally|finalement))?"
            // with someone, somewhere: "vit chez ma tante à Spa", "lives with her sister in Leeds"
            + "(?:\\s+(?:chez|with)\\s+(?:ma|mon|ses|sa|son|leur|my|his|her|their)\\s+[a-z-]+)?"
            + "\\s+(?:a|au|aux|en|in|near|pres de|a cote de|to|sur|dans|out to)\\s+"
            + "(?:l'|la\\s|le\\s|les\\s)?" + PLACE + END);
    /**
     * A home named by where it is, in a sentence that says one lives in it: "on a signé pour l'appart à Rennes, on y habite
     * depuis samedi", "got the keys to our flat in Hove, moved in Friday", "my own place in Jamaica Plain, living there since May".
     */
    private static final Pattern HOME_AT = Pattern.compile("\\b(?:appart(?:ement)?|flat|house|maison|place|condo|studio|logement|"
            // a flat by its rooms as Quebec counts them: "notre 5 et demi à Sherbrooke"
            + "pavillon|t[1-5]|home|apartment|apt|\\d (?:et demi|1/2|½))\\s+(?:a|au|en|in)\\s+(?:l'|la\\s|le\\s)?" + PLACE + END);
    private static final Pattern LIVES_THERE = Pattern.compile("\\b(?:y (?:habite\\w*|vit|vivons|vivent|vis|suis|sommes|emmenage\\w*)|"
            + "(?:live|living|lived|moved in|settled in) (?:there|in it|in)|moved in|emmenage\\w*|got the keys|pose (?:nos|les) cartons|installee?s? dans|"
            + "(?:have|got|has) (?:my|our|his|her|their) own place)\\b");
    /** A job said before where one works: "comptable chez Deloitte". */
    private static final String JOB_WORD = Professions.alternatives();
    private static final Pattern EMPLOYER = Pattern.compile("\\b(?:travaille|travailles|travaillent|travaillons|bosse|bosses|"
            + "bossent|work|works|working|employed|employe|employee|embauche|embauchee|recrute|recrutee|hired|joined|rejoint|"
            + "salarie|salariee)(?:\\s+(?:maintenant|desormais|now|actuellement|currently))?\\s+(?:chez|at|for|par|by)\\s+(?:the\\s+)?"
            + "([a-z0-9][a-z0-9&'.-]*(?:\\s(?!(?:comme|as|depuis|since|et|and|a|in|en|pour|for|now|maintenant)\\b)"
            // "works at Ford out in Claycomo", "at Tesco over by the station": where the employer is, not its name
            + "(?!(?:out|over|up|down|round|across|just|right)\\s+(?:in|at|by|near|on|past|there)\\b)[a-z0-9&'.-]+){0,2})"
            + "|\\b(?:employeur|employer|entreprise|company)\\s*:\\s*([a-z0-9][a-z0-9&' .-]*)");
    /**
     * Where one starts, or where the job one names is ("I started at Monzo", "got the job at Atlassian",
     * "comptable chez Deloitte"): a name, not a time, a meal, home or a school ("started at 9", "at the gym").
     */
    private static final Pattern EMPLOYER_NAMED = Pattern.compile("\\b(?:started|starting|starts|start|commence|commencee|"
            + "got the job|got a job|landed a job|new job|nouveau (?:job|poste|boulot|travail)|"
            // the time one has been there, from the first day: "premier jour chez Ankama", "first week at State Farm", "two weeks in at Steck"
            + "(?:premier|premiere|1er|1ere) (?:jour|semaine|mois|journee)|first (?:day|days|week|weeks|month|shift)|"
            + "(?:\\d+|a|one|two|three|four|five|six|few|couple of) (?:days?|weeks?|months?) in|"
            // a contract or a placement somewhere: "un CDI chez DHL", "an internship at Arup"
            + "cdi|cdd|contrat|alternance|internship|apprenticeship|apprentissage|(?:" + JOB_WORD + ")(?:\\s(?:de|d'|du|des)\\s?[a-z]+|\\s(?!(?:chez|at)\\b)[a-z]{3,})?)"
            + "(?:\\s+(?:maintenant|desormais|now|actuellement|currently))?\\s+(?:chez|at)\\s+(?!(?:the|a|an|le|la|les|l'|un|une|"
            + "home|work|school|noon|midnight|dawn|night|uni|college|lunch|dinner|breakfast|moi|toi|lui|elle|eux|nous|vous|me|us|"
            + "them|him|her|my|mon|ma|mes|weekends?|week-ends?|nights?|heart|times?|first|last|least|best|most|all|once|\\d+)\\b)"
            + "([a-z][a-z0-9&'.-]*(?:\\s(?!(?:comme|as|depuis|since|et|and|a|in|en|pour|for|now|maintenant|last|next|this|ce|cette|"
            + "le|la|on|demain|tomorrow|today|aujourd'hui|hier|yesterday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|"
            + "tuesday|wednesday|thursday|friday|saturday|sunday)\\b)[a-z0-9&'.-]+){0,2})");
    /**
     * An employer one went to or is at now: "parti chez Orange Business", "maintenant chez Deloitte",
     * "now at Monzo"; not a stay at someone's ("partie chez sa mère pour le week-end").
     */
    private static final Pattern EMPLOYER_MOVED = Pattern.compile(
            // on a card, the place first: "Bastien — mon ex-collègue, chez Free maintenant", "Jo — my old flatmate, at Monzo now"
            "(?:^|,)\\s*(?:chez|at)\\s+(?!(?:the|a|an|le|la|les|l'|un|une|home|work|school|uni|college|moi|me|my|mon|ma|mes|sa|son|ses|his|her|their)\\b)"
            + "([a-z][a-z0-9&'.-]*(?:\\s(?!(?:maintenant|desormais|now|depuis|since)\\b)[a-z0-9&'.-]+){0,1})\\s+(?:maintenant|desormais|now)\\b"
            + "|\\b(?:parti|partie|partis|parties|maintenant|desormais|"
            + "aujourd'hui|now|currently)\\s+(?:chez|at)\\s+(?!(?:the|a|an|le|la|les|l'|un|une|des|du|home|work|school|uni|college|"
            + "lunch|dinner|moi|toi|lui|elle|eux|nous|vous|me|us|them|him|her|my|mon|ma|mes|sa|son|ses|his|their|leur|leurs|ton|ta|"
            + "tes|your|our|notre|nos|votre|vos|\\d+)\\b)([a-z][a-z0-9&'.-]*(?:\\s(?!(?:comme|as|depuis|since|et|and|a|in|en|pour|"
            + "for|now|maintenant|last|next|this|ce|cette|le|la|on|over|demain|tomorrow|today|aujourd'hui|hier|yesterday)\\b)"
            + "[a-z0-9&'.-]+){0,2})(?!.*\\b(?:week-end|weekend|vacances|holidays?|ce soir|tonight|dormir|manger|diner|dejeuner|"
            + "pour (?:la|le|les|quelques|\\d+) (?:nuit|soiree|jours?|semaines?))\\b)");
    /** Someone's employer said through the user's working with them: "mon collègue chez Capgemini", "my colleague at Barclays". */
    private static final Pattern COLLEAGUE_AT = Pattern.compile("\\b(?:mon|ma|my|his|her|their|notre|our|son|sa)\\s(?:ancien\\s|ancienne\\s|"
            + "former\\s|old\\s)?(?:collegue|colleague|coworker|co-worker|workmate)\\s(?:chez|at)\\s(?!(?:the|a|an|le|la|les|l'|un|une|"
            + "work|home|school)\\b)([a-z][a-z0-9&'.-]*(?:\\s(?!(?:comme|as|depuis|since|et|and|a|in|en|pour|for|now|maintenant)\\b)"
            + "[a-z0-9&'.-]+){0,2})");
    private static final Pattern JOB_LABEL = Pattern.compile("\\b(?:metier|job|profession|occupation|poste)\\s*:\\s*([a-z][a-z' -]*)"
            + "|\\b(?:travaille|travaillent|bosse|bossent|works?|working|employed|employe|employee|"
            // a job one has trained for and now does: "retrained as a pharmacist", "reconvertie comme fleuriste"
            + "retrained|trained|qualified|requalified|reconvertie?s?|me suis reconvertie?|s'est reconvertie?)"
            + "(?:\\s+(?:maintenant|now|desormais))?"
            + "\\s+(?:comme|as|en tant que)\\s+(?:an?\\s|une?\\s)?([a-z][a-z'-]*(?:\\s[a-z][a-z'-]*)?)");
    private static final Pattern JOB_COPULA = Pattern.compile("(?:\\b(?:suis|est|es|sont|is|am|i'm|im|are|he's|she's|they're|we're|devenu|devenue|"
            + "became|become|now|maintenant|desormais)\\s+|,\\s*|—\\s*|^)(?:maintenant\\s|now\\s|desormais\\s)?(?:un\\s|une\\s|an?\\s)?"
            // the first word may be a rank by its number: "3rd grade teacher", "2nd year resident"
            + "([a-z0-9][a-z0-9'-]*)(?:\\s([a-z][a-z'-]*))?(?:\\s([a-z][a-z'-]*))?");
    /**
     * Where one works said as an institution, or where one is sent to work: "je bosse à la mairie de
     * Lille", "mutée à l'agence d'Arras", "I teach at St Anne's Primary", "transferred to the Leeds branch".
     */
    private static final Pattern WORKPLACE = Pattern.compile("\\b(?:travaille|travailles|travaillent|bosse|bosses|bossent|enseigne|"
            + "enseignes|mutee?|transferee?|nommee?|affectee?|teach|teaches|teaching|transferred|posted|relocated|"
            // a move at work done to one ("they've moved me to the Bradford branch"), a post held there ("conseiller à l'agence X")
            + "moved(?=\\s(?:me|him|her|us|them)\\b)"
            // where one is based: "based at the Leeds office", "I'm at the Sheffield site full time"
            + "|based|(?<=\\b(?:i|he|she))(?:'m|'s)(?=\\s+at\\s+the\\s+[a-z]+\\s(?:site|office|branch|depot|plant)\\b)"
            // work there, or a start there, with the shifts between: "I work nights at the Ocado warehouse", "started at the Amazon depot"
            + "|(?:work|works|working|started|starting)(?:\\s(?:nights|days|lates|earlies|weekends|evenings|shifts|full[- ]time|part[- ]time))?"
            + "(?=\\s+at\\s+the\\s+[a-z]+\\s(?:site|office|branch|depot|plant|warehouse|factory|store)\\b))(?:\\s(?:me|him|her|us|them))?"
            + "(?:\\s+(?:maintenant|desormais|now|actuellement|currently))?\\s+(?:a la|a l'|au|aux|to|at)\\s?(?:the\\s)?("
            + "(?:mairie|agence|mediatheque|bibliotheque|hopital|usine|magasin|boutique|cabinet|bureau|labo|laboratoire|entrepot|"
            + "supermarche|pharmacie|clinique|prefecture|gare|aeroport|creche|ehpad|caserne|banque|siege|succursale|antenne|"
            + "ecole|college|lycee|universite|branch|office|store|depot|warehouse|library|hospital)"
            + "(?:\\s(?:de|du|des|d')\\s?[a-z][a-z'-]*|\\s(?!(?:depuis|since|et|and|comme|as|pour|for|maintenant|now|en|in|a|le|la|les|"
            + "with|avec|on|the|this|cette|ce)\\b)[a-z][a-z'-]*)?"
            + "|[a-z][a-z'-]*\\s(?:branch|office|store|depot|site|plant|warehouse|factory)"
            + "|(?:[a-z][a-z'.-]*\\s){1,2}(?:primary|high|academy|school|college|hospital|library))\\b");
    /** A post held at a branch or an office, after who holds it: "je suis conseiller à l'agence Crédit Mutuel de Vannes" (not a school: a teacher's school stays a school). */
    private static final Pattern POST_AT = Pattern.compile("\\b(?:suis|est|es)\\s(?:" + JOB_WORD + "|[a-z-]{3,}(?:eur|trice|ier|iere|er|ere|iste|ien|ienne))"
            + "\\s+(?:a la|a l'|au|aux)\\s?((?:agence|mairie|banque|succursale|siege|antenne|magasin|boutique|bureau|usine|entrepot|depot)"
            + "(?:\\s(?:de|du|des|d')\\s?[a-z][a-z'-]*|\\s(?!(?:depuis|since|et|and|comme|as|pour|for|maintenant|now|en|in|a|le|la|les|"
            + "with|avec|on|the|this|cette|ce)\\b)[a-z][a-z'-]*)?)\\b");
    /** Words just before an age that give it to something one has: "a un chat de" (not "un border collie de 3 ans" on its card). */
    private static final Pattern OWNED_AGE = Pattern.compile("\\b(?:a|ai|as|avons|avez|ont|possede\\w*|achete\\w*|adopte\\w*|recupere\\w*)"
            + "\\s(?:un|une|des)\\s(?:[a-z'-]+\\s){1,3}(?:de|d')\\s?$");
    private static final Pattern A_THING_AGED = Pattern.compile("(?<!\\b(?:i'm|im|am|is|are|was|he's|she's)\\s)\\b(?:a|an)\\s$");
    private static final Pattern SAME_WORK = Pattern.compile("\\b(?:same|meme) (?:role|job|position|title|team|work|poste|boulot|"
            + "metier|travail)\\b");
    /** Another employer said by the switch, beside the work kept the same: "switched to Swiggy, same role", "passée chez Free, même poste". */
    private static final Pattern SWITCHED = Pattern.compile("\\b(?:switched|switching|switches|switch|moved|moving|jumped|jumping|"
            + "went|gone|changed|passee?s?|partie?s?)(?:\\s+(?:over|across))?\\s+(?:to|chez)\\s+(?!(?:the|a|an|my|le|la|les|un|une|mon|ma)\\b)"
            + "([a-z][a-z0-9&'.-]*(?:\\s(?!(?:same|meme|as|comme|but|mais|and|et|now|maintenant|in|at|on|from|for|last|this|next|over|after|"
            + "en|a|au|le|la|depuis|since|apres)\\b)[a-z0-9&'.-]+){0,1})");
    /**
     * A job said by its title in several words, after who holds it: "je suis chargée de com", "agent
     * d'accueil", "chef de projet", "I'm a marketing coordinator", "head of sales".
     */
    private static final Pattern JOB_TITLE = Pattern.compile("(?:\\b(?:suis|est|es|sommes|sont|is|am|i'm|im|are|he's|she's|they're|"
            + "devenue?s?|became|become|now|maintenant|desormais)\\s+|[,—]\\s*)(?:maintenant\\s|now\\s|desormais\\s)?(?:un\\s|une\\s|an?\\s)?("
            + "(?:chargee?|charge|responsable|chef(?:fe)?|directeur|directrice|agente?|conseillere?|conseiller|assistante?|technicien(?:ne)?|"
            + "attachee?|gestionnaire|adjointe?|operateur|operatrice|delegue|deleguee)\\s(?:de\\s|d'|du\\s|des\\s)?"
            // a field, not "responsable de mes actes" nor "chargée de faire les courses" nor where: "conseiller à l'agence"
            + "(?!(?:a|au|aux|chez|at|in|en|pour|for|de|d'|du|des|la|le|les|l'|mon|ma|mes|ton|ta|tes|sa|son|ses|leur|leurs|notre|nos|votre|vos|un|une|ce|cet|cette|tout|tous|"
            + "toute|toutes)\\b)(?![a-z]+(?:er|ir|re)\\s(?:le|la|les|l'|un|une|des|du|mes|tes|ses|nos|vos|leurs|ce|cette|ces)\\b)[a-z][a-z'-]*"
            + "|head of [a-z][a-z'-]*"
            + "|(?!(?:big|huge|real|good|great|bad|total|complete|new|old|little|bit|lot)\\s)(?:[a-z][a-z'-]*\\s){1,3}(?:rep|representative|executive|"
            + "officer|coordinator|administrator|specialist|associate|lead|supervisor|planner|controller))\\b");
    /** A job said as the work one has: "un boulot de caissière", "a job as a roofer", "un poste d'infirmier". */
    private static final Pattern JOB_AS = Pattern.compile("\\b(?:boulot|job|poste|emploi|taf|travail|cdi|cdd|contrat)\\s+"
            + "(?:de|d'|as|comme)\\s?(?:an?\\s|une?\\s)?([a-z][a-z'-]*)");
    /**
     * A job the lists do not hold, by the shape of the sentence: who one is, a noun made on a verb or a trade (a doer's
     * ending: "-eur", "-trice", "-ier", "-iste", "-ien", "-aire"), then where one does it: "je suis conductrice de bus à la
     * TAG", "elle est régisseuse au théâtre", "I'm a copyeditor at Penguin", "he's an upholsterer for John Lewis".
     */
    private static final Pattern JOB_AT_PLACE = Pattern.compile("(?:\\b(?:je suis|il est|elle est|tu es|suis|est)\\s+|"
            // or opening what a card says: "Inès — ma cousine, conductrice de taxi à Metz"
            + "^\\s*|[,—]\\s*)(?:maintenant\\s|desormais\\s)?"
            + "(?!(?:premier|premiere|dernier|derniere|meilleur|meilleure|interieur|exterieur|superieur|inferieur|majeur|mineur|ancien|"
            + "ancienne|originaire|solidaire|prioritaire|volontaire|proprietaire|locataire|titulaire|celibataire|"
            // the adjectives in "-euse" say how one is, not what one does: "je suis heureuse au boulot"
            + "(?:mal)?heureuse|amoureuse|nerveuse|joyeuse|curieuse|serieuse|paresseuse|courageuse|genereuse|chanceuse|peureuse|"
            + "honteuse|furieuse|anxieuse|frileuse|radieuse|soucieuse|fameuse|precieuse|ambitieuse|travailleuse)\\b)"
            // nor a doer at leisure: "je suis joueur de tennis", "grande lectrice de polars"
            + "(?!(?:joueur|joueuse|lecteur|lectrice|amateur|amatrice|fumeur|fumeuse|buveur|buveuse|mangeur|mangeuse|coureur|coureuse|"
            + "nageur|nageuse|marcheur|marcheuse|randonneur|randonneuse|grimpeur|grimpeuse|collectionneur|collectionneuse|spectateur|"
            + "spectatrice|donneur|donneuse|electeur|electrice|visiteur|visiteuse|habitant|habitante)\\b)"
            + "([a-z][a-z-]{2,}(?:eur|euse|trice|ier|iere|iste|ien|ienne|aire))(?:(?:\\s(?:de|d'|du|des)\\s?[a-z]+)?"
            + "\\s+(?:a la|a l'|au|aux|chez|pour)\\s?[a-z]"
            // or a doer of something, closing the clause or before where: "je suis conducteur de bus maintenant" (not "d'origine")
            + "|\\s(?:de|d'|du|des)\\s?(?!(?:origine|naissance|coeur|nature|formation|metier)\\b)[a-z]+"
            + "(?=\\s+(?:maintenant|desormais|depuis|a|en)\\b|\\s*(?:$|[,.;!?(])))"
            + "|\\b(?:i'm|im|i am|he's|she's|he is|she is|they're)\\s+(?:now\\s)?(?:a|an)\\s+(?:[a-z-]+\\s)?"
            + "(?!(?:regular|member|guest|customer|client|patient|fan|volunteer|big|huge|lot|bit|bit of|beginner|newbie|runner|swimmer|"
            + "climber|reader|drinker|smoker|sleeper|eater|lover|believer|supporter|player|winner|loser|passenger|resident|visitor|"
            + "outsider|newcomer|stranger|tenant|occupant|participant|applicant|contestant|entrant|migrant|dependant|giant)\\b)"
            + "([a-z][a-z-]{2,}(?:er|or|ist|ian|ant))\\s+(?:at|for|with)\\s+(?!(?:my|his|her|home|heart|night|times?|first|last|least|best|"
            + "work|school|uni|college|church|the moment|this point|that point|weekends?)\\b)[a-z]");
    /**
     * A business one runs is one's work: "runs a café in Leeds", "owns the corner shop", "elle tient une boutique de tissus",
     * "a ouvert sa crêperie". The business by its kind, or by a shop's ending ("-erie", "-eria": "boulangerie", "pizzeria").
     */
    private static final Pattern BUSINESS_RUN = Pattern.compile("\\b(?:runs|run|running|owns|own|owning|opened|has opened|took over|"
            + "tient|tiens|tiennent|tenons|gere|geres|gerent|gerons|possede|possedent|(?:a|ai|ont|avons) (?:ouvert|repris))\\s+"
            + "(?:a|an|the|his|her|their|my|our|un|une|le|la|l'|son|sa|leur|mon|ma|notre)\\s?(?:(?:own|little|small|new|family|petite?|"
            + "propre|nouvelle?|nouvel)\\s)?((?:corner |coffee |barber |flower |charity |book |food )?(?:shop|store|bakery|cafe|restaurant|"
            + "diner|bar|pub|salon|boutique|garage|business|company|firm|stall|deli|bistro|bistrot|hotel|guesthouse|b&b|farm|takeaway|"
            + "chippy|bookshop|bookstore|barbershop|launderette|laundrette|newsagent|startup|start-up|agency|brewery|vineyard|truck|"
            + "magasin|commerce|resto|entreprise|societe|boite|agence|atelier|gite|ferme|snack|kiosque|tabac|cabinet|stand|"
            + "[a-z]{3,}(?:erie|eria))s?)\\b");
    /** An organisation joined, named right after the verb ("joined Monzo", "rejoint Qonto"): an employer where work is said too. */
    private static final Pattern JOINED = Pattern.compile("\\b(?:joined|joining|rejoint|rejoins|signed with|signed for)\\s+"
            + "(?!(?:the|a|an|my|our|his|her|their|le|la|les|l'|un|une|des|mon|ma|mes|son|sa|ses|us|them|him|me|nous|eux|forces)\\b)"
            + "([a-z][a-z0-9&'.-]*(?:\\s(?!(?:last|this|next|in|as|comme|on|at|en|a|au|and|et|since|depuis|now|maintenant|same|"
            + "yesterday|hier|today|aujourd'hui|for|pour|with|avec|il|y|from|de)\\b)[a-z0-9&'.-]+)?)");
    /** Words that say work, whatever its title: "as a", "comme", "same role", "nouveau poste". */
    private static final Pattern WORK_SAID = Pattern.compile("\\b(?:as an?|comme|en tant que|(?:same|new|meme|nouveau|nouvel) "
            + "(?:role|job|position|title|team|poste|boulot|equipe)|full[- ]time|part[- ]time|a plein temps|a temps partiel|cdi|cdd)\\b");
    /** Words after a copula that deny what follows: "je ne suis plus prof" says no job. */
    private static final Set<String> NOT_A_JOB = Set.of("plus", "pas", "jamais", "not", "no", "never", "longer", "ex", "former",
            "ancien", "ancienne", "retired");
    private static final Pattern STATUS = Pattern.compile("\\b(mariee?s?|married|celibataire|celib|"
            // "single" as who one is with, not "every single time", "a single bed", "not a single word"
            + "(?<!\\b(?:every|each|any|not a|one|the|a) )single(?! (?:time|times|day|days|one|thing|word|bed|room|ticket|malt|file|cream|"
            + "use|penny|cent|bit|shot|track|album|point|game|match|night|person|item)\\b)|divorcee?s?|divorced|en couple|"
            + "pacsee?s?|engaged|fiancee?s?|separee?s?|separated|veuf|veuve|widowed|widow|widower|(?<=\\b(?:we're|we are|got|just|officially|newly|now) )wed|newlyweds?|tied the knot|got hitched)\\b");
    /**
     * "Je suis avec Mehdi depuis trois mois", "I'm with Sam now, we met at climbing": with someone
     * for a while, not with them at the pub tonight.
     */
    private static final Pattern TOGETHER_WITH = Pattern.compile("\\b(?:je suis|suis|i'm|im|i am)\\s+(?:maintenant\\s|now\\s)?"
            + "(?:avec|with)\\s+([a-z][a-z-]*)(?=(?:\\s+(?:now|maintenant))?,?\\s+(?:(?:depuis|since)\\s(?!(?:ce|cet|cette|this|hier|yesterday|"
            + "lunch|midi|noon|breakfast|tout a l'heure|tonight|an hour|une heure|\\d+\\s?(?:h|am|pm|min\\w*))\\b)|"
            + "for (?:\\d+ (?:months?|years?|weeks?)|a few (?:months|years)|a couple of (?:months|years)|almost|nearly)|"
            + "we met|we've been|on s'est (?:rencontre|connu)|ca fait \\d))");
    private static final Pattern PARTNER_OF = Pattern.compile("\\b(?:en couple avec|sort avec|sors avec|mariee? (?:a|avec)|married to|"
            + "dating|seeing|engaged to|fiancee? (?:a|avec)|with my (?:girlfriend|boyfriend|partner))\\s+([a-z][a-z'-]*)");
    private static final String SCHOOL_VERB = "\\b(?:(?:en|in|au|a la|rentre en|passe en|entre en|starts?|started|goes to|go to|"
            // moving up a year: "moved up to Year 5", "gone up into second class"
            + "(?:moved|moves|move|moving|gone|going|went|goes|go|got|bumped) up (?:to|into)|(?:gone|going|went|moved|moving|got) into|"
            + "attends|at)\\s+|a l'\\s?)";
    /** A class or a level: "en CM2", "in Year 6", "eleventh grade", "master 2"; the unambiguous ones also bare on a card. */
    private static final String LEVEL_BARE = "cp|ce1|ce2|cm1|cm2|1re|1ere|2nde|tle|grade\\s\\d{1,2}|year\\s\\d{1,2}|class\\s\\d|master\\s\\d|m1|m2|licence\\s\\d|l1|l2|l3|"
            + "prepa|cpge|bts|dut";
    private static final Pattern SCHOOL_LEVEL = Pattern.compile("(?:" + SCHOOL_VERB + "|(?:^|[,—])\\s*)(" + LEVEL_BARE + ")\\b"
            + "|" + SCHOOL_VERB + "(6e|6eme|sixieme|5e|5eme|cinquieme|4e|4eme|quatrieme|3e|3eme|troisieme|seconde|premiere|terminale|"
            + "(?:first|second|third|fourth|final) year of (?:uni|university|college|med school|law school))\\b");
    /** A school by its kind, or its name ("au lycée Jean Moulin", "at Hillside School" is not read: the name comes after). */
    private static final Pattern SCHOOL_PLACE = Pattern.compile(SCHOOL_VERB + "((?:lycee|college|ecole|school|universite|university)"
            + "\\s(?!(?:de|du|des|d'|le|la|les|in|at|a|en|et|and|with|avec|pour|for|now|maintenant|depuis|since)\\b)[a-z][a-z'-]*"
            + "(?:\\s(?!(?:in|at|a|en|et|and|with|avec|pour|for|now|maintenant|depuis|since|le|la|les|on|the|this|ce|cette|tous|every)\\b)"
            + "[a-z][a-z'-]*){0,2}"
            + "|maternelle|creche|college|lycee|fac|universite|university|primary school|middle school|high school|kindergarten|"
            + "nursery|preschool)\\b|\\b(?:ecole|school|college|lycee)\\s*:\\s*([a-z][a-z' -]*)"
            // a school named before its kind: "at Hillcrest High", "at Leeds Uni", "goes to Oakwood Primary"
            + "|" + SCHOOL_VERB + "((?!(?:the|a|an|my|his|her|their|our|le|la|les|un|une|mon|ma|son|sa)\\b)[a-z][a-z'.-]*(?:\\s[a-z][a-z'.-]*)?"
            + "\\s(?:high|primary|academy|uni|university|college|elementary|middle|grammar|prep|junior|infants?|school)(?:\\s(?:school))?)\\b"
            + "(?!\\s+(?:street|st|road|rd|lane|avenue)\\b)");
    private static final Map<String, String> LEVELS = Map.ofEntries(Map.entry("6eme", "6e"), Map.entry("sixieme", "6e"),
            Map.entry("5eme", "5e"), Map.entry("cinquieme", "5e"), Map.entry("4eme", "4e"), Map.entry("quatrieme", "4e"),
            Map.entry("3eme", "3e"), Map.entry("troisieme", "3e"), Map.entry("2nde", "seconde"), Map.entry("1re", "premiere"),
            Map.entry("1ere", "premiere"), Map.entry("tle", "terminale"));
    /** For how long a favourite is one, said between it and its value: "favourite book of all time: …", "mon film préféré du moment : …". */
    private static final String FAVOURED_FOR = "(?:\\s+(?:of all time|ever|at the moment|right now|these days|de tous les temps|du moment|"
            + "en ce moment|depuis toujours))?";
    private static final Pattern FAVOURITE_FR = Pattern.compile("\\b(?!(?:my|your|his|her|our|their|the|a|je|tu|il|elle|on|nous|vous|ils|elles)\\b)([a-z]+)\\s+(?:preferees|preferee|preferes|prefere|favorites|favorite|favoris|favori|habituelles|habituelle|habituels|habituel)\\b" + FAVOURED_FOR + "\\s*"
            + "(?:est|:|c'est|c|=)?\\s*(?:le\\s|la\\s|les\\s|l')?([a-z0-9][a-z0-9' -]*)");
    private static final Pattern FAVOURITE_EN = Pattern.compile("\\b(?:favou?rite|go-to|usual|regular)\\s+([a-z]+)\\b" + FAVOURED_FOR + "\\s*(?:is|:|=|'s)?\\s*(?:now\\s)?(?:the\\s|a\\s|an\\s)?"
            + "([a-z0-9][a-z0-9' -]*)");
    /** The favourite said after its value: "rien ne bat une raclette, c'est mon plat favori", "Dune is my favourite book". */
    private static final Pattern FAVOURITE_AFTER = Pattern.compile("([a-z0-9][a-z0-9' -]*?)\\s*,?\\s*(?:"
            + "(?:c'est|c|ce sont)\\s+(?:mon|ma|mes)\\s+([a-z]+)\\s+(?:preferees|preferee|preferes|prefere|favorites|favorite|favoris|favori)"
            + "|(?:is|are|'s)\\s+my\\s+(?:all-time\\s+)?(?:favou?rite|fave)\\s+([a-z]+))\\b");
    private static final Pattern NAME = Pattern.compile("\\b(?:m'appelle|s'appelle|s'appellent|prenom\\s*:|nom\\s*:|name\\s*:|"
            + "my name is|name is|named|called|i'm called|je me nomme|se nomme|surnomme)\\s+([a-z][a-z'-]*)");
    private static final Pattern BIRTH_DATE = Pattern.compile("\\b(?:nee?s?|born|date de naissance\\s*:?|birth ?date\\s*:?|"
            + "date of birth\\s*:?|(?:anniversaire|anniv|annif)(?:\\s+(?:est|c'est|tombe))?|fete son anniversaire|"
            // a birthday in the words of a region or of a chat: "ma fête c'est le 3 mars" (Québec), "my b-day's on the 9th"
            + "(?:(?:ma|mon|sa|son|ta|ton|leur|notre) (?:date de )?|date de )fete(?:\\s+(?:est|c'est|tombe))?|"
            // and bare on a person's card: "Jacinthe — ma blonde, fête le 18 mars"
            + "(?:(?<=[,—]\\s{1,3})|^)fete(?=\\s+le\\s+\\d)|"
            + "(?:birthday|b-?day|b'day|bday)(?:'s)?(?:\\s+(?:is|falls))?)"
            + "\\s*(?:le|on|en|in|:)?\\s*(?:the\\s+)?((?:\\d{1,2}(?:er|st|nd|rd|th)?\\s+(?:of\\s+)?[a-z]+(?:\\s+\\d{4})?)|(?:[a-z]+\\s+\\d{1,2}(?:st|nd|rd|th)?"
            + "(?:,?\\s+\\d{4})?)|(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)|(?:\\d{4}))");
    private static final Pattern BIRTH_PLACE = Pattern.compile("\\b(?:(?:nee?s?|born)\\s+(?:a|au|aux|en|in)|originaire\\s+(?:de|d')|"
            + "vient de|viens de|venons de|from|comes from|come from|grew up in|grandie?s? (?:a|en|au|aux))\\b\\s*(?:l'|la\\s|le\\s)?" + PLACE + END);
    /** A relation that was: "mon ancien collègue", "my former colleague", "my old roommate". */
    public static final Pattern FORMER_RELATION = Pattern.compile("\\b(mon|ma|mes|my|his|her|their|notre|nos|our|son|sa|ses)\\s"
            + "(?:ancien|ancienne|anciens|anciennes|former|old|ex-)\\s?(?=[a-z])");
    private static final Pattern PAST_VALUE = Pattern.compile("\\b(?:used to|lived|worked|was a|was an|etait|etais|ancien|ancienne|"
            + "former|formerly|previously|autrefois|avant|before|pendant \\d+ ans|for \\d+ years|"
            + PAST_AUX + "(?:habite|travaille|bosse|vecu|ete(?!\\s+(?:embauche|recrute|promu|mute|nomme|engage|pris|prise)\\w*)))\\b"
            + "|\\b(?:back then|a l'epoque|when i was|quand j'etais|as a kid|as a child|growing up|enfant,|petite?,|plus jeune)\\b");
    /** A sentence that opens on someone or something of the user's: "ma voisine …", "my best friend's …", "mes beaux-parents …". */
    private static final Pattern SOMEONE_OF_MINE = Pattern.compile("^(?:(?:finalement|hier|aujourd'hui|du coup|alors|bon|so|well|"
            + "yesterday|today|apparently|apparemment)[\\s,]+)?(?:ma|mon|mes|my|notre|nos|our)\\s+(?:(?:meilleure?|best|nouvelle?|"
            + "nouvel|new|petite?|grande?|vieille?|vieux|old|ancien(?:ne)?|chere?|dear)\\s+)?"
            // "my first name", "mon vrai prénom": the user's name, said precisely
            + "(?:(?:first|middle|full|real|legal|given|vrai)\\s+(?=name|nom|prenom))?([a-z][a-z-]*)(?:'s)?\\b");
    /** What of the user's a sentence may open on and still be about the user: "mon boulot", "my favourite film", "ma ville". */
    private static final Set<String> THINGS_OF_MINE = Set.of("travail", "boulot", "job", "taf", "poste", "metier", "employeur",
            "employer", "entreprise", "boite", "company", "work", "ecole", "school", "college", "lycee", "fac", "classe", "class",
            "appart", "appartement", "flat", "apartment", "house", "maison", "home", "logement", "ville", "city", "town", "quartier",
            "age", "anniversaire", "anniv", "annif", "fete", "birthday", "bday", "b-day", "b", "prenom", "nom", "name", "surname", "couleur", "colour", "color", "film",
            "movie", "plat", "dish", "food", "livre", "book", "musique", "music", "groupe", "band", "chanson", "song", "sport", "serie",
            "show", "taille", "height", "poids", "weight", "adresse", "address", "numero", "number", "email", "telephone", "phone",
            "salaire", "salary", "contrat", "contract", "bureau", "office", "date", "lieu", "place", "pays", "country", "nationalite",
            "nationality", "langue", "language", "religion", "signe", "sign", "passion", "hobby", "loisir", "activite", "situation",
            "statut", "status", "vie", "life", "journee", "day", "semaine", "week", "week-end", "weekend", "matin", "morning", "soir",
            "evening", "annee", "year", "mois", "month", "vacances", "holiday", "holidays", "vacation", "voiture", "car", "velo",
            "bike", "ordi", "computer", "portable", "plan", "projet", "project", "objectif", "goal", "reve", "dream", "rdv",
            "rendez-vous", "appointment", "favourite", "favorite", "fave", "prefere", "preferee", "usual", "go-to", "regular", "order", "commande", "cafe", "coffee", "the", "tea",
            "boisson", "drink", "routine", "regime", "diet", "train", "trajet", "commute", "equipe", "team", "club", "role",
            "formation", "studies", "etudes", "diplome", "degree", "master", "these", "thesis", "stage", "internship",
            // a move at work: "ma mutation est passée", "my transfer went through", "mon affectation est tombée"
            "mutation", "affectation", "nomination", "promotion", "demission", "transfer", "transfert", "posting", "secondment",
            "resignation", "redeployment");
    /** A sentence whose subject is the user: "I coach…", "je garde…". */
    private static final Pattern OPENS_ON_ME = Pattern.compile("(?:(?:i|i'm|im|i've|je)\\s|j')(?=[a-z])");
    /** A thing said with the word that makes it a taste: "mon resto préféré", "mon joueur fétiche" are the user's, not someone. */
    private static final Pattern FAVOURED = Pattern.compile("\\s+(?:preferee?s?|favorite?s?|favoris?|fetiches?|habituel(?:le)?s?)\\b");
    /** What of the user's counts the user's own years: "mon âge", "my birthday", "ma vie". */
    private static final Set<String> OWN_YEARS = Set.of("age", "anniversaire", "anniv", "annif", "fete", "birthday", "bday", "b-day", "vie", "life", "annee", "year");
    /** Someone of someone of the user's, at the start: "my brother's girlfriend", "la copine de mon frère". */
    private static final Pattern SOMEONE_OF_THEIRS = Pattern.compile("^(?:my|our)\\s([\\p{L}-]+)'s\\s([\\p{L}-]+)"
            + "|^(?:le|la|les|l')\\s?([\\p{L}-]+)\\s(?:de|d')\\s?(?:ma|mon|mes|notre|nos)\\s([\\p{L}-]+)");
    private static final Pattern SOMEONE_OF_NAMED = Pattern.compile("^(\\p{Lu}\\p{Ll}+)'s\\s(\\p{Ll}[\\p{Ll}-]*)");
    private static final Set<String> PEOPLE = Set.of("friend", "friends", "mate", "mates", "pal", "boss", "teacher", "coach",
            "colleague", "colleagues", "neighbour", "neighbor", "flatmate", "roommate", "classmate", "teammate", "ex", "nanny",
            "ami", "amie", "amis", "copain", "copine", "pote", "potes", "patron", "patronne", "prof", "maitresse", "maitre", "voisin",
            "voisine", "collegue", "collegues", "nounou", "coloc", "parrain", "marraine", "godmother", "godfather");
    private static final Pattern RELATIVE = Pattern.compile("\\b(?:ma|mon|my|notre|our)\\s+([a-z]+)\\b");
    private static final Map<String, Integer> MONTHS = months();
    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth");
    private static final Pattern ORDINAL_CLASS = Pattern.compile("(?<=\\b(?:in|into|to) )(?:(\\d)(?:st|nd|rd|th)|(" + String.join("|", ORDINALS.subList(0, 6))
            + "))\\s+class\\b");
    private static final Pattern ORDINAL_GRADE = Pattern.compile("\\b(?:(\\d{1,2})(?:st|nd|rd|th)|(" + String.join("|", ORDINALS)
            + "))\\s+grade\\b");

    private Attributes() {
    }

    /** What {@code said} says, of whom. */
    public static Reading read(Said said) {
        String text = normalize(said.text());
        Subject subject = subjectOf(said, text);
        Map<Attribute, Value> values = new EnumMap<>(Attribute.class);
        // "mon ancien collègue, parti chez Orange": the relation is former, what is said of them is now
        boolean past = PAST_VALUE.matcher(FORMER_RELATION.matcher(text).replaceAll("$1 ")).find();
        String detail = subject.isUser() ? text : detailsOf(text);
        if (!aboutAThing(text)) {
            // "my car is 12 years old", "la maison de ma mère a 100 ans": the age of the thing, not the person's
            age(detail).or(() -> "person".equals(said.kind()) && text.contains("—") ? first(CARD_AGE, detail) : Optional.empty())
                    .ifPresent(age -> values.put(Attribute.AGE, new Value(age, null)));
        }
        Matcher city = CITY.matcher(detail);
        while (city.find()) {
            if (city.group(1).startsWith("mov") && SAME_WORK.matcher(detail).find()) {
                // "moved to Superdrug, same role": another employer, the work unchanged
                values.putIfAbsent(Attribute.EMPLOYER, new Value(trimWords(city.group(2), 2), null));
            } else if (!city.group(0).matches(".*\\b(?:" + PAST_AUX + ")(habite|vecu|vit)\\b.*") && !city.group(1).equals("lived")) {
                values.putIfAbsent(Attribute.CITY, new Value(place(city.group(2)), null));
            }
        }
        if (!values.containsKey(Attribute.CITY) && LIVES_THERE.matcher(detail).find()) {
            first(HOME_AT, detail).ifPresent(home -> values.put(Attribute.CITY, new Value(place(home), null)));
        }
        if (!past) {
            first(EMPLOYER, detail).or(() -> first(EMPLOYER_NAMED, detail)).or(() -> first(EMPLOYER_MOVED, detail))
                    .or(() -> SAME_WORK.matcher(detail).find() ? first(SWITCHED, detail) : Optional.empty())
                    .or(() -> subject.isUser() ? Optional.empty() : first(COLLEAGUE_AT, text))
                    .or(() -> first(WORKPLACE, detail).or(() -> first(POST_AT, detail)).map(place -> place.replaceAll("\\b(?:de|du|des|d')\\s?", "")))
                    .ifPresent(employer -> values.put(Attribute.EMPLOYER, new Value(trimWords(employer, 2), null)));
            job(detail).ifPresent(job -> values.put(Attribute.JOB, new Value(job, null)));
        }
        if (!values.containsKey(Attribute.EMPLOYER) && !past && (values.containsKey(Attribute.JOB) || WORK_SAID.matcher(detail).find())) {
            // "joined Thoughtworks last month, QA lead now", "j'ai rejoint Doctolib comme dev": an organisation joined to work there
            first(JOINED, detail).ifPresent(employer -> values.put(Attribute.EMPLOYER, new Value(employer, null)));
        }
        Matcher status = STATUS.matcher(detail);
        if (status.find()) {
            values.put(Attribute.STATUS, new Value(status(status.group(1)), null));
        }
        first(PARTNER_OF, detail).or(() -> first(TOGETHER_WITH, detail))
                .ifPresent(name -> values.put(Attribute.PARTNER, new Value(name, null)));
        if (!subject.isUser() && Relations.isPartner(subject.person().relation())
                && subject.person().name() != null) {
            values.put(Attribute.PARTNER, new Value(normalize(subject.person().name()), null));
        }
        // a class and a school are two attributes, both kept: "en 6e au collège Pasteur" changes by either
        first(SCHOOL_LEVEL, grades(detail)).map(grade -> LEVELS.getOrDefault(grade, grade.replaceAll("\\s+", " ")))
                .ifPresent(level -> values.put(Attribute.CLASS, new Value(level, null)));
        Value employer = values.get(Attribute.EMPLOYER);
        first(SCHOOL_PLACE, detail).filter(school -> employer == null || !employer.value().startsWith(trimWords(school, 2)))
                // "I work at Leeds Uni": where one works, not where one studies
                .ifPresent(school -> values.put(Attribute.SCHOOL, new Value(school, null)));
        Matcher favourite = FAVOURITE_FR.matcher(detail);
        Matcher favouriteEn = FAVOURITE_EN.matcher(detail);
        if (favourite.find()) {
            values.put(Attribute.FAVOURITE, new Value(trimWords(favourite.group(2), 3), favourite.group(1)));
        } else if (favouriteEn.find()) {
            values.put(Attribute.FAVOURITE, new Value(trimWords(favouriteEn.group(2), 3), favouriteEn.group(1)));
        } else {
            favouriteNamedFirst(detail).ifPresent(value -> values.put(Attribute.FAVOURITE, value));
        }
        if (subject.isUser()) {
            first(NAME, text).ifPresent(name -> values.put(Attribute.NAME, new Value(name, null)));
        }
        Matcher birth = BIRTH_DATE.matcher(detail);
        if (birth.find()) {
            birthDate(birth.group(1)).ifPresent(date -> values.put(Attribute.BIRTH_DATE, new Value(date, null)));
        }
        Matcher birthPlace = BIRTH_PLACE.matcher(detail);
        if (birthPlace.find() && !(values.containsKey(Attribute.FAVOURITE) && birthPlace.group().startsWith("from"))) {
            // "my go-to coffee is a flat white from Blue Bottle": where the favourite is bought, not where one was born
            values.put(Attribute.BIRTH_PLACE, new Value(place(birthPlace.group(1)), null));
        }
        return new Reading(subject, values);
    }

    /**
     * The active memories the candidate contradicts (same subject, same attribute, another value)
     * or repeats (same value), by index in {@code active}.
     */
    public static Comparison compare(Said candidate, List<Said> active) {
        Reading mine = read(candidate);
        List<Reading> theirs = active.stream().map(Attributes::read).toList();
        List<Clash> clashes = new ArrayList<>();
        List<Integer> same = new ArrayList<>();
        for (int index = 0; index < theirs.size(); index++) {
            Reading other = theirs.get(index);
            String otherKind = active.get(index).kind();
            if (isPartner(mine.subject()) && isPartner(other.subject()) && "person".equals(otherKind)) {
                // a partner is one at a time: another name is a new partner, not a second one
                String before = name(other.subject());
                String after = name(mine.subject());
                if (before != null && after != null && !before.equals(after)) {
                    clashes.add(new Clash(index, Attribute.PARTNER, before, after));
                    continue;
                }
            }
            Optional<Boolean> sameSubject = sameSubject(mine.subject(), other.subject(), theirs);
            if (sameSubject.isEmpty()) {
                // one relation that is one person only (mother, father) under another name
                if (nameClash(mine.subject(), other.subject())) {
                    clashes.add(new Clash(index, Attribute.NAME, name(other.subject()), name(mine.subject())));
                }
                continue;
            }
            if (!sameSubject.get()) {
                continue;
            }
            boolean repeated = false;
            for (Map.Entry<Attribute, Value> value : mine.values().entrySet()) {
                Value before = other.values().get(value.getKey());
                if (before == null || !sameKind(before.qualifier(), value.getValue().qualifier())) {
                    continue;
                }
                if (before.value().equals(value.getValue().value())) {
                    repeated = true;
                } else {
                    clashes.add(new Clash(index, value.getKey(), before.value(), value.getValue().value()));
                }
            }
            if (repeated) {
                same.add(index);
            }
        }
        same.removeIf(index -> clashes.stream().anyMatch(clash -> clash.active() == index));
        return new Comparison(List.copyOf(clashes), List.copyOf(same));
    }

    /** What one orders at a counter, said of the usual order: "my usual order" is the go-to coffee, not the favourite book. */
    private static final Set<String> ORDERED = Set.of("coffee", "tea", "drink", "brew", "cuppa", "pint", "beer", "tipple", "cocktail",
            "cafe", "the", "boisson", "biere", "verre", "latte", "takeaway", "sandwich", "sarnie");
    private static final Set<String> AN_ORDER = Set.of("order", "commande");

    /** Two favourites of one kind: the same word, or an order and what one orders. */
    private static boolean sameKind(String one, String other) {
        return java.util.Objects.equals(one, other) || one != null && other != null
                && (AN_ORDER.contains(one) && ORDERED.contains(other) || AN_ORDER.contains(other) && ORDERED.contains(one));
    }

    /** Same subject: present and true, present and false, or empty when only a name clash could tell. */
    private static Optional<Boolean> sameSubject(Subject mine, Subject other, List<Reading> actives) {
        if (mine.isUser() || other.isUser()) {
            return Optional.of(mine.isUser() && other.isUser());
        }
        String myName = name(mine);
        String otherName = name(other);
        if (myName != null && otherName != null) {
            // the same name under two relations said (a brother and a cousin both called Paul) is two persons
            boolean relationsDiffer = relation(mine) != null && relation(other) != null && !relation(mine).equals(relation(other));
            return myName.equals(otherName) && !relationsDiffer ? Optional.of(true) : Optional.empty();
        }
        String relation = relation(mine);
        if (relation == null || !relation.equals(relation(other))) {
            return Optional.of(false);
        }
        long ofThatRelation = actives.stream().map(Reading::subject).filter(subject -> !subject.isUser())
                .filter(subject -> relation.equals(relation(subject)))
                .map(subject -> name(subject) == null ? "" : name(subject)).distinct().count();
        return Optional.of(ofThatRelation == 1);
    }

    private static boolean nameClash(Subject mine, Subject other) {
        String relation = relation(mine);
        return relation != null && ONE_OF_EACH.contains(relation) && relation.equals(relation(other))
                && name(mine) != null && name(other) != null && !name(mine).equals(name(other));
    }

    private static boolean isPartner(Subject subject) {
        return !subject.isUser() && Relations.isPartner(relation(subject));
    }

    private static String name(Subject subject) {
        return subject.person() == null || subject.person().name() == null || subject.person().name().isBlank() ? null
                : normalize(subject.person().name());
    }

    private static String relation(Subject subject) {
        if (subject.person() == null || subject.person().relation() == null) {
            return null;
        }
        String relation = normalize(subject.person().relation());
        return Relations.canonical(relation);
    }

    private static Subject subjectOf(Said said, String text) {
        if (!said.persons().isEmpty()) {
            Who who = said.persons().get(0);
            return new Subject(new Who(blankToNull(who.name()), blankToNull(who.relation())));
        }
        Matcher ofNamed = SOMEONE_OF_NAMED.matcher(said.text().strip().replace('’', '\''));
        if (ofNamed.find() && isSomeone(normalize(ofNamed.group(2)))) {
            // "Ben's brother got married": Ben's brother, whoever Ben is
            return new Subject(new Who(null, normalize(ofNamed.group(1)) + "'s " + normalize(ofNamed.group(2))));
        }
        Matcher owned = SOMEONE_OF_THEIRS.matcher(text);
        if (owned.find() && isSomeone(owned.group(1) != null ? owned.group(2) : owned.group(3))) {
            // "my brother's girlfriend lives in York", "la copine de mon frère": neither the brother nor the user
            String whose = owned.group(1) != null ? owned.group(1) : owned.group(4);
            String who = owned.group(1) != null ? owned.group(2) : owned.group(3);
            return new Subject(new Who(null, Relations.of(whose).orElse(whose) + "'s " + Relations.of(who).orElse(who)));
        }
        Matcher relative = RELATIVE.matcher(text);
        // "I coach my son's team": the user does something for a thing of the son's, the son is not who it is about
        boolean theirsForMe = relative.find() && OPENS_ON_ME.matcher(text).lookingAt() && text.startsWith("'s", relative.end());
        if (relative.find(0) && relative.start() < 12 && Relations.of(relative.group(1)).isPresent() && !theirsForMe) {
            return new Subject(new Who(null, Relations.of(relative.group(1)).get()));
        }
        Matcher someone = SOMEONE_OF_MINE.matcher(text);
        if (someone.find() && !THINGS_OF_MINE.contains(someone.group(1)) && !FAVOURED.matcher(text.substring(someone.end())).lookingAt()) {
            // "ma voisine bosse chez Thales", "my in-laws live in Norwich": a sentence about someone else, whoever they are
            return new Subject(new Who(null, someone.group(1)));
        }
        return Subject.USER;
    }

    /**
     * The sentence opens on a thing whose years are its own: the user's ("ma voiture", "my flat"),
     * not their age or life, or someone's ("my mum's house", "la voiture de mon père").
     */
    private static boolean aboutAThing(String text) {
        Matcher someone = SOMEONE_OF_MINE.matcher(text);
        if (someone.find() && THINGS_OF_MINE.contains(someone.group(1)) && !OWN_YEARS.contains(someone.group(1))) {
            return true;
        }
        Matcher owned = SOMEONE_OF_THEIRS.matcher(text);
        return owned.find() && !isSomeone(owned.group(1) != null ? owned.group(2) : owned.group(3));
    }

    /** A word for a person: a relation, or someone one has ("friend", "boss", "voisine"). */
    private static boolean isSomeone(String word) {
        return Relations.of(word).isPresent() || Relations.isWord(word) || PEOPLE.contains(word) || Professions.isOne(word);
    }

    /** A person's text without their name and relation: "Léa — ma fille, 12 ans" gives "12 ans". */
    private static String detailsOf(String text) {
        int dash = text.indexOf('—');
        String rest = dash >= 0 ? text.substring(dash + 1) : text;
        return rest.replaceFirst("^\\s*(?:ma|mon|mes|my|notre|our)\\s+[a-z-]+(?:\\s+[a-z]+)?\\s*,", ", ").strip();
    }

    private static Optional<String> job(String text) {
        Matcher label = JOB_LABEL.matcher(text);
        if (label.find()) {
            String job = label.group(1) != null ? label.group(1) : label.group(2);
            return Optional.of(trimWords(job, 2));
        }
        Matcher title = JOB_TITLE.matcher(text);
        if (title.find()) {
            return Optional.of(title.group(1).strip());
        }
        Matcher work = JOB_AS.matcher(text);
        while (work.find()) {
            if (Professions.isOne(work.group(1))) {
                return Optional.of(work.group(1));
            }
        }
        Matcher copula = JOB_COPULA.matcher(text);
        int from = 0;
        // each word may be a copula of the next ("je suis devenue formatrice"): search again from the word
        while (from < text.length() && copula.find(from)) {
            String word = copula.group(1);
            String next = copula.group(2);
            if (Professions.isOne(word)) {
                return Optional.of(word);
            }
            if (next != null && !NOT_A_JOB.contains(word) && Professions.isOne(next)) {
                // an adjective or a field before the job: "junior developer", "school principal"
                return Optional.of(next);
            }
            String third = copula.group(3);
            if (third != null && !NOT_A_JOB.contains(word) && !NOT_A_JOB.contains(next) && Professions.isOne(third)) {
                // a rank and a field before the job: "junior web developer", "senior data analyst"
                return Optional.of(third);
            }
            from = copula.start(1) + (copula.start(1) == copula.start() ? 1 : 0);
        }
        Matcher living = JOB_FULL_TIME.matcher(text);
        if (living.find()) {
            return Optional.of(living.group(1));
        }
        Matcher since = JOB_SINCE.matcher(text);
        if (since.find() && Professions.isOne(since.group(1))) {
            return Optional.of(since.group(1));
        }
        return first(JOB_AT_PLACE, text).or(() -> first(BUSINESS_RUN, text));
    }

    /** What one does full time or for a living is one's work: "elle fait de la céramique à plein temps", "does pottery full-time now". */
    private static final Pattern JOB_FULL_TIME = Pattern.compile("\\b(?:fai[st]|faisons|font|does|do|doing)\\s+(?:de la |du |de l'|des |d')?"
            + "([a-z-]{4,})\\s+(?:(?:now|maintenant|desormais)\\s+)?(?:a plein temps|a temps plein|full[- ]?time|pour (?:vivre|gagner sa vie)|for a living)\\b");
    /** A job said bare with how long one has done it, opening the sentence: "élec depuis 12 ans", "nurse for ten years now". */
    private static final Pattern JOB_SINCE = Pattern.compile("^([a-z-]+)\\s+(?:depuis|since|for|pendant)\\s+(?:\\d+|la|le|l'|les|a|an|over|plus de|presque|nearly|almost)\\b");

    /** The subject's age, not the age of something it has: "a un chat de 30 ans", "I have a 12-year-old car". */
    private static Optional<String> age(String detail) {
        Matcher age = AGE.matcher(detail);
        while (age.find()) {
            String before = detail.substring(0, age.start());
            boolean aThing = age.group().contains("year") && A_THING_AGED.matcher(before).find();
            if (!OWNED_AGE.matcher(before).find() && !aThing) {
                return first(AGE, detail.substring(age.start()));
            }
        }
        return Optional.empty();
    }

    private static Optional<String> first(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            return Optional.empty();
        }
        for (int group = 1; group <= matcher.groupCount(); group++) {
            if (matcher.group(group) != null) {
                return Optional.of(matcher.group(group).strip());
            }
        }
        return Optional.empty();
    }

    /** "eleventh grade", "11th grade" and "grade 11" are one class: "grade 11". */
    private static String grades(String text) {
        // a class of an Irish primary school, "in second class": a year of school, not a ticket
        Matcher classes = ORDINAL_CLASS.matcher(text);
        StringBuilder classed = new StringBuilder();
        while (classes.find()) {
            String rank = classes.group(1) != null ? classes.group(1) : Integer.toString(ORDINALS.indexOf(classes.group(2)) + 1);
            classes.appendReplacement(classed, "class " + rank);
        }
        text = classes.appendTail(classed).toString();
        Matcher ordinal = ORDINAL_GRADE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (ordinal.find()) {
            String rank = ordinal.group(1) != null ? ordinal.group(1) : Integer.toString(ORDINALS.indexOf(ordinal.group(2)) + 1);
            ordinal.appendReplacement(out, "grade " + rank);
        }
        ordinal.appendTail(out);
        return out.toString();
    }

    private static String place(String place) {
        return trimWords(place.replaceAll("\\b(?:la|le|les|the|city|ville|de)\\b", " "), 2);
    }

    /** "X, c'est mon plat préféré": the value is the last two words before it. */
    private static Optional<Value> favouriteNamedFirst(String detail) {
        Matcher after = FAVOURITE_AFTER.matcher(detail);
        if (!after.find() || after.group(1).isBlank()) {
            return Optional.empty();
        }
        String[] words = after.group(1).strip().split("\\s+");
        String value = String.join(" ", java.util.Arrays.copyOfRange(words, Math.max(0, words.length - 2), words.length));
        return Optional.of(new Value(value, after.group(2) != null ? after.group(2) : after.group(3)));
    }

    private static String trimWords(String text, int words) {
        String[] parts = text.strip().split("\\s+");
        return String.join(" ", java.util.Arrays.copyOfRange(parts, 0, Math.min(words, parts.length)));
    }

    private static String status(String word) {
        if (word.startsWith("mari") || word.equals("married") || word.startsWith("pacse") || word.startsWith("wed")
                || word.startsWith("newlywed") || word.equals("tied the knot") || word.equals("got hitched")) {
            return "married";
        }
        if (word.startsWith("celib") || word.equals("single")) {
            return "single";
        }
        if (word.startsWith("divorc")) {
            return "divorced";
        }
        if (word.startsWith("fiance") || word.equals("engaged")) {
            return "engaged";
        }
        if (word.startsWith("separ")) {
            return "separated";
        }
        if (word.startsWith("veu") || word.startsWith("widow")) {
            return "widowed";
        }
        return "couple";
    }

    /** "3 mai 2015", "may 3rd, 2015", "03/05" or "2015" as day/month/year, each part only when said. */
    private static Optional<String> birthDate(String said) {
        Matcher numeric = Pattern.compile("(\\d{1,2})/(\\d{1,2})(?:/(\\d{2,4}))?").matcher(said);
        if (numeric.matches()) {
            return Optional.of(Integer.parseInt(numeric.group(1)) + "/" + Integer.parseInt(numeric.group(2))
                    + (numeric.group(3) == null ? "" : "/" + numeric.group(3)));
        }
        Integer day = null;
        Integer month = null;
        String year = null;
        for (String part : said.split("[\\s,]+")) {
            String bare = part.replaceAll("(?:er|st|nd|rd|th)$", "");
            if (bare.matches("\\d{4}")) {
                year = bare;
            } else if (bare.matches("\\d{1,2}")) {
                day = Integer.parseInt(bare);
            } else if (MONTHS.containsKey(part)) {
                month = MONTHS.get(part);
            }
        }
        if (month == null && year == null) {
            return Optional.empty();
        }
        return Optional.of((day == null ? "" : day + "/") + (month == null ? "" : month) + (year == null ? "" : "/" + year));
    }

    private static Map<String, Integer> months() {
        String[] french = {"janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre",
                "novembre", "decembre"};
        String[] english = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december"};
        Map<String, Integer> months = new java.util.HashMap<>();
        for (int index = 0; index < 12; index++) {
            months.put(french[index], index + 1);
            months.put(english[index], index + 1);
            months.put(english[index].substring(0, 3), index + 1);
        }
        return Map.copyOf(months);
    }

    /** Lower case, no accents, straight apostrophes, numbers in words as digits. */
    public static String normalize(String text) {
        String lower = Normalizer.normalize(text.toLowerCase(Locale.ROOT).replace('’', '\''), Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").replace("œ", "oe").replace("æ", "ae").replace("–", "—").replace(" - ", " — ");
        return NumberWords.digits(lower).replaceAll("\\s+", " ").strip();
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
