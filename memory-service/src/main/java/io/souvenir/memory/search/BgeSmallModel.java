package io.souvenir.memory.search;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * bge-small-en-v1.5 (quantised), the model and tokenizer of langchain4j's jar, run by ONNX Runtime
 * on the calling thread. By default the runtime adds a thread per core that spins after each
 * inference; on two cores that spinning takes the other core from PostgreSQL while it finds the
 * other angles of the same search.
 */
public final class BgeSmallModel extends AbstractInProcessEmbeddingModel {

    private static final String MODEL = "/bge-small-en-v1.5-q.onnx";
    private static final String TOKENIZER = "/bge-small-en-v1.5-q-tokenizer.json";
    private static final int DIMENSIONS = 384;

    private final OnnxBertBiEncoder encoder;

    public BgeSmallModel() {
        super(null);
        try (InputStream model = BgeSmallEnV15QuantizedEmbeddingModel.class.getResourceAsStream(MODEL);
             InputStream tokenizer = BgeSmallEnV15QuantizedEmbeddingModel.class.getResourceAsStream(TOKENIZER);
             OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            this.encoder = new OnnxBertBiEncoder(environment, environment.createSession(model.readAllBytes(), options),
                    tokenizer, PoolingMode.CLS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (OrtException e) {
            throw new IllegalStateException("the sentence model cannot be loaded", e);
        }
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return DIMENSIONS;
    }
}
