package io.souvenir.contracts.memory;

/**
 * A person a memory is about, by what the user calls them: a first name, a relation ("wife",
 * "daughter", "colleague"), or both. memory-service resolves it to the user's person memory;
 * memories reference persons, they never copy what is known about them.
 */
public record PersonRef(String name, String relation) {

    public PersonRef {
        if ((name == null || name.isBlank()) && (relation == null || relation.isBlank())) {
            throw new IllegalArgumentException("a person needs a name or a relation");
        }
    }
}
