package io.souvenir.gateway.operator;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A connector as the operator watches it: {@code UP} (its last try went, or none failed),
 * {@code DOWN} (its last try failed, or its server does not answer), {@code OFF} (not configured),
 * {@code UNKNOWN} (the service that runs it did not answer); its failures of the last 24 hours by
 * type ({@code unreachable}, {@code refused}, …), counted, never their content.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ConnectorHealth(String name, String status, List<Failures> failures) {

    public record Failures(String type, long count, OffsetDateTime lastAt) {
    }
}
