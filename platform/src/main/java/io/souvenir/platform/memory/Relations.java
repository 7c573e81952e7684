package io.souvenir.platform.memory;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The relations a memory names (folded words, French and English) and what the reader and the
 * night take them for: the one list both read with.
 */
public final class Relations {

    private static final Map<String, String> WORDS = Map.ofEntries(
            Map.entry("fille", "daughter"), Map.entry("fils", "son"), Map.entry("frere", "brother"), Map.entry("soeur", "sister"),
            Map.entry("femme", "wife"), Map.entry("mari", "husband"), Map.entry("mere", "mother"), Map.entry("maman", "mother"),
            Map.entry("pere", "father"), Map.entry("papa", "father"), Map.entry("copine", "girlfriend"),
            Map.entry("copain", "boyfriend"), Map.entry("compagne", "partner"), Map.entry("compagnon", "partner"),
            Map.entry("epoux", "husband"), Map.entry("epouse", "wife"), Map.entry("spouse", "spouse"),
            Map.entry("conjoint", "partner"), Map.entry("conjointe", "partner"), Map.entry("chien", "dog"), Map.entry("chienne", "dog"),
            Map.entry("chat", "cat"), Map.entry("chatte", "cat"), Map.entry("grand-mere", "grandmother"), Map.entry("mamie", "grandmother"),
            Map.entry("mami", "grandmother"), Map.entry("grand-pere", "grandfather"), Map.entry("papy", "grandfather"),
            Map.entry("papi", "grandfather"), Map.entry("oncle", "uncle"), Map.entry("tonton", "uncle"), Map.entry("tante", "aunt"),
            Map.entry("tata", "aunt"), Map.entry("tatie", "aunt"), Map.entry("cousin", "cousin"), Map.entry("cousine", "cousin"),
            Map.entry("neveu", "nephew"), Map.entry("niece", "niece"),
            Map.entry("daughter", "daughter"), Map.entry("son", "son"), Map.entry("brother", "brother"), Map.entry("sister", "sister"),
            Map.entry("wife", "wife"), Map.entry("husband", "husband"), Map.entry("mother", "mother"), Map.entry("mom", "mother"),
            Map.entry("mum", "mother"), Map.entry("father", "father"), Map.entry("dad", "father"), Map.entry("girlfriend", "girlfriend"),
            Map.entry("boyfriend", "boyfriend"), Map.entry("partner", "partner"), Map.entry("dog", "dog"), Map.entry("cat", "cat"),
            Map.entry("grandmother", "grandmother"), Map.entry("grandma", "grandmother"), Map.entry("gran", "grandmother"),
            Map.entry("granny", "grandmother"), Map.entry("nan", "grandmother"), Map.entry("nana", "grandmother"),
            Map.entry("grandfather", "grandfather"), Map.entry("grandpa", "grandfather"), Map.entry("uncle", "uncle"),
            Map.entry("aunt", "aunt"), Map.entry("auntie", "aunt"),
            // the words of a chat: "my hubby", "ma frangine", "le daron"
            Map.entry("hubby", "husband"), Map.entry("hubs", "husband"), Map.entry("missus", "wife"), Map.entry("wifey", "wife"),
            Map.entry("bf", "boyfriend"), Map.entry("gf", "girlfriend"), Map.entry("sis", "sister"), Map.entry("bro", "brother"),
            Map.entry("frangin", "brother"), Map.entry("frangine", "sister"), Map.entry("daron", "father"), Map.entry("daronne", "mother"),
            // a pet in the words of a chat: "mon matou", "my pup"
            Map.entry("matou", "cat"), Map.entry("minou", "cat"), Map.entry("chaton", "cat"), Map.entry("kitten", "cat"),
            Map.entry("toutou", "dog"), Map.entry("clebs", "dog"), Map.entry("chiot", "dog"), Map.entry("pup", "dog"),
            Map.entry("puppy", "dog"), Map.entry("doggo", "dog"), Map.entry("pooch", "dog"), Map.entry("lapinou", "rabbit"),
            Map.entry("bunny", "rabbit"));
    /** Pieces of a relation word split at its hyphen ("grand-mère"), which say nothing of the content either. */
    private static final Set<String> PIECES = Set.of("grand", "grands");
    private static final Map<String, String> SYNONYMS = Map.of("mom", "mother", "mum", "mother", "maman", "mother",
            "dad", "father", "papa", "father", "kid", "child");
    /** A relation said more or less precisely: a child is a son or a daughter, a partner a wife or a boyfriend. */
    private static final Map<String, String> KIN = Map.ofEntries(Map.entry("son", "child"), Map.entry("daughter", "child"),
            Map.entry("kid", "child"), Map.entry("wife", "partner"), Map.entry("husband", "partner"), Map.entry("girlfriend", "partner"),
            Map.entry("boyfriend", "partner"), Map.entry("spouse", "partner"), Map.entry("fiance", "partner"),
            Map.entry("fiancee", "partner"), Map.entry("mother", "parent"), Map.entry("father", "parent"), Map.entry("mom", "parent"),
            Map.entry("mum", "parent"), Map.entry("dad", "parent"), Map.entry("brother", "sibling"), Map.entry("sister", "sibling"));
    private static final Set<String> PARTNERS = Set.of("wife", "husband", "partner", "girlfriend", "boyfriend", "fiance", "fiancee",
            "spouse");
    /** Relations one has one of in a life, whose other name is a contradiction rather than a second person. */
    private static final Set<String> ONE_A_LIFE = Set.of("mother", "father", "stepmother", "stepfather", "mother-in-law",
            "father-in-law", "godmother", "godfather", "mom", "mum", "dad");

    private Relations() {
    }

    /** The relation a word says ("fille" is a daughter), in English. */
    public static Optional<String> of(String word) {
        return Optional.ofNullable(WORDS.get(word));
    }

    /** A word (or a piece of one) that only says how someone is related to the user. */
    public static boolean isWord(String word) {
        return WORDS.containsKey(word) || PIECES.contains(word);
    }

    /** The relation under one name: "mum" is the mother. */
    public static String canonical(String relation) {
        return SYNONYMS.getOrDefault(relation, relation);
    }

    public static String kin(String relation) {
        return KIN.getOrDefault(relation, relation);
    }

    /** One partner at a time: another name is a new partner, not a second one. */
    public static boolean isPartner(String relation) {
        // "fiancée" as typed is a fiancee
        return relation != null && PARTNERS.contains(Attributes.normalize(relation));
    }

    public static boolean oneALife(String relation) {
        return ONE_A_LIFE.contains(relation);
    }
}
