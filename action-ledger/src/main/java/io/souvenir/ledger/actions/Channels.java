package io.souvenir.ledger.actions;

import io.souvenir.contracts.Channel;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Channels are stored under their wire name. */
@Converter
public class Channels implements AttributeConverter<Channel, String> {

    @Override
    public String convertToDatabaseColumn(Channel channel) {
        return channel == null ? null : channel.wireName();
    }

    @Override
    public Channel convertToEntityAttribute(String value) {
        return value == null ? null : Channel.fromWire(value);
    }
}
