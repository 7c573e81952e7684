package io.souvenir.turn.contexts;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.platform.security.ServiceTokens;
import io.souvenir.platform.tenancy.Tenant;
import io.souvenir.turn.contexts.ContextClient.Core;
import io.souvenir.turn.contexts.ContextClient.Counts;
import io.souvenir.turn.contexts.ContextClient.Item;
import io.souvenir.turn.engine.Reply;
import jakarta.ws.rs.NotFoundException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The chat's context commands in French and English, against a stand-in of memory-service's
 * context routes that keeps what it is sent and counts how often the session's context is looked up.
 */
class ContextCommandsTest {

    private final Tenant alice = new Tenant("acme", "alice");
    private final FakeContexts memory = new FakeContexts();
    private final ContextTurns chat = new ContextTurns(memory, new ServiceTokens() {
        @Override
        public String bearer(Tenant tenant) {
            return "Bearer " + tenant.userId();
        }
    }, new OpenContexts());
    private final UUID session = UUID.randomUUID();

    @Test
    void anUnknownContextIsOfferedNeverCreatedSilentlyAndCreatedOnYes() {
        assertThat(say("Ouvre Salon-Bois")).contains("Je ne connais pas de contexte « Salon-Bois »", "Je le crée ?");
        assertThat(memory.contexts).isEmpty();

        assertThat(say("oui, mission : trouver trois fournisseurs de chêne")).contains("« Salon-Bois » créé et ouvert");
        assertThat(memory.contexts.values()).singleElement().satisfies(core -> {
            assertThat(core.name()).isEqualTo("Salon-Bois");
            assertThat(core.mission()).isEqualTo("trouver trois fournisseurs de chêne");
        });
    }

    @Test
    void noMeansNothingIsCreatedInEnglishToo() {
        assertThat(say("Open Zzz")).contains("I don't know a context called “Zzz”", "Shall I create it?");
        assertThat(say("no")).contains("won't create “Zzz”");
        assertThat(memory.contexts).isEmpty();
        assertThat(say("Persist the stand is B12")).contains("No context is open");
        assertThat(memory.sources).isEmpty();
    }

    @Test
    void persistKeepsTheWordsVerbatimAndAcknowledgesInOneLine() {
        memory.existing("Salon-Bois");
        assertThat(say("Ouvre salon-bois")).startsWith("Contexte « Salon-Bois » ouvert");
        String said = "Persiste : Marc Dubois dit que le chêne a pris 12 %   depuis janvier…";
        String ack = say(said);
        assertThat(ack).isEqualTo("Persisté dans « Salon-Bois », tel quel (pas encore ingéré).").doesNotContain("\n");
        assertThat(memory.sources).singleElement().satisfies(source -> {
            assertThat(source.text()).isEqualTo("Marc Dubois dit que le chêne a pris 12 %   depuis janvier…");
            assertThat(source.kind()).isEqualTo("dictation");
        });
        assertThat(say("Persist the oak supplier in Jura has 3 sawmills")).isEqualTo("Persisted in “Salon-Bois”, verbatim (not ingested yet).");
    }

    @Test
    void aTranscriptIsPersistedAsOneTranscriptSource() {
        memory.existing("Interviews");
        say("Open Interviews");
        String transcript = "Speaker 1 00:01:02 Bonjour Marc.\nSpeaker 2 00:01:05 Bonjour, le chêne a pris 12 %.";
        assertThat(say("Persiste\n" + transcript)).startsWith("Transcription persistée dans « Interviews »");
        assertThat(memory.sources).singleElement().satisfies(source -> {
            assertThat(source.kind()).isEqualTo("transcript");
            assertThat(source.text()).isEqualTo(transcript);
        });
    }

    @Test
    void theOpenContextIsResolvedOnceAndKeptForTheSession() {
        memory.existing("Salon-Bois");
        memory.bound.put(session, memory.contexts.keySet().iterator().next());
        for (String said : List.of("Persiste stand B12", "Todo appeler Marc", "Persiste hall 3", "Ingère", "Sauvegarde")) {
            say(said);
        }
        assertThat(memory.lookups).as("the session's context is looked up once, not at every operation").isEqualTo(1);
        assertThat(memory.sources).hasSize(2);
        assertThat(memory.todos).extracting(Item::text).containsExactly("appeler Marc");
        assertThat(memory.ingestions).isEqualTo(1);
    }

    @Test
    void aContextThatDisappearedIsSaidAndForgotten() {
        memory.existing("Fair");
        say("Open Fair");
        memory.contexts.clear();
        assertThat(say("Persist booth 12")).contains("“Fair” no longer exists");
        assertThat(say("Persist booth 12")).contains("No context is open");
    }

    @Test
    void blindSpotsAreAnsweredFromTheCoreWithTheirSources() {
        UUID id = memory.existing("Salon-Bois");
        UUID source = UUID.randomUUID();
        memory.items.put(id, List.of(
                new Item(UUID.randomUUID(), "contradiction", "« Le chêne a pris 12 % (Marc) » contre « Le chêne a pris 8 % (Léa) »", false,
                        List.of(new ContextClient.Citation(source, "le chêne a pris 12 %"), new ContextClient.Citation(source, "8 %"))),
                new Item(UUID.randomUUID(), "question", "Est-ce que la livraison est assurée ?", false,
                        List.of(new ContextClient.Citation(source, "Est-ce que la livraison est assurée ?"))),
                new Item(UUID.randomUUID(), "todo", "Envoyer le devis à Marc", false, List.of()),
                new Item(UUID.randomUUID(), "todo", "Réserver le train", true, List.of())));
        say("Ouvre Salon-Bois");

        assertThat(say("Qu'est-ce qui me manque ?")).contains("Ce qui te manque dans « Salon-Bois »", "8 %",
                "Est-ce que la livraison est assurée ?", "Envoyer le devis à Marc").doesNotContain("Réserver le train");
        assertThat(say("Quelles contradictions vérifier ?")).contains("Contradictions à vérifier", "« le chêne a pris 12 % »")
                .doesNotContain("devis");
        assertThat(say("Quelles questions n'ai-je posées à personne ?")).contains("livraison est assurée").doesNotContain("chêne");
        assertThat(say("What am I missing?")).contains("What you are missing in “Salon-Bois”", "Open todos");
        assertThat(say("Which contradictions should I check?")).contains("Contradictions to check in “Salon-Bois”");
        assertThat(say("What questions haven't I asked anyone?")).contains("Questions raised and never asked or answered");
    }

    @Test
    void ordinarySentencesAreLeftToTheEngine() {
        assertThat(chat.hear(alice, session, UUID.randomUUID(), "Ma fille a onze ans.")).isEmpty();
        assertThat(chat.hear(alice, session, UUID.randomUUID(), "Open the window, it's hot")).isEmpty();
        assertThat(ContextCommand.of("Je vais ouvrir la fenêtre")).isEmpty();
        assertThat(ContextCommand.of("Ingère")).containsInstanceOf(ContextCommand.Ingest.class);
        assertThat(ContextCommand.of("Ingest.")).get().extracting(ContextCommand::language).isEqualTo(Locale.ENGLISH);
        assertThat(ContextCommand.of("Save")).containsInstanceOf(ContextCommand.Save.class);
        assertThat(ContextCommand.of("Sauvegarde !")).get().extracting(ContextCommand::language).isEqualTo(Locale.FRENCH);
    }

    private String say(String text) {
        Optional<Reply> reply = chat.hear(alice, session, UUID.randomUUID(), text);
        assertThat(reply).as("a context command: %s", text).isPresent();
        return reply.get().text();
    }

    /** memory-service's context routes, as far as the chat uses them. */
    static final class FakeContexts implements ContextClient {

        final Map<UUID, Core> contexts = new LinkedHashMap<>();
        final Map<UUID, List<Item>> items = new LinkedHashMap<>();
        final Map<UUID, UUID> bound = new LinkedHashMap<>();
        final List<NewSource> sources = new ArrayList<>();
        final List<Item> todos = new ArrayList<>();
        int lookups;
        int ingestions;

        UUID existing(String name) {
            UUID id = UUID.randomUUID();
            contexts.put(id, core(id, name, "Une mission"));
            return id;
        }

        private Core core(UUID id, String name, String mission) {
            List<Item> all = items.getOrDefault(id, List.of());
            return new Core(id, name, mission, null, null, null, null, filter(all, "todo"), filter(all, "decision"),
                    filter(all, "contradiction"), filter(all, "question"), new Counts(sources.size(), sources.size(), 0, 0));
        }

        private static List<Item> filter(List<Item> items, String kind) {
            return items.stream().filter(item -> item.kind().equals(kind)).toList();
        }

        private Core mine(UUID id) {
            Core core = contexts.get(id);
            if (core == null) {
                throw new NotFoundException();
            }
            return core(id, core.name(), core.mission());
        }

        @Override
        public Summary byName(String authorization, String name) {
            return contexts.values().stream().filter(core -> core.name().equalsIgnoreCase(name)).findFirst()
                    .map(core -> new Summary(core.id(), core.name())).orElseThrow(NotFoundException::new);
        }

        @Override
        public Core openIn(String authorization, UUID sessionId) {
            lookups++;
            UUID id = bound.get(sessionId);
            if (id == null) {
                throw new NotFoundException();
            }
            return mine(id);
        }

        @Override
        public Core open(String authorization, UUID sessionId, OpenRequest request) {
            bound.put(sessionId, request.contextId());
            return mine(request.contextId());
        }

        @Override
        public Core core(String authorization, UUID id) {
            return mine(id);
        }

        @Override
        public Core create(String authorization, UUID id, NewContext context) {
            contexts.putIfAbsent(id, core(id, context.name(), context.mission()));
            return mine(id);
        }

        @Override
        public Source persist(String authorization, UUID id, UUID sourceId, NewSource source) {
            mine(id);
            sources.add(source);
            return new Source(sourceId, source.kind(), null, source.text());
        }

        @Override
        public Item todo(String authorization, UUID id, UUID todoId, NewTodo todo) {
            mine(id);
            Item item = new Item(todoId, "todo", todo.text(), false, List.of());
            todos.add(item);
            return item;
        }

        @Override
        public Ingestion ingest(String authorization, UUID id, UUID jobId) {
            mine(id);
            ingestions++;
            return new Ingestion(jobId, "queued", sources.size());
        }

        @Override
        public Core save(String authorization, UUID id, String language) {
            return mine(id);
        }

        @Override
        public Notes notes(String authorization, UUID id, String q) {
            return new Notes(List.of());
        }

        @Override
        public Sources sources(String authorization, UUID id, String q) {
            return new Sources(List.of());
        }
    }
}
