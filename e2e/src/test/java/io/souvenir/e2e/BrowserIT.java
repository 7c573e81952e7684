package io.souvenir.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The web UI in a real browser: the tests of {@code e2e/browser/*.test.mjs} (Node's test runner,
 * playwright-core driving Debian's Chromium) against the packaged gateway, logging in on the test
 * Keycloak's own login page. {@code ./souvenir test} installs Chromium and the node modules.
 * Screenshots are kept in {@code e2e/target/browser-artifacts}.
 */
@ExtendWith(Stack.class)
class BrowserIT {

    /** Where the browser tests switch the SMTP server off and on (to see a mail fail, then go): POST /smtp/stop, /smtp/start. */
    static final int SMTP_CONTROL_PORT = 18091 + E2ePorts.OFFSET;

    @Test
    void browserTestsPass() throws IOException, InterruptedException {
        Path root = Path.of(System.getProperty("souvenir.root", "..")).toAbsolutePath();
        List<String> command = new ArrayList<>(List.of("node", "--test", "--test-reporter=spec", "--test-concurrency=1",
                "--test-timeout=300000"));
        // -Dbrowser.tests=e2e/browser/actions.test.mjs,… runs only those files (default: every test of e2e/browser/)
        command.addAll(Arrays.asList(System.getProperty("browser.tests", "e2e/browser/").split(",")));
        ProcessBuilder node = new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectErrorStream(true);
        HttpServer smtpControl = HttpServer.create(new InetSocketAddress("127.0.0.1", SMTP_CONTROL_PORT), 0);
        smtpControl.createContext("/smtp/", exchange -> {
            if (exchange.getRequestURI().getPath().endsWith("/stop")) {
                Stack.stopSmtp();
            } else {
                Stack.startSmtp();
            }
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        smtpControl.start();
        node.environment().put("SOUVENIR_SMTP_CONTROL", "http://127.0.0.1:" + SMTP_CONTROL_PORT);
        node.environment().put("SOUVENIR_URL", Stack.gateway());
        // the web app's tests make fresh users through this Keycloak's admin API
        node.environment().put("SOUVENIR_KEYCLOAK_URL", Stack.keycloakRealm().replaceFirst("/realms/souvenir$", ""));
        node.environment().put("SOUVENIR_ARTIFACTS", root.resolve("e2e/target/browser-artifacts").toString());
        node.environment().putIfAbsent("CHROMIUM_PATH", "/usr/bin/chromium");
        // plain text in the maven log (playwright colours its call logs even into a pipe)
        node.environment().put("FORCE_COLOR", "0");
        Process process = node.start();

        // echoed line by line (so it shows in the maven log as it runs) and kept for the failure message
        StringBuilder output = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                System.out.println(line);
                output.append(line).append('\n');
            }
        }
        try {
            assertThat(process.waitFor()).as("node --test e2e/browser/ failed:%n%s", output).isZero();
        } finally {
            smtpControl.stop(0);
            Stack.startSmtp();
        }
    }
}
