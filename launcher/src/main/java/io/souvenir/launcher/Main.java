package io.souvenir.launcher;

import java.nio.file.Path;

/**
 * {@code ./souvenir up}'s way to start the services: detached, pid files in {@code STATE/run},
 * logs in {@code STATE/logs}, configuration from the services' own application.properties and
 * the environment {@code ./souvenir} exported.
 *
 * <pre>java -cp CLASSES io.souvenir.launcher.Main --root ROOT --state STATE [--instances N] [--skip-missing]</pre>
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        Path root = null;
        Path state = null;
        int instances = 1;
        boolean skipMissing = false;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--root" -> root = Path.of(require(args[i], value));
                case "--state" -> state = Path.of(require(args[i], value));
                case "--instances" -> instances = Integer.parseInt(require(args[i], value));
                case "--skip-missing" -> {
                    skipMissing = true;
                    continue;
                }
                default -> fail("unknown option " + args[i]);
            }
            i++;
        }
        if (root == null || state == null) {
            fail("--root and --state are required");
        }
        Launcher.Options options = new Launcher.Options(root).instances(instances)
                .logs(state.resolve("logs"), false).detached(state.resolve("run"))
                .progress(line -> System.out.println("souvenir: " + line));
        if (skipMissing) {
            options.skipMissing();
        }
        try {
            Launcher.start(options);
        } catch (IllegalStateException | IllegalArgumentException e) {
            fail(e.getMessage());
        }
    }

    private static String require(String option, String value) {
        if (value == null) {
            fail(option + " needs a value");
        }
        return value;
    }

    private static void fail(String message) {
        System.err.println("souvenir: error: " + message);
        System.exit(1);
    }
}
