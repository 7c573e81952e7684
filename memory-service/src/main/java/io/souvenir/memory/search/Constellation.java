package io.souvenir.memory.search;

import io.souvenir.memory.search.SearchRepository.Link;
import io.souvenir.memory.search.SearchRepository.Node;
import io.souvenir.platform.tenancy.Tenant;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * The threads the graph adds to the stored links, so a family is not loose dots: the user at the
 * centre (a node of kind {@code self}, not a memory), each person linked to the user by their
 * relation ({@code relation}), and the members of the user's family to each other ({@code family}).
 */
final class Constellation {

    static final String SELF = "self";
    /** Relations of the user's family (the offline engine's family relations, an ex excepted). */
    private static final Set<String> FAMILY = Set.of("wife", "husband", "partner", "fiance", "fiancee", "child", "children",
            "son", "daughter", "baby", "mother", "father", "parents", "brother", "sister", "grandmother", "grandfather",
            "grandparents", "grandson", "granddaughter", "uncle", "aunt", "cousin", "nephew", "niece", "father-in-law",
            "mother-in-law", "brother-in-law", "sister-in-law", "son-in-law", "daughter-in-law");
    /** Beyond this many family members, each is joined to the next only (a chain, not every pair). */
    private static final int EVERY_PAIR_UP_TO = 8;

    private Constellation() {
    }

    /** The user's node: a stable id of their own, never a memory's. */
    static Node self(Tenant user) {
        UUID id = UUID.nameUUIDFromBytes(("self/" + user.workspaceId() + "/" + user.userId()).getBytes(StandardCharsets.UTF_8));
        return new Node(id, SELF, null, null);
    }

    static List<Link> around(Node self, List<Node> nodes) {
        List<Link> links = new ArrayList<>();
        List<Node> family = new ArrayList<>();
        for (Node node : nodes) {
            if ("person".equals(node.kind()) && node.relation() != null) {
                links.add(new Link(self.id(), node.id(), "relation"));
                if (FAMILY.contains(node.relation())) {
                    family.add(node);
                }
            }
        }
        for (int i = 0; i < family.size(); i++) {
            for (int j = i + 1; j < family.size() && (family.size() <= EVERY_PAIR_UP_TO || j == i + 1); j++) {
                links.add(new Link(family.get(i).id(), family.get(j).id(), "family"));
            }
        }
        return links;
    }
}
