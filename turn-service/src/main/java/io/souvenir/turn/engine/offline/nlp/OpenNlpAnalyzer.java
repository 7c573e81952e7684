package io.souvenir.turn.engine.offline.nlp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.lemmatizer.ThreadSafeLemmatizerME;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.ThreadSafePOSTaggerME;

/**
 * Apache OpenNLP (Apache-2.0) with the Universal Dependencies models published on Maven Central
 * ({@code opennlp-models-pos-fr}, {@code -pos-en}, {@code -lemmatizer-en}, 1.3.0: French GSD and
 * English EWT). Words are cut by {@link Tokens} the way those treebanks cut them ("j'", "I" "'m",
 * "does" "n't"); parts of speech come from the models; English lemmas from the model, French ones
 * from {@link FrenchLemmas} (no French lemmatizer model is published). The models load once, on
 * first use, and are shared by every thread.
 */
final class OpenNlpAnalyzer implements Analyzer {

    private static final System.Logger LOG = System.getLogger(OpenNlpAnalyzer.class.getName());
    private static final Pattern ENGLISH_CONTRACTION = Pattern.compile("(?i)^(.+?)(n't|'m|'s|'re|'ve|'ll|'d)$");

    private final ThreadSafePOSTaggerME french;
    private final ThreadSafePOSTaggerME english;
    private final ThreadSafeLemmatizerME englishLemmas;

    private static final class Holder {
        static final OpenNlpAnalyzer SHARED = new OpenNlpAnalyzer();
    }

    /** The three models are read at once, each on a thread of its own: a restart waits for the slowest, not the sum. */
    private OpenNlpAnalyzer() {
        ExecutorService readers = Executors.newFixedThreadPool(3, reader -> {
            Thread thread = new Thread(reader, "language-model-reader");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Future<POSModel> frenchModel = readers.submit(() -> new POSModel(model("opennlp-fr-ud-gsd-pos-1.3-2.5.4.bin")));
            Future<POSModel> englishModel = readers.submit(() -> new POSModel(model("opennlp-en-ud-ewt-pos-1.3-2.5.4.bin")));
            Future<LemmatizerModel> lemmasModel = readers.submit(
                    () -> new LemmatizerModel(model("opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin")));
            french = new ThreadSafePOSTaggerME(read(frenchModel));
            english = new ThreadSafePOSTaggerME(read(englishModel));
            englishLemmas = new ThreadSafeLemmatizerME(read(lemmasModel));
        } finally {
            readers.shutdown();
        }
    }

    private static <T> T read(Future<T> model) {
        try {
            return model.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the OpenNLP models were read", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException unreadable
                    ? new UncheckedIOException("the OpenNLP models could not be read", unreadable)
                    : new IllegalStateException("the OpenNLP models could not be read", e.getCause());
        }
    }

    static OpenNlpAnalyzer shared() {
        return Holder.SHARED;
    }

    private static InputStream model(String name) throws IOException {
        InputStream in = OpenNlpAnalyzer.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IOException("model " + name + " is not on the class path");
        }
        return in;
    }

    @Override
    public Analysis analyse(String text, Locale language) {
        if (text == null || text.isBlank()) {
            return Analysis.NONE;
        }
        boolean inFrench = language.getLanguage().equals(Locale.FRENCH.getLanguage());
        List<int[]> spans = Tokens.of(text, inFrench);
        boolean cut = spans.size() > TOKEN_BUDGET;
        if (cut) {
            LOG.log(System.Logger.Level.INFO, "text of {0} characters and {1} tokens: analysed up to the token budget"
                    + " of {2}, the rest is left out", text.length(), spans.size(), TOKEN_BUDGET);
            spans = spans.subList(0, TOKEN_BUDGET);
        }
        String[] words = spans.stream().map(span -> text.substring(span[0], span[1])).toArray(String[]::new);
        String[] tags = (inFrench ? french : english).tag(words);
        String[] lemmas = inFrench ? FrenchLemmas.of(words, tags) : englishLemmas.lemmatize(words, tags);
        List<Token> tokens = new ArrayList<>(words.length);
        for (int i = 0; i < words.length; i++) {
            String lemma = lemmas[i] == null || lemmas[i].equals("O") ? words[i].toLowerCase(Locale.ROOT)
                    : lemmas[i].toLowerCase(Locale.ROOT);
            tokens.add(new Token(words[i], spans.get(i)[0], spans.get(i)[1], tags[i], lemma));
        }
        return new Analysis(text, tokens, cut);
    }

    /** Where the words of a text are, as the UD treebanks cut them. */
    static final class Tokens {

        /** Elided French words keep their apostrophe ("j'", "qu'"); a hyphen before a pronoun cuts ("mets-moi"). */
        private static final Pattern WORD = Pattern.compile("(?i)(?<!\\p{L})(?:jusqu|lorsqu|puisqu|quoiqu|qu|[jlndsmtc])'"
                + "|\\p{L}[\\p{L}\\p{M}]*(?:'\\p{L}+)?(?:-(?!(?:moi|toi|le|la|les|lui|leur|nous|vous|en|y|il|elle|on|je|tu|t"
                + "|ils|elles)\\b)\\p{L}[\\p{L}\\p{M}]*)*|\\d+(?:[.,:h]\\d+)*|[^\\s\\p{L}\\d]");

        private Tokens() {
        }

        static List<int[]> of(String text, boolean french) {
            List<int[]> spans = new ArrayList<>();
            Matcher word = WORD.matcher(text.replace('’', '\''));
            while (word.find()) {
                int start = word.start();
                int end = word.end();
                if (!french) {
                    Matcher contraction = ENGLISH_CONTRACTION.matcher(text.substring(start, end));
                    if (contraction.matches()) {
                        int split = start + contraction.group(1).length();
                        spans.add(new int[] {start, split});
                        spans.add(new int[] {split, end});
                        continue;
                    }
                }
                spans.add(new int[] {start, end});
            }
            return spans;
        }
    }
}
