package io.souvenir.contracts.memory;

import io.souvenir.contracts.WireName;

/**
 * What a memory is. What we know (fact, person) is always silent; what we lived (event, memo) is
 * shown when dated and planned, silent when told in passing; what we must do (task, reminder) is
 * always shown.
 */
public enum MemoryKind implements WireName {
    FACT, PERSON, EVENT, MEMO, TASK, REMINDER, TOPIC
}
