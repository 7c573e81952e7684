package io.souvenir.turn.engine.offline.grammar;

import io.souvenir.contracts.memory.MemoryDraft;
import io.souvenir.contracts.memory.MemoryKind;
import io.souvenir.turn.engine.offline.text.Text;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** "Note : …", "note que…", "note: …": a visible memo, kept as said, dates and all. */
final class MemoRule implements Rule {

    /** Asked politely first: "tu peux noter quelque part que…", "could you jot down that…". */
    private static final String POLITELY = "(?:(?:est[- ]ce que )?(?:tu )?(?:peux|pourrais|veux|voudrais)[- ](?:tu )?(?:bien )?"
            + "|(?:vous )?(?:pouvez|pourriez)[- ](?:vous )?|(?:can|could|would|will) you (?:please )?|please |kindly )?";
    /** "quick note so I don't lose it:", "petite note pour pas l'oublier :": how small the note is, why it is taken. */
    private static final Pattern WHY_NOTED = Pattern.compile("\\s+(?:so (?:that )?i (?:don't|do not|won't|dont) (?:forget|lose)"
            + "|before i (?:forget|lose)|pour (?:ne )?pas (?:l'|les |)(?:oublier|perdre)|pour que je (?:ne )?(?:l'|les )?(?:oublie|perde)"
            + "(?: pas)?|avant que j'oublie)(?: (?:it|this|that|them))?(?=\\s*:)");
    private static final Pattern SMALL = Pattern.compile("^(?:quick|small|little|short|petite|p'tite|ptite|rapide) (?=note\\b)");
    private static final Pattern NOTE = Pattern.compile("^" + POLITELY + "(?:"
            // written anywhere it can be found again: "écris quelque part que…", "note-le dans un coin", "jot it down somewhere"
            + "(?:ecris|ecrire|ecrivez|note|noter|notez|mets|mettre|garde|garder)(?:[- ](?:le|la|ca|moi))? (?:ca )?(?:quelque part|dans un coin"
            + "|de cote)|(?:write|jot|note|put|keep|save|store)(?: (?:this|that|it))?(?: down)? somewhere(?: safe)?"
            + "|prends (?:une |en )?note|prenez (?:une |en )?note|note(?:-le| ca)?|a noter"
            + "|pense-bete|note to self|memo(?: to self| pour moi)?|make a note|take a note|note down|write down|jot down"
            // "mets dans mes notes : …", "ajoute à mes notes : …", "add to my notes: …", "put this in my notes: …"
            + "|(?:mets|mettre|ajoute|ajouter|rajoute)(?: ca| le| la)? (?:dans|a) (?:mes|les) notes"
            + "|(?:add|put)(?: (?:this|that|it))? (?:to|in|into) (?:my|the) notes"
            + "|(?:jot|write|note|put) (?:this|that|it) down"
            // "idée pour l'appli, à garder : …", "idea for the podcast, save it: …", "à retenir : …"
            + "|(?:(?:idees?|ideas?)(?: (?:pour|de|d'|for|about|on) [^,:]{1,40}?)?,?)?(?: ?(?:a garder|a noter|(?<=idees?,? |ideas?,? )a retenir|to keep"
            + "|for later|save (?:it|this|that)|keep (?:it|this|that)|garde[- ](?:la|le|ca)|note[- ](?:la|le)))?(?<=\\p{L})(?=\\s*:))\\b"
            + "(?: (?:que|that)\\b| of)?\\s*:?\\s*(?:qu')?");

    @Override
    public List<MemoryDraft> read(Clause clause) {
        Text said = clause.text();
        Matcher why = said.matcher(WHY_NOTED);
        if (why.find()) {
            said = Text.of(said.original(0, why.start()) + said.originalFrom(why.end()));
        }
        said = said.after(SMALL).orElse(said);
        return said.after(NOTE).map(memo -> List.of(Drafts.toDo(MemoryKind.MEMO, clause, memo.original(),
                PersonMentions.in(memo), null))).orElse(List.of());
    }
}
