package io.souvenir.indexer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * Reads a folder of markdown files as knowledge documents. A file with YAML frontmatter
 * ({@code ---} first, then {@code ---} again) takes its name, description, keywords (or tags),
 * type, summary, updated and expires from it; a file without takes its name from the file, its
 * description from its first heading (or first comment, or first line) and its keywords from its
 * path. A file whose frontmatter is not valid YAML is indexed from its text the same way and
 * listed in the warnings. Hidden folders, node_modules and target are skipped.
 */
public final class MarkdownFolder {

    private static final Set<String> EXTENSIONS = Set.of("md", "markdown", "mdx");
    private static final Set<String> SKIPPED = Set.of("node_modules", "target", "build", "dist");
    private static final Pattern FRONTMATTER = Pattern.compile("\\A\\uFEFF?---[ \\t]*\\r?\\n(.*?)\\r?\\n(?:---|\\.\\.\\.)[ \\t]*(?:\\r?\\n|\\z)",
            Pattern.DOTALL);
    private static final Pattern HEADING = Pattern.compile("^#{1,6}[ \\t]+(.+?)[ \\t#]*$", Pattern.MULTILINE);
    private static final Pattern COMMENT = Pattern.compile("<!--(.*?)-->", Pattern.DOTALL);
    private static final int DESCRIPTION_LIMIT = 300;
    private static final LoadSettings YAML = LoadSettings.builder().setAllowDuplicateKeys(true).build();

    private MarkdownFolder() {
    }

    public static Scan scan(Path folder) {
        long started = System.nanoTime();
        List<Path> files = files(folder);
        // files are read and parsed on every core; the documents keep the order of their paths
        List<Read> reads = files.parallelStream().map(file -> read(folder, file)).toList();
        List<Note> documents = new ArrayList<>(files.size());
        List<Scan.Warning> warnings = new ArrayList<>();
        for (Read read : reads) {
            if (read.note() != null) {
                documents.add(read.note());
            }
            warnings.addAll(read.warnings());
        }
        return new Scan(documents, warnings, (System.nanoTime() - started) / 1_000_000);
    }

    private record Read(Note note, List<Scan.Warning> warnings) {
    }

    private static Read read(Path folder, Path file) {
        String path = folder.relativize(file).toString().replace('\\', '/');
        List<Scan.Warning> warnings = new ArrayList<>(0);
        try {
            return new Read(read(path, Files.readString(file, StandardCharsets.UTF_8), modified(file), warnings), warnings);
        } catch (CharacterCodingException e) {
            warnings.add(new Scan.Warning(path, "not UTF-8 text: skipped"));
        } catch (IOException e) {
            warnings.add(new Scan.Warning(path, "unreadable: " + e.getMessage()));
        }
        return new Read(null, warnings);
    }

    /** One file as a document; a broken frontmatter adds a warning and the file is read as plain text. */
    static Note read(String path, String text, OffsetDateTime modified, List<Scan.Warning> warnings) {
        Matcher frontmatter = FRONTMATTER.matcher(text);
        if (frontmatter.find()) {
            String body = text.substring(frontmatter.end());
            try {
                Object yaml = new Load(YAML).loadFromString(frontmatter.group(1));
                if (yaml == null || yaml instanceof Map) {
                    return fromFrontmatter(path, yaml == null ? Map.of() : (Map<?, ?>) yaml, body, modified, warnings);
                }
                warnings.add(new Scan.Warning(path, "the frontmatter is not a YAML mapping: indexed from its text"));
            } catch (YamlEngineException e) {
                warnings.add(new Scan.Warning(path, "broken YAML frontmatter (" + firstLine(e.getMessage()) + "): indexed from its text"));
            }
        }
        return plain(path, text, modified);
    }

    private static Note fromFrontmatter(String path, Map<?, ?> yaml, String body, OffsetDateTime modified, List<Scan.Warning> warnings) {
        Note plain = plain(path, body, modified);
        String name = text(first(yaml, "name", "title"));
        String description = text(first(yaml, "description", "desc"));
        List<String> keywords = words(first(yaml, "keywords", "tags", "aliases"));
        String updated = time(first(yaml, "updatedAt", "updated", "lastUpdated", "date", "modified"), path, "updated", warnings);
        String expires = time(first(yaml, "expiresAt", "expires"), path, "expires", warnings);
        return new Note(path, name != null ? name : plain.name(), description != null ? description : plain.description(),
                keywords.isEmpty() ? plain.keywords() : keywords, text(yaml.get("type")), text(first(yaml, "summary", "abstract")), body,
                updated != null ? updated : plain.updatedAt(), expires);
    }

    private static Note plain(String path, String text, OffsetDateTime modified) {
        String file = path.substring(path.lastIndexOf('/') + 1);
        String stem = file.contains(".") ? file.substring(0, file.lastIndexOf('.')) : file;
        String name = stem.replaceAll("[-_]+", " ").strip();
        Matcher heading = HEADING.matcher(text);
        Matcher comment = COMMENT.matcher(text);
        String description = heading.find() ? heading.group(1) : comment.find() ? comment.group(1).strip() : firstNonBlank(text);
        Set<String> keywords = new LinkedHashSet<>();
        String[] segments = path.split("/");
        for (int i = 0; i < segments.length; i++) {
            String segment = i == segments.length - 1 ? stem : segments[i];
            for (String word : segment.split("[^\\p{L}\\p{N}]+")) {
                if (!word.isBlank()) {
                    keywords.add(word.toLowerCase(Locale.ROOT));
                }
            }
        }
        return new Note(path, name.isEmpty() ? file : name, cut(description), List.copyOf(keywords), null, null, text,
                modified.toString(), null);
    }

    private static Object first(Map<?, ?> yaml, String... keys) {
        for (String key : keys) {
            Object value = yaml.get(key);
            if (value != null) {
                return value;
            }
        }
        return null;
    }

    private static String text(Object value) {
        if (value == null) {
            return null;
        }
        String text = value instanceof Collection<?> list ? list.stream().map(String::valueOf).collect(Collectors.joining(", "))
                : String.valueOf(value);
        return text.isBlank() ? null : text.strip();
    }

    private static List<String> words(Object value) {
        if (value == null) {
            return List.of();
        }
        Collection<?> items = value instanceof Collection<?> list ? list : List.of(String.valueOf(value).split(","));
        return items.stream().filter(item -> item != null).map(item -> String.valueOf(item).strip()).filter(item -> !item.isEmpty())
                .distinct().toList();
    }

    /** A YAML date or time as ISO-8601 with offset (a date alone is midnight UTC); unreadable: a warning and the file's time. */
    private static String time(Object value, String path, String key, List<Scan.Warning> warnings) {
        if (value == null) {
            return null;
        }
        if (value instanceof Date date) {
            return date.toInstant().atOffset(ZoneOffset.UTC).toString();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.toOffsetDateTime().toString();
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toString();
        }
        if (value instanceof LocalDate date) {
            return date.atStartOfDay().atOffset(ZoneOffset.UTC).toString();
        }
        String text = String.valueOf(value).strip();
        try {
            return OffsetDateTime.parse(text).toString();
        } catch (DateTimeParseException notOffset) {
            try {
                return LocalDateTime.parse(text).atOffset(ZoneOffset.UTC).toString();
            } catch (DateTimeParseException notLocal) {
                try {
                    return LocalDate.parse(text).atStartOfDay().atOffset(ZoneOffset.UTC).toString();
                } catch (DateTimeParseException notDate) {
                    warnings.add(new Scan.Warning(path, key + ": '" + text + "' is not a date: ignored"));
                    return null;
                }
            }
        }
    }

    private static List<Path> files(Path folder) {
        List<Path> files = new ArrayList<>();
        try {
            Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    return !dir.equals(folder) && (name.startsWith(".") || SKIPPED.contains(name))
                            ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    int dot = name.lastIndexOf('.');
                    if (attrs.isRegularFile() && dot > 0 && EXTENSIONS.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT))) {
                        files.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        files.sort(null);
        return files;
    }

    private static OffsetDateTime modified(Path file) throws IOException {
        Instant modified = Files.getLastModifiedTime(file).toInstant();
        return modified.atOffset(ZoneOffset.UTC).withNano(0);
    }

    private static String firstNonBlank(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse(null);
    }

    private static String firstLine(String message) {
        return message == null ? "unreadable" : message.lines().findFirst().orElse("unreadable");
    }

    private static String cut(String text) {
        return text == null || text.length() <= DESCRIPTION_LIMIT ? text : text.substring(0, DESCRIPTION_LIMIT);
    }
}
