package io.souvenir.memory.knowledge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.tartarus.snowball.ext.EnglishStemmer;
import org.tartarus.snowball.ext.FrenchStemmer;

/**
 * How text becomes words, the same for documents and questions, in French, English and Chinese
 * at once: lower case without accents, split on anything that is not a letter or a digit, and
 * each run of Chinese characters segmented into words by Lucene's smartcn (so 部署脚本 gives 部署
 * and 脚本, and a two-character word is found as one). Stop words of both languages are dropped;
 * {@link #stems} adds the French and English stems, so "déploiements" meets "déployer" and
 * "deployments" meets "deploy".
 */
public final class Words {

    private static final CharArraySet STOP = stopWords();
    private static final SmartChineseAnalyzer CHINESE = new SmartChineseAnalyzer(CharArraySet.EMPTY_SET);
    private static final ThreadLocal<FrenchStemmer> FRENCH = ThreadLocal.withInitial(FrenchStemmer::new);
    private static final ThreadLocal<EnglishStemmer> ENGLISH = ThreadLocal.withInitial(EnglishStemmer::new);
    /** A vocabulary repeats: stems and segmentations are remembered (bounded: emptied when full). */
    private static final int REMEMBERED = 200_000;
    private static final Map<String, Set<String>> STEMS = new ConcurrentHashMap<>();
    private static final Map<String, List<String>> SEGMENTED = new ConcurrentHashMap<>();

    private Words() {
    }

    /** The words of {@code text}, in order, stop words left out (a word may repeat). */
    public static List<String> of(String text) {
        List<String> words = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return words;
        }
        String folded = fold(text);
        int i = 0;
        int n = folded.length();
        while (i < n) {
            int c = folded.codePointAt(i);
            if (isHan(c)) {
                int start = i;
                while (i < n && isHan(folded.codePointAt(i))) {
                    i += Character.charCount(folded.codePointAt(i));
                }
                chinese(folded.substring(start, i), words);
            } else if (Character.isLetterOrDigit(c)) {
                int start = i;
                while (i < n) {
                    int d = folded.codePointAt(i);
                    if (!Character.isLetterOrDigit(d) || isHan(d)) {
                        break;
                    }
                    i += Character.charCount(d);
                }
                String word = folded.substring(start, i);
                if (!STOP.contains(word)) {
                    words.add(word);
                }
            } else {
                i += Character.charCount(c);
            }
        }
        return words;
    }

    /** The stems of a word in French and English (one or two distinct strings; a Chinese word as it is). */
    public static Set<String> stems(String word) {
        Set<String> known = STEMS.get(word);
        if (known != null) {
            return known;
        }
        if (STEMS.size() > REMEMBERED) {
            STEMS.clear();
        }
        Set<String> stems = stemsOf(word);
        STEMS.put(word, stems);
        return stems;
    }

    private static Set<String> stemsOf(String word) {
        Set<String> stems = new LinkedHashSet<>(2);
        if (!word.isEmpty() && isHan(word.codePointAt(0))) {
            stems.add(word);
            return stems;
        }
        FrenchStemmer french = FRENCH.get();
        french.setCurrent(word);
        french.stem();
        stems.add(french.getCurrent());
        EnglishStemmer english = ENGLISH.get();
        english.setCurrent(word);
        english.stem();
        stems.add(english.getCurrent());
        return java.util.Collections.unmodifiableSet(stems);
    }

    /** Letters counted as a person would count them, for the typo allowance. */
    public static int letters(String word) {
        return word.codePointCount(0, word.length());
    }

    public static boolean isChinese(String word) {
        return !word.isEmpty() && isHan(word.codePointAt(0));
    }

    static String fold(String text) {
        String decomposed = Normalizer.normalize(text.toLowerCase(java.util.Locale.ROOT), Normalizer.Form.NFKD);
        StringBuilder folded = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.getType(c) != Character.NON_SPACING_MARK) {
                folded.append(c == 'œ' ? "oe" : c == 'æ' ? "ae" : String.valueOf(c));
            }
        }
        return folded.toString();
    }

    private static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }

    private static void chinese(String run, List<String> words) {
        List<String> known = SEGMENTED.get(run);
        if (known == null) {
            if (SEGMENTED.size() > REMEMBERED) {
                SEGMENTED.clear();
            }
            known = segment(run);
            SEGMENTED.put(run, known);
        }
        words.addAll(known);
    }

    private static List<String> segment(String run) {
        List<String> words = new ArrayList<>();
        try (TokenStream tokens = CHINESE.tokenStream("", run)) {
            CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                String word = term.toString();
                if (!word.isBlank() && !CHINESE_STOP.contains(word)) {
                    words.add(word);
                }
            }
            tokens.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(words);
    }

    /**
     * Words that carry no subject: particles (的, 了, 吗, 呢, 吧), pronouns (我, 你, 我们, 这个), question words
     * (如何/怎么 how, 哪里 where, 什么 what, 为什么 why), modal and linking verbs (是, 要, 能, 可以, 需要, 应该),
     * prepositions (在, 和, 与, 把, 被, 给, 对, 从, 到) and adverbs (都, 也, 就, 还, 很).
     */
    private static final Set<String> CHINESE_STOP = Set.of("的", "了", "是", "在", "和", "与", "我", "你", "吗", "呢", "吧", "啊", "呀",
            "如何", "怎么", "怎样", "怎么办", "一个", "哪里", "哪儿", "哪个", "哪些", "什么", "为什么", "要", "能", "会", "可以", "需要",
            "应该", "该", "请", "想", "把", "将", "被", "给", "对", "从", "到", "这", "那", "这个", "那个", "我们", "你们", "他们", "它",
            "都", "也", "就", "还", "又", "很", "一下", "有", "没有");

    private static CharArraySet stopWords() {
        CharArraySet stop = new CharArraySet(1000, false);
        for (Object word : FrenchAnalyzer.getDefaultStopSet()) {
            stop.add(fold(new String((char[]) word)));
        }
        for (Object word : EnglishAnalyzer.ENGLISH_STOP_WORDS_SET) {
            stop.add(fold(new String((char[]) word)));
        }
        // the French list keeps "comment" (how) and English words an assistant asks with
        for (String word : List.of("comment", "how", "what", "which", "where", "when", "do", "does", "i", "my", "me", "faire",
                "quel", "quelle", "quels", "quelles", "est", "sont", "puis", "peut", "dois", "faut", "via", "avec")) {
            stop.add(word);
        }
        return stop;
    }
}
