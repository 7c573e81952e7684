package io.souvenir.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;

/**
 * The class-data-sharing archive of one packaged service (JDK 17's dynamic AppCDS): the classes its
 * JVM loaded, written once at a clean exit and mapped by every later start instead of being read,
 * parsed and verified again, which is most of a restart's time.
 *
 * <p>It lives beside the jar, named after the jar's size and time and the JDK, so a rebuilt jar or
 * another JDK simply finds none and records a new one. A JVM writes its archive only when it exits
 * cleanly (never after a {@code kill -9}) and into a part file of its own; the part becomes the
 * archive at a later start, once the JVM has shown it can map it, and is deleted otherwise (a JVM
 * stopped half-way through writing leaves a truncated file that would crash the next one). Without
 * an archive a service starts as it always did: an archive only ever saves time.
 */
final class ClassArchive {

    private static final String PREFIX = "souvenir-cds-";
    private static final String PART = ".part";
    /** The option of a JVM that records its archive when it exits. */
    static final String RECORD = "-XX:ArchiveClassesAtExit=";

    private final Path directory;
    private final String key;

    private ClassArchive(Path directory, String key) {
        this.directory = directory;
        this.key = key;
    }

    /** The archive of {@code jar} on this JDK; none (empty key) when the jar does not exist. */
    static ClassArchive of(Path jar) {
        String jdk = System.getProperty("java.home") + " " + Runtime.version();
        try {
            String identity = jar.toAbsolutePath() + " " + Files.size(jar) + " " + Files.getLastModifiedTime(jar).toMillis() + " " + jdk;
            return new ClassArchive(jar.toAbsolutePath().getParent(), digest(identity));
        } catch (IOException noJar) {
            return new ClassArchive(jar.toAbsolutePath().getParent(), "");
        }
    }

    Path file() {
        return directory.resolve(PREFIX + key + ".jsa");
    }

    /**
     * The JVM options of a start: the archive when there is one; otherwise, for the instance asked
     * to {@code record} it, a part file of its own to write at a clean exit; otherwise none.
     */
    List<String> options(boolean record) {
        if (key.isEmpty()) {
            return List.of();
        }
        if (Files.isRegularFile(file())) {
            return List.of("-XX:SharedArchiveFile=" + file());
        }
        if (record) {
            // its own exit would otherwise log a warning for each of the thousands of classes it leaves out
            return List.of(RECORD + file() + "." + UUID.randomUUID() + PART, "-Xlog:cds=off");
        }
        return List.of();
    }

    /**
     * Before a start: each part whose JVM has exited becomes the archive if {@code mapsCleanly}
     * accepts it and none exists yet, and is deleted otherwise; parts and archives of an older jar
     * or JDK are deleted. A part whose JVM is still running ({@code beingWritten}) is left alone.
     */
    void settle(Predicate<Path> beingWritten, Predicate<Path> mapsCleanly) {
        if (key.isEmpty() || !Files.isDirectory(directory)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, PREFIX + "*")) {
            for (Path found : files) {
                settleOne(found, beingWritten, mapsCleanly);
            }
        } catch (IOException | UncheckedIOException unreadable) {
            // left as it is: the start goes on without an archive, or with the one already there
        }
    }

    private void settleOne(Path found, Predicate<Path> beingWritten, Predicate<Path> mapsCleanly) {
        String name = found.getFileName().toString();
        try {
            if (!name.startsWith(PREFIX + key + ".")) {
                Files.deleteIfExists(found);
            } else if (name.endsWith(PART) && !beingWritten.test(found)) {
                if (!Files.exists(file()) && mapsCleanly.test(found)) {
                    Files.move(found, file(), StandardCopyOption.ATOMIC_MOVE);
                } else {
                    Files.deleteIfExists(found);
                }
            }
        } catch (IOException settledMeanwhile) {
            // another launcher of the same clone got there first, or the file cannot be moved: no harm
        }
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
