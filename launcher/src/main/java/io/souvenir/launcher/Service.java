package io.souvenir.launcher;

/**
 * One line of {@code deploy/local/services.conf}: a Maven module whose packaged Quarkus jar is a
 * service, the HTTP port of its first instance in the local stack, and whether it runs as many
 * instances as asked (a Kafka consumer whose group splits the partitions) or as one.
 */
public record Service(String module, int port, boolean scales) {

    /** HTTP port of instance {@code number} (1-based), every port moved by {@code shift}. */
    public int port(int number, int shift) {
        return port + shift + 100 * (number - 1);
    }
}
