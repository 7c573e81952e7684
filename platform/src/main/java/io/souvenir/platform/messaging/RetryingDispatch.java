package io.souvenir.platform.messaging;

import io.souvenir.contracts.EventEnvelope;
import io.souvenir.contracts.MalformedEventException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Consumer;
import org.eclipse.microprofile.faulttolerance.Retry;
import io.smallrye.faulttolerance.api.ExponentialBackoff;

/** Gives a handler a few more tries when the failure may pass (a database restart, a lock timeout). */
@ApplicationScoped
class RetryingDispatch {

    @Retry(maxRetries = 5, delay = 200, abortOn = MalformedEventException.class)
    @ExponentialBackoff(maxDelay = 5_000)
    void dispatch(EventEnvelope envelope, Consumer<EventEnvelope> handler) {
        handler.accept(envelope);
    }
}
