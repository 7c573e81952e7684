package io.souvenir.memory.narrative;

import io.souvenir.memory.conversation.Message;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The offline summarizer: one line per batch, with when it was said and the gist of what the user
 * said (the first sentence of each message, shortened). Deterministic, language-neutral (the
 * user's words stay the user's), and bounded: past the maximum, the oldest lines go first.
 */
@ApplicationScoped
public class ExtractiveSummarizer implements Summarizer {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    private static final int GIST_CHARS = 120;

    private final NarrativeConfig config;

    ExtractiveSummarizer(NarrativeConfig config) {
        this.config = config;
    }

    @Override
    public String extend(String summary, List<Message> batch, ZoneId zone) {
        List<Message> said = batch.stream().filter(message -> !message.role.equals("assistant")).toList();
        String gists = (said.isEmpty() ? batch : said).stream()
                .map(message -> (message.speaker != null ? message.speaker + ": " : "") + gist(message.text))
                .collect(Collectors.joining(" · "));
        String line = "- " + DAY.format(batch.get(0).saidAt.atZoneSameInstant(zone)) + " → "
                + DAY.format(batch.get(batch.size() - 1).saidAt.atZoneSameInstant(zone))
                + " : " + gists;
        List<String> lines = new ArrayList<>(summary == null ? List.of() : Arrays.asList(summary.split("\n")));
        lines.add(line);
        while (lines.size() > 1 && String.join("\n", lines).length() > config.summaryMaxChars()) {
            lines.remove(0);
        }
        String extended = String.join("\n", lines);
        return extended.length() <= config.summaryMaxChars() ? extended : extended.substring(0, config.summaryMaxChars());
    }

    private static String gist(String text) {
        String firstSentence = text.strip().split("(?<=[.!?])\\s+", 2)[0].replaceAll("\\s+", " ");
        return firstSentence.length() <= GIST_CHARS ? firstSentence : firstSentence.substring(0, GIST_CHARS - 1) + "…";
    }
}
