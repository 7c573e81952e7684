package io.souvenir.memory.search;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads named after what they do, which never keep the service from stopping. */
final class DaemonThreads {

    private DaemonThreads() {
    }

    static ThreadFactory named(String name) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
