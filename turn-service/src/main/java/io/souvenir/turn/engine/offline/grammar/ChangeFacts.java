package io.souvenir.turn.engine.offline.grammar;

import static io.souvenir.turn.engine.offline.grammar.FactPattern.of;

import io.souvenir.contracts.memory.Domain;
import io.souvenir.contracts.memory.Facet;
import java.util.List;

/**
 * What changed for the user: something they no longer do or have ("je ne fume plus", "I don't
 * have a car anymore", "j'ai arrêté de fumer", "I quit my job at Amazon"), a move ("finalement on
 * part à Lyon", "we moved to Glasgow"). Kept as said, so that the memory of the change replaces
 * the old one rather than being lost for not being a plain statement.
 */
final class ChangeFacts {

    private static final String SUBJECT_FR = "(?:finalement |en fait |bon |du coup |desormais |maintenant )?(?:je |j')";
    private static final String SUBJECT_EN = "(?:finally |actually |so |now )?i";

    static final List<FactPattern> PATTERNS = List.of(
            // "je ne fume plus", "je fume plus", "je n'ai plus de voiture", "je ne travaille plus chez Orange"
            of(SUBJECT_FR + "(?:ne |n')?(?:me |m'|en |y )?(?!(?:sais|comprends|peux|vois|trouve|rappelle|souviens)\\b)\\S+"
                    + " plus\\b(?! (?:que|qu'|tard|tot|vite|rien|de temps|trop|beaucoup|ou moins)\\b)", Facet.GENERAL)
                    .only((m, c) -> !c.text().folded().matches(".*\\bplus (?:\\S+ ){1,2}(?:que|qu')\\b.*")
                            && !c.text().folded().matches(".*\\bplus (?:de |d')?(?:faim|soif|sommeil|envie|batterie|reseau"
                                    + "|forfait|temps|le temps|idee|mots|force|patience|courage|souffle|voix|rien)\\b.*")),
            // "j'ai arrêté de fumer", "j'ai quitté mon job chez Orange", "j'ai laissé tomber le piano"
            of(SUBJECT_FR + "(?:ai|suis) (?:arrete|arretee|quitte|quittee|laisse tomber|abandonne|lache|plaque|demissionne"
                    + "|stoppe)\\b", Facet.GENERAL),
            of(SUBJECT_FR + "(?:arrete|quitte|laisse tomber|abandonne) (?:de |d'|le |la |les |l'|mon |ma |mes )", Facet.GENERAL),
            // "I no longer eat meat", "I'm not vegan anymore", "I don't have a car anymore", "I stopped drinking"
            of(SUBJECT_EN + "(?:'m| am)? no longer\\b|" + SUBJECT_EN + "(?: don't| do not|'m not| am not| can't| cannot"
                    + "| haven't| have not| no longer)\\b.*\\b(?:anymore|any more|any longer)\\b", Facet.GENERAL),
            of(SUBJECT_EN + "(?:'ve| have)? (?:stopped|quit|gave up|given up|dropped|left my|quitted)\\b", Facet.GENERAL),
            // what was sold or left: "we sold our car", "on a vendu la maison", "j'ai quitté Paris pour Nantes"
            of("(?:i|we)(?:'ve| have)? (?:sold|got rid of|gave away|gave up) (?:my|our|the) (?:car|house|flat|apartment|home"
                    + "|bike|boat|business|shop)\\b|(?:j'ai|on a|nous avons) (?:vendu|revendu|donne) (?:ma|mon|mes|la|le|notre|nos)"
                    + " (?:voiture|maison|appart\\w*|moto|velo|bateau|entreprise|boutique|commerce)\\b|(?:j'ai|on a|nous avons)"
                    + " quitte (?=\\S+ pour )", Facet.GENERAL),
            // a move: "finalement on part à Lyon", "on a déménagé à Nantes", "finally we're moving to Glasgow"
            of("(?:finalement |en fait |du coup |bon )?(?:on |nous |je |j')(?:a |avons |ai |va |vais |allons )?"
                    + "(?:part|partons|pars|demenage|demenageons|demenager|s'installe|m'installe|nous installons|s'installer"
                    + "|m'installer|part vivre|pars vivre|partir vivre|partir|emmenage|emmenager|installe|installes|installee?s?)"
                    + " (?:a|au|aux|en|dans|sur|pres de|vers)\\s+(?=\\S)", Facet.IDENTITY).only((m, c) -> (c.ahead().isEmpty()
                    || c.text().folded().startsWith("finalement") || Tense.isPast(c.text()))
                    // "on part à Lyon" is a move, "on part à la plage" an outing: a place is named
                    && (c.text().capitalAt(m.end()) || !m.group().matches(".*\\bpar(?:t|s|tons|tir) .*"))),
            of("(?:finally |actually |so )?(?:i|we)(?:'re| are|'m| am|'ve| have)? (?:moving|moved|relocating|relocated"
                    + "|going to move|gonna move) (?:from [^,]{1,40}? )?(?:to|back to|into)\\s+(?=\\S)", Facet.IDENTITY),
            // a new employer: "j'ai rejoint Free", "je commence chez Safran lundi", "I joined Spotify last month"; a
            // name and nothing done there ("j'ai rejoint Paul au bar" is an outing)
            of("(?:finalement |du coup |bon )?(?:j'ai rejoint|je suis (?:entree?|embauchee?|recrutee?) (?:a|au|chez|par)"
                    + "|j'ai ete (?:embauchee?|recrutee?) (?:a|au|chez|par)|je (?:commence|debute) chez)"
                    + " (?:l'|la |le |les )?(?=\\p{L})|(?:so |actually )?i(?:'ve| have)? (?:joined|started at|got a job at"
                    + "|got a job with|was hired by|got hired by) (?:the )?(?=\\p{L})", Facet.IDENTITY)
                    .only((m, c) -> c.text().capitalAt(m.end()) && !c.text().folded().substring(m.end())
                            .matches(".*\\b(?:a|au|aux|a la|at|to|for|pour|avec|with|dans|in the)\\b.*")),
            // a post elsewhere: "j'ai été mutée à l'agence de Rouen", "I got transferred to Leeds"
            of("(?:finalement |du coup |bon )?(?:j'ai ete|je suis|je viens d'etre) (?:mutee?|transferee?|affectee?)"
                    + " (?:a|au|aux|en|dans|sur|chez)\\s+(?=\\S)|(?:so |actually )?i(?:'ve| have)?(?: been| got| was)?"
                    + " (?:transferred|posted|relocated) to\\s+(?=\\S)", Facet.IDENTITY)
                    .only((m, c) -> c.text().originalFrom(m.end()).chars()
                            .anyMatch(Character::isUpperCase)))
            .stream().map(pattern -> pattern.in(Domain.NONE)).toList();

    private ChangeFacts() {
    }
}
