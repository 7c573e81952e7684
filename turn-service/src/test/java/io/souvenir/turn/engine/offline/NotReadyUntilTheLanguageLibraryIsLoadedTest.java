package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;

/**
 * A restarted turn-service that still reads its language models says it is not ready, and says so
 * again if they cannot be read: it is counted back only once it answers turns at its usual speed.
 */
class NotReadyUntilTheLanguageLibraryIsLoadedTest {

    @Test
    void saysItIsNotReadyWhileTheModelsLoadAndReadyOnceTheyAre() throws InterruptedException {
        CountDownLatch modelsRead = new CountDownLatch(1);
        LanguageLibraryWarmup warmup = new LanguageLibraryWarmup(() -> {
            try {
                modelsRead.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });

        assertThat(warmup.call().getStatus()).as("before the start").isEqualTo(HealthCheckResponse.Status.DOWN);
        warmup.start();
        assertThat(warmup.call().getStatus()).as("while the models load").isEqualTo(HealthCheckResponse.Status.DOWN);
        assertThat(warmup.call().getName()).isEqualTo("language library");

        modelsRead.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> warmup.call().getStatus() == HealthCheckResponse.Status.UP);
    }

    @Test
    void staysNotReadyWhenTheModelsCannotBeRead() {
        LanguageLibraryWarmup warmup = new LanguageLibraryWarmup(() -> {
            throw new IllegalStateException("model missing from the class path");
        });

        warmup.start();

        await().atMost(Duration.ofSeconds(10)).until(() -> warmup.call().getData()
                .map(data -> String.valueOf(data.get("models")).startsWith("failed")).orElse(false));
        assertThat(warmup.call().getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
    }

    @Test
    void theRealModelsLoadAndTheServiceBecomesReady() {
        LanguageLibraryWarmup warmup = new LanguageLibraryWarmup();

        warmup.start();

        await().atMost(Duration.ofMinutes(3)).until(() -> warmup.call().getStatus() == HealthCheckResponse.Status.UP);
    }
}
