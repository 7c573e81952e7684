package io.souvenir.verifier.counting;

/**
 * Reads a user's sentence on its own, without looking at what the turn made of it, and lists the
 * distinct facts and persons it states. The offline rules implement it; an LLM with a single
 * restricted tool can implement it too, and the verifier compares either's count with the turn's
 * creations the same way.
 */
public interface FactCounter {

    FactCount count(String sentence);
}
