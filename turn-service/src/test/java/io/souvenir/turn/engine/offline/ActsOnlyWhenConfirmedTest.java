package io.souvenir.turn.engine.offline;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.turn.actions.ActionLog;
import io.souvenir.turn.actions.ActionWords;
import io.souvenir.turn.actions.ActionsUnavailableException;
import io.souvenir.turn.actions.PastAction;
import io.souvenir.turn.engine.Heard;
import io.souvenir.turn.engine.Turn;
import io.souvenir.turn.recall.Narrative;
import io.souvenir.turn.recall.Recall;
import io.souvenir.turn.recall.Recalled;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The offline engine proposes actions and never carries them out itself, takes "oui"/"non" as the
 * answer to the proposal that waits, and says what it did only from recall_actions.
 */
class ActsOnlyWhenConfirmedTest {

    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 11, 29, 11, 0, 0, 0, ZoneId.of("Europe/Paris"));
    private static final PastAction PENDING = action("proposed", "telegram", null, null);
    private static final PastAction SENT = action("executed", "telegram", "web", OffsetDateTime.parse("2026-11-29T10:02:00Z"));
    private static final PastAction LAPSED = action("expired", "email", null, OffsetDateTime.parse("2026-11-29T09:05:00Z"));

    private final OfflineTurnEngine engine = new OfflineTurnEngine();
    private final List<String> searched = new ArrayList<>();

    @Test
    void anEmailRequestIsAProposalThatAsksForConfirmation() {
        Heard heard = hear("envoie un mail à delphine@acme.fr pour relancer la facture Q2");

        assertThat(heard.proposals()).singleElement().satisfies(proposal -> {
            assertThat(proposal.tool()).isEqualTo("email_send");
            assertThat(proposal.arguments()).containsEntry("to", "delphine@acme.fr")
                    .containsEntry("subject", "Relancer la facture Q2")
                    .containsEntry("body", "Bonjour,\n\nJe vous écris pour relancer la facture Q2.\n\nBien cordialement");
            assertThat(proposal.label()).isEqualTo("Envoyer un mail à delphine@acme.fr : Relancer la facture Q2");
        });
        assertThat(heard.reply().text()).isEqualTo("J'ai préparé ce mail pour delphine@acme.fr — objet « Relancer la facture Q2 ». "
                + "Je l'envoie dès que tu confirmes : réponds « oui » pour l'envoyer ou « non » pour annuler.");
        assertThat(heard.memories()).isEmpty();
        assertThat(heard.decisions()).isEmpty();
    }

    @Test
    void inEnglishTooAndWithoutAnAddressItAsksForOneInsteadOfProposing() {
        Heard english = hear("Please send an email to paul@example.com about the Q3 budget.");
        assertThat(english.proposals()).singleElement().satisfies(proposal -> {
            assertThat(proposal.arguments()).containsEntry("subject", "The Q3 budget");
            assertThat(proposal.label()).isEqualTo("Send an email to paul@example.com: The Q3 budget");
        });
        assertThat(english.reply().language()).isEqualTo(Locale.ENGLISH);
        assertThat(english.reply().text()).contains("answer “yes” to send it");

        assertThat(hear("Peux-tu envoyer un mail à delphine@acme.fr pour relancer la facture Q2 ?").proposals()).hasSize(1);

        Heard noAddress = hear("envoie un mail à Delphine pour relancer la facture Q2");
        assertThat(noAddress.proposals()).isEmpty();
        assertThat(noAddress.reply().text()).startsWith("Je n'ai pas l'adresse e-mail de Delphine");
    }

    @Test
    void aNameIsSentToTheAddressTheUserToldAbout() {
        Recall memory = query -> List.of(new Recalled("memory", UUID.randomUUID(), "fact",
                "L'adresse mail de Delphine est delphine.martin@acme.fr", 1.0, Set.of("person", "subject"), List.of()));
        Heard heard = engine.hear(new Turn("envoie un mail à Delphine pour relancer la facture Q2", NOW, true, Narrative.UNKNOWN,
                memory, log(List.of(), false)));

        assertThat(heard.proposals()).singleElement()
                .satisfies(proposal -> assertThat(proposal.arguments()).containsEntry("to", "delphine.martin@acme.fr"));
    }

    @Test
    void anEmailTheUserMustSendThemselvesIsAMemoryNotAProposal() {
        Heard reminder = hear("rappelle-moi demain d'envoyer un mail à paul@acme.fr pour la réunion");
        assertThat(reminder.proposals()).isEmpty();
        assertThat(reminder.memories()).extracting(memory -> memory.kind().wireName()).containsExactly("reminder");
        assertThat(hear("il faut que j'envoie un mail à Paul pour la réunion").proposals()).isEmpty();
    }

    @Test
    void ouiOrNonAnswersTheProposalThatWaits() {
        Heard yes = hear("oui", PENDING, SENT);
        assertThat(yes.decisions()).containsExactly(new ActionDecided(PENDING.id(), ActionDecided.Decision.CONFIRM));
        assertThat(yes.reply().text()).isEqualTo("C'est parti : j'envoie le mail à delphine@acme.fr. Je te préviens dès que c'est fait.");
        assertThat(yes.proposals()).isEmpty();

        assertThat(hear("Annule !", PENDING).decisions())
                .containsExactly(new ActionDecided(PENDING.id(), ActionDecided.Decision.ABORT));
        assertThat(hear("ok", PENDING).reply().language()).as("the proposal's language").isEqualTo(Locale.FRENCH);
    }

    @Test
    void ouiWithNothingPendingDecidesNothingAndAfterALapsedProposalSaysItIsTooLate() {
        assertThat(hear("oui").decisions()).isEmpty();
        PastAction pastItsTime = new PastAction(UUID.randomUUID(), "email_send", Map.of("to", "x@acme.fr"), "Envoyer un mail",
                "fr", "proposed", null, "web", NOW.toOffsetDateTime().minusMinutes(6), NOW.toOffsetDateTime().minusMinutes(1),
                null, null, null, 0);
        assertThat(hear("yes", pastItsTime, SENT, LAPSED).decisions()).isEmpty();
        Heard tooLate = hear("oui", pastItsTime);
        assertThat(tooLate.decisions()).isEmpty();
        assertThat(tooLate.reply().text()).isEqualTo("Trop tard : la proposition a expiré aujourd'hui à 10:59 sans confirmation, "
                + "je n'ai rien fait. Redemande-moi si tu le veux toujours.");
    }

    @Test
    void didYouSendIsAnsweredYesWhenAndFromWhichChannel() {
        assertThat(hear("tu as envoyé mon mail à Delphine ?", LAPSED, SENT).reply().text())
                .isEqualTo("Oui : je l'ai envoyé à delphine@acme.fr aujourd'hui à 11:02 (heure de Paris) — "
                        + "tu me l'avais demandé sur Telegram et tu l'as confirmé sur le web.");
        assertThat(searched).containsExactly("Delphine");
        assertThat(hear("did you send the email to Delphine?", SENT).reply().text())
                .isEqualTo("Yes: I sent it to delphine@acme.fr today at 11:02 (Paris time) — you asked on Telegram and confirmed on the web.");
    }

    @Test
    void whatWasNotSentIsNeverSaidSent() {
        assertThat(hear("as-tu envoyé le mail à Delphine ?", LAPSED).reply().text())
                .isEqualTo("Non : tu ne l'as pas confirmé à temps, la proposition d'envoi à delphine@acme.fr a expiré "
                        + "aujourd'hui à 10:05 (heure de Paris).");
        assertThat(hear("tu as envoyé mon mail à Delphine ?", PENDING).reply().text())
                .startsWith("Pas encore : le mail à delphine@acme.fr en attente de ta confirmation (expire dans 4 min)");
        assertThat(hear("tu as envoyé mon mail à Delphine ?").reply().text())
                .isEqualTo("Non : je n'ai envoyé aucun mail à Delphine ces 90 derniers jours.");
        ActionLog down = log(List.of(), true);
        assertThat(engine.hear(new Turn("tu as envoyé mon mail à Delphine ?", NOW, true, Narrative.UNKNOWN, Recall.NOTHING, down))
                .reply().text()).startsWith("Je n'arrive pas à consulter mon journal d'actions");
    }

    @Test
    void theRecentActionsBlockSpeaksTheUsersLanguageAndTime() {
        assertThat(new ActionWords(Locale.FRENCH, NOW).block(List.of(PENDING, SENT, LAPSED))).isEqualTo("""
                [Ce que tu as fait récemment]
                - 29 nov. 10:58, demandé sur Telegram : Envoyer un mail à delphine@acme.fr : Relancer la facture Q2 — \
                en attente de ta confirmation (expire dans 4 min) (id %s)
                - 29 nov. 10:58, demandé sur Telegram : Envoyer un mail à delphine@acme.fr : Relancer la facture Q2 — \
                fait aujourd'hui à 11:02, confirmé sur le web
                - 29 nov. 10:58, demandé par e-mail : Envoyer un mail à delphine@acme.fr : Relancer la facture Q2 — \
                expiré sans ta confirmation""".formatted(PENDING.id()));
        assertThat(new ActionWords(Locale.ENGLISH, NOW).block(List.of())).isEqualTo("[What you did recently]\n(nothing yet)");
    }

    private Heard hear(String text, PastAction... known) {
        return engine.hear(new Turn(text, NOW, true, Narrative.UNKNOWN, Recall.NOTHING, log(List.of(known), false)));
    }

    private ActionLog log(List<PastAction> known, boolean down) {
        return new ActionLog() {
            @Override
            public List<PastAction> recent() {
                return known;
            }

            @Override
            public List<PastAction> search(String query, String status, int days) {
                if (down) {
                    throw new ActionsUnavailableException(new IllegalStateException("ledger down"));
                }
                searched.add(query);
                return known;
            }
        };
    }

    private static PastAction action(String status, String channel, String decidedChannel, OffsetDateTime finishedAt) {
        OffsetDateTime proposed = NOW.toOffsetDateTime().minusMinutes(2);
        return new PastAction(UUID.randomUUID(), "email_send", Map.of("to", "delphine@acme.fr", "subject", "Relancer la facture Q2"),
                "Envoyer un mail à delphine@acme.fr : Relancer la facture Q2", "fr", status, null, channel, proposed,
                "expired".equals(status) ? OffsetDateTime.parse("2026-11-29T09:05:00Z") : proposed.plusSeconds(330),
                decidedChannel, decidedChannel == null ? null : proposed.plusMinutes(1), finishedAt, 1);
    }
}
