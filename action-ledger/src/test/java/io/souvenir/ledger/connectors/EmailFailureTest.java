package io.souvenir.ledger.connectors;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** What the user is told comes from the kind of failure, the exception's words stay the operator's. */
class EmailFailureTest {

    @Test
    void aServerThatDoesNotAnswerIsUnreachableAndTriedAgain() {
        // as Vert.x reports it: netty's AnnotatedConnectException (a ConnectException) inside a CompletionException
        ConnectorFailure failure = EmailConnector.failure(new CompletionException(
                new ConnectException("Connection refused: /127.0.0.1:2525")));

        assertThat(failure.why()).isEqualTo(ConnectorFailure.Why.UNREACHABLE);
        assertThat(failure.retryable()).isTrue();
        assertThat(failure.getMessage()).as("the technical reason, for the operator").contains("127.0.0.1:2525");
    }

    @Test
    void aServerThatRefusesIsRefused() {
        ConnectorFailure failure = EmailConnector.failure(new IllegalStateException(
                "recipient address not accepted: 550 5.1.1 <delphine@acme.fr>: Recipient address rejected"));

        assertThat(failure.why()).isEqualTo(ConnectorFailure.Why.REFUSED);
        assertThat(failure.why().userMayRetry()).isTrue();
    }

    @Test
    void anythingElseIsUnexpectedNeverTheExceptionsWordsForTheUser() {
        ConnectorFailure failure = EmailConnector.failure(new NullPointerException());

        assertThat(failure.why()).isEqualTo(ConnectorFailure.Why.UNEXPECTED);
        assertThat(failure.getMessage()).contains("NullPointerException");
    }
}
