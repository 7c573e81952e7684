package io.souvenir.bench.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.ParseException;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.ByteBuffersDirectory;

/** The baseline: plain BM25 (Lucene's defaults) over the bare text of the same messages. */
final class Bm25 {

    private final StandardAnalyzer analyzer = new StandardAnalyzer();
    private final IndexSearcher searcher;

    /** {@code texts}: each message's text by its external id. */
    Bm25(Map<String, String> texts) {
        try {
            ByteBuffersDirectory directory = new ByteBuffersDirectory();
            try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
                for (Map.Entry<String, String> message : texts.entrySet()) {
                    Document document = new Document();
                    document.add(new StoredField("id", message.getKey()));
                    document.add(new TextField("text", message.getValue(), Field.Store.NO));
                    writer.addDocument(document);
                }
            }
            searcher = new IndexSearcher(DirectoryReader.open(directory));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** External ids of the best {@code k} messages. */
    List<String> search(String question, int k) {
        try {
            List<String> ids = new ArrayList<>();
            for (ScoreDoc hit : searcher.search(new QueryParser("text", analyzer).parse(QueryParser.escape(question)), k).scoreDocs) {
                ids.add(searcher.storedFields().document(hit.doc).get("id"));
            }
            return ids;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ParseException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
