package io.souvenir.platform.memory;

import java.util.List;

/**
 * Football clubs as their supporters say them: the name, its short forms, the nickname and the
 * chant's initials, French and English (without accents). Each line is one club, its first way the
 * one compared: "COYS" and "Spurs" are Tottenham Hotspur, "les Verts" is the AS Saint-Étienne.
 * Only nicknames that name nothing else are listed ("the Reds", "les Verts", "the Toffees", "les Gones" are not).
 */
public final class Clubs {

    private static final List<List<String>> SAME_CLUB = List.of(
            List.of("Tottenham Hotspur", "tottenham", "spurs", "coys", "thfc", "lilywhites"),
            List.of("Arsenal", "gunners", "gooners"),
            List.of("Everton", "toffeemen", "efc"),
            List.of("Newcastle United", "nufc", "toon army"),
            List.of("West Ham United", "west ham", "whufc", "coyi"),
            List.of("Manchester United", "man united", "man utd", "red devils", "mufc", "ggmu"),
            List.of("Manchester City", "man city", "mcfc", "cityzens"),
            List.of("Aston Villa", "villans", "avfc", "utv"),
            List.of("Leeds United", "leeds utd", "lufc"),
            List.of("Sheffield Wednesday", "swfc"),
            List.of("Celtic", "bhoys"),
            List.of("Olympique de Marseille", "om", "olympique marseillais"),
            List.of("Paris Saint-Germain", "psg", "paris sg", "paris saint germain"),
            List.of("Olympique Lyonnais", "ol"),
            List.of("AS Saint-Etienne", "asse"),
            List.of("RC Lens", "racing club de lens", "sang et or"),
            List.of("LOSC Lille", "losc"),
            List.of("Girondins de Bordeaux", "girondins"),
            List.of("OGC Nice", "aiglons"),
            List.of("Toulouse FC", "tfc", "tefece"));

    private Clubs() {
    }

    /** One club a line, the first way the one compared (as typed, capitalised); the others in lower case, without accents. */
    public static List<List<String>> sameClub() {
        return SAME_CLUB;
    }
}
