package io.souvenir.gateway.channels;

import io.agroal.api.AgroalDataSource;
import io.souvenir.contracts.Channel;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Channel links, linking codes and channel turns (migration V1_5). Everything but {@link #owner}
 * and {@link #redeem} runs under the tenant the caller bound; those two go through the narrow
 * SECURITY DEFINER functions, because an inbound message names a chat or an address, not a user.
 */
@ApplicationScoped
public class ChannelRepository {

    private final AgroalDataSource dataSource;

    ChannelRepository(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<LinkedUser> owner(Channel channel, String address) {
        return linkedUser("select * from channel_link_owner(?, ?)", channel.wireName(), address);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<LinkedUser> redeem(String code, Channel channel, String address, String language) {
        return linkedUser("select * from redeem_link_code(?, ?, ?, ?)", code, channel.wireName(), address, language);
    }

    /** Replaces the bound user's codes by this one. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void replaceCode(Tenant tenant, String code, OffsetDateTime expiresAt) {
        update("delete from channel_link_codes where user_id = ? and workspace_id = ?", tenant.userId(), tenant.workspaceId());
        update("insert into channel_link_codes (code, user_id, workspace_id, expires_at) values (?, ?, ?, ?)",
                code, tenant.userId(), tenant.workspaceId(), expiresAt);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public List<ChannelLink> links() {
        return query("select channel, address, linked_at from channel_links order by channel", rows -> {
            List<ChannelLink> links = new ArrayList<>();
            while (rows.next()) {
                links.add(new ChannelLink(Channel.fromWire(rows.getString(1)), rows.getString(2),
                        rows.getObject(3, OffsetDateTime.class)));
            }
            return links;
        });
    }

    /** The bound user's chat or address on {@code channel}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<String> address(Channel channel) {
        return query("select address from channel_links where channel = ?",
                rows -> rows.next() ? Optional.of(rows.getString(1)) : Optional.empty(), channel.wireName());
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public boolean unlink(Channel channel) {
        return update("delete from channel_links where channel = ?", channel.wireName()) > 0;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void rememberTurn(Tenant tenant, UUID turnId, TurnOrigin origin) {
        update("""
                insert into channel_turns (turn_id, channel, address, reply_to, subject, user_id, workspace_id)
                values (?, ?, ?, ?, ?, ?, ?)""",
                turnId, origin.channel().wireName(), origin.address(), origin.replyTo(), origin.subject(),
                tenant.userId(), tenant.workspaceId());
    }

    /** Where the bound user's turn came from, forgotten as it is read: its reply is being delivered. */
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<TurnOrigin> takeTurn(UUID turnId) {
        return query("delete from channel_turns where turn_id = ? returning channel, address, reply_to, subject",
                rows -> rows.next()
                        ? Optional.of(new TurnOrigin(Channel.fromWire(rows.getString(1)), rows.getString(2), rows.getString(3),
                                rows.getString(4)))
                        : Optional.empty(),
                turnId);
    }

    private Optional<LinkedUser> linkedUser(String sql, Object... parameters) {
        return query(sql, rows -> rows.next()
                ? Optional.of(new LinkedUser(new Tenant(rows.getString("workspace_id"), rows.getString("user_id")),
                        rows.getObject("session_id", UUID.class), rows.getString("language")))
                : Optional.empty(), parameters);
    }

    private interface Rows<T> {
        T read(ResultSet rows) throws SQLException;
    }

    private <T> T query(String sql, Rows<T> reader, Object... parameters) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = prepare(connection, sql, parameters);
             ResultSet rows = statement.executeQuery()) {
            return reader.read(rows);
        } catch (SQLException e) {
            throw new IllegalStateException("channel query failed: " + e.getMessage(), e);
        }
    }

    private int update(String sql, Object... parameters) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = prepare(connection, sql, parameters)) {
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("channel update failed: " + e.getMessage(), e);
        }
    }

    private static PreparedStatement prepare(Connection connection, String sql, Object... parameters) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        for (int i = 0; i < parameters.length; i++) {
            statement.setObject(i + 1, parameters[i]);
        }
        return statement;
    }
}
