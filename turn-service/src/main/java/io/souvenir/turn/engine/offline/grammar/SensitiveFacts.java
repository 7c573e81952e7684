package io.souvenir.turn.engine.offline.grammar;

import static io.souvenir.turn.engine.offline.grammar.FactPattern.of;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.platform.memory.Health;
import io.souvenir.turn.engine.offline.lexicon.NumberWords;
import io.souvenir.platform.time.When;
import java.util.List;

/** Health, money and law: facts that carry their domain, so that nothing automatic touches them. */
final class SensitiveFacts {

    private static final String ARTICLE = "(?: (?:du|de la|de l'|des|d'|une?|mon|ma|mes|le|la|l'|les|an?|some|my"
            + "|the))? ?";

    private static final String TAKES = "(?:je (?:prends|suis sous)|i(?: take|'m on| am on|'m taking| am taking"
            + "| use))(?: \\d+(?:[.,]\\d+)? ?(?:mg|g|ml|µg|ug|gouttes|comprimes?|cachets?|gelules?|pills?|tablets?|drops)"
            + "(?: (?:de|d'|of))?)?" + ARTICLE;

    /** "120 euros", "€120", "10 000 €", "$90", "500 dollars", "2k". */
    private static final String MONEY = "(?:[$€£] ?\\d[\\d ,.]*k?|\\d[\\d ,.]*k? ?(?:€|\\$|£|euros?|eur|dollars?"
            + "|pounds?|livres?|francs?|balles|bucks)|\\d[\\d,.]*k\\b)";

    private static final String RELIGIONS = "(?:musulmane?|catholique|protestante?|juif|juive|chretienne?|bouddhiste"
            + "|hindoue?|sikh|orthodoxe|evangelique|athee|agnostique|croyante?|pratiquante?|muslim|catholic|protestant"
            + "|jewish|christian|buddhist|hindu|orthodox|evangelical|atheist|agnostic|mormon|religious|a believer)";

    /** Read before who the user is: "je suis catholique" is a belief (sensitive), not a plain state. */
    static final List<FactPattern> FIRST = List.of(
            of("je suis (?:une? )?(?:tres |plutot )?" + RELIGIONS + "\\b|i(?:'m| am) (?:an? )?(?:very |quite )?" + RELIGIONS
                    + "\\b|je fais (?:le |la )?(?:ramadan|careme|shabbat|kippour)\\b|i (?:fast|observe|keep|celebrate)"
                    + " (?:during |for )?(?:ramadan|lent|shabbat|the sabbath|yom kippur|kosher|halal)\\b|je (?:mange|suis)"
                    + " (?:halal|casher|kasher)\\b|i (?:eat|keep) (?:halal|kosher)\\b|je (?:vais|va) (?:a la messe|a la mosquee"
                    + "|a la synagogue|a l'eglise|au temple)|i go to (?:church|mass|mosque|synagogue|temple)\\b|je prie\\b"
                    + "|i pray\\b|je suis de confession\\b|je crois en (?:dieu|allah|jesus)\\b|i believe in (?:god|allah|jesus)\\b"
                    + "|je suis (?:pas |non )?croyante?\\b", Facet.IDENTITY).in(Domain.IDENTITY),
            // guardianship, custody, lawsuits said without the word "procès"
            of("je suis (?:sous|en) (?:curatelle|tutelle|sauvegarde de justice|habilitation)|(?:j'ai|je suis) (?:la |une |sous )?"
                    + "(?:tutelle|curatelle|garde (?:alternee|exclusive|partagee|de|des|d'))|je suis (?:le |la )?(?:tuteur|tutrice"
                    + "|curateur|curatrice)\\b|i(?:'m| am) (?:under|in) (?:a )?(?:guardianship|conservatorship|receivership)"
                    + "|i(?:'m| am) (?:the )?(?:legal )?guardian\\b|i have (?:legal |sole |joint |shared )?(?:guardianship"
                    + "|custody)\\b|.*\\b(?:m'attaquen?t? en justice|me poursuivent|me poursuit|m'ont assigne|m'a assigne"
                    + "|me traine(?:nt)? (?:en justice|au tribunal|aux prud'hommes))|.*\\b(?:is|are) (?:suing|taking) me\\b"
                    + "|.*\\b(?:sued|is suing) me\\b|i(?:'m| am) (?:in|going through|fighting) (?:an? |the )?(?:custody|legal"
                    + "|court|divorce) (?:battle|fight|case|dispute|proceedings)\\b|je (?:me bats|suis en bataille|suis en guerre)"
                    + " pour la garde\\b", Facet.ONGOING).in(Domain.LEGAL).aboutPersons(),
            // an illness found, a treatment followed, a specialist seen for it
            of("(?:on m'a|les medecins m'ont|le medecin m'a|ils m'ont) (?:trouve|diagnostique|detecte|decouvert|annonce)"
                    + "|(?:j'ai|i have|i've got|i was diagnosed with|i've been diagnosed with) (?:an? |une? |des? )?(?:cancer"
                    + "|tumeur|tumor|tumour|leucemie|leukemia|lymphome|lymphoma)\\b|je (?:suis|fais) (?:sous |une |de la |des )?"
                    + "(?:dialyse|chimio|chimiotherapie|radiotherapie|radiotherapie)\\b|i(?:'m| am) (?:on|having|doing|in|going through|undergoing|starting)"
                    + " (?:dialysis|chemo|chemotherapy|radiotherapy|radiation|therapy|rehab)\\b|je (?:vois|consulte) (?:un |une |mon"
                    + " |ma )?(?:psy|psychiatre|psychologue|therapeute|cardiologue|oncologue|neurologue|addictologue)\\b|i (?:see"
                    + "|am seeing|'m seeing) (?:a |my )?(?:therapist|psychiatrist|psychologist|shrink|counsellor|counselor"
                    + "|oncologist|cardiologist)\\b", Facet.IDENTITY).in(Domain.HEALTH),
            // a baby on the way
            of("(?:on|nous|je|j') ?(?:attend|attendons|attends) (?:un |notre |mon )?(?:bebe|enfant|heureux evenement|deuxieme"
                    + "|troisieme|petit)|(?:we're|we are|i'm|i am) (?:expecting|having a baby|pregnant)\\b", Facet.IDENTITY)
                    .in(Domain.HEALTH),
            // eviction, prison, a court date: legal matters said by what happens
            of(".*\\b(?:evict\\w*|expuls\\w*|huissier|bailiff|repossess\\w*|saisie sur salaire|garnish\\w*)\\b",
                    Facet.ONGOING).in(Domain.LEGAL).aboutPersons(),
            // "je suis en dépression", "je suis en rémission": a state of health said with "en"
            of("je suis en (?:depression|burn-out|burnout|remission|convalescence|reeducation|soins palliatifs)\\b",
                    Facet.IDENTITY).in(Domain.HEALTH),
            // off work for health
            of("je suis (?:en|sous) (?:arret maladie|arret de travail|conge maladie|invalidite|longue maladie|mi-temps"
                    + " therapeutique)|i(?:'m| am) (?:on|off on) (?:sick leave|medical leave|disability)\\b", Facet.ONGOING)
                    .in(Domain.HEALTH),
            // bankruptcy said as what was done
            of("i (?:filed|have filed|'ve filed|went|have gone|'ve gone) (?:for |into )?bankrupt(?:cy)?\\b|(?:j'ai|on a|nous avons)"
                    + " (?:fait faillite|depose (?:le bilan|un dossier de surendettement))", Facet.GENERAL).in(Domain.FINANCE),
            // money troubles
            of("je suis (?:en (?:surendettement|faillite|liquidation|redressement)|a decouvert|fichee? a la banque de france"
                    + "|interdite? bancaire|endettee?|criblee? de dettes|fauchee?|ruinee?)|(?:j'ai|i have|i've got) (?:des |plein de"
                    + " |beaucoup de |some |a lot of |lots of )?(?:dettes|debts?|impayes|arrieres)\\b|i(?:'m| am) (?:\\S+ ){0,3}"
                    + "(?:in debt|behind on (?:my |the )?(?:rent|mortgage|payments|bills|loan)|bankrupt|broke)\\b|i (?:can't"
                    + "|cannot) (?:pay|afford) (?:my |the )?(?:rent|bills|mortgage|loan)\\b", Facet.ONGOING).in(Domain.FINANCE));

    static final List<FactPattern> PATTERNS = List.of(
            of("je suis allergique|j'ai (?:une allergie|des allergies)|i(?:'m| am) allergic|i have (?:an? )?"
                    + "(?:\\S+ )?allerg(?:y|ies)\\b", Facet.IDENTITY).in(Domain.HEALTH),
            of("je suis " + Health.CONDITIONS + "\\b|i(?:'m| am) " + Health.CONDITIONS + "\\b", Facet.IDENTITY)
                    .in(Domain.HEALTH),
            of("(?:j'ai|je souffre|je suis atteinte?|on m'a diagnostique|j'ai ete diagnostiquee?)(?: (?:d'une?"
                    + "|de la|de l'|du|des|d'|de|une?|avec|le|la|l'|les))? ?" + Health.ILLNESSES + "\\b|je souffre d|i (?:have"
                    + "|suffer from|was diagnosed with|'ve got|live with|have got) (?:an? )?" + Health.ILLNESSES
                    + "\\b|i suffer from\\b", Facet.IDENTITY).in(Domain.HEALTH),
            // "je fais des migraines", "je fais de l'asthme": the French way of having a recurring condition
            of("(?:je fais|j'ai fait|j'ai eu|j'ai traverse) (?:des |de l'|de la |du |une? )(?:crises? d(?:e |'))?"
                    + Health.ILLNESSES + "\\b",
                    Facet.IDENTITY).in(Domain.HEALTH),
            of(TAKES + Health.MEDICINES, Facet.ONGOING).in(Domain.HEALTH),
            of(TAKES + Health.DRUG_LIKE, Facet.ONGOING).in(Domain.HEALTH).guessed(),
            of("je gagne\\b|i (?:earn|make) (?:about |around |roughly )?[$€£]?\\d", Facet.GENERAL)
                    .in(Domain.FINANCE),
            // an amount the user has, saves or pays regularly: "j'ai 3000 euros sur mon livret", "I pay $90 for"
            of("(?:j'ai|je possede|i have|i've got|i own) (?:about |around |roughly |nearly |almost |over |environ "
                    + "|pres de |presque |plus de )?" + MONEY + " (?:d'|de |en |sur |in |of |on |put )"
                    + "|(?:je (?:paie|paye|verse|depense|mets de cote|economise)|i (?:pay|spend|save|put aside)) "
                    + "(?:about |around |environ |pres de )?" + MONEY + "(?: |$)", Facet.GENERAL).in(Domain.FINANCE),
            // "I pay 900 a month for rent", "je paie 700 par mois de loyer": an amount by the month is money
            of("(?:je (?:paie|paye|verse|depense|mets de cote|economise|gagne)|i (?:pay|spend|save|put aside|earn|make)) "
                    + "(?:about |around |environ |pres de )?\\d[\\d ,.]*k? (?:a|per|each|par|/) ?(?:month|week|year|mois"
                    + "|semaine|an)\\b", Facet.GENERAL).in(Domain.FINANCE),
            // "je dois encore 9000 balles à mon frère": an adverb may stand between the verb and the amount
            of("je dois (?:encore |toujours |tjrs |tjs )?(?=\\d|" + NumberWords.REGEX + " |de l'argent|des sous)|i (?:still )?owe\\b",
                    Facet.GENERAL)
                    .in(Domain.FINANCE).aboutPersons(),
            of("(?:je |j'|on |nous )(?:ai|a|avons|ai contracte|ai souscrit|ai pris|paie|rembourse encore|rembourse)(?: une?| des| mon| ma| notre| nos"
                    + "| mes)? (?:credit|pret|emprunt|dettes?|decouvert|compte|livret|hypotheque|assurance[- ]vie"
                    + "|pel|pea|plan d'epargne)\\b|(?:i|we)(?: have| ?'ve got| have got| took out| ?'ve taken out| have taken out)"
                    + " (?:an? |some |my )?(?:\\S+ )?(?:loan|mortgage|debts?|bank account|savings account"
                    + "|overdraft)\\b", Facet.GENERAL).in(Domain.FINANCE),
            of("je rembourse\\b|j'economise (?:pour|en vue)\\b|i(?:'m| am) (?:paying off|repaying|paying back"
                    + "|saving (?:up )?for)\\b", Facet.ONGOING).in(Domain.FINANCE),
            of("(?:je suis|on est|nous sommes) en (?:proces|litige|conflit|instance de divorce|train de divorcer)\\b|(?:je |j')(?:ai|suis)"
                    + " (?:une? |en )?(?:proces|litige|plainte en cours)\\b|je divorce\\b|i(?:'m| am) (?:suing"
                    + "|being sued|in a lawsuit|in a legal dispute|going through a divorce|getting divorced"
                    + "|in court)\\b|i have (?:an? )?(?:lawsuit|court case|legal dispute)\\b", Facet.ONGOING)
                    .in(Domain.LEGAL).aboutPersons(),
            of("j'ai porte plainte\\b|j'ai signe (?:une? |le |la |mon |ma |l')?(?:contrat|bail|compromis|cdi|cdd"
                    + "|acte)\\b|i (?:signed|have signed|'ve signed) (?:an? |the |my )?(?:contract|lease|agreement)\\b"
                    + "|i (?:filed|have filed|'ve filed) (?:a )?(?:complaint|lawsuit)\\b", Facet.GENERAL)
                    .in(Domain.LEGAL));

    /** The words of a legal, money or health matter, whatever the verb that says it. */
    private static final String LEGAL_WORDS = "(?:proces|tribunal|prud'hommes|prudhommes|plainte|jugement|audience|garde a vue"
            + "|casier judiciaire|condamnee?|sursis|litige|mediation|pension alimentaire|huissier|expulsion|tutelle|curatelle"
            + "|garde alternee|droit de garde|juge|titre de sejour|naturalisation|demande d'asile|court|courts"
            + "|lawsuit|hearing|custody|probation|parole|criminal record|arrested|sued|suing"
            + "|alimony|child support|restraining order|judge|settlement|injunction|eviction|visa|residence permit"
            + "|green card|asylum|tribunal|court date|court case|legal aid|aide juridictionnelle)";
    private static final String MONEY_WORDS = "(?:dettes?|debts?|credit|pret|emprunt|loans?|mortgage|decouvert|overdraft|rsa|apl"
            + "|caf|allocations?|chomage|pole emploi|france travail|benefits|universal credit|jobseeker's allowance|impots"
            + "|taxes|surendettement|faillite|bankruptcy|loyer impaye|arrears|rembourser|repay|repaying|banque de france"
            + "|interdit bancaire|heritage|inheritance|smic|minimum wage|payday loan|credit card debt|student loan"
            + "|pret etudiant|mensualites|instalments|installments|owe|owes|me doit|m'en doit|allocs|amende|contravention|payment plan"
            + "|irs|hmrc|urssaf|fisc|redressement fiscal|tax return|credit score|huissiers)";
    private static final String HEALTH_WORDS = "(?:" + Health.ILLNESSES + "|" + Health.MEDICINES + "|traitement|treatment"
            + "|operation|surgery|operee?|chimio|chemo|therapie|therapy|rehab|recovery|sobre|sober|addiction|addict"
            + "|diagnostic|diagnosed|greffe|transplant|handicap|disability|invalidite|mdph|fausse couche|miscarriage|fiv|ivf"
            + "|pma|grossesse|pregnancy|depression|anxiete|anxiety|panic attacks|crises d'angoisse|insomnie|insomnia"
            + "|medicaments|medication|meds|antidepresseurs|antidepressants|insuline|insulin|psy|therapist"
            + "|hopital|hospital|hospitalisee?|sclerose|chronic|chronique|cancer|tumeur|tumor|rechute|relapse)";
    private static final String RELIGION_WORDS = "(?:" + RELIGIONS + "|ramadan|careme|messe|mosquee|eglise|synagogue|temple"
            + "|priere|prayers?|church|mosque|converti|convertie|converted|bapteme|baptised|baptized|foi|faith|coran"
            + "|quran|bible|torah|shabbat|sabbath|kosher|halal|casher)";
    /** Who says it: the user, their household, or something of theirs ("ma banque m'a refusé un prêt"). */
    private static final String SAID_BY_USER = "(?:je |j'|on |nous |i |i'm |i've |i'd |we |we're |we've |mon |ma |mes |notre "
            + "|nos |my |our )";
    /** "mon avocat m'a conseillé de…": what someone said to the user is theirs, not a fact of the user's. */
    private static final java.util.regex.Pattern REPORTED = java.util.regex.Pattern.compile("^(?:mon|ma|mes|my|our|notre|nos)\\b.*"
            + "\\b(?:m'a (?:dit|conseille|explique|recommande)|dit que|says|said|told me|advised)\\b");
    /** "si j'avais des dettes", "I'd love a loan": a wish or a hypothesis keeps nothing. */
    private static final java.util.regex.Pattern UNREAL = java.util.regex.Pattern.compile("\\b(?:si|if|would|'d|voudrais"
            + "|aimerais|pourrais|devrais|should|could|might|maybe|peut-etre|imagine|suppose|wish|hope|j'espere)\\b");

    /**
     * A health, money, legal or religious matter of the user's, said in words no pattern above
     * knows ("I have a court date in september", "je touche le RSA", "j'ai un dossier de
     * surendettement", "mon ex me doit 2000 euros"): a silent fact in the user's words, with its
     * domain. Read last: the patterns above say it better when they know it.
     */
    static final List<FactPattern> SAID_PLAINLY = List.of(
            plainly(LEGAL_WORDS, Facet.ONGOING, Domain.LEGAL),
            plainly(MONEY_WORDS, Facet.ONGOING, Domain.FINANCE),
            plainly(HEALTH_WORDS, Facet.IDENTITY, Domain.HEALTH),
            plainly(RELIGION_WORDS, Facet.IDENTITY, Domain.IDENTITY));

    private static FactPattern plainly(String words, Facet facet, Domain domain) {
        return of(SAID_BY_USER + "(?:\\S+\\s+){0,16}?" + words + "\\b", facet).in(domain).aboutPersons()
                .only((matcher, clause) -> !UNREAL.matcher(clause.text().folded()).find()
                        && !REPORTED.matcher(clause.text().folded()).find()
                        && !(plan(clause) && clause.ahead().filter(when -> !when.past()).isPresent())
                        && !hadOnADayToCome(clause))
                .phrased((matcher, clause) -> clause.text().folded().matches("^(?:je|j'|i|i'm|i've|i'd)\\b.*")
                        ? Rephrase.withoutSubject(clause.text(), clause.french()) : clause.text().original());
    }

    /** "j'ai rendez-vous avec l'avocat jeudi": a dated plan, the event rule's. */
    private static boolean plan(Clause clause) {
        return clause.text().folded().matches(".*\\b(?:rdv|rendez-vous|appointment|meeting|rencontre|vois|see|seeing)\\b.*");
    }

    private static final java.util.regex.Pattern HAVING = java.util.regex.Pattern.compile("^(?:i've got|i have got|i have|i've"
            + "|i got|j'ai|on a|we've got|we have)\\b");
    private static final java.util.Set<When.Said> DAYS = java.util.EnumSet.of(When.Said.DAY_WORD, When.Said.WEEKDAY,
            When.Said.DATE, When.Said.DELAY);

    /**
     * "I've got a scan at the hospital on Friday", "j'ai une prise de sang à la clinique mardi":
     * something had on a given day to come is a plan, the event rule's, whatever its words.
     */
    private static boolean hadOnADayToCome(Clause clause) {
        return HAVING.matcher(clause.text().folded()).find()
                && clause.ahead().filter(when -> !when.past() && DAYS.contains(when.said())).isPresent();
    }

    private SensitiveFacts() {
    }
}
