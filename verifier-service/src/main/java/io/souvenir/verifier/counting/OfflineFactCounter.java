package io.souvenir.verifier.counting;

import io.quarkus.arc.lookup.LookupUnlessProperty;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.platform.time.WhenParser;
import io.souvenir.verifier.counting.Abstention.Reason;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The verifier's own French/English rules, deliberately written apart from turn-service's
 * extractor so that one's blind spot is not the other's. The sentence is re-read clause by clause
 * (commas, "et"/"and", ";", "mais"/"but"); a clause about a relation ("ma fille a onze ans", "et
 * mon fils dix-huit") is a person, a clause about the user ("I'm allergic to peanuts") a fact.
 * Questions, names nothing introduces and clauses without a fact signal are abstained from.
 * Reminders, tasks, plans and things told in passing are left to the main pass. The counter
 * unless {@code souvenir.llm.mode=openai}, and the one the model's counter falls back on.
 */
@ApplicationScoped
@LookupUnlessProperty(name = "souvenir.llm.mode", stringValue = "openai")
public class OfflineFactCounter implements FactCounter {

    private static final String NAME = "(?<name>(?:(?:le|la|the)\\s+)?(?:" + NamedGroups.TITLE + "\\s*)?"
            + "\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?)";
    private static final String AGE = "(?<age>" + SpelledNumbers.PATTERN + ")";
    private static final String YEARS = "(?:\\s+ans|\\s+years?(?:\\s+old)?)?";
    private static final String COPULA = "(?:est|sont|c'est|is|are)";

    /** "ma femme", "my older brother", "j'ai une fille", "I have a son". */
    private static final Pattern RELATION = Pattern.compile("(?:(?<possessive>ma|mon|mes|my|our|notre|nos)|(?<have>j'ai|"
            + "on a|nous avons|i have|i've got|we have|we've got|j'ai adopte|on a adopte|nous avons adopte|i adopted|"
            + "we adopted|i've adopted|we've adopted|we got|i got)\\s+(?<article>une|un|an|a))\\s+(?<relationPhrase>"
            // "petite amie" is a relation of its own, not a small friend
            + "(?!(?:petite? amie?|petite? copine|petit copain|meilleure? amie?|best friend)\\b)"
            + "(?:petite?|grande?|little|big|older|younger|eldest|oldest|youngest|baby|best|meilleure?|vieux|vieil|"
            + "vieille|old|dear|cher|chere)\\s+(?<qualified>" + Relations.PATTERN + ")|(?<relation>" + Relations.PATTERN
            + "))(?:\\s+(?:ainee?|cadette?|benjamine?))?\\b");
    private static final Pattern INTRODUCTION = Pattern.compile("(?:s'appelle|m'appelle|se nomme|se prenomme|"
            + "prenommee?|nommee?|appelee?|is called|is named|named|called|name is|name's|call me)\\s+" + NAME);
    private static final Pattern NAME_FIRST = Pattern.compile(NAME);
    /** "ma femme Claire", "my wife is Claire": right after the relation word, the name needs no other introduction. */
    private static final Pattern NAME_AFTER_RELATION = Pattern.compile("(?:(?:est|is|'s|c'est)\\s+)?" + NAME);
    private static final Pattern ONLY_A_NAME = Pattern.compile(NAME + "\\s*$");
    private static final List<Pattern> AGES = Stream.of(
                    "^\\s*" + AGE + YEARS + "\\s*$",
                    "\\b(?:a|aura|de|vient d'avoir|fete ses)\\s+" + AGE + "\\s+ans\\b",
                    "(?:\\bis|'s|\\bturned|\\bturns|\\baged)\\s+" + AGE + "\\b(?:\\s+years?(?:\\s+old)?)?",
                    "\\b" + AGE + "[- ]years?[- ]old\\b")
            .map(Pattern::compile).toList();
    /** A clause that goes on about the person of the clause before: "qui s'appelle Léa", "elle a onze ans". */
    private static final String SAME_PERSON = "(?:(?:qui|who|elle|il|she|he)\\s*)?";
    private static final Pattern CONTINUED_AGE =
            Pattern.compile(SAME_PERSON + "(?:a|aura|is|'s|turned|has just turned|just turned|has turned|vient d'avoir|"
                    + "va avoir|will be|turns)\\s+" + AGE + YEARS + "\\s*$");
    private static final Pattern LEADING_COPULA = Pattern.compile(COPULA + "\\s+");
    private static final Pattern CONTINUED_NAME = Pattern.compile(SAME_PERSON + "(?:c'est\\s+|it's\\s+|is\\s+)?"
            + "(?:(?:s'appelle|se nomme|is called|is named|named|called)\\s+)?" + NAME + "\\s*$");
    private static final String TRANSIENT_WORDS = "fatiguee?|crevee?|lessivee?|rincee?|claquee?|naze|contente?|desolee?|heureux|heureuse|triste|malade|"
            + "prete?|en retard|occupee?|la|ici|d'accord|sure?|perdue?|stressee?|enervee?|allee?|partie?|rentree?|"
            + "arrivee?|venue?|revenue?|tombee?|en train|en vacances|en route|dehors|chez moi|a la maison|en forme|bien|mal|pas|"
            + "tired|happy|sorry|sad|sick|ill|ready|late|busy|here|there|fine|ok|okay|good|great|sure|back|done|"
            + "hungry|thirsty|home|bored|excited|stressed|angry|upset|lost|glad|afraid|not|so|very|really|just|about|"
            + "gonna|in|at|on|off|out|with|au|aux|sur|en chemin|en bas|coincee?|bloquee?|fiere?|ravie?|soulagee?|"
            + "decue?|inquiete?|nerveuse?|nerveux|furieuse?|furieux|epuisee?|morte?|mort de|dead|exhausted|worried|nervous|"
            + "proud|relieved|disappointed|annoyed|confused|curious|freezing|cold|hot|starving|full|drunk|awake|asleep|"
            + "sleepy|stuck|running late|on my way|tellement|trop|si|vraiment|super|hyper|grave|un peu|assez|pretty|"
            + "quite|a bit|kinda|totally|completement|carrement|plutot|wrecked|knackered|shattered|drained|wiped|beat|"
            + "done in|fried|hangry|hungover|vannee?|hs|ko|ereintee?|usee?";

    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}-]*");
    /** "elle est fleuriste", "he's a firefighter": a pronoun goes on about the person just named. */
    private static final Pattern PRONOUN = Pattern.compile("(?:elle|il|she|he|ils|elles|they)(?![\\p{L}-])\\s*(?:'s\\b|'re\\b)?\\s*"
            + "(?!(?:faut|fait|y a|pleut|neige|parait|semble|s'agit)\\b)");
    /** "… et bosse comme kiné": a verb without its subject goes on about the person of the clause before. */
    private static final Pattern SUBJECTLESS = Pattern.compile("(?:bosse|travaille|habite|vit|vient|est|fait|joue|aime|"
            + "adore|parle|enseigne|etudie|conduit|dirige|gere|tient|possede|s'occupe|works|lives|comes|is|has|does|"
            + "plays|loves|teaches|studies|speaks|drives|runs|owns|manages)\\b");
    /** "I'm Omar", "moi c'est Omar": the user says their name. */
    private static final Pattern SELF_INTRODUCTION = Pattern.compile("(?:je suis|i'm|i am|moi c'est|moi,\\s*c'est|"
            + "my name's|my name is|je m'appelle|i'm called|call me|ici c'est|it's)\\s+" + NAME + "\\s*$");
    /** The subject of a clause about the user or their household. */
    private static final Pattern FIRST_PERSON = Pattern.compile("(?:(?:je|i|i'm|i've|i am|we|we're|we've|on|nous)(?=\\s)"
            + "|j')\\s*(?=\\p{L})");
    static final Pattern FRENCH_PAST = Pattern.compile("(?:j'ai|on a|nous avons)\\s+(?:deja\\s+)?du\\s+\\p{L}+(?:er|ir|re|oir)\\b"
            // "j'ai dû prendre un taxi": had to, once; "du" is not the article before a verb
            + "|(?:j'ai|on a|nous avons)\\s+(?:deja\\s+|enfin\\s+|"
            + "finalement\\s+|jamais\\s+|pas\\s+|toujours\\s+|rien\\s+|peu\\s+|a peine\\s+|presque pas\\s+"
            // "j'ai trop bronzé", "on a grave mangé": how much says no more than the past itself
            + "|(?:trop|tellement|grave|vraiment|super|bien|beaucoup)\\s+"
            + "|mal\\s+(?!(?:au|aux|a|de|du|des)\\b))?(?!(?:" + SpelledNumbers.PATTERN + "|une|le|la|ce|cette|"
            + "de|du|des|les|mes|tes|ses|nos|vos|leurs|mon|ma|ton|ta|son|sa|notre|votre|leur|plus|pas|jamais|beaucoup|"
            + "trop|peu|encore|aussi|quelque|quelques|plusieurs|toujours|ete)\\b)\\p{L}+(?:e|ee|es|ees|i|ie|is|it|u|ue|"
            + "us|ert|aint)\\b"
            // the reflexive past: "je me suis embrouillé", "on s'est régalés", "je me suis fait voler mon vélo";
            // not what one took up or turned to for good ("je me suis mise au yoga", "inscrit au club", "lancé dans la
            // poterie", "reconverti dans l'ébénisterie", "installés à Nantes", "convertie à l'islam")
            + "|(?:je me suis|je m'suis|on s'est|nous nous sommes)\\s+(?:(?:fait|faite|faits)\\s+)?"
            + "(?!(?:mise?s?|remise?s?|inscrite?s?|lancee?s?|reconvertie?s?|installee?s?|convertie?s?)\\b)\\p{L}+(?:e|ee|es|ees|i|ie|is|u|ue|us|it)\\b");
    static final Pattern ENGLISH_PAST = Pattern.compile("(?:(?:i|we)\\s+(?:just\\s+|finally\\s+|recently\\s+|"
            + "also\\s+|once\\s+)?(?:\\p{L}{2,}ed|went|did|saw|met|had|got|made|took|came|ate|drank|found|gave|told|said|"
            + "thought|felt|spent|lost|won|ran|wrote|sent|heard|forgot|slept|left|bought|sold|began|became|quit|was|"
            + "were)|(?:i've|we've|i have|we have)\\s+(?:just\\s+|recently\\s+|finally\\s+|never\\s+|already\\s+)?"
            + "(?:\\p{L}{2,}ed|gone|done|seen|had|made|taken|left|quit|become|lost|found|forgotten|given|told|said|heard"
            + "|bought|sold|paid|met|won|broken|fallen|eaten|written|spent|felt|thought|brought|caught|sent|slept|run))\\b");
    private static final String MONTHS = "janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|"
            + "decembre|january|february|march|april|may|june|july|august|september|october|november|december";
    /** When something lived was lived, at the start of its clause: "hier", "en mai", "last weekend". */
    static final Pattern PAST_TIME = Pattern.compile("(?:hier(?: soir| matin| midi)?|avant-hier|ce matin|"
            + "ce week-end|le week-end dernier|la semaine derniere|le mois dernier|l'an dernier|l'annee derniere|"
            + "l'ete dernier|cet ete|en (?:" + MONTHS + ")|yesterday(?: morning| evening| night)?|last (?:night|weekend|week|"
            + "month|year|summer)|this morning|in (?:" + MONTHS + ")|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"
            + "(?: dernier)?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b\\s*,?\\s*");
    static final Pattern PAST_TIME_ANYWHERE = Pattern.compile("\\b(?:hier|avant-hier|dernier|derniere|yesterday|"
            + "last (?:night|week|weekend|month|year|summer)|ago|(?:il y a|y a|ya) (?:\\p{L}+|\\d+) (?:jours?|semaines?|mois|ans)"
            // "back in March", "back in 2019": a time that is over
            + "|back in (?:the day|\\d{4}|(?:" + Lexicon.MONTH_NAMES + ")))\\b");
    /** Back from somewhere, just now: "on revient de 10 jours en Crète", "just got back from Lisbon". */
    private static final Pattern RETURNED = Pattern.compile("(?:je reviens|on revient|nous revenons|je rentre|on rentre"
            + "|nous rentrons|(?:i'm|we're|i am|we are) (?:just )?back|(?:i|we|i've|we've) (?:just )?got back)\\s+(?:de|d'|du|des|from)\\b");
    private static final Pattern FRENCH_PAST_WITH_ETRE = Pattern.compile("(?:je suis|on est|nous sommes|we were|i was)\\s+"
            + "(?:alle|allee|alles|allees|parti|partie|partis|parties|venu|venue|venus|rentre|rentree|rentres|sorti|"
            + "sortie|sortis|arrive|arrivee|arrives|passe|passee|passes|reste|restee|restes|monte|montee|montes|"
            + "descendu|descendue|descendus|tombe|tombee|at|in|on)\\b");
    private static final Set<String> PAST_AUXILIARIES = Set.of("ai", "avon", "suis", "somme", "ete", "had", "have", "was",
            "were", "went", "did", "hier", "yesterday", "dernier", "derniere", "last", "ago");
    /**
     * Whether a text tells something as lived, in a past tense or with a time gone by ("on a fêté", "we went", "last
     * week"): what it dates is behind the user, not a plan ahead of them.
     */
    public static boolean toldAsLived(String text) {
        String folded = Words.fold(text);
        return FRENCH_PAST.matcher(folded).find() || ENGLISH_PAST.matcher(folded).find()
                || FRENCH_PAST_WITH_ETRE.matcher(folded).find() || PAST_TIME_ANYWHERE.matcher(folded).find()
                || RETURNED.matcher(folded).find() || PAST_WITHOUT_SUBJECT.matcher(folded).find();
    }

    /** Whether a text says something done again and again: "3h par soir", "every Sunday", "le samedi". */
    public static boolean saysAHabit(String text) {
        String folded = Words.fold(text);
        return Lexicon.HABIT.matcher(folded).find() || SO_OFTEN.matcher(folded).find();
    }

    /** How often, by the period: "3h par soir", "twice per week", "4x a week". */
    private static final Pattern SO_OFTEN = Pattern.compile("\\b(?:par|per)\\s+(?:jour|soir|nuit|semaine|mois|an|day|night|evening"
            + "|week|month|year)\\b|(?:\\d\\s*x|\\btimes|\\bfois)\\s+(?:a|an|per|par)\\s+\\p{L}");

    /** A past said without "I": "did the Snowdon hike on Sunday", "Aunt Bea turned 90 on Sunday". */
    private static final Pattern PAST_WITHOUT_SUBJECT = Pattern.compile("^\\s*(?:(?:just|finally|also)\\s+)?(?:did|went|had|got|took"
            + "|saw|met|made|came|ate|ran|spent|was|were|\\p{L}{3,}ed)\\b"
            // "Aunt Bea turned 90": a past after its subject; not a state after a copula or a degree ("we're booked", "so excited")
            + "|(?<!'re|'m|'s|\\bis|\\bare|\\bam|\\bbe|\\bbeen|\\bget|\\bgot|\\bso|\\bvery|\\breally|\\bsuper|\\bproper)\\s+\\p{L}{3,}ed\\b");

    /** "en fait", "du coup", "by the way" before what is said. */
    /** "Là" as in "right now", typed with its accent before the user speaks: "là je suis crevé", "là, j'ai la flemme". */
    private static final Pattern RIGHT_NOW_THEN_THE_USER = Pattern.compile("(?iu)l\u00e0[\\s,]+(?=je\\b|j'|j(?=[bcdfghklmnpqrstvz])"
            + "|on\\b|nous\\b|moi\\b|chui)");
    private static final Pattern ASIDE = Pattern.compile("(?:en fait|du coup|au fait|by the way|a propos|d'ailleurs)\\b\\s*,?\\s*");
    /** "je viens de finir", "I've just", "I just": what was just done is the moment's. */
    /** A chore not done yet: "j'ai toujours pas fait ma déclaration", "I still haven't sent it", a task of the main pass's. */
    static final Pattern NOT_DONE_YET = Pattern.compile("(?:(?:j'ai|on a|nous avons|je n'ai|on n'a)\\s+(?:toujours\\s+|encore\\s+)?"
            + "pas\\s+(?:encore\\s+|toujours\\s+)?\\p{L}{2,}(?:e|i|u|is|it)|(?:i|we)\\s+(?:still\\s+)?(?:haven't|have not)\\s+"
            + "(?:yet\\s+)?\\p{L}+ed)\\b");
    /** A chore still ahead: "j'ai encore la déclaration d'impôts à finir", "I've still got the tax return to do". */
    static final Pattern STILL_TO_DO = Pattern.compile("(?:(?:j'ai|on a|nous avons|i've|i have|we've|we have)\\s+(?:(?:got|encore|toujours|still)\\s+)+[^,;.!?]{1,40}?\\s+"
            + "(?:a|to)\\s+(?:faire|finir|rendre|boucler|terminer|remplir|envoyer|payer|ranger|do|finish|send|write|fill|pay|sort"
            + "|hand))\\b");
    static final Pattern JUST_DONE = Pattern.compile("(?:je viens|on vient|nous venons|i've just|i have just|i just|"
            + "we just|we've just)\\b");
    /** What is being done or felt now, or about a thing in front of the user: "je lis…", "I love this song". */
    static final Pattern OF_THE_MOMENT = Pattern.compile("(?:je|j'|on|nous|i|we)\\s*(?:suis en train de\\s+)?"
            + "(?:lis|mange|bois|galere|dors|bouquine|miss|manque|m'ennuie"
            // what the user brings along to a gathering: "j'apporte les merguez", "I'm bringing dessert"
            + "|apporte|ramene|amene|'m bringing|am bringing|'ll bring|will bring|bring"
            // a feeling said with its verb: "je stresse déjà", "j'angoisse", "I'm freaking out" (the -ing is BEING's)
            + "|stresse|flippe|angoisse|panique|psychote|stress|panic|freak out|hesite|can't decide|cannot decide"
            // worn out, or fond of someone just named: "j'en peux plus", "je l'adore", "I can't take it anymore"
            + "|(?:n')?en (?:peux|pouvons) plus|(?:l'|les )(?:adore|aime)|can't take (?:it|any ?more)"
            + "|\\p{L}+\\s+(?:this|that|these|"
            + "those|it|ce|cette|ces|ca|cela)\\b|(?:a|ai|avons|have|has|got)\\s+(?:un|une|a|an|des|some)?\\s*(?:petit\\s+|"
            + "gros\\s+|little\\s+|big\\s+|small\\s+)?(?:souci|probleme|problem|issue|question|doute|idee|idea|doubt|"
            + "panne|bug|galere|truc|trou|blanc|blank)\\b)");
    /** What a person did in passing or will do: not a detail to keep about them ("a fait une bêtise", "starts school"). */
    private static final Pattern PASSING_DETAIL = Pattern.compile("(?:(?:a|ont)\\s+(?:deja\\s+|encore\\s+|enfin\\s+)?"
            + "(?!(?:" + SpelledNumbers.PATTERN + "|une|le|la|ce|cette|de|du|des|les|mes|ses|mon|ma|son|sa|leur|leurs|plus|"
            + "pas|jamais|beaucoup|trop|peu|toujours|ete)\\b)\\p{L}+(?:e|ee|es|i|is|it|u|us|ert|aint)\\b"
            + "|(?:est|sont)\\s+(?:alle|allee|alles|parti|partie|partis|venu|venue|rentre|rentree|sorti|sortie|tombe|tombee)\\b"
            + "|(?:just\\s+)?(?:\\p{L}{2,}ed|lost|went|got|did|made|had|broke|fell|took|came|saw|won|ate)\\b"
            + "|.*\\b(?:starts?|commence|va|vont|is going to|are going to|will|'ll|next|prochaine?|bientot|soon)\\b)");
    private static final Set<String> WITH = Set.of("avec", "with", "et", "and");

    private static final Pattern BIRTHDAY_OF = Pattern.compile("(?:(?:l'|la |le |the )?(?<what>anniversaire|date de naissance|"
            + "fete|birthday|date of birth)\\s+(?:de|d'|du|of)\\s*(?:(?<relation>(?:ma|mon|my|our|notre)\\s+[\\p{L}' -]+?)"
            + "|(?<named>[\\p{L}-]+))|"
            + "(?<relation2>(?:ma|mon|my|our|notre)\\s+[\\p{L}' -]+?)'s\\s+(?<what2>birthday|date of birth))\\s+"
            + "(?:c'est|est|is|it's|tombe)\\s+(?:le\\s+|on\\s+|the\\s+)?(?<when>.+)");

    /** A day of a month, its year left for the clause after: "I'm a 14th of Feb baby, 1991". */
    private static final Pattern DAY_OF_MONTH = Pattern.compile("\\b\\d{1,2}(?:er|st|nd|rd|th)?\\s+(?:of\\s+)?(?:" + MONTHS
            + "|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|janv|fev|avr|juil)\\b");
    /** "est né le 2 février 2012": a date of birth is not an age, and is kept. */
    private static final Pattern BIRTH = Pattern.compile("\\b(?:nee?s?|born|birthday|anniversaire"
            // "I'm a 2nd of July baby": born that day
            + "|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?\\p{L}+\\s+baby)\\b");
    /** "I'm not vegetarian anymore": a negation that tells a change, not a state of the moment. */
    private static final Pattern NO_LONGER = Pattern.compile(".*\\b(?:anymore|any more|no longer|plus)\\b");
    private static final Pattern PREPOSITION = Pattern.compile("\\s*(?:to|of|aux|au|a|de|du|des|d')(?=\\s|$)");
    /** "I'm going through a divorce", "je suis en train de divorcer": a durable matter said in the progressive. */
    private static final Pattern GOING_THROUGH = Pattern.compile("(?:i'm|i am|we're|we are)\\s+(?:going through|dealing with|"
            + "fighting|battling|recovering from|suffering from|struggling with|living with|raising|paying off|"
            + "saving for|studying|training)\\b");
    /** Who a declared clause is about: the user ("je", "moi je", "avant j'"), or something of theirs ("my locker code"). */
    private static final Pattern DECLARING_SUBJECT = Pattern.compile("(?:(?:moi|avant|before|finalement|finally|"
            + "maintenant|now|desormais|depuis|since|la|actually)\\s*,?\\s*)?(?:(?:je|i|i'm|i've|i am|we|we're|we've|on|"
            + "nous)(?=\\s)|j'|(?:mon|ma|mes|my|our|notre|nos)\\s+(?:[\\p{L}'-]+\\s+){0,3}?(?:est|sont|c'est|is|are|'s|"
            + "part|starts?|commence|ends?|finit|tombe|:)(?=\\s)"
            // "le badge du bureau c'est le 7789": a code or a number of the user's, said without a possessive
            + "|(?:le|la|les|l'|the)\\s*(?:[\\p{L}'-]+\\s+){0,4}?(?:est|c'est|is|'s)(?=\\s.*\\d))\\s*");
    /** What the user is to someone of theirs: "I'm my mum's legal guardian", "je suis le tuteur de mon frère". */
    private static final Pattern ROLE_TOWARDS_KIN = Pattern.compile("(?:i'm|i am|im)\\s+(?:my|our)\\s+(?<kin>" + Relations.PATTERN
            + ")(?:'s|s')\\s+\\p{L}|(?:je suis|j'suis|chui)\\s+(?:le |la |l'|un |une )\\p{L}[\\p{L}' -]*?\\s+(?:de|d')\\s*"
            + "(?:mon|ma|mes|notre|nos)\\s+(?<kin2>" + Relations.PATTERN + ")\\b");
    /** What the user does for a living, said in the progressive: "I'm freelancing as a UX designer now". */
    private static final Pattern WORKING_AS = Pattern.compile("^(?:i'm|i am|we're|we are)\\s+\\p{L}+ing\\b.*\\b(?:as (?:a|an)"
            + "|full-time|part-time|for a living)\\b");
    /** What the user and the person just named share: "ma collègue Fatou, on partage le bureau", "we've known each other since school". */
    private static final Pattern TOGETHER = Pattern.compile("(?:on|nous|we|we've|we're)\\b.*\\b(?:ensemble|together|partage\\p{L}*"
            + "|share|shared|sharing|se conna\\p{L}*|known each other|know each other|se voit|see each other)\\b");
    /** A clause whose object points back at the clause before: "j'en écoute", "on me le demande", "je les ai". */
    static final Pattern POINTS_BACK = Pattern.compile("(?:(?:je|j'|on|nous|il|elle|ils|elles)\\s*(?:ne\\s+|n')?"
            + "(?:(?:me|te|nous|vous|lui|leur)\\s+|[mt]')?(?:en|y(?!\\s+a\\b)|le|la|les)\\b|(?:je|j'|on|nous|il|elle|ils|elles)\\s*(?:ne\\s+|n')?"
            + "(?:(?:me|te|nous|vous|lui|leur)\\s+|[mt]')?l')");
    /** The same in English, said by others in a short clause: "they ask me for it all the time". */
    private static final Pattern POINTS_BACK_IN_ENGLISH = Pattern.compile("(?:they|people|everyone|everybody)\\b(?:\\s+[\\p{L}']+){0,4}?"
            + "\\s+(?:it|them)\\b(?!\\s*(?:'s|is|was)\\b)");
    /** The user's short clause whose object points back: "I always mess it up", "we keep forgetting them". */
    static final Pattern POINTS_BACK_TO_THE_USER = Pattern.compile("(?:i|we)(?:'m|'re|'ve)?\\b(?:\\s+[\\p{L}']+){0,5}?\\s+"
            + "(?:it|them)(?:\\s+(?:up|out|off|down|back|over|in|again|all the time|every time|each time))?\\s*$");
    /** What the user lacks, just after something lived: "j'ai plus de voix", "I've got no voice left". */
    static final Pattern LACKING = Pattern.compile("(?:(?:j'ai|on a|nous avons|je n'ai|on n'a|i've|i have|we've|we have)\\s+"
            + "|(?:i've\\s+|we've\\s+)?got\\s+)(?:(?:got|plus|pas|no|none|zero|nothing|aucune?|une once)\\b\\s*)+");
    /** What follows from the clause before: "so my summers are pretty free", "donc mes horaires sont décalés". */
    private static final Pattern CONSEQUENCE = Pattern.compile("(?:donc|so|which means|ce qui (?:fait|veut dire) qu(?:e|')"
            + "|that's why|c'est pour ca que|c'est pour ca qu')(?=\\s)");
    /** A lapse of the user's memory, the moment's: "je me souviens plus de son nom", "I can't remember where I put it". */
    static final Pattern LAPSE = Pattern.compile("(?:je|j')\\s*(?:ne\\s+|n')?(?:me\\s+|m')?(?:souviens|rappelle)\\s+(?:plus|pas)\\b"
            + "|(?:i|we)\\s+(?:can't|cannot|cant|don't|dont|do not|can no longer)\\s+(?:remember|recall)\\b");
    /** Said to keep a conversation going, not to be kept: "on verra bien", "je n'ai plus faim", "I'm good". */
    static final Pattern SMALL_TALK = Pattern.compile("(?:on verra|we'll see|je n'ai plus (?:faim|soif|sommeil)|"
            + LAPSE.pattern() + "|"
            + "je me suis trompee?|je me trompe|my bad|i was wrong|i got it wrong|scratch that|on reessaie|"
            // a retraction: what follows it is what the user means
            + "(?:scrap|forget|ignore|disregard) what i (?:said|told you)|(?:oublie|laisse tomber) ce que (?:je t'ai|j'ai) dit|"
            + "i'm (?:good|fine|ok)|ca va|ca roule|tant pis|pas grave|no worries|never mind|c'est (?:bon|pas grave|cool|"
            + "top|genial|nul|dommage)|that's (?:fine|ok|great|cool|nice|too bad))\\b");
    private static final Pattern ADDRESSED = Pattern.compile("\\b(?:tu|te|t'|toi|vous|you|your|u)\\b");
    static final Pattern BEING = Pattern.compile("(?:je suis|i'm|i am|we're|we are|on est|nous sommes)\\s+"
            + "(?:(?:" + TRANSIENT_WORDS + ")\\b|\\p{L}+ing\\b)");


    /** A taste said without "j'aime": "jpeux pas blairer les huîtres", "can't stand mushrooms", "obsessed w kimchi". */
    private static final Pattern TASTE = Pattern.compile("(?:(?:je|j')\\s*(?:ne\\s+)?peux\\s+(?:pas|plus)\\s+(?:blairer|sentir|"
            + "voir|supporter|encadrer|piffer|saquer)|(?:i\\s+)?(?:can't|cannot|can not)\\s+stand|(?:je suis|i'm|i am)\\s+"
            + "(?:\\p{L}+\\s+)?(?:obsessed|addicted|hooked|accro|fou|folle|dingue)\\s+(?:with|w|on|to|de|du|des|d')|"
            + "(?:i'm|i am)\\s+(?:\\p{L}+\\s+)?(?:crazy|mad|nuts)\\s+about)(?![\\p{L}'])");
    /**
     * Whom the user supports, said without a subject: "Huge Arsenal fan here", "supporter du RC Lens depuis
     * toujours". The team's capital is no stranger's name.
     */
    private static final Pattern FANDOM = Pattern.compile("(?:(?:je suis|i'm|i am)\\s+(?:(?:a|an|un|une)\\s+)?"
            // "big true crime podcast person here", "I'm a dog person": the kind of person the user is, by what they love
            + "|(?:(?:a|an|un|une)\\s+)?(?:huge|big|massive|die-?hard|lifelong|grande?|grosse?|gros)\\s+)(?:[\\p{L}-]+\\s+){0,3}?"
            + "(?:fan|person)\\b"
            + "|(?:je suis\\s+)?(?:supporter|supportrice|supporteur)\\s+(?:du|de|des|d')");

    /** What the user says of themselves, by the words it starts with; the first rule that matches decides. */
    private static final List<SelfRule> SELF_RULES = List.of(
            new SelfRule(Facet.COMMITMENT, "(?:j'ai promis|je me suis engagee?|je m'engage|j'ai jure|i promised|"
                    + "i've promised|i have promised|i committed|i've committed|i'm committed|i am committed|i swore)\\b"),
            // "je prépare le dîner", "je suis en train de manger": what is being done now is not a project
            new SelfRule(Facet.ONGOING, "(?:je travaille sur|j'apprends|j'ecris un|j'ecris une|je construis|je renove|"
                    + "je redige|j'etudie|je suis en (?:formation|master|licence|these)|i'm working on|i am working on|"
                    + "i'm learning|i am learning|i'm writing a|i'm building|i'm training for|i'm studying|i am studying|"
                    + "i'm renovating)\\b"),
            new SelfRule(Facet.PREFERENCE, "(?:j'aime bien|j'aime|j'adore|je deteste|je prefere|je n'aime pas|"
                    + "je ne supporte pas|je suis fan d(?:e|')|i really like|i like|i love|i hate|i prefer|i enjoy|"
                    + "i don't like|i do not like|i can't stand|i'm a fan of)\\b(?!\\s+(?:you|it|that|this|ca|cela)\\b)"),
            new SelfRule(Facet.PREFERENCE, TASTE),
            new SelfRule(Facet.PREFERENCE, FANDOM),
            new SelfRule(Facet.PREFERENCE, "(?:je suis|i'm|i am)\\s+(?:vegetarienn?e?|veganes?|vegan|vegetarian)\\b"),
            new SelfRule(Facet.GENERAL, "(?:je suis|i'm|i am)\\s+(?:allergique|allergic|intolerante?|intolerant|"
                    + "diabetique|diabetic|asthmatique|asthmatic|epileptique|epileptic|enceinte|pregnant|coeliaque|"
                    + "celiac)\\b"),
            new SelfRule(Facet.GENERAL, "(?:j'ai|i have)\\s+(?:une |an? )?(?:allergie|allergy|intolerance|diabete|"
                    + "diabetes|asthme|asthma|epilepsie|epilepsy|hypertension|cholesterol|migraines?)\\b"),
            new SelfRule(Facet.GENERAL, "(?:je prends|i take|i'm taking|i am taking|i'm on)\\b(?=.*\\b(?:\\d+\\s?mg|"
                    + "medicaments?|traitement|comprimes?|pilule|insuline|medications?|medicine|pills?|insulin|antidepresseurs?|"
                    + "antidepressants?|antibiotiques?|antibiotics?|chimio|chemo|anxiolytiques?|"
                    + "tablets?)\\b)"),
            new SelfRule(Facet.GENERAL, "(?:je gagne|i earn|i make|je dois|i owe)\\b(?=.*\\d)"),
            new SelfRule(Facet.GENERAL, "(?:j'ai (?:une dette|des dettes|un pret|un credit|un emprunt)|"
                    + "i have (?:a )?(?:debt|loan|mortgage))\\b"),
            new SelfRule(Facet.GENERAL, "(?:je suis en (?:proces|litige|instance de divorce)|j'ai un proces|"
                    + "j'ai porte plainte|j'ai signe (?:un|le) contrat|je divorce|i'm suing|i am suing|i'm being sued|"
                    + "i'm getting divorced|i signed (?:a|the) contract|i filed (?:a )?(?:lawsuit|complaint))\\b"),
            new SelfRule(Facet.IDENTITY, "(?:je m'appelle|mon nom(?: de famille)? est|mon prenom est|my name is|"
                    + "my name's|i'm called|call me|je suis nee?|i was born|je viens d(?:e|')(?!\\s*\\p{L}+(?:er|ir|re|oir)\\b)|"
                    + "je suis originaire d(?:e|')|"
                    + "i'm from|i am from|i come from|j'habite|je vis (?:a|au|en|dans)|i live|"
                    + "je travaille (?:chez|comme|a|au|dans|en|pour)|i work (?:at|as|for|in)|"
                    + "i'm working (?:at|as|for|in)|je parle|i speak|j'ai (?=" + SpelledNumbers.PATTERN + " ans\\b)|"
                    + "(?:i'm|i am) (?=" + SpelledNumbers.PATTERN + YEARS + "$))"),
            new SelfRule(Facet.IDENTITY, "(?:je suis|i'm|i am)\\s+(?!(?:" + TRANSIENT_WORDS + ")\\b)(?!\\p{L}+ing\\b)(?=\\p{L})"),
            new SelfRule(Facet.PREFERENCE, "(?:mon|ma|mes|my)\\s+(?=[^,]*\\b(?:preferee?s?|favori|favorite?|favou?rite)\\b)"
                    + "[\\p{L}' -]+?\\s+" + COPULA + "\\s+"),
            // only what a person has one of ("my honey is 30" may be anyone)
            new SelfRule(Facet.GENERAL, "(?:mon|ma|mes|my|le|la|les|l'|the|son|sa|ses|his|her|their|leur)\\s*"
                    + "(?:[\\p{L}'-]+\\s+){0,3}?(?:code|digicode|"
                    + "pin|mot de passe|password|numero|number|identifiant|login|iban|plaque|immatriculation|reg|registration|wifi|adresse|"
                    + "address|e-?mail|telephone|phone|anniversaire|birthday|salaire|salary|loyer|rent|groupe sanguin|"
                    + "blood type|taille|height|poids|weight|pointure|shoe size|voiture|car|signe|religion|nationalite|"
                    + "nationality|metier|job|profession|employeur|employer|entreprise|company|banque|bank|assurance|"
                    + "insurance|mutuelle|passeport|passport|permis|licen[cs]e|regime|diet)\\b[\\p{L}' -]*?\\s+"
                    + COPULA + "\\s+"),
            new SelfRule(Facet.GENERAL, "(?:j'ai|i have|i've got|i own|je possede)\\s+(?=(?:un|une|des|deux|trois|"
                    + "quatre|a|an|two|three|four)\\s)(?!(?:un|une|a|an)\\s+(?:question|idee|doute|probleme|souci|idea|"
                    + "doubt|problem|issue|minute|moment|instant|peu|bit|call|appel|trou|blanc|blank)\\b)"));

    private static final Pattern CODE_WORDS = Pattern.compile("\\b(?:code|digicode|pin|mot de passe|password|wifi|reg|registration|"
            + "identifiant|login|iban|plaque|immatriculation|numero|number|id)\\b");
    /** The verb after the subject, and the negation around it: "ne fume plus", "don't drink", "no longer work". */
    private static final Pattern VERB = Pattern.compile("(?:(?:ne|don't|dont|do not|does not|no longer|never|jamais|also|"
            + "still|toujours|aussi|really|vraiment|just|actually|'m|am|'re|are|'ve|have)\\s+|n')*(?<verb>[\\p{L}-]+)"
            + "(?:\\s+(?:pas|plus|jamais|anymore))?\\s*");
    private static final Set<String> GENERIC_VERBS = Set.of("suis", "ai", "a", "avons", "sommes", "est", "am", "is", "are",
            "have", "has", "fais", "fait", "faisons", "do", "does", "make", "get", "got", "go", "vais", "m", "re", "ve");
    /** Words a fact's keys never need: negations, and times that do not tell two facts apart. */
    private static final Set<String> NOT_KEYS = Set.of("anymore", "longer", "never", "jamais", "depuis", "since", "now",
            "maintenant", "ans", "an", "year", "years", "janvier", "fevrier", "mar", "avril", "mai", "juin", "juillet",
            "aout", "septembre", "octobre", "novembre", "decembre", "january", "february", "march", "april", "may",
            "june", "july", "august", "september", "october", "november", "december", "lol", "mdr", "btw", "way");

    /** An age and nothing else: "19 ans", "41", "five years old". */
    private static final Pattern AGE_ALONE = Pattern.compile("^\\s*(?:et |and )?" + AGE + YEARS + "\\s*$");
    /** Lists ("j'aime le jazz et le piano", "allergic to peanuts and shellfish") repeat their verb only once. */
    private static final int LONGEST_ELIDED_CLAUSE = 6;
    /**
     * A past the user says without "I" that changes their life: "quit Amazon", "moved to Leeds", "handed my notice in",
     * "started at Boots"; not a day's errand ("left my keys", "bought milk", "started a book").
     */
    private static final Pattern SUBJECTLESS_PAST = Pattern.compile("(?:just\\s+|finally\\s+|officially\\s+)?(?:quit|moved (?:to|in|out"
            + "|back|house|abroad)|handed (?:in )?my notice|gave (?:in )?my notice|resigned|retired|graduated|joined|started (?:at|work"
            + "|a new (?:job|role|position)|my new (?:job|role))|left my (?:job|husband|wife|partner|boyfriend|girlfriend)"
            + "|sold (?:the|my|our) (?:house|flat|car|business)|bought (?:a|the|our|my) (?:house|flat|place|home)"
            + "|got (?:married|engaged|divorced|hired|promoted|fired|made redundant))\\b");
    private static final Pattern LEADING_PREPOSITION = Pattern.compile("(?:en|a|au|aux|dans|chez|pour|comme|avec|vers|pres de"
            + "|in|at|as|near|for|with)\\s");
    private static final Pattern OWN_SUBJECT = Pattern.compile("(?:it|it's|that|this|they|he|she|ca|cela|ce|c'|il|elle|ils"
            + "|elles)(?![\\p{L}'])");
    private static final Pattern COMMENT = Pattern.compile("(?:c'est|c'etait|ce serait|ca|cela|it's|it is|it was|that's"
            + "|that is|this is)\\b");
    /** A sensation or a lack of the moment, however strongly said: "j'ai trop mal au dos", "I've got no time". */
    private static final Pattern A_DAY_AHEAD = Pattern.compile("\\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain"
            + "|ce soir|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\\b");
    static final Pattern FELT_NOW = Pattern.compile("(?:j'ai|je n'ai|i have|i've got|i've|i'm|i am|je suis)\\s+"
            + "(?:(?:trop|tellement|vraiment|super|grave|hyper|si|so|really|very|too|a bit|un peu)\\s+)*"
            + "(?:mal|faim|soif|froid|chaud|sommeil|la flemme|la creve|pas le temps|plus le temps|pas envie|no time|"
            + "not got time|hungry|thirsty|sleepy|cold|hot|in pain|sore"
            // a feeling had, said with its article: "j'ai trop le stress", "j'ai grave la pression", "j'ai le trac"
            + "|(?:le |la |les |l')?(?:stress|pression|trac|trouille|frousse|seum|haine|rage|boules|cafard|hate|"
            + "moral|blues|angoisse)|(?:the )?(?:jitters|blues|creeps|butterflies)"
            // "chui mort", "I'm dead 😂": worn out or laughing, said of oneself
            + "|morte?s?|dead)\\b");
    /** A part of the body that hurts now: "my knees are still killing me", "mon dos me tue", "j'ai les jambes en compote". */
    static final Pattern SORE_NOW = Pattern.compile("\\b(?:dos|genoux?|jambes?|pieds?|tete|bras|epaules?|cou|ventre|dents?|"
            + "mollets?|cuisses?|fesses|back|knees?|legs?|feet|foot|head|arms?|shoulders?|neck|stomach|tummy|teeth|tooth|calves|"
            + "thighs)\\s+(?:(?:is|are|'s|'re|est|sont)\\s+)?(?:(?:still|toujours|encore|trop|so|really|grave)\\s+)*"
            + "(?:killing me|sore|aching|in bits|me tuent?|me font mal|me fait mal|en compote|en vrac|hurts?|hurting"
            + "|destroyed|wrecked|ruined|shot|dead|en miettes|fichue?s?|flingue\\p{L}*|explose\\p{L}*|detruit\\p{L}*)\\b");

    @Override
    public FactCount count(String sentence) {
        Input input = Input.of(sentence);
        Reading reading = new Reading();
        String text = input.text();
        boolean commissioned = Lexicon.COMMISSIONED.matcher(Words.fold(text).strip()).lookingAt();
        if (commissioned) {
            // "traduis-moi « ma femme s'appelle Anna »": the words to work on are not said of anyone
            text = QUOTED.matcher(text).replaceAll(quote -> " ".repeat(quote.group().length()));
        }
        Optional<StatedFact> answer = LastReadings.answer(text);
        if (answer.isPresent()) {
            // "tu m'avais demandé où j'habite : Villeurbanne": the answer is the user's, the town no one's name
            return new FactCount(List.of(answer.get()), List.of());
        }
        String folded = Words.fold(text);
        List<NamedGroups.Named> named = NamedGroups.read(text, folded);
        reading.knowing(named);
        // what a group said in full is not read again clause by clause
        StringBuilder rest = new StringBuilder(text);
        java.util.TreeMap<Integer, Integer> spans = new java.util.TreeMap<>();
        named.stream().filter(NamedGroups.Named::consumed)
                .forEach(group -> spans.merge(group.start(), group.end(), Math::max));
        int[] cutTo = {Integer.MAX_VALUE};
        spans.descendingMap().forEach((start, end) -> {
            int stop = Math.min(end, cutTo[0]);
            if (stop > start) {
                rest.replace(start, stop, ", ");
            }
            cutTo[0] = start;
        });
        List<Clause> clauses = Clause.split(rest.toString());
        reading.clauses = clauses.size();
        int at = 0;
        for (Clause clause : clauses) {
            int start = Math.max(at, rest.indexOf(clause.text(), at));
            reading.coordinated = COORDINATED.matcher(Words.fold(rest.substring(at, start))).find();
            reading.read(clause);
            at = start + clause.text().length();
        }
        FactCount count = reading.result();
        count = new FactCount(withoutWhatANameSays(withMentions(count.facts(), Mentions.in(text)), text), count.abstentions());
        if (input.cut() != null) {
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            abstentions.add(new Abstention(input.cut(), Reason.BEYOND_BUDGET));
            count = new FactCount(count.facts(), abstentions);
        }
        if (commissioned) {
            // "écris un poème pour ma fille Inès": she is the user's; the knight named Percival of the story is not
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            abstentions.add(new Abstention(input.text(), Reason.REQUEST));
            return new FactCount(count.facts().stream().filter(fact -> fact.kind() == MemoryKind.PERSON
                    && fact.person() != null && fact.person().relation() != null).toList(), abstentions);
        }
        if (RETRACTED_LAST.matcher(folded).find() || TRYING_THE_ASSISTANT.matcher(folded).find()) {
            // "… non laisse tomber, oublie ce que j'ai dit", "…, never mind, forget I said anything": taken back as it ends
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            abstentions.add(new Abstention(input.text(), Reason.NO_FACT_SIGNAL));
            return new FactCount(List.of(), abstentions);
        }
        if (Statement.DOUBTED.matcher(folded).find()) {
            // "my neighbour's nephew plays for Leeds apparently, dunno if that's true": hearsay the user doubts
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            abstentions.add(new Abstention(input.text(), Reason.REPORTED));
            return new FactCount(List.of(), abstentions);
        }
        if (FICTION.matcher(folded).find()) {
            // "dans la série le héros s'appelle Marcus": a character of a story is no one of the user's life
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            abstentions.add(new Abstention(input.text(), Reason.NO_FACT_SIGNAL));
            return new FactCount(count.facts().stream().filter(fact -> fact.kind() == MemoryKind.PERSON
                    && fact.person() != null && fact.person().relation() != null).toList(), abstentions);
        }
        if (ASKED_TO_BE_REMINDED.matcher(folded).find()) {
            // "tu peux me relancer pour le vaccin du chien ? j'oublie tout le temps": why the reminder is asked, not a fact
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            count.facts().stream().filter(fact -> fact.kind() == MemoryKind.FACT && FORGETTING.matcher(Words.fold(fact.text())).find())
                    .forEach(fact -> abstentions.add(new Abstention(fact.text(), Reason.REQUEST)));
            count = new FactCount(count.facts().stream().filter(fact -> fact.kind() != MemoryKind.FACT
                    || !FORGETTING.matcher(Words.fold(fact.text())).find()).toList(), abstentions);
        }
        if (count.facts().size() > 1 && count.facts().stream().anyMatch(OfflineFactCounter::forgettingAside)) {
            // "gym locker is 118 and the combo is 0427, i always forget": why the user tells it, beside what they tell
            List<Abstention> abstentions = new ArrayList<>(count.abstentions());
            count.facts().stream().filter(OfflineFactCounter::forgettingAside)
                    .forEach(fact -> abstentions.add(new Abstention(fact.text(), Reason.NO_FACT_SIGNAL)));
            count = new FactCount(count.facts().stream().filter(fact -> !forgettingAside(fact)).toList(), abstentions,
                    count.statement());
        }
        // "my locker's 4411, save that somewhere": what the request points back at is read already, as what it is
        List<StatedFact> requests = Requests.pointsBack(text) && (!count.facts().isEmpty() || Statement.of(text).isPresent())
                ? List.of() : Requests.in(text, sentence);
        if (!requests.isEmpty()) {
            // "tu peux me rappeler demain de…": kept as the kind asked, and what the request says is no fact beside it
            Set<String> asked = new HashSet<>();
            requests.forEach(request -> asked.addAll(request.keys()));
            List<StatedFact> facts = new ArrayList<>(count.facts().stream()
                    .filter(fact -> fact.kind() == MemoryKind.PERSON || !mostlyIn(fact.keys(), asked)
                            && !FORGETTING.matcher(Words.fold(fact.text())).find() && !pointsBackWithNothingOfItsOwn(fact)).toList());
            facts.addAll(requests);
            return new FactCount(facts, count.abstentions());
        }
        if (count.facts().stream().anyMatch(OfflineFactCounter::outingPlanned)) {
            // "on s'en va au chalet la fin de semaine du 21": where the user goes, on a day to come, is a plan
            count = new FactCount(count.facts().stream().map(fact -> outingPlanned(fact)
                    ? StatedFact.passing(fact.domain(), fact.text(), fact.keys()) : fact).toList(), count.abstentions(),
                    count.statement());
        }
        if (count.facts().isEmpty()) {
            Optional<StatedFact> statement = Statement.of(text);
            List<StatedFact> last = statement.isPresent() ? List.of() : LastReadings.of(text, sentence);
            count = last.size() > 1 ? new FactCount(last, count.abstentions())
                    : new FactCount(count.facts(), count.abstentions(), statement.or(() -> last.stream().findFirst())
                            .filter(said -> !onlyForgetting(said)).orElse(null));
        }
        return count;
    }

    /**
     * The user forgetting, said without what they forget: "I always forget", "j'oublie tout le temps"; "I always forget
     * my PIN" says what.
     */
    private static boolean forgettingAside(StatedFact fact) {
        return fact.kind() == MemoryKind.FACT && FORGETTING.matcher(Words.fold(fact.text())).find()
                && fact.keys().stream().allMatch(key -> FORGETTING.matcher(key).matches() || HOW_OFTEN.contains(key));
    }

    /**
     * Beside a request, a clause that speaks of what was asked only through a pronoun and names nothing of its own: "I keep
     * killing them", "sinon je les oublie": why the request is asked, its thing already kept by it.
     */
    private static boolean pointsBackWithNothingOfItsOwn(StatedFact fact) {
        if (fact.kind() != MemoryKind.FACT || !POINTING_BACK.matcher(Words.fold(fact.text())).find()) {
            return false;
        }
        Set<String> content = new HashSet<>(Words.contentStems(fact.text(), 0));
        content.removeAll(Lexicon.FILLER);
        return content.isEmpty();
    }

    /** An object pronoun: "them", "it", "les", "l'". */
    private static final Pattern POINTING_BACK = Pattern.compile("\\b(?:them|it|les|la|le|lui|leur)(?![\\p{L}'])|\\bl'");

    /**
     * The user not remembering, and nothing else: "can't remember if I did", "je sais plus si je te l'ai dit"; a word of
     * the conversation, not of their life.
     */
    private static boolean onlyForgetting(StatedFact fact) {
        return FORGETTING.matcher(Words.fold(fact.text())).find() && fact.keys().stream()
                .allMatch(key -> FORGETTING.matcher(key).matches() || HOW_OFTEN.contains(key) || SMALL_WORDS.contains(key));
    }

    /** What a clause about forgetting says besides it: "if I did", "si je l'ai dit". */
    private static final Set<String> SMALL_WORDS = Set.of("can", "could", "did", "do", "if", "whether", "remember", "said",
            "told", "say", "tell", "si", "dit", "souvien", "rappelle", "plu");

    /** How often, as a key reads it: "always", "tout le temps", "every time". */
    private static final Set<String> HOW_OFTEN = Set.of("alway", "toujour", "tjr", "tjs", "temp", "time", "tout", "souvent",
            "often", "again", "encore", "every", "each", "fois", "constantly", "jamais", "never");

    /** Whether more than half of a clause's keys are the request's: the clause says the request again. */
    private static boolean mostlyIn(Set<String> keys, Set<String> asked) {
        return 2 * keys.stream().filter(asked::contains).count() > keys.size();
    }

    /** The user, or the household, setting off: "on s'en va", "je pars", "we're heading", "I'm off". */
    private static final Pattern SETTING_OFF = Pattern.compile("(?:on|nous|je|j'|we|we're|we are|i'm|i am)\\s*(?:s'en\\s+|m'en\\s+"
            + "|nous en\\s+)?(?:va|vais|allons|part|pars|partons|monte|montons|descend|descendons|heading|off|going|leaving"
            + "|flying|driving)\\b");

    /** A fact that tells the user setting off on a day still to come: an outing planned, not something they are. */
    private static boolean outingPlanned(StatedFact fact) {
        String folded = Words.fold(fact.text());
        return fact.kind() == MemoryKind.FACT && SETTING_OFF.matcher(folded).lookingAt() && !Lexicon.HABIT.matcher(folded).find()
                && (WhenParser.find(folded, Requests.ANY_NOW, false).filter(when -> !when.past()).isPresent()
                        || A_DAY_SAID_BY_ITS_NUMBER.matcher(folded).find());
    }

    /** "le 14", "du 21", "on the 21st": a day of the month said alone. */
    private static final Pattern A_DAY_SAID_BY_ITS_NUMBER = Pattern.compile("\\b(?:le|du|au|the|on the)\\s+\\d{1,2}(?:er|st|nd|rd|th)?\\b"
            + "(?!\\s*(?:h|ans|km|kg|%|euros?|€|minutes?|min|heures?|hours?|years?))");

    /**
     * What narrows the fact just said to its main part: "je suis tailleur, je fais surtout les boubous", "I'm a chef,
     * mostly pastry": more of that fact, not one of its own.
     */
    private static final Pattern FOCUSING = Pattern.compile("\\b(?:surtout|principalement|essentiellement|mostly|mainly"
            + "|primarily|especially)\\b");

    /** The user trying the assistant out: "just testing whether this thing works", "je teste si ça marche". */
    private static final Pattern TRYING_THE_ASSISTANT = Pattern.compile("\\b(?:testing|just checking|je teste|on teste|test)\\s+"
            + "(?:(?:whether|if|si|que|to see if)\\s+)(?:this|it|that|the app|ca|ce truc|l'appli|tout)\\s+(?:thing\\s+)?"
            + "(?:is\\s+|'s\\s+)?(?:working|works|work|marche|fonctionne)\\b");

    /** The user taking back what the sentence said, as its last words: "oublie ce que j'ai dit", "never mind, forget it". */
    private static final Pattern RETRACTED_LAST = Pattern.compile("(?:\\b(?:oublie|oubliez|ignore|forget|disregard|scratch|scrap)"
            + "\\s+(?:ce que (?:je t'ai|je vous ai|j'ai|je viens de) (?:dit|ecrit)|tout ca|(?:what|everything) i (?:just )?"
            + "(?:said|told you|wrote|typed)|i said (?:anything|that)|all that|that|it)|\\blaisse(?:z)? tomber|\\bnever ?mind"
            + "|\\bnvm)(?:[\\s,.!…]+(?:hein|lol|mdr|haha|quoi|ok|stp|please|pls))*[\\s,.!…]*$");
    /** Someone of a story, a show or a game: "le héros de la série", "the main character", "dans le film, le méchant". */
    private static final Pattern FICTION = Pattern.compile("\\b(?:(?:le|la|les|l'|the|this|that|ce|cette|un|une|a)\\s+"
            + "(?:(?:main|lead|principal|principale)\\s+)?(?:heros|heroine|personnage|personnages|protagoniste|mechant|mechante"
            + "|hero|character|characters|villain|protagonist)\\b(?:\\s+(?:principal|principale))?"
            + "|(?:dans|in)\\s+(?:la|le|les|l'|the|this|that|ce|cette)\\s*(?:serie|film|livre|bouquin|roman|manga|bd|anime|dessin anime"
            + "|show|series|movie|book|novel|video game|episode|saison|season)\\b.*\\b(?:s'appelle|is called|named|called)\\b)");
    /** A reminder asked, in any wording: "relance-moi", "remind me", "give me a nudge", "fais-moi penser". */
    private static final Pattern ASKED_TO_BE_REMINDED = Pattern.compile("\\b(?:rappelle[- ]moi|me rappeler|me rappelles|relance[- ]moi"
            + "|me relancer|me relances|me faire penser|me fasses penser|fais[- ]moi penser|remind me|reminding me|nudge|ping me"
            + "|heads[- ]up|give me a (?:shout|buzz|call))\\b");
    /** The user forgetting, said as a trait: "j'oublie tout le temps", "I always forget", "je suis une vraie passoire". */
    private static final Pattern FORGETTING = Pattern.compile("\\b(?:j'oublie|je zappe|oublie|zappe|forget|forgetful|passoire"
            + "|tete en l'air|memoire de poisson|head like a sieve|memory like a (?:sieve|goldfish)|scatterbrain\\w*"
            + "|never remember|souviens jamais|souviens pas|can't remember|cant remember)\\b");

    /**
     * The sentence kept whole in the user's words when it states something of their life (see
     * {@link Statement}): what a counter that read no fact in it proposes, the model's included.
     */
    public Optional<StatedFact> statement(String sentence) {
        String text = Input.of(sentence).text();
        return Statement.of(text).or(() -> LastReadings.of(text, sentence).stream().findFirst());
    }

    /**
     * The sentence kept whole in the user's words even where the rules abstained (see {@link
     * Statement#whole}): what the verifier keeps on a second opinion's word alone.
     */
    public static Optional<StatedFact> keptWhole(String sentence) {
        return Statement.whole(Input.of(sentence).text());
    }

    /**
     * The persons the clause rules read, completed by those the mentions found: a person both found
     * is kept once, in the reading that says more of them.
     */
    private static List<StatedFact> withMentions(List<StatedFact> read, List<StatedFact> mentioned) {
        List<StatedFact> facts = new ArrayList<>(read);
        Set<String> names = new HashSet<>();
        Stream.concat(read.stream(), mentioned.stream()).filter(fact -> fact.person() != null && fact.person().name() != null)
                .forEach(fact -> Words.of(fact.person().name()).stream().map(Words::stem).forEach(names::add));
        for (StatedFact mention : mentioned) {
            Optional<StatedFact> same = facts.stream()
                    .filter(fact -> fact.kind() == mention.kind() && samePerson(fact.person(), mention.person())).findFirst();
            if (same.isEmpty()) {
                // "I've got a golden retriever called Max" is Max, not a fact about the user besides him
                facts.removeIf(fact -> fact.kind() == MemoryKind.FACT && mention.person().name() != null
                        && mention.person().relation() != null && Words.stems(fact.text()).contains(Words.stem(
                                Words.of(mention.person().name()).get(Words.of(mention.person().name()).size() - 1))));
                facts.add(mention);
            } else if ((same.get().person().name() == null || mention.person().name() != null)
                    && saysAllAndMore(mention.text(), same.get().text(), names)
                    // "j'ai croisé Clara, ma cousine, elle est devenue avocate": the same cousin, and her name
                    || same.get().person().name() == null && mention.person().name() != null
                            && saysAll(mention.text(), same.get().text())) {
                facts.set(facts.indexOf(same.get()), mention);
            }
        }
        // "I've had my tortoise Fred for 20 years" is Fred, not something lived besides him
        facts.removeIf(fact -> fact.kind() != MemoryKind.PERSON && !fact.keys().isEmpty() && mentioned.stream()
                .anyMatch(person -> facts.contains(person) && Words.stems(person.text()).containsAll(fact.keys())));
        // "Maisie's 11": the same Maisie
        facts.removeIf(person -> person.kind() == MemoryKind.PERSON && person.person().name() != null
                && person.person().name().matches(".*['’]s") && facts.stream().anyMatch(other -> other != person
                        && other.person() != null && other.person().name() != null && Words.normalise(other.person().name())
                                .equals(Words.normalise(person.person().name().substring(0, person.person().name().length() - 2)))));
        // "j'ai un lapin nain qui s'appelle Caramel": the rabbit is Caramel, once
        facts.removeIf(unnamed -> unnamed.kind() == MemoryKind.PERSON && unnamed.person().name() == null
                && facts.stream().anyMatch(named -> named.kind() == MemoryKind.PERSON && named.person().name() != null
                        && unnamed.person().relation().equals(named.person().relation())
                        && Words.stems(named.text()).containsAll(StatedFact.keysOf(unnamed.text()))));
        return facts;
    }

    /**
     * "j'ai une ado à la maison, Romane, 15 ans": what the user has, named right after, is that
     * person, kept once as them.
     */
    private static List<StatedFact> withoutWhatANameSays(List<StatedFact> facts, String text) {
        String folded = Words.normalise(text);
        List<StatedFact> kept = new ArrayList<>(facts);
        kept.removeIf(fact -> fact.kind() == MemoryKind.FACT && HAVING.matcher(Words.fold(fact.text())).lookingAt()
                && facts.stream().anyMatch(person -> person.kind() == MemoryKind.PERSON && person.person().name() != null
                        && folded.contains(Words.normalise(fact.text()) + " " + Words.normalise(person.person().name()))));
        // "j'ai une nouvelle coloc, elle s'appelle Manon", "g 2 gosses, 5 et 8 ans": having them is said by the persons kept
        kept.removeIf(fact -> fact.kind() == MemoryKind.FACT && hadOnly(fact.text()).filter(relation -> facts.stream()
                .anyMatch(person -> person.kind() == MemoryKind.PERSON && person.person() != null
                        && relation.equals(person.person().relation()))).isPresent());
        return kept;
    }

    private static final Pattern COORDINATED = Pattern.compile("\\s(?:et|and)\\s+$");
    /** Words quoted: «…», "…", “…”. */
    private static final Pattern QUOTED = Pattern.compile("«[^»]*»|\"[^\"]*\"|“[^”]*”");

    /**
     * The relation a clause says the user has, and nothing else: "J'ai une nouvelle coloc", "I've got two
     * kids"; not "j'ai deux enfants et un chien", nor what more it says of them.
     */
    private static Optional<String> hadOnly(String text) {
        Matcher having = HAD.matcher(Words.fold(text));
        if (!having.matches()) {
            return Optional.empty();
        }
        return Relations.of(having.group("relation")).or(() -> Relations.of(Relations.singular(having.group("relation"))));
    }

    private static final Pattern HAD = Pattern.compile("(?:j'ai|on a|nous avons|i have|i've got|we have|we've got|i've|we've)\\s+"
            + "(?:un|une|a|an|des|some|" + SpelledNumbers.PATTERN + ")\\s+(?:(?:nouvelle?|nouveaux?|nouvel|new|petite?s?|little|grande?s?|big)\\s+)?"
            + "(?<relation>[\\p{L}-]+)\\s*");

    private static final Pattern HAVING = Pattern.compile("(?:j'ai|on a|nous avons|i have|i've got|we have|we've got)\\s+"
            + "(?:un|une|a|an|deux|two)\\s");

    /** "Ray — my dad, is 70 and still plays golf" says all "Ray — my dad, 70 years old" says, and more. */
    private static boolean saysAllAndMore(String more, String less, Set<String> names) {
        Set<String> said = new HashSet<>(StatedFact.keysOf(more));
        Set<String> other = new HashSet<>(StatedFact.keysOf(less));
        other.removeAll(AGE_WORDS);
        // "eleven" says no more than "11 years old", nor "she's" or "just turned"
        said.removeIf(word -> !word.chars().allMatch(Character::isDigit) && !SpelledNumbers.in(word).isEmpty());
        Set<String> extra = new HashSet<>(said);
        extra.removeAll(other);
        extra.removeIf(word -> word.length() < 4 || NO_DETAIL.contains(word) || names.contains(word)); // "Tom, 8 and Lily is 5"
        return said.containsAll(other) && !extra.isEmpty();
    }

    private static boolean saysAll(String more, String less) {
        Set<String> other = new HashSet<>(StatedFact.keysOf(less));
        other.removeAll(AGE_WORDS);
        return StatedFact.keysOf(more).containsAll(other);
    }

    private static final Set<String> AGE_WORDS = Set.of("an", "year", "old", "yo");
    private static final Set<String> NO_DETAIL = Set.of("turned", "turn", "just", "still", "also", "aussi", "vient",
            "avoir", "year", "years", "old");

    private static boolean samePerson(io.souvenir.contracts.memory.PersonRef one, io.souvenir.contracts.memory.PersonRef other) {
        if (one.name() != null && other.name() != null) {
            List<String> a = Words.of(one.name());
            List<String> b = Words.of(other.name());
            return java.util.Collections.indexOfSubList(a, b) >= 0 || java.util.Collections.indexOfSubList(b, a) >= 0;
        }
        return one.relation() != null && one.relation().equals(other.relation());
    }

    private record SelfRule(Facet facet, Pattern lead) {

        SelfRule(Facet facet, String lead) {
            this(facet, Pattern.compile(lead));
        }
    }

    /** One sentence being read: what it said so far, and what the clause before was about. */
    private static final class Reading {

        private final List<PersonNotes> persons = new ArrayList<>();
        private final Map<String, StatedFact> facts = new LinkedHashMap<>();
        private final List<Abstention> abstentions = new ArrayList<>();
        /** Names the sentence introduced (normalised), and whom they name. */
        private final Map<String, PersonNotes> known = new HashMap<>();
        /** The person the clause before was about, for "qui s'appelle Léa", "a onze ans" or "ma fille, Léa". */
        private PersonNotes previousPerson;
        /** The verb of the clause before when it starts a list ("j'aime", "I'm allergic"). */
        private String previousLead;
        /** The clause before started a hypothesis ("if I ever move, it would be…"). */
        private boolean hypothesis;
        /** Someone else's words were reported: the rest of the sentence is about them. */
        private boolean reported;
        /** The key of the fact the clause before stated, for a clause that says more of it. */
        private String previousFact;
        /** The clause before, when no rule read it: the next clause may say what it was about. */
        private Clause previousUnread;
        /** The clause before told something lived in passing: what the user lacks just after is its aftermath. */
        private boolean previousLived;
        /** The key of the fact that tells what ended, while the clauses after it tell what replaced it. */
        private String openChange;
        /** The clause before told how the user is now ("je suis crevé"): what they lack just after is the same mood. */
        private boolean previousMood;
        /** How many clauses the sentence has, and how many were read so far. */
        private int clauses;
        private int clausesRead;
        /** The clause being read is joined to the one before by "et", "and": one more of a list, not a comment on it. */
        private boolean coordinated;

        /** The people a sentence names in groups or in the middle of a clause, known before its clauses are read. */
        void knowing(List<NamedGroups.Named> named) {
            for (NamedGroups.Named group : named) {
                persons.add(group.person());
                known.putIfAbsent(Words.normalise(group.person().name()), group.person());
            }
        }

        /**
         * One clause, or the clause before it said on: a clause that points back at what the one before
         * said ("j'en écoute tous les soirs", "on me le demande tout le temps", "so my summers are free")
         * is not a fact of its own but more of that one, kept together in the user's words.
         */
        void read(Clause clause) {
            boolean first = clausesRead++ == 0;
            String factBefore = previousFact;
            Clause unreadBefore = previousUnread;
            PersonNotes personBefore = previousPerson;
            boolean livedBefore = previousLived;
            String changeBefore = openChange;
            boolean moodBefore = previousMood;
            previousMood = false;
            previousFact = null;
            previousUnread = null;
            previousLived = false;
            openChange = null;
            Clause said = withoutPreamble(clause);
            if (changeBefore != null && facts.containsKey(changeBefore) && goesOnWithTheChange(clause, said)) {
                // "we sold the Corsa, got a Tesla instead": what ended and what replaced it are one change
                StatedFact ended = facts.get(changeBefore);
                // what is now tells the change apart ("on vit à Bordeaux"), not what ended, which the turn may have kept alone
                boolean replacing = clause.mentions(REPLACED_BY);
                Set<String> keys = new HashSet<>(replacing && !REPLACED_BY.matcher(Words.fold(ended.text())).find()
                        ? Set.of() : ended.keys());
                keys.addAll(StatedFact.keysOf(said.text()));
                keys.removeAll(NOT_KEYS);
                facts.put(changeBefore, StatedFact.fact(Facet.GENERAL, ended.domain(), ended.text() + ", " + clause.text(), keys));
                previousFact = changeBefore;
                openChange = changeBefore;
                previousPerson = null;
                previousLead = null;
                return;
            }
            StatedFact factSaid = factBefore == null ? null : facts.get(factBefore);
            if (factSaid != null && factSaid.kind() == MemoryKind.FACT && (BIRTH.matcher(Words.fold(factSaid.text())).find()
                    || DAY_OF_MONTH.matcher(Words.fold(factSaid.text())).find()) && yearOnly(said)) {
                // "mon anniversaire c'est le 30 septembre, je suis de 96": the year completes the same date
                facts.put(factBefore, new StatedFact(factSaid.kind(), factSaid.facet(), factSaid.domain(),
                        factSaid.text() + ", " + clause.text(), factSaid.person(), factSaid.keys()));
                previousFact = factBefore;
                return;
            }
            // (not an item of a list the clause before opened: "allergique aux arachides, aux fruits de mer" are two)
            if (factSaid != null && factSaid.kind() == MemoryKind.FACT && factSaid.person() == null && previousLead == null
                    && (verblessDetail(said) || said.startsWith(FIRST_PERSON) != null && said.mentions(FOCUSING))
                    && factSaid.text().length() + clause.text().length() < StatedFact.LONGEST_TEXT) {
                // "jsuis tjrs à la fac, en L3 psycho", "je suis dans l'info, dev java à Nantes": more of the same fact
                Set<String> keys = new HashSet<>(factSaid.keys());
                keys.addAll(StatedFact.keysOf(said.text()));
                keys.removeAll(NOT_KEYS);
                keys.removeIf(key -> Lexicon.FILLER.contains(key) || Lexicon.DISCOURSE.contains(key));
                facts.put(factBefore, new StatedFact(factSaid.kind(), factSaid.facet(), factSaid.domain(),
                        factSaid.text() + ", " + said.text(), null, keys));
                previousFact = factBefore;
                return;
            }
            if (livedBefore && said.startsWith(LACKING) != null && !said.mentions(Lexicon.LASTING)) {
                abstain(clause, Reason.NO_FACT_SIGNAL); // "hier on est allés au concert, j'ai plus de voix": the outing's aftermath
                return;
            }
            if (moodBefore && said.startsWith(LACKING) != null && !said.mentions(Lexicon.LASTING)) {
                abstain(clause, Reason.NO_FACT_SIGNAL); // "je suis lessivée, j'ai plus aucune force": the same mood, said again
                previousMood = true;
                return;
            }
            if (livedBefore && factSaid != null && factSaid.kind() == MemoryKind.EVENT && livedToo(said)
                    && factSaid.text().length() + clause.text().length() < StatedFact.LONGEST_TEXT) {
                // "hier j'ai raté mon train, j'ai dû prendre un taxi": the same day told on, one thing lived
                facts.put(factBefore, new StatedFact(factSaid.kind(), factSaid.facet(), factSaid.domain(),
                        factSaid.text() + ", " + clause.text(), factSaid.person(), factSaid.keys()));
                previousFact = factBefore;
                previousLived = true;
                return;
            }
            if (refersBack(clause, said)) {
                StatedFact told = factBefore == null ? null : facts.get(factBefore);
                if (told != null && told.kind() != MemoryKind.PERSON) {
                    facts.put(factBefore, new StatedFact(told.kind(), told.facet(), told.domain(),
                            told.text() + ", " + clause.text(), told.person(), told.keys()));
                    previousFact = factBefore;
                    previousPerson = null;
                    previousLead = null;
                    return;
                }
                if (unreadBefore != null && (said.mentions(Lexicon.HABIT) || said.mentions(Lexicon.LASTING))
                        && readSaidOn(unreadBefore, said)) {
                    previousPerson = null;
                    previousLead = null;
                    return;
                }
                if (told == null && personBefore == null && !first && clause.startsWith(CONSEQUENCE) != null
                        && !said.mentions(Lexicon.LASTING)) {
                    // "…, so I'm never free those evenings": what follows from a clause the counter did not read says
                    // again what that clause said, the main pass's or the statement's to keep whole
                    abstain(clause, Reason.NO_FACT_SIGNAL);
                    return;
                }
                // a person before is not what "it" points at: "my son's been diagnosed, we're still getting our heads round it"
                if ((told == null || told.kind() == MemoryKind.PERSON) && clause.startsWith(CONSEQUENCE) == null
                        && (personBefore != null || unreadBefore != null
                        || !persons.isEmpty() || !said.mentions(Lexicon.HABIT) && !said.mentions(Lexicon.LASTING))) {
                    // "my wife Sunita, her DOB is 9 Nov, I always mess it up": it points at nothing of the user's;
                    // "Zidane a 52 ans ?? j'y crois pas": what it points at was not kept, and alone it says nothing
                    abstain(clause, Reason.NO_FACT_SIGNAL);
                    previousPerson = personBefore;
                    return;
                }
            }
            // (one more of a list joined by "et", "and": "je m'appelle Paul et je fume"; not "… et franchement je bougerai pas")
            boolean listed = coordinated && said.text().equals(clause.text());
            if (clauses > 1 && !listed && commentOnly(said)) {
                // "j'ai un entretien lundi, je stresse", "I'm allergic to shellfish, I react really badly": a verb
                // and nothing it bears on, beside what the sentence states, comments on it
                abstain(clause, Reason.NO_FACT_SIGNAL);
                return;
            }
            int factsBefore = facts.size();
            int abstentionsBefore = abstentions.size();
            readClause(clause);
            previousMood = said.startsWith(BEING) != null || said.startsWith(FELT_NOW) != null
                    || Statement.ofTheMoment(said.folded());
            if (facts.size() > factsBefore) {
                previousFact = List.copyOf(facts.keySet()).get(facts.size() - 1);
                StatedFact stated = facts.get(previousFact);
                previousLived = stated.kind() == MemoryKind.EVENT;
                if (stated.kind() != MemoryKind.PERSON && said.mentions(ENDED)) {
                    openChange = previousFact;
                }
            } else if (said.startsWith(PAST_TIME) != null || said.mentions(PAST_TIME_ANYWHERE)) {
                previousLived = true; // something lived, left to the main pass
            } else if (abstentions.size() == abstentionsBefore + 1 && abstentions.get(abstentionsBefore).reason() == Reason.NO_FACT_SIGNAL
                    && abstentions.get(abstentionsBefore).clause().equals(clause.text())) {
                previousUnread = said;
            }
        }

        /**
         * "moi c'est le jazz manouche, j'en écoute tous les soirs": a clause the verifier could not
         * read on its own, about the user or something of theirs, that the next one makes a habit of.
         */
        private boolean readSaidOn(Clause unread, Clause said) {
            if (unread.startsWith(DECLARING_SUBJECT) == null && unread.startsWith(SELF_INTRODUCTION) == null
                    || unread.mentions(ADDRESSED) || said.mentions(ADDRESSED)) {
                return false;
            }
            Set<String> keys = new HashSet<>(StatedFact.keysOf(unread.text()));
            keys.removeAll(NOT_KEYS);
            keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit)
                    || Lexicon.FILLER.contains(key) || Lexicon.DISCOURSE.contains(key));
            String text = PersonNotes.capitalised(unread.text() + ", " + said.text());
            if (keys.isEmpty() || text.length() > StatedFact.LONGEST_TEXT) {
                return false;
            }
            facts.putIfAbsent(Words.normalise(text), StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(Words.fold(text)), text, keys));
            previousFact = Words.normalise(text);
            return true;
        }

        /**
         * A clause of the user's whose verb bears on nothing ("je stresse", "I react really badly", "je
         * bougerai pas"): no noun, name, number or adjective after the subject. A habit given up ("je
         * fume plus"), a negation written out ("I don't drink", "je ne bois jamais") or something that
         * lasts is still the user's.
         */
        private static boolean commentOnly(Clause said) {
            Matcher subject = said.startsWith(FIRST_PERSON);
            if (subject == null || said.endsWithQuestionMark() || said.startsWith(NO_LONGER) != null
                    || said.mentions(Lexicon.HABIT) || said.mentions(Lexicon.LASTING) || said.mentions(Lexicon.DURABLE_PAST)
                    || said.mentions(WRITTEN_NEGATION) || said.startsWith(POINTS_BACK) != null) {
                return false;
            }
            int from = subject.end();
            List<PartsOfSpeech.Tagged> predicate = PartsOfSpeech.shared().tag(said.text()).stream()
                    .filter(word -> word.start() >= from).toList();
            // one verb, and around it only adverbs, particles, pronouns: "je bougerai pas", "I swell up badly"
            return predicate.stream().filter(word -> word.tag().equals("VERB") || word.tag().equals("AUX")).count() == 1
                    && predicate.stream().allMatch(word -> BEARING_ON_NOTHING.contains(word.tag())
                            || !Character.isUpperCase(word.word().charAt(0)) && (DEGREE.contains(Words.fold(word.word()))
                                    || Lexicon.FILLER.contains(Words.fold(word.word()))));
        }

        private static final Set<String> BEARING_ON_NOTHING = Set.of("VERB", "AUX", "ADV", "PART", "PRON", "PUNCT", "ADP", "SCONJ",
                "CCONJ", "INTJ");
        /** How much, said with a noun's shape: "un peu", "a bit", "a lot", "grave". */
        private static final Set<String> DEGREE = Set.of("un", "a", "peu", "bit", "lot", "tad", "grave", "max", "mdr", "lol", "ptdr");
        private static final Pattern WRITTEN_NEGATION = Pattern.compile("\\b(?:ne|n'|don't|dont|do not|doesn't|never|jamais)");

        /** What ended, at the start of a change: "we sold the Corsa", "on a déménagé", "je ne fume plus". */
        private static final Pattern ENDED = Pattern.compile("\\b(?:plus|anymore|any more|no longer|quit|quitte|quittee?|sold|vendu"
                + "|revendu|arrete|arretee?|stopped|gave up|left|resigned|demissionne|demissionnee?|demenage|demenagee?s?|moved)\\b");
        /** What replaced it, said after: "got a Tesla instead", "maintenant je roule en vélo", "on s'est installés à Nantes". */
        private static final Pattern REPLACED_BY = Pattern.compile("\\b(?:instead|a la place|maintenant|now|desormais|these days"
                + "|nowadays|du coup|switched|got|bought|achete|achetee?|installee?s?|settled|moved to|roule|drive|took up|remange"
                // "they've transferred me to the Canary Wharf one", "on m'a mutée à Brest": where the user is now
                + "|transferred|transfered|relocated|mutee?|m'ont mutee?"
                + "|rebois|passee? (?:au|a la|a l'|aux)|on habite|on vit|we live|j'habite|je vis|i live)\\b");

        /** A clause that says what replaced what ended, or what else ended: not a comment on it, nor a question. */
        private static boolean goesOnWithTheChange(Clause clause, Clause said) {
            // "maintenant c'est Angers", "now it's Leeds": what replaced it, said as a comment would be
            // ("maintenant c'est vélo pour tout": a thing; "maintenant c'est dur" is a comment)
            boolean replacedByName = clause.startsWith(REPLACED_BY) != null && said.startsWith(COMMENT) != null
                    && PartsOfSpeech.shared().tag(said.text()).stream().skip(1)
                            .anyMatch(word -> word.tag().equals("NOUN") || word.tag().equals("PROPN"));
            return !said.endsWithQuestionMark() && (said.startsWith(COMMENT) == null || replacedByName)
                    && said.startsWith(RELATION) == null
                    && said.text().length() <= StatedFact.LONGEST_TEXT && !said.mentions(ADDRESSED)
                    && (clause.mentions(REPLACED_BY) || said.mentions(ENDED) && said.startsWith(FIRST_PERSON) != null
                            // "I don't work at Tesco anymore, started at Boots last week": what replaced it, said without "I"
                            || said.startsWith(SUBJECTLESS_PAST) != null);
        }

        /**
         * A short clause without a verb or a subject of its own, that says no one and asks nothing: "en L3 psycho",
         * "dev java dans une ESN à Nantes", "à Rennes"; not an age alone, a name, a relation, a time or a comment.
         */
        private static boolean verblessDetail(Clause said) {
            if (said.isEmpty() || said.endsWithQuestionMark() || Words.of(said.text()).size() > 8
                    || Lexicon.FILLER.containsAll(Words.of(said.text())) || said.startsWith(FIRST_PERSON) != null
                    || said.startsWith(RELATION) != null || said.startsWith(COMMENT) != null || said.mentions(ADDRESSED)
                    || said.mentions(Lexicon.WHEN) || AGE_ALONE.matcher(said.folded()).matches()
                    || mayBeAName(said.text().split("\\s+")[0]) || said.startsWith(Lexicon.ASKING) != null) {
                return false;
            }
            // "a Rennes" typed without its accent is "à Rennes", no verb; after a preposition, a noun the tagger takes
            // for a verb ("en 2e année génie civil") is still a noun
            boolean placed = LEADING_PREPOSITION.matcher(said.folded()).lookingAt();
            return PartsOfSpeech.shared().tag(said.text().replaceFirst("^a\\s", "à ")).stream()
                    .noneMatch(word -> !placed && (word.tag().equals("VERB") || word.tag().equals("AUX"))
                            || word.tag().equals("PRON"));
        }

        /** Something else done then, in the past and with no time of its own, nothing that lasts. */
        private static boolean livedToo(Clause said) {
            return (said.startsWith(FRENCH_PAST) != null || said.startsWith(ENGLISH_PAST) != null
                    || said.startsWith(FRENCH_PAST_WITH_ETRE) != null) && said.startsWith(PAST_TIME) == null
                    && !said.mentions(Lexicon.DURABLE_PAST) && !said.mentions(Lexicon.LASTING)
                    && said.text().length() <= StatedFact.LONGEST_TEXT;
        }

        /** "je suis de 96", "born in '92": a year and little else. */
        private static boolean yearOnly(Clause said) {
            Set<String> keys = new HashSet<>(StatedFact.keysOf(said.text()));
            keys.removeAll(NOT_KEYS);
            return Words.of(said.text()).size() <= 6 && !keys.isEmpty()
                    && keys.stream().allMatch(key -> key.matches("\\d{2}|\\d{4}") || YEAR_WORDS.contains(key));
        }

        private static final Set<String> YEAR_WORDS = Set.of("suis", "je", "de", "en", "ne", "nee", "i", "i'm", "was", "born",
                "in", "from", "of", "the", "class");

        private static boolean refersBack(Clause clause, Clause said) {
            if (said.mentions(Statement.WORN_OUT) || said.startsWith(FELT_NOW) != null || said.startsWith(SMALL_TALK) != null
                    || Statement.ofTheMoment(said.folded())) {
                return false; // "hier on a fait du vélo, j'en peux plus": how the user is now, not more of the ride
            }
            return said.startsWith(POINTS_BACK) != null || clause.startsWith(CONSEQUENCE) != null
                    || Words.of(said.text()).size() <= 8 && (said.startsWith(POINTS_BACK_IN_ENGLISH) != null
                            || said.startsWith(POINTS_BACK_TO_THE_USER) != null);
        }

        private void readClause(Clause clause) {
            PersonNotes before = previousPerson;
            String lead = previousLead;
            boolean afterHypothesis = hypothesis;
            previousPerson = null;
            previousLead = null;
            hypothesis = false;
            if (Lexicon.FILLER.containsAll(Words.of(clause.text()))) {
                previousPerson = before; // "ma copine, tu sais, elle est fleuriste"
                return;
            }
            Clause said = withoutPreamble(clause);
            if (reported) {
                abstain(clause, Reason.REPORTED);
                return;
            }
            if (said.endsWithQuestionMark() || said.startsWith(Lexicon.ASKING) != null) {
                abstain(clause, Reason.QUESTION);
                return;
            }
            if (said.mentions(Lexicon.REPORTED)) {
                reported = true;
                abstain(clause, Reason.REPORTED);
                return;
            }
            if (said.startsWith(Lexicon.HYPOTHETICAL_START) != null) {
                hypothesis = true;
                abstain(clause, Reason.HYPOTHETICAL);
                return;
            }
            if (afterHypothesis || said.mentions(Lexicon.CONDITIONAL)) {
                abstain(clause, Reason.HYPOTHETICAL);
                return;
            }
            if (said.isEmpty()) {
                return;
            }
            if (said.startsWith(NOT_DONE_YET) != null || said.startsWith(STILL_TO_DO) != null) {
                // a task, the main pass's; kept whole by the statement when the turn kept nothing
                abstain(clause, Reason.NO_FACT_SIGNAL);
                return;
            }
            if ((said.startsWith(FELT_NOW) != null || said.mentions(SORE_NOW)) && !said.mentions(Lexicon.LASTING)
                    && !said.mentions(Lexicon.HABIT)) {
                abstain(clause, Reason.NO_FACT_SIGNAL); // "j'ai trop mal au dos", "j'ai pas le temps": how the user is, now
                return;
            }
            if (!said.mentions(Lexicon.ACTION) && said.mentions(Lexicon.WHEN) && !said.mentions(Lexicon.DURABLE_PAST)
                    && readPassingEvent(said)) {
                return;
            }
            if (said.mentions(Lexicon.ACTION)
                    || said.mentions(Lexicon.WHEN) && !said.mentions(Lexicon.DURABLE_PAST) && !said.mentions(BIRTH)) {
                // left to the main pass; "il faut que je rappelle ma sœur, elle s'appelle Julie" names her after
                previousPerson = mentionedRelation(said);
                return;
            }
            if (readBareName(said, before)) {
                previousLead = lead; // "I have a brother, Sam, and a sister, Lucy": the verb goes on past the name
                return;
            }
            boolean introducesTheUser = said.startsWith(SELF_INTRODUCTION) != null
                    && capitalisedName(said, said.startsWith(SELF_INTRODUCTION)).isPresent();
            if (!introducesTheUser && !readsACode(said) && said.startsWith(FANDOM) == null && !strangers(said, before).isEmpty()) {
                // "I support Sunderland": a name the user speaks of in a clause about themselves is theirs to keep
                // "quit Deliveroo!!": the user's past said without "I", naming where
                if (!readSubjectlessPast(said) && (said.startsWith(FIRST_PERSON) == null || !readDeclarative(clause, said))) {
                    abstain(clause, Reason.UNINTRODUCED_NAME);
                }
                return;
            }
            if (said.mentions(Statement.WORN_OUT) || said.startsWith(OF_THE_MOMENT) != null && !said.mentions(Lexicon.HABIT)
                    && said.startsWith(FIRST_PERSON) != null && said.startsWith(NO_LONGER) != null) {
                return; // "j'en peux plus": how the user feels now, not something they stopped
            }
            boolean understood = readSubjectlessPast(said)
                    || readBirthdayOf(said)
                    || readRoleTowardsKin(said)
                    || readRelation(said)
                    || readContinuation(said, before)
                    || readKnownName(said)
                    || introducesTheUser && readSelfIntroduction(said)
                    || readAboutUser(said)
                    || lead != null && readElided(Clause.of(withoutRepeatedPreposition(lead, said) + " " + said.text()), said)
                    || readFirstPerson(said)
                    || said.startsWith(PAST_TIME) != null && readPassingEvent(said);
            if (!understood && !readDeclarative(clause, said)) {
                abstain(clause, Reason.NO_FACT_SIGNAL);
            }
        }

        FactCount result() {
            List<StatedFact> stated = new ArrayList<>();
            for (PersonNotes person : persons) {
                if (person.statesSomething()) {
                    stated.add(person.toFact());
                } else {
                    abstentions.add(new Abstention(person.relationPhrase(), Reason.NO_FACT_SIGNAL));
                }
            }
            stated.addAll(facts.values());
            return new FactCount(stated, abstentions);
        }

        private void abstain(Clause clause, Reason reason) {
            abstentions.add(new Abstention(clause.text(), reason));
        }

        /** Without "rappelle-toi que", "remember that" and leading discourse ("bon", "well"). */
        private static Clause withoutPreamble(Clause clause) {
            Matcher memorise = clause.startsWith(Lexicon.MEMORISE);
            Clause said = memorise == null ? clause : clause.from(memorise.end());
            Matcher aside = said.startsWith(ASIDE);
            said = aside == null ? said : said.from(aside.end());
            Matcher word;
            while (true) {
                if (!said.isEmpty() && ":-—–(".indexOf(said.text().charAt(0)) >= 0) {
                    said = said.from(1);
                } else if ((word = said.startsWith(WORD)) != null && Lexicon.DISCOURSE.contains(word.group())
                        && word.end() < said.text().length()) {
                    said = said.from(word.end());
                } else if ((word = RIGHT_NOW_THEN_THE_USER.matcher(said.text())).lookingAt()) {
                    said = said.from(word.end()); // "là j'ai la flemme de tout": now, then what the user is, read as said
                } else {
                    return said;
                }
            }
        }

        /**
         * "Claire" alone: the apposition of the person just mentioned ("ma fille, Léa, a onze ans"),
         * a name already introduced, or someone the sentence does not introduce.
         */
        private boolean readBareName(Clause said, PersonNotes before) {
            Optional<String> name = capitalisedName(said, said.startsWith(ONLY_A_NAME));
            if (name.isEmpty() || !name.get().equals(said.text())) {
                return false;
            }
            PersonNotes named = known.get(Words.normalise(name.get()));
            if (named != null) {
                previousPerson = named; // "Yanis, mon cousin, a 31 ans": the clauses after the name are about him
            } else if (before != null && before.name() == null) {
                name(before, name.get());
                previousPerson = before;
            } else {
                abstain(said, Reason.UNINTRODUCED_NAME);
            }
            return true;
        }

        /** "ma femme s'appelle Claire", "ma fille a onze ans", "mon fils dix-huit", "I have a son named Tom". */
        private boolean readRelation(Clause said) {
            Matcher match = said.startsWith(RELATION);
            if (match == null) {
                return false;
            }
            Clause rest = said.from(match.end());
            Optional<Integer> age = ageIn(rest);
            if (age.isEmpty() && !SpelledNumbers.in(rest.text()).isEmpty() && !rest.mentions(BIRTH)) {
                return false; // "ma fille a deux chats": a number that is not an age, too unsure to keep
            }
            Optional<String> introduced = introducedName(rest);
            Optional<String> rightAfter = introduced.isPresent() ? Optional.empty() : nameRightAfter(rest);
            String name = introduced.or(() -> rightAfter).orElse(null);
            PersonNotes person = personOf(said, match, name);
            person.heard(said);
            if (name != null) {
                name(person, name);
            }
            age.ifPresent(person::aged);
            if (age.isEmpty() && introduced.isEmpty()) {
                person.detail(detail(rightAfter.map(after -> rest.after(after)).orElse(rest)));
            }
            previousPerson = person;
            if (match.group("have") != null) {
                person.exists();
                previousLead = said.typed(match, "have");
            }
            return true;
        }

        /** The person a relation clause is about: one mentioned before (same relation, no other name), or a new one. */
        private PersonNotes personOf(Clause said, Matcher match, String name) {
            String relation = Relations.of(Optional.ofNullable(match.group("relation")).orElse(match.group("qualified")))
                    .orElseThrow();
            Optional<PersonNotes> mentioned = persons.stream().filter(other -> other.isAlso(relation, name)).findFirst();
            if (mentioned.isPresent()) {
                return mentioned.get();
            }
            boolean french = match.group("possessive") != null ? !List.of("my", "our").contains(match.group("possessive"))
                    : List.of("j'ai", "on a", "nous avons").contains(match.group("have")) || match.group("have").matches("(?:j'ai|on a|nous avons) adopte");
            // "j'ai une fille" is kept as "ma fille", "I have a son" as "my son"
            String possessive = match.group("possessive") != null
                    ? said.typed(match, "possessive").toLowerCase(Locale.ROOT)
                    : !french ? "my" : match.group("article").equals("une") ? "ma" : "mon";
            PersonNotes person = new PersonNotes(relation,
                    possessive + " " + said.typed(match, "relationPhrase").toLowerCase(Locale.ROOT), french);
            persons.add(person);
            return person;
        }

        /** "aux fruits de mer" after "allergique aux arachides" repeats the preposition: the lead's is left out. */
        private static String withoutRepeatedPreposition(String lead, Clause said) {
            Matcher own = PREPOSITION.matcher(said.folded());
            if (!own.lookingAt()) {
                return lead;
            }
            Matcher leads = Pattern.compile("\\s+" + PREPOSITION.pattern() + "$").matcher(Words.fold(lead));
            return leads.find() ? lead.substring(0, leads.start()) : lead;
        }

        /** "et un fils" after "j'ai une fille", "et le piano" after "j'aime le jazz": the verb is said once. */
        private boolean readElided(Clause withLead, Clause said) {
            // "…, c'est important", "…, it's a pain": a comment on what was said, not its verb said once more
            return Words.of(said.text()).size() <= LONGEST_ELIDED_CLAUSE && said.startsWith(COMMENT) == null
                    // "I'm allergic to cashews, pls": a courtesy after the fact is no item of it
                    && !Lexicon.FILLER.containsAll(Words.of(said.text()))
                    // "I can't stand coriander, it tastes like soap": a clause with a subject of its own says its own verb
                    && said.startsWith(OWN_SUBJECT) == null
                    // "j'ai une petite sœur, Emma, 19 ans", "I have two kids, 5 and 8": an age said alone after what the
                    // user has is that one's, never the user's (who says "j'ai 30 ans" in one breath)
                    && !(AGE_ALONE.matcher(said.folded()).matches() && withLead.startsWith(RELATION) == null)
                    && (readRelation(withLead) || readAboutUser(withLead));
        }

        /** "qui s'appelle Léa", "elle a onze ans", right after a clause about a person. */
        private boolean readContinuation(Clause said, PersonNotes before) {
            if (before == null) {
                return false;
            }
            Optional<String> name = capitalisedName(said, said.startsWith(CONTINUED_NAME));
            Matcher aged = said.startsWith(CONTINUED_AGE);
            if (name.isEmpty() && aged == null) {
                return readDetailOf(said, before);
            }
            adopt(before);
            before.heard(said);
            name.ifPresent(n -> name(before, n));
            if (aged != null) {
                before.aged(SpelledNumbers.value(aged.group("age")));
            }
            previousPerson = before;
            return true;
        }

        /** "elle est fleuriste", "he's a firefighter", "… et bosse comme kiné à Rennes": more about the person before. */
        private boolean readDetailOf(Clause said, PersonNotes before) {
            Matcher pronoun = said.startsWith(PRONOUN);
            Clause rest;
            if (pronoun != null && pronoun.end() < said.text().length()) {
                rest = said.from(pronoun.end());
            } else if (said.startsWith(SUBJECTLESS) != null || said.startsWith(TOGETHER) != null) {
                rest = said;
            } else {
                return false;
            }
            adopt(before);
            before.heard(said);
            Optional<Integer> age = ageIn(rest);
            if (age.isPresent()) {
                before.aged(age.get());
            } else {
                before.detail(detail(rest));
            }
            previousPerson = before;
            return true;
        }

        /** "Claire est infirmière", once the sentence has said who Claire is. */
        private boolean readKnownName(Clause said) {
            Optional<String> name = capitalisedName(said, said.startsWith(NAME_FIRST));
            PersonNotes person = name.map(n -> known.get(Words.normalise(n))).orElse(null);
            if (person == null) {
                return false;
            }
            person.heard(said);
            person.detail(detail(said.after(name.get())));
            previousPerson = person;
            return true;
        }

        /** "l'anniversaire de ma mère c'est le 12 août", "my daughter's birthday is on March 3": a detail of the person. */
        private boolean readBirthdayOf(Clause said) {
            Matcher birthday = said.startsWith(BIRTHDAY_OF);
            if (birthday == null) {
                return false;
            }
            if (birthday.group("named") != null) {
                return readBirthdayOfNamed(said, birthday);
            }
            String whose = birthday.group("relation") != null ? "relation" : "relation2";
            Matcher relation = RELATION.matcher(said.folded()).region(birthday.start(whose), said.folded().length());
            if (!relation.lookingAt()) {
                return false;
            }
            PersonNotes person = personOf(said, relation, null);
            person.heard(said);
            String what = said.typed(birthday, birthday.group("what") != null ? "what" : "what2");
            person.detail(what.strip() + " " + said.typed(birthday, "when").strip());
            previousPerson = person;
            return true;
        }

        /** "l'anniv de Maud c'est le 14": the date is Maud's, when the word is a name as typed. */
        private boolean readBirthdayOfNamed(Clause said, Matcher birthday) {
            Optional<String> name = NamedGroups.nameAt(said.text(), said.folded(), birthday.start("named"))
                    .map(span -> said.text().substring(span[0], span[1]));
            // "l'anniv de Paul c'est samedi" is a party to come: a birthday is a day of the month
            if (name.isEmpty() || !Words.fold(name.get()).equals(birthday.group("named"))
                    || !birthday.group("when").matches(".*\\d.*") || said.mentions(A_DAY_AHEAD)) {
                return false;
            }
            String what = said.typed(birthday, "what").strip();
            String on = birthday.group("what").matches("birthday|date of birth") ? " on " : " le ";
            facts.putIfAbsent("person:" + Words.normalise(name.get()), StatedFact.person(new io.souvenir.contracts.memory.PersonRef(
                    name.get(), null), Lexicon.domainOf(said.folded()), name.get() + " — " + what + on
                    + said.typed(birthday, "when").strip()));
            return true;
        }

        /** A relation a clause left to the main pass mentions ("il faut que je rappelle ma sœur"), for the clause after. */
        private PersonNotes mentionedRelation(Clause said) {
            Matcher match = RELATION.matcher(said.folded());
            while (match.find()) {
                String relation = Optional.ofNullable(match.group("relation")).orElse(match.group("qualified"));
                if (match.group("possessive") != null && !Relations.isPlural(relation)) {
                    // kept only if a clause after says something of them
                    String name = Relations.of(relation).orElseThrow();
                    return persons.stream().filter(other -> other.isAlso(name, null)).findFirst()
                            .orElseGet(() -> new PersonNotes(name, said.typed(match, "possessive").toLowerCase(Locale.ROOT)
                                    + " " + said.typed(match, "relationPhrase").toLowerCase(Locale.ROOT),
                                    !match.group("possessive").equals("my")));
                }
            }
            return null;
        }

        /** Codes and numbers are read whatever capitals they hold ("le wifi c'est BoxMaison42"). */
        private static boolean readsACode(Clause said) {
            return said.mentions(CODE_WORDS);
        }

        /**
         * "I'm my mum's legal guardian", "je suis la tutrice de mon frère": what the user is to someone
         * of theirs is said of that person, kept with them.
         */
        private boolean readRoleTowardsKin(Clause said) {
            Matcher role = said.startsWith(ROLE_TOWARDS_KIN);
            String kin = role == null ? null : role.group("kin") != null ? role.group("kin") : role.group("kin2");
            Optional<String> relation = kin == null ? Optional.empty() : Relations.of(kin).or(() -> Relations.of(Relations.singular(kin)));
            if (relation.isEmpty() || said.mentions(ADDRESSED) || mayBeAName(said.from(role.end()).text().split("\\s+")[0])) {
                return false; // "je suis le parrain de ma nièce Lou": Lou, whom the names' readings keep
            }
            String text = PersonNotes.capitalised(said.text());
            facts.putIfAbsent(Words.normalise(text), StatedFact.person(new io.souvenir.contracts.memory.PersonRef(null,
                    relation.get()), Lexicon.domainOf(said.folded()), text));
            return true;
        }

        /** "I'm Omar", "moi c'est Omar": the user's name, a fact about them. */
        private boolean readSelfIntroduction(Clause said) {
            Optional<String> name = capitalisedName(said, said.startsWith(SELF_INTRODUCTION));
            if (name.isEmpty()) {
                return false;
            }
            String text = PersonNotes.capitalised(said.text());
            facts.putIfAbsent(Words.normalise(text), StatedFact.fact(Facet.IDENTITY, Domain.NONE, text,
                    StatedFact.keysOf(name.get())));
            return true;
        }

        /**
         * Any other clause the user says of themselves or their household, in their own words: "I run
         * a chess club", "je ne fume plus", "we live in Bristol", "I moved to Porto in 2019". Not an
         * opinion ("je pense que"), a state of the moment ("je suis crevé", "I'm cooking"), a chore of
         * the moment ("je prépare le dîner"), words to the assistant ("je t'aime"), or something
         * lived in passing ("j'ai fait du vélo"): only past verbs that change something durable count.
         */
        private boolean readFirstPerson(Clause said) {
            if (said.startsWith(RETURNED) != null && !said.mentions(A_DAY_AHEAD)) {
                return readPassingEvent(said); // "on revient de 10 jours en Crète": a trip lived, told in passing
            }
            Matcher subject = said.startsWith(FIRST_PERSON);
            if (subject == null || said.startsWith(Lexicon.OPINION) != null || said.startsWith(SMALL_TALK) != null
                    || said.startsWith(OF_THE_MOMENT) != null && !said.mentions(Lexicon.HABIT)
                    || said.startsWith(BEING) != null && said.startsWith(NO_LONGER) == null
                            && !said.mentions(Lexicon.DURABLE_PAST) && said.startsWith(GOING_THROUGH) == null
                            && !said.mentions(WORKING_AS)
                    || said.mentions(ADDRESSED) || said.mentions(Lexicon.NOW) && !said.mentions(Lexicon.HABIT)) {
                return false;
            }
            boolean past = said.startsWith(FRENCH_PAST) != null || said.startsWith(ENGLISH_PAST) != null
                    || said.startsWith(JUST_DONE) != null;
            if (past && !said.mentions(Lexicon.DURABLE_PAST)) {
                return readPassingEvent(said);
            }
            if (said.startsWith(OF_THE_MOMENT) != null && !said.mentions(Lexicon.HABIT)) {
                return false; // "je lis un super bouquin", "je galère avec mon code", "I love this song"
            }
            if (said.text().length() > StatedFact.LONGEST_TEXT) {
                return false; // a clause that long is a story, not a fact
            }
            Clause predicate = said.from(subject.end());
            Matcher verb = predicate.startsWith(VERB);
            Clause object = verb == null ? predicate : predicate.from(verb.end());
            Set<String> keys = new HashSet<>(StatedFact.keysOf(object.text()));
            if (verb != null) {
                Words.of(verb.group("verb")).stream().filter(word -> !GENERIC_VERBS.contains(word)).map(Words::stem)
                        .forEach(keys::add);
            }
            keys.removeAll(NOT_KEYS);
            if (keys.isEmpty()) {
                return false;
            }
            String text = PersonNotes.capitalised(said.text());
            facts.putIfAbsent(Words.normalise(text),
                    StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(said.folded()), text, keys));
            return true;
        }

        /**
         * "quit Amazon!!", "handed my notice in at the bank", "moved to Leeds in May": the user's past said without its
         * subject, in the chat's way, when it changes something that lasts; kept as typed.
         */
        private boolean readSubjectlessPast(Clause said) {
            if (said.startsWith(SUBJECTLESS_PAST) == null || !said.mentions(Lexicon.DURABLE_PAST) || said.mentions(ADDRESSED)
                    || said.text().length() > StatedFact.LONGEST_TEXT) {
                return false;
            }
            Set<String> keys = new HashSet<>(StatedFact.keysOf(said.text()));
            keys.removeAll(NOT_KEYS);
            keys.removeAll(PAST_AUXILIARIES);
            keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit) || Lexicon.FILLER.contains(key));
            if (keys.isEmpty()) {
                return false;
            }
            String text = PersonNotes.capitalised(said.text().replaceAll("[!?.…\\s]+$", ""));
            facts.putIfAbsent(Words.normalise(text), StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(said.folded()), text, keys));
            return true;
        }

        /**
         * The last reading of a clause no rule understood: what the user declares of themselves or of
         * something of theirs ("I'm on dialysis three times a week", "avant j'habitais à Toulouse",
         * "my locker combination is 12-34-56"), or asks the assistant to know ("retiens que la clé est
         * sous le pot"), kept as a fact in their own words. Not a mood or a chore of the moment, an
         * opinion, words to the assistant, or something lived in passing, unless it tells a matter
         * that lasts (an illness, a debt, a faith, a habit given up).
         */
        private boolean readDeclarative(Clause clause, Clause said) {
            boolean memorised = clause.startsWith(Lexicon.MEMORISE) != null;
            if (said.text().length() > StatedFact.LONGEST_TEXT || said.startsWith(SMALL_TALK) != null
                    || said.startsWith(OF_THE_MOMENT) != null && !said.mentions(Lexicon.HABIT)) {
                return false;
            }
            Matcher subject = said.startsWith(DECLARING_SUBJECT);
            if (subject != null && (!Relations.namedIn(subject.group()).isEmpty()
                    || subject.group().matches("(?:mon|ma|mes|my|our|notre|nos)\\s.*")
                    && said.from(subject.end()).text().matches("\\d+(?:\\s*(?:ans|years?(?: old)?))?"))) {
                // "my honey is 30": only what a person has one of is a fact; a bare age is someone's
                return false; // "ma fille est sous tutelle" is about her: a person, the mentions' to keep
            }
            if (!memorised) {
                boolean lasting = said.mentions(Lexicon.LASTING);
                boolean past = said.startsWith(FRENCH_PAST) != null || said.startsWith(ENGLISH_PAST) != null
                        || said.startsWith(JUST_DONE) != null;
                if (subject == null || said.mentions(ADDRESSED)
                        || !lasting && (said.startsWith(Lexicon.OPINION) != null || said.startsWith(BEING) != null
                                || past && !said.mentions(Lexicon.DURABLE_PAST)
                                || said.mentions(Lexicon.NOW) && !said.mentions(Lexicon.HABIT)
                                || said.startsWith(OF_THE_MOMENT) != null)) {
                    return false;
                }
            }
            Set<String> keys = new HashSet<>(StatedFact.keysOf(subject == null ? said.text() : said.from(subject.end()).text()));
            keys.removeAll(NOT_KEYS);
            // "retiens bien ça stp": the request's words and its "please" say nothing to keep
            keys.removeIf(key -> key.length() < 3 && !key.chars().allMatch(Character::isDigit) || Lexicon.FILLER.contains(key)
                    || Lexicon.DISCOURSE.contains(key));
            if (keys.isEmpty()) {
                return false;
            }
            String text = PersonNotes.capitalised(said.text());
            facts.putIfAbsent(Words.normalise(text), StatedFact.fact(Facet.GENERAL, Lexicon.domainOf(said.folded()), text, keys));
            return true;
        }

        /**
         * "en mai on est partis en Grèce", "hier j'ai fait du vélo avec Claire": something the user
         * lived and tells in passing, kept silent, in their words, when it says when or where (a
         * past without either, "j'ai mal dormi", is small talk).
         */
        private boolean readPassingEvent(Clause said) {
            Matcher when = said.startsWith(PAST_TIME);
            Clause lived = when == null ? said : said.from(when.end());
            Matcher subject = lived.startsWith(FIRST_PERSON);
            boolean returned = lived.startsWith(RETURNED) != null;
            if (subject == null || lived.startsWith(Lexicon.OPINION) != null && !returned || said.mentions(ADDRESSED)
                    || said.text().length() > StatedFact.LONGEST_TEXT
                    || lived.startsWith(FRENCH_PAST) == null && lived.startsWith(ENGLISH_PAST) == null
                    && lived.startsWith(FRENCH_PAST_WITH_ETRE) == null && !returned) {
                return false;
            }
            boolean placed = when != null || said.mentions(PAST_TIME_ANYWHERE)
                    || WORD.matcher(lived.text()).results().skip(1).anyMatch(word -> mayBeAName(word.group()));
            Set<String> keys = new HashSet<>(StatedFact.keysOf(lived.from(subject.end()).text()));
            keys.removeAll(NOT_KEYS);
            keys.removeAll(PAST_AUXILIARIES);
            if (!placed || keys.isEmpty()) {
                return false;
            }
            String text = PersonNotes.capitalised(said.text());
            facts.putIfAbsent("event:" + Words.normalise(text), StatedFact.passing(Lexicon.domainOf(said.folded()), text, keys));
            return true;
        }

        private boolean readAboutUser(Clause said) {
            for (SelfRule rule : SELF_RULES) {
                Matcher lead = said.startsWith(rule.lead());
                if (lead == null) {
                    continue;
                }
                Domain domain = Lexicon.domainOf(said.folded());
                String text = PersonNotes.capitalised(said.text());
                facts.putIfAbsent(Words.normalise(text),
                        StatedFact.fact(rule.facet(), domain, text, keys(said.from(lead.end()), said)));
                // "obsessed w kimchi, i put it on everything": what follows a taste said without "j'aime" is another clause
                boolean listsItems = rule.lead() != FANDOM && rule.lead() != TASTE;
                if (rule.facet() == Facet.PREFERENCE && listsItems || domain == Domain.HEALTH) {
                    // "allergic to cats and dogs": the list's next item takes the preposition too
                    Matcher preposition = PREPOSITION.matcher(said.folded()).region(lead.end(), said.folded().length());
                    previousLead = said.text().substring(0, preposition.lookingAt() ? preposition.end() : lead.end()).strip();
                }
                return true;
            }
            return false;
        }

        /** A person mentioned in a clause left to the main pass counts once a clause says something of them. */
        private void adopt(PersonNotes person) {
            if (!persons.contains(person)) {
                persons.add(person);
            }
        }

        private void name(PersonNotes person, String name) {
            person.named(name);
            known.putIfAbsent(Words.normalise(name), person);
        }

        /** Capitalised words that may be someone's name and that nothing in the sentence introduces. */
        private Set<String> strangers(Clause said, PersonNotes before) {
            Set<String> introduced = new HashSet<>();
            if (before != null) {
                capitalisedName(said, said.startsWith(CONTINUED_NAME)).ifPresent(name -> introduced.addAll(Words.of(name)));
            }
            known.keySet().forEach(name -> introduced.addAll(Words.of(name)));
            for (Matcher introduction = INTRODUCTION.matcher(said.folded()); introduction.find(); ) {
                introduced.addAll(Words.of(introduction.group("name")));
            }
            Matcher relation = said.startsWith(RELATION);
            if (relation != null) {
                nameRightAfter(said.from(relation.end())).ifPresent(name -> introduced.addAll(Words.of(name)));
            }
            Set<String> strangers = new HashSet<>();
            // "on s'est séparés avec Julie": someone the user did something with, in a clause about the user
            boolean firstPerson = said.startsWith(FIRST_PERSON) != null || said.startsWith(PAST_TIME) != null;
            String previous = "";
            boolean proper = false; // "at St Mary's": the capitals after a place's preposition are one name
            for (Matcher word = WORD.matcher(said.folded()); word.find(); previous = word.group()) {
                String typed = said.text().substring(word.start(), word.end());
                boolean capitalised = Character.isUpperCase(typed.charAt(0));
                boolean continuesAPlace = proper && capitalised;
                proper = capitalised && (proper || Lexicon.BEFORE_A_PLACE_OR_THING.contains(previous));
                if (continuesAPlace) {
                    continue;
                }
                if (word.end() < said.text().length() && Character.isDigit(said.text().charAt(word.end()))
                        || word.group().matches(NamedGroups.TITLE.replace("\\.", "") + "|mrs|mr|ms|mme|mlle|dr")) {
                    continue; // "BoxMaison42" is a code; "Mrs" belongs to the name after it
                }
                if (mayBeAName(typed) && !Lexicon.COMMON.contains(word.group()) && !Lexicon.FILLER.contains(word.group())
                        && Relations.of(word.group()).isEmpty() && !Lexicon.BEFORE_A_PLACE_OR_THING.contains(previous)
                        && !(firstPerson && WITH.contains(previous))
                        && !introduced.containsAll(Words.of(typed))) {
                    strangers.add(typed);
                }
            }
            return strangers;
        }

        private static Optional<String> introducedName(Clause clause) {
            Matcher introduction = INTRODUCTION.matcher(clause.folded());
            return introduction.find() ? capitalisedName(clause, introduction) : Optional.empty();
        }

        /** "ma femme Claire": a relation word introduces the name that follows it. */
        private static Optional<String> nameRightAfter(Clause rest) {
            return capitalisedName(rest, rest.startsWith(NAME_AFTER_RELATION));
        }

        /** The capitalised words (one or two) of a match's {@code name} group: "Claire", "Jean Dupont"; not "comment". */
        private static Optional<String> capitalisedName(Clause clause, Matcher match) {
            if (match == null || match.group("name") == null) {
                return Optional.empty();
            }
            return NamedGroups.nameAt(clause.text(), clause.folded(), match.start("name"))
                    .filter(span -> span[1] <= match.end("name") + 1)
                    .map(span -> clause.text().substring(span[0], span[1]));
        }

        /** Capitalised and not an acronym ("PIN", "OK"), nor a word with digits ("BoxMaison42"). */
        private static boolean mayBeAName(String word) {
            return word.length() > 1 && Character.isUpperCase(word.charAt(0))
                    && word.chars().skip(1).anyMatch(Character::isLowerCase) && word.chars().noneMatch(Character::isDigit)
                    && !Lexicon.NOT_NAMES.contains(Words.fold(word)) && !Mentions.LETTER_COMPOUND.matcher(word).matches();
        }

        private static Optional<Integer> ageIn(Clause clause) {
            return AGES.stream().map(age -> age.matcher(clause.folded())).filter(Matcher::find).findFirst()
                    .map(match -> SpelledNumbers.value(match.group("age")));
        }

        /** What a clause says of a person once the person is named: "habite à Lyon", "infirmière". */
        private static String detail(Clause rest) {
            boolean passing = rest.startsWith(PASSING_DETAIL) != null && !rest.text().startsWith("à"); // "à Paris" is a place
            if (passing && !rest.mentions(Lexicon.DURABLE_PAST) || rest.mentions(Lexicon.WHEN) && !rest.mentions(BIRTH)
                    || rest.startsWith(Statement.GIVEN_TO_THE_USER) != null // "left me her flat": the user's, not theirs
                    || rest.text().length() > StatedFact.LONGEST_TEXT || Statement.ofTheMoment(rest.folded())) {
                return "";
            }
            Matcher copula = rest.startsWith(LEADING_COPULA);
            Clause detail = copula == null ? rest : rest.from(copula.end());
            // "my son's school is great" is about the school, not a detail of the son
            return detail.text().startsWith("'") ? "" : detail.text();
        }

        /** The numbers, names and objects that tell a fact apart: those of its object, else of the whole clause. */
        private static Set<String> keys(Clause object, Clause clause) {
            Set<String> keys = StatedFact.keysOf(object.text());
            return keys.isEmpty() ? StatedFact.keysOf(clause.text()) : keys;
        }
    }
}
