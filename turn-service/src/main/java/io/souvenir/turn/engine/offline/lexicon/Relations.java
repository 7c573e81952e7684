package io.souvenir.turn.engine.offline.lexicon;

import io.souvenir.platform.memory.Lexicon;
import io.souvenir.turn.engine.offline.lexicon.Relation.Gender;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The words for the people in a user's life, French and English, folded. */
public final class Relations {

    private static final double SURE = 0.9;
    private static final double GUESS = 0.6;
    private static final Map<String, Relation> WORDS = new HashMap<>();
    private static final Map<String, String> SINGULAR = new HashMap<>();
    /** The genders of the words each relation is said with, in either language. */
    private static final Map<String, Set<Gender>> GENDERS = new HashMap<>();
    private static final Set<String> FAMILY_PLURALS = Set.of("child", "son", "daughter", "nephew", "niece", "cousin",
            "brother", "sister", "grandchild", "parent", "grandparent");

    static {
        family("wife", Gender.FEMININE, "femme", "epouse", "wife", "wifey");
        family("husband", Gender.MASCULINE, "mari", "epoux", "husband", "hubby", "hubs", "hubbie");
        family("partner", Gender.MASCULINE, "compagnon", "conjoint", "partenaire", "partner");
        family("partner", Gender.FEMININE, "compagne", "conjointe");
        family("boyfriend", Gender.MASCULINE, "petit ami", "petit copain", "boyfriend", "mec", "bf", "jules");
        family("girlfriend", Gender.FEMININE, "petite amie", "petite copine", "girlfriend", "meuf", "gf", "go");
        family("ex", Gender.ANY, "ex", "ex-wife", "ex-husband", "ex-femme", "ex-mari", "ex-copine", "ex-copain",
                "ex-girlfriend", "ex-boyfriend", "ex-partner", "ex-compagne", "ex-compagnon");
        // "chéri(e)", "babe" are what one calls someone, not who they are
        family("boyfriend", Gender.MASCULINE, "keum", "chum", "fella");
        family("partner", Gender.ANY, "bae", "spouse");
        family("girlfriend", Gender.FEMININE, "nana", "missus");
        // "our youngest, Mila": the French "aîné", "cadet" stay adjectives after the relation ("mon fils aîné")
        family("child", Gender.ANY, "youngest", "eldest", "oldest", "petit dernier", "petite derniere");
        family("partner", Gender.ANY, "other half", "significant other", "moitie");
        family("fiance", Gender.MASCULINE, "fiance");
        family("fiancee", Gender.FEMININE, "fiancee");
        family("son", Gender.MASCULINE, "fils", "son", "garcon", "boy");
        family("daughter", Gender.FEMININE, "fille", "daughter");
        family("child", Gender.MASCULINE, "enfant", "child", "kid", "gosse", "mome", "filleul", "godson");
        family("child", Gender.FEMININE, "filleule", "goddaughter");
        family("children", Gender.PLURAL, "enfants", "children", "kids");
        family("baby", Gender.MASCULINE, "bebe", "baby");
        family("mother", Gender.FEMININE, "mere", "maman", "mother", "mom", "mum", "mommy", "mummy", "daronne",
                "mama", "mamma", "reum", "mam", "mammy");
        family("grandmother", Gender.FEMININE, "nan", "nanna", "nonna");
        family("child", Gender.ANY, "kiddo");
        family("mother-in-law", Gender.FEMININE, "belle-doche", "belle-maman");
        family("father-in-law", Gender.MASCULINE, "beau-papa");
        other("flatmate", Gender.ANY, SURE, "lodger");
        family("father", Gender.MASCULINE, "pere", "papa", "father", "dad", "daddy", "daron", "pops", "reup");
        family("parents", Gender.PLURAL, "parents");
        family("brother", Gender.MASCULINE, "frere", "brother", "frangin", "bro", "reuf", "frerot", "frero", "twin brother");
        family("sister", Gender.FEMININE, "soeur", "sister", "frangine", "sis", "soeurette", "sister from another mister", "twin sister");
        family("grandmother", Gender.FEMININE, "grand-mere", "mamie", "grandmother", "grandma", "granny", "meme", "gran", "grannie", "grand-maman");
        family("grandfather", Gender.MASCULINE, "grand-pere", "papi", "papy", "grandfather", "grandpa", "pepe", "grandad", "granddad", "grand-papa");
        family("grandparents", Gender.PLURAL, "grands-parents", "grandparents");
        family("grandson", Gender.MASCULINE, "petit-fils", "grandson");
        family("granddaughter", Gender.FEMININE, "petite-fille", "granddaughter");
        family("uncle", Gender.MASCULINE, "oncle", "uncle", "tonton");
        family("aunt", Gender.FEMININE, "tante", "aunt", "tata", "tatie", "tati", "auntie", "aunty");
        family("cousin", Gender.MASCULINE, "cousin");
        family("cousin", Gender.FEMININE, "cousine");
        family("nephew", Gender.MASCULINE, "neveu", "nephew");
        family("niece", Gender.FEMININE, "niece");
        family("father-in-law", Gender.MASCULINE, "beau-pere", "father-in-law");
        family("mother-in-law", Gender.FEMININE, "belle-mere", "mother-in-law", "mil");
        family("brother-in-law", Gender.MASCULINE, "beau-frere", "brother-in-law", "bil");
        family("sister-in-law", Gender.FEMININE, "belle-soeur", "sister-in-law", "sil");
        family("son-in-law", Gender.MASCULINE, "beau-fils", "gendre", "son-in-law");
        family("daughter-in-law", Gender.FEMININE, "belle-fille", "daughter-in-law");
        other("best friend", Gender.MASCULINE, SURE, "meilleur ami", "meilleur pote", "best friend", "bestie", "bff",
                "best mate");
        other("best friend", Gender.FEMININE, SURE, "meilleure amie", "meilleure copine");
        other("friend", Gender.MASCULINE, SURE, "ami");
        // "ma pote", "my mate… she": these words are said of a man or a woman
        other("friend", Gender.ANY, SURE, "pote", "friend", "buddy", "pal", "mate", "poto");
        other("friend", Gender.FEMININE, SURE, "amie");
                other("colleague", Gender.ANY, SURE, "collegue", "colleague", "coworker", "co-worker");
        other("boss", Gender.MASCULINE, SURE, "patron", "chef", "manager", "boss", "supervisor", "directeur",
                "line manager", "team lead", "directeur de these", "thesis supervisor");
        other("boss", Gender.FEMININE, SURE, "directrice", "directrice de these");
        other("boss", Gender.FEMININE, SURE, "patronne", "cheffe");
        other("neighbour", Gender.MASCULINE, SURE, "voisin", "neighbour", "neighbor");
        other("landlord", Gender.MASCULINE, SURE, "proprio", "proprietaire", "bailleur", "landlord");
        other("landlord", Gender.FEMININE, SURE, "proprietaire", "landlady");
        other("teacher", Gender.MASCULINE, SURE, "prof", "professeur", "teacher", "instituteur", "maitre");
        other("teacher", Gender.FEMININE, SURE, "professeure", "maitresse", "institutrice");
        other("neighbour", Gender.FEMININE, SURE, "voisine");
        other("doctor", Gender.MASCULINE, SURE, "medecin", "docteur", "doctor", "gp", "generaliste", "pediatre",
                "pediatrician", "gyneco", "gynecologue", "gynecologist", "cardiologue", "cardiologist", "psychiatre",
                "psychiatrist", "dermato", "dermatologue", "dermatologist", "ophtalmo", "ophtalmologue", "neurologue",
                "neurologist", "oncologue", "oncologist", "endocrinologue", "rhumatologue", "allergologue", "pneumologue",
                "orl", "medecin traitant", "surgeon", "chirurgien", "chirurgienne", "specialist", "specialiste",
                // the specialists as they are called for short, and in English
                "endocrino", "endocrinologist", "rhumato", "rheumatologist", "urologue", "urologist", "nephrologue",
                "nephrologist", "allergist", "gastroenterologist", "gastro-enterologue");
        other("doctor", Gender.FEMININE, SURE, "medecin traitante", "docteure", "generaliste");
        other("vet", Gender.ANY, SURE, "veto", "veterinaire", "vet");
        other("midwife", Gender.ANY, SURE, "sage-femme", "midwife");
        other("dentist", Gender.ANY, SURE, "dentiste", "dentist", "orthodontiste", "orthodontist");
        other("therapist", Gender.ANY, SURE, "psy", "psychologue", "therapeute", "therapist", "shrink", "kine",
                "physio", "osteo", "osteopathe");
        other("notary", Gender.ANY, SURE, "notaire", "notary");
        other("accountant", Gender.ANY, SURE, "comptable", "accountant", "banquier", "banquiere", "banker",
                "conseiller bancaire", "conseillere bancaire");
        other("coach", Gender.ANY, SURE, "coach", "entraineur", "entraineuse", "trainer");
        other("flatmate", Gender.ANY, SURE, "roommate", "flatmate", "housemate", "colocataire", "coloc", "colloc", "roomie");
        other("lawyer", Gender.MASCULINE, SURE, "avocat", "lawyer", "attorney");
        other("lawyer", Gender.FEMININE, SURE, "avocate");
        other("business partner", Gender.MASCULINE, SURE, "associe", "business partner");
        other("business partner", Gender.FEMININE, SURE, "associee");
        other("godfather", Gender.MASCULINE, SURE, "parrain", "godfather");
        other("godmother", Gender.FEMININE, SURE, "marraine", "godmother");
        other("babysitter", Gender.ANY, SURE, "baby-sitter", "babysitter", "nounou", "nanny", "childminder", "assistante maternelle", "au pair");
        other("tutor", Gender.ANY, SURE, "tuteur", "tutrice", "tutor", "mentor", "mentore");
        // "my student ID", "my employee number": in English these words name a number as often as a person
        other("student", Gender.ANY, SURE, "eleve", "etudiant", "etudiante", "stagiaire", "apprenti", "apprentie");
        other("employee", Gender.ANY, SURE, "employe", "employee", "assistant", "assistante", "secretaire", "secretary");
        other("client", Gender.ANY, SURE, "client", "cliente");
        other("hairdresser", Gender.ANY, SURE, "coiffeur", "coiffeuse", "hairdresser", "barber");
        other("cleaner", Gender.ANY, SURE, "femme de menage", "aide-menagere", "cleaner", "aide a domicile", "carer",
                "caregiver", "auxiliaire de vie");
        other("mechanic", Gender.ANY, SURE, "garagiste", "mechanic", "plombier", "plumber", "electricien",
                "electrician");
        // pets are persons in the user's life
        other("dog", Gender.MASCULINE, SURE, "chien", "dog", "chiot", "puppy", "doggo", "golden retriever", "retriever",
                "labrador", "beagle", "caniche", "poodle", "husky", "teckel", "dachshund", "bulldog", "chihuahua",
                "spaniel", "terrier", "border collie", "berger allemand", "german shepherd");
        family("son", Gender.MASCULINE, "stepson", "step-son");
        family("father", Gender.MASCULINE, "stepdad", "step-dad", "stepfather", "step-father");
        family("mother", Gender.FEMININE, "stepmum", "step-mum", "stepmom", "step-mom", "stepmother", "step-mother");
        family("brother", Gender.MASCULINE, "demi-frere", "half-brother", "stepbrother", "step-brother");
        family("sister", Gender.FEMININE, "demi-soeur", "half-sister", "stepsister", "step-sister");
        family("godfather", Gender.MASCULINE, "parrain");
        family("godmother", Gender.FEMININE, "marraine");
        family("daughter", Gender.FEMININE, "stepdaughter", "step-daughter");
        other("dog", Gender.FEMININE, SURE, "chienne");
        other("friend", Gender.MASCULINE, GUESS, "copain");
        other("friend", Gender.FEMININE, GUESS, "copine");
        other("cat", Gender.MASCULINE, SURE, "chat", "cat", "chaton", "kitten", "kitty");
        other("cat", Gender.FEMININE, SURE, "chatte");
        other("rabbit", Gender.MASCULINE, SURE, "lapin", "rabbit", "bunny");
        other("hamster", Gender.MASCULINE, SURE, "hamster", "cochon d'inde", "guinea pig");
        other("parrot", Gender.MASCULINE, SURE, "perroquet", "perruche", "parrot", "budgie");
        other("horse", Gender.MASCULINE, SURE, "cheval", "horse", "poney", "pony");
        other("horse", Gender.FEMININE, SURE, "jument");
        other("tortoise", Gender.FEMININE, SURE, "tortue", "tortoise", "turtle");
        other("fish", Gender.MASCULINE, SURE, "poisson", "poisson rouge", "fish", "goldfish", "betta");
        other("ferret", Gender.MASCULINE, SURE, "furet", "ferret");
        other("lizard", Gender.MASCULINE, SURE, "bearded dragon", "dragon barbu", "pogona", "cameleon", "chameleon");
        other("dog", Gender.MASCULINE, SURE, "greyhound", "levrier", "whippet", "rottweiler", "doberman", "boxer", "lurcher",
                "cockapoo", "labradoodle", "cavalier", "bichon", "shih tzu", "golden");
        other("snake", Gender.MASCULINE, SURE, "serpent", "snake", "iguane", "iguana", "lezard", "lizard",
                "gecko", "axolotl");
        other("rodent", Gender.FEMININE, SURE, "gerbille", "gerbil", "chinchilla");
        other("bird", Gender.MASCULINE, SURE, "canari", "canary", "oiseau", "bird", "hen",
                "cockatiel", "calopsitte");
        other("dog", Gender.MASCULINE, SURE, "toutou", "clebs", "pup", "pupper", "corgi", "shiba", "cocker", "carlin",
                "pug", "staffie", "malinois", "jack russell", "yorkshire", "yorkie", "setter");
        other("cat", Gender.MASCULINE, SURE, "matou", "minou", "kitteh", "moggy");
        // several at once, each named after: "mes neveux s'appellent Elio et Sasha"
        plural("child", "enfants", "kids", "children", "gosses", "filleuls", "godchildren", "momes", "loulous", "twins", "jumeaux", "jumelles",
                "step-kids", "stepkids", "stepchildren", "step-children", "beaux-enfants",
                "triplets", "petits", "kiddos");
        plural("son", "sons", "garcons", "boys");
        plural("daughter", "filles", "daughters");
        plural("nephew", "neveux", "nephews");
        plural("niece", "nieces");
        plural("cousin", "cousins", "cousines");
        plural("brother", "freres", "brothers");
        plural("sister", "soeurs", "sisters");
        plural("grandchild", "petits-enfants", "grandkids", "grandchildren");
        plural("grandson", "grandsons");
        plural("granddaughter", "petites-filles", "granddaughters");
        plural("brother-in-law", "beaux-freres", "brothers-in-law");
        plural("sister-in-law", "belles-soeurs", "sisters-in-law");
        plural("friend", "amis", "amies", "potes", "copains", "copines", "friends", "buddies", "mates", "pals", "besties",
                "potos");
        plural("best friend", "meilleurs amis", "meilleures amies", "meilleurs potes", "meilleures copines",
                "best friends");
        plural("colleague", "collegues", "colleagues", "coworkers", "co-workers", "teammates");
        plural("neighbour", "voisins", "voisines", "neighbours", "neighbors");
        plural("flatmate", "colocs", "colocataires", "flatmates", "roommates", "housemates", "roomies");
        plural("uncle", "oncles", "uncles", "tontons");
        plural("aunt", "tantes", "aunts", "aunties", "tatas");
        plural("student", "eleves", "students", "pupils", "etudiants", "etudiantes", "stagiaires", "interns");
        plural("client", "clients", "clientes");
        plural("employee", "employes", "employees");
        plural("boss", "chefs", "managers", "bosses");
        plural("fish", "poissons", "goldfish", "poissons rouges");
        plural("hamster", "hamsters", "cochons d'inde", "guinea pigs");
        plural("horse", "chevaux", "horses", "poneys", "ponies");
        plural("bird", "oiseaux", "birds", "hens", "chickens", "perruches", "budgies", "canaris");
        plural("rodent", "gerbilles", "gerbils");
        plural("ferret", "furets", "ferrets");
        plural("hen", "poules", "hens");
        plural("tortoise", "tortues", "tortoises", "turtles");
        plural("cat", "chats", "cats", "chatons", "kittens", "chattes");
        plural("dog", "chiens", "dogs", "chiennes", "puppies", "chiots");
        plural("rabbit", "lapins", "rabbits");
        plural("parent", "parents");
        plural("parent-in-law", "beaux-parents", "in-laws", "parents-in-law");
        plural("grandparent", "grands-parents", "grandparents");
    }

    /** The relation words, longest first, as a regex group body for folded text. */
    public static final String REGEX = Lexicon.anyOf(WORDS.keySet().toArray(String[]::new));

    private Relations() {
    }


    /** A plural relation word ("neveux", "teammates"): each of them is a person of the singular relation. */
    private static void plural(String singular, String... words) {
        for (String word : words) {
            SINGULAR.put(word, singular);
            WORDS.putIfAbsent(word, new Relation(singular.equals("parent") ? "parents" : singular.equals("grandparent")
                    ? "grandparents" : singular.equals("child") ? "children" : singular + "s", Gender.PLURAL,
                    FAMILY_PLURALS.contains(singular), SURE));
        }
    }


    /** The relation of each one named after a plural relation word ("neveux" → nephew), if the word is one. */
    public static Optional<String> eachOf(String folded) {
        String word = folded.strip().replaceAll("\\s+", " ");
        if (SINGULAR.containsKey(word)) {
            return Optional.of(SINGULAR.get(word));
        }
        // "greyhounds", "labradors": the plural of a word for one of them, written with its "s"
        Relation one = word.endsWith("s") ? WORDS.get(word.substring(0, word.length() - 1)) : null;
        return one == null || one.gender() == Gender.PLURAL ? Optional.empty() : Optional.of(one.name());
    }

    private static void family(String relation, Gender gender, String... words) {
        GENDERS.computeIfAbsent(relation, r -> EnumSet.noneOf(Gender.class)).add(gender);
        for (String word : words) {
            WORDS.put(word, new Relation(relation, gender, true, SURE));
        }
    }

    private static void other(String relation, Gender gender, double confidence, String... words) {
        GENDERS.computeIfAbsent(relation, r -> EnumSet.noneOf(Gender.class)).add(gender);
        for (String word : words) {
            WORDS.put(word, new Relation(relation, gender, false, confidence));
        }
    }

    /** The relation a folded word names, if any. */
    public static Optional<Relation> of(String folded) {
        return Optional.ofNullable(WORDS.get(folded.strip().replaceAll("\\s+", " ")));
    }

    /**
     * Whether "elle"/"she" ({@code feminine}) or "il"/"he" can stand for someone the user names by
     * this relation. French words say their gender ("ma voisine… elle"); an English one says it only
     * when the relation has words of a single gender ("my wife", "my uncle"), not when only French
     * tells a man from a woman ("voisin", "voisine": "my neighbour… she").
     */
    public static boolean fits(Relation relation, boolean feminine, boolean french) {
        Gender said = feminine ? Gender.FEMININE : Gender.MASCULINE;
        if (relation.gender() == Gender.ANY || relation.gender() == said) {
            return true;
        }
        Set<Gender> genders = GENDERS.getOrDefault(relation.name(), Set.of());
        return !french && relation.gender() != Gender.PLURAL && genders.contains(said);
    }

    /** Whether the English relation is family (for the reply: "une belle famille"). */
    public static boolean isFamily(String relation) {
        return WORDS.values().stream().anyMatch(r -> r.family() && r.name().equals(relation));
    }
}
