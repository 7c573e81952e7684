package io.souvenir.turn.engine.offline.reply;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.grammar.Labels;
import io.souvenir.turn.engine.offline.text.Text;
import io.souvenir.turn.engine.offline.time.TimePhrases;
import io.souvenir.platform.time.When;
import io.souvenir.platform.time.WhenParser;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A short word for each thing the user will see: the reminder with its time ("Entendu, je te le
 * rappellerai jeudi à 9h."), the task, the event, the memo. The day is put as the user put it:
 * a weekday stays a weekday.
 */
final class Acknowledgements {

    private final String userText;
    private final ZonedDateTime now;
    private final Locale language;
    private final boolean french;

    private Acknowledgements(String userText, ZonedDateTime now, Locale language) {
        this.userText = userText;
        this.now = now;
        this.language = language;
        this.french = language.getLanguage().equals(Locale.FRENCH.getLanguage());
    }

    static List<Said> of(List<MemoryDraft> visible, String userText, ZonedDateTime now, Locale language) {
        return new Acknowledgements(userText, now, language).say(visible);
    }

    private List<Said> say(List<MemoryDraft> visible) {
        Set<Said> said = new LinkedHashSet<>();
        List<MemoryDraft> tasks = visible.stream().filter(d -> d.kind() == MemoryKind.TASK).toList();
        for (MemoryDraft draft : visible) {
            switch (draft.kind()) {
                case REMINDER -> said.add(reminder(draft));
                case TASK -> said.add(tasks(tasks));
                case EVENT -> said.add(Said.saying(event(draft)));
                case MEMO -> said.add(Said.phrase(french, "C'est dans tes notes.", "It's in your notes."));
                default -> {
                }
            }
        }
        return new ArrayList<>(said);
    }

    private Said reminder(MemoryDraft reminder) {
        if (reminder.dueAt() == null) {
            return Said.phrase(french, "Entendu. Quand veux-tu que je te le rappelle ?", "Sure. When should I remind you?");
        }
        String when = spoken(reminder.dueAt(), true);
        return Said.saying(french ? "Entendu, je te le rappellerai " + when + "." : "Sure, I'll remind you " + when + ".");
    }

    private Said tasks(List<MemoryDraft> tasks) {
        if (tasks.size() > 1) {
            return Said.phrase(french, "Je les ajoute à ta liste.", "I'm adding them to your list.");
        }
        OffsetDateTime due = tasks.get(0).dueAt();
        if (due == null) {
            return Said.phrase(french, "Je l'ajoute à ta liste.", "I'm adding it to your list.");
        }
        String when = (french ? ", pour " : ", for ")
                + spoken(due, !due.atZoneSameInstant(now.getZone()).toLocalTime().equals(LocalTime.of(9, 0)))
                        .replaceFirst("^on ", "");
        return Said.saying((french ? "Je l'ajoute à ta liste" : "I'm adding it to your list") + when + ".");
    }

    /** "Dîner avec Paul samedi à 20h, c'est dans l'agenda." */
    private String event(MemoryDraft event) {
        int dash = event.text().lastIndexOf(Labels.DASH);
        String what = dash < 0 ? event.text() : event.text().substring(0, dash);
        boolean withTime = dash >= 0 && TimePhrases.hasTime(event.text().substring(dash));
        return what + " " + spoken(event.occurredAt(), withTime)
                + (french ? ", c'est dans l'agenda." : ", it's in the calendar.");
    }

    private String spoken(OffsetDateTime at, boolean withTime) {
        ZonedDateTime local = at.atZoneSameInstant(now.getZone());
        When.Said said = WhenParser.find(Text.of(userText).folded(), now, false)
                .filter(when -> when.at().toInstant().equals(local.toInstant())).map(When::said)
                .orElse(When.Said.DAY_WORD);
        return TimePhrases.relative(local, withTime, now, language, said);
    }
}
