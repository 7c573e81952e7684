package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Domains;
import io.souvenir.platform.memory.Health;
import io.souvenir.turn.engine.offline.nlp.Analysis;
import io.souvenir.turn.engine.offline.nlp.Analyzer;
import io.souvenir.turn.engine.offline.nlp.Token;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.turn.engine.offline.lexicon.Professions;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.text.Together;
import io.souvenir.turn.engine.offline.text.Words;
import io.souvenir.platform.time.WhenParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is said of a person, as a memory puts it: their age ("a onze ans", "dix-huit", "is
 * eleven", "6 mois", "5 et 8 ans"), their job ("est plombier") and what they do or are ("habite à
 * Lyon", "allergique aux noix"). Anything else said of them is not kept.
 */
final class PersonDetails {

    private static final Pattern AGES = Pattern.compile("\\b((?:" + NumberWords.REGEX + ")(?:(?:,\\s*|\\s(?:et|and)\\s)"
            + "(?:" + NumberWords.REGEX + ")){1,9})(?:\\s(?:ans|years?(?: old)?)\\b|$)");
    /** "my son Leo (8) is autistic": an age in brackets right after the name. */
    private static final Pattern BRACKETED_AGE = Pattern.compile("^(?:\\(\\s*(\\d{1,3})\\s*(?:ans|yo|years?(?: old)?)?\\s*\\)"
            + "|(?:de|aged|of) (" + NumberWords.REGEX + ") (?:ans|years?(?: old)?)(?=\\s+\\S))\\s*,?\\s*");
    /** Words set in brackets right after someone: "(med student at Wits)". */
    private static final Pattern BRACKETED = Pattern.compile("^\\(([^()]{3,60})\\)\\s*,?\\s*");
    private static final Pattern AND = Pattern.compile(",\\s*|\\s(?:et|and)\\s");
    private static final Pattern AGE_IN_YEARS = Pattern.compile("(?<!depuis |since |for |sur |pendant |ses |his |her |their |mes |my |nos |our |leurs |at |at age |vers "
            + "|avant |before |after |apres "
            // "a bossé 40 ans chez Michelin", "worked 30 years at the mill": how long, not how old
            + "|bosse |travaille |vecu |passe |habite |reste |enseigne |worked |lived |spent |taught |stayed )\\b("
            + NumberWords.REGEX + ")\\s(?:ans?|years?(?: old)?|yo)\\b");
    private static final Pattern MONTHS_OLD = Pattern.compile(
            "\\b(" + NumberWords.REGEX + ")\\s(?:mois|months?(?: old)?)\\b");
    private static final Pattern AGE_AT_END = Pattern.compile("(?:^|\\s)(?:(?:qui |who )?(?:a|aura|va avoir"
            + "|vient d'avoir|is|turns|turned|will be|de|aged|agee?s? de)\\s+)?(?<!the |that |this |each |which |year |grade |class |number |numero |no |at |by |around |until |till |from |to |on |sur |january |february |march |april |may |june |july |august |september |october |november "
            + "|december |janvier |fevrier |mars |avril |mai |juin |juillet |aout |septembre |octobre |novembre |decembre )("
            + NumberWords.REGEX + ")(?:\\s+(?:now|already|maintenant|deja|next (?:month|week|year)|this (?:month|year|summer|week)|le mois prochain"
            + "|la semaine prochaine|l'an prochain|cette annee|cet ete|(?:in|en|on|le) \\p{L}+))?$");
    /** "est plombier", "works as a nurse", or in apposition with no verb: "Sarah, 25 ans, kiné à Nantes". */
    private static final Pattern JOB = Pattern.compile("^(?:(?:qui |who )?(?:est|is|works as|work as|travaille comme"
            + "|bosse comme|sont|are|used to be|used to work as|was|etait|a ete|a longtemps ete|travaillait comme"
            + "|est devenue?|became|has become|'s become|is now|est maintenant)\\s)?(?:une?\\s|an?\\s)?((?:retired|former|ancien|ancienne|ex-?|retraitee?)\\s?)?("
            + Professions.JOBS + ")\\b");
    /** "est veuve", "is deaf", "est enceinte": a lasting state said of them. */
    private static final Pattern STATE = Pattern.compile("^(?:qui |who )?(?:est|is|are|sont) (?:(?:devenue?|now|maintenant)"
            + " )?(?:" + Professions.STATES + "|" + Health.CONDITIONS + ")\\b");
    private static final Pattern ATTRIBUTE = Pattern.compile("^(?:qui |who )?(?:(?:est|is|are|sont|was|were|got|has been"
            + "|a ete) )?(?=(?:habite|sous |under |in hospital|a l'hopital|hospitalise\\w*|en (?:maison de retraite|ehpad)"
            + "|habitent|vit|vivent|travaille|travaillent|bosse|lives|live|works|work|from|vient|viennent|nee?s?"
            + "|born|allergique|allergiques|allergic|a la retraite|retired|etudie|studies|adore|adorent|aime"
            + "|aiment|deteste|loves|likes|hates|parle|speaks|souffre|suffers|prend|takes|joue|plays|runs|tient"
            + "|jouent|pratiquent|parlent|detestent|love|like|play|speak"
            + "|(?:fait|font|does|do) (?:du|de la|de l'|des) (?!bruit|mal|peur|betises|histoires|courses|menage)"
            + "|(?:has|a|have|ont) (?:an? |un |une |le |la |l'|du |de la |des )?" + Health.ILLNESSES
            // "a une boulangerie à Vannes", "a un garage en ville": a place of theirs, somewhere (not "a une idée")
            + "|(?:a|ont) (?:un|une) [\\p{L}'-]+(?: [\\p{L}'-]+)? (?:a|au|aux|en|dans|pres d\\S+|sur) "
            + "|gere|eats|mange|drinks|boit|ne|n'|doesn't|does not|can't|won't|never|jamais|plus|no longer|enseigne"
            + "|teaches|owns|has|possede|conduit|drives|dirige|manages|a ete mute|a ete mutee|a ete transfere"
            + "|a ete transferee|mute|mutee|got transferred|was transferred|moved|has moved|a demenage|demenage|a emmenage|emmenage"
            + "|s'est installee?|part|va partir|is moving|relocated|est partie?|went back|retourne|est nee?|was born"
            + "|decedee?|decede|morte?|died|passed away|passed|disparue?|getting married|is getting|se marie|va se marier"
            + "|en prison|in prison|in jail|incarceree?|en detention|suffers|suivie? par|sees an?|is seeing an?"
            + "|goes to an?|" + Health.CONDITIONS
            // school and studies: "est en CP", "est en terminale à Lyon", "is in year 5", "fait médecine", "va au collège"
            + "|en (?:cp|ce1|ce2|cm1|cm2|6e|6eme|5e|5eme|4e|4eme|3e|3eme|seconde|premiere|terminale|licence|master|these"
            + "|doctorat|fac|prepa|bts|iut|maternelle|creche|petite section|moyenne section|grande section|classe de)"
            + "|au (?:college|lycee|cp|cours|conservatoire)|a la (?:fac|maternelle|creche|garderie)|a l'(?:universite|ecole|ehpad)"
            + "|in (?:year|grade|class|reception|college|uni|university|school|high school|middle school|kindergarten"
            + "|nursery|sixth form|primary|secondary|first grade|second grade|third grade)"
            + "|goes to|va (?:a la|au|a l'|en)|fait (?:medecine|droit|pharma|des etudes|une licence|un master|un doctorat"
            + "|une these|son internat|un bts|un cap|une prepa|archi|psycho|socio|histoire|maths)"
            + "|based in|basee? a|installee? a|settled in"
            // a place won at a school or a university: "got into Oxford", "a été admise en médecine", "was accepted at"
            + "|(?:has )?got (?:into|a place at|a place on|in at)|(?:was|were|has been|got|is) (?:accepted|admitted|offered a place)"
            + "|(?:est|a ete|vient d'etre) (?:admise?|acceptee?|prise?|recue?) (?:a|au|aux|en|dans|a la|a l')"
            // leaving work for good: "a pris sa retraite", "part à la retraite", "took early retirement"
            + "|(?:a pris|prend|va prendre|vient de prendre) sa retraite|(?:part|est partie?|va partir|vient de partir) a la retraite"
            + "|took (?:early )?retirement|went into retirement|is retiring|retires"
            + "|(?:just )?got a job|got a new job|found a job|a trouve un (?:boulot|travail|job|poste|taf)|got hired|was hired"
            + "|started (?:working|a new job|a job)|a commence (?:a bosser|a travailler|un nouveau)"
            + "|a eu son|got (?:his|her|their) |passed (?:his|her|their) |a obtenu|a reussi son|a rate son|failed (?:his|her)"
            + "|a (?:un|une|deux|trois|quatre|cinq|des|\\d+) (?:enfants?|fils|filles?|gosses|petits?-enfants|jumeaux)"
            + "|(?:has|have) (?:an?|one|two|three|four|five|\\d+) (?:kids?|children|child|sons?|daughters?|grandchildren)"
            + "|est mariee? a|est mariee? avec|married to|engaged to|fiancee? a|en couple avec|dating|sort avec|is with"
            + "|est (?:enceinte|a la retraite|au chomage|en retraite)"
            // "she just got engaged", "s'est fiancée", "got divorced": a change of who they are with
            + "|engaged|fiancee?s?|married|divorced|s'est (?:fiancee?|mariee?|pacsee?|separee?)|vient de se (?:fiancer|marier|pacser)"
            // a move or a change ("a quitté Nantes pour Montréal"), a debt, an illness they have got
            + "|a quitte|has left|left for|quit|a rejoint|joined|(?:me|m'|nous|lui) doit|owes (?:me|us)"
            + "|(?:has|have) got (?:an? |some )?(?:\\p{L}+ )?(?:allerg\\w*|" + Health.ILLNESSES + ")"
            // the user's keys or things in their keeping: "has our spare key", "a les doubles de nos clés", "garde mes clés"
            + "|(?:has|have|a|ont|garde|gardent|keeps?|holds?) (?:the |les |des |le |la |l'|un |une |an? )?(?:spare |double |doubles "
            + "|copie |copy |copies |jeu )?(?:de |d'|of )?(?:nos|our|mes|my) \\p{L}+"
            // said of several: "run a shop", "s'installent à Rennes", "start nursery in September"
            + "|run|own|teach|s'installent|emmenagent|demenagent"
            // a pastime said with a bare noun: "does woodwork", "does pottery on Sundays"
            + "|(?:does|do|doing) (?!(?:it|that|this|nothing|anything|something|everything|well|badly|fine|ok|great|the|a|an|his"
            + "|her|their|my|our|your|so|too|not|what)\\b)\\p{L}{4,}"
            + "|(?:start|starts|started|begins?|commence|commencent|entre|entrent|rentre|rentrent) (?:a la |au |a l'|en |at )?"
            + "(?:nursery|school|uni|university|college|creche|maternelle|ecole|lycee|fac|cp|6e|6eme|seconde|reception)"
            // what they mean to become: "veut être boulanger", "wants to be a vet"
            + "|(?:veut|voudrait|aimerait|reve d'|wants to|would like to|hopes to|dreams of) (?:etre|devenir|faire|be|become"
            + "|being|becoming) \\p{L}+"
            + "|(?:a|has|have|ont) (?:la |le |une |un |the |an? )?(?:varicelle|grippe|rougeole|angine|bronchite|otite"
            + "|chickenpox|measles)"
            + ")\\b)");
    /** Between two things said of a person: "a 29 ans et bosse comme…", "is 31 and works as…". */
    private static final Pattern BETWEEN = Pattern.compile("(?:,\\s*(?:(?:et|and|mais|but|&)\\s+)?|\\s+(?:et|and|mais|but|&)\\s+"
            + "|\\s+(?=(?:il|elle|he|she)(?:'s|\\s)\\s*(?:a|est|is|has|was|vit|habite|bosse|travaille|lives|works)\\b))"
            // "born on March 3rd, 1988": a year after a comma ends the date before it
            + "(?!(?:" + NumberWords.REGEX + ")(?:\\s|,|$)|\\s*\\d{4}\\b)");
    /** "elle est…", "he's…", "il…": the person again, as a pronoun. */
    private static final Pattern AGAIN = Pattern.compile("^(?:(?:il|elle|he|she|they|ils|elles)(?:'s got|'s| is| a| has|'re| are)?\\s+"
            + "|(?:both|all|tous les deux|toutes les deux|tous|toutes|ultra|hyper|tres|trop|vraiment|really|very|so|totally)\\s+"
            + "|(?:still|also|toujours|encore|aussi|now|maintenant|actually|en fait|just|juste|recently|recemment|finally"
            + "|finalement|enfin|officially|officiellement)\\s+)+");

    /** "est de Lyon", "qui est d'Annecy": where they come from, a capitalised place. */
    private static final Pattern ORIGIN = Pattern.compile("^(?:qui |who )?(?:est|sont) (?:originaires? )?"
            + "(de |d'|du )");
    /** "… et mon frère Hugo à Paris": the verb said once for both, only the place is left. */
    private static final Pattern PLACE_ONLY = Pattern.compile("^(?:(?:est|is|are|sont|lives|vit) )?(?:a|au|aux|en|in) (?=\\S+$|\\S+[ -]\\S+$"
            + "|\\S+ (?:maintenant|now|depuis|since|for)\\b)"
            // "est en pension à Chantilly", "is at boarding school in Bath": where they are, up to a named place
            + "|^(?:est|is|are|sont) (?:en|au|a la|at|in|on) (?:[\\p{L}'-]+ ){1,3}(?:a|au|en|in|at|near|pres de) "
            // "est en pension au haras de Vic": the place named after what it is
            + "(?:[\\p{L}'-]+ (?:de |du |d'|of the |of ))?(?=\\S+$|\\S+[ -]\\S+$)");

    private PersonDetails() {
    }

    /**
     * "Léa — ma fille, 7 ans, pharmacienne, vit à Tours": every thing said of the person, in the
     * user's language. What is said is cut where a new predicate starts ("a 29 ans et bosse comme
     * pharmacienne à Tours"); a part that says nothing on its own stays with the part before it.
     */
    static List<String> of(Text said, Clause clause) {
        return of(said, clause.analysis(), clause.french());
    }

    /**
     * {@code read}: a text that holds what is said, as the language library read it already; the
     * words of each part are taken from it rather than read again.
     */
    static List<String> of(Text said, Analysis read, boolean french) {
        Reading reading = new Reading(read, french, new HashMap<>());
        Text tidy = Text.of(said.original().replaceFirst("^[\\s,;:)]+", ""));
        List<String> details = new ArrayList<>();
        Matcher bracketed = tidy.matcher(BRACKETED_AGE);
        if (bracketed.find()) {
            int years = bracketed.group(1) != null ? Integer.parseInt(bracketed.group(1))
                    : NumberWords.parse(bracketed.group(2)).orElse(0);
            details.add(years + (french ? " ans" : " years old"));
            tidy = tidy.from(bracketed.end());
        }
        Matcher aside = tidy.matcher(BRACKETED);
        if (details.isEmpty() && aside.lookingAt()
                && describes(reading.within(tidy.original(aside.start(1), aside.end(1))))) {
            // "Bongani (med student at Wits) has taken over the lounge": what the brackets say of them, whole
            details.add(tidy.original(aside.start(1), aside.end(1)).strip());
            tidy = tidy.from(aside.end());
        }
        int start = 0;
        Matcher between = tidy.matcher(BETWEEN);
        List<int[]> parts = new ArrayList<>();
        while (between.find()) {
            parts.add(new int[] {start, between.start(), between.end()});
            start = between.end();
        }
        parts.add(new int[] {start, tidy.length(), tidy.length()});
        int from = 0;
        // "is my GP, a lovely man": who they are to the user is said by the card already, what is apposed would replace it
        boolean apposing = !RELATION_FIRST.matcher(tidy.folded()).lookingAt();
        for (int i = 0; i < parts.size(); i++) {
            Text part = again(tidy.slice(parts.get(i)[0], parts.get(i)[1]));
            part = howOff(part, reading.alone(part.original()).tokens());
            List<String> alone = one(part, reading, apposing, i > 0 || SET_OFF.matcher(said.original()).lookingAt());
            if (alone.isEmpty()) {
                continue;
            }
            if (from < i) {
                // what came before this part and said nothing alone belongs with the part before it
                details = merged(details, one(again(tidy.slice(parts.get(from)[0], parts.get(i - 1)[1])), reading));
            }
            details = merged(details, alone);
            from = i + 1;
        }
        if (details.isEmpty()) {
            // no part said anything alone: what is apposed was read part by part already
            boolean setOff = SET_OFF.matcher(said.original()).lookingAt();
            return one(again(tidy), reading, setOff, setOff);
        }
        return details;
    }

    /** "celle qui vit à Genève", "the one who teaches", "celle de Namur", "the one in Toronto": which one, by what is said of them. */
    private static final Pattern WHICH_ONE = Pattern.compile("^(?:(?:celui|celle|ceux|celles) (?:qui |qu')|the ones? (?:who |that )"
            + "|(?<of>(?:celui|celle|ceux|celles) (?=de |d'|du ))|the ones? (?=in |at |from |near |up |down |over ))");

    /**
     * Words that name something of someone (nouns, a place, a number) with no subject or auxiliary of their own: who
     * they are ("med student at Wits"), not a sentence about them ("she's 30") nor a laugh ("lol").
     */
    private static boolean describes(List<Token> tokens) {
        return tokens.stream().noneMatch(token -> token.is("PRON", "AUX", "INTJ"))
                && tokens.stream().filter(token -> token.is("NOUN", "PROPN", "NUM")).count() >= 2;
    }

    /**
     * What the language library read for one person: the clause around them, read already by the caller, and each
     * piece of it read on its own once, however many readings ask for it.
     */
    private record Reading(Analysis around, boolean french, Map<String, Analysis> pieces) {

        Analysis alone(String words) {
            return pieces.computeIfAbsent(words, w -> Analyzer.standard().analyse(w, french ? Locale.FRENCH : Locale.ENGLISH));
        }

        /** The tokens of some words where the clause holds them as typed, else the words read alone. */
        List<Token> within(String words) {
            int at = words.isEmpty() ? -1 : around.text().indexOf(words);
            int end = at + words.length();
            List<Token> all = around.tokens();
            if (at < 0 || around.cut() && (all.isEmpty() || all.get(all.size() - 1).end() < end)) {
                return alone(words).tokens();
            }
            return all.stream().filter(token -> token.start() >= at && token.end() <= end)
                    .map(token -> new Token(token.text(), token.start() - at, token.end() - at, token.tag(), token.lemma()))
                    .toList();
        }
    }

    /** Adverbs that turn what follows them into its contrary, or nearly: not to be left out. */
    private static final Pattern NEGATING = Pattern.compile("not|n't|never|no|hardly|barely|rarely|scarcely|seldom|ne|n'|pas"
            + "|jamais|plus|guere|rarement");

    /**
     * "absolutely hates the hoover", "honestly adores jazz": adverbs before the verb say how much,
     * the verb says what is kept of them; one that negates stays.
     */
    private static Text howOff(Text part, List<Token> tokens) {
        int verb = 0;
        while (verb < tokens.size() && tokens.get(verb).is("ADV")
                && !NEGATING.matcher(Text.fold(tokens.get(verb).text())).matches()) {
            verb++;
        }
        return verb == 0 || verb == tokens.size() || !tokens.get(verb).is("VERB") ? part
                : Text.of(part.original().substring(tokens.get(verb).start()));
    }

    private static Text again(Text said) {
        Text part = said;
        Matcher which = said.matcher(WHICH_ONE);
        if (which.lookingAt()) {
            String lead = which.group("of") != null ? "est " : "";
            part = Text.of(lead + said.originalFrom(which.end()));
        }
        Matcher again = part.matcher(AGAIN);
        if (!again.find()) {
            return part;
        }
        String pronoun = again.group();
        boolean copula = pronoun.matches("(?s).*(?:'s| is|'re| are)\\s+$");
        String lead = pronoun.matches("(?s).*'s got\\s+$") ? "has " : copula ? "is " : pronoun.matches("(?s).*\\sa\\s+$") ? "a "
                : pronoun.matches("(?s).*\\shas\\s+$") ? "has " : "";
        return Text.of(lead + part.originalFrom(again.end()));
    }

    private static List<String> merged(List<String> details, List<String> more) {
        List<String> all = new ArrayList<>(details);
        more.stream().filter(detail -> !all.contains(detail)).forEach(all::add);
        return all;
    }

    private static List<String> one(Text said, Reading reading) {
        return one(said, reading, true, true);
    }

    /** "il est de 1955", "elle est du 14 juillet": of someone, the copula and a date alone say when they were born. */
    private static final Pattern BORN_ON = Pattern.compile("^(?:qui )?(?:est|sont) (?:de|du) (?=(?:" + BirthDates.DATE.pattern()
            + ")\\s*$)");

    private static final Pattern SAID_BORN_ON = Pattern.compile("^(?:il|elle|ils|elles) (?:est|sont) (?:de|du) (?:"
            + BirthDates.DATE.pattern() + ")");

    /** "il est du 14 juillet": when someone just spoken of was born, not a day to come. */
    static boolean bornOn(Text said) {
        return said.matcher(SAID_BORN_ON).lookingAt();
    }

    /** {@code apposing}: a part with no verb may be said of them; {@code setOff}: the part came after a comma or a bracket. */
    private static List<String> one(Text said, Reading reading, boolean apposing, boolean setOff) {
        boolean french = reading.french();
        Matcher born = said.matcher(BORN_ON);
        if (born.lookingAt()) {
            return List.of("naissance : " + Words.tidy(said.originalFrom(born.end())));
        }
        List<String> details = new ArrayList<>();
        age(said, french).ifPresent(details::add);
        Matcher job = said.matcher(JOB);
        String attribute = attribute(said);
        Matcher state = said.matcher(STATE);
        if (job.find()) {
            // "used to be a welder" is what they did, not what they do
            boolean past = said.folded().matches("^(?:qui |who )?(?:used to|was|etait|a ete|a longtemps|travaillait)\\b.*");
            // "a retired plumber": the job with what it has become
            details.add(Words.tidy(said.originalFrom(past ? 0 : job.start(1) >= 0 ? job.start(1) : job.start(2))));
        } else if (state.find()) {
            details.add(Words.tidy(said.originalFrom(said.folded().indexOf(' ', state.start() + 1) + 1)));
        } else if (!attribute.isEmpty()) {
            details.add(attribute);
        } else {
            Optional<String> placeOrCalling = place(said).or(() -> calling(said, reading));
            placeOrCalling.or(() -> details.isEmpty() ? predicate(said, reading) : Optional.empty())
                    .or(() -> details.isEmpty() ? Optional.empty() : aged(said, reading)).ifPresent(details::add);
        }
        if (details.isEmpty() && apposing) {
            apposed(said, reading, setOff).ifPresent(details::add);
        }
        return details;
    }

    /** "Pip, a ragdoll": what follows the name after a comma, a bracket or a dash. */
    private static final Pattern SET_OFF = Pattern.compile("^\\s*[,(\u2014\u2013-]");
    private static final Pattern RELATION_FIRST = Pattern.compile("(?:is |est |c'est |'s )?(?:my|mon|ma|mes|our|notre|nos)\\b");
    /** Who speaks or is spoken to, or something else: a part that starts so is not said of the person. */
    private static final Pattern OTHER_SUBJECT = Pattern.compile("^(?:je|j'|on|nous|tu|t'|vous|moi|toi|ca|c'|cela|il y a"
            + "|i|i'm|we|you|u|it|it's|that|this|there|faut|il faut|need|remind|rappelle|pense|dis|tell|lol|mdr|haha|omg"
            + "|apparently|apparemment|parait-il|il parait|reportedly|mr|mrs|ms|dr|mme|mlle|m|docteur|maitre|cette|ce|cet|this)\\b"
            + "|\\b(?:faut|need to|have to|got to|first time|last time|premiere fois|derniere fois)\\b");
    /** A participle or a gerund, which opens an apposition ("retraité de…", "studying…"), not a verb said now. */
    private static final Pattern PARTICIPLE = Pattern.compile("(?i).*(?:ing|ed|é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite)$");

    /**
     * "en deuxième année de médecine à Montpellier", "from Bogotá", "studying law at Warwick",
     * "retraité de la SNCF": a part apposed to the person with no verb of its own, or opening on
     * a participle, that names something (a noun, a name or a number) is said of them, in the
     * words the user used; unless it is how they are right now, or someone else speaks in it.
     */
    private static Optional<String> apposed(Text said, Reading reading, boolean setOff) {
        String folded = said.folded().strip();
        if (folded.length() < 4 || folded.contains("?") || folded.contains("(") || folded.contains(")") || folded.split("\\s+").length > 12
                || MOMENTARY.matcher(folded).find() || NOT_SAID_OF_THEM.matcher(folded).find()
                || OTHER_SUBJECT.matcher(folded).find()) {
            return Optional.empty();
        }
        List<Token> all = reading.alone(said.original()).tokens();
        if (all.stream().anyMatch(t -> t.text().matches("['’](?:s|re|ve|m|ll|d)"))) {
            return Optional.empty(); // "the surgery's on Mill Lane": a verb of its own
        }
        List<Token> tokens = all.stream().filter(Token::word).toList();
        if (tokens.isEmpty() || tokens.get(0).is("PRON", "CCONJ", "SCONJ", "INTJ", "AUX") || spokenOf(tokens)) {
            return Optional.empty();
        }
        if (tokens.size() < 2 && !setOff || WhenParser.find(folded, java.time.ZonedDateTime.now(), false).isPresent()) {
            return Optional.empty(); // "rock": too little to be sure of; "appointment on Friday": a plan, not who they are
        }
        boolean names = tokens.stream().anyMatch(t -> t.is("NOUN", "PROPN", "NUM"));
        // "le temps passe vite", "a une idée": a verb of its own says something else, or something of the moment
        boolean ownVerb = tokens.stream().anyMatch(t -> t.is("AUX") || t.is("VERB") && !PARTICIPLE.matcher(t.text()).matches());
        return names && !ownVerb ? Optional.of(Words.tidy(said.original())) : Optional.empty();
    }

    /** "faut que je prépare sa chambre": the user, or whoever is spoken to, acts in it; it is not said of the person. */
    private static boolean spokenOf(List<Token> tokens) {
        return tokens.stream().anyMatch(t -> t.is("PRON") && t.text().matches("(?i)je|j'|I|we|on|tu|you"));
    }

    /** What a person is or does for now, not for good: "va bien", "is tired", "arrive demain", "said that…". */
    private static final Pattern MOMENTARY = Pattern.compile("^(?:(?:est|is|are|sont|'s) (?:(?:un peu|a bit|so|trop|tres|very|really"
            + "|vraiment|super|hyper|ultra|grave|tellement|pretty|quite) )?(?:bien|mal|ok|okay|fine|good|great|bad|fatiguee?s?"
            + "|crevee?s?|tired|exhausted|busy|occupee?s?|late|en retard|la|ici|here|there|home|a la maison|chez \\S+|content|contente"
            + "|happy|sad|triste|fachee?|angry|upset|enervee?|malade|sick|ill|dehors|out|away|partie?|gone|back|rentree?|pret|prete"
            + "|ready|sure|right|wrong|d'accord|en vacances|on holiday|on vacation|en forme|in a mood|de mauvaise humeur|stressee?"
            + "|stressed|nerveuse?|nervous|inquiete?|worried|sympas?|nice|cool|top|genial|geniale|adorable|mignonn?e?|cute|funny|drole"
            + "|gentil\\w*|kind|sweet|lovely|amazing|awesome|super(?!\\s+\\p{L})|parfaite?|perfect|formidable|incroyable|unbelievable"
            + "|grande?s?|big|grown(?: up)?|petite?s?|small|little"
            + "|the best|le meilleur|la meilleure|comme ca|like that|coming|arriving|leaving|going|on (?:the|his|her) way)\\b"
            // a greeting carried: "te passe le bonjour", "says hi", "sends her love"
            + "|(?:te|vous) (?:passe|passent) le bonjour|(?:t'|vous )embrass\\w*|says hi|says hello|sends (?:her|his|their) love"
            + "|(?:arrive|arrives|vient|comes|part|leaves|dit|says|said|a dit|pense|thinks|veut|wants|dort|sleeps|mange|eats"
            + "|m'a|m'|me|told|asked|called|appelle|calls|texted|a appele|went|est alle|est allee|est venue?|came|came over"
            + "|looks|a l'air|seems|semble|needs|a besoin|has to|doit|must)\\b|(?:va|vont|goes|is doing|se sent|feels|se porte)"
            + " (?:bien|mal|mieux|well|better|fine|ok|badly|great)\\b|(?:goes|go|va|devient|gets|becomes|get|is going)"
            + " (?:crazy|mad|nuts|wild|fou|folle|dingue|bananas)\\b|(?:fait|font|does|makes) (?:trop|beaucoup|du bruit|de bruit"
            + "|a lot of noise|noise)\\b)");
    /** "est top", "is lovely", "va bien": how they are or what they do now, not who they are. */
    static boolean momentary(Text said) {
        return MOMENTARY.matcher(said.folded().strip()).find();
    }

    /** A name given ("called Jake", "is Dr Hill"), who they are to the user, or when: said elsewhere, or not lasting. */
    private static final Pattern NOT_SAID_OF_THEM = Pattern.compile("^(?:(?:is |est )?(?:called|named|s'appelle|nommee?)\\b"
            + "|(?:is|est|c'est) (?:my|mon|ma|mes|our|notre|nos|dr|docteur|mr|mrs|ms|mme|m|maitre|le docteur)\\b)"
            + "|\\b(?:demain|tomorrow|today|aujourd'hui|ce soir|tonight|cette semaine|this week|ce week-end|this weekend)\\b");
    private static final Pattern HABIT = Pattern.compile("\\b(?:encore|toujours|still|always|every|chaque|tous les|toutes les"
            + "|each)\\b");
    /** How long it lasted, said in the predicate: "40 ans", "for ten years", "depuis 2010", "toute sa vie". */
    private static final Pattern LASTED = Pattern.compile("\\b(?:(?:\\d+|" + NumberWords.REGEX + ") (?:ans|annees|years)"
            + "|(?:depuis|since|pendant|for) (?:\\d+|" + NumberWords.REGEX + "|toujours|always)"
            + "|toute sa (?:vie|carriere)|all (?:his|her|their) (?:life|career))\\b");
    private static final Pattern COPULA_PHRASE = Pattern.compile("^(?:est|is|are|sont|was|etait|(?<past>used to be|a ete))\\s+(?=\\S)");

    /**
     * "est fan de pokemon", "is Swedish", "restores old motorbikes", "court des semi-marathons",
     * "taf dans le BTP": what the language library reads as an attribute after the copula, or as a
     * verb said in the present, is kept as said of the person, unless it is how they are or what
     * they do right now.
     */
    private static Optional<String> predicate(Text said, Reading reading) {
        boolean french = reading.french();
        String folded = said.folded().strip();
        if (folded.length() < 4 || folded.length() > 120 || MOMENTARY.matcher(folded).find() || NOT_SAID_OF_THEM.matcher(folded).find()) {
            return Optional.empty();
        }
        // read with a subject before it: the tagger tells "breeds alpacas" from a plural noun only in a sentence
        String subject = french ? "il " : "she ";
        Analysis analysis = reading.alone(subject + said.original());
        List<Token> tokens = analysis.tokens().stream().filter(Token::word).skip(1).toList();
        if (tokens.size() < 2 || spokenOf(tokens)) {
            return Optional.empty();
        }
        Matcher copula = said.matcher(COPULA_PHRASE);
        if (copula.lookingAt()) {
            int at = analysis.indexFrom(subject.length() + said.originalIndex(copula.end()));
            List<Token> all = analysis.tokens();
            boolean attribute = at < all.size() && (all.get(at).is("ADJ", "NOUN", "PROPN", "VERB", "ADV")
                    || all.get(at).is("DET") && at + 1 < all.size() && all.get(at + 1).is("NOUN", "ADJ"));
            // "used to be a welder" is what they were, said as such
            return attribute ? Optional.of(Words.tidy(said.originalFrom(copula.start("past") >= 0 ? 0 : copula.end())))
                    : Optional.empty();
        }
        Token verb = tokens.get(0);
        boolean pastime = verb.lemma().equals("go") && tokens.get(1).text().endsWith("ing"); // "goes running"
        // "elle fait encore son jardin", "he still does the markets": a habit said with a verb of doing
        boolean habit = verb.lemma().matches("faire|do|make") && HABIT.matcher(folded).find() && !folded.matches(".*\\b(?:bruit|noise)\\b.*");
        if (habit) {
            return Optional.of(Words.tidy(said.original()));
        }
        if (verb.lemma().matches("avoir|have") && tokens.get(1).is("VERB") && LASTED.matcher(folded).find()) {
            // "a bossé 40 ans chez Michelin", "has taught there since 2010": a past that lasted says who they are
            return Optional.of(Words.tidy(said.original()));
        }
        if (verb.lemma().matches("avoir|etre|faire|have|be|do|aller|go|get|make") && !pastime) {
            return Optional.empty(); // "a une idée", "fait trop de bruit": the known shapes of these are read above
        }
        boolean present = pastime || verb.is("VERB") && (french ? !verb.text().matches("(?i).*(?:é|ée|és|ées|er|ir)$")
                : verb.text().matches("(?i).*[^s]s$") || verb.text().matches("(?i)(?:does|goes|has|runs|plays|teaches|works|lives)"));
        return present ? Optional.of(Words.tidy(said.original())) : Optional.empty();
    }

    /**
     * What they are or do, said around their age: "is a 4 yo golden retriever" → "a golden retriever",
     * "fait encore son jardin à 80 ans" → "fait encore son jardin".
     */
    private static Optional<String> aged(Text said, Reading reading) {
        String without = said.original().replaceAll("(?i)\\s*(?:\\b(?:de|of|aged|at)\\s|à\\s)?\\b\\d{1,3}[\\s-]*(?:ans|yo|y\\.o\\.|years?[\\s-]old"
                + "|year-old|mois|months?[\\s-]old)\\b", "").strip();
        if (without.equals(said.original().strip()) || without.split("\\s+").length < 2) {
            return Optional.empty();
        }
        return predicate(Text.of(without), reading);
    }

    private static final Pattern JOB_WORD = Pattern.compile("\\b(?:" + Professions.JOBS + ")\\b");

    /** The words of what is said of someone, their job left out: "Priyanka — dentist" says nothing of anyone's health. */
    static String withoutJobs(String folded) {
        return JOB_WORD.matcher(folded).replaceAll(" ");
    }

    /** The sensitive area of a person: who they are to the user ("mon avocat"), and what is said of them but their job. */
    static Domain domainOf(String phrase, Text said) {
        return Domains.of(Text.fold(phrase) + " " + withoutJobs(Text.fold(attribute(said))));
    }

    /** What is said of the person beyond age and job: "habite à Lyon", "allergique aux noix". */
    static String attribute(Text said) {
        Matcher attribute = said.matcher(ATTRIBUTE);
        return attribute.find() ? Words.tidy(said.originalFrom(attribute.end())) : "";
    }

    /** "is a florist", "est fleuriste", "est contrôleur SNCF": a noun after the copula says what they do or are. */
    private static final Pattern COPULA = Pattern.compile("^(?:qui |who )?(?:est|is|c'est) (?:une? |an? )?(?=\\S)");
    /** French nouns of what one does, by their ending: the tagger often takes them for adjectives. */
    private static final Pattern CALLING_ENDING = Pattern.compile("(?<!tr)(?:iste|eur|euse|ier|iere|ien"
            + "|ienne|ogue|aire|trice|naute)$");

    private static Optional<String> calling(Text said, Reading reading) {
        boolean french = reading.french();
        Matcher copula = said.matcher(COPULA);
        if (!copula.find()) {
            return Optional.empty();
        }
        boolean article = copula.group().matches(".*\\b(?:une?|an?) $");
        Analysis analysis = reading.alone(said.original());
        int first = analysis.indexFrom(said.originalIndex(copula.end()));
        if (first >= analysis.tokens().size()) {
            return Optional.empty();
        }
        Token word = analysis.tokens().get(first);
        boolean noun = word.is("NOUN") && (article || french);
        boolean frenchCalling = french && word.is("ADJ", "VERB", "NOUN")
                && CALLING_ENDING.matcher(Text.fold(word.text())).find() && !word.text().matches(".*(?:é|ée|és|ées)$");
        if (!article && !french || !(noun || frenchCalling)) {
            return Optional.empty();
        }
        return Optional.of(Words.tidy(said.originalFrom(copula.end())));
    }

    /** "de Lyon" (origin) or, verb left out, "à Paris": only a capitalised place counts. */
    private static Optional<String> place(Text said) {
        Matcher origin = said.matcher(ORIGIN);
        if (origin.find() && said.capitalAt(origin.end())) {
            return Optional.of(Words.tidy(said.originalFrom(origin.start(1))));
        }
        Matcher place = said.matcher(PLACE_ONLY);
        if (place.find() && said.capitalAt(place.end())) {
            return Optional.of(Words.tidy(said.original()));
        }
        return Optional.empty();
    }

    /** "11 ans", "5 et 8 ans", "6 mois" / "11 years old", "6 months old". */
    private static Optional<String> age(Text said, boolean french) {
        Matcher several = said.matcher(AGES);
        if (several.find()) {
            List<String> each = AND.splitAsStream(several.group(1))
                    .map(n -> Integer.toString(NumberWords.parse(n).orElse(0))).toList();
            return Optional.of(Together.join(each, french) + (french ? " ans" : " years old"));
        }
        Matcher months = said.matcher(MONTHS_OLD);
        if (months.find()) {
            int count = NumberWords.parse(months.group(1)).orElse(0);
            return Optional.of(count + (french ? " mois" : count == 1 ? " month old" : " months old"));
        }
        OptionalInt years = years(said);
        if (years.isEmpty()) {
            return Optional.empty();
        }
        int old = years.getAsInt();
        return Optional.of(old + (french ? old == 1 ? " an" : " ans" : old == 1 ? " year old" : " years old"));
    }

    private static OptionalInt years(Text said) {
        Matcher inYears = said.matcher(AGE_IN_YEARS);
        Matcher atEnd = said.matcher(AGE_AT_END);
        OptionalInt years = inYears.find() ? NumberWords.parse(inYears.group(1))
                : atEnd.find() ? NumberWords.parse(atEnd.group(1)) : OptionalInt.empty();
        return years.isPresent() && years.getAsInt() <= 120 ? years : OptionalInt.empty();
    }
}
