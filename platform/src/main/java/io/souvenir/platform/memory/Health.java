package io.souvenir.platform.memory;

/** Illnesses and medicines (folded), for facts of the health domain. */
public final class Health {

    public static final String ILLNESSES = Lexicon.anyOf(
            "diabete", "asthme", "cancer", "hypertension", "epilepsie", "depression", "migraine", "migraines",
            "cholesterol", "arthrose", "arthrite", "sclerose en plaques", "parkinson", "alzheimer", "vih", "sida",
            "endometriose", "hypothyroidie", "hyperthyroidie", "apnee du sommeil", "eczema", "psoriasis",
            "maladie de crohn", "crohn", "anemie", "fibromyalgie", "tdah", "lupus", "glaucome", "hernie discale",
            "covid long", "insuffisance cardiaque", "insuffisance renale", "une maladie", "une allergie",
            "diabetes", "asthma", "high blood pressure", "epilepsy", "arthritis", "multiple sclerosis",
            "parkinson's", "alzheimer's", "hiv", "endometriosis", "hypothyroidism", "sleep apnea", "crohn's",
            "adhd", "autism", "glaucoma", "high cholesterol", "anxiety", "celiac disease", "coeliac disease",
            "long covid", "heart failure", "a heart condition", "a chronic illness", "migraine", "lupus", "bipolar disorder",
            "fausse couche", "miscarriage", "avortement", "abortion", "ivg", "avc", "stroke", "infarctus", "heart attack",
            "trouble bipolaire", "schizophrenie", "schizophrenia", "leucemie", "leukemia", "tumeur", "tumor",
            "burn-out", "burnout", "ptsd", "stress post-traumatique", "ocd", "toc", "anorexie", "anorexia",
            "boulimie", "bulimia", "dialyse", "dialysis", "insuffisance", "sclerose", "mucoviscidose",
            "cystic fibrosis", "hepatite", "hepatitis", "tuberculose", "tuberculosis", "sida", "aids");

    public static final String CONDITIONS = Lexicon.anyOf(
            "diabetique", "asthmatique", "epileptique", "coeliaque", "hypertendu", "hypertendue", "cardiaque",
            "enceinte", "intolerant au lactose", "intolerante au lactose", "intolerant au gluten",
            "intolerante au gluten", "daltonien", "daltonienne", "sourd", "sourde", "malentendant",
            "malentendante", "immunodeprime", "immunodeprimee", "diabetic", "asthmatic", "epileptic", "pregnant",
            "celiac", "coeliac", "lactose intolerant", "gluten intolerant", "colorblind", "colour blind",
            "color blind", "deaf", "hard of hearing", "immunocompromised", "bipolaire", "bipolar", "autiste", "autistic",
            "dyslexique", "dyslexic", "schizophrene", "schizophrenic", "anorexique", "anorexic", "boulimique",
            "insulinodependant", "insulinodependante", "sous dialyse", "on dialysis", "seropositif", "seropositive",
            "hiv positive", "paraplegique", "paraplegic", "handicape", "handicapee", "disabled", "en remission",
            "in remission", "alcoolique", "alcoholic", "toxicomane", "addict", "aveugle", "blind", "malvoyant", "malvoyante",
            "partially sighted", "muet", "muette", "mute", "hyperactif", "hyperactive", "tdah", "adhd", "dyspraxique",
            "dyspraxic", "trisomique", "has down syndrome", "polyhandicape", "polyhandicapee", "en fauteuil",
            "in a wheelchair", "alzheimer", "parkinsonien", "hemiplegique", "amputee", "amputé", "allergique",
            "allergic", "anemique", "anaemic", "anemic", "depressif", "depressive", "depressed", "en depression",
            "en burn-out", "en burnout", "burnt out", "en arret maladie", "on sick leave", "hospitalise", "hospitalisee",
            "in hospital", "en convalescence", "en chimio", "on chemo", "sous chimio", "en reeducation");

    /** Known medicines. */
    public static final String MEDICINES = Lexicon.anyOf(
            "metformine", "metformin", "insuline", "insulin", "levothyrox", "levothyroxine", "doliprane",
            "paracetamol", "ibuprofene", "ibuprofen", "aspirine", "aspirin", "ventoline", "ventolin",
            "antidepresseurs", "antidepresseur", "antidepressants", "anxiolytiques", "anticoagulants",
            "blood thinners", "antibiotiques", "antibiotics", "statines", "statins", "betabloquants",
            "beta blockers", "cortisone", "corticoides", "la pilule", "the pill", "xanax", "lexomil", "prozac",
            "kardegic", "tramadol", "morphine", "methotrexate", "lithium", "warfarine", "warfarin", "eliquis",
            "un traitement", "traitement", "medicaments", "medicament", "medication", "meds", "chimio",
            "chemotherapy", "chemo", "inhaler", "dialysis", "dialyse", "antidepressants", "methadone",
            "subutex", "radiotherapie", "radiotherapy");

    /** Words that look like drug names by their ending: a guess. */
    public static final String DRUG_LIKE =
            "[a-z]{3,}(?:pril|statine?|mab|prazole|oxetine|azepam|formine?|sartan|olol|cilline?|mycine?|thyrox)\\b";

    private Health() {
    }
}
