package io.souvenir.turn.engine.offline.text;

import java.util.List;

/** Lists in words: "Claire, onze ans et dix-huit ans", "Anna, Tom and Lea". */
public final class Together {

    private Together() {
    }

    public static String join(List<String> items, boolean french) {
        if (items.size() < 2) {
            return String.join("", items);
        }
        String last = items.get(items.size() - 1);
        return String.join(", ", items.subList(0, items.size() - 1)) + (french ? " et " : " and ") + last;
    }
}
