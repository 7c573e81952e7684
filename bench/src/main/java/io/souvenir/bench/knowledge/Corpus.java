package io.souvenir.bench.knowledge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * 10,000 generated markdown files the way a team's notes look: for each project, one document per
 * topic (in French, English or Chinese), and around them meeting notes, API routes, scripts,
 * lessons and project states that mention the same projects and the same words, with YAML
 * frontmatter (name, description, keywords, type, updated), some files without any, and a few with
 * broken YAML. Seeded: every run writes the same files.
 */
final class Corpus {

    static final List<String> PROJECTS = List.of("orion", "zephyr", "kestrel", "nimbus", "atlas", "borealis", "cobalt", "dorado",
            "ember", "fjord", "garnet", "halcyon", "iris", "juniper", "krypton", "lumen", "meridian", "nebula", "onyx", "pylon",
            "quasar", "raven", "sierra", "tundra", "umbra", "vesper", "willow", "xenon", "yarrow", "zircon", "aurora", "basalt",
            "cirrus", "delta", "eclipse", "falcon", "glacier", "harbor", "indigo", "jasper");

    /** Where the document of a project's topic is, and its language. */
    record Target(String project, String topic, String path, String language) {
    }

    private static final Map<String, List<String>> WORDS = Map.of(
            "fr", List.of("équipe", "client", "serveur", "base", "cache", "facture", "commande", "script", "test", "journal",
                    "réunion", "décision", "risque", "budget", "sprint", "version", "bug", "correctif", "mise à jour", "sauvegarde",
                    "domaine", "certificat", "paiement", "stock", "traduction", "droits", "file", "tâche", "courriel", "fichier",
                    "performance", "latence", "sécurité", "revue", "branche", "migration", "alerte", "tableau de bord", "interface"),
            "en", List.of("team", "customer", "server", "database", "cache", "invoice", "order", "script", "test", "log", "meeting",
                    "decision", "risk", "budget", "sprint", "version", "bug", "fix", "update", "backup", "domain", "certificate",
                    "payment", "stock", "translation", "rights", "queue", "job", "email", "file", "performance", "latency",
                    "security", "review", "branch", "migration", "alert", "dashboard", "interface"),
            "zh", List.of("团队", "客户", "服务器", "数据库", "缓存", "发票", "订单", "脚本", "测试", "日志", "会议", "决定", "风险",
                    "预算", "版本", "错误", "修复", "更新", "备份", "域名", "证书", "支付", "库存", "翻译", "权限", "队列", "任务",
                    "邮件", "文件", "性能", "延迟", "安全", "评审", "分支", "迁移", "告警", "界面"));

    private static final Map<String, List<String>> SENTENCES = Map.of(
            "fr", List.of("On a parlé de {a} et de {b} pour {p}.", "Le {a} de {p} pose encore problème avec le {b}.",
                    "Décision : garder le {a} tel quel jusqu'à la prochaine version.", "À revoir avec l'équipe : {a}, {b}.",
                    "Point ouvert sur {p} : {a}.", "Le client demande un {a} plus simple."),
            "en", List.of("We talked about {a} and {b} for {p}.", "The {a} of {p} still has an issue with the {b}.",
                    "Decision: keep the {a} as it is until the next version.", "To review with the team: {a}, {b}.",
                    "Open point on {p}: {a}.", "The customer wants a simpler {a}."),
            "zh", List.of("我们讨论了 {p} 的{a}和{b}。", "{p} 的{a}和{b}还有问题。", "决定：下个版本之前保持{a}不变。",
                    "需要和团队一起评审：{a}、{b}。", "{p} 的待定问题：{a}。", "客户希望{a}更简单。"));

    private Corpus() {
    }

    /** Writes {@code total} files under {@code folder}; returns the topic documents (the retrieval targets). */
    static List<Target> write(Path folder, Topics topics, int total, OffsetDateTime now) throws IOException {
        Random random = new Random(42);
        List<Target> targets = new ArrayList<>();
        int written = 0;
        for (int p = 0; p < PROJECTS.size(); p++) {
            String project = PROJECTS.get(p);
            for (Topics.Topic topic : topics.topics()) {
                String language = Topics.LANGUAGES.get(Math.floorMod((project + topic.id()).hashCode(), 10) < 4 ? 0
                        : Math.floorMod((project + topic.id()).hashCode(), 10) < 7 ? 1 : 2);
                Topics.Text text = topic.texts().get(language);
                String path = project + "/" + topic.id() + ".md";
                String body = text.body().replace("{p}", project) + "\n\n" + filler(random, language, project, 3);
                Map<String, Object> frontmatter = new LinkedHashMap<>();
                frontmatter.put("name", text.name().replace("{p}", project));
                frontmatter.put("description", text.description().replace("{p}", project));
                frontmatter.put("keywords", List.of(project, topic.id()));
                frontmatter.put("type", "skill");
                frontmatter.put("updated", now.minusDays(random.nextInt(300)).toLocalDate().toString());
                file(folder, path, frontmatter, "# " + text.name().replace("{p}", project) + "\n\n" + body);
                targets.add(new Target(project, topic.id(), path, language));
                written++;
            }
        }
        List<String> kinds = List.of("meeting", "route", "script", "lesson", "state");
        for (int i = 0; written < total; i++, written++) {
            String language = Topics.LANGUAGES.get(random.nextInt(10) < 4 ? 0 : random.nextInt(10) < 6 ? 1 : 2);
            String project = PROJECTS.get(random.nextInt(PROJECTS.size()));
            String kind = kinds.get(i % kinds.size());
            String path = "misc/" + kind + "/" + project + "-" + i + ".md";
            String word = word(random, language);
            Map<String, Object> frontmatter = new LinkedHashMap<>();
            String name = switch (kind) {
                case "meeting" -> language.equals("fr") ? "Réunion " + project + " n°" + i : language.equals("en") ? "Meeting " + project + " #" + i
                        : project + " 会议 " + i;
                case "route" -> "GET /api/v1/" + project + "/" + i;
                case "script" -> project + "-" + i + ".sh";
                case "lesson" -> (language.equals("zh") ? "经验：" : language.equals("fr") ? "Leçon : " : "Lesson: ") + word + " " + project;
                default -> (language.equals("zh") ? "项目状态 " : language.equals("fr") ? "État du projet " : "Project state ") + project + " " + i;
            };
            frontmatter.put("name", name);
            frontmatter.put("description", filler(random, language, project, 1));
            frontmatter.put("keywords", List.of(project, word));
            frontmatter.put("type", kind.equals("state") ? "project-state" : kind);
            frontmatter.put("updated", now.minusDays(random.nextInt(kind.equals("state") ? 60 : 400)).toLocalDate().toString());
            String body = filler(random, language, project, 8 + random.nextInt(12));
            int shape = random.nextInt(100);
            if (shape < 10) {
                // no frontmatter: named from the file, described by its first heading, keywords from the path
                Files.createDirectories(folder.resolve(path).getParent());
                Files.writeString(folder.resolve(path), "# " + name + "\n\n" + body + "\n", StandardCharsets.UTF_8);
            } else if (shape < 11) {
                Files.createDirectories(folder.resolve(path).getParent());
                Files.writeString(folder.resolve(path), "---\nname: [" + name + "\ndescription: : :\n---\n# " + name + "\n\n" + body + "\n",
                        StandardCharsets.UTF_8);
            } else {
                file(folder, path, frontmatter, body);
            }
        }
        return targets;
    }

    static String filler(Random random, String language, String project, int sentences) {
        StringBuilder text = new StringBuilder();
        List<String> templates = SENTENCES.get(language);
        for (int i = 0; i < sentences; i++) {
            text.append(templates.get(random.nextInt(templates.size())).replace("{p}", project).replace("{a}", word(random, language))
                    .replace("{b}", word(random, language))).append(language.equals("zh") ? "" : " ");
            if (i % 4 == 3) {
                text.append("\n\n");
            }
        }
        return text.toString().strip();
    }

    private static String word(Random random, String language) {
        List<String> words = WORDS.get(language);
        return words.get(random.nextInt(words.size()));
    }

    private static void file(Path folder, String path, Map<String, Object> frontmatter, String body) throws IOException {
        StringBuilder text = new StringBuilder("---\n");
        for (Map.Entry<String, Object> field : frontmatter.entrySet()) {
            text.append(field.getKey()).append(": ");
            if (field.getValue() instanceof List<?> list) {
                text.append('[').append(String.join(", ", list.stream().map(item -> quote(String.valueOf(item))).toList())).append(']');
            } else {
                text.append(quote(String.valueOf(field.getValue())));
            }
            text.append('\n');
        }
        text.append("---\n").append(body).append('\n');
        Path file = folder.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static String quote(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static OffsetDateTime today() {
        return OffsetDateTime.now(ZoneOffset.UTC).withNano(0);
    }
}
