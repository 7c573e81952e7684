package io.souvenir.contracts.memory;

import io.souvenir.contracts.WireName;

/** Sensitive areas: nothing automatic (consolidation, purge) touches them without a person's review. */
public enum Domain implements WireName {
    NONE, IDENTITY, HEALTH, FINANCE, LEGAL
}
