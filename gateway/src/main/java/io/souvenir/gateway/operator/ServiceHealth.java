package io.souvenir.gateway.operator;

/** One service's health as its {@code /q/health} reports it: {@code UP}, {@code DOWN}, or {@code UNREACHABLE} when it does not answer. */
public record ServiceHealth(String name, String url, String status) {
}
