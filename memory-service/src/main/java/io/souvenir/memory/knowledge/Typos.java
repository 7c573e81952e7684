package io.souvenir.memory.knowledge;

/** How many typos a word may carry and still be found: none under 5 letters, 1 from 5, 2 from 9; none in Chinese. */
final class Typos {

    private Typos() {
    }

    static int allowed(String word) {
        if (Words.isChinese(word)) {
            return 0;
        }
        int letters = Words.letters(word);
        return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
    }
}
