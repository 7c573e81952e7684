package io.souvenir.ledger.actions;

import io.souvenir.contracts.action.ActionStatus;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Locale;

/** Statuses are stored under their wire name. */
@Converter
public class Statuses implements AttributeConverter<ActionStatus, String> {

    @Override
    public String convertToDatabaseColumn(ActionStatus status) {
        return status == null ? null : status.wireName();
    }

    @Override
    public ActionStatus convertToEntityAttribute(String value) {
        return value == null ? null : ActionStatus.valueOf(value.toUpperCase(Locale.ROOT));
    }
}
