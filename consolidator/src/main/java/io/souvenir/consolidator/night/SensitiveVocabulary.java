package io.souvenir.consolidator.night;

import io.souvenir.contracts.memory.Domain;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.tartarus.snowball.SnowballStemmer;
import org.tartarus.snowball.ext.EnglishStemmer;
import org.tartarus.snowball.ext.FrenchStemmer;

/**
 * The broad vocabularies of the guarded domains, one per domain and language, matched on Snowball
 * stems (Lucene's French and English stemmers) so that a plural, a gender or a tense holds: the
 * places, professions, tests, treatments, conditions and organs of health, pregnancy and the mind;
 * debts, loans, pay, benefits, taxes, savings and inheritance; courts, lawyers, the police,
 * sentences and evictions; papers, residency, a legal name, a faith and its rites. Only words whose
 * everyday senses are nearly all in their domain are listed ("ward", "remission", "arrears",
 * "custody"); a word with a common harmless sense ("back", "blinds", "séjour", "voile", "vol") is
 * left out or read only in a phrase that gives it its sensitive sense ({@link #PHRASES}). The text's
 * language picks the vocabulary, so that a French "pain" or "court" is not read as English.
 */
final class SensitiveVocabulary {

    private static final String HEALTH_EN = "hospital ward clinic surgery gp doctor physio physiotherapy diagnosis diagnosed remission relapse "
            + "chemo chemotherapy radiotherapy oncology tumour tumor cancer stroke seizure epilepsy dementia alzheimer parkinson diabetes "
            + "diabetic asthma asthmatic inhaler insulin arthritis cataract glaucoma migraine infection virus flu covid measles mumps "
            + "chickenpox eczema psoriasis dyspraxia dyslexia dyscalculia autism autistic adhd anorexia bulimia ocd bipolar schizophrenia "
            + "psychosis anxiety depression depressed ptsd insomnia fertility ivf miscarriage pregnant pregnancy midwife ultrasound "
            + "menopause hrt lump cyst polyp ulcer hernia gout fodmap ibs coeliac celiac bowel colon grommets tonsils adenoids deaf "
            + "wheelchair crutches prescription prescribed antibiotics medication  symptom fever cough rash sprain fracture "
            + "concussion   bleeding blood sober sobriety booze alcohol alcoholic rehab therapy therapist counselling "
            + "counseling counsellor psychologist psychiatrist psychiatric illness disease disorder syndrome chronic palliative "
            + "hospice prognosis transplant dialysis cardiac paramedic disabled disability camhs nhs icu mri biopsy smear "
            + "mammogram vaccine vaccination injection surgeon anaesthetic anesthetic physiotherapist dentist orthodontist optician "
            + "optometrist audiologist dermatologist cardiologist neurologist oncologist paediatrician pediatrician gynaecologist "
            + "obstetrician radiographer sonographer infertility endometriosis contraception contraceptive hysterectomy vasectomy "
            + "mastectomy derm numbness apnoea apnea epipen autoinjector nebuliser nebulizer dietitian dietician nutritionist painkiller paracetamol ibuprofen morphine steroids steroid antidepressant sertraline";
    private static final String HEALTH_FR = "hopital clinique chu ehpad reanimation medecin docteur  kine kinesitherapie ophtalmo "
            + "ophtalmologue orthophoniste orthophonie orthodontiste orthopedique orthoptiste dentiste dentaire prothese greffe "
            + "greffee chirurgie chirurgien anesthesie  medicament cachet comprime gelule  pharmacie vaccin "
            + "piqure irm echographie depistage frottis mammographie maladie malade syndrome symptome fievre toux coqueluche rougeole "
            + "varicelle grippe angine otite bronchite infection virus allergie asthme eczema psoriasis diabete diabetique cancer tumeur "
            + "chimio chimiotherapie radiotherapie remission recidive avc infarctus cholesterol thyroide reins poumon estomac intestin "
            + "vessie prostate uterus ovaire vertebre genou hanche epaule cheville poignet enceinte grossesse accouchement accouche "
            + "fiv pma menopause depression deprime deprimee anxiete angoisse phobie bipolaire schizophrene schizophrenie psy psychologue "
            + "psychiatre psychiatrie therapie therapeute suicide trauma anorexie boulimie addiction alcool alcoolique drogue sevrage "
            + "desintox handicap handicape handicapee bequilles dyspraxie dyslexie dyscalculie autisme autiste tdah hospitalise "
            + "hospitalisee hospitalisation  sleeve cardiologue dermatologue neurologue pediatre gynecologue gyneco "
            + "endocrinologue rhumatologue pneumologue oncologue hematologue urologue radiologue    "
            + "antidepresseur anxiolytique somnifere antibiotique paracetamol doliprane morphine cortisone endometriose contraception "
            + "hysterectomie vasectomie mastectomie mutuelle apnee dieteticien dieteticienne nutritionniste";
    private static final String FINANCE_EN = "debt debts loan loans mortgage overdraft arrears repay repayment repayments instalment installment "
            + "bankrupt bankruptcy insolvent insolvency bailiff bailiffs salary wage wages payslip income  pension pensions "
            + "isa investment investments inheritance inherit inherited payout tax taxes taxman hmrc afford skint creditor creditors "
            + "remortgage payday liquidation receivership";
    private static final String FINANCE_FR = "dette dettes  credit emprunt hypotheque  agios impaye impayes rembourse remboursement "
            + "mensualite echeance surendettement faillite salaire  smic  allocation allocations chomage rsa apl  impots "
            + "impot fisc taxe epargne  pea  heritage herite heritee legue leguee  notaire  donation "
            + "huissier creancier liquidation";
    private static final String LEGAL_EN = "  solicitor solicitors lawyer lawyers barrister police arrested arrest cautioned custody "
            + "prison jail sentenced  tribunal lawsuit    evict evicted eviction shoplifting theft burglary fraud "
            + "injunction  verdict magistrate magistrates plea plead pleaded summons offender convicted conviction parole warrant asbo prosecuted "
            + "prosecution";
    private static final String LEGAL_FR = "tribunal juge avocat avocate proces  commissariat gendarmerie police comparution condamne "
            + "condamnee sursis prison tig  amende huissier expulsion expulse expulses justice mediation litige contentieux jaf "
            + "verdict    delit infraction cambriolage escroquerie judiciaire";
    private static final String IDENTITY_EN = "passport visa ilr citizenship      "
            + " asylum  immigration immigrant  surname church mosque synagogue temple gurdwara prayer prayers "
            + "pray praying  pentecost ramadan eid diwali shabbat kosher halal sikh jewish muslim christian catholic hindu "
            + "buddhist atheist baptism baptised baptized christening christened mitzvah communion bible quran faith religious religion "
            + "transgender ethnicity jehovah mormon quaker pagan wiccan evangelical pentecostal adventist methodist anglican presbyterian "
            + "lutheran scientologist";
    private static final String IDENTITY_FR = "passeport prefecture pref     regularisation "
            + "oqtf asile refugie refugiee baptise baptisee bapteme communion  mitsva mitzva mosquee eglise messe priere "
            + "prieres prier ramadan careme croyant croyante   foi dieu imam cure  rabbin kippa casher halal "
            + "musulman musulmane juif juive chretien chretienne catholique   bouddhiste athee converti convertie "
            + "religion religieux religieuse transgenre ethnie jehovah mormon evangelique adventiste pentecotiste anglican";

    /**
     * Sensitive senses said in more than one word, or of a word with a harmless sense too: a heart
     * or a gut that is a body, a baby on its way, a bequest, an unpaid amount, a night in the cells.
     */
    private static final Map<Domain, Pattern> PHRASES = new EnumMap<>(Map.of(
            Domain.HEALTH, Pattern.compile("\\b(?:(?:scare|problems?|trouble|issues?|condition|soucis|problemes?|maladie|operee?) (?:with|du|de|au|of) "
                    + "(?:(?:my|his|her|their|son|sa|mon) )?(?:heart|coeur)|heart (?:scare|trouble|problems?|condition|failure|murmur)|"
                    + "(?:my|his|her|their) (?:gut|ears?|eyes?|eyesight|hearing|lungs?|kidneys?|liver|bladder|bowels?|teeth|tooth|knees?|"
                    + "hips?|shoulder|ankle|wrist|spine|skin|stomach|eating|periods?|bump)\\b|"
                    + "(?:ses|mes|ma|sa|leurs?) (?:premieres )?regles|grain de beaute|appareil (?:dentaire|auditif|pour les dents)|"
                    + "(?:been |was |got |being |get |getting )?(?:referred|assessed) (?:to|for)|(?:seeing|see|saw|waiting for) a specialist|"
                    + "(?:baby|bebe|little one|number (?:two|three|four|\\d))(?: number \\w+)? (?:is |est )?(?:on (?:its|the) way|arriv\\w*|due|expected|"
                    + "prevue?|pour (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre))|"
                    + "(?:agrandit|agrandir|s'agrandit) (?:la|notre) famille|famille s'agrandit|(?:growing|grow) (?:our|the) family|"
                    + "(?:je suis|elle est|tu es|she's|she is|i'm|i am) (?:a|at) \\d+ (?:mois|semaines|months|weeks)\\b|"
                    + "care home|nursing home|maison de retraite|(?:in|to|from) (?:the )?a&e|"
                    + "(?:cataracts?|hip|knee|teeth|tooth|wisdom teeth|tonsils) (?:done|out|removed|operated)|off the (?:booze|drink|alcohol)|"
                    + "struggling with (?:his|her|my|their) (?:eating|weight|drinking|mental)|"
                    // a measure of the body said as someone's, a medicine taken, a birth, a symptom, a defect of the heart, a programme of recovery
                    + "(?:my|his|her|their) (?:sugars?|bloods|blood sugar|levels|pressure|heart rate|temperature|bp)\\b|"
                    + "(?:on|sous|under) (?:tablets|pills|medication|insulin|antibiotics|steroids|oxygen)\\b|pins and needles|fourmillements|"
                    + "gave birth|giving birth|went into labou?r|in labou?r|waters? broke|perdu les eaux|donne naissance|mis au monde|"
                    + "hole in (?:the|his|her|my|their) heart|heart defect|souffle au coeur|malformation cardiaque|"
                    + "(?:12|twelve)[- ]steps?|"
                    // a birth expected, said by its date: "Priya — my wife, due on the 3rd of September", "she's due in March"
                    + "(?:,|—|she'?s|she is|i'?m|i am|we'?re|we are) due (?:on|in|around|for|at the end of|early|mid|late) (?:the )?(?:\\d|first|end|"
                    + "january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)|"
                    // care given to oneself without the illness's name: a prick, an injection, the units of a dose, a level checked
                    + "(?:me|te|se|nous|vous) (?:(?:pique|piques|piquent|piquons|piquez|piquer|piquais|piquait|injecte\\w*) (?:le (?:bout du )?doigt|les doigts|"
                    + "le ventre|la cuisse|le bras|au (?:doigt|ventre|bras)|a la cuisse|dans (?:le|la)|tous les|toutes les|chaque|matin|soir|"
                    + "avant|apres|\\d)|fais (?:une |mes |ma )?piqure)|"
                    + "(?:prick|pricks|pricked|pricking|jab|jabs|jabbed|jabbing|inject|injects|injected|injecting) (?:myself|himself|herself|themselves|"
                    + "(?:my|his|her|their) (?:finger|fingers|fingertip|tummy|belly|thigh|arm))|finger[- ]?pricks?|"
                    + "(?:fais|fait|faire|faisons|font|prends|prend|prendre|do|does|doing|did|take|takes|taking|took) (?:mes|ses|ma|sa|leurs|my|his|her|their) "
                    + "(?:unites|units|doses?|piqures?|injections?|jabs?)\\b|"
                    + "(?:check|checks|checking|checked|test|tests|testing|tested|controle\\w*|verifie\\w*|mesure\\w*) (?:my|his|her|their|mon|ma|sa|son) "
                    + "(?:levels|sugar|sucre|taux)\\b|"
                    + "self[- ]harm\\w*|(?:gall|kidney|bladder) ?stones?|\\d+ (?:weeks?|months?) gone|moles? (?:checked|removed|mapped|looked at)|"
                    + "on the (?:autism |autistic )?spectrum|(?:autism|asd) spectrum|spectre (?:de l'autisme|autistique)|neurodiverg\\w*|neuroatypique\\w*|"
                    + "(?:years?|months?|weeks?|days?) clean\\b|clean and sober|stay(?:ed|ing)? clean|"
                    + "conge (?:de )?maternite|maternity (?:leave|ward|unit)|(?:a|de) la maternite|"
                    // a part of the body said to be weak or bad, a pregnancy lost, a delay of development, an illness by its learned
                    // ending (not "-émie", which ends first names: Jérémie)
                    + "(?:bad|weak|lazy|dodgy|gammy|sore|dicky|mauvais|fragile) (?:chest|back|knee|hip|eye|heart|lungs?|stomach|ankle|"
                    + "shoulder|hearing|dos|genou|coeur|poumons?|estomac)|(?:lost|perdu) (?:the|our|their|her|his|my|a|le|notre|leur|son|un) "
                    + "(?:baby|pregnancy|bebe)|retard (?:de langage|de parole|de croissance|psychomoteur|mental)|(?:speech|developmental|global) "
                    + "delay|crises? de goutte|(?:has|got|have) gout|(?!(?:sym|anti|tele|em)pathie|nostalgie)[a-z]{3,}(?:pneumonie|pathie|"
                    + "algie|ectomie|plastie)|(?!(?:sym|em|anti|tele)pathy|nostalgia)[a-z]{3,}(?:pathy|algia|aemia|plasty)|"
                    + "(?:ne (?:boit|bois|boivent) plus)|ne se souvient plus|ne reconnait plus|oublie tout)"),
            Domain.FINANCE, Pattern.compile("\\b(?:(?:car|on|the) finance\\b|maxed out|credit cards?|in debt|behind on (?:the |my |our |his |her )?"
                    + "(?:rent|payments?|bills|mortgage|car|council tax|finance|loan)|(?:months?|weeks?) behind on|(?:years?|months?) left to pay|"
                    + "left to pay on|(?:in|by) (?:his|her|their|my|\\w+'s) will\\b|(?:his|her|their|my|dad's|mum's|mom's|gran's|grandad's|"
                    + "grandpa's|grandma's|nan's) will\\b|(?:me|te|lui|leur|nous|vous) (?:verse|versent|versait|paie|paye)\\w*|versement|"
                    + "\\d+(?:[.,]\\d+)? ?(?:k|grand|mille|€|£|\\$|euros?|pounds?|quid|dollars?|bucks)? (?:de cote|d'economies|d'epargne|saved|put (?:aside|away)|"
                    + "tucked away|stashed away|squirrel+ed away)|(?:mille|k) de cote|(?:de cote|d'economies) pour (?:l'apport|un apport)|"
                    + "banque de france|pension (?:alimentaire|d'invalidite|de retraite|de reversion)|interdite? bancaire|"
                    + "(?:cannot|can'?t|couldn'?t) afford|"
                    // an amount owed said by how late it is: "rent's two months behind", "trois loyers de retard"
                    + "(?:rent|mortgage|bills?|payments?|council tax|loyers?)(?:'s| is| are| was)? (?:\\w+ )?(?:months?|weeks?) (?:behind|late|overdue)|"
                    + "(?:months?|weeks?) (?:behind|late|overdue) (?:on|with) (?:the |my |our )?(?:rent|mortgage|bills?)|behind with (?:the |my |our )?(?:rent|mortgage|bills?)|"
                    + "loyers? (?:de retard|en retard|impayes?)|retard (?:de|dans le|sur le) (?:loyer|remboursement|paiement)s?|(?:struggl\\w*|hard|trouble|du mal|galere\\w*) (?:to pay|paying|a payer|pour payer|a rembourser)|"
                    + "(?:went|gone|go|going) bust|(?:went|gone|going) into (?:administration|receivership)|(?:peut|peux|pouvons|pouvez|peuvent) plus (?:payer|se payer))"),
            Domain.LEGAL, Pattern.compile("\\b(?:charged with|(?:awaiting|await|pending|facing|face|faces|stand|stands|standing|stood) trial|"
                    + "(?:a|the|police|prison) cells?\\b(?! (?:phone|number))|(?:on|the|his|her|a|to) trial\\b(?! (?:period|run|shift|lesson|class|day|week))|"
                    + "(?:on|police|released on) bail|bailed (?:until|to|till|for)|bail conditions|"
                    + "arretee?s? (?:pour (?:vol|conduite|agression|violences?|trafic|possession|fraude|escroquerie|outrage)|par (?:la police|les gendarmes|les flics))|"
                    + "community service|plaide\\w* coupable|plead\\w* (?:guilty|not guilty)|enter (?:a|my|his|her|their) plea|unpaid work|(?:non[- ]molestation|protection|occupation|restraining|barring) order|travaux d'interet general|garde a vue|mise en examen|attaque\\w* en justice|"
                    + "(?:contest\\w*|challeng\\w*|contest\\w*) (?:the|his|her|their|\\w+'s) will|juge des enfants|casier judiciaire)"),
            Domain.IDENTITY, Pattern.compile("\\b(?:leave to remain|residence (?:permit|card|status)|carte de residen\\w*|deed poll|maiden name|"
                    + "home office (?:interview|decision|letter|appointment)|"
                    + "(?:get|gets|getting|got|be|being) confirmed(?! (?:the|my|our|as|for|that|by|it|in (?:the|my|his|her) (?:job|post|role)))|"
                    + "profession de foi|bar[- ]?mit[sz]vah?|bat[- ]?mit[sz]vah?|non[- ]binar\\w*|titre de sejour|carte de sejour|"
                    + "carte d'identite|(?:ses|mes|leurs|nos) papiers|practi[sc]ing (?:catholic|muslim|jew|christian|sikh|hindu|buddhist))")));

    /**
     * Everyday words whose stem is a guarded word's: "délai" (a deadline) stems as "délit" (an offence) does, "taxi" as "taxe"
     * (a tax), "refuge" (an animal shelter) as "réfugié" (a refugee).
     */
    private static final Set<String> SHARES_A_STEM = Set.of("delai", "delais", "taxi", "taxis", "refuge", "refuges");

    private static final Pattern PLACE_OF_GOD = Pattern.compile("(?<=\\p{L})-dieu\\b");

    /** Words only French writes, and words only English writes: which vocabulary a text is read with. */
    private static final Set<String> FRENCH = Set.of("je", "j", "le", "la", "les", "des", "du", "est", "et", "mon", "ma", "mes", "une", "un",
            "pas", "chez", "avec", "dans", "sur", "elle", "il", "suis", "ai", "au", "aux", "ans", "sa", "ses", "son", "qui", "que", "moi",
            "de", "l", "d", "c", "qu", "nous", "ont", "sont", "pour", "plus", "mais", "tres", "en");
    private static final Set<String> ENGLISH = Set.of("i", "the", "my", "is", "and", "his", "her", "she", "he", "we", "our", "of", "to",
            "in", "at", "with", "for", "has", "have", "had", "s", "m", "ve", "re", "it", "been", "was", "on", "an", "a", "they", "their",
            "from", "now", "got", "out", "up", "after", "about");

    private static final Map<Domain, Set<String>> ENGLISH_STEMS = stems(EnglishStemmer::new, Map.of(Domain.HEALTH, HEALTH_EN,
            Domain.FINANCE, FINANCE_EN, Domain.LEGAL, LEGAL_EN, Domain.IDENTITY, IDENTITY_EN));
    private static final Map<Domain, Set<String>> FRENCH_STEMS = stems(FrenchStemmer::new, Map.of(Domain.HEALTH, HEALTH_FR,
            Domain.FINANCE, FINANCE_FR, Domain.LEGAL, LEGAL_FR, Domain.IDENTITY, IDENTITY_FR));

    private SensitiveVocabulary() {
    }

    /** The guarded domain the words of {@code folded} (lower case, without accents) belong to, read in its language. */
    static Optional<Domain> in(String folded) {
        for (Map.Entry<Domain, Pattern> phrase : PHRASES.entrySet()) {
            if (phrase.getValue().matcher(folded).find()) {
                return Optional.of(phrase.getKey());
            }
        }
        // a place named after God ("la Part-Dieu", "l'Hôtel-Dieu") says nothing of a faith
        List<String> words = Arrays.stream(PLACE_OF_GOD.matcher(folded).replaceAll("").split("[^\\p{L}\\p{N}]+")).filter(word -> !word.isEmpty()).toList();
        long french = words.stream().filter(FRENCH::contains).count();
        long english = words.stream().filter(ENGLISH::contains).count();
        if (french >= english) {
            Optional<Domain> read = read(words, new FrenchStemmer(), FRENCH_STEMS);
            if (read.isPresent() || french > english) {
                return read;
            }
        }
        return read(words, new EnglishStemmer(), ENGLISH_STEMS);
    }

    private static Optional<Domain> read(List<String> words, SnowballStemmer stemmer, Map<Domain, Set<String>> vocabulary) {
        for (String word : words.stream().filter(word -> !SHARES_A_STEM.contains(word)).toList()) {
            String stem = stem(stemmer, word);
            for (Map.Entry<Domain, Set<String>> domain : vocabulary.entrySet()) {
                if (domain.getValue().contains(stem)) {
                    return Optional.of(domain.getKey());
                }
            }
        }
        return Optional.empty();
    }

    private static Map<Domain, Set<String>> stems(Supplier<SnowballStemmer> language, Map<Domain, String> words) {
        Map<Domain, Set<String>> stems = new LinkedHashMap<>();
        for (Domain domain : List.of(Domain.HEALTH, Domain.FINANCE, Domain.LEGAL, Domain.IDENTITY)) {
            SnowballStemmer stemmer = language.get();
            stems.put(domain, Arrays.stream(words.get(domain).split(" ")).flatMap(word -> Arrays.stream(word.split("[^\\p{L}\\p{N}]+")))
                    .filter(word -> !word.isEmpty()).map(word -> stem(stemmer, word)).collect(Collectors.toUnmodifiableSet()));
        }
        return stems;
    }

    private static String stem(SnowballStemmer stemmer, String word) {
        stemmer.setCurrent(word);
        stemmer.stem();
        return stemmer.getCurrent();
    }
}
