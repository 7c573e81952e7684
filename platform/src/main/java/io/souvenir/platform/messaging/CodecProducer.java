package io.souvenir.platform.messaging;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.souvenir.contracts.EventCodec;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

class CodecProducer {

    @Produces
    @Singleton
    EventCodec eventCodec(ObjectMapper objectMapper) {
        return new EventCodec(objectMapper);
    }
}
