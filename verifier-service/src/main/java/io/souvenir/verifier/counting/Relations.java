package io.souvenir.verifier.counting;

import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The words for the people of a user's life, in French and English, and the relation each one
 * names, in English lower case as memories carry it. Ambiguous words ("copain": boyfriend or
 * friend) are left out: the verifier would rather abstain than guess.
 */
public final class Relations {

    private static final Map<String, String> RELATION_OF_WORD = Map.ofEntries(
            Map.entry("femme", "wife"), Map.entry("epouse", "wife"), Map.entry("wife", "wife"),
            Map.entry("mari", "husband"), Map.entry("epoux", "husband"), Map.entry("husband", "husband"),
            Map.entry("compagnon", "partner"), Map.entry("compagne", "partner"), Map.entry("conjoint", "partner"),
            Map.entry("conjointe", "partner"), Map.entry("partenaire", "partner"), Map.entry("petit ami", "partner"),
            Map.entry("petite amie", "partner"), Map.entry("partner", "partner"), Map.entry("girlfriend", "partner"),
            Map.entry("boyfriend", "partner"),
            Map.entry("fille", "daughter"), Map.entry("daughter", "daughter"),
            Map.entry("fils", "son"), Map.entry("son", "son"),
            Map.entry("mere", "mother"), Map.entry("maman", "mother"), Map.entry("mother", "mother"),
            Map.entry("mom", "mother"), Map.entry("mum", "mother"),
            Map.entry("pere", "father"), Map.entry("papa", "father"), Map.entry("father", "father"),
            Map.entry("dad", "father"),
            Map.entry("frere", "brother"), Map.entry("brother", "brother"),
            Map.entry("soeur", "sister"), Map.entry("sœur", "sister"), Map.entry("sister", "sister"),
            Map.entry("ami", "friend"), Map.entry("amie", "friend"), Map.entry("meilleur ami", "friend"),
            Map.entry("meilleure amie", "friend"), Map.entry("pote", "friend"), Map.entry("friend", "friend"),
            Map.entry("best friend", "friend"),
            Map.entry("collegue", "colleague"), Map.entry("colleague", "colleague"), Map.entry("coworker", "colleague"),
            Map.entry("co-worker", "colleague"),
            Map.entry("chef", "boss"), Map.entry("patron", "boss"), Map.entry("patronne", "boss"),
            Map.entry("boss", "boss"), Map.entry("manager", "boss"));

    /** One relation word or phrase in folded text, longest first so "petite amie" wins over "amie". */
    public static final String PATTERN = RELATION_OF_WORD.keySet().stream()
            .sorted(Comparator.comparingInt(String::length).reversed())
            .collect(Collectors.joining("|", "(?:", ")"));

    private static final Pattern POSSESSED =
            Pattern.compile("\\b(?:ma|mon|mes|sa|son|ses|notre|nos|my|his|her|their|our)\\s+(" + PATTERN + ")\\b");

    private Relations() {
    }

    /** The relation a word names ("Fille" and "daughter" both name "daughter"). */
    public static Optional<String> of(String word) {
        return Optional.ofNullable(word).map(Words::fold).map(String::strip).map(RELATION_OF_WORD::get);
    }

    /**
     * Every relation a text names after a possessive ("Claire — ma femme" names "wife"). The
     * possessive keeps "son" as in "son chien" (French "his") from naming a son.
     */
    public static Set<String> namedIn(String text) {
        return POSSESSED.matcher(Words.normalise(text)).results()
                .map(match -> RELATION_OF_WORD.get(match.group(1)))
                .collect(Collectors.toSet());
    }
}
