package io.souvenir.memory.search;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Search settings; the weights were chosen on the retrieval benchmark (bench/, README). */
@ConfigMapping(prefix = "souvenir.search")
public interface SearchConfig {

    /** Weight of each angle's min-max normalised score in the fused score. */
    @WithDefault("1.0")
    double personWeight();

    @WithDefault("1.0")
    double subjectWeight();

    @WithDefault("2.0")
    double meaningWeight();

    /** The meaning angle's weight for a French question: the sentence model is English only. */
    @WithDefault("0.75")
    double frenchMeaningWeight();

    /**
     * Weight of recency: 1 for the user's latest row (for an imported history, its own last
     * message, not today), halving every {@link #recencyHalfLife()}. Small: it only breaks ties.
     */
    @WithDefault("0.02")
    double recencyWeight();

    @WithDefault("P30D")
    Duration recencyHalfLife();

    /** Cosine under which the meaning angle proposes nothing: a vector is always nearest to something. */
    @WithDefault("0.5")
    double meaningFloor();

    /**
     * Share of the best neighbouring message's score by words (said just before or after, same sitting) a message
     * gets: a message and its neighbours answer together ("where did you move?" / "Lisbon!").
     */
    @WithDefault("0.3")
    double neighbourWeight();

    /**
     * Share of the best neighbouring message's closeness in meaning a message gets: every message has neighbours
     * and cosines are never far from each other, so this lifts nearly every row alike.
     */
    @WithDefault("0.3")
    double meaningNeighbourWeight();

    /**
     * Share of the question's score by words a message that answers it gets (said just after, by the other speaker,
     * when the question asks something): the answer holds what was asked about, often without its words. By words
     * only: most rows share no word with a question, while every row has a cosine, and the one in four that answer
     * something would all be lifted above the others.
     */
    @WithDefault("0.5")
    double answerWeight();

    /**
     * Share of the best score among the messages a little further away in the same sitting (two to
     * {@link #sittingReach()} messages before or after) a message gets: a sitting tells one story over several
     * lines ("our old dog left us on Saturday" … "It was Easter Saturday, he fell asleep in his basket"); 0 turns it
     * off.
     */
    @WithDefault("0.05")
    double sittingWeight();

    @WithDefault("3")
    int sittingReach();

    /**
     * Whether an English question is embedded without the names of the user's speakers: every message is embedded
     * with its speaker's name, so in the question's vector the name pulls towards all that speaker said rather than
     * what is asked ("How did Hannah's life with dogs change?" is embedded as "How did life with dogs change?"; the
     * speaker named still counts by {@link #speakerWeight()}). A French question keeps it: glossed for the English-only
     * model, the name is among the few words the model reads as they are.
     */
    @WithDefault("true")
    boolean meaningWithoutSpeakers();


    /** Added for a "when" question to a message that places itself in time ("yesterday", "last May"). */
    @WithDefault("0.3")
    double timeWordsWeight();

    /**
     * For a "when" question, the share of the best score by words among the messages up to {@link #timesAroundReach()}
     * lines around it that a message placing itself in time gets ("When's the race?" / "Sunday!"); 0 turns it off.
     */
    @WithDefault("0.7")
    double timesAroundWeight();

    @WithDefault("2")
    int timesAroundReach();

    /**
     * The share of the best score by words among the {@link #newsOpenedReach()} messages after it that the message
     * opening a sitting gets: the news told first, in words of its own, and asked about in the words of the lines
     * after it; 0 turns it off.
     */
    @WithDefault("0.4")
    double newsOpenedWeight();

    @WithDefault("4")
    int newsOpenedReach();

    /** Added for a "how many", "how old", "combien" question to a message that says a number. */
    @WithDefault("1.0")
    double numberWordsWeight();

    /**
     * The names said next to a relation word the question asks about ("ma sœur Lucie" for "la sœur de Bastien"),
     * at most {@link #relationNamesWords()} of them, searched for in turn, weighted so; 0 turns it off.
     */
    @WithDefault("0.5")
    double relationNamesWeight();

    @WithDefault("3")
    int relationNamesWords();

    /**
     * The everyday things of a kind the question names ({@code search/kinds.txt}: "pets" → dog, chat, ferret…), each
     * kind's things one group searched for in turn, weighted so; 0 turns it off.
     */
    @WithDefault("0.5")
    double kindThingsWeight();

    /** Added to a row said in the month or year the question names ("the promotion she interviewed for in October 2023"). */
    @WithDefault("1.0")
    double saidThenWeight();

    /**
     * Added to a message said by the speaker the question names. With an English question's vector no longer
     * carrying the name ({@link #meaningWithoutSpeakers()}), this is what tells the two speakers apart.
     */
    @WithDefault("1.0")
    double speakerWeight();

    /**
     * Added, for a question about a relative of a speaker it names ("la sœur de Paul"), to that speaker's messages that
     * speak of the relation ("ma sœur", "my sister"); 0 turns it off.
     */
    @WithDefault("0.6")
    double ownRelationWeight();

    /** How often a word counts in a person's name and relation or a message's speaker, next to the text (1). */
    @WithDefault("0.5")
    double namesFieldWeight();

    /**
     * How often a name counts in a message that speaks of someone as "she", "il"… when one of the few messages before
     * it in its sitting said that name ("Her name's Lena." … "She's a vet nurse."); 0 turns it off.
     */
    @WithDefault("0.5")
    double spokenOfFieldWeight();

    /** How often a word counts in the previous message of the session, indexed with each message. */
    @WithDefault("0.3")
    double previousFieldWeight();

    /**
     * The second look: the rarest words ({@link #secondLookWords()}, each in at most
     * {@link #secondLookMaxShare()} of the user's rows) of the {@link #secondLookSeeds()} best rows
     * are searched for, weighted so; 0 turns it off.
     */
    @WithDefault("0.5")
    double secondLookWeight();

    @WithDefault("3")
    int secondLookSeeds();

    @WithDefault("8")
    int secondLookWords();

    @WithDefault("0.02")
    double secondLookMaxShare();

    /**
     * The names the best rows say (a pet, a friend, a place: {@link Mentions}) that the second look searches for beyond
     * its rarest words, each in at most {@link #secondLookNameShare()} of the user's rows: a story is told over many
     * turns that name its subject, more than a rare word's few ("Ragnar is twelve now", "Ragnar left us on Saturday").
     */
    @WithDefault("3")
    int secondLookNames();

    @WithDefault("0.05")
    double secondLookNameShare();

    /**
     * Added to a hit per unit of its mean closeness in meaning (cosine) to the best few hits (as many as the second
     * look's seeds): the turns that answer a question together tell of one thing (0 turns it off).
     */
    @WithDefault("1.0")
    double coherenceWeight();

    /**
     * Cosine from which a message that shares no word with the question is shown: further, a chat
     * line found by meaning alone only pads the answer.
     */
    @WithDefault("0.7")
    double messageMeaningFloor();

    /** A message that shares no word with the question is also shown within this cosine of the closest row... */
    @WithDefault("0.08")
    double messageMeaningMargin();

    /**
     * ...if it is at least this close: the closest row is not about the question for being the least far
     * (with this model a one-word name and "good night!" are 0.52 apart, a paraphrase 0.70 and more).
     */
    @WithDefault("0.6")
    double paraphraseFloor();

    /**
     * Content words (stop words aside) under which a message's own words and meaning count in proportion
     * ("Busy October.", "I love him."): a short chat line says little alone; 0 turns it off.
     */
    @WithDefault("8")
    double fullMessageWords();

    /**
     * The meaning angle counts from the closest row's cosine less this (0) to the closest (1); 0 normalises
     * over its 50 best instead, where the 50th may be nearly as close as the first.
     */
    @WithDefault("0.2")
    double meaningScale();

    /**
     * Whether the fused ranking's best {@link #rerankCandidates()} are reordered by the learned second stage
     * ({@link Reranker}, trees shipped in {@code search/reranker.tsv}, trained on the development conversations): with
     * each development pair left out in turn, recall@10 0.710 → 0.733 when it was introduced (multi-hop 0.589 → 0.631,
     * open-domain 0.478 → 0.521, French 0.664 → 0.699); how it has grown since is told at {@link Reranker.Growth}.
     */
    @WithDefault("true")
    boolean rerank();

    /** How many of the best are reordered; a search with fewer candidates (a short history) keeps the fused order. */
    @WithDefault("50")
    int rerankCandidates();

    /** Hits each angle proposes before fusion. */
    @WithDefault("50")
    int candidatesPerAngle();

    /** Rows (memories and messages, each with its vector and words) kept in memory across users; about 2 kB each. */
    @WithDefault("200000")
    long cachedVectors();

    /** How long a user's vectors stay cached without a change seen by this instance. */
    @WithDefault("PT5M")
    Duration cachedVectorsLifetime();

    /** Cosine from which a new memory is linked to the closest one as {@code same_topic}. */
    @WithDefault("0.85")
    double sameTopicSimilarity();

    /** Rows embedded per batch by the background indexer. */
    @WithDefault("32")
    int indexBatchSize();

    default UserCorpus.FieldWeights fieldWeights() {
        return new UserCorpus.FieldWeights(namesFieldWeight(), 1.0, previousFieldWeight(), spokenOfFieldWeight());
    }
}
