package io.souvenir.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/** Plain HTTP as an attacker sends it: any method, any token (or none), the raw answer back. */
final class Http {

    /** What came back: status, media type (empty if none) and the body as text. */
    record Answer(int status, String type, String body) {

        boolean isProblem() {
            return type.startsWith("application/problem+json");
        }
    }

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Http() {
    }

    /** {@code authorization} is the whole header value, or null to send none; {@code json} null for no body. */
    static Answer call(String method, String url, String authorization, String json) {
        return call(method, url, authorization, json, Map.of());
    }

    static Answer call(String method, String url, String authorization, String json, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A server-sent-event stream being listened to: every line received so far, until {@link #close()}. */
    static final class Listening implements AutoCloseable {

        private final CompletableFuture<HttpResponse<Stream<String>>> response;
        private final List<String> lines = new CopyOnWriteArrayList<>();

        private Listening(CompletableFuture<HttpResponse<Stream<String>>> response) {
            this.response = response;
            response.thenAcceptAsync(answer -> {
                try {
                    answer.body().forEach(lines::add);
                } catch (RuntimeException closed) {
                    // closed under us: what was read is kept
                }
            });
        }

        /** The status once the server answered, 0 while it has not sent its headers. */
        int status() {
            return response.isDone() && !response.isCompletedExceptionally() ? response.join().statusCode() : 0;
        }

        String received() {
            return String.join("\n", lines);
        }

        @Override
        public void close() {
            if (response.isDone() && !response.isCompletedExceptionally()) {
                response.join().body().close();
            } else {
                response.cancel(true);
            }
        }
    }

    static Listening listen(String url, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream").GET();
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return new Listening(CLIENT.sendAsync(request.build(), HttpResponse.BodyHandlers.ofLines()));
    }
}
