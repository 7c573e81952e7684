package io.souvenir.ledger;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A real SMTP server (GreenMail) in the test JVM, on a free port; tests may stop and restart it. */
public class SmtpServer implements QuarkusTestResourceLifecycleManager {

    private static ServerSetup setup;
    private static GreenMail server;

    @Override
    public Map<String, String> start() {
        try (ServerSocket free = new ServerSocket(0)) {
            setup = new ServerSetup(free.getLocalPort(), "127.0.0.1", ServerSetup.PROTOCOL_SMTP);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        startServer();
        return Map.of("quarkus.mailer.host", "127.0.0.1", "quarkus.mailer.port", String.valueOf(setup.getPort()));
    }

    @Override
    public void stop() {
        stopServer();
    }

    static void startServer() {
        server = new GreenMail(setup);
        server.start();
    }

    static void stopServer() {
        server.stop();
    }

    /** A server on the SMTP port that takes connections and never says a word, as a hung mail server does. */
    static ServerSocket silentServer() throws IOException {
        ServerSocket silent = new ServerSocket();
        silent.setReuseAddress(true);
        silent.bind(new InetSocketAddress(setup.getBindAddress(), setup.getPort()));
        return silent;
    }

    /** Mails received for one action (the connector stamps each with its action id). */
    static List<MimeMessage> mailsOf(Object actionId) {
        return Arrays.stream(server.getReceivedMessages()).filter(mail -> {
            try {
                String[] header = mail.getHeader("X-Souvenir-Action");
                return header != null && header[0].equals(actionId.toString());
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
