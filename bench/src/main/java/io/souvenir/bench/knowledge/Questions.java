package io.souvenir.bench.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The retrieval set: questions that ask for a topic document of a project, in four categories.
 * The development parts use the "dev" phrasings (or the "stranger" ones) and the first half of the
 * projects; the held-out part the "held" phrasings and the other half.
 */
final class Questions {

    enum Category { TYPO, OTHER_LANGUAGE, PARAPHRASE, CHINESE }

    record Question(String text, String targetPath, Category category) {
    }

    static final int PER_CATEGORY = 60;

    private Questions() {
    }

    static List<Question> of(String part, Topics topics, List<Corpus.Target> targets) {
        Random random = new Random(switch (part) { case "dev" -> 7; case "held" -> 11; default -> 13; });
        int half = Corpus.PROJECTS.size() / 2;
        List<Corpus.Target> pool = targets.stream().filter(target -> {
            int index = Corpus.PROJECTS.indexOf(target.project());
            return part.equals("held") ? index >= half : index < half;
        }).toList();
        List<Question> questions = new ArrayList<>();
        for (Category category : Category.values()) {
            List<Corpus.Target> candidates = pool.stream().filter(target -> switch (category) {
                case CHINESE -> target.language().equals("zh");
                case TYPO -> !target.language().equals("zh");
                default -> true;
            }).toList();
            for (int i = 0; i < PER_CATEGORY; i++) {
                Corpus.Target target = candidates.get(random.nextInt(candidates.size()));
                Topics.Topic topic = topics.topics().stream().filter(t -> t.id().equals(target.topic())).findFirst().orElseThrow();
                String language = switch (category) {
                    case OTHER_LANGUAGE -> other(target.language(), random);
                    default -> target.language();
                };
                List<String> phrasings = topic.phrasings().get(part + "." + language);
                String text = phrasings.get(random.nextInt(phrasings.size())).replace("{p}", target.project());
                if (category == Category.TYPO) {
                    text = typos(text, random);
                }
                questions.add(new Question(text, target.path(), category));
            }
        }
        return questions;
    }

    private static String other(String language, Random random) {
        List<String> others = new ArrayList<>(Topics.LANGUAGES);
        others.remove(language);
        return others.get(random.nextInt(others.size()));
    }

    /** Each word of 5 letters or more gets one typo (two from 9 letters): two letters swapped, one dropped or one doubled. */
    static String typos(String text, Random random) {
        StringBuilder typed = new StringBuilder();
        for (String word : text.split(" ")) {
            String misspelt = word;
            int letters = word.codePointCount(0, word.length());
            int typos = letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
            for (int t = 0; t < typos; t++) {
                int at = 1 + random.nextInt(misspelt.length() - 2);
                misspelt = switch (random.nextInt(3)) {
                    case 0 -> misspelt.substring(0, at) + misspelt.charAt(at + 1) + misspelt.charAt(at) + misspelt.substring(at + 2);
                    case 1 -> misspelt.substring(0, at) + misspelt.substring(at + 1);
                    default -> misspelt.substring(0, at) + misspelt.charAt(at) + misspelt.substring(at);
                };
            }
            typed.append(typed.length() == 0 ? "" : " ").append(misspelt);
        }
        return typed.toString();
    }
}
