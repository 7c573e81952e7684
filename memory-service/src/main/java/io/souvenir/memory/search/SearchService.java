package io.souvenir.memory.search;

import io.souvenir.memory.search.SearchRepository.Link;
import io.souvenir.memory.search.SearchRepository.Node;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The owner's search over their memories and messages, and the graph of their memories. */
@ApplicationScoped
public class SearchService {

    /** The memories the graph shows at most: the most recently mentioned. */
    public static final int GRAPH_NODES = 2_000;

    /** {@code truncated}: the owner has more live memories than {@code nodes}. */
    public record Graph(List<Node> nodes, List<Link> links, boolean truncated) {
    }

    private final TenantWork work;
    private final SearchRepository repository = new SearchRepository();
    private final SpreadingActivation activation;
    private final MultiAngleSearch search;
    private final ExecutorService angles;

    SearchService(TransactionalTenantWork work, Embeddings embeddings, VectorIndex vectors, SearchConfig config,
            SearchIndexer indexer, SpreadingActivation activation) {
        this.work = work;
        this.activation = activation;
        this.angles = Executors.newCachedThreadPool(DaemonThreads.named("search-angle"));
        this.search = new MultiAngleSearch(work, embeddings, vectors, config, angles, indexer::schedule);
    }

    public List<Hit> search(Tenant caller, String question, int k, Set<Angle> by) {
        List<Hit> hits = search.search(caller, question, k, by);
        activation.after(caller, hits);
        return hits;
    }

    /**
     * The {@code limit} most recently mentioned memories of the caller and the links between them,
     * around the caller ({@link Constellation}): a node for them, their relations, their family.
     */
    public Graph graph(Tenant caller, int limit) {
        return work.in(caller, connection -> {
            List<Node> nodes = repository.nodes(connection, limit + 1);
            boolean truncated = nodes.size() > limit;
            List<Node> shown = truncated ? nodes.subList(0, limit) : nodes;
            if (shown.isEmpty()) {
                return new Graph(shown, List.of(), false);
            }
            List<Link> links = new ArrayList<>(repository.links(connection, shown.stream().map(Node::id).toList()));
            Node self = Constellation.self(caller);
            links.addAll(Constellation.around(self, shown));
            List<Node> withSelf = new ArrayList<>(shown.size() + 1);
            withSelf.add(self);
            withSelf.addAll(shown);
            return new Graph(withSelf, links, truncated);
        });
    }

    @PreDestroy
    void stop() {
        angles.shutdownNow();
    }
}
