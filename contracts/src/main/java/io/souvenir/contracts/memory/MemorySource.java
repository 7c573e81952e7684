package io.souvenir.contracts.memory;

import io.souvenir.contracts.WireName;

/** Who created a memory. */
public enum MemorySource implements WireName {
    TURN, VERIFIER, CONSOLIDATOR, IMPORT, USER
}
