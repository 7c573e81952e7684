package io.souvenir.memory.search;

import io.souvenir.memory.search.HitType.Ref;
import io.souvenir.memory.search.SearchRepository.Detail;
import io.souvenir.memory.search.SearchRepository.Match;
import io.souvenir.memory.search.SearchRepository.Person;
import io.souvenir.memory.search.SearchRepository.Scored;
import io.souvenir.platform.tenancy.Tenant;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * Finds a user's memories and messages by person, by subject and by meaning; then fuses them: each
 * angle's scores min-max normalised and weighted, plus a little recency. The meaning angle runs on
 * another thread while one tenant-bound transaction finds by person and subject and reads what the
 * hits show. Plain Java, so the benchmarks run this very code.
 */
public final class MultiAngleSearch {

    private static final Logger LOG = Logger.getLogger(MultiAngleSearch.class);
    /** A misspelt name or relation word counts this much of an exact one. */
    private static final double MISSPELT = 0.7;
    /** A memory about a person found counts this much of the person. */
    private static final double ABOUT_PERSON = 0.6;

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final Embeddings embeddings;
    private final VectorIndex vectors;
    private final SearchConfig config;
    private final Executor executor;
    private final Consumer<Tenant> unembeddedFound;
    private final Clock clock;
    private final Lexicon lexicon = Lexicon.get();

    public MultiAngleSearch(TenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            Executor executor, Consumer<Tenant> unembeddedFound, Clock clock) {
        this.work = work;
        this.embeddings = embeddings;
        this.vectors = vectors;
        this.config = config;
        this.executor = executor;
        this.unembeddedFound = unembeddedFound;
        this.clock = clock;
    }

    public List<Hit> search(Tenant tenant, String text, int k, Set<Angle> angles) {
        SearchQuery query = SearchQuery.of(text, lexicon);
        // the meaning angle works in this process (its vectors are cached) while the database finds the others
        CompletableFuture<List<Scored>> byMeaning = angles.contains(Angle.MEANING)
                ? CompletableFuture.supplyAsync(() -> byMeaning(tenant, query), executor).exceptionally(failure -> {
                    // the vector model down still leaves the others' answer
                    LOG.warnf(failure, "search angle %s failed", Angle.MEANING.wireName());
                    return List.of();
                })
                : CompletableFuture.completedFuture(List.of());
        return work.in(tenant, connection -> {
            Map<Ref, Detail> details = new HashMap<>();
            Map<Ref, Fused> fused = new LinkedHashMap<>();
            if (angles.contains(Angle.PERSON)) {
                fuse(Angle.PERSON, byPerson(connection, query), fused);
            }
            if (angles.contains(Angle.SUBJECT)) {
                fuse(Angle.SUBJECT, bySubject(connection, query, details), fused);
            }
            fuse(Angle.MEANING, byMeaning.join(), fused);
            List<Fused> candidates = fused.values().stream()
                    .sorted(Comparator.comparingDouble(Fused::score).reversed())
                    .limit(Math.max(3L * k, 30))
                    .toList();
            List<Ref> undetailed = candidates.stream().map(Fused::ref).filter(ref -> !details.containsKey(ref)).toList();
            if (!undetailed.isEmpty()) {
                repository.details(connection, undetailed).forEach(detail -> details.putIfAbsent(detail.ref(), detail));
            }
            OffsetDateTime now = OffsetDateTime.now(clock);
            return candidates.stream()
                    .filter(candidate -> details.containsKey(candidate.ref()))
                    .map(candidate -> hit(candidate, details.get(candidate.ref()), now))
                    .sorted(Comparator.comparingDouble(Hit::score).reversed())
                    .limit(k)
                    .toList();
        });
    }

    /** Full-text hits; what they show is kept in {@code details}, read with them. */
    private List<Scored> bySubject(Connection connection, SearchQuery query, Map<Ref, Detail> details) throws SQLException {
        if (query.content().isEmpty()) {
            return List.of();
        }
        List<Scored> hits = new ArrayList<>();
        for (Match match : repository.fullText(connection, query.anyOfExpanded(), config.matchesRanked(), config.candidatesPerAngle())) {
            details.put(match.detail().ref(), match.detail());
            hits.add(new Scored(match.detail().ref(), match.rank()));
        }
        return hits;
    }

    /** The persons the question names (by name or relation, typos tolerated), then the memories about them. */
    private List<Scored> byPerson(Connection connection, SearchQuery query) throws SQLException {
        if (query.content().isEmpty()) {
            return List.of();
        }
        Map<String, Double> relationsAsked = relationsAsked(query);
        Map<UUID, Double> persons = new HashMap<>();
        for (Person person : repository.persons(connection)) {
            double match = Math.max(relationsAsked.getOrDefault(person.relation(), 0.0), nameMatch(person, query));
            if (match > 0) {
                persons.put(person.id(), match);
            }
        }
        if (persons.isEmpty()) {
            return List.of();
        }
        Map<UUID, Double> found = new HashMap<>(persons);
        for (UUID[] about : repository.aboutPersons(connection, persons.keySet(), config.candidatesPerAngle())) {
            found.merge(about[0], ABOUT_PERSON * persons.get(about[1]), Math::max);
        }
        return found.entrySet().stream().map(entry -> new Scored(HitType.MEMORY.ref(entry.getKey()), entry.getValue())).toList();
    }

    /** The stored relations the question names: 1 when a word names it, {@link #MISSPELT} when a misspelt one does. */
    private Map<String, Double> relationsAsked(SearchQuery query) {
        Map<String, Double> asked = new HashMap<>();
        for (String word : query.content()) {
            lexicon.relationsNamedBy(word).forEach(relation -> asked.put(relation, 1.0));
            lexicon.relationWords().stream().filter(relationWord -> Typos.isMisspelling(word, relationWord))
                    .flatMap(relationWord -> lexicon.relationsNamedBy(relationWord).stream())
                    .forEach(relation -> asked.merge(relation, MISSPELT, Math::max));
        }
        return asked;
    }

    private static double nameMatch(Person person, SearchQuery query) {
        List<String> names = person.name() != null ? Lexicon.words(person.name())
                : person.relation() == null ? Lexicon.words(person.text()) : List.of();
        double best = 0;
        for (String word : query.content()) {
            for (String name : names) {
                best = Math.max(best, word.equals(name) ? 1 : Typos.isMisspelling(word, name) ? MISSPELT : 0);
            }
        }
        return best;
    }

    private List<Scored> byMeaning(Tenant tenant, SearchQuery query) {
        float[] question = embeddings.ofQuestion(query.forEmbedding());
        Function<Tenant, List<SearchRepository.Vector>> load = t -> work.in(t, connection -> {
            if (repository.hasUnembedded(connection)) {
                unembeddedFound.accept(t);
            }
            return repository.vectors(connection);
        });
        return vectors.nearest(tenant, question, config.candidatesPerAngle(), load).stream()
                .filter(hit -> hit.score() >= config.meaningFloor())
                .toList();
    }

    /** Adds one angle's hits, min-max normalised (a lone or uniform list counts fully) and weighted. */
    private void fuse(Angle angle, List<Scored> hits, Map<Ref, Fused> fused) {
        double max = hits.stream().mapToDouble(Scored::score).max().orElse(0);
        double min = hits.stream().mapToDouble(Scored::score).min().orElse(0);
        double weight = switch (angle) {
            case PERSON -> config.personWeight();
            case SUBJECT -> config.subjectWeight();
            case MEANING -> config.meaningWeight();
        };
        for (Scored hit : hits) {
            double normalised = max > min ? (hit.score() - min) / (max - min) : 1;
            Fused entry = fused.computeIfAbsent(hit.ref(), Fused::new);
            entry.score += weight * normalised;
            entry.angles.add(angle);
        }
    }

    private Hit hit(Fused candidate, Detail detail, OffsetDateTime now) {
        double ageInHalfLives = Math.max(0, Duration.between(detail.mentionedAt(), now).toSeconds())
                / (double) config.recencyHalfLife().toSeconds();
        double score = candidate.score + config.recencyWeight() * Math.pow(0.5, ageInHalfLives);
        return new Hit(candidate.ref.type(), candidate.ref.id(), detail.kind(), detail.text(), score, new ArrayList<>(candidate.angles),
                detail.externalId() == null ? List.of() : List.of(detail.externalId()));
    }

    private static final class Fused {
        final Ref ref;
        final Set<Angle> angles = EnumSet.noneOf(Angle.class);
        double score;

        Fused(Ref ref) {
            this.ref = ref;
        }

        Ref ref() {
            return ref;
        }

        double score() {
            return score;
        }
    }
}
