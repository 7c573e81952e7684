package io.souvenir.consolidator.night;

import io.souvenir.consolidator.night.Situation.Known;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.platform.memory.Attributes;
import io.souvenir.platform.memory.Attributes.Who;
import io.souvenir.platform.memory.Professions;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What makes a memory sensitive without a word of the vocabularies ({@link SensitiveWords}): it
 * speaks of the body, of an amount of money, of an official document or an institution that
 * handles health, money, papers or the law, of a carer or a lawyer, of a medicine by its brand
 * name. Each is a weak cue, and a weak cue is enough: a candidate sent to review for nothing costs
 * the user a tap in the morning, a sensitive one promoted without them cannot be taken back from
 * whoever read it meanwhile.
 */
final class SensitiveCues {

    /** The body, its care, its tests and its carers (health). */
    private static final String BODY = "(?<!pas )mal (?:au|aux|a la|a l'|de) ?\\w+|douleurs?|souffr\\w*|(?:back|chest|joint|neck|knee|chronic|nerve) pain|in pain|painful|painkillers?|aches?|aching|hurts?|hurting|sore|injur\\w*|"
            + "blesse\\w*|bless(?:ure|ures)|entorse|sprain\\w*|tendinite|tendinitis|ligaments?|menisques?|meniscus|acl|"
            + "cass\\w* (?:le|la|sa|son|mon|ma|the|his|her|my) (?:bras|jambe|poignet|cheville|pied|main|doigt|nez|cote|clavicule|"
            + "arm|leg|wrist|ankle|foot|hand|finger|nose|rib|collarbone|hip|hanche)|broken (?:arm|leg|wrist|ankle|foot|hand|hip|rib)|"
            + "platre|in a cast|bequilles|crutches|points de suture|stitches|cicatrices?|genoux?|knees?|hanches?|hips?|dos bloque|"
            + "lombaires?|lumbago|sciatique|sciatica|vertebres?|spine|colonne vertebrale|prostate|thyroide|thyroid|poumons?|lungs?|"
            + "kidneys?|rein (?:droit|gauche)|insuffisance renale|calculs? renaux|liver|uterus|ovaires?|ovaries|seins? (?:droit|gauche)|breast|heart (?:condition|problem|"
            + "problems|murmur|surgery|rate)|palpitations?|essouffl\\w*|fievre|fever|toux|cough\\w*|nausee\\w*|nausea|vomi\\w*|"
            + "vertiges?|dizz\\w*|evanoui\\w*|fainted|fatigue chronique|chronic fatigue|"
            + "prise de sang|bilan sanguin|blood tests?|blood work|scanner|irm|mri|ct scan|radiographies?|x-?rays?|"
            + "echographie|ultrasound|mammographie|mammogram|coloscopie|colonoscopy|biopsie|biopsy|analyses (?:de sang|medicales)|test results|"
            + "resultats d'analyse\\w*|depistage|check-?up|bilan de sante|teste\\w* positi\\w*|tested positive|"
            // a test or a scan said positive, whatever it tested: "elle a fait le test, il était positif", "it came back positive"
            + "(?:tests?|scans?|resultats?|results?|echo)(?:\\W+[\\w']+){0,8}?\\W+(?:positi(?:f|fs|ve|ves))|positive (?:tests?|results?|scans?)|"
            + "rendez-vous medical|medical|medicale?s?|soins|clinique|clinic|urgences?|a&e|cabinet medical|"
            + "docteur|dr|toubib|generaliste|gp|cardiolog\\w*|dermato\\w*|gyn[eo]\\w*|neurolog\\w*|"
            + "oncolog\\w*|ophtalmo\\w*|ophthalmolog\\w*|opticien|optician|urolog\\w*|endocrino\\w*|rhumato\\w*|rheumatolog\\w*|"
            + "(?:ma|mon|my|notre|our|son|sa|his|her|their) (?:medecin|docteur|doctor|dentiste|dentist|infirmiere?|nurse|sage-femme|"
            + "midwife|kine|physio|therapist|therapeute|pharmacien(?:ne)?|pharmacist|chirurgien(?:ne)?|surgeon|carer|aidante?)|"
            + "sage-femme|midwife|pneumolog\\w*|gastro-?enterolog\\w*|allergolog\\w*|pediatre|paediatrician|pediatrician|orthodont\\w*|orl|"
            + "osteo\\w*|chiropract\\w*|podolog\\w*|podiatrist|orthophon\\w*|ergotherapeute|"
            + "occupational therapist|counsel+or|counsel+ing|conseiller conjugal|"
            + "angoisses?|crises? d'angoisse|panic attacks?|idees noires|suicid\\w*|self-harm\\w*|phobie|phobia|toc|ocd|"
            + "sevrage|sober|sobriety|aa meetings?|quit drinking|arrete de boire|arreter de boire|arrete de fumer|"
            + "quit smoking|nicotine|"
            + "\\d+ ?(?:mg|milligrammes?|µg|mcg|microgrammes?|ui)|comprimes?|gelules?|cachets?|"
            + "piqures?|injections?|inhalateur|puffer|epipen|stylo a insuline|pompe a insuline|"
            + "fauteuil roulant|wheelchair|stents?|pacemaker|pace-maker|pontage|bypass|greffe|transplant\\w*|dementia|demence|dialys\\w*|appareil auditif|hearing aids?|protheses?|prosthe\\w*|"
            + "arret maladie|arret de travail|sick leave|sick note|mi-temps therapeutique|convalescen\\w*|reeducation|rehabilitation|"
            + "enceinte|expecting (?:our|their|her|a baby|twins)|baby due|bebe (?:prevu|pour)|accouche\\w*|trimestre|trimester|pma|fertilit\\w*|contracepti\\w*|sterilet|iud|"
            + "fausse couche|period pain|menopaus\\w*|"
            + "mutuelle|assurance maladie|health insurance|cpam|nhs|medicare|medicaid|mdph|aah|rqth|aesh|avs";

    /** Amounts, pay, debts, benefits and the institutions that handle money (finance). */
    private static final String MONEY = "(?:ma|mon|my|notre|our|son|sa|his|her|their) (?:banquiere?|banker|conseillere? bancaire|bank advis[eo]r|comptable|"
            + "accountant)|"
            // an amount with its multiplier said as a word: "3 mille balles", "two hundred quid"
            + "\\d+(?:[ .,]\\d+)* ?(?:(?:mille|cents?|thousand|hundred|million|millions) )?(?:€|eur|euros?|\\$|usd|dollars?|£|gbp|pounds?|livres sterling|quid|chf|francs?|cad|k€|"
            + "balles|grand)|paye?s? \\d+|paid \\d+|fiche de paie|bulletin de (?:salaire|paie)|payslip|pay slip|"
            + "paycheck|paie|primes?|bonus|augmentation|pay rise|got a raise|a raise|smic|minimum wage|de l'heure|"
            + "owes?|owed|owing|rembours\\w*|repay\\w*|paying (?:it )?back|prete \\d+|lent (?:me|him|her|them) \\d+|borrowed (?:\\d+|money)|"
            + "fauche\\w*|(?:i'm|i am|we're|we are|is|was|totally|completely|flat|stone|went|go|going) broke|a decouvert|overdrawn|in the red|dans le rouge|fins? de mois|"
            + "paycheck to paycheck|budget serre|tight budget|"
            + "fiscal\\w*|redressement|payment plan|plan de paiement|colis alimentaires?|"
            + "(?:use|used|using|go to|went to|going to|rely on|relying on|need|needed) (?:the |a )?food ?banks?|"
            + "(?:aller|va|vont|allons|suis allee?|sommes alle\\w*|vais) (?:a la |aux )(?:banque alimentaire|restos du coeur)|caf|apl|allocations?|on benefits|pip|dla|esa|attendance allowance|radiee? (?:des listes|de pole emploi|de france travail)|(?:my|his|her|their|our) benefits|disability benefits?|child benefit|universal credit|pole emploi|france travail|jobseeker'?s? allowance|"
            + "jobcentre(?: plus)?|job centre|dwp|hmrc|irs|urssaf|fisc|tresor public|recouvrement|debt collectors?|credit score|"
            + "placement financier|invest\\w*|401k|plan epargne|retirement (?:fund|savings|account)|pension fund|"
            + "patrimoine|net worth|assurance[- ]vie|life insurance|herit\\w*|succession|bequeath\\w*";

    /** Papers, nationality, a legal name or gender, and the offices that issue them (official identity). */
    private static final String PAPERS = "nationalit\\w*|citoyen\\w*|citizen\\w*|naturalis\\w*|naturaliz\\w*|visas?|permits?|green card|titre de sejour|"
            + "carte de sejour|recepisse|prefecture|ofii|uscis|immigration|asile|asylum|refugie\\w*|refugee|"
            + "sans-papiers|undocumented|regularis\\w*|cni|papiers d'identite|etat civil|acte de naissance|"
            + "birth certificate|livret de famille|deed poll|changement de (?:nom|prenom|sexe|genre)|"
            + "chang\\w* (?:of |my |his |her |their |son |sa |de )?(?:last |sur)?(?:name|gender|nom de famille|prenom|sexe|genre)|"
            + "name change|gender (?:transition|marker)|transition de genre|transitionn\\w*|transitioning|pronoms?|pronouns|"
            + "ambassade|embassy|consulat|consulate|(?:mes|ses|leurs|nos) papiers|(?:my|his|her|their|our) papers (?:came|are|were|went|finally)|ni number|social insurance|sin number|nir|numero (?:de )?(?:secu|securite sociale|fiscal|insee)|national insurance";

    /** Complaints, courts, offences and the police (legal). */
    private static final String LAW = "(?:ma|mon|my|notre|our|son|sa|his|her|their) (?:avocate?|lawyer|attorney|solicitor|notaire|notary)|"
            + "plaintes?|porte plainte|press(?:ing|ed)? charges|charged with|inculpe\\w*|accuse\\w* (?:de|d'|of)(?! reception)|"
            // "the hearing's on the 18th": a hearing is, contracted
            + "hearing(?:'s)?|convoqu\\w*|summons|subpoena\\w*|flashe\\w*|speed camera|radar (?:fixe|mobile|automatique)|"
            + "points (?:sur|de) (?:mon|son|sa|le) permis|penalty points|points on (?:my|his|her) licen[cs]e|retrait de permis|(?:retire|suspendu|annule)e?s? (?:mon|son|ton|leur|le) permis|"
            + "licen[cs]e (?:suspended|revoked)|banned from driving|suspension de permis|licenciement abusif|unfair dismissal|"
            + "wrongful (?:termination|dismissal)|mediation|mediat(?:eur|or)|settlement|arbitra\\w*|detenu\\w*|on parole|"
            + "liberte conditionnelle|bracelet electronique|community service|travaux d'interet general|"
            + "cambriol\\w*|burgl\\w*|agresse\\w*|agression|assault\\w*|harcel\\w*|harass\\w*|vole (?:mon|ma|mes|son|sa|ses)|stolen|"
            + "jaf|juge aux affaires familiales|garde (?:de|des) (?:enfants|petits)|week-ends? de garde|visitation|"
            + "separation de corps|court (?:order|date|ruling|hearing|case)|(?:small claims|family|crown|county|magistrates'?|supreme) court|to court|maitre (?!nageur|d'|de conference)[a-z]+|avocats?|barreau|commissariat|police station|cops?|flics?";

    /*
     * The meaning classes that the day's words miss most, each said without its obvious word: a
     * symptom ("je tousse", "a rash"), the mind ("feeling low", "je vois quelqu'un pour parler"), a
     * pregnancy ("on attend un bébé", "she's due in July"), an operation ("wisdom teeth"), a medicine
     * by its everyday name ("des antibios", "sleeping pills"), a common illness ("une angine",
     * "chickenpox"), memory loss, drinking, weight, a level measured, a mobility aid; debts and
     * instalments, pay, accounts and savings, taxes; guardianship and foster care, a verdict, a
     * formal notice, the police at the door; nationality, a legal name, a faith or an orientation.
     */
    private static final String SYMPTOMS = "touss(?!aint)\\w*|crache\\w* du sang|sneez\\w*|eternu\\w*|eruptions?|rash|rashes|demang\\w*|itch\\w*|"
            + "urticaire|hives|bouffees de chaleur|hot (?:flush|flash)\\w*|sueurs nocturnes|night sweats|acouphen\\w*|tinnitus|"
            + "throw(?:ing|s)? up|threw up|been sick|malaises?|etourdi\\w*|saigne\\w*|bleeding|saignements?|"
            + "can'?t sleep|cannot sleep|couldn'?t sleep|trouble sleeping|(?:dors|dort|dormons|dorment) (?:tres |super |vraiment )?mal|"
            + "somniferes?|sleeping (?:pills?|tablets?)";
    private static final String MIND = "feeling (?:really |very |so |pretty )?(?:low|down|depressed|hopeless|numb)|"
            + "moral (?:a zero|dans les chaussettes)|broie du noir|dark thoughts|crises? de panique|paniqu\\w*|panic\\w*|mal-?etre|"
            // anxiety told by the body at night: "le cœur à 200", "my heart's pounding", "je me réveille toutes les nuits"
            + "(?:coeur|heart)(?:'s| is| qui)? (?:a \\d{3}|at \\d{3}|bat (?:a (?:cent|mille|\\d{3})|la chamade|trop vite|a tout rompre)|s'emball\\w*|"
            + "racing|races|raced|pounding|pounds|pounded|thumping|going like the clappers)|(?:racing|pounding) heart|"
            + "(?:me|se|nous|te) reveill\\w* (?:toutes les nuits|chaque nuit|en pleine nuit|en sursaut)|"
            + "(?:wake|wakes|waking|woke) up (?:every night|in the night|in a (?:panic|sweat|cold sweat))|"
            + "breakdown|nervous breakdown|(?:vois|voit|voyons|voir|vu|see|sees|seeing|saw|talk(?:ing|s)? to|speak(?:ing|s)? to|parle\\w* a) (?:quelqu'(?:un|une|\\d+)|someone|somebody)(?: [\\w']+){0,5} (?:pour (?:en )?parler|to talk)|"
            + "(?:been|is|he's|she's|i'm|i am|really|so|pretty) (?:really |very |so |pretty )?(?:down|low) (?:lately|recently|these days|since|for weeks)|"
            + "(?:pas|plus) le moral|au fond du trou|shrink|"
            + "off work (?:with|because of|for)|(?:signed|been) off (?:work|sick)|"
            + "(?:ne |n')?(?:bois|boit|buvons|boivent) plus (?:une goutte|d'alcool|rien)|stopped drinking|(?:doesn't|don't|no longer) drinks? (?:alcohol|anymore|any more)|teetotal|"
            + "tubes tied|ligature des trompes|"
            + "(?:can'?t|cannot|can no longer|ne (?:peut|peux) plus|n'arrive plus a) (?:walk|marcher|see|voir|hear|entendre|swallow|avaler)|"
            + "(?:my|his|her|the|their) results (?:came back|are back|are in)|waiting (?:on|for) (?:my|the|his|her) (?:test )?results|"
            + "(?:flu|covid|booster)? ?jabs?|"
            + "talk(?:ing)? to someone (?:about|every|each|on)|parler a quelqu'un (?:de|chaque|toutes)|mental load|charge mentale|"
            + "trauma\\w*|traumatis\\w*";
    private static final String PREGNANCY = "(?:attend|attends|attendons|attendez|attendent) (?:un|notre|leur|son) (?:bebe|enfant|heureux evenement)|"
            + "expecting (?:in|again|twins|a (?:baby|boy|girl)|our|their|her|his|my)|(?:she's|she is|i'm|i am|we're|we are) due|"
            // "expecting" with nothing after it is a pregnancy ("we're expecting!"); "expecting a parcel" is not
            + "(?:she's|she is|i'm|i am|we're|we are|they're|they are|is|are) expecting(?=\\s*(?:[!.?,;:)]|$))|"
            // the child on the way by its rank too: "le petit deuxième est prévu pour fin novembre", "baby number two is due in May"
            + "(?:baby|little one|wee one|bump|bebe|petite?|petit bout)(?: (?:deuxieme|troisieme|quatrieme|numero \\d|number \\d))? "
            + "(?:is |est )?(?:due|prevue? (?:pour|en|le|fin|debut|mi))|"
            + "due (?:date|in (?:january|february|march|april|may|june|july|august|september|october|november|december))|"
            + "terme (?:prevu|le|en|fin)|test de grossesse|pregnancy test|montee de lait|allait\\w*|breastfeed\\w*|"
            // a child on the way said by its rank: "Camille attend notre deuxième", "expecting our third"
            + "(?:attend|attends|attendons|attendez|attendent|expecting|having) (?:notre|leur|son|sa|mon|ma|un|une|our|their|her|his|my|a|another) "
            + "(?:deuxieme|second|seconde|troisieme|third|quatrieme|fourth|premier|premiere|first|2e|3e|2nd|3rd|petit|petite|little|baby|bebe|enfant|child)|"
            // the rank alone with when it is due: "on attend le deuxième pour mars", "expecting the third in June"
            + "(?:attend|attends|attendons|attendez|attendent|expecting) (?:le|la|the) (?:deuxieme|second|seconde|troisieme|third|quatrieme|fourth|2e|3e|2nd|3rd|4th) "
            + "(?:pour|en|vers|fin|debut|mi|for|in|around|at the (?:end|start) of|this|next|late|early)\\b|"
            // the belly seen to grow: "le bedon commence à paraître", "her bump is starting to show"
            + "(?:ventre|bedon|bidon|bide|bump|belly) (?:commence a |commencait a |starts to |started to |is starting to |starting to |begins to )"
            + "(?:se voir|paraitre|s'arrondir|show|pop)|(?:started|starting|beginning|began) to show(?! (?:me|him|her|them|us|you|off|up|signs))|"
            + "bun in the oven|(?:baby|bebe|petit) (?:is )?(?:on the way|en route)|(?:va|vais|vas|allons) etre (?:maman|papa|mere|pere|parents)|"
            + "(?:going to|gonna) be (?:a )?(?:mum|mom|dad|father|mother|parents)|futurs? (?:maman|papa|parents)|futures? mamans?|"
            + "lost the baby|perdu (?:le|notre|leur|son|sa|un) bebe|(?:trying|try|tried) (?:for a baby|to conceive|to get pregnant)|"
            + "essa\\w* d'avoir (?:un|une|notre) (?:enfant|bebe)|\\d+ semaines d'amenorrhee|(?:\\d+|twelve|twenty)[- ]weeks? scan|echographie du|morning sickness|nausees matinales";
    /** A body's reaction to what it meets (an allergy said without the word): "my throat closes up", "je gonfle". */
    private static final String REACTIONS = "(?:throat|gorge|lips|levres|tongue|langue|face|visage|eyes|yeux|skin|peau|mouth|bouche) "
            + "(?:closes? up|closing up|swells?|swelled|swollen|swelling|gonfle\\w*|se ferme|se serre|tingles?|itch\\w*|gratte)|"
            + "(?:swell|swells|swelled|puff) up|gonfle (?:comme|de partout)|break(?:s)? out in|can'?t breathe|cannot breathe|"
            + "(?:du mal|de la peine) a respirer|(?:peux|peut) plus respirer|short of breath|anaphyla\\w*|choc anaphylactique|"
            + "(?:bad |severe |grosse |forte )?(?:reaction|reagi\\w*|reacts?|reacted) (?:to|a|au|aux|badly)|"
            + "(?:can'?t|cannot|never|ne (?:peux|peut|doit|dois)|(?:peux|peut|doit|dois) (?:pas|jamais)|interdit de) "
            + "(?:\\w+ ){0,3}(?:peanuts?|nuts|cacahuetes?|arachides?|noix|shellfish|crustaces|fruits de mer|gluten|lactose|eggs?|oeufs?|"
            + "wheat|soja|soy|sesame|penicillin\\w*|bee stings?|wasps?|guepes?|abeilles?)|gluten-free|sans gluten|lactose-free|sans lactose|"
            + "coeliac|celiac|coeliaque|celiaque";
    /**
     * A test, a screening or its results said without the word of the illness: "mes analyses sont
     * revenues", "my HbA1c came back at 48", "got the all-clear", "booked in for my smear test".
     */
    private static final String TESTS = "(?:mes|ses|tes|nos|leurs|les|des) analyses|analyses (?:sont|revenues|ok|bonnes|normales)|"
            + "(?:resultats?|analyses|bilan|examens?|prise de sang|scanner|irm) (?:est|sont) (?:revenue?s?|bons?|bonnes?|normale?s?|ok)|"
            + "(?:[a-z]*\\d[a-z\\d]*|levels?|bloods|scans?|tests?|biops(?:y|ies)|smears?) (?:came|come|comes|are|is) back|"
            + "(?:got|get|getting|given|had) the all[- ]clear|all[- ]clear from|feu vert (?:du|de la|de mon|de ma) (?:medecin|docteur|specialiste|cardiologue)|"
            + "smear tests?|frottis|cervical screening|pap (?:tests?|smears?)|psa|hba1c|a1c|bilan (?:lipidique|thyroidien|hormonal)|"
            + "(?:cholesterol|thyroid|hormone|iron|vitamin d|b12) (?:tests?|levels?|results?)";
    private static final String OPERATIONS = "(?:threw|put|hurt|done) (?:my|his|her|their) back(?: out| in)?|"
            + "(?:had|has) a (?:bad |nasty )?fall|(?:fait|a fait|fait une) (?:une )?(?:mauvaise |grosse )?chute|"
            + "(?:memory|memoire) (?:is going|s'en va|flanche|is failing|is slipping|baisse)|keeps forgetting|oublie tout|"
            + "(?:ne|n') ?(?:dors|dort) plus|(?:coeur|heart) (?:fragile|malade|weak)|dents de sagesse|wisdom teeth|appendix|appendic\\w*|amygdales|tonsil\\w*|vesicule|"
            + "gallbladder|anesthe\\w*|anaesthe\\w*|bloc operatoire|operated on|(?:se|me|te|nous) (?:faire|fait|fais) operer|"
            + "ablation|removed (?:my|his|her|their) \\w+|points de suture|adenoids?|grains? de beaute|"
            // something taken out of someone's body said by who did it: "on lui a retiré les végétations", "je me suis fait enlever un kyste"
            + "(?:(?:on|ils|le medecin|le chirurgien|le dentiste) (?:lui|m'|leur|t'|nous|vous) ?a|(?:il|elle|je|on) (?:s'est|me suis|t'es|nous sommes|se sont) fait|"
            + "(?:se|me|te|nous|vous|lui) faire) (?:retire|enleve|ote)r? (?:les|la|le|l'|ses|sa|son|mes|ma|mon|un|une|des|deux|\\d+) ?"
            + "(?!permis|telephone|portable|tel\\b|console|tablette|ipad|jouets?|cles|voiture|argent|carte|badge|acces|poste|dossier|"
            + "chantier|projet|client|equipe|clef|ecran|velo|manteau|chaussures|bagues?|collier|montre)[a-z-]+";
    private static final String MEDICINES = "[a-z]{3,}(?:traline|oxetine|alopram|afaxine|azapine|iapine|apine|idone|azepam|zolam|zepam|"
            + "triptan|cycline|floxacin|tidine|gliptin|parin|xaban|gatran|lukast|profene?|codone|fenac|dronate|pril|olol|sartan|statine?|"
            + "prazole|mycine?|cilline?|formine?)|melatonine?|antihistamin\\w*|antidepress\\w*|anxiolyti\\w*|beta-?blockers?|"
            + "inhaler|the pill|la pilule|hrt|ths|"
            + "vitamines?|vitamins?|complements? alimentaires?|supplements?|antibio\\w*|medocs?|meds|"
            // pills in slang, whatever they are for: "sous cachetons pour dormir", "on sleeping pills"
            + "cachetons?|pilules?|(?:sleeping|diet|water) pills|"
            + "anti-?inflammatoires?|anti-?douleurs?|antalgiques?|painkillers?|gouttes pour les yeux|eye drops|spray nasal|"
            + "nasal spray|(?:une|la|sa|ma) piqure|booster (?:jab|shot|dose)|rappel du vaccin";
    private static final String ILLNESSES = "angine|bronchite|bronchitis|pneumonie|pneumonia|otites?|ear infections?|gastro\\w*|"
            + "varicelle|chickenpox|chicken pox|rougeole|measles|oreillons|mumps|zona|shingles|mononucleose|glandular fever|"
            + "strep throat|infections?|infecte\\w*|infected|virus|rhume|a cold|la creve|commotion cerebrale|concussion|ulceres?|"
            + "ulcers?|kystes?|cysts?|grosseur|lump|nodules?|polypes?|polyps?|conjonctivite|pink eye|cystite|uti|rhume des foins|"
            + "hay ?fever|intolerance\\w*|intolerant\\w*|(?:mes|ses|tes|my|her) (?:regles|periods?)|cycle menstruel";
    private static final String DECLINE = "(?:carer|caregiver|aidante?s?|auxiliaire de vie|looks? after|looking after|s'occupe?) "
            + "(?:for|pour|de|to|of)? ?(?:my|his|her|their|our|ma|mon|mes|sa|son|ses|leur|notre) (?:\\w+ )?(?:mum|mom|mother|dad|father|"
            + "parents|mere|pere|gran\\w*|grand-\\w+|mamie|papy|husband|wife|mari|femme|son|daughter|fils|fille|brother|sister|frere|soeur) "
            + "(?:full[- ]time|a plein temps|since|depuis|every|tous|who|qui)|(?:carer|caregiver|aidante?s?) (?:for|pour|de)|ne (?:reconnait|reconnaissent|se souvient) plus|doesn'?t recogni[sz]e|"
            // "pu" for "plus" as it is said in Quebec: "me reconnaît pu une fois sur deux"; "barely recognises us anymore"
            + "(?:me|nous|m') ?(?:reconnait|reconnaissent|reconnaissait) (?:pu|plus|pas toujours|plus toujours|une fois sur)|"
            + "(?:no longer|barely|hardly|doesn'?t always|not always|rarely|can'?t|cannot|didn'?t) recogni[sz]e[sd]? (?:me|us|anyone|anybody)|forgets everything|"
            + "perd (?:la tete|la memoire|un peu la tete)|losing (?:her|his|their|my) memory|memory loss|pertes? de memoire|"
            + "(?:aa|na|ca) (?:meetings?|reunions?|groups?)|(?:alcoholics|narcotics|alcooliques|narcotiques) anonym\\w*|"
            + "en arret (?:maladie|de travail|pour|depuis|jusqu'\\w*)|(?:has|have|got|needs?) (?:a )?carers?|"
            + "(?:aide|auxiliaire) a domicile|aide-menagere|home help|trous? de memoire|"
            + "asd|tsa|autiste|dys|tiers[- ]temps|stammer\\w*|stutter\\w*|begaie\\w*|begaiement|begue|sectioned|"
            + "(?:'s|is|are|went|gone|go|put (?:her|him|them)|moved (?:her|him|them)) (?:in|into) a home|(?:en|in|a l') ?hp|psych ward|hopital psychiatrique|unite psychiatrique|"
            + "boit trop|drinks too much|drinking problem|(?:on|hitting|hit|off) the (?:bottle|booze|sauce|wagon)|picole\\w*|probleme (?:d'alcool|avec l'alcool)|alcoolis\\w*|drogues?|drugs|"
            + "(?:perdu|pris) (?:beaucoup de |pas mal de |\\d+ )?(?:poids|kilos|kg)|(?:lost|gained|put on) (?:a lot of |\\d+ ?)?"
            + "(?:weight|kilos|kg|stone)|taux de (?:sucre|glycemie|cholesterol|fer|plaquettes)|glycemie|blood sugar|sugar levels|"
            + "iron levels|blood count|(?:une|a|with a|avec une|sa|ma|his|her) canne|walking (?:stick|frame)|cane|deambulateur|"
            + "rollator|mobility scooter|guide dog|chien guide|langue des signes|sign language|medecins|doctors|docteurs|"
            + "appareil dentaire|(?:has|got|wears|wearing) braces|clean (?:for|since)|abstinen\\w*|relapse\\w*|rechute\\w*|"
            + "malaise cardiaque|seances? (?:d'|de |chez |avec )\\w+|sessions? (?:with|of) \\w+|emdr|cbt|oxygen|oxygene|"
            + "sous (?:oxygene|perfusion|morphine|antibio\\w*|traitement|cortisone)|perfusion|on a drip|signed off|stress leave|"
            + "\\d+ (?:months?|weeks?) along|mois de grossesse|weeks pregnant|(?:a|porte|wears|needs|got) (?:des )?(?:lunettes|glasses)|"
            + "lentilles de contact|contact lenses|(?:perd|perdu|perdre|losing|lost|lose) (?:la vue|l'audition|l'ouie|(?:his|her|my|their) "
            + "(?:sight|hearing|eyesight))|going (?:deaf|blind)|aveugles?|sourde?s?|"
            // operations and illnesses by their learned endings: "mastectomy", "tonsillitis"
            + "[a-z]{3,}(?:ectom(?:y|ie|ies)|otom(?:y|ie)|oscop(?:y|ie))|[a-z]{3,}itis|"
            + "sinusite|gastrite|laryngite|pharyngite|rhinite|bronchiolite|meningite|hepatite|colite|dermatite|arthrite|"
            + "fibrose|thrombose|scoliose|psychose|nevrose|cirrhose|osteoporose|anemie|leucemie|septicemie|hypoglycemie|"
            + "hip replacement|knee replacement|prothese de (?:hanche|genou)|soins palliatifs|palliative|hospice|waiting list for|"
            + "c-section|cesarienne|c(?:a|ae|e)sarean|pedo-?psy\\w*|psy\\w+|invalidite|in recovery|recovering from|"
            + "(?:se remet|se remettre|remis) d'(?:une|un|sa|son)|"
            // conditions said by their initials: "my wife has MS", "I've got type 2" (not a title: "got Ms. Alvarez")
            + "(?:has|have|got|with|living with|a la|a une?|atteinte? de la) (?:ms|sep|ibs|copd|bpco|sopk|pcos|endo|cfs|eds)(?!\\.\\s?[a-z])|"
            + "(?:got|have|has|a un|un|du|de) (?:diabete )?type [12]";
    /**
     * A treatment told by the device that gives it or by the gesture of using it, without the illness's
     * name: "I sleep hooked up to my CPAP", "branché à son concentrateur", "elle change sa poche de
     * stomie", "compression stockings", "je fais mes aérosols" (not a white-noise machine or an eye mask).
     */
    private static final String DEVICES = "c?pap|bipap|(?:appareil|machine|masque) (?:a |de )?ppc|"
            + "(?:oxygen|breathing|apn(?:o)?ea|ventilation) (?:machine|mask|tank|bottles?|concentrator)|ventilator|"
            + "(?:hooked|plugged|wired|strapped) (?:up )?(?:to|into|on) (?:a|an|my|his|her|their|the|this) (?:[\\w-]+ ){0,2}"
            + "(?:machine|mask|drip|pump|tubes?|oxygen)|"
            + "concentrateur d'oxygene|bouteilles? d'oxygene|appareil (?:respiratoire|pour (?:respirer|dormir|l'apnee)|a oxygene|de ventilation)|"
            + "branchee?s? (?:a|au|sur) (?:une?|son|sa|ses|mon|ma|mes|l'|la|le) ?(?:[\\w-]+ ){0,2}(?:machine|appareil|masque|oxygene|perfusion|"
            + "pompe|moniteur|concentrateur)|masque (?:respiratoire|a oxygene|nasal)|"
            + "(?:glucose|sugar) (?:monitor|sensor|meter)|freestyle libre|libre sensor|dexcom|capteur (?:de glycemie|de glucose|de sucre|"
            + "freestyle|libre)|lecteur de glycemie|stomie|stoma|ostom(?:y|ie)|colostom\\w*|ileostom\\w*|catheter\\w*|sonde (?:urinaire|gastrique)|"
            + "(?:feeding|peg|ng) tube|compression (?:stockings|tights)|bas de contention|attelles?|(?:back|knee|neck|wrist|leg) brace|"
            + "(?:porte|porter|portait|avec) une minerve|corset orthopedique|semelles orthopediques|orthotics|holter|heart monitor|"
            + "defibrillat\\w* implant\\w*|implant cochleaire|cochlear implants?|tens machine|neurostimulat\\w*|"
            + "(?:fais|fait|faire|faisons|font|do|does|doing|did) (?:mes|ses|ma|sa|leurs|my|his|her|their|des|les) (?:aerosols|nebuli[sz]ers?|nebs)|"
            + "(?:arm|bras) (?:in a sling|en echarpe)";
    /**
     * Care told by where and how it is given, without the illness: an infusion or a drip, a day unit,
     * a course of radiation, a speciality by its learned name, a pregnancy by its weeks or its baby.
     */
    private static final String CARE = "(?:perf|perfusion|injection|infusion)s? (?:de|d'|of) (?:fer|iron|b12|vitamine|vitamin|\\w+ine)|"
            + "(?:my|his|her|their|next|weekly|monthly) infusions?|infusions? (?:clinic|centre|center|suite|unit)|"
            + "hopital de jour|day (?:unit|ward|hospital|case unit|surgery)|"
            + "(?:fait|fais|faire|font|commence|commencer|finit|fini|termine|terminer) (?:ses|mes|leurs|tes) (?:seances de )?rayons|"
            + "(?:my|his|her|their) (?:rads|radiation)|radiation (?:therapy|treatment|sessions?)|rounds? of radiation|"
            + "(?:ha?emat|nephr|hepat|immun|pulmon|geriatr|angi|phleb|proct|andr|diabet|endocrin)ol(?:ogy|ogist|ogists|ogue|ogues|ogie)|"
            + "hemato|nephro|pneumo|diabeto|endoc|"
            + "(?:j'en suis|elle en est|on en est|t'en es|en est|en suis) (?:deja |presque )?a \\d+ (?:semaines|sa|mois)(?! (?:de|d'|sans))|"
            + "(?:i'm|im|i am|she's|she is|we're|we are) (?:already |nearly |almost )?\\d+ (?:weeks|wks)(?! (?:into|in|of|at|since|until|till|away|left|to go|off|clean|sober|from|out|behind|ahead|late|early|overdue|old))|"
            + "(?:baby|bebe|bub)(?:'s| is| est)? (?:\\w+ )?(?:head down|breech|engaged|tete en bas|en siege)|"
            // a fertility treatment by its steps: "egg collection", "transfert d'embryon", "round three of IUI"
            + "egg (?:collection|retrieval|freezing)|embryo (?:transfer|freezing)|frozen embryos?|transfert d'embryons?|embryons? congeles|"
            + "stimulation ovarienne|ponction (?:ovocytaire|d'ovocytes)|two[- ]week wait|icsi|iui|inseminations?|"
            // a body that needs help: "thickened fluids", "needs help to eat", "aide pour se laver"
            + "thickened (?:fluids|drinks|liquids)|eau gelifiee|boissons epaissies|repas mixes|"
            + "(?:needs?|needing|a besoin d'|ont besoin d') ?(?:help|aide|qu'on l'aide) (?:to|pour|a) (?:eat|wash|dress|get dressed|shower|manger|se laver|"
            + "s'habiller|se lever|aller aux toilettes|go to the toilet)|"
            + "tuyau dans le nez|tubes? (?:in|up) (?:his|her|my|their) nose|nasal cannula|canule nasale|lunettes (?:a|d') ?oxygene|"
            + "cmpp?|camsp|cattp|sessad|itep|cmht|crisis team|iapt|talking therapies|"
            // a pump, a brace for the back, care at the end of life, sobriety, the change
            + "sous pompe|(?:pompe|pump) (?:a |d')?(?:insuline|insulin)|"
            + "(?:porte|porter|portait|wears?|wearing) (?:un |une |a |her |his |son |sa )?(?:corset|back brace|neck brace|minerve|platre|plaster cast)|"
            + "(?:pour|for) (?:son|sa|mon|ma|ses|mes|his|her|my|their) (?:dos|back|genou|knee|hanche|hip|nuque|neck|colonne|spine)\\b"
            + "(?! (?:garden|yard|door|room|seat|pocket|wheel|office|porch|fence|steps?|row|end|of the woods))|"
            + "end[- ]of[- ]life|fin de vie|soins de confort|sobre depuis|sobriete|(?:going through|in) the change\\b|"
            + "(?:hear|hears|hearing|heard|entend|entends|entendent|entendait) (?:des )?(?:voices|voix)"
            + "(?=\\s*(?:$|[.,;!?)]|qui|depuis|quand|when|that|telling|in (?:his|her|my|their) head|dans (?:sa|ma|leur) tete))|support group|groupe de parole|groupe de soutien";
    private static final String DEBTS = "(?:lui|te|leur|vous|me|m') ?doi[st] (?:encore )?(?:de l'argent|\\d|des sous|du fric|pas mal)|"
            + "(?:dois|doit) (?:de l'argent|des sous)|mensualit\\w*|monthly (?:payments?|instal+ments?|repayments?)|instal+ments?|"
            + "echeancier|echeances?|money|argent|fric|thune|pognon|oseille|galere\\w* (?:a|pour) (?:finir|boucler|payer)|"
            + "finir le mois|boucler (?:le mois|les fins)|tight (?:this|last|next) month|remortgag\\w*|rachat de credit|"
            + "insurance claim|declaration de sinistre|sinistre|pay(?:ing|s)? (?:it |them |him |her )?off|paid (?:it )?off|"
            + "loyer|(?:the|my|our|their|his|her) rent|rent (?:is|went|goes|increase\\w*|rise\\w*|due)|"
            + "gagne (?:moins|plus|autant|bien|mal|pas)|earns? (?:less|more|twice)|makes? (?:less|more) than|ptz|pret a taux zero|"
            + "pel|ldds|pension pot|retraite complementaire|"
            // a loan told by the payments left on what it bought: "il me reste 14 paiements sur le char", "12 payments left on the car"
            + "(?:reste|restent|plus que|encore) (?:\\d+|[a-z]+) (?:paiements|versements|traites)|"
            + "(?:\\d+|[a-z]+) (?:more )?(?:payments|repayments) (?:left|to go|remaining)|"
            + "(?:paiements?|versements?|traites?|payments?|repayments?) (?:sur|on|for) (?:le|la|l'|mon|ma|notre|the|my|our|his|her) ?"
            + "(?:char|voiture|auto|bagnole|truck|camion|pickup|car|van|maison|house|condo|appart\\w*|moto|bike|bateau|boat)";
    /**
     * Debts told by what they bring to the door or the account: goods listed or seized, a limit gone
     * past, payments bounced, charges every day ("enforcement agents listed the car", "inventaire des
     * meubles", "past my arranged limit", "deux prélèvements rejetés").
     */
    private static final String ARREARS = "enforcement (?:agents?|officers?|notices?)|warrant of control|controlled goods|notice of (?:seizure|enforcement)|"
            + "(?:seiz\\w*|clamped|impound\\w*) (?:the|my|our|his|her|their) (?:\\w+ )?(?:car|van|telly|tv|furniture|goods|belongings)|"
            + "saisies? (?:sur (?:salaire|(?:mon|son|le|notre) compte)|des (?:meubles|biens)|de (?:mes|nos|ses|leurs) biens|attribution)|"
            + "saisi (?:ma|mon|mes|nos|sa|son|ses|la|le|les) (?:voiture|compte|salaire|meubles|biens)|inventaire des (?:meubles|biens)|"
            + "commandement de payer|avis a tiers detenteur|"
            + "(?:arranged|unarranged|agreed) (?:overdraft|limit)|(?:past|over|above|beyond) (?:my|the|our|his|her) (?:arranged |agreed |overdraft )?limit|"
            + "(?:charged|fees|charges) every (?:single )?day|bank charges|frais (?:bancaires|d'incident|de rejet)|"
            + "(?:prelevements?|cheques?|paiements?|virements?) (?:\\w+ )?rejetes?|rejete (?:\\w+ )?(?:prelevements?|cheques?|paiements?)|"
            + "bounced (?:a |my |the )?(?:cheque|check|payment|direct debit|rent)|(?:cheque|check|payment|direct debit)s? bounced|"
            + "(?:dans le|en) negatif|cash advance|payday (?:advance|lender)|(?:get|getting|got|make|tide me over) (?:me )?(?:to|till|until) payday|"
            // bills chased or cut off, things pawned, a month not reached, food aid used
            // (cut off by someone else, not turned off before a holiday; behind with payments, not with a reading list)
            + "(?:cut|cutting) (?:off )?(?:our|my|their|his|her) (?:[\\w']+ )?(?:gas|electric\\w*|power|water|heating|phone line)(?: off)?|"
            + "(?:got|get|getting|fell|falling|fallen|gone|went) behind(?=\\s*(?:$|[.,;!?)]|again|cos|because|since|on (?:the )?(?:rent|bills|payments)))|"
            + "(?:menace\\w*|vont|va|risque\\w*) (?:de )?(?:nous |me |leur |lui )?couper (?:le |l'|la )?(?:gaz|electricite|courant|eau|chauffage|telephone)?|"
            + "(?:nous|m'|me|leur|lui|ils|ont) (?:a |ont |avons )?coupe\\w* (?:le |l'|la )?(?:gaz|electricite|courant|eau|chauffage)|"
            + "relances?(?: [\\w']+){0,3} (?:en recommande|pour (?:la|le|l') ?(?:facture|loyer|electricite|gaz|eau|impaye))|lettres? de relance|"
            + "final (?:demand|notice)s?|red letters?|dernier (?:avis|rappel) avant|"
            + "pawn(?:ed|ing|s)? (?:my|his|her|their|our|the|it|them|some)\\b|pawn ?shops?|pawnbrokers?|mont-de-piete|credit municipal|(?:get|getting|got|make|making|made) (?:it )?(?:through|to the end of) the month|"
            + "(?:mange\\w*|manger|eat\\w*|colis|parcels?|inscrit\\w*|registered|using|use|used|rely|relying|depend\\w*|va|vais|vont|allons|aller|"
            + "went|go|going|goes|recoi\\w*|recu|recevons|get|got|gets)(?: [\\w']+){0,3} (?:aux |au |a la |the |a )?(?:restos? du coeur|"
            + "secours populaire|banque alimentaire|epicerie (?:sociale|solidaire)|soup kitchen|food ?banks?)";
    private static final String PAY = "(?:i'm|im|i am|je suis|on est|we're) (?:at|a|on) \\d+(?:[.,]\\d+)? ?k\\b(?! ?(?:run|race|m\\b))|\\d+ ?k(?:€|\\$|£)? ?(?:a|per|par|/) ?(?:year|yr|an|annum|mois|month)|"
            + "(?:make|makes|making|earn\\w*|touche|touches|touchait|gagne|gagnes|gagnait|gagnons) (?:\\d|about \\d|around \\d|environ \\d|"
            + "pres de \\d|bien ma vie|peanuts|a fortune|une fortune)|\\d+(?:[ .,]\\d+)* (?:net|brut|gross|nets|bruts)|"
            + "pay cut|salary cut|baisse de (?:salaire|paie)|paid (?:well|badly|peanuts)|(?:bien|mal) payee?s?|sous-payee?s?|underpaid";
    private static final String ACCOUNTS = "ouvert un compte|opened (?:a|an|our|my|the) (?:\\w+ )?account|"
            + "compte (?:courant|epargne|titres|pro|chez)|(?:current|checking|savings|joint|isa) accounts?|"
            + "mis de cote|mettre de cote|mets de cote|mettons de cote|set aside|put aside|saving (?:up|for)|emergency fund|"
            + "rainy day fund|fonds d'urgence|nest egg|taxe\\w*|tax (?:bill|refund|rebate|code|office|year|return)|self-assessment|"
            + "prelevement a la source|avis d'imposition|imposable|tax|council tax|"
            // an amount said in thousands beside what moves money: "I lent my brother 2k", "on a emprunté 15k"
            + "(?:lent|lend|lends|borrow\\w*|owes?|owed|paid|pays?|prete\\w*|emprunt\\w*|doi[st]|gagne\\w*|earn\\w*|spent|spend|depense\\w*|"
            + "costs?|coute\\w*|saved|economis\\w*|touche\\w*)(?: [\\w']+){0,3} \\d+(?:[.,]\\d+)? ?k|"
            + "caution|depot de garantie|(?:security|rental|the|my|our|her|his) deposit|(?:nos|mes|ses|leurs) economies";
    private static final String GUARDIANSHIP = "assistante?s? sociale?s?|social workers?|droits? de visite|visiting rights|access rights|garde (?:principale|exclusive)|"
            + "residence alternee|procuration|power of attorney|mandat de protection|famille d'accueil|foster (?:care|family|home|parents)|"
            + "placee?s? (?:en|dans) (?:famille|foyer)|aide sociale a l'enfance|ase|services sociaux|social services|"
            + "child protective services|cps|"
            // where a child lives, decided by someone else: "to decide who Léa lives with", "le juge tranchera chez qui ils vivront"
            + "(?:decide\\w*|determine\\w*|rul\\w* on|settle\\w*|sort\\w* out) (?:on )?(?:who|whom) (?:[\\w']+ ){0,3}"
            + "(?:lives?|living|will live|should live|stays?|staying|will stay|gets to live|goes? to live) with|"
            + "(?:decide\\w*|determine\\w*|rul\\w* on|settle\\w*) (?:on )?(?:where|which parent) (?:the |our |my |his |her |their )?"
            + "(?:kids?|children|child|boys?|girls?|son|daughter|little ones?)(?: [\\w']+){0,2} (?:lives?|will live|should live|stays?|will stay)|"
            + "(?:decide\\w*|tranch\\w*|statu\\w*|fix\\w*) (?:de )?(?:chez qui|avec qui) (?:[\\w']+ ){0,3}"
            + "(?:vit|vivent|vivra|vivront|va vivre|vont vivre|habite|habitent|habitera|habiteront|reside\\w*|restera|resteront|ira|iront)|"
            + "(?:qui|lequel de nous deux|laquelle de nous deux|lequel des deux|laquelle des deux) (?:aura|obtiendra|obtient|gardera) "
            + "(?:la garde|les enfants|les petits|la residence)|(?:who|which of us|which parent) (?:gets|will get|should get|ends up with) "
            + "(?:custody|residence|the kids|the children)";
    private static final String VERDICTS = "got a (?:parking |speeding )?ticket|(?:une|pris une|mangé une) prune|exces de vitesse|"
            + "for speeding|done for \\w+ing|guilty|coupable|plaid\\w*|pleaded|plead|verdict|acquitt\\w*|acquitte\\w*|jury|"
            + "sentenced|peine de (?:prison|\\d+)|years in prison|\\d+ (?:ans|an|mois|years?|months?) (?:de prison |in prison )?(?:ferme|avec sursis|inside)|"
            + "taule|zonzon|behind bars|(?:'s|is|been|was|went|gone) inside for|(?:did|doing|done|serving|served) (?:\\d+ (?:years?|months?) )?time|temoins? dans l'affaire|temoign\\w*|"
            + "witness statement|testif\\w*|deposition|mise en demeure|cease and desist|formal notice|lettre recommandee|"
            + "gendarmes?|policiers?|policemen|police officers?|reported (?:us|me|him|her|them)\\b(?! for work)|interpell\\w*|detained|under arrest|embarquee? par|"
            + "fourriere|impounded|towed away|got towed|ccj|county court judgm?ent|assigne\\w*|assignation|drink[- ]driving|drunk driving|"
            + "dui|dwi|alcoolemie|etat d'ivresse|got done for|nicked|"
            + "(?:perdu|lost|retire|suspendu) (?:son|mon|sa|le|his|her|my|their) (?:permis|licen[cs]e)|"
            + "permis (?:suspendu|annule|retire)|"
            + "(?:fight\\w*|battl\\w*|bataille\\w*|se bat\\w*|conflit\\w*) (?:\\w+ ){0,4}(?:over|pour|about|for) (?:the |les |la )?"
            + "(?:kids|children|enfants|garde|custody)";
    /** What one leaves after months or years that is no prison: the army, school, a firm. */
    private static final String NOT_A_PRISON_FR = "(?! (?:de |du |des |d')(?:l'|la |le )?(?:armee|ecole|lycee|college|fac|universite|"
            + "legion|marine|boite|entreprise|societe|usine|bureau|stage|alternance|apprentissage|formation|hopital|clinique|reeducation)\\b)";
    private static final String NOT_A_PRISON_EN = "(?! (?:of |from )(?:the )?(?:army|navy|forces|raf|marines|military|school|uni|"
            + "university|college|office|company|firm|job|contract|lease|hospital|rehab|course|apprenticeship)\\b)";
    /**
     * A case before a court or the police told by its steps: a hearing, an appeal, a statement given,
     * a lawyer in slang ("on repasse en audience", "fait appel de la décision", "giving a statement at
     * the station", "his brief reckons").
     */
    private static final String PROCEEDINGS = "(?:en|prochaine|premiere|derniere|nouvelle) audience|"
            + "audiences? (?:de conciliation|de jugement|en refere|au tribunal|devant|aux prud'hommes|du jaf|du juge|de divorce)|"
            + "(?:fait|faire|fais|font|faisons|a fait|ont fait|va faire) appel (?:de|du|d')|cour d'appel|court of appeal|"
            + "appeal(?:ed|ing|s)? (?:against )?(?:the|his|her|my|their|our) (?:decision|sentence|ruling|conviction|verdict|judgm?ent|case)|"
            + "(?:give|gives|giving|gave|given|make|makes|making|made|took|take|taking) (?:a |my |his |her |their |our )?(?:witness )?statement"
            + "(?: \\w+){0,2} (?:to|at|with|for) (?:the )?(?:police|station|cops|officers?|detectives?)|"
            + "(?:give|giving|gave|made) (?:a |my )?statement (?:down )?at the station|"
            + "(?:my|his|her|their|our) brief (?:says|said|reckons|reckoned|thinks|thought|told|advised)|"
            + "(?:case|charges?)(?: \\w+){0,4} (?:thrown out|dropped|dismissed)|(?:classee? sans suite|non-lieu|relaxee?)|"
            // questioned, jailed or tagged in other words: "entendu par les enquêteurs", "got sent down", "on a tag"
            + "(?:entendue?s?|auditionnee?s?|interroge\\w*) (?:par|comme) (?:les |la |le |des )?(?:enqueteurs?|police|policiers|gendarmes?|juge|temoin)|"
            + "audition libre|(?:questioned|interviewed|interrogated) (?:by|at) (?:the )?(?:police|detectives|cops|station)|"
            + "(?:brought|taken|called) in for questioning|under caution|"
            + "(?:got|get|gets|been|was|is|being) (?:sent down|banged up)|doing (?:a stretch|bird|porridge)|"
            + "(?:electronic|ankle) (?:tag|monitor)|(?:on|wearing|wears|fitted with) (?:a |an |the )tag\\b(?! team)|tagged by (?:the )?(?:court|probation)|"
            + "bracelet electronique|"
            // a sentence asked or served, a case before a court, in other words: "a pris du ferme", "le procureur a requis", "his case is at"
            + "(?:pris|prendre|prend|risque|a eu|ecope\\w*) (?:du|de la|de) (?:ferme|prison|sursis|taule)|ecope\\w* (?:de|d') (?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente)\\b|procureure?|prosecutors?|"
            + "requis (?:[\\w']+ ){0,3}(?:ans|mois|prison|ferme|sursis|contre)|requisitions?|"
            + "(?:his|her|my|their|our) case (?:is|was|comes|goes|went|gets) (?:up )?(?:at|to|before|in front of|heard)|"
            // a term told by the prison and the months done: "sort des Baumettes en mars, il aura fait deux ans", "due out after 14 months"
            + "(?:sort\\w*|sorti\\w*|libere\\w*|transfere\\w*|incarcere\\w*|detenu\\w*|enferme\\w*|parloir) (?:de|des|du|a|au|aux|d') ?(?:la |les )?"
            + "(?:fleury|fleury-merogis|fresnes|baumettes|clairvaux|"
            + "maison d'arret|centre penitentiaire|centre de detention|mitard|zonzon)|"
            + "(?:out of|released from|transferred to|moved to|inside|visit\\w* (?:him |her |them )?(?:at|in)) (?:hmp |hmyoi |yoi )?"
            + "(?:belmarsh|pentonville|strangeways|wormwood scrubs|wandsworth prison|brixton prison|holloway prison|barlinnie|"
            + "dartmoor prison|hmp \\w+|the scrubs|the nick)|(?:in|at) (?:hmp \\w+|belmarsh|wormwood scrubs|hmyoi \\w+)|"
            + "(?:sort|sortira|sortie?|sortent|libere\\w*)\\b" + NOT_A_PRISON_FR + "(?:\\W+[\\w']+){0,6}?\\W+(?:aura fait|auront fait|aura purge|aura tire) "
            + "(?:\\d+|un|une|deux|trois|quatre|cinq|six|huit|dix|douze|dix-huit|quinze|vingt) (?:mois|ans|annees)\\b|"
            + "purg\\w* (?:sa|une|ses) peine|"
            + "(?:due out|gets out|getting out|got out|comes out|coming out|(?:was|were|been|be|got|gets|is|are) released)" + NOT_A_PRISON_EN + "(?: \\w+){0,4} (?:after|having done|"
            + "(?:he|she|they)'ll have done)(?: \\w+){0,2} (?:months|years)\\b|"
            + "released on licence|out on licence|on licence|parole board|on parole|paroled|liberation conditionnelle|sous main de justice|"
            + "visiting order|prison visits?|parloirs?";
    /** Nationalities as one says them of oneself, French and English. */
    private static final String NATIONALITIES = "(?:francaise?|belge|suisse|canadien\\w*|britannique|americaine?|american|british|canadian|french|"
            + "irish|german|allemande?|espagnole?|spanish|italien(?:ne)?|italian|portugaise?|portuguese|marocaine?|algerien(?:ne)?|tunisien(?:ne)?|"
            + "senegalaise?|australien\\w*|australian|irlandaise?|bresilien\\w*|brazilian|mexicaine?|mexican|neerlandaise?|dutch|"
            + "luxembourgeoise?|new zealander|kiwi)";
    private static final String BELONGING = "settled status|pre-settled|indefinite leave|right to remain|brp|"
            + "droit au sejour|carte de resident|demande d'asile|(?:devenue?|became|become|becoming) (?:a |an )?" + NATIONALITIES
            + "(?: citizen| national)?|"
            // a nationality said to be official now, and the oath that makes it so: "je suis officiellement canadienne", "prêté serment"
            + "(?:officiellement|officially|legally) (?:a |an |un |une )?" + NATIONALITIES + "(?: citizen| national)?(?!\\s+[a-z])|"
            + "prete\\w* serment|preter serment|(?:took|take|taken|taking) the (?:citizenship )?oath|"
            + "dual (?:national|citizen)\\w*|binationa\\w*|double nationalite|"
            + "chang\\w* (?:de |of |my |his |her |their |our )?(?:nom|name|surname)|nom d'usage|nom d'epouse|nom de jeune fille|"
            + "maiden name|married name|legal name|surname|"
            // residence granted for a time, without the permit's name: "on m'a donné le séjour pour quatre ans", "got my status"
            + "(?:donne|accorde|obtenu|eu|renouvele|refuse)\\w* (?:le|mon|son|sa|ma|leur) sejour|carte (?:de )?(?:dix|10) ans|carte pluriannuelle|"
            + "titre pluriannuel|biometric (?:card|residence)|(?:mon|son|sa|leur|ton) decret|decret de naturalisation|"
            + "life in the uk|citizenship (?:test|ceremony|interview|oath)|ceremonie (?:de naturalisation|d'accueil dans la citoyennete)|"
            + "oath of allegiance|sworn in as (?:a |an )?(?:\\w+ )?citizen|(?:granted|got|given|refused) (?:my |his |her |their |our )?(?:status|residency|asylum)|"
            + "converti\\w* (?:a|au|to)|convert(?:ed|s)? to|baptis(?!te\\b)\\w*|(?:eglise|pasteur|communaute|est|suis|sont|devenue?|famille) baptistes?|bapteme|bar mitzvah|bat mitzvah|premiere communion|"
            + "athees?|atheists?|agnosti\\w*|croyante?s?|believers?|pratiquante?s?|devout|religieu\\w*|islam\\w*|juda\\w*|"
            + "christianis\\w*|hindouis\\w*|bouddhis\\w*|sikh\\w*|eglise|church|mosquee|mosque|synagogue|la messe|to mass|"
            + "imam|rabbin|rabbi|pretre|priest|prieres?|prayers?|pray|praying|prays|"
            + "coming out|gay|lesbiennes?|lesbians?|homosexu\\w*|bisexu\\w*|queer|pansexu\\w*|asexu\\w*";
    /** A faith, its practices, or leaving it (rule 1 treats a religious or philosophical belief as identity). */
    private static final String FAITH = "ramadan|careme|for lent|during lent|(?:give|gave|giving) up \\w+ for lent|jeun\\w*|fast(?:s|ing)? (?:for|during|on)|"
            + "yom kippou?r|kippour|shabbat|sabbath|kasher|casher|kosher|halal|hijab|headscarf|(?:porte|porter|wears?|wearing) (?:le|un|the|a) (?:voile|veil|turban)|"
            + "kippa|kippah|yarmulke|turban|pelerinage|pilgrimage|hajj|la mecque|mecca|lourdes|communion|"
            + "(?:ma|sa|son|my|his|her|their) confirmation|catechisme|catechism|sunday school|ecole du dimanche|bible|coran|quran|koran|"
            + "torah|talmud|evangile|gospel|sermon|paroisse|parish|(?:le|la|mon|ma|notre|the|our|my) (?:pasteure?|pastor)|vicar|cure du village|moines?|monks?|nonnes?|nuns?|"
            + "quakers?|mormon\\w*|evangeli\\w*|jehovah|catholi\\w*|protestant\\w*|orthodoxe|musulman\\w*|muslims?|juifs?|juive|"
            + "jewish|hindou\\w*|hindus?|chretien\\w*|christians?|buddhists?|bouddh\\w*|buddha|sikhs?|god|(?<!-)dieu|allah|(?<!-)jesus|(?<!-)christ(?!-)|"
            + "foi|faith|spiritu\\w*|prie|prier|prions|prient|priant|diwali|aid el-?\\w+|l'aid|eid|iftar|passover|paque juive|"
            + "hanoukk?a|hanukk?ah|chanukah|rosary|chapelet|(?:au|to the|at the|to) temple|gurdwara|ashram|"
            + "ne (?:crois|croit|croyons) plus|(?:crois|croit) (?:plus )?en dieu|believes? in god|no longer believe|stopped believing|"
            + "(?:lost|losing) (?:my|his|her|their) faith|perdu la foi|apostas\\w*|apostat\\w*|ex-muslim|ex-mormon|"
            + "messe|(?:midnight|sunday|christmas|easter|catholic) mass|at mass|confession|confesse|menorah|seder|sukkot|rosh hashana\\w*|"
            + "mercredi des cendres|ash wednesday|omra|umrah|zakat|aumonier|chaplain|converted|(?:me|m'|s'|se|nous|t') ?(?:suis |est |sommes |es )?converti\\w*|"
            + "fasting|"
            // practices by their names: "never misses Jummah", "on est au culte", "worship band", "the covering"
            + "jumm?ah?|jumu'?ah|salat|salah|namaz|wudu|ablutions|satsang|kirtan|langar|"
            // (Puja, Pooja and Aarti are first names too: the rite with a word that makes it one)
            + "(?:morning|evening|daily|la|the|a|his|her|my|sa|son|do|does|doing|did|perform\\w*) (?:puja|pooja|aarti)|(?:puja|pooja) (?:room|ceremony)|"
            + "(?:au|aller au|va au|vont au|allons au|vais au|from|after|before|apres le|avant le) culte|culte (?:du dimanche|protestant|evangelique)|"
            + "worship(?:s|ped|ping)?(?! the ground)|church service|"
            + "niqab|burqa|burka|jilbab|abaya|head ?covering|(?:couvr\\w*|cover\\w*) (?:les |mes |ses |leurs |my |her |their |the )?(?:cheveux|hair)|"
            + "(?:keep|keeps|kept|keeping|observe\\w*|break|breaks|breaking|broke) (?:the|a|her|his|my|their|our) fasts?|"
            + "(?:fait|fais|faire|font|observe\\w*|rompre|rompt|romps|rompons) (?:le|son|mon|leur|notre) (?:jeune|careme)|"
            + "(?:waiting (?:on|for)|heard (?:back )?from|letter from|decision from|applied to|interview (?:at|with)|reply from|news from|"
            + "refused by|granted by) (?:the )?home office|"
            + "(?:fait|fais|faire|font|faisons) maigre|jours? maigres?|meatless fridays|no meat on fridays|(?:say|says|said|saying) grace|benedicite|"
            + "(?:porter|porte|portait|portent|mettre|met|remis|enlever|enleve|retirer|retire|wear|wears|wearing) (?:le|the) (?:foulard|voile|headscarf)"
            + "(?! (?:de|d'|que|qu'|rouge|bleu|vert|noir|blanc|en soie|en laine|that|my|mum|her|his))|"
            + "friday (?:sundown|sunset)|(?:sundown|sunset) (?:on )?friday|vendredi (?:au )?coucher du soleil|coucher du soleil (?:le |du )?vendredi|(?:wear|wears|wearing|wore|started wearing) the covering|tichel|sheitel|"
            // a fast from dawn to dusk, or a day of rest kept from Friday evening, told by what it forbids
            + "(?:mange\\w*|bois|boit|boire|manger|avale\\w*|eat\\w*|drink\\w*|food|water|nourriture)(?:\\W+[\\w']+){0,8}?\\W+"
            + "(?:(?:l'|de l'|entre l')aube|lever du soleil|dawn|sunrise|sun ?up)|"
            + "(?:aube|lever du soleil|dawn|sunrise|sun ?up)(?:\\W+[\\w']+){0,6}?\\W+(?:sans|pas de|no|without|nothing|rien)\\W+"
            + "(?:\\w+\\W+)?(?:manger|boire|mange|bois|eat|drink|food|water)|"
            + "(?:vendredi|friday)(?:\\W+[\\w']+){0,10}?\\W+(?:bougies|candles)|(?:bougies|candles)(?:\\W+[\\w']+){0,10}?\\W+(?:vendredi|friday)|"
            + "(?:left|leaving|quit) the (?:church|faith|mosque)|quitte l'eglise|plus pratiquante?|no longer practi[sc]ing";

    private static final Map<Domain, Pattern> CUES = new EnumMap<>(Map.of(
            // a pregnancy said by its picture alone ("on attend le deuxième 🤰"), where no word boundary comes before it
            Domain.HEALTH, Pattern.compile(alternatives(String.join("|", BODY, SYMPTOMS, MIND, PREGNANCY, REACTIONS, TESTS, OPERATIONS,
                    MEDICINES, ILLNESSES, DECLINE, DEVICES, CARE)) + "|[\\x{1F930}\\x{1FAC3}\\x{1FAC4}]"),
            // an amount written currency first, where no word boundary comes before the sign
            Domain.FINANCE, Pattern.compile(alternatives(String.join("|", MONEY, DEBTS, ARREARS, PAY, ACCOUNTS)) + "|[€$£] ?\\d"),
            Domain.IDENTITY, cue(String.join("|", PAPERS, BELONGING, FAITH)),
            Domain.LEGAL, cue(String.join("|", LAW, GUARDIANSHIP, VERDICTS, PROCEEDINGS))));

    /** The relations of a carer, a lawyer or someone who handles one's money or papers, by the domain they touch. */
    private static final Map<Domain, Set<String>> GUARDED_ROLES = new EnumMap<>(Map.of(
            Domain.HEALTH, Set.of("doctor", "gp", "therapist", "psychiatrist", "psychologist", "psy", "dentist", "physio",
                    "physiotherapist", "nurse", "midwife", "surgeon", "specialist", "cardiologist", "oncologist", "counsellor",
                    "counselor", "carer", "caregiver", "pharmacist", "medecin", "docteur", "kine", "dentiste", "infirmier",
                    "infirmiere", "sage-femme", "chirurgien", "therapeute", "psychologue", "psychiatre", "pharmacien",
                    "pharmacienne", "aidant", "aidante", "auxiliaire de vie"),
            Domain.LEGAL, Set.of("lawyer", "solicitor", "attorney", "barrister", "notary", "bailiff", "probation officer",
                    "parole officer", "judge", "social worker", "caseworker", "case worker", "guardian", "legal guardian",
                    "avocat", "avocate", "notaire", "huissier", "juge", "assistante sociale", "assistant social", "educateur",
                    "educatrice", "curateur", "curatrice", "tuteur", "tutrice", "mandataire judiciaire"),
            Domain.FINANCE, Set.of("banker", "bank adviser", "bank advisor", "financial adviser", "financial advisor",
                    "accountant", "tax adviser", "banquier", "banquiere", "conseiller bancaire", "conseillere bancaire",
                    "comptable", "conseiller financier", "conseillere financiere")));

    private static final Pattern CARER_TITLE = Pattern.compile("^(?:dr|doctor|docteur|docteure|pr|professeur)\\b\\.?");
    private static final Pattern LAWYER_TITLE = Pattern.compile("^(?:maitre|me)\\b\\.?");

    /**
     * A medicine by its brand name: a capitalised word the user takes, is on or under ("je prends du
     * Levothyrox", "I'm on Ozempic now", "sous Seroplex"), read on the text as typed.
     */
    private static final Pattern TAKEN = Pattern.compile("(?i:\\b(?:prends|prend|prenons|prenez|prennent|pris|prendre|prenait|"
            + "sous|takes?|taking|took|(?:i'm|i am|he's|he is|she's|she is|they're|we're|been|started|put|back) on|"
            + "commence|commencé|arrêté|stoppé|started|stopped|switched to|passé au|passée au|prescrit|prescribed)"
            + "\\s+(?:du\\s|de la\\s|de l'|des\\s|le\\s|la\\s|les\\s|l'|un\\s|une\\s|my\\s|his\\s|her\\s|some\\s|a\\s|the\\s)?)"
            + "(\\p{Lu}[\\p{Ll}-]{3,})");
    private static final Set<String> NOT_MEDICINES = Set.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
            "sunday", "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
            "december", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "janvier", "fevrier", "mars",
            "avril", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre", "noel", "christmas", "easter",
            "paques", "thalys", "eurostar", "ouigo", "uber", "blablacar", "lyft", "ryanair", "easyjet", "hinge", "tinder",
            "instagram", "strava", "twitter", "facebook", "slack", "teams", "zoom", "netflix", "spotify", "duolingo");

    /** "Avocat" the fruit, told with what one does with it: "des avocats bien mûrs écrasés", "une tartine à l'avocat". */
    private static final Pattern AVOCADO = Pattern.compile("\\b(?:(?:tartines?|toasts?|salades?|sushis?|makis?|smoothies?|guacamole) "
            + "(?:a l'|aux |d'|avec (?:de l'|des |un ))avocats?|avocats?(?= (?:bien |tres |trop )?(?:murs?|mures?|ecrases?|en (?:salade|tranches|toast)"
            + "|sur (?:du|des|une|ma|mes) (?:pain|tartines?|toasts?)|au petit-dej\\w*|crevettes?|vinaigrette)\\b))");
    /** A carer's or a lawyer's job, said as what someone is or does: "je suis sage-femme", "he's a dentist now", "Job: midwife". */
    private static final String CARERS = "medecins?|docteure?s?|doctors?|dentistes?|dentists?|infirmieres?|infirmiers?|nurses?|"
            // a nurse by the initials of her diploma: "IDE au CHU"
            + "ide|idel|sages?[- ]femmes?|midwife|midwives|kines?|kinesitherapeutes?|physios?|physiotherapists?|pharmaciens?|pharmaciennes?|"
            + "pharmacists?|chirurgiens?|chirurgiennes?|surgeons?|aides?-soignante?s?|carers?|caregivers?|care workers?|paramedics?|"
            + "ambulancier\\w*|psychologues?|psychologists?|psychiatres?|psychiatrists?|therapeutes?|therapists?|orthophonistes?|"
            + "speech therapists?|osteopathes?|osteopaths?|opticien\\w*|opticians?|radiologues?|radiologists?|anesthesistes?|"
            + "pediatres?|paediatricians?|pediatricians?|generalistes?|gps?|cardiologues?|cardiologists?|dermatologues?|"
            + "dermatologists?|gynecologues?|orthodontistes?|orthodontists?|podologues?|podiatrists?|ergotherapeutes?|"
            + "occupational therapists?|dental nurses?|dental hygienists?|hygienists?|auxiliaires? de vie|avocate?s?|lawyers?|"
            + "solicitors?|attorneys?|notaires?|notaries|comptables?|accountants?|banquiere?s?|bankers?|"
            // who enforces the law as a job, not a brush with it: "Adrien est gendarme"
            + "gendarmes?|policiers?|policieres?|police officers?|policem[ae]n|policewom[ae]n|cops?|flics?|keufs?|"
            + "auxiliaires? de puericulture|puericultrices?|(?:health)?care assistants?|nursing assistants?|hcas?|"
            // who works for the courts or the law: "greffière au tribunal", "legal assistant at a firm"
            + "greffiere?s?|juristes?|paralegals?|legal (?:assistants?|secretar(?:y|ies)|counsel|advis[eo]rs?)|court clerks?|"
            + "magistrate?s?|surveillante?s? (?:de prison|penitentiaires?)|prison officers?|assistante?s? sociale?s?|social workers?|"
            + "aides? a domicile|auxiliaires? a domicile|home helps?|aides?-menageres?";
    /** What a carer's job says of its field or its way of working: "médecin généraliste", "infirmière libérale", "nurse practitioner". */
    private static final String FIELD = "(?:\\s+(?:generalistes?|liberale?s?|specialistes?|hospitaliere?s?|scolaires?|urgentistes?|"
            + "de (?:garde|nuit|famille|bloc|ville|quartier|secteur)|du travail|practitioners?|consultants?|"
            + "en (?:pediatrie|psychiatrie|cardiologie|oncologie|geriatrie|neonatologie|reanimation|chirurgie|ehpad)))?";
    private static final String WORKPLACES = "hopital|hospital|clinique|clinic|maternite|maternity (?:ward|unit)|pharmacie|pharmacy|chu|chr|ehpad|care home|"
            + "nursing home|maison de retraite|cabinet (?:medical|dentaire|d'avocats?)|dental (?:practice|surgery)|gp surgery|surgery|"
            + "a&e|urgences|nhs|ambulance service|samu|croix-rouge|red cross|law firm|bank|banque|tribunal|court|palais de justice|barreau|"
            + "prison|maison d'arret|commissariat|police station|"
            // the offices that handle benefits, taxes or papers, as a workplace: "conseillère à l'agence France Travail"
            + "france travail|pole emploi|caf|cpam|urssaf|centre des impots|impots|prefecture|jobcentre(?: plus)?|job centre|"
            + "(?:tax|benefits?|passport|immigration) office|hmrc|dwp|irs|social security office";
    private static final String WORKPLACE_AT = "(?:\\s+(?:at|in|for|au|aux|a|en|dans|pour|chez)\\s+(?:the\\s|a\\s|an\\s|l'|le\\s|la\\s|les\\s|un\\s|une\\s)?"
            // the hospital's name, then its ward: "at the Royal Derby, A&E"
            + "(?:[a-z'-]+,?\\s){0,3}?(?:" + WORKPLACES + ")\\b)";
    private static final String WORKPLACE = WORKPLACE_AT + "?";
    /** Studies in a field of care, law or money: "en M1 de psycho", "studying pharmacy", "étudiante en droit". */
    private static final Pattern STUDIES = Pattern.compile("\\b(?:fai[st]|faire) (?:medecine|pharmacie|droit)\\b|"
            // a career in the field: "before I went into nursing", "une carrière dans le droit"
            + "\\b(?:(?:went|gone|go|goes|going|got|moved|switched) into|(?:a )?career in|carriere (?:dans|en)|(?:lancee?|reconvertie?) dans) "
            + "(?:le |la |l')?(?:nursing|medicine|medecine|midwifery|dentistry|pharmacy|pharmacie|law|droit|social work|psychology|psychologie|"
            + "finance|banking|accounting|comptabilite|soins infirmiers)\\b|\\b(?:etudes?|etudiante?s?|licence|master|m1|m2|l1|l2|l3|bts|dut|but|"
            + "prepa|phd|degree|studying|studies|student|students|diploma|diplome|fac|cours|course|classes?|major(?:ing)?|bac\\+?\\d?)"
            + "(?:\\s+\\d)?\\s+(?:de |d'|en |in |of )?(?:psycho\\w*|medecine|medicine|pharma\\w*|sciences infirmieres|soins infirmiers|nursing|"
            + "dentaire|dentistry|kine\\w*|physio\\w*|droit|law|finance|comptabilite|accounting|economie|economics|banque|banking|"
            + "theolog\\w*|criminolog\\w*)\\b");
    /** Borrowing or lending a thing is not a loan: "emprunté trois BD", "lent him my drill". */
    private static final Pattern THINGS_LENT = Pattern.compile("\\b(?:emprunt\\w*|borrow\\w*|lent|lend|lends|prete\\w*)\\s(?:[\\w']+\\s){0,3}?"
            + "(?:livres?|bd|dvds?|bouquins?|romans?|mangas?|films?|jeux|cds?|albums?|books?|novels?|comics?|games?|tools?|outils?|"
            + "voiture|car|perceuse|drill|tondeuse|mower|velo|bike|tente|tent|echelle|ladder|robe|dress|costume|suit)\\b");
    /**
     * Words of the body as slang says "a lot": "un bruit de malade", "bossé comme une malade", a song played to death ("je les
     * ai saignés toute l'année", "saigné l'album"): no illness, no wound.
     */
    private static final Pattern SLANG = Pattern.compile("\\b(?:de|comme une?|en) (?:malade|ouf|fou|dingue)s?\\b"
            + "|\\b(?:l'|les |le |la )?(?:ai|a|as|avons|avez|ont) saigne\\w*(?= (?:en boucle|a fond|tout(?:e|es)? (?:l'annee|l'ete|l'hiver|le mois|"
            + "la semaine|la journee|le week-end|les jours))|(?= (?:l'album|le son|ce son|la playlist|cette chanson|ce morceau|le titre|ce titre|leur album|son album)\\b))");
    /** "Muté à Lyon" is sent to work elsewhere, not "mute". */
    private static final Pattern TRANSFERRED = Pattern.compile("\\bmutee?s?(?=\\s(?:a|au|aux|en|dans|vers|chez|sur)\\b)");
    private static final Pattern WORK = Pattern.compile(
            // "je suis infirmière au CHU", "he's a dentist now", "works as a midwife", "Métier : sage-femme"
            "\\b(?:je suis|suis|i'm|im|i am|he's|she's|he is|she is|they're|they are|we're|we are|is|est|sont|are|es|c'est|"
            + "etait|etais|j'etais|was|were|(?:works?|working|worked|travaill\\w*|boss\\w*) (?:still |toujours |encore )?(?:as|comme)|en tant que|metier ?:|job ?:|profession ?:|"
            + "occupation ?:|poste ?:|became|become|becoming|devenue?s?|trained as|qualified as|qualifiee?s? (?:as|comme|en tant que)|"
            + "retrained as|retraining as|re-?training to be|training as|reconverti\\w* (?:en|comme)|en reconversion (?:pour devenir|comme)|"
            + "(?:se )?form\\w* pour (?:devenir|etre)|en formation pour devenir|studying to be|etudes? (?:de|d')|etudiante? en|student|diplomee? (?:de|d'|en)|former|ancien(?:ne)?|"
            + "devenir|to become|to be|want to be|wants to be|training to be|train to be|"
            + "retired|retraitee?)\\s+(?:(?:a|an|un|une|maintenant|now|desormais|enfin|finally|officially|officiellement|toujours|still|encore)\\s+)*"
            + "(?:(?:junior|senior|trainee|student|head|chief|staff|agency|community|district|school|private|locum|stagiaire)\\s"
            // "an NHS nurse", "a children's nurse": words between the article and the job, not a verb before it
            + "|(?<=\\b(?:a|an|un|une)\\s)(?:[a-z&'-]+\\s){1,2}?)?"
            + "(?:" + CARERS + ")" + FIELD + WORKPLACE
            // not the carer of someone of theirs: "I'm a carer for my dad" speaks of the dad's care
            + "(?!\\s+(?:for|pour|to|of|de|du|d'|aupres de)\\s?(?:my|his|her|their|our|ma|mon|mes|sa|son|ses|leur|leurs|notre|nos)\\b)"
            // "Tom — my brother, nurse", ", infirmière à l'hôpital de Tours", "Dan — Jo's husband, a paramedic"
            + "|(?<=^|[,—:;(]|[,—:;(]\\s)(?:(?<=[,—:;(]\\s)(?:a|an|un|une)\\s)?"
            // "Inès — my flatmate, junior doctor at the Royal": the rank before the job on a card
            + "(?:(?:junior|senior|trainee|student|head|chief|staff|locum|agency|community|district|school|private|stagiaire|interne en)\\s)?"
            + "(?:" + CARERS + ")" + FIELD + WORKPLACE + "(?=\\s*(?:$|[,;.)!]|\\s))"
            // "His wife works at the hospital", "je bosse à la pharmacie"
            + "|\\b(?:works?|working|worked|travaill\\w*|boss\\w*|employee?s?|employed|job|poste|stage|internship|shifts?|"
            + "mutee?s?|affectee?s?|nommee?s?|transferred(?: me| him| her)?|posted|"
            + "de garde|on call)" + WORKPLACE_AT
            // moved to a team or a crew where one works: "I've moved over to the A&E team", "passée dans l'équipe des urgences"
            + "|\\b(?:joined|joining|moved (?:over )?to|transferred to|switched to|rejoint|rejoins|integre\\w*|passee? (?:a|dans)) "
            + "(?:the |l'|le |la )?(?:[a-z&'-]+\\s){0,2}(?:team|crew|equipe)(?:\\s(?:(?:des|de|du|of|at|in|aux|au|a la)\\s|d')(?:the\\s|l')?[a-z&'-]+){0,2}"
            // any job, in a field of care, law or money or at such a place: "hospital porter", "secrétaire médicale", "brancardier à l'hôpital"
            + "|\\b(?:je suis|suis|i'm|im|i am|he's|she's|he is|she is|is|est|es|c'est|works? as|working as|travaill\\w* comme|"
            + "boss\\w* comme|en tant que)\\s+(?:(?:a|an|un|une)\\s+)?(?:(?:medical|dental|hospital|legal|law|bank|banking|financial|"
            + "tax|nhs|ward|theatre|pharmacy|clinic|care|health|court|police|prison)\\s)?(?:" + Professions.alternatives()
            // a post named by its rank, not its trade: "conseillère à l'agence France Travail", "civil servant at the tax office"
            + "|conseill(?:er|ere)s?|advis[eo]rs?|agente?s?|employee?s?|fonctionnaires?|civil servants?|officers?|clerks?|caseworkers?)\\b"
            + "(?:\\s(?:medicale?|medical|dentaire|dental|hospitaliere?|juridique|legal|bancaire|financiere?|financial|judiciaire))?"
            + WORKPLACE);
    /** A workplace of care, law or money said as the one left: "fini l'hôpital", "quitté la clinique", "no more A&E". */
    private static final Pattern WORKPLACE_LEFT = Pattern.compile("\\b(?:fini|finito|quitte|left|leaving|done with|no more|bye bye|adieu|plus de)\\s"
            + "(?:l'|le |la |les |the |mon |ma |my )?(?:" + WORKPLACES + ")\\b");
    /** A favourite, or one by its rank ("the Hip as my #1 band", "mon groupe numéro un"): the names around it are titles. */
    private static final Pattern FAVOURITE = Pattern.compile("\\b(?:preferee?s?|favou?rite|faves?|favs?|number one|numero (?:un|1)|no\\.? ?1)\\b|#1\\b");
    /** A show or a book named right after the word that says it is one: "la série Dr House", "watching Grey's Anatomy". */
    private static final Pattern SHOWN = Pattern.compile("(?i:\\b(?:series|serie|série|show|film|movie|livre|book|novel|roman|podcast|"
            + "emission|émission|sitcom|watch|watching|watched|regarde|regardé|regardons|binge[a-z]*|reading|lis|lu))\\s+"
            + "((?:(?:de |d'|of |the |le |la |les )?\\p{Lu}[\\p{L}'’-]*\\s?)+)");
    /**
     * A role played, in a game, a show or a story, is not a care or a brush with the law: "plays a
     * cop in the school play", "playing doctors", "joue la juge dans la pièce", "histoires de gendarmes et de voleurs".
     */
    private static final Pattern PLAYED = Pattern.compile("\\b(?:(?:plays?|played|playing|joue|jouer|jouait|jouent) (?:a|an|the|le|la|les|un|une|l') ?"
            + "[\\w'-]+(?: [\\w'-]+)? (?:in|dans) (?:the|a|an|la|le|une|un|sa|son|his|her|their|leur) (?:[\\w'-]+ )?(?:play|show|film|movie|"
            + "panto|pantomime|nativity|musical|piece|spectacle|comedie musicale|pestacle)|(?:play|plays|played|playing) (?:at )?"
            + "(?:doctors?|nurses?|vets?|hospitals?|cops and robbers|police)|(?:jouer?|joue|jouent|jouait) (?:au|a la|aux) (?:docteur|medecin|"
            + "infirmiere|gendarmes?|policiers?|marchande)|(?:gendarmes?|policiers?|cops?|flics?) (?:et|and|&) (?:des |aux |de |d')?(?:voleurs|robbers))");
    /** A title or a name as typed: a capitalised word past the first ("The Bear", "Succession"). */
    private static final Pattern TITLE = Pattern.compile("(?<=[\\s,;:(\"'«])\\p{Lu}[\\p{L}'’-]*");

    /** Exclamations that name a god and say no faith: "thank God", "mon Dieu". */
    private static final Pattern EXCLAIMED = Pattern.compile("\\b(?:thank (?:god|goodness)|thank god|dieu merci|mon dieu|bon dieu|"
            + "oh my god|my god|god knows|dieu sait|for god's sake|good god|ma foi|nom de dieu|god forbid|pray for (?:me|us)|priez pour moi|"
            // a plea or a wish said in passing: "L plates next, god help me", "God bless her", "lord knows", "Dieu m'en garde"
            + "god help (?:me|us|him|her|them|you)|god bless(?: (?:him|her|them|you|'?em))?|(?:good|oh|dear|thank the) lord|lord knows|"
            + "for (?:christ's|heaven's|pete's) sake|dieu (?:m'en|nous en) (?:garde|preserve)|pour l'amour (?:de dieu|du ciel)|dieu du ciel|"
            + "grace a dieu)\\b");

    private SensitiveCues() {
    }

    /**
     * What a memory says that may be sensitive: folded, without a carer's or a lawyer's job said as
     * someone's work (a job is not a care received), without the names of its persons (Faith,
     * Christian) nor the exclamations that name a god.
     */
    static String said(Known memory) {
        String folded = AVOCADO.matcher(Attributes.normalize(Phrasing.unchatted(memory.text()))).replaceAll(" ");
        if (FAVOURITE.matcher(folded).find()) {
            for (String title : TITLE.matcher(memory.text()).results().map(MatchResult::group).map(Attributes::normalize).toList()) {
                folded = folded.replaceAll("\\b" + Pattern.quote(title) + "\\b", " ");
            }
        }
        for (String title : SHOWN.matcher(memory.text()).results().map(shown -> shown.group(1)).map(Attributes::normalize).toList()) {
            folded = folded.replaceAll("\\b" + Pattern.quote(title.strip()) + "\\b", " ");
        }
        for (Who who : memory.persons()) {
            if (who.name() != null && !who.name().isBlank() && !CARER_TITLE.matcher(Attributes.normalize(who.name())).find()
                    && !LAWYER_TITLE.matcher(Attributes.normalize(who.name())).find()) {
                folded = folded.replaceAll("\\b" + Pattern.quote(Attributes.normalize(who.name())) + "\\b", " ");
            }
        }
        folded = withoutWorkplaceNames(memory, folded);
        if (WORK.matcher(folded).find()) {
            // "je suis infirmière libérale, fini l'ehpad", "left the hospital for a practice": the workplace left beside the job
            folded = WORKPLACE_LEFT.matcher(folded).replaceAll(" ");
        }
        folded = DEPARTMENT.matcher(folded).replaceAll(" ");
        folded = PLAYED.matcher(folded).replaceAll(" ");
        folded = TRANSFERRED.matcher(STUDIES.matcher(WORK.matcher(folded).replaceAll(" ")).replaceAll(" ")).replaceAll(" ");
        folded = THINGS_LENT.matcher(folded).replaceAll(" ");
        folded = SLANG.matcher(folded).replaceAll(" ");
        return EXCLAIMED.matcher(folded).replaceAll(" ").replaceAll("\\s+", " ").strip();
    }

    /** The memory says someone's work in a field of care, law or money: "je suis infirmière", "Bastien est avocat". */
    static boolean saysAJob(Known memory) {
        return WORK.matcher(Attributes.normalize(Phrasing.unchatted(memory.text()))).find();
    }

    /** The guarded domain a memory's words ({@code folded}, as {@link #said} gives them) or persons touch, by their weak cues. */
    static Optional<Domain> in(Known memory, String folded) {
        return CUES.entrySet().stream().filter(cue -> cue.getValue().matcher(folded).find()).map(Map.Entry::getKey).findFirst()
                .or(() -> SensitiveVocabulary.in(folded))
                .or(() -> takesMedicine(memory) ? Optional.of(Domain.HEALTH) : Optional.empty())
                .or(() -> memory.persons().stream().map(SensitiveCues::guarded).flatMap(Optional::stream).findFirst());
    }

    private static Pattern cue(String alternatives) {
        return Pattern.compile(alternatives(alternatives));
    }

    private static String alternatives(String alternatives) {
        return "\\b(?:" + alternatives + ")(?![\\w'-])";
    }

    private static boolean takesMedicine(Known memory) {
        String text = memory.text().replace('’', '\'');
        Matcher taken = TAKEN.matcher(text);
        while (taken.find()) {
            String word = Attributes.normalize(taken.group(1));
            boolean aPerson = memory.persons().stream().anyMatch(who -> who.name() != null && Attributes.normalize(who.name()).contains(word));
            // "started Year 7", "switched to Swiggy, same role": a class by its number, a place of work or study, not a medicine
            boolean aClassOrAPlace = RANKED.matcher(text.substring(taken.end())).lookingAt() || placeOfWorkOrStudy(memory, word)
                    || SCHOOL_NAMED.matcher(text.substring(taken.end())).lookingAt();
            if (!aPerson && !aClassOrAPlace && !NOT_MEDICINES.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The department where one works, said after the work: "je travaille à la mairie, service état civil", "I work at the council,
     * in the benefits team"; and a carer's job said with "faire" before where it is done: "il fait kiné dans un cabinet".
     */
    private static final Pattern DEPARTMENT = Pattern.compile("(?<=\\b(?:travaill\\w*|boss\\w*|works?|working)\\b[^.;!?]{0,60}?)"
            + ",?\\s(?:au |dans le |in the |on the )?(?:service|departement|department|dept|pole|team|desk|bureau)\\s(?:de l'|d'|de |des |du |of )?"
            + "[a-z'-]+(?:\\s[a-z'-]+)?"
            + "|\\b(?:fai[st]|font)\\s(?:" + CARERS + ")(?:" + WORKPLACE_AT + "|(?=\\s(?:dans|chez|au|a la|a l')\\b))");
    /** A name as typed: capitalised words past the first, one after the other ("Crédit Agricole", "Pret"). */
    private static final Pattern NAME_RUN = Pattern.compile("(?<=[\\s,;:(])\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)*");

    /**
     * The names of where one works or worked, as typed with capitals: "je bosse à l'agence Crédit Agricole", "a barista at
     * Pret", "finally quit Pret" said with a new job. A bank's or a café's name is no matter of money; the same word in
     * lower case still is ("un prêt", "a credit card").
     */
    private static String withoutWorkplaceNames(Known memory, String folded) {
        Map<Attributes.Attribute, Attributes.Value> values = Attributes.read(new Attributes.Said(memory.kind(),
                Phrasing.unchatted(memory.text()), memory.persons())).values();
        java.util.List<String> places = new java.util.ArrayList<>();
        if (values.containsKey(Attributes.Attribute.EMPLOYER)) {
            places.add(values.get(Attributes.Attribute.EMPLOYER).value());
        }
        if (values.containsKey(Attributes.Attribute.EMPLOYER) || values.containsKey(Attributes.Attribute.JOB)) {
            Resemblance.LEFT_WORK.matcher(Attributes.normalize(memory.text())).results().map(left -> left.group(1)).forEach(places::add);
        }
        if (places.isEmpty()) {
            return folded;
        }
        Set<String> placeWords = places.stream().flatMap(place -> java.util.Arrays.stream(place.split("\\s+"))).collect(java.util.stream.Collectors.toSet());
        String kept = folded;
        for (String name : NAME_RUN.matcher(memory.text()).results().map(MatchResult::group).map(Attributes::normalize).toList()) {
            if (java.util.Arrays.stream(name.split("\\s+")).anyMatch(placeWords::contains)) {
                kept = kept.replaceAll("\\b" + Pattern.quote(name) + "\\b", " ");
            }
        }
        return kept;
    }

    /** The rest of a school's name after its first word: "(Lincoln) Academy", "(St Mary's) Primary", "(Jean) Moulin College". */
    private static final Pattern SCHOOL_NAMED = Pattern.compile("(?:\\s+\\p{Lu}[\\p{L}'’.-]*)*\\s+(?i:academy|school|high|college|primary|"
            + "elementary|middle|prep|junior|infants|grammar|university|uni|institute|lycee|lycée|collège|ecole|école)(?!\\p{L})");

    /** A number right after a capitalised word, not a dose: "Year 7", "Grade 3" (a dose has its unit: "Sertraline 50mg"). */
    private static final Pattern RANKED = Pattern.compile("\\s*\\d{1,2}(?![\\d.,]|\\s?(?:mg|mcg|µg|ml|g|ui|iu|units?)\\b)");

    private static boolean placeOfWorkOrStudy(Known memory, String word) {
        Map<Attributes.Attribute, Attributes.Value> values = Attributes.read(new Attributes.Said(memory.kind(), memory.text(), memory.persons())).values();
        return java.util.stream.Stream.of(Attributes.Attribute.EMPLOYER, Attributes.Attribute.SCHOOL).map(values::get)
                .anyMatch(value -> value != null && java.util.Arrays.asList(value.value().split("\\s+")).contains(word));
    }

    private static Optional<Domain> guarded(Who who) {
        String relation = who.relation() == null ? "" : Attributes.normalize(who.relation()).replace('_', ' ');
        String name = who.name() == null ? "" : Attributes.normalize(who.name());
        Optional<Domain> role = GUARDED_ROLES.entrySet().stream()
                .filter(roles -> roles.getValue().contains(relation) || roles.getValue().stream().anyMatch(one -> relation.endsWith(" " + one)))
                .map(Map.Entry::getKey).findFirst();
        if (role.isPresent()) {
            return role;
        }
        if (CARER_TITLE.matcher(name).find()) {
            return Optional.of(Domain.HEALTH);
        }
        if (LAWYER_TITLE.matcher(name).find()) {
            return Optional.of(Domain.LEGAL);
        }
        return SensitiveWords.in(relation);
    }
}
