package io.souvenir.memory.knowledge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.apache.lucene.analysis.core.WhitespaceAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.SingleInstanceLockFactory;

/**
 * The searchable form of one source of one user at one revision: a Lucene index in memory, built
 * from the source's rows and never changed afterwards (a new revision is a new index). Each text
 * field is indexed twice: its words as they are (for exact and typo matches) and their French and
 * English stems ({@code <field>_s}).
 */
public final class SourceIndex {

    /** The searched fields, strongest first: a match in the name counts most, in the body least. */
    public enum Searched {
        NAME("name"), DESCRIPTION("description"), KEYWORDS("keywords"), SUMMARY("summary"), BODY("body");

        public final String name;
        public final String stems;

        Searched(String name) {
            this.name = name;
            this.stems = name + "_s";
        }

        /** The searched field an indexed field belongs to (its words or their stems). */
        static Searched of(String indexed) {
            for (Searched field : values()) {
                if (field.name.equals(indexed) || field.stems.equals(indexed)) {
                    return field;
                }
            }
            throw new IllegalArgumentException(indexed);
        }

        String text(KnowledgeDocument document) {
            return switch (this) {
                case NAME -> document.name();
                case DESCRIPTION -> document.description();
                // the path's words too: a file without frontmatter is found by its folder and name
                case KEYWORDS -> String.join(" ", document.keywords());
                case SUMMARY -> document.summary();
                case BODY -> document.body();
            };
        }
    }

    static final String ORD = "ord";
    static final String TYPE = "type";
    static final String EXPIRES = "expires";
    /** Every distinct word of the document, whatever its field: where typos are looked up, once per word of a question. */
    static final String VOCABULARY = "vocabulary";

    private final String source;
    private final UUID revision;
    private final List<KnowledgeDocument> documents;
    private final DirectoryReader reader;

    private SourceIndex(String source, UUID revision, List<KnowledgeDocument> documents, DirectoryReader reader) {
        this.source = source;
        this.revision = revision;
        this.documents = documents;
        this.reader = reader;
    }

    public static SourceIndex build(String source, UUID revision, List<KnowledgeDocument> documents) {
        // each file as one byte array: a search clones its inputs hundreds of times, and a clone of an
        // array is a view where a clone of a list of buffers copies the list
        ByteBuffersDirectory directory = new ByteBuffersDirectory(new SingleInstanceLockFactory(), ByteBuffersDataOutput::new,
                ByteBuffersDirectory.OUTPUT_AS_BYTE_ARRAY);
        IndexWriterConfig config = new IndexWriterConfig(new WhitespaceAnalyzer()).setRAMBufferSizeMB(256)
                .setCommitOnClose(true).setMergePolicy(org.apache.lucene.index.NoMergePolicy.INSTANCE);
        // the words of each document are found on every core (analysis is most of the work); the
        // writer takes documents from several threads at once
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            IntStream.range(0, documents.size()).parallel().forEach(ord -> {
                try {
                    writer.addDocument(document(ord, documents.get(ord)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return new SourceIndex(source, revision, List.copyOf(documents), DirectoryReader.open(directory));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Document document(int ord, KnowledgeDocument known) {
        Document document = new Document();
        document.add(new NumericDocValuesField(ORD, ord));
        if (known.type() != null) {
            document.add(new StringField(TYPE, known.type(), Field.Store.NO));
        }
        document.add(new LongPoint(EXPIRES, known.expiresAt() == null ? Long.MAX_VALUE : known.expiresAt().toInstant().toEpochMilli()));
        java.util.Set<String> vocabulary = new java.util.HashSet<>();
        for (Searched field : Searched.values()) {
            String text = field.text(known);
            if (field == Searched.KEYWORDS) {
                text = text + " " + known.path();
            }
            if (text == null || text.isBlank()) {
                continue;
            }
            List<String> words = Words.of(text);
            vocabulary.addAll(words);
            List<String> stems = new ArrayList<>(words.size() * 2);
            for (String word : words) {
                stems.addAll(Words.stems(word));
            }
            document.add(new TextField(field.name, String.join(" ", words), Field.Store.NO));
            document.add(new TextField(field.stems, String.join(" ", stems), Field.Store.NO));
        }
        document.add(new TextField(VOCABULARY, String.join(" ", vocabulary), Field.Store.NO));
        return document;
    }

    public String source() {
        return source;
    }

    public UUID revision() {
        return revision;
    }

    public int size() {
        return documents.size();
    }

    DirectoryReader reader() {
        return reader;
    }

    KnowledgeDocument document(int ord) {
        return documents.get(ord);
    }

    List<KnowledgeDocument> documents() {
        return new ArrayList<>(documents);
    }
}
