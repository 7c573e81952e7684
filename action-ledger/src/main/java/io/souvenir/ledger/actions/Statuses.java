package io.souvenir.ledger.actions;

import io.souvenir.contracts.action.ActionStatus;
import io.souvenir.platform.persistence.WireNameConverter;
import jakarta.persistence.Converter;

/** Statuses are stored under their wire name. */
@Converter
public class Statuses extends WireNameConverter<ActionStatus> {

    public Statuses() {
        super(ActionStatus.class);
    }
}
