package io.souvenir.memory.narrative;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.memory.memories.Memory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The identity card as markdown: one section per side of the user, each memory in the user's own
 * words. Headings follow the language most of the memories are written in.
 */
public final class IdentityCardRenderer {

    private enum Section {
        IDENTITY("Identité", "Identity"),
        PEOPLE("Proches", "People"),
        PREFERENCES("Goûts", "Preferences"),
        ONGOING("En ce moment", "Ongoing"),
        COMMITMENTS("Engagements", "Commitments"),
        SENSITIVE("Santé, argent, démarches", "Health, money, legal");

        final String french;
        final String english;

        Section(String french, String english) {
            this.french = french;
            this.english = english;
        }
    }

    private static final Pattern FRENCH_WORDS = Pattern.compile(
            "(?iu)\\b(je|j'|mon|ma|mes|est|suis|et|le|la|les|des|une?|à|aux?|s'appelle|ans)\\b");
    private static final Pattern ENGLISH_WORDS = Pattern.compile(
            "(?i)\\b(i|my|is|am|and|the|a|an|to|of|called|years?)\\b");

    private IdentityCardRenderer() {
    }

    /** Empty when nothing durable is known. */
    public static String render(List<Memory> durable) {
        if (durable.isEmpty()) {
            return "";
        }
        boolean french = french(durable);
        Map<Section, List<String>> sections = new LinkedHashMap<>();
        for (Memory memory : durable) {
            sections.computeIfAbsent(sectionOf(memory), section -> new ArrayList<>()).add(memory.text);
        }
        StringBuilder card = new StringBuilder(french ? "# Fiche d'identité\n" : "# Identity card\n");
        for (Section section : Section.values()) {
            List<String> lines = sections.get(section);
            if (lines != null) {
                card.append("\n## ").append(french ? section.french : section.english).append('\n');
                lines.forEach(line -> card.append("- ").append(line.replace('\n', ' ')).append('\n'));
            }
        }
        return card.toString();
    }

    private static Section sectionOf(Memory memory) {
        if (memory.kind == MemoryKind.PERSON) {
            return Section.PEOPLE;
        }
        if (memory.domain != Domain.NONE && memory.domain != Domain.IDENTITY) {
            return Section.SENSITIVE;
        }
        Facet facet = memory.facet == null ? Facet.GENERAL : memory.facet;
        return switch (facet) {
            case PREFERENCE -> Section.PREFERENCES;
            case ONGOING -> Section.ONGOING;
            case COMMITMENT -> Section.COMMITMENTS;
            default -> Section.IDENTITY;
        };
    }

    private static boolean french(List<Memory> memories) {
        long french = 0;
        long english = 0;
        for (Memory memory : memories) {
            french += FRENCH_WORDS.matcher(memory.text).results().count();
            english += ENGLISH_WORDS.matcher(memory.text).results().count();
        }
        return french >= english;
    }
}
