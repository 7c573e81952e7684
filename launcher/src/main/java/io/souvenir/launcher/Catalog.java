package io.souvenir.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/** The services of the local stack, read from {@code deploy/local/services.conf} (the one list). */
public record Catalog(List<Service> services) {

    public static final String FILE = "deploy/local/services.conf";

    public static Catalog read(Path root) {
        Path file = root.resolve(FILE);
        List<Service> services = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file)) {
                String content = line.replaceFirst("#.*", "").strip();
                if (content.isEmpty()) {
                    continue;
                }
                String[] fields = content.split("\\s+");
                if (fields.length != 3 || !fields[1].matches("\\d+") || !fields[2].matches("scales|one")) {
                    throw new IllegalArgumentException(file + ": expected 'module port scales|one', got '" + line + "'");
                }
                services.add(new Service(fields[0], Integer.parseInt(fields[1]), fields[2].equals("scales")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return new Catalog(List.copyOf(services));
    }

    public Service named(String module) {
        return services.stream().filter(service -> service.module().equals(module)).findFirst()
                .orElseThrow(() -> new NoSuchElementException(module + " is not in " + FILE));
    }

    public boolean has(String module) {
        return services.stream().anyMatch(service -> service.module().equals(module));
    }
}
