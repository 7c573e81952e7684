package io.souvenir.gateway.operator;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What an operator watches: each service's health, each connector's (SMTP, Telegram) with its
 * recent failures by type, and the depth of each dead-letter queue, never a user's data. {@code deadLetters} is absent when Kafka does not answer ({@code kafka}:
 * {@code UNREACHABLE}); {@code zipkinUrl} when no Zipkin UI is configured.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Overview(List<ServiceHealth> services, List<ConnectorHealth> connectors, String kafka,
        List<DeadLetterQueue> deadLetters, String zipkinUrl) {
}
