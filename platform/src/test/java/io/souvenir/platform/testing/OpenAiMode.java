package io.souvenir.platform.testing;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** A service's tests with {@code souvenir.llm.mode=openai}, against a local OpenAI-protocol server. */
public class OpenAiMode implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("souvenir.llm.mode", "openai", "quarkus.langchain4j.openai.api-key", "test-key");
    }
}
