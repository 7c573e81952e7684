package io.souvenir.contracts.memory;

/** The user's time zone is now {@code timeZone} (an IANA id): their nights follow it. */
public record TimeZoneChanged(String timeZone) {
}
