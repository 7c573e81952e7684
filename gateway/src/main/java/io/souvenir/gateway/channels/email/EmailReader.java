package io.souvenir.gateway.channels.email;

import io.souvenir.platform.rest.InvalidRequestException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.james.mime4j.codec.DecodeMonitor;
import org.apache.james.mime4j.dom.Body;
import org.apache.james.mime4j.dom.Entity;
import org.apache.james.mime4j.dom.Message;
import org.apache.james.mime4j.dom.Multipart;
import org.apache.james.mime4j.dom.TextBody;
import org.apache.james.mime4j.dom.address.Mailbox;
import org.apache.james.mime4j.field.address.DefaultAddressParser;
import org.apache.james.mime4j.field.address.ParseException;
import org.apache.james.mime4j.message.DefaultMessageBuilder;
import org.apache.james.mime4j.stream.MimeConfig;
import org.jsoup.Jsoup;

/**
 * Reads an inbound email, raw MIME (Apache James mime4j) or already parsed (JSON), into what a
 * turn needs. A message that cannot be read is refused naming the field: {@code body} (not MIME),
 * {@code from} (no usable sender), {@code text} (nothing said).
 */
@ApplicationScoped
public class EmailReader {

    static final int MAX_TEXT = 8000;
    /** Where the quoted history or the signature of a reply starts. */
    private static final Pattern HISTORY = Pattern.compile(
            "(?m)^(On .+ wrote:|Le .+ a écrit ?:|-{2,} ?(Original Message|Message d'origine) ?-{2,}|-- )\\s*$");

    public InboundEmail fromMime(byte[] raw) {
        Message message;
        try {
            DefaultMessageBuilder builder = new DefaultMessageBuilder();
            builder.setMimeEntityConfig(MimeConfig.STRICT);
            builder.setDecodeMonitor(DecodeMonitor.STRICT);
            message = builder.parseMessage(new ByteArrayInputStream(raw));
        } catch (IOException | RuntimeException e) {
            throw new InvalidRequestException("body", "is not a MIME message (" + e.getMessage() + ")");
        }
        if (message.getFrom() == null || message.getFrom().isEmpty()) {
            throw new InvalidRequestException("from", "is required (a From header with an address)");
        }
        String text = text(message).orElse(null);
        return read(message.getFrom().get(0), message.getSubject(), text, message.getMessageId());
    }

    public InboundEmail fromJson(ParsedEmail parsed) {
        if (parsed == null || parsed.from() == null || parsed.from().isBlank()) {
            throw new InvalidRequestException("from", "is required");
        }
        Mailbox from;
        try {
            from = DefaultAddressParser.DEFAULT.parseMailbox(parsed.from());
        } catch (ParseException | IllegalArgumentException e) {
            throw new InvalidRequestException("from", "is not an email address");
        }
        String text = parsed.text() != null && !parsed.text().isBlank() ? parsed.text()
                : parsed.html() == null ? null : htmlText(parsed.html());
        return read(from, parsed.subject(), text, parsed.messageId());
    }

    private static InboundEmail read(Mailbox from, String subject, String text, String messageId) {
        if (from.getAddress() == null || !from.getAddress().contains("@")) {
            throw new InvalidRequestException("from", "is not an email address");
        }
        String newest = text == null ? "" : newest(text);
        if (newest.length() > MAX_TEXT) {
            throw new InvalidRequestException("text", "must be at most " + MAX_TEXT + " characters");
        }
        return new InboundEmail(from.getAddress().toLowerCase(Locale.ROOT), subject == null ? "" : subject.strip(), newest,
                messageId);
    }

    /** What the sender wrote this time: the quoted history ("> …", "On … wrote:") and the signature are cut off. */
    static String newest(String text) {
        String normalised = text.replace("\r\n", "\n");
        var history = HISTORY.matcher(normalised);
        String head = history.find() ? normalised.substring(0, history.start()) : normalised;
        return head.lines().filter(line -> !line.startsWith(">")).reduce((a, b) -> a + "\n" + b).orElse("").strip();
    }

    /** The first text/plain part, else the first text/html part as text. */
    private static Optional<String> text(Entity entity) {
        return part(entity, "text/plain").or(() -> part(entity, "text/html").map(EmailReader::htmlText));
    }

    private static Optional<String> part(Entity entity, String mimeType) {
        Body body = entity.getBody();
        if (body instanceof Multipart multipart) {
            for (Entity child : multipart.getBodyParts()) {
                Optional<String> found = part(child, mimeType);
                if (found.isPresent()) {
                    return found;
                }
            }
            return Optional.empty();
        }
        if (body instanceof TextBody textBody && mimeType.equalsIgnoreCase(entity.getMimeType())) {
            try (InputStream in = textBody.getInputStream()) {
                return Optional.of(new String(in.readAllBytes(), charset(entity)));
            } catch (IOException e) {
                throw new InvalidRequestException("text", "cannot be decoded");
            }
        }
        return Optional.empty();
    }

    private static Charset charset(Entity entity) {
        try {
            return entity.getCharset() == null ? StandardCharsets.US_ASCII : Charset.forName(entity.getCharset());
        } catch (RuntimeException e) {
            return StandardCharsets.UTF_8;
        }
    }

    private static String htmlText(String html) {
        return Jsoup.parse(html).body().text();
    }
}
