package io.souvenir.verifier.counting;

import io.souvenir.contracts.memory.PersonRef;
import java.util.ArrayList;
import java.util.List;

/** What a sentence says about one person of the user's life, gathered clause by clause. */
final class PersonNotes {

    private final String relation;
    /** How the user names the relation, possessive included ("ma femme", "my older brother"). */
    private final String relationPhrase;
    private final boolean french;
    private final StringBuilder said = new StringBuilder();
    private final List<String> details = new ArrayList<>();
    private String name;
    private Integer age;
    /** "j'ai une fille" states that she exists; "ma sœur" alone states nothing. */
    private boolean existenceStated;

    PersonNotes(String relation, String relationPhrase, boolean french) {
        this.relation = relation;
        this.relationPhrase = relationPhrase;
        this.french = french;
    }

    String name() {
        return name;
    }

    /** The same person as another mention: same relation, and no two different names. */
    boolean isAlso(String otherRelation, String otherName) {
        return relation.equals(otherRelation)
                && (name == null || otherName == null || Words.normalise(name).equals(Words.normalise(otherName)));
    }

    void heard(Clause clause) {
        said.append(' ').append(clause.folded());
    }

    void named(String newName) {
        if (name == null) {
            name = newName;
        }
    }

    void exists() {
        existenceStated = true;
    }

    boolean statesSomething() {
        return existenceStated || name != null || age != null || !details.isEmpty();
    }

    /** How the user named them, for an abstention when the sentence states nothing about them. */
    String relationPhrase() {
        return relationPhrase;
    }

    void aged(int years) {
        age = years;
    }

    void detail(String detail) {
        if (!detail.isBlank() && !details.contains(detail)) {
            details.add(detail);
        }
    }

    StatedFact toFact() {
        List<String> about = new ArrayList<>();
        if (age != null) {
            about.add(age + (french ? " ans" : " years old"));
        }
        about.addAll(details);
        String text = name != null
                ? name + " — " + relationPhrase + (about.isEmpty() ? "" : ", " + String.join(", ", about))
                : capitalised(relationPhrase) + (about.isEmpty() ? "" : " — " + String.join(", ", about));
        return StatedFact.person(new PersonRef(name, relation), Lexicon.domainOf(said.toString()), text);
    }

    static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
