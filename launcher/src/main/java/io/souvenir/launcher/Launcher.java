package io.souvenir.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Starts the packaged services of the {@link Catalog}, {@link Options#instances} of each one that
 * scales, and waits until every instance answers {@code /q/health/ready}. What the local stack,
 * the end-to-end suite and the benches have in common lives here: the jar, the JVM flags, the HTTP
 * port of each instance, and how the services find each other (their REST clients point at the
 * first instance of the service they call). What differs (database and Kafka ports, keys, stand-ins)
 * comes in as {@link Options#property system properties}.
 *
 * <p>Attached (tests, benches), the processes are the launcher's: {@link #close()} stops them.
 * Detached ({@link Options#detached}: {@code ./souvenir up}), each runs in its own session with
 * a pid file, outlives the launcher, and a later start keeps what runs from the same jar.
 */
public final class Launcher implements AutoCloseable {

    private static final Duration STOP_GRACE = Duration.ofSeconds(20);
    /** A JVM that records its class archive writes it on the way out: seconds more on a busy machine. */
    private static final Duration RECORDING_STOP_GRACE = Duration.ofSeconds(90);
    private static final Duration ARCHIVE_CHECK_TIMEOUT = Duration.ofSeconds(60);

    /** What to start, and how. */
    public static final class Options {
        private final Path root;
        private int portShift;
        private int instances = 1;
        private final List<String> jvm = new ArrayList<>(List.of("-Xmx256m", "-XX:+UseSerialGC"));
        private final Map<String, String> properties = new LinkedHashMap<>();
        private final Map<String, Map<String, String>> moduleProperties = new LinkedHashMap<>();
        private Path logs;
        private Path pids;
        private boolean appendLogs;
        private Duration readyTimeout = Duration.ofSeconds(120);
        private Set<String> only;
        private boolean skipMissing;
        private boolean classArchives = true;
        private boolean recordClassArchives = true;
        private Consumer<String> say = line -> { };

        public Options(Path root) {
            this.root = root.toAbsolutePath().normalize();
            this.logs = this.root.resolve("target/launcher-logs");
        }

        /** Added to every port of the catalog (the e2e suite and the benches run beside `up`). */
        public Options portShift(int shift) {
            this.portShift = shift;
            return this;
        }

        /** Instances of each service that scales (the gateway stays one). */
        public Options instances(int count) {
            if (count < 1 || count > 9) {
                throw new IllegalArgumentException("instances: between 1 and 9, not " + count);
            }
            this.instances = count;
            return this;
        }

        /** JVM options instead of the default heap and collector. */
        public Options jvm(String... options) {
            jvm.clear();
            jvm.addAll(List.of(options));
            return this;
        }

        public Options property(String key, String value) {
            properties.put(key, value);
            return this;
        }

        public Options property(String module, String key, String value) {
            moduleProperties.computeIfAbsent(module, any -> new LinkedHashMap<>()).put(key, value);
            return this;
        }

        public Options logs(Path directory, boolean append) {
            this.logs = directory;
            this.appendLogs = append;
            return this;
        }

        /** Own sessions and pid files in {@code directory}: the services outlive the launcher. */
        public Options detached(Path directory) {
            this.pids = directory;
            return this;
        }

        public Options readyTimeout(Duration timeout) {
            this.readyTimeout = timeout;
            return this;
        }

        /** Only these modules (all of the catalog by default). */
        public Options only(Set<String> modules) {
            this.only = Set.copyOf(modules);
            return this;
        }

        /** A service whose jar is missing is skipped with a warning instead of failing the start. */
        public Options skipMissing() {
            this.skipMissing = true;
            return this;
        }

        /** Every start reads and verifies its classes anew, as before {@link ClassArchive} (to measure what it saves). */
        public Options withoutClassArchives() {
            this.classArchives = false;
            return this;
        }

        /**
         * Uses the class archives other starts of the same jars recorded, records none: a test run on
         * a fresh clone (CI) would only pay for writing them at its end.
         */
        public Options recordNoClassArchives() {
            this.recordClassArchives = false;
            return this;
        }

        /** Where progress lines go (nowhere by default). */
        public Options progress(Consumer<String> sink) {
            this.say = sink;
            return this;
        }
    }

    private final Options options;
    private final Catalog catalog;
    private final List<Instance> instances = new ArrayList<>();
    private final Map<String, ProcessHandle> running = new LinkedHashMap<>();

    private Launcher(Options options) {
        this.options = options;
        this.catalog = Catalog.read(options.root);
        for (Service service : catalog.services()) {
            if (options.only != null && !options.only.contains(service.module())) {
                continue;
            }
            for (int number = 1; number <= (service.scales() ? options.instances : 1); number++) {
                instances.add(new Instance(service, number, service.port(number, options.portShift)));
            }
        }
    }

    /** What {@link #start} would run, started nothing yet. */
    static Launcher plan(Options options) {
        return new Launcher(options);
    }

    /** Starts every instance (all at once: consumers wait for their topics), then waits for each to be ready. */
    public static Launcher start(Options options) throws InterruptedException {
        Launcher launcher = new Launcher(options);
        try {
            if (options.pids != null) {
                launcher.stopSurplus();
            }
            List<Instance> started = new ArrayList<>();
            for (Instance instance : launcher.instances) {
                if (!launcher.adopt(instance) && launcher.launch(instance)) {
                    started.add(instance);
                }
            }
            for (Instance instance : started) {
                launcher.awaitReady(instance);
            }
            return launcher;
        } catch (RuntimeException | InterruptedException e) {
            if (options.pids == null) {
                launcher.close();
            }
            throw e;
        }
    }

    /** The port instance {@code number} of {@code module} gets with these options, before anything starts. */
    public static int port(Path root, String module, int number, int shift) {
        return Catalog.read(root).named(module).port(number, shift);
    }

    public List<Instance> instances() {
        return List.copyOf(instances);
    }

    public List<Instance> instances(String module) {
        return instances.stream().filter(instance -> instance.service().module().equals(module)).toList();
    }

    public Instance first(String module) {
        return instances(module).stream().findFirst()
                .orElseThrow(() -> new IllegalArgumentException(module + " was not started"));
    }

    public String url(String module) {
        return first(module).url();
    }

    /** CPU time each running instance has used so far, by instance name (where the OS tells it). */
    public Map<String, Duration> cpu() {
        Map<String, Duration> cpu = new LinkedHashMap<>();
        running.forEach((name, process) -> process.info().totalCpuDuration().ifPresent(used -> cpu.put(name, used)));
        return cpu;
    }

    /** The process id of each running instance, by instance name. */
    public Map<String, Long> pids() {
        Map<String, Long> pids = new LinkedHashMap<>();
        running.forEach((name, process) -> pids.put(name, process.pid()));
        return pids;
    }

    /** One more instance of {@code module}, started and ready (its Kafka group splits the partitions anew). */
    public Instance add(String module) throws InterruptedException {
        Service service = catalog.named(module);
        if (!service.scales()) {
            throw new IllegalArgumentException(module + " runs as one instance (" + Catalog.FILE + ")");
        }
        int number = instances(module).stream().mapToInt(Instance::number).max().orElse(0) + 1;
        Instance instance = new Instance(service, number, service.port(number, options.portShift));
        instances.add(instance);
        launch(instance);
        awaitReady(instance);
        return instance;
    }

    /** The way an operator's worst day goes: no shutdown hook, no flush, no goodbye. */
    public void kill9(Instance instance) throws InterruptedException {
        ProcessHandle process = running.remove(instance.name());
        if (process != null) {
            process.destroyForcibly();
            process.onExit().orTimeout(30, TimeUnit.SECONDS).exceptionally(timeout -> process).join();
        }
    }

    public void restart(Instance instance) throws InterruptedException {
        stop(instance);
        launch(instance);
        awaitReady(instance);
    }

    public void stop(Instance instance) {
        ProcessHandle process = running.remove(instance.name());
        if (process != null) {
            stop(instance.name(), process);
        }
    }

    @Override
    public void close() {
        running.values().forEach(ProcessHandle::destroy);
        running.forEach(this::awaitExit);
        running.clear();
    }

    private void stop(String name, ProcessHandle process) {
        options.say.accept(name + ": stopping (pid " + process.pid() + ")");
        process.destroy();
        awaitExit(name, process);
    }

    private void awaitExit(String name, ProcessHandle process) {
        Duration grace = process.info().commandLine().orElse("").contains(ClassArchive.RECORD) ? RECORDING_STOP_GRACE : STOP_GRACE;
        try {
            process.onExit().get(grace.toSeconds(), TimeUnit.SECONDS);
        } catch (Exception notYet) {
            options.say.accept(name + ": still alive after " + grace.toSeconds() + "s, killing");
            process.destroyForcibly();
        }
    }

    private Path jar(Service service) {
        return options.root.resolve(service.module()).resolve("target/quarkus-app/quarkus-run.jar");
    }

    /** How the services find each other: the first instance of each service another one calls. */
    private Map<String, String> wiring() {
        Map<String, String> wiring = new LinkedHashMap<>();
        String[][] clients = {
                {"memory-service", "quarkus.rest-client.memory-service.url"},
                {"action-ledger", "quarkus.rest-client.action-ledger.url"},
                {"consolidator", "quarkus.rest-client.consolidator.url"},
                {"turn-service", "souvenir.gateway.stores.turn-service"},
                {"verifier-service", "souvenir.gateway.stores.verifier-service"},
        };
        for (String[] client : clients) {
            if (catalog.has(client[0])) {
                wiring.put(client[1], "http://127.0.0.1:" + catalog.named(client[0]).port(1, options.portShift));
            }
        }
        return wiring;
    }

    List<String> command(Instance instance) {
        List<String> command = new ArrayList<>();
        if (options.pids != null) {
            command.add("setsid");
        }
        command.add(java());
        command.addAll(options.jvm);
        command.addAll(classArchiveOptions(instance));
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("quarkus.http.port", Integer.toString(instance.port()));
        properties.putAll(wiring());
        properties.putAll(options.properties);
        properties.putAll(options.moduleProperties.getOrDefault(instance.service().module(), Map.of()));
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.add("-jar");
        command.add(jar(instance.service()).toString());
        return command;
    }

    /** The first instance of each service records the archive when there is none yet; the others only use it. */
    private List<String> classArchiveOptions(Instance instance) {
        return options.classArchives
                ? ClassArchive.of(jar(instance.service())).options(options.recordClassArchives && instance.number() == 1)
                : List.of();
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static boolean writtenByARunningProcess(Path part) {
        return ProcessHandle.allProcesses().anyMatch(process -> process.info().commandLine().orElse("").contains(part.toString()));
    }

    /** Whether a JVM started with these options maps {@code archive} whole (checksums verified), as a start would. */
    boolean mapsCleanly(Path archive, Path jar) {
        List<String> check = new ArrayList<>(List.of(java()));
        check.addAll(options.jvm);
        // a cut-short archive crashes the JVM that maps it: that JVM leaves no crash report nor core behind
        check.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-XX:+VerifySharedSpaces", "-Xshare:on", "-Xlog:disable",
                "-XX:ErrorFile=/dev/null", "-XX:-CreateCoredumpOnCrash", "-cp", jar.toString(), "-version"));
        try {
            Process process = new ProcessBuilder(check).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(ARCHIVE_CHECK_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private boolean launch(Instance instance) {
        Path jar = jar(instance.service());
        if (!Files.exists(jar) && options.skipMissing) {
            options.say.accept("warning: " + instance.name() + ": no " + options.root.relativize(jar) + ", skipped");
            return false;
        }
        if (!Files.exists(jar)) {
            throw new IllegalStateException(jar + " is missing: package the services first");
        }
        if (options.classArchives) {
            ClassArchive.of(jar).settle(Launcher::writtenByARunningProcess, archive -> mapsCleanly(archive, jar));
        }
        try {
            Files.createDirectories(options.logs);
            Path log = options.logs.resolve(instance.name() + ".log");
            if (!options.appendLogs && Files.exists(log)) {
                Files.move(log, options.logs.resolve(instance.name() + ".log.1"), StandardCopyOption.REPLACE_EXISTING);
            }
            options.say.accept(instance.name() + ": starting on " + instance.url());
            Process process = new ProcessBuilder(command(instance))
                    .directory(options.root.resolve(instance.service().module()).toFile())
                    .redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            running.put(instance.name(), process.toHandle());
            if (options.pids != null) {
                Files.createDirectories(options.pids);
                Files.writeString(pidFile(instance.name()), process.pid() + "\n");
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + instance.name(), e);
        }
    }

    /**
     * Detached only: an instance already running from the same jar is kept (one rebuilt since is
     * stopped and started again); a port that answers without being ours is left alone.
     */
    private boolean adopt(Instance instance) {
        if (options.pids == null) {
            return false;
        }
        Optional<ProcessHandle> ours = recorded(instance.name());
        if (ours.isPresent()) {
            try {
                if (Files.getLastModifiedTime(jar(instance.service())).compareTo(
                        Files.getLastModifiedTime(pidFile(instance.name()))) <= 0) {
                    options.say.accept(instance.name() + ": already running (pid " + ours.get().pid() + ", port " + instance.port() + ")");
                    running.put(instance.name(), ours.get());
                    return true;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            stop(instance.name() + " (rebuilt since it started)", ours.get());
        }
        if (answers(instance.port())) {
            options.say.accept(instance.name() + ": already running (port " + instance.port() + " answers, not started by souvenir)");
            return true;
        }
        return false;
    }

    /** Detached only: instances an earlier start ran beyond the count asked now are stopped. */
    private void stopSurplus() {
        for (Service service : catalog.services()) {
            for (int number = options.instances + 1; service.scales() && number <= 9; number++) {
                String name = new Instance(service, number, 0).name();
                recorded(name).ifPresent(process -> stop(name, process));
            }
        }
    }

    private Optional<ProcessHandle> recorded(String name) {
        Path file = pidFile(name);
        try {
            if (!Files.exists(file)) {
                return Optional.empty();
            }
            long pid = Long.parseLong(Files.readString(file).strip());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .filter(process -> process.info().commandLine().orElse("").contains(options.root.toString()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private Path pidFile(String name) {
        return options.pids.resolve(name + ".pid");
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException closed) {
            return false;
        }
    }

    private void awaitReady(Instance instance) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ready = HttpRequest.newBuilder(URI.create(instance.url() + "/q/health/ready"))
                .timeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plus(options.readyTimeout);
        Path log = options.logs.resolve(instance.name() + ".log");
        while (Instant.now().isBefore(deadline)) {
            ProcessHandle process = running.get(instance.name());
            if (process == null || !process.isAlive()) {
                throw new IllegalStateException(instance.name() + " exited during start-up (log: " + log + ")");
            }
            try {
                if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    options.say.accept(instance.name() + ": ready");
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException(instance.name() + " not ready after " + options.readyTimeout.toSeconds()
                + "s (log: " + log + ")");
    }
}
