package io.souvenir.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
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

    @Test
    void browserTestsPass() throws IOException, InterruptedException {
        Path root = Path.of(System.getProperty("souvenir.root", "..")).toAbsolutePath();
        ProcessBuilder node = new ProcessBuilder("node", "--test", "--test-reporter=spec", "--test-concurrency=1",
                "--test-timeout=300000", "e2e/browser/")
                .directory(root.toFile())
                .redirectErrorStream(true);
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
        assertThat(process.waitFor()).as("node --test e2e/browser/ failed:%n%s", output).isZero();
    }
}
