package io.souvenir.memory.consolidation;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

/**
 * Images of a user's rows as the database holds them ({@code to_jsonb} of each row, the generated
 * search column and {@code changed_at} left out: the search cache's bookkeeping moves with every
 * write, a restore included, so that search reads the restored rows again), and the writes that put
 * an image back. Bound to the caller's tenant by
 * row-level security, as every query of memory-service.
 */
@ApplicationScoped
public class Images {

    private final EntityManager entityManager;
    private volatile String memoryColumns;

    Images(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** The rows of {@code ids}, as one JSON array, ordered by id. */
    public String memories(Collection<UUID> ids) {
        entityManager.flush();
        return (String) entityManager.createNativeQuery("""
                        select coalesce(jsonb_agg(to_jsonb(m) - 'search_text' - 'changed_at' order by m.id), '[]'::jsonb)::text
                        from memories m where m.id = any(cast(:ids as uuid[]))""")
                .setParameter("ids", ids.toArray(UUID[]::new)).getSingleResult();
    }

    /** Every link from or to one of {@code ids}, as one JSON array. */
    public String links(Collection<UUID> ids) {
        entityManager.flush();
        return (String) entityManager.createNativeQuery("""
                        select coalesce(jsonb_agg(to_jsonb(l) order by l.from_id, l.to_id, l.type), '[]'::jsonb)::text
                        from memory_links l where l.from_id = any(cast(:ids as uuid[])) or l.to_id = any(cast(:ids as uuid[]))""")
                .setParameter("ids", ids.toArray(UUID[]::new)).getSingleResult();
    }

    /** The user's identity card row, or null when they have none. */
    public String card() {
        entityManager.flush();
        @SuppressWarnings("unchecked")
        List<String> rows = entityManager.createNativeQuery("select to_jsonb(c)::text from identity_cards c").getResultList();
        return rows.isEmpty() ? null : rows.get(0);
    }

    /**
     * Writes the memory rows of {@code image} back, column for column: an existing row is
     * overwritten in place, a missing one inserted again.
     */
    public int restoreMemories(String image) {
        String columns = memoryColumns();
        return entityManager.createNativeQuery("insert into memories (" + columns + ") select " + columns
                        + " from jsonb_populate_recordset(null::memories, cast(:image as jsonb)) on conflict (id) do update set ("
                        + columns + ") = row(" + excludedColumns(columns) + ")")
                .setParameter("image", image).executeUpdate();
    }

    /** Puts back the links of {@code before}, then removes those the apply added ({@code after} less {@code before}). */
    public void restoreLinks(String before, String after) {
        entityManager.createNativeQuery("""
                        insert into memory_links (from_id, to_id, type, user_id, workspace_id, created_at)
                        select from_id, to_id, type, user_id, workspace_id, created_at
                        from jsonb_populate_recordset(null::memory_links, cast(:before as jsonb)) on conflict do nothing""")
                .setParameter("before", before).executeUpdate();
        entityManager.createNativeQuery("""
                        delete from memory_links l using (
                            select from_id, to_id, type from jsonb_populate_recordset(null::memory_links, cast(:after as jsonb))
                            except
                            select from_id, to_id, type from jsonb_populate_recordset(null::memory_links, cast(:before as jsonb))) added
                        where l.from_id = added.from_id and l.to_id = added.to_id and l.type = added.type""")
                .setParameter("before", before).setParameter("after", after).executeUpdate();
    }

    /** The identity card as it was: written back, or removed when the user had none. */
    public void restoreCard(String before) {
        if (before == null) {
            entityManager.createNativeQuery("delete from identity_cards").executeUpdate();
            return;
        }
        entityManager.createNativeQuery("""
                        insert into identity_cards (user_id, workspace_id, markdown, updated_at)
                        select user_id, workspace_id, markdown, updated_at from jsonb_populate_record(null::identity_cards, cast(:card as jsonb))
                        on conflict (user_id, workspace_id) do update set markdown = excluded.markdown, updated_at = excluded.updated_at""")
                .setParameter("card", before).executeUpdate();
    }

    private String memoryColumns() {
        if (memoryColumns == null) {
            @SuppressWarnings("unchecked")
            List<String> names = entityManager.createNativeQuery("""
                            select column_name::text from information_schema.columns
                            where table_schema = current_schema() and table_name = 'memories' and is_generated = 'NEVER'
                              and column_name <> 'changed_at'
                            order by ordinal_position""").getResultList();
            memoryColumns = String.join(", ", names);
        }
        return memoryColumns;
    }

    private static String excludedColumns(String columns) {
        return String.join(", ", java.util.Arrays.stream(columns.split(", ")).map(column -> "excluded." + column).toList());
    }
}
