package io.souvenir.turn.engine.openai;

import io.souvenir.contracts.action.ActionDecided;
import io.souvenir.turn.engine.Proposal;
import jakarta.enterprise.context.RequestScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The actions the model proposed or decided during one turn, through its tools. One per turn (request scope). */
@RequestScoped
public class HeardActions {

    private record Email(String to, String subject, String body) {
    }

    private final List<Email> emails = new ArrayList<>();
    private final List<ActionDecided> decisions = new ArrayList<>();

    void proposeEmail(String to, String subject, String body) {
        emails.add(new Email(to, subject, body));
    }

    void decide(ActionDecided decision) {
        decisions.add(decision);
    }

    /** Labelled in the language of the user's sentence. */
    public List<Proposal> proposals(Locale language) {
        return emails.stream().map(email -> Proposal.email(email.to(), email.subject(), email.body(), language)).toList();
    }

    public List<ActionDecided> decisions() {
        return List.copyOf(decisions);
    }
}
