package io.souvenir.contracts.memory;

/**
 * The user changed their settings (memory on or off, a pause, their time zone or language): a copy
 * kept of the ones before is outdated. {@code memoryVersion}: the version of the memory switches
 * now, the one a turn decided on a copy is checked against.
 */
public record SettingsChanged(long memoryVersion) {
}
