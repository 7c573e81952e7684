package io.souvenir.gateway.privacy;

import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import io.souvenir.gateway.turns.GatewayConfig;
import io.souvenir.gateway.turns.MemorySettingsLookup;
import io.souvenir.platform.privacy.PersonalData;
import io.souvenir.platform.tenancy.Tenant;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Map;
import java.util.TreeMap;
import org.jboss.logging.Logger;

/**
 * The GDPR wipe: every service erases what it holds about the caller (memories, links, messages,
 * sessions, activity, idempotency records, pending outbox events) and reports it, then counts
 * again. The wipe is done only when every store reports zero rows left; otherwise it fails,
 * and since erasing is idempotent, the caller may simply ask again.
 */
@ApplicationScoped
public class Erasure {

    private static final Logger LOG = Logger.getLogger(Erasure.class);

    private final PersonalData ownData;
    private final MemorySettingsLookup settings;
    private final Map<String, PersonalDataApi> stores = new TreeMap<>();

    Erasure(PersonalData ownData, MemorySettingsLookup settings, GatewayConfig config) {
        this.ownData = ownData;
        this.settings = settings;
        config.stores().forEach((service, url) -> stores.put(service,
                QuarkusRestClientBuilder.newBuilder().baseUri(URI.create(url))
                        // unlike the relayed calls, an error of a store must stop the wipe
                        .disableDefaultMapper(false)
                        .build(PersonalDataApi.class)));
    }

    /** Rows erased per store ({@code service.table}). */
    public Map<String, Long> eraseEverywhere(Tenant caller) {
        Map<String, Long> erased = new TreeMap<>();
        stores.forEach((service, store) -> record(erased, service, call(service, store)));
        Map<String, Long> gateway = ownData.erase(caller);
        record(erased, "gateway", new PersonalDataApi.Report(gateway, ownData.count(caller)));
        // the settings went with the rest: the next turn is decided on the defaults at once (another instance's copy of the
        // old ones, until it expires, is read by memory-service as a copy from before the wipe)
        settings.changed(caller);
        LOG.infof("erased %d rows of a user across %d stores", erased.values().stream().mapToLong(Long::longValue).sum(),
                stores.size() + 1);
        return erased;
    }

    private static PersonalDataApi.Report call(String service, PersonalDataApi store) {
        try {
            return store.erase();
        } catch (ProcessingException | WebApplicationException e) {
            throw new WebApplicationException(service + " could not erase your data; nothing is lost by asking again",
                    e, Response.Status.SERVICE_UNAVAILABLE);
        }
    }

    private static void record(Map<String, Long> erased, String service, PersonalDataApi.Report report) {
        report.remaining().forEach((table, left) -> {
            if (left != 0) {
                throw new WebApplicationException(service + " still holds " + left + " rows in " + table
                        + "; ask again to finish the wipe", Response.Status.SERVICE_UNAVAILABLE);
            }
        });
        report.erased().forEach((table, rows) -> erased.put(service + "." + table, rows));
    }
}
