package io.souvenir.contracts.memory;

import io.souvenir.contracts.WireName;

/** The side of a person a fact tells about. Only facts have one. */
public enum Facet implements WireName {
    IDENTITY, PREFERENCE, ONGOING, COMMITMENT, GENERAL
}
