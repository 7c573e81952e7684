package io.souvenir.platform.testing;

import io.smallrye.jwt.build.Jwt;
import io.smallrye.jwt.util.KeyUtils;
import io.souvenir.platform.security.ServiceTokens;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Real RS256 tokens for tests, verified by the services exactly as Keycloak's are (the services'
 * test profile trusts {@code souvenir-test/public-key.pem}). Nothing is mocked: a forged or
 * workspace-less token is refused by the same code that refuses it in production.
 */
public final class TestTokens {

    /**
     * The realm the tokens come from. The end-to-end suite sets {@code souvenir.test.issuer} to the
     * test Keycloak's realm, which signs with the same test key, so its tokens and these verify alike.
     */
    public static final String ISSUER = System.getProperty("souvenir.test.issuer", "https://souvenir.test/realms/souvenir");
    public static final String AUDIENCE = "souvenir";

    private TestTokens() {
    }

    public static String bearer(String userId, String workspace) {
        return "Bearer " + token(userId, workspace);
    }

    public static String token(String userId, String workspace) {
        return Jwt.issuer(ISSUER).subject(userId).audience(AUDIENCE)
                .claim("workspace", workspace)
                .claim("preferred_username", userId)
                .expiresIn(3600)
                .sign(privateKey());
    }

    /** A user token carrying Keycloak realm roles ({@code realm_access.roles}), e.g. {@code workspace-admin}. */
    public static String bearerWithRoles(String userId, String workspace, String... realmRoles) {
        return "Bearer " + Jwt.issuer(ISSUER).subject(userId).audience(AUDIENCE)
                .claim("workspace", workspace)
                .claim("preferred_username", userId)
                .claim("realm_access", Map.of("roles", List.of(realmRoles)))
                .expiresIn(3600)
                .sign(privateKey());
    }

    /** A service token for this user, as platform's ServiceTokens signs them (tests sign with the test key). */
    public static String serviceBearer(String userId, String workspace) {
        return "Bearer " + Jwt.issuer(ServiceTokens.ISSUER).audience(ServiceTokens.AUDIENCE).subject(userId)
                .claim("workspace", workspace).expiresIn(60).sign(privateKey());
    }

    public static String tokenWithoutWorkspace(String userId) {
        return Jwt.issuer(ISSUER).subject(userId).audience(AUDIENCE).expiresIn(3600).sign(privateKey());
    }

    /** Signed by the trusted key and otherwise valid, but expired an hour ago. */
    public static String expiredToken(String userId, String workspace) {
        long now = System.currentTimeMillis() / 1000;
        return Jwt.issuer(ISSUER).subject(userId).audience(AUDIENCE).claim("workspace", workspace)
                .issuedAt(now - 7200).expiresAt(now - 3600).sign(privateKey());
    }

    /** Signed by the trusted key, for another audience (a token meant for another application). */
    public static String tokenForAudience(String userId, String workspace, String audience) {
        return Jwt.issuer(ISSUER).subject(userId).audience(audience).claim("workspace", workspace)
                .expiresIn(3600).sign(privateKey());
    }

    /** Signed by the trusted key, but issued by someone else than the realm. */
    public static String tokenFromIssuer(String userId, String workspace, String issuer) {
        return Jwt.issuer(issuer).subject(userId).audience(AUDIENCE).claim("workspace", workspace)
                .expiresIn(3600).sign(privateKey());
    }

    /** Well formed and signed, but by a key the services do not trust. */
    public static String forgedToken(String userId, String workspace) {
        try {
            return Jwt.issuer(ISSUER).subject(userId).audience(AUDIENCE).claim("workspace", workspace)
                    .expiresIn(3600).sign(KeyUtils.generateKeyPair(2048).getPrivate());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A fresh user id, so tests never see each other's rows. */
    public static String newUser() {
        return UUID.randomUUID().toString();
    }

    /** The public key the services must trust, as {@code quarkus.oidc.public-key} takes it. */
    public static String publicKey() {
        String pem = resource("souvenir-test/public-key.pem");
        return pem.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
    }

    /** The test private key as a file, for processes that sign service tokens outside this classpath (e2e). */
    public static Path privateKeyFile() {
        try {
            Path file = Files.createTempFile("souvenir-test-key", ".pem");
            file.toFile().deleteOnExit();
            return Files.writeString(file, resource("souvenir-test/private-key.pem"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static PrivateKey privateKey() {
        try {
            return KeyUtils.decodePrivateKey(resource("souvenir-test/private-key.pem"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = TestTokens.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
