package io.souvenir.gateway.imports;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.OffsetDateTime;
import java.util.List;

/** A conversation to import (API.md): up to 10,000 messages, each with its id in the system it comes from. */
public record ImportRequest(
        @NotBlank @Size(max = 200, message = "must be at most 200 characters") String conversationId,
        boolean extract,
        @NotEmpty @Size(max = MAX_MESSAGES, message = "must hold at most 10000 messages") List<@NotNull @Valid Message> messages) {

    public static final int MAX_MESSAGES = 10_000;

    public record Message(
            @NotBlank @Size(max = 200, message = "must be at most 200 characters") String externalId,
            @Size(max = 200, message = "must be at most 200 characters") String speaker,
            @NotNull @Pattern(regexp = "user|assistant|other", message = "must be user, assistant or other") String role,
            @NotBlank @Size(max = 8000, message = "must be at most 8000 characters") String text,
            @NotNull OffsetDateTime at) {
    }
}
