package io.souvenir.turn.engine.offline.grammar;

/** The labels of facts about the user ("Métier : infirmière", "Job: nurse"), shared with the reply. */
public final class Labels {

    public static final String NAME_FR = "Prénom";
    public static final String NAME_EN = "Name";
    public static final String JOB_FR = "Métier";
    public static final String JOB_EN = "Job";
    public static final String AGE_FR = "Âge";
    public static final String AGE_EN = "Age";
    /** Between a memory's subject and what is said of it or when: "Claire — ma femme", "Dîner — samedi…". */
    public static final String DASH = " — ";

    private Labels() {
    }

    /** The value of a labelled text ("Métier : infirmière" → "infirmière"), or null. */
    public static String valueOf(String text, String french, String english) {
        for (String prefix : new String[] {french + " : ", english + ": "}) {
            if (text.startsWith(prefix)) {
                return text.substring(prefix.length());
            }
        }
        return null;
    }
}
