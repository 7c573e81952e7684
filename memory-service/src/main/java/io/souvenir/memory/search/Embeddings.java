package io.souvenir.memory.search;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import java.util.List;
import java.util.function.Supplier;

/**
 * Sentence vectors from a model running in this process (English only: the French side of a
 * question reaches it through the synonyms the query adds). Vectors are unit length, so a dot
 * product is the cosine. Nothing is cached here: a question is personal data too.
 */
public final class Embeddings {

    private final Supplier<EmbeddingModel> loader;
    private volatile EmbeddingModel model;

    /** The model is loaded on first use (a second or so), not when the service starts. */
    public Embeddings(Supplier<EmbeddingModel> loader) {
        this.loader = loader;
    }

    private EmbeddingModel model() {
        if (model == null) {
            synchronized (this) {
                if (model == null) {
                    model = loader.get();
                }
            }
        }
        return model;
    }

    public float[] ofQuestion(String question) {
        return unit(model().embed(question).content().vector());
    }

    public List<float[]> ofTexts(List<String> texts) {
        return model().embedAll(texts.stream().map(TextSegment::from).toList()).content().stream()
                .map(embedding -> unit(embedding.vector()))
                .toList();
    }

    private static float[] unit(float[] vector) {
        double norm = 0;
        for (float value : vector) {
            norm += value * value;
        }
        float scale = norm == 0 ? 0 : (float) (1 / Math.sqrt(norm));
        float[] unit = new float[vector.length];
        for (int i = 0; i < vector.length; i++) {
            unit[i] = vector[i] * scale;
        }
        return unit;
    }
}
