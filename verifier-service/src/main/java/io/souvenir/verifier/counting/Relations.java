package io.souvenir.verifier.counting;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The words for the people of a user's life, in French and English, and the relation each one
 * names, in English lower case as memories carry it, singular or plural ("mes sœurs" names sisters).
 * Pets are among them: a dog is someone of the user's life. "Ma copine" is read as a partner (as
 * French speakers mean it with a possessive), and so is "mon copain".
 */
public final class Relations {

    private static final Map<String, String> RELATION_OF_WORD = relations(
            "wife", "femme epouse wife",
            "husband", "mari epoux husband hubby",
            "partner", "compagnon compagne conjoint conjointe partenaire partner girlfriend boyfriend gf bf copine copain "
                    + "petit ami petite amie petit copain petite copine cheri cherie meuf mec chum homme moitie missus "
                    + "wifey other half go nana fiance fiancee bae spouse keum",
            "daughter", "fille daughter",
            "son", "fils son garcon fiston",
            "child", "enfant gosse kid kiddo child bebe baby twin jumeau jumelle aine ainee cadet cadette benjamin benjamine "
                    + "eldest youngest oldest",
            "ex", "ex ex-femme ex-mari ex-wife ex-husband ex-copine ex-copain ex-girlfriend ex-boyfriend",
            "mother", "mere maman mother mom mum mommy mummy daronne reum",
            "father", "pere papa father dad daddy daron reup",
            "parent", "parent",
            "brother", "frere brother frangin bro demi-frere half-brother stepbrother",
            "sister", "soeur sister frangine sis demi-soeur half-sister stepsister",
            "friend", "ami amie meilleur ami meilleure amie pote poto friend best friend buddy bff bestie mate pal",
            "colleague", "collegue colleague coworker co-worker teammate coequipier coequipiere associe associee binome",
            "roommate", "coloc colocataire roommate flatmate housemate lodger",
            "godparent", "parrain marraine godfather godmother godparent",
            "godchild", "filleul filleule godson goddaughter godchild",
            "stepchild", "step-kid stepkid step-son stepson step-daughter stepdaughter stepchild step-child beau-fils",
            "son-in-law", "gendre son-in-law",
            "daughter-in-law", "bru daughter-in-law",
            "stepmother", "stepmom stepmum step-mom step-mum stepmother",
            "stepfather", "stepdad step-dad stepfather",
            "boss", "chef patron patronne boss manager supervisor superieur superieure",
            "cousin", "cousin cousine",
            "nephew", "neveu nephew",
            "niece", "niece",
            "uncle", "oncle tonton uncle",
            "aunt", "tante tata aunt auntie",
            "grandmother", "grand-mere mamie grandmother grandma granny gran nanna nan bonne-maman",
            "grandfather", "grand-pere papi papy grandfather grandpa granddad grandad gramps pepe bon-papa",
            "grandparent", "grand-parent grandparent",
            "grandchild", "petit-enfant grandchild grandkid",
            "grandson", "petit-fils grandson",
            "granddaughter", "petite-fille granddaughter",
            "mother-in-law", "belle-mere belle-doche mother-in-law mil",
            "father-in-law", "beau-pere father-in-law",
            "brother-in-law", "beau-frere beauf brother-in-law bil",
            "sister-in-law", "belle-soeur sister-in-law sil",
            "neighbour", "voisin voisine neighbour neighbor",
            "doctor", "medecin docteur doctor toubib generaliste gp cardiologue cardiologist dermato dermatologue "
                    + "dermatologist gyneco gynecologue gynecologist pediatre pediatrician ophtalmo ophtalmologue psychiatre "
                    + "psychiatrist osteo osteopathe osteopath allergologue neurologue neurologist",
            "vet", "veto veterinaire vet",
            "dentist", "dentiste dentist",
            "physiotherapist", "kine kinesitherapeute physio physiotherapist",
            "therapist", "psy psychologue therapist",
            "lawyer", "avocat avocate lawyer attorney",
            "teacher", "prof professeur professeure teacher maitresse instit",
            "coach", "coach",
            "landlord", "proprio proprietaire landlord landlady",
            "nanny", "nounou nanny babysitter baby-sitter nourrice",
            "dog", "chien chienne chiot dog puppy pup",
            "cat", "chat chatte chaton matou minou cat kitten kitty",
            "rabbit", "lapin lapine rabbit bunny",
            "hamster", "hamster",
            "horse", "cheval jument horse pony poney",
            "parrot", "perroquet parrot",
            "tortoise", "tortue tortoise turtle",
            "pet", "poisson fish oiseau bird perruche budgie furet ferret serpent snake lezard lizard "
                    + "axolotl chevre goat poule hen");

    /** Plurals that do not end in s or x, and the plurals of compounds ("petits-enfants"). */
    private static final Map<String, String> IRREGULAR_PLURALS = Map.ofEntries(
            Map.entry("children", "child"), Map.entry("grands-parents", "grand-parent"),
            Map.entry("petits-enfants", "petit-enfant"), Map.entry("petits-fils", "petit-fils"),
            Map.entry("petites-filles", "petite-fille"), Map.entry("beaux-parents", "parent"),
            Map.entry("beaux-freres", "beau-frere"), Map.entry("belles-soeurs", "belle-soeur"),
            Map.entry("belles-sœurs", "belle-sœur"),
            Map.entry("chevaux", "cheval"), Map.entry("jumeaux", "jumeau"), Map.entry("meilleurs amis", "meilleur ami"),
            Map.entry("meilleures amies", "meilleure amie"), Map.entry("best friends", "best friend"),
            Map.entry("in-laws", "parent"));

    /** One relation word or phrase in folded text, longest first so "petite amie" wins over "amie". */
    public static final String PATTERN = Stream.concat(RELATION_OF_WORD.keySet().stream(),
                    Stream.concat(RELATION_OF_WORD.keySet().stream().map(Relations::plural), IRREGULAR_PLURALS.keySet().stream()))
            .distinct()
            .sorted(Comparator.comparingInt(String::length).reversed())
            .map(word -> word.replace("-", "[- ]"))
            .collect(Collectors.joining("|", "(?:", ")"));

    private static final Pattern POSSESSED =
            Pattern.compile("\\b(?:ma|mon|mes|sa|son|ses|notre|nos|my|his|her|their|our)\\s+(" + PATTERN + ")\\b");

    private Relations() {
    }

    /** The relation a word names ("Fille" and "daughter" both name "daughter"). */
    public static Optional<String> of(String word) {
        return Optional.ofNullable(word).map(Words::fold).map(String::strip).map(Relations::singular)
                .map(RELATION_OF_WORD::get);
    }

    /** Whether a relation word as typed names several people ("mes sœurs", "my kids", "children"). */
    public static boolean isPlural(String word) {
        String folded = Words.fold(word).strip().replaceAll("\\s+", " ");
        return IRREGULAR_PLURALS.containsKey(folded) || IRREGULAR_PLURALS.containsKey(folded.replace(' ', '-'))
                || !RELATION_OF_WORD.containsKey(folded) && !RELATION_OF_WORD.containsKey(folded.replace(' ', '-'))
                && RELATION_OF_WORD.containsKey(singular(folded));
    }

    /** "soeurs" gives "soeur", "neveux" "neveu", "children" "child"; a singular is left as it is. */
    static String singular(String typed) {
        String folded = typed.replaceAll("\\s+", " ");
        if (!RELATION_OF_WORD.containsKey(folded) && !IRREGULAR_PLURALS.containsKey(folded) && folded.contains(" ")) {
            String hyphenated = folded.replace(' ', '-'); // "petits enfants" once punctuation is gone
            if (RELATION_OF_WORD.containsKey(hyphenated) || IRREGULAR_PLURALS.containsKey(hyphenated)
                    || RELATION_OF_WORD.containsKey(singular(hyphenated))) {
                folded = hyphenated;
            }
        }
        if (RELATION_OF_WORD.containsKey(folded)) {
            return folded;
        }
        if (IRREGULAR_PLURALS.containsKey(folded)) {
            return IRREGULAR_PLURALS.get(folded);
        }
        if (folded.endsWith("s") || folded.endsWith("x")) {
            return String.join(" ", Arrays.stream(folded.split(" ")).map(part -> part.length() > 2
                    && (part.endsWith("s") || part.endsWith("x")) ? part.substring(0, part.length() - 1) : part).toList());
        }
        return folded;
    }

    private static String plural(String singular) {
        String[] parts = singular.split(" ");
        return String.join(" ", Arrays.stream(parts).map(part -> part.endsWith("s") || part.endsWith("x") ? part
                : part.endsWith("eu") || part.endsWith("au") ? part + "x" : part + "s").toList());
    }

    private static Map<String, String> relations(String... relationThenWords) {
        Map<String, String> byWord = new HashMap<>();
        for (int i = 0; i < relationThenWords.length; i += 2) {
            String relation = relationThenWords[i];
            // the phrases of two words are written joined by a space in the list: "petit ami", "best friend"
            List<String> words = List.of(relationThenWords[i + 1].replace("petit ami", "petit_ami")
                    .replace("petite amie", "petite_amie").replace("petit copain", "petit_copain")
                    .replace("petite copine", "petite_copine").replace("meilleur ami", "meilleur_ami")
                    .replace("meilleure amie", "meilleure_amie").replace("best friend", "best_friend").replace("other half", "other_half").split(" "));
            words.forEach(word -> {
                byWord.put(word.replace('_', ' '), relation);
                if (word.contains("oe")) {
                    byWord.put(word.replace('_', ' ').replace("oe", "œ"), relation); // folding keeps "œ" as typed
                }
            });
        }
        return Map.copyOf(byWord);
    }

    /**
     * Every relation a text names after a possessive ("Claire — ma femme" names "wife"). The
     * possessive keeps "son" as in "son chien" (French "his") from naming a son.
     */
    public static Set<String> namedIn(String text) {
        return POSSESSED.matcher(Words.normalise(text)).results()
                .map(match -> RELATION_OF_WORD.get(singular(match.group(1))))
                .collect(Collectors.toSet());
    }
}
