package io.souvenir.platform.memory;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Words that name a job, French (masculine and feminine, without accents) and English, in one
 * table: each line is one job said several ways (genders, languages, slang, abbreviations), its
 * first word the one the attribute reader compares. The night says every line's words as its first
 * ("flic" and "policeman" are "policier"), so that one job said two ways is not a change.
 */
public final class Professions {

    /** One job a line; the first word is how the job is compared. Multi-word ways are matched as typed. */
    private static final List<List<String>> SAME_JOB = List.of(
            List.of("infirmiere", "infirmier", "nurse", "ide", "idel"),
            List.of("kinesitherapeute", "kine", "kinesi", "physiotherapist", "physio", "physical therapist"),
            List.of("electricien", "electricienne", "elec", "electrician", "sparky", "sparkie"),
            List.of("enseignant", "enseignante", "prof", "professeur", "professeure", "professeur des ecoles", "instituteur",
                    "institutrice", "instit", "maitresse", "maitre d'ecole", "teacher", "schoolteacher"),
            List.of("medecin", "docteur", "doctor", "physician", "gp", "generaliste", "toubib"),
            List.of("avocat", "avocate", "lawyer", "attorney", "solicitor", "barrister"),
            List.of("juriste", "legal counsel", "in-house lawyer"),
            List.of("paralegal", "assistant juridique", "assistante juridique", "legal assistant"),
            List.of("pharmacien", "pharmacienne", "pharmacist"),
            List.of("comptable", "expert-comptable", "accountant", "cpa"),
            List.of("developpeur", "developpeuse", "software engineer", "software developer", "ingenieur logiciel", "ingenieure logiciel",
                    "developer", "programmer", "coder", "dev", "swe", "software eng"),
            List.of("ingenieur", "ingenieure", "engineer"),
            List.of("plombier", "plumber"),
            List.of("cuisinier", "cuisiniere", "cuistot"),
            List.of("boulanger", "boulangere", "baker"),
            List.of("coiffeur", "coiffeuse", "hairdresser", "hairstylist"),
            List.of("policier", "policiere", "police officer", "policeman", "policewoman", "cop", "flic", "keuf"),
            List.of("pompier", "firefighter", "fireman"),
            List.of("sage-femme", "sage femme", "midwife"),
            List.of("veterinaire", "veto", "vet", "veterinarian"),
            List.of("dentiste", "dentist"),
            List.of("architecte", "architect"),
            List.of("journaliste", "journalist", "reporter"),
            List.of("agriculteur", "agricultrice", "fermier", "fermiere", "farmer"),
            List.of("mecanicien", "mecanicienne", "mechanic"),
            List.of("serveur", "serveuse", "waiter", "waitress"),
            List.of("barman", "barmaid", "bartender", "barista"),
            List.of("caissier", "caissiere", "cashier"),
            List.of("menuisier", "charpentier", "carpenter", "joiner"),
            List.of("psychologue", "psychologist"),
            List.of("traducteur", "traductrice", "translator"),
            List.of("interprete", "interpreter"),
            List.of("bibliothecaire", "librarian"),
            List.of("musicien", "musicienne", "musician"),
            List.of("etudiant", "etudiante", "student"),
            List.of("jardinier", "gardener"),
            List.of("secretaire", "secretary"),
            List.of("chercheur", "chercheuse", "researcher"),
            List.of("nounou", "nanny", "childminder", "assistante maternelle", "assistant maternel"),
            List.of("aide-soignant", "aide-soignante", "aide soignante", "aide soignant", "care assistant", "healthcare assistant",
                    "nursing assistant", "hca"),
            List.of("facteur", "factrice", "postman", "postwoman", "postie", "mail carrier"),
            List.of("livreur", "livreuse", "courier", "delivery driver"),
            List.of("chauffeur", "driver", "conducteur", "conductrice", "chauffeur routier", "routier", "trucker", "lorry driver"),
            List.of("vendeur", "vendeuse", "salesman", "saleswoman", "shop assistant", "sales assistant", "conseiller de vente",
                    "conseillere de vente", "conseillere vente", "conseiller vente", "sales associate", "retail assistant"),
            List.of("ambulancier", "ambulanciere", "paramedic", "emt"),
            List.of("soldat", "militaire", "soldier"),
            List.of("boucher", "bouchere", "butcher"),
            List.of("fleuriste", "florist"),
            List.of("macon", "bricklayer", "brickie"),
            List.of("peintre", "painter", "decorator"),
            List.of("couvreur", "roofer"),
            List.of("serrurier", "locksmith"),
            List.of("agent immobilier", "agente immobiliere", "real estate agent", "estate agent", "realtor"),
            List.of("moniteur", "monitrice", "instructor", "instructeur"),
            List.of("maitre-nageur", "lifeguard"),
            List.of("opticien", "opticienne", "optician"),
            List.of("orthophoniste", "speech therapist"),
            List.of("puericultrice", "auxiliaire de puericulture"),
            List.of("educateur", "educatrice", "support worker"),
            List.of("assistant social", "assistante sociale", "social worker"),
            List.of("steward", "hotesse de l'air", "flight attendant", "cabin crew"),
            List.of("comedien", "comedienne", "acteur", "actrice", "actor", "actress"),
            List.of("chanteur", "chanteuse", "singer"),
            List.of("danseur", "danseuse", "dancer"),
            List.of("redacteur", "redactrice", "copywriter"),
            List.of("greffier", "greffiere", "court clerk"),
            List.of("fonctionnaire", "civil servant"),
            List.of("chauffeur de taxi", "chauffeur vtc", "cabbie", "cab driver", "taxi driver"));

    /** Job words known one way only. */
    private static final List<String> OTHERS = List.of(
            "chirurgien", "chirurgienne", "notaire", "juge", "banquier", "banquiere", "ecrivain",
            "ecrivaine", "auteur", "autrice", "photographe", "graphiste", "designer", "patissier", "patissiere", "chef",
            "gendarme", "pilote", "paysagiste", "commercial", "commerciale", "consultant", "consultante", "manager", "directeur",
            "directrice", "gerant", "gerante", "assistant", "assistante", "retraite", "retraitee", "artiste", "libraire",
            "surgeon", "cook", "professor", "banker", "writer", "author", "photographer", "police", "pilot", "director", "scientist",
            "retired", "artist", "therapist", "analyst", "economist", "chemist", "cleaner", "editor", "welder", "caregiver", "carer",
            "coach", "trainer", "tailor", "babysitter", "receptionist", "technician", "technicien", "technicienne", "ouvrier",
            "ouvriere", "animateur", "animatrice", "formateur", "formatrice", "principal", "headteacher", "headmaster",
            "headmistress", "proviseur", "proviseure", "auxiliaire", "estheticienne", "caviste", "sommelier", "sommeliere",
            "vigneron", "viticulteur", "eleveur", "apiculteur", "soudeur", "plaquiste", "carreleur", "couturiere", "styliste",
            "illustrateur", "illustratrice", "osteopathe", "ergotherapeute", "psychomotricien", "radiologue", "laborantin",
            "laborantine", "biologiste", "statisticien", "statisticienne", "actuaire", "auditeur", "auditrice", "fiscaliste",
            "urbaniste", "geometre", "dessinateur", "dessinatrice", "traiteur", "poissonnier", "fromager", "maraicher", "berger",
            "bucheron", "lecturer", "tutor", "builder", "labourer", "plasterer", "janitor", "caretaker", "housekeeper", "illustrator",
            "animator", "recruiter", "broker", "trader", "auditor", "actuary", "surveyor", "statistician", "dietitian",
            "nutritionist", "radiographer", "sonographer", "hygienist", "optometrist", "fishmonger", "seamstress", "zookeeper",
            "groomer", "intern", "apprentice", "trainee", "stagiaire", "apprenti", "apprentie", "entrepreneur", "freelance",
            "freelancer", "curator", "archivist", "postdoc", "doctorant", "doctorante", "sailor", "marin", "bouncer", "videur",
            "comedian", "stewardess", "doula", "porter", "brancardier", "brancardiere", "counsellor", "counselor", "psychiatre", "psychiatrist");

    private static final Set<String> JOBS = Stream.concat(SAME_JOB.stream().flatMap(List::stream), OTHERS.stream())
            .filter(word -> !word.contains(" ")).collect(Collectors.toUnmodifiableSet());

    private Professions() {
    }

    /** The ways of saying one job, each line's first the word the attribute reader compares. */
    public static List<List<String>> sameJob() {
        return SAME_JOB;
    }

    /** The jobs as a regex alternation, for "comptable chez Deloitte". */
    public static String alternatives() {
        return Lexicon.anyOf(JOBS.toArray(String[]::new));
    }

    static boolean isOne(String word) {
        return JOBS.contains(word);
    }
}
