package io.souvenir.platform.memory;

import java.util.List;

/**
 * Breeds of pets as owners say them, short and full, French and English (without accents): each
 * line is one breed, its first way the one compared. A card that said "a westie" and one that says
 * "a West Highland terrier" speak of one dog. Only short forms that name nothing else are listed
 * ("lab", "staff" and "aussie" are not).
 */
public final class Breeds {

    private static final List<List<String>> SAME_BREED = List.of(
            List.of("staffordshire bull terrier", "staffie", "staffy", "staffordshire terrier", "staffy bull terrier"),
            List.of("west highland terrier", "west highland white terrier", "westie", "westy"),
            List.of("yorkshire terrier", "yorkie", "yorky"),
            List.of("jack russell terrier", "jack russell", "jack russel", "jack-russell"),
            List.of("labrador retriever", "labrador", "labrador retriever"),
            List.of("golden retriever", "golden retriever"),
            List.of("french bulldog", "frenchie", "frenchy", "bouledogue francais", "bulldog francais"),
            List.of("english bulldog", "british bulldog", "bouledogue anglais", "bulldog anglais"),
            List.of("german shepherd", "alsatian", "gsd", "berger allemand"),
            List.of("australian shepherd", "berger australien"),
            List.of("belgian shepherd", "malinois", "berger belge"),
            List.of("cavalier king charles spaniel", "cavalier king charles", "king charles spaniel", "cavalier king-charles"),
            List.of("cocker spaniel", "cocker"),
            List.of("springer spaniel", "springer"),
            List.of("dachshund", "sausage dog", "teckel", "doxie", "wiener dog"),
            List.of("shih tzu", "shih-tzu", "shitzu"),
            List.of("bichon frise", "bichon"),
            List.of("greyhound", "levrier anglais", "greyhound anglais"),
            List.of("border collie", "border-collie"),
            List.of("pomeranian", "spitz nain", "loulou de pomeranie"),
            List.of("british shorthair", "british short hair", "british a poil court"),
            List.of("birman", "sacre de birmanie"),
            List.of("maine coon", "maine-coon"));

    private Breeds() {
    }

    /** One breed a line, the first way the one compared; multi-word ways are matched as typed. */
    public static List<List<String>> sameBreed() {
        return SAME_BREED;
    }
}
