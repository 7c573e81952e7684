package io.souvenir.turn.engine.offline.lexicon;

import io.souvenir.platform.memory.Lexicon;

/**
 * Jobs (folded, French masculine and feminine, English), and the lasting states a person says
 * of themselves ("mariée", "vegetarian"): "je suis fatigué" is neither and is not kept.
 */
public final class Professions {

    public static final String JOBS = Lexicon.anyOf(
            "infirmier", "infirmiere", "medecin", "docteur", "dentiste", "pharmacien", "pharmacienne", "kine",
            "kinesitherapeute", "sage-femme", "aide-soignant", "aide-soignante", "psychologue", "veterinaire",
            "chirurgien", "chirurgienne", "ingenieur", "ingenieure", "developpeur", "developpeuse", "dev", "informaticien",
            "informaticienne", "architecte", "avocat", "avocate", "notaire", "juge", "comptable", "banquier",
            "banquiere", "professeur", "professeure", "prof", "enseignant", "enseignante", "instituteur",
            "institutrice", "maitresse d'ecole", "chercheur", "chercheuse", "journaliste", "ecrivain", "ecrivaine",
            "auteur", "autrice", "traducteur", "traductrice", "graphiste", "designer", "photographe", "musicien",
            "musicienne", "artiste", "acteur", "actrice", "cuisinier", "cuisiniere", "chef cuisinier", "boulanger",
            "boulangere", "patissier", "patissiere", "boucher", "bouchere", "serveur", "serveuse", "plombier",
            "electricien", "electricienne", "menuisier", "charpentier", "macon", "peintre", "mecanicien",
            "mecanicienne", "jardinier", "jardiniere", "agriculteur", "agricultrice", "chauffeur", "conducteur",
            "conductrice", "pilote", "policier", "policiere", "gendarme", "pompier", "militaire", "vendeur",
            "vendeuse", "caissier", "caissiere", "commercial", "commerciale", "secretaire", "assistant",
            "assistante", "consultant", "consultante", "chef de projet", "directeur", "directrice", "manager",
            "entrepreneur", "entrepreneuse", "fonctionnaire", "agent immobilier", "coiffeur", "coiffeuse",
            "estheticienne", "facteur", "factrice", "libraire", "bibliothecaire", "educateur", "educatrice",
            "avocat d'affaires", "data scientist", "nurse", "doctor", "dentist", "pharmacist", "physiotherapist",
            "midwife", "psychologist", "vet", "veterinarian", "surgeon", "engineer", "software engineer",
            "software developer", "developer", "programmer", "architect", "lawyer", "attorney", "accountant",
            "banker", "teacher", "professor", "researcher", "scientist", "journalist", "writer", "author",
            "translator", "photographer", "musician", "artist", "actor", "actress", "cook", "chef", "baker",
            "butcher", "waiter", "waitress", "plumber", "electrician", "carpenter", "painter", "mechanic",
            "gardener", "farmer", "driver", "pilot", "police officer", "firefighter", "soldier", "salesman",
            "saleswoman", "cashier", "secretary", "consultant", "project manager", "manager", "director",
            "civil servant", "real estate agent", "hairdresser", "librarian", "social worker", "paramedic");

    public static final String STATES = Lexicon.anyOf(
            "marie", "mariee", "divorce", "divorcee", "celibataire", "pacse", "pacsee", "veuf", "veuve", "separe",
            "separee", "fiance", "fiancee", "retraite", "retraitee", "a la retraite", "etudiant", "etudiante",
            "au chomage", "au chômage", "independant", "independante", "freelance", "vegetarien", "vegetarienne",
            "vegetalien", "vegetalienne", "vegan", "vegane", "gaucher", "gauchere", "droitier", "droitiere",
            "croyant", "croyante", "athee", "catholique", "protestant", "protestante", "musulman", "musulmane",
            "juif", "juive", "bouddhiste", "francais", "francaise", "belge", "suisse", "canadien", "canadienne",
            "married", "divorced", "single", "widowed", "separated", "engaged", "retired", "a student", "student",
            "unemployed", "self-employed", "a freelancer", "vegetarian", "a vegetarian", "vegan", "a vegan",
            "left-handed", "right-handed", "french", "british", "american", "canadian", "belgian", "swiss",
            "a night owl", "an early bird", "a morning person", "a night person", "an introvert", "an extrovert",
            "introverted", "extroverted", "introvertie", "introverti", "extravertie", "extraverti", "leve-tot",
            "couche-tard", "un oiseau de nuit", "une lève-tôt", "un lève-tôt", "insomniaque", "an insomniac", "gay", "lesbienne",
            "lesbian", "bi", "bisexuel", "bisexuelle", "bisexual", "trans", "transgender", "non-binaire", "non-binary",
            "en couple", "in a relationship", "remarie", "remariee", "remarried", "orphelin", "orpheline", "adopte",
            "adoptee", "adopted", "sous tutelle", "sous curatelle", "under guardianship", "en prison", "in prison",
            "en conge maternite", "on maternity leave", "en conge parental", "on parental leave", "en disponibilite",
            "en interim", "en cdi", "en cdd", "en alternance", "en apprentissage", "en stage", "a son compte",
            "agnostique", "agnostic", "atheist", "an atheist", "catholic", "christian", "chretien", "chretienne",
            "muslim", "jewish", "hindu", "hindou", "hindoue", "sikh", "orthodoxe", "orthodox", "evangelique",
            "pratiquant", "pratiquante", "bouddhist", "buddhist", "mormon", "mormone", "protestant", "quaker");

    private Professions() {
    }
}
