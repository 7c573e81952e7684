package io.souvenir.memory.knowledge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.souvenir.memory.search.TenantWork;
import io.souvenir.platform.privacy.PersonalDataErased;
import io.souvenir.platform.rest.InvalidRequestException;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The knowledge index of each user: sources replaced whole in one transaction, searched through
 * in-process Lucene indexes derived from those rows. An index is keyed by user, source and the
 * source's revision, read from PostgreSQL (under the user's row-level security) at every search:
 * a replacement made through any instance is seen by every instance at its next search, and a
 * user's index is only ever built from rows their own transaction could read.
 */
@ApplicationScoped
public class KnowledgeService {

    public static final String NOTES = "notes";
    public static final int MAX_DOCUMENTS = 20_000;
    public static final long MAX_DOCUMENT_BYTES = 1024 * 1024;
    private static final Pattern SOURCE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,99}");

    /** What a replacement did. */
    public record Replaced(String source, int documents, int added, int updated, int removed, long tookMs) {
    }

    public record Found(List<KnowledgeHit> hits, String rewritten) {
    }

    /** A note an assistant writes back. */
    public record NoteInput(String name, String description, List<String> keywords, String type, String body) {
    }

    private record IndexKey(Tenant tenant, String source, UUID revision) {
    }

    private final TenantWork work;
    private final KnowledgeConfig config;
    private final Ranking ranking;
    private final Lexicon lexicon = Lexicon.load();
    private final Optional<ModelRewriter> model;
    private final Cache<IndexKey, SourceIndex> indexes;
    private final Clock clock;

    @Inject
    public KnowledgeService(TenantWork work, KnowledgeConfig config, ObjectMapper json) {
        this(work, config, json, Clock.systemUTC());
    }

    public KnowledgeService(TenantWork work, KnowledgeConfig config, ObjectMapper json, Clock clock) {
        this.work = work;
        this.config = config;
        this.clock = clock;
        this.ranking = Ranking.of(config);
        this.model = config.rewrite().baseUrl().filter(url -> !url.isBlank())
                .map(url -> new ModelRewriter(url, config.rewrite().apiKey(), config.rewrite().model(), config.rewrite().timeout(), json));
        this.indexes = Caffeine.newBuilder().maximumWeight(config.cachedDocuments())
                .weigher((IndexKey key, SourceIndex index) -> index.size() + 1)
                .expireAfterAccess(Duration.ofMinutes(30)).build();
    }

    /**
     * The source holds exactly {@code documents} afterwards: absent paths are gone, changed ones
     * rewritten, new ones added, in one transaction; nothing changes when the set is refused.
     */
    public Replaced replace(Tenant tenant, String source, List<DocumentInput> documents) {
        long started = System.nanoTime();
        checkSource(source);
        if (documents == null) {
            throw new InvalidRequestException("documents", "must be a list of documents");
        }
        if (documents.size() > MAX_DOCUMENTS) {
            throw new InvalidRequestException("documents", "at most " + MAX_DOCUMENTS + " documents per source");
        }
        List<KnowledgeDocument> kept = new ArrayList<>(documents.size());
        Set<String> paths = new HashSet<>();
        for (int i = 0; i < documents.size(); i++) {
            DocumentInput document = documents.get(i);
            String field = "documents[" + i + "]";
            if (document == null) {
                throw new InvalidRequestException(field, "must be a document");
            }
            KnowledgeDocument checked = check(tenant, source, field, document);
            if (!paths.add(checked.path())) {
                throw new InvalidRequestException(field + ".path", "duplicate path " + checked.path() + " in this source");
            }
            kept.add(checked);
        }
        UUID fresh = UUID.randomUUID();
        Object[] outcome = work.in(tenant, connection -> {
            Optional<UUID> current = KnowledgeRepository.lock(connection, source);
            Map<String, String> before = KnowledgeRepository.hashes(connection, source);
            List<KnowledgeDocument> written = new ArrayList<>();
            int added = 0;
            for (KnowledgeDocument document : kept) {
                String hash = before.get(document.path());
                if (hash == null) {
                    added++;
                    written.add(document);
                } else if (!hash.equals(document.contentHash())) {
                    written.add(document);
                }
            }
            List<String> gone = before.keySet().stream().filter(path -> !paths.contains(path)).toList();
            if (current.isPresent() && written.isEmpty() && gone.isEmpty()) {
                // nothing changed: same revision, and the index built from it stays valid everywhere
                return new Object[] {current.get(), new int[] {0, 0, 0}};
            }
            KnowledgeRepository.stamp(connection, tenant, source, fresh);
            KnowledgeRepository.delete(connection, source, gone);
            KnowledgeRepository.upsert(connection, tenant, written);
            KnowledgeRepository.recount(connection, source);
            return new Object[] {fresh, new int[] {added, written.size() - added, gone.size()}};
        });
        UUID revision = (UUID) outcome[0];
        int[] changes = (int[]) outcome[1];
        IndexKey key = new IndexKey(tenant, source, revision);
        if (revision.equals(fresh) || indexes.getIfPresent(key) == null) {
            indexes.put(key, SourceIndex.build(source, revision, kept));
        }
        return new Replaced(source, kept.size(), changes[0], changes[1], changes[2], (System.nanoTime() - started) / 1_000_000);
    }

    public List<KnowledgeRepository.SourceRow> sources(Tenant tenant) {
        return work.in(tenant, KnowledgeRepository::sources);
    }

    /** Whether the caller had that source (another user's source is as absent as an unknown one). */
    public boolean delete(Tenant tenant, String source) {
        checkSource(source);
        return work.in(tenant, connection -> KnowledgeRepository.deleteSource(connection, source));
    }

    public Optional<KnowledgeDocument> document(Tenant tenant, UUID id) {
        return work.in(tenant, connection -> KnowledgeRepository.document(connection, id));
    }

    /** The caller's notes, as written back by assistants. */
    public List<KnowledgeDocument> notes(Tenant tenant) {
        return work.in(tenant, connection -> KnowledgeRepository.documents(connection, NOTES));
    }

    /**
     * The k best documents for {@code q} among the caller's sources (one source, documents of one
     * type, when given). With a model configured the question is first turned into keywords, for at
     * most its timeout; else, and past it, the lexicon rewrites it.
     */
    public Found search(Tenant tenant, String q, int k, String type, String source) {
        String keywords = model.flatMap(rewriter -> rewriter.keywords(q)).orElse(null);
        Question question = Question.of(q, lexicon, keywords);
        return new Found(search(tenant, question, k, type, source, ranking), question.rewritten());
    }

    /** The search itself, with a given question and ranking (the benchmark compares rankings). */
    public List<KnowledgeHit> search(Tenant tenant, Question question, int k, String type, String source, Ranking ranking) {
        List<KnowledgeRepository.SourceRow> rows = sources(tenant);
        List<SourceIndex> searched = new ArrayList<>();
        for (KnowledgeRepository.SourceRow row : rows) {
            if (source == null || source.equals(row.name())) {
                searched.add(index(tenant, row));
            }
        }
        return KnowledgeIndex.search(searched, question, k, type, ranking, config.staleAfter(), clock.instant());
    }

    /** Writes a note into the caller's {@value #NOTES} source; a note of the same name is a new version of it. */
    public KnowledgeDocument writeNote(Tenant tenant, NoteInput note) {
        if (note == null) {
            throw new InvalidRequestException("body", "must be a note");
        }
        required("name", note.name(), 200);
        required("description", note.description(), 2000);
        required("body", note.body(), (int) MAX_DOCUMENT_BYTES);
        String path = slug(note.name()) + ".md";
        DocumentInput input = new DocumentInput(path, note.name().strip(), note.description().strip(), note.keywords(), note.type(), null,
                note.body(), OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.MILLIS), null);
        KnowledgeDocument document = check(tenant, NOTES, "", input);
        UUID revision = UUID.randomUUID();
        work.in(tenant, connection -> {
            KnowledgeRepository.stamp(connection, tenant, NOTES, revision);
            KnowledgeRepository.upsert(connection, tenant, List.of(document));
            return KnowledgeRepository.recount(connection, NOTES);
        });
        return document;
    }

    void onErased(@Observes PersonalDataErased erased) {
        indexes.asMap().keySet().removeIf(key -> key.tenant().equals(erased.tenant()));
    }

    private SourceIndex index(Tenant tenant, KnowledgeRepository.SourceRow row) {
        return indexes.get(new IndexKey(tenant, row.name(), row.revision()), key -> SourceIndex.build(row.name(), row.revision(),
                work.in(tenant, connection -> KnowledgeRepository.documents(connection, row.name()))));
    }

    private KnowledgeDocument check(Tenant tenant, String source, String field, DocumentInput document) {
        String prefix = field.isEmpty() ? "" : field + ".";
        required(prefix + "path", document.path(), 1000);
        String path = document.path().strip();
        long bytes = bytes(document.name()) + bytes(document.description()) + bytes(document.summary()) + bytes(document.body())
                + bytes(document.type()) + (document.keywords() == null ? 0 : document.keywords().stream().mapToLong(KnowledgeService::bytes).sum());
        if (bytes > MAX_DOCUMENT_BYTES) {
            throw new DocumentTooLarge(field.isEmpty() ? "body" : field, path, MAX_DOCUMENT_BYTES);
        }
        required(prefix + "name", document.name(), 500);
        optional(prefix + "description", document.description(), 5000);
        optional(prefix + "type", document.type(), 100);
        optional(prefix + "summary", document.summary(), 20_000);
        List<String> keywords = new ArrayList<>();
        if (document.keywords() != null) {
            if (document.keywords().size() > 200) {
                throw new InvalidRequestException(prefix + "keywords", "at most 200 keywords");
            }
            for (int i = 0; i < document.keywords().size(); i++) {
                String keyword = document.keywords().get(i);
                required(prefix + "keywords[" + i + "]", keyword, 200);
                keywords.add(keyword.strip());
            }
        }
        if (document.updatedAt() == null) {
            throw new InvalidRequestException(prefix + "updatedAt", "is required (ISO-8601 with offset)");
        }
        String type = blankToNull(document.type());
        OffsetDateTime expiresAt = document.expiresAt() != null ? document.expiresAt()
                : KnowledgeDocument.PROJECT_STATE.equals(type) ? document.updatedAt().plus(config.projectStateLifetime()) : null;
        String name = document.name().strip();
        String description = blankToNull(document.description());
        String summary = blankToNull(document.summary());
        String body = document.body() == null ? "" : document.body();
        String hash = hash(name, description, String.join("\u001f", keywords), type, summary, body, document.updatedAt().toInstant().toString(),
                expiresAt == null ? null : expiresAt.toInstant().toString());
        return new KnowledgeDocument(documentId(tenant, source, path), source, path, name, description, List.copyOf(keywords), type,
                summary, body, document.updatedAt(), expiresAt, hash);
    }

    static UUID documentId(Tenant tenant, String source, String path) {
        return UUID.nameUUIDFromBytes((tenant.workspaceId() + "\n" + tenant.userId() + "\n" + source + "\n" + path)
                .getBytes(StandardCharsets.UTF_8));
    }

    /** A note's file name: its words in lower case without accents, joined by dashes (Chinese kept as it is). */
    static String slug(String name) {
        String slug = String.join("-", Words.fold(name).split("[^\\p{L}\\p{N}]+")).replaceAll("^-+|-+$", "");
        if (slug.length() > 80) {
            slug = slug.substring(0, 80).replaceAll("-+$", "");
        }
        return slug.isEmpty() ? "note" : slug;
    }

    private static void checkSource(String source) {
        if (source == null || !SOURCE_NAME.matcher(source).matches()) {
            throw new InvalidRequestException("source", "must be 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit");
        }
    }

    private static void required(String field, String value, int max) {
        if (value == null || value.isBlank()) {
            throw new InvalidRequestException(field, "is required");
        }
        optional(field, value, max);
    }

    private static void optional(String field, String value, int max) {
        if (value != null && value.length() > max) {
            throw new InvalidRequestException(field, "must be at most " + max + " characters");
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    private static long bytes(String value) {
        return value == null ? 0 : value.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String hash(String... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String part : parts) {
                digest.update((part == null ? "\u0000" : part).getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0x1e);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
