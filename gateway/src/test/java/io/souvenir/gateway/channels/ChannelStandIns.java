package io.souvenir.gateway.channels;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * What the channels talk to, started before the gateway: a local server speaking the Telegram
 * Bot API (WireMock: {@code /bot<token>/sendMessage} answers like Telegram) and an SMTP server.
 * Applies to every @QuarkusTest of the gateway, so they all share one application.
 */
public class ChannelStandIns implements QuarkusTestResourceLifecycleManager {

    public static final String BOT_TOKEN = "7312654980:AAHtestTokenForTheLocalStandIn";
    public static final String TELEGRAM_SECRET = "telegram-webhook-secret_1";
    public static final String EMAIL_SECRET = "email-webhook-secret-1";
    public static final String SOUVENIR_ADDRESS = "souvenir@test.example";

    static WireMockServer botApi;
    static SmtpSink smtp;

    @Override
    public Map<String, String> start() {
        botApi = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        botApi.start();
        stubSendMessage();
        try {
            smtp = new SmtpSink();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.ofEntries(
                Map.entry("souvenir.gateway.telegram.bot-token", BOT_TOKEN),
                Map.entry("souvenir.gateway.telegram.webhook-secret", TELEGRAM_SECRET),
                Map.entry("souvenir.gateway.telegram.bot-username", "SouvenirTestBot"),
                Map.entry("souvenir.gateway.telegram.api-base-url", botApi.baseUrl()),
                Map.entry("souvenir.gateway.email.webhook-secret", EMAIL_SECRET),
                Map.entry("souvenir.gateway.email.address", SOUVENIR_ADDRESS),
                Map.entry("souvenir.gateway.zipkin-ui-url", "http://127.0.0.1:9411/"),
                Map.entry("quarkus.mailer.mock", "false"),
                Map.entry("quarkus.mailer.host", "127.0.0.1"),
                Map.entry("quarkus.mailer.port", String.valueOf(smtp.port())),
                Map.entry("quarkus.mailer.start-tls", "DISABLED"),
                Map.entry("quarkus.mailer.timeout", "3s"),
                Map.entry("quarkus.log.category.\"io.vertx.ext.mail\".level", "DEBUG"));
    }

    /** sendMessage answers as Telegram does: {"ok":true,"result":<the Message sent>}. */
    static void stubSendMessage() {
        botApi.resetAll();
        botApi.stubFor(post(urlPathMatching("/bot[^/]+/sendMessage"))
                .willReturn(okJson("""
                        {"ok":true,"result":{"message_id":1366,"from":{"id":7312654980,"is_bot":true,"first_name":"Souvenir",\
                        "username":"SouvenirTestBot"},"chat":{"id":5839271044,"type":"private"},"date":1764403201,"text":"…"}}""")));
    }

    static void failSendMessageOnce() {
        botApi.resetAll();
        botApi.stubFor(post(urlPathMatching("/bot[^/]+/sendMessage")).inScenario("flaky").whenScenarioStateIs("Started")
                .willReturn(aResponse().withStatus(502).withBody("Bad Gateway")).willSetStateTo("recovered"));
        botApi.stubFor(post(urlPathMatching("/bot[^/]+/sendMessage")).inScenario("flaky").whenScenarioStateIs("recovered")
                .willReturn(okJson("{\"ok\":true,\"result\":{\"message_id\":1367,\"chat\":{\"id\":1,\"type\":\"private\"},\"date\":1}}")));
    }

    @Override
    public void stop() {
        if (botApi != null) {
            botApi.stop();
        }
        if (smtp != null) {
            try {
                smtp.close();
            } catch (IOException e) {
                // stopping anyway
            }
        }
    }
}
