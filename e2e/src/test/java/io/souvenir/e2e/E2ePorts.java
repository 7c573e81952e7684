package io.souvenir.e2e;

/**
 * Added to every port the suite listens on, so that two checkouts can run it side by side:
 * {@code SOUVENIR_E2E_PORT_OFFSET}, which {@code ./souvenir test} also gives the test realm's
 * redirect URI. Its own class so that {@link Stack.Service}'s constants can read it while
 * {@link Stack} initialises.
 */
final class E2ePorts {

    static final int OFFSET = Integer.parseInt(System.getenv().getOrDefault("SOUVENIR_E2E_PORT_OFFSET", "0"));

    private E2ePorts() {
    }
}
