package io.souvenir.memory.memories;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import jakarta.enterprise.context.ApplicationScoped;
import org.hibernate.Session;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Queries carry no tenant filter on purpose: the transaction is bound to one tenant and
 * row-level security shows it nothing else. The ones a turn runs bind no list (Hibernate translates
 * a query with a list parameter, and Panache's {@code count}, from HQL to SQL again at every call:
 * a seventh of memory-service's Java samples under load), so their SQL is translated once and reused.
 */
@ApplicationScoped
public class MemoryRepository implements PanacheRepositoryBase<Memory, UUID> {

    private static final List<String> LIVE = List.of("active", "candidate");
    private static final List<Facet> DURABLE_FACETS = List.of(Facet.IDENTITY, Facet.PREFERENCE, Facet.ONGOING, Facet.COMMITMENT);

    public Optional<Memory> findLive(String normalizedHash) {
        return find("normalizedHash = :hash and status in ('active', 'candidate')",
                Parameters.with("hash", normalizedHash)).firstResultOptional();
    }

    public List<Memory> persons() {
        return list("kind = ?1 and status in ('active', 'candidate')", MemoryKind.PERSON);
    }

    /**
     * What the identity card is made of: the user's persons, and the facts that say who they are,
     * what they like, live and promised, or that touch their health, money or legal matters.
     */
    public List<Memory> durable() {
        return list("status = 'active' and (kind = ?1 or (kind = ?2 and (facet in (?3, ?4, ?5, ?6) or domain <> ?7)))"
                        + " order by recordedAt, id",
                MemoryKind.PERSON, MemoryKind.FACT, DURABLE_FACETS.get(0), DURABLE_FACETS.get(1), DURABLE_FACETS.get(2),
                DURABLE_FACETS.get(3), Domain.NONE);
    }

    /** Whether a memory of this kind, facet and domain is one of {@link #durable()}. */
    public static boolean isDurable(MemoryKind kind, Facet facet, Domain domain) {
        return kind == MemoryKind.PERSON || kind == MemoryKind.FACT && (DURABLE_FACETS.contains(facet) || domain != Domain.NONE);
    }

    public long countLive() {
        return getEntityManager().createQuery("select count(*) from Memory where status in ('active', 'candidate')", Long.class)
                .getSingleResult();
    }

    /** The memories a cap may purge, least recently mentioned first: plain general facts only. */
    public List<Memory> purgeable(int limit) {
        return find("""
                        kind = ?1 and facet = ?2 and domain = ?3 and status in ?4
                        order by lastMentionedAt, recordedAt""",
                MemoryKind.FACT, Facet.GENERAL, Domain.NONE, LIVE)
                .page(0, limit).list();
    }

    /** One page, newest first; {@code after} is the last memory of the previous page. */
    public List<Memory> page(Optional<MemoryKind> kind, Optional<String> status, Optional<Memory> after, int limit) {
        List<String> where = new ArrayList<>();
        Parameters parameters = new Parameters();
        kind.ifPresent(k -> {
            where.add("kind = :kind");
            parameters.and("kind", k);
        });
        status.ifPresent(s -> {
            where.add("status = :status");
            parameters.and("status", s);
        });
        after.ifPresent(last -> {
            where.add("(recordedAt < :recordedAt or (recordedAt = :recordedAt and id < :id))");
            parameters.and("recordedAt", last.recordedAt).and("id", last.id);
        });
        String query = (where.isEmpty() ? "1 = 1" : String.join(" and ", where)) + " order by recordedAt desc, id desc";
        return find(query, parameters).page(0, limit).list();
    }

    /**
     * Search no longer finds the message a deleted memory was kept from, nor the reply of the same
     * turn (which may repeat it), nor the message said next through their words (each message is
     * searched with the previous one's text); both stay in the conversation's history.
     */
    public void forgetSourceMessage(Memory memory) {
        if (memory.sourceMessageId != null) {
            getEntityManager().createNativeQuery("""
                            update messages set forgotten_at = now()
                             where id = ?1 or turn_id = (select turn_id from messages where id = ?1)""")
                    .setParameter(1, memory.sourceMessageId).executeUpdate();
            getEntityManager().createNativeQuery("""
                            update messages said_next set previous_text = null
                              from messages forgotten
                             where (forgotten.id = ?1 or forgotten.turn_id = (select turn_id from messages where id = ?1))
                               and said_next.session_id = forgotten.session_id and said_next.id <> forgotten.id
                               and said_next.previous_text = forgotten.text""")
                    .setParameter(1, memory.sourceMessageId).executeUpdate();
        }
    }

    public void link(Memory from, Memory to, String type) {
        getEntityManager().createNativeQuery("""
                        insert into memory_links (from_id, to_id, type, user_id, workspace_id)
                        values (:from, :to, :type, :userId, :workspaceId) on conflict do nothing""")
                .setParameter("from", from.id).setParameter("to", to.id).setParameter("type", type)
                .setParameter("userId", from.userId).setParameter("workspaceId", from.workspaceId)
                .executeUpdate();
    }

    public void unlink(Memory from, Memory to, String type) {
        getEntityManager().createNativeQuery("delete from memory_links where from_id = :from and to_id = :to and type = :type")
                .setParameter("from", from.id).setParameter("to", to.id).setParameter("type", type).executeUpdate();
    }

    /** Every memory about {@code older} is now about {@code newer}: a person's newer card keeps what is known of them. */
    public void moveAboutPerson(Memory older, Memory newer) {
        getEntityManager().createNativeQuery("""
                        insert into memory_links (from_id, to_id, type, user_id, workspace_id)
                        select from_id, :newer, type, user_id, workspace_id from memory_links
                        where to_id = :older and type = 'about_person' and from_id <> :newer on conflict do nothing""")
                .setParameter("older", older.id).setParameter("newer", newer.id).executeUpdate();
        getEntityManager().createNativeQuery("delete from memory_links where to_id = :older and type = 'about_person'")
                .setParameter("older", older.id).executeUpdate();
    }

    /** The user's active persons and facts: what a new memory may contradict. */
    public List<Memory> activeFactsAndPersons() {
        return list("status = 'active' and kind in (?1, ?2) order by recordedAt, id", MemoryKind.PERSON, MemoryKind.FACT);
    }

    /** When the message {@code messageId} was said, if the user has it: an imported memory was told then, not now. */
    public Optional<OffsetDateTime> saidAt(UUID messageId) {
        if (messageId == null) {
            return Optional.empty();
        }
        @SuppressWarnings("unchecked")
        List<Object> rows = getEntityManager().createNativeQuery("select said_at from messages where id = :id")
                .setParameter("id", messageId).getResultList();
        return rows.stream().findFirst().map(MemoryRepository::offset);
    }

    /** The user's candidates, oldest first, and the active persons and facts they may contradict. */
    public List<Memory> candidates(int limit) {
        return find("status = 'candidate' order by recordedAt, id").page(0, limit).list();
    }

    /** The memories {@code memoryIds} contradict ({@code contradicts} links), by memory. */
    public Map<UUID, List<UUID>> contradictedBy(Collection<UUID> memoryIds) {
        if (memoryIds.isEmpty()) {
            return Map.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> links = getEntityManager().createNativeQuery(
                        "select from_id, to_id from memory_links where type = 'contradicts' and from_id in (:ids)")
                .setParameter("ids", memoryIds).getResultList();
        return links.stream().collect(Collectors.groupingBy(link -> (UUID) link[0],
                Collectors.mapping(link -> (UUID) link[1], Collectors.toList())));
    }

    /** A timestamp column as the JDBC driver hands it (null stays null). */
    public static OffsetDateTime offset(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof OffsetDateTime time) {
            return time;
        }
        if (value instanceof java.time.Instant instant) {
            return instant.atOffset(java.time.ZoneOffset.UTC);
        }
        return ((java.sql.Timestamp) value).toInstant().atOffset(java.time.ZoneOffset.UTC);
    }

    /** The persons each of {@code memoryIds} is about. */
    public Map<UUID, List<Memory>> personsOf(Collection<UUID> memoryIds) {
        if (memoryIds.isEmpty()) {
            return Map.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> links = getEntityManager().createNativeQuery("""
                        select from_id, to_id from memory_links where type = 'about_person' and from_id in (:ids)""")
                .setParameter("ids", memoryIds)
                .getResultList();
        if (links.isEmpty()) {
            return Map.of();
        }
        // by id, those already loaded (a command reads the user's persons first) without a query
        Map<UUID, Memory> persons = getEntityManager().unwrap(Session.class)
                .findMultiple(Memory.class, links.stream().map(link -> (UUID) link[1]).distinct().toList()).stream()
                .filter(Objects::nonNull)
                .collect(Collectors.toMap(person -> person.id, person -> person));
        return links.stream().collect(Collectors.groupingBy(link -> (UUID) link[0],
                Collectors.mapping(link -> persons.get((UUID) link[1]), Collectors.toList())));
    }

    public void touch(Memory memory, OffsetDateTime mentionedAt) {
        if (mentionedAt.isAfter(memory.lastMentionedAt)) {
            memory.lastMentionedAt = mentionedAt;
        }
    }
}
