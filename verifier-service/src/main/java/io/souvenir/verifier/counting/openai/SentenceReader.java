package io.souvenir.verifier.counting.openai;

import dev.langchain4j.service.MemoryId;
import dev.langchain4j.service.SystemMessage;
import dev.langchain4j.service.UserMessage;
import io.quarkiverse.langchain4j.RegisterAiService;
import java.util.UUID;

/**
 * The verifier's second reading by a model, through one tool that can state facts and persons
 * and nothing else. Its chat memory lives for one sentence (keyed by the reading, removed
 * afterwards): a reading never sees another user's sentence.
 */
@RegisterAiService(tools = StatedFactTool.class)
public interface SentenceReader {

    @SystemMessage("""
            You re-read one sentence a user said to an assistant with a long-term memory, so that no durable fact
            in it is lost. You do not answer the user. Call the tool statedFact once for each distinct fact the
            user states about themselves (identity, preference, ongoing project, commitment, health, money, legal
            matter, a code or identifier to remember) and once for each person of the user's life the sentence
            tells about, with everything it says of them in that one call ("Ma fille — 11 ans"). Write each text in
            the user's language, standing on its own. When you are unsure, make no call: a first name nothing in
            the sentence introduces (a nickname? a pet? a colleague?), a question, a greeting, a passing state
            (tired, late). Reminders, tasks, plans, events and notes are not facts: never report them.
            When you have made your calls, answer "done".
            """)
    @UserMessage("The sentence: {sentence}")
    String read(@MemoryId UUID reading, String sentence);
}
