package io.souvenir.memory.contexts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a recorder's transcript into speaker turns, without touching its words: plain lines
 * ("Speaker 1 00:01:02 text", the text possibly on the lines after), SubRip (SRT) and WebVTT
 * cues, whose speaker is a {@code <v Name>} tag or a leading "Name:". The source keeps the
 * transcript as it came; the turns are only an index into it.
 */
public final class Transcripts {

    public enum Format {
        PLAIN, SRT, VTT;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Format of(String wireName) {
            for (Format format : values()) {
                if (format.wireName().equals(wireName)) {
                    return format;
                }
            }
            return null;
        }
    }

    private static final Pattern PLAIN_TURN = Pattern.compile("^([\\p{L}][\\p{L}0-9.'_-]*(?: [\\p{L}0-9.'_-]+){0,3})\\s+\\(?(\\d{1,2}:\\d{2}(?::\\d{2})?)\\)?\\s*(.*)$");
    private static final Pattern SRT_TIME = Pattern.compile(
            "^(\\d{1,2}:\\d{2}:\\d{2}[,.]\\d{1,3})\\s*-->\\s*(\\d{1,2}:\\d{2}:\\d{2}[,.]\\d{1,3})\\s*$");
    private static final Pattern VTT_TIME = Pattern.compile(
            "^((?:\\d{1,2}:)?\\d{2}:\\d{2}\\.\\d{3})\\s+-->\\s+((?:\\d{1,2}:)?\\d{2}:\\d{2}\\.\\d{3})(\\s+.*)?$");
    private static final Pattern VOICE = Pattern.compile("^<v(?:\\.[^ >]+)*\\s+([^>]+)>(.*)$");
    private static final Pattern NAMED = Pattern.compile("^-?\\s*([\\p{L}][\\p{L}0-9 .'-]{0,40}):\\s+(.+)$");
    private static final Pattern TAGS = Pattern.compile("</?[a-z][^>]*>");

    private Transcripts() {
    }

    /** The format a transcript is written in, when its sender did not say. */
    public static Format detect(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).limit(2).toList();
        if (!lines.isEmpty() && lines.get(0).replace("\uFEFF", "").startsWith("WEBVTT")) {
            return Format.VTT;
        }
        if (lines.size() == 2 && lines.get(0).matches("\\d+") && SRT_TIME.matcher(lines.get(1)).matches()) {
            return Format.SRT;
        }
        return Format.PLAIN;
    }

    public static List<SpeakerTurn> read(String text, Format format) {
        List<String> lines = text.replace("\uFEFF", "").lines().toList();
        List<SpeakerTurn> turns = switch (format) {
            case PLAIN -> plain(lines);
            case SRT -> srt(lines);
            case VTT -> vtt(lines);
        };
        if (turns.isEmpty()) {
            throw new TranscriptException(1, "no speaker turn in this " + format.wireName() + " transcript");
        }
        return turns;
    }

    private static List<SpeakerTurn> plain(List<String> lines) {
        List<SpeakerTurn> turns = new ArrayList<>();
        String speaker = null;
        String at = null;
        StringBuilder said = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher turn = PLAIN_TURN.matcher(line);
            if (turn.matches()) {
                add(turns, speaker, at, said);
                speaker = turn.group(1).strip();
                at = turn.group(2);
                said.setLength(0);
                said.append(turn.group(3).strip());
            } else if (speaker == null) {
                throw new TranscriptException(i + 1, "expected \"Speaker 00:01:02 text\" (a speaker, a time, then what was said)");
            } else {
                said.append(said.isEmpty() ? "" : " ").append(line);
            }
        }
        add(turns, speaker, at, said);
        return turns;
    }

    private static List<SpeakerTurn> srt(List<String> lines) {
        List<SpeakerTurn> turns = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            if (lines.get(i).isBlank()) {
                i++;
                continue;
            }
            if (!lines.get(i).strip().matches("\\d+")) {
                throw new TranscriptException(i + 1, "expected the number of an SRT cue");
            }
            i++;
            Matcher time = i < lines.size() ? SRT_TIME.matcher(lines.get(i).strip()) : null;
            if (time == null || !time.matches()) {
                throw new TranscriptException(i + 1, "expected an SRT time line \"00:01:02,000 --> 00:01:05,000\"");
            }
            String at = time.group(1).replaceFirst("[,.]\\d+$", "");
            i++;
            i = cue(lines, i, at, turns);
        }
        return turns;
    }

    private static List<SpeakerTurn> vtt(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).strip().startsWith("WEBVTT")) {
            throw new TranscriptException(1, "a WebVTT file starts with \"WEBVTT\"");
        }
        List<SpeakerTurn> turns = new ArrayList<>();
        int i = 1;
        while (i < lines.size() && !lines.get(i).isBlank()) {
            i++; // header settings
        }
        while (i < lines.size()) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                i++;
                continue;
            }
            if (line.startsWith("NOTE") || line.startsWith("STYLE") || line.startsWith("REGION")) {
                while (i < lines.size() && !lines.get(i).isBlank()) {
                    i++;
                }
                continue;
            }
            Matcher time = VTT_TIME.matcher(line);
            if (!time.matches() && i + 1 < lines.size()) {
                time = VTT_TIME.matcher(lines.get(i + 1).strip());
                if (time.matches()) {
                    i++; // the cue's identifier
                }
            }
            if (!time.matches()) {
                throw new TranscriptException(i + 1, "expected a WebVTT cue time \"00:01:02.000 --> 00:01:05.000\"");
            }
            String at = time.group(1).replaceFirst("\\.\\d+$", "");
            i++;
            i = cue(lines, i, at, turns);
        }
        return turns;
    }

    /** The text lines of one cue, from {@code i} to the blank line that ends it; returns the index after. */
    private static int cue(List<String> lines, int i, String at, List<SpeakerTurn> turns) {
        String speaker = null;
        StringBuilder said = new StringBuilder();
        while (i < lines.size() && !lines.get(i).isBlank()) {
            String line = lines.get(i).strip();
            Matcher voice = VOICE.matcher(line);
            Matcher named = NAMED.matcher(line);
            if (voice.matches()) {
                add(turns, speaker, at, said);
                speaker = voice.group(1).strip();
                said.setLength(0);
                said.append(TAGS.matcher(voice.group(2)).replaceAll("").strip());
            } else if (named.matches() && (said.isEmpty() || speaker != null)) {
                add(turns, speaker, at, said);
                speaker = named.group(1).strip();
                said.setLength(0);
                said.append(TAGS.matcher(named.group(2)).replaceAll("").strip());
            } else {
                said.append(said.isEmpty() ? "" : " ").append(TAGS.matcher(line).replaceAll("").strip());
            }
            i++;
        }
        add(turns, speaker, at, said);
        return i;
    }

    private static void add(List<SpeakerTurn> turns, String speaker, String at, StringBuilder said) {
        if (!said.isEmpty()) {
            turns.add(new SpeakerTurn(speaker, at, said.toString()));
        }
        said.setLength(0);
    }
}
