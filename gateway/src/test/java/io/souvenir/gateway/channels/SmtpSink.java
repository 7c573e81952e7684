package io.souvenir.gateway.channels;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A local SMTP server for tests that keeps every message it is given (no SMTP server library is
 * served here): the gateway's real mailer speaks real SMTP to it. Just enough of RFC 5321 for a
 * client that does not need TLS or authentication.
 */
final class SmtpSink implements AutoCloseable {

    private final ServerSocket server;
    private final List<String> messages = new CopyOnWriteArrayList<>();

    SmtpSink() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "smtp-sink");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** Every message received so far, raw (RFC 5322, dot-unstuffed), in order. */
    List<String> messages() {
        return List.copyOf(messages);
    }

    void clear() {
        messages.clear();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                trace("accepted " + socket.getPort());
                Thread session = new Thread(() -> session(socket), "smtp-sink-session");
                session.setDaemon(true);
                session.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void session(Socket socket) {
        try (socket;
             BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
             OutputStream out = socket.getOutputStream()) {
            reply(out, "220 sink ESMTP");
            String line;
            while ((line = in.readLine()) != null) {
                trace("< " + (line.length() > 40 ? line.substring(0, 40) : line));
                String command = line.length() < 4 ? line.toUpperCase(Locale.ROOT) : line.substring(0, 4).toUpperCase(Locale.ROOT);
                switch (command) {
                    case "EHLO" -> reply(out, "250-sink\r\n250 8BITMIME");
                    case "HELO", "MAIL", "RCPT", "RSET", "NOOP" -> reply(out, "250 OK");
                    case "DATA" -> {
                        reply(out, "354 go ahead");
                        StringBuilder message = new StringBuilder();
                        while ((line = in.readLine()) != null && !line.equals(".")) {
                            message.append(line.startsWith(".") ? line.substring(1) : line).append("\r\n");
                        }
                        messages.add(new String(message.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
                        reply(out, "250 OK kept");
                    }
                    case "QUIT" -> {
                        reply(out, "221 bye");
                        socket.shutdownOutput(); // a clean end of stream, not a reset
                        return;
                    }
                    default -> reply(out, "502 not implemented");
                }
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    /** What the sink hears and says, on the test's output: an SMTP conversation that stalls shows where. */
    private static void trace(String text) {
        System.out.println(java.time.LocalTime.now() + " smtp-sink " + Thread.currentThread().getId() + " " + text);
    }

    private static void reply(OutputStream out, String text) throws IOException {
        trace("> " + text.replace("\r\n", " | "));
        out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
