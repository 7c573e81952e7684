package io.souvenir.platform.time;

import io.souvenir.platform.memory.NumberWords;
import java.time.DayOfWeek;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** The ways a moment is said, French and English, folded: days, dates, delays, hours. */
final class WhenWords {

    static final String NUM = "(" + NumberWords.REGEX + "|an|a)";
    static final String UNIT = "(minutes?|mins?|heures?|hours?|h|jours?|days?|semaines?|weeks?|mois|months?"
            + "|ans|annees?|years?)";
    static final String WEEKDAY_FR = "(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)";
    static final String WEEKDAY_EN = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
    static final String MONTH_FR = "(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre"
            + "|novembre|decembre)";
    static final String MONTH_EN = "(january|february|march|april|may|june|july|august|september|october"
            + "|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)";
    static final String HOUR_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
    static final String YEAR = "(?:,? (\\d{4}))?";
    static final String ORDINAL = "(?:st|nd|rd|th)?";
    /** "pour jeudi", "by Friday": the day something is due. */
    static final String UNTIL = "(?:(?:by|before|until|pour|d'ici|jusqu'a|avant(?! hier)) )?";

    static final Map<String, DayOfWeek> WEEKDAYS = Map.ofEntries(
            Map.entry("lundi", DayOfWeek.MONDAY), Map.entry("mardi", DayOfWeek.TUESDAY),
            Map.entry("mercredi", DayOfWeek.WEDNESDAY), Map.entry("jeudi", DayOfWeek.THURSDAY),
            Map.entry("vendredi", DayOfWeek.FRIDAY), Map.entry("samedi", DayOfWeek.SATURDAY),
            Map.entry("dimanche", DayOfWeek.SUNDAY), Map.entry("monday", DayOfWeek.MONDAY),
            Map.entry("tuesday", DayOfWeek.TUESDAY), Map.entry("wednesday", DayOfWeek.WEDNESDAY),
            Map.entry("thursday", DayOfWeek.THURSDAY), Map.entry("friday", DayOfWeek.FRIDAY),
            Map.entry("saturday", DayOfWeek.SATURDAY), Map.entry("sunday", DayOfWeek.SUNDAY));
    static final List<String> MONTHS_FR = List.of("janvier", "fevrier", "mars", "avril", "mai", "juin",
            "juillet", "aout", "septembre", "octobre", "novembre", "decembre");

    static final Pattern AGO = Pattern.compile(
            "\\bil y a " + NUM + " " + UNIT + "\\b|\\b" + NUM + " " + UNIT + " ago\\b");
    static final Pattern WITHIN = Pattern.compile(
            "\\b(?:dans|in) (?:" + NUM + " " + UNIT + "|(une demi-heure|half an hour)|(\\d+)(h|mins?|minutes?))\\b");
    /** "du 12 au 19 juillet", "du 28 juin au 2 juillet": the first day, its month if said, the last day and its month. */
    static final Pattern RANGE_FR = Pattern.compile("\\b(?:du|de) (1er|\\d{1,2})(?: " + MONTH_FR + ")? (?:au|a|jusqu'au) (1er|\\d{1,2}) "
            + MONTH_FR + "(?: (\\d{4}))?\\b");
    /** "from the 3rd to the 10th of August", "3-10 August", "from 28 June to 2 July". */
    static final Pattern RANGE_EN = Pattern.compile("\\b(?:from )?(?:the )?(\\d{1,2})" + ORDINAL + "(?: (?:of )?" + MONTH_EN
            + ")? ?(?:to|till|until|-|–) ?(?:the )?(\\d{1,2})" + ORDINAL + " (?:of )?" + MONTH_EN + YEAR + "\\b");
    static final Pattern DATE_FR = Pattern.compile(
            "\\b(?:" + WEEKDAY_FR + " )?(?:le )?(1er|premier|\\d{1,2}) " + MONTH_FR + "(?: (\\d{4}))?\\b");
    static final Pattern DATE_EN_DAY_FIRST = Pattern.compile("\\b(?:on )?(?:" + WEEKDAY_EN + ",? )?(?:the )?"
            + "(\\d{1,2})" + ORDINAL + " (?:of )?" + MONTH_EN + YEAR + "\\b");
    static final Pattern DATE_EN_MONTH_FIRST = Pattern.compile("\\b(?:on )?(?:" + WEEKDAY_EN + ",? )?"
            + MONTH_EN + " (?:the )?(\\d{1,2})" + ORDINAL + YEAR + "\\b");
    static final Pattern DATE_NUMERIC = Pattern.compile(
            "\\b(le|on) (\\d{1,2})/(\\d{1,2})(?:/(\\d{2,4}))?\\b");
    /**
     * "le 24 rappelle-moi…", "rappelle-moi le 3 que…": a bare day of month is a date only beside a request to be
     * reminded (alone, "le 12" may be a house number or a bus).
     */
    static final Pattern DAY_OF_MONTH_FR_REMINDED = Pattern.compile("\\ble (1er|\\d{1,2}),? (?=(?:tu )?(?:me |m')?(?:rappel|previen|dis-moi"
            + "|fais-moi))|(?<=\\brappel(?:le|les|er)[- ]moi )le (1er|\\d{1,2})\\b(?! ?(?:h\\b|:|%|euros?|€))");
    /** "on the 21st", "the 1st": a day of this month, or of the next once it has gone by. */
    static final Pattern DAY_OF_MONTH_EN = Pattern.compile("\\b(?:" + UNTIL + "(?:on )?)?the (\\d{1,2})(?:st|nd|rd|th)\\b");
    static final Pattern RELATIVE_DAY = Pattern.compile("\\b" + UNTIL + "(apres-demain|apres demain"
            + "|the day after tomorrow"
            + "|avant-hier|avant hier|the day before yesterday|demain|tomorrow|hier|yesterday|aujourd'hui|today"
            + "|ce soir|tonight|this evening|last night|ce matin|this morning|cet apres-midi|this afternoon)\\b");
    static final Pattern PERIOD = Pattern.compile("\\b(?:(la semaine|le mois|l'annee|l'an) (prochaine?"
            + "|derniere?|passee?)|(?:le|ce|(?:for|over|at|during) the) (week-end|weekend)(?: (prochain|dernier|passe))?|(next|last|this) (week"
            + "|month|year|weekend))\\b");
    /** A feast said for its day, after a preposition: "à Pâques", "at Easter", "pour Noël", "over Christmas", "à la Toussaint". */
    static final Pattern HOLIDAY = Pattern.compile("\\b(?:by|before|until|pour|d'ici|jusqu'a|avant|a|at|for|over|on|during|pendant|after|apres) (?:la |le )?"
            + "(noel|christmas|xmas|paques|easter|toussaint|all saints' day|nouvel an|jour de l'an|new year's day"
            + "|saint-sylvestre|new year's eve|halloween|saint-valentin|valentine's day|quatorze juillet|14 juillet"
            + "|ascension|pentecote|whitsun|boxing day)\\b");
    /**
     * "le samedi 21", "mardi 17 à 15h", "on Friday the 13th": a weekday with its day of the month is a date,
     * even after "le" (not a count: "samedi 3 personnes", nor an hour: "jeudi 12h").
     */
    static final Pattern WEEKDAY_AND_DAY = Pattern.compile("\\b" + UNTIL + "(?:le |ce |on |this )?(?:" + WEEKDAY_FR + "|"
            + WEEKDAY_EN + "),? (?:the )?(1er|\\d{1,2})(?:st|nd|rd|th)?\\b(?! ?(?:h\\b|:|%|euros?\\b|€|ans?\\b|heures?\\b|min"
            + "|fois\\b|personnes?\\b|people\\b|years?\\b|hours?\\b|minutes?\\b|pm\\b|am\\b))");
    /** "le samedi", "every Saturday" say a habit, not a day. */
    static final Pattern WEEKDAY = Pattern.compile("(?<!\\ble |\\bevery )\\b" + UNTIL
            + "(?:(ce|this|next|last|on) )?(?:" + WEEKDAY_FR + "|"
            + WEEKDAY_EN + ")(?: (prochain|dernier|passe|qui vient))?\\b");
    static final Pattern NOON = Pattern.compile(
            "\\b(?:(?:a|vers|pour|at|around|by) )?(?<!apres-)(midi|minuit|noon|midnight|lunchtime|lunch time|l'heure du dej(?:euner)?)"
            + "(?: et (demie?|quart))?\\b");
    static final Pattern CLOCK_FR = Pattern.compile(
            "\\b(?:(?:a|vers|pour|des|avant) )?(\\d{1,2}) ?h(?: ?(\\d{2}))?\\b");
    static final Pattern HOURS_FR = Pattern.compile(
            "\\b(?:a|vers|pour) " + NUM + " heures?(?: (et demie|et quart|moins le quart|\\d{2}))?\\b");
    /**
     * An English hour said in words: "half past six", "quarter to nine", "at half twelve" (half past, as said in
     * Britain, only after a word that says a time follows), "eleven o'clock".
     */
    static final Pattern HOURS_EN = Pattern.compile("\\b(?:(?<at>at|around|by|about|for|till|until) )?(?<part>half|quarter)"
            + "(?: (?<direction>past|to))? (?<hour>\\d{1,2}|" + HOUR_WORDS + ")\\b(?! (?:of|an?|the|hours?|mins?|minutes?)\\b)"
            + "|\\b(?:(?:at|around|by|about|till|until) )?(?<oclock>" + HOUR_WORDS + ") o'?clock\\b");
    static final Pattern CLOCK_EN = Pattern.compile(
            "\\b(?:(?:at|around|by|about) )?(\\d{1,2})(?::(\\d{2}))? ?([ap])\\.?m\\b\\.?");
    static final Pattern CLOCK_24 = Pattern.compile("\\b(?:(?:a|vers|at|around|by) )?(\\d{1,2}):(\\d{2})\\b");
    /** Waking up or getting up: the one thing asked at 5:30 in the morning. */
    static final Pattern WAKING = Pattern.compile("\\b(?:reveill\\w*|reveil|leve\\w*|wake|waking|get up|alarm)\\b");
    static final Pattern BARE_HOUR_EN = Pattern.compile("\\b(?:at|around|by) (\\d{1,2})(?: o'clock)?\\b");
    /**
     * A part of the day; not "parents' evening", "girls' night" (an occasion named after whose it is)
     * nor "toute la nuit", "all night", "the whole morning" (how long something lasted, not when).
     */
    static final Pattern PART_OF_DAY = Pattern.compile("(?<!s' |'s )(?<!\\btoute la |\\btout le |\\btoute l'|\\btout l'|\\btout |\\btoute "
            + "|\\ball |\\bwhole |\\bentire |\\blong )\\b(?:(?:le|du|au|en|in the|dans la) )?(matin|matinee"
            + "|apres-midi|soir|soiree|nuit|morning|afternoon|evening|night)\\b");

    private WhenWords() {
    }

    static int monthFr(String name) {
        return MONTHS_FR.indexOf(name) + 1;
    }

    static int monthEn(String name) {
        String start = name.substring(0, 3);
        return List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
                .indexOf(start) + 1;
    }
}
