package io.souvenir.memory.knowledge;

import java.util.List;

/** A document that answers a question: its score, whether it is stale, and the fields the question matched, strongest first. */
public record KnowledgeHit(KnowledgeDocument document, double score, boolean stale, List<String> fields) {
}
