package io.souvenir.launcher;

/** One running copy of a service: instance 1 is named after its module, the others {@code module-N}. */
public record Instance(Service service, int number, int port) {

    public String name() {
        return number == 1 ? service.module() : service.module() + "-" + number;
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }
}
