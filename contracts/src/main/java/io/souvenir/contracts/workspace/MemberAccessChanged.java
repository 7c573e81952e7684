package io.souvenir.contracts.workspace;

/**
 * A workspace admin removed the member the envelope names ({@code removed}), or let them in again.
 * Every service refuses a removed member, not only the gateway; nothing of theirs is erased.
 */
public record MemberAccessChanged(boolean removed) {
}
