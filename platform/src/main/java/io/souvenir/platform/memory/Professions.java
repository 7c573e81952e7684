package io.souvenir.platform.memory;

import java.util.Set;

/** Words that name a job, French (masculine and feminine, without accents) and English. */
final class Professions {

    private static final Set<String> JOBS = Set.copyOf(java.util.List.of(
            "infirmier", "infirmiere", "medecin", "docteur", "chirurgien", "chirurgienne", "dentiste", "pharmacien",
            "pharmacienne", "kine", "kinesitherapeute", "sage-femme", "aide-soignant", "aide-soignante", "veterinaire",
            "professeur", "professeure", "prof", "instituteur", "institutrice", "enseignant", "enseignante", "maitresse",
            "ingenieur", "ingenieure", "developpeur", "developpeuse", "informaticien", "informaticienne", "architecte",
            "avocat", "avocate", "notaire", "juge", "comptable", "banquier", "banquiere", "journaliste", "ecrivain",
            "ecrivaine", "auteur", "autrice", "photographe", "graphiste", "designer", "plombier", "electricien",
            "electricienne", "menuisier", "charpentier", "macon", "boulanger", "boulangere", "patissier", "patissiere",
            "cuisinier", "cuisiniere", "chef", "serveur", "serveuse", "vendeur", "vendeuse", "caissier", "caissiere",
            "coiffeur", "coiffeuse", "chauffeur", "livreur", "livreuse", "facteur", "factrice", "policier", "policiere",
            "gendarme", "pompier", "militaire", "pilote", "agriculteur", "agricultrice", "fermier", "fermiere", "jardinier",
            "paysagiste", "mecanicien", "mecanicienne", "commercial", "commerciale", "consultant", "consultante",
            "manager", "directeur", "directrice", "gerant", "gerante", "secretaire", "assistant", "assistante",
            "chercheur", "chercheuse", "etudiant", "etudiante", "retraite", "retraitee", "musicien", "musicienne",
            "acteur", "actrice", "artiste", "libraire", "bibliothecaire", "psychologue", "traducteur", "traductrice",
            "nurse", "doctor", "surgeon", "dentist", "pharmacist", "vet", "veterinarian", "teacher", "professor",
            "engineer", "developer", "programmer", "architect", "lawyer", "attorney", "accountant", "banker", "journalist",
            "writer", "author", "photographer", "plumber", "electrician", "carpenter", "baker", "cook", "waiter",
            "waitress", "cashier", "hairdresser", "driver", "postman", "police", "policeman", "policewoman", "firefighter",
            "soldier", "pilot", "farmer", "gardener", "mechanic", "salesman", "saleswoman", "consultant", "director",
            "secretary", "researcher", "scientist", "student", "retired", "musician", "actor", "actress", "artist",
            "librarian", "psychologist", "translator", "paramedic", "midwife", "therapist", "analyst", "economist",
            "barista", "bartender", "butcher", "chemist", "cleaner", "dancer", "editor", "electrician", "welder",
            "caregiver", "coach", "trainer", "tailor", "nanny", "babysitter", "receptionist", "technician", "technicien",
            "technicienne", "ouvrier", "ouvriere", "nounou", "educateur", "educatrice", "animateur", "animatrice", "formateur",
            "formatrice", "principal", "headteacher", "headmaster", "headmistress", "proviseur", "proviseure", "manager"));

    private Professions() {
    }

    /** The jobs as a regex alternation, for "comptable chez Deloitte". */
    static String alternatives() {
        return Lexicon.anyOf(JOBS.toArray(String[]::new));
    }

    static boolean isOne(String word) {
        return JOBS.contains(word);
    }
}
