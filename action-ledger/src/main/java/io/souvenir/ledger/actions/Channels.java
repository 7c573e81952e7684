package io.souvenir.ledger.actions;

import io.souvenir.contracts.Channel;
import io.souvenir.platform.persistence.WireNameConverter;
import jakarta.persistence.Converter;

/** Channels are stored under their wire name. */
@Converter
public class Channels extends WireNameConverter<Channel> {

    public Channels() {
        super(Channel.class);
    }
}
