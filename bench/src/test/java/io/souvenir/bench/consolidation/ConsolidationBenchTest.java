package io.souvenir.bench.consolidation;

import static org.assertj.core.api.Assertions.assertThat;

import io.souvenir.bench.consolidation.ConsolidationBench.Case;
import io.souvenir.bench.consolidation.ConsolidationBench.Score;
import io.souvenir.consolidator.night.Classifier;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The night's figures on each development part of the consolidation corpus (bench/CORPUS.md), held
 * at what the rules reached on 2026-12-02 less 0.01: the targets (promotion precision
 * >= 0.99, wrong supersedes <= 1% of candidates, no sensitive candidate applied) and the share of
 * decisions right, so that a rule fitted to one part does not quietly undo another. A failure
 * lists the situations it misses. The held-out parts are printed by the bench, counts only, and
 * are held by no test until they are seen.
 */
class ConsolidationBenchTest {

    private final Classifier rules = new Classifier(0.6, Duration.ofHours(24));

    // The fifth part: session 9's held-out, measured twice (180/200 then 185/200, precision 0.908 then 0.972), moved to
    // development on 2026-12-05 and fixed on (187/200, precision 1.000). On 2026-12-06, after one table of jobs and the
    // readings of night6 (found on 175 new probes, c-p7-): probes 339/356, fifth 190/200, fourth 194/200, third 192/200.
    // The sixth part: sessions 11 and 12's held-out, measured twice (183/204 then 184/204, precision 0.923 then 0.936),
    // moved to development on 2026-12-06 (session 13) and fixed on: 199/204, precision 1.000 (night7: the same value in
    // other words, birthdays in short forms, a partner a step forward, work told as past; 57 new probes, c-p8-). Then: probes
    // 391/413, fifth 191/200, fourth 194/200, third 193/200.
    // The seventh part: session 13's held-out, measured twice (187/205, precision 0.938, one sensitive leak, before and
    // after night7), its leak and four wrong applications then fixed and replaced (191/206, precision 0.987, no leak);
    // moved to development on 2026-12-06 (session 14) to be fixed on; held here to what it reached until then.
    // night9 (broad vocabularies on stems, values of someone else's, paraphrases held): seventh 192/206, precision 1.000,
    // so its precision floor joins the others at 0.99.
    // The eighth part: session 14's held-out, measured twice (183/205, precision 0.904 then 0.917, one sensitive leak), its
    // leak and five wrong applications then fixed (night11) and replaced (184/205, precision 0.985, a new leak from a
    // replacement); moved to development on 2026-12-06 (session 15) to be fixed on. night12 fixed its leak as a class (a
    // treatment given to oneself told by its gestures: a finger pricked, units done, levels checked) and three false reviews
    // (a first name, a title before a name, a place named after God): 187/205, precision 1.000.
    // The ninth part: session 15's held-out, measured twice (183/205 then, with the learned opinion, 185/205; precision 0.911
    // then 0.935, four sensitive leaks then two), its four leaks and three wrong applications then fixed and replaced
    // (189/205, precision 0.986, one leak from a replacement); moved to development on 2026-12-06 (session 16) to be fixed
    // on. night13 fixed its leak as a class (a treatment told by its device: a CPAP, a stoma pouch, compression stockings)
    // and false reviews or holds as classes (a care job one retrains for, a school named after a saint, a town said as done
    // with: "fini Laval"): 192/205, precision 1.000.
    // The tenth part: session 16's held-out, measured twice (165/205 then 168/205, precision 0.870 then 0.909, three
    // sensitive leaks then none), its leak and seven wrong applications then fixed and replaced (171/205, precision 0.968
    // as deployed); moved to development on 2026-12-06 (session 17) to be fixed on: 172/205, precision 0.968 under the
    // rules, held to that until its two wrong applications are fixed. night15 fixed them as classes (an age said again with a
    // joke and an emoji, the way to work said otherwise) and updates told without the attribute's word (at an organisation since
    // a day, an age in slang, a retirement, a favourite by its rank, a town by its residents, a job by its start) and false
    // reviews (a lease, an avocado, a carer's rank on a card): 192/205, precision 1.000; ninth 194/205, eighth 189/205.
    // The eleventh part: session 17's held-out, measured twice (178/205, precision 0.925, one sensitive leak), its leak and six
    // wrong applications then fixed and replaced (180/205, 0.969 as deployed); moved to development on 2026-12-06 (session 18):
    // 181/205, precision 0.969 under the rules. night17 fixed its two wrong applications as classes (a chat's glued "je":
    // "jbosse", "jai lâché"; a dislike said again as an order: "no cilantro for me pls") and updates told without the
    // attribute's word (work said left by its place: "quit Uber", "handed my notice in at Greggs"; a partner's step in the
    // first person plural: "Ciara and I got married"; an age said short: "Banjo's 4 now"; a job by its shape: "conductrice de
    // bus à la TAG"; a home by where it is: "l'appart à Rennes, on y habite") and false reviews (a workplace's capitalised
    // name: "Crédit Agricole", "Pret"; "started Year 7"; "god help me"; la Toussaint): 203/205, precision 1.000; new
    // probes (c-p18-, 42); ninth 197/205, eighth 191/205, seventh 197/206, fourth 196/200, third 195/200.
    // The twelfth part: session 18's held-out, measured twice (172/205 then 176/205, precision 0.893 then 0.897, one sensitive
    // leak), its two leaks and seven wrong applications looked at and replaced (179/205, 0.986, one leak from a replacement);
    // moved to development on 2026-12-07 (session 19). night18 fixed the nine looked at as classes, then moved them to the
    // probes (a Quebec "y'a" for "il a", a card's bare "fête le 18 mars", a removal told by who did it, a pregnancy by its
    // emoji or its rank, an electrician said "élec", someone's work by what they do full time, a move by its boxes, "my other
    // half", a first week somewhere), and the part's leak (a pregnancy said by the belly that shows) and misses as classes (a
    // debt with its amount in words, a parent who no longer recognises one, "chu" for "je suis", a start by the time one has
    // been there, an age on a card with since when, "célib"): 186/205, precision 1.000; eighth 192/205; new probes (c-p19-, 37).
    // The thirteenth part: session 19's held-out, measured twice (186/205 both times, precision 0.975, no leak, no wrong
    // supersede), its two wrong applications (both a fact already known said again, promoted) moved to the probes and
    // replaced (188/205, precision 1.000); moved to development on 2026-12-07 (session 20). night19 fixed as classes a fact
    // already known said again in another form (a habit told with whom one does it, a card's job cut short said as a fact, a
    // birthday by "l'anniversaire de X, c'est le…"), updates told without the attribute's word (a promotion that names the job,
    // a job quit in slang by its place, a neighbourhood in brackets, a chat's clause glued to the town), false reviews (body
    // words as slang: "de malade", a song "saigné"; a career gone into; a ward after the hospital's name) and a therapy told
    // as "voir quelqu'un pour parler": 199/205, precision 1.000; tenth 194/205, ninth 198/205; new probes (c-p20-, 16).
    // The fourteenth part: session 20's held-out, measured twice (190/205 both times, precision 0.975, no leak, no wrong
    // supersede), its two wrong applications (an update promoted beside the memory it changes, a known memo promoted again)
    // moved to the probes unfixed and replaced (192/205, precision 1.000); moved to development on 2026-12-07 (session 21).
    // night20 fixed the two as classes (a note kept, asked again in other words; a PACS or civil partnership become a
    // marriage on the partner's card) and the part's misses as classes (a couple's end said "c'est fini avec …", since when
    // a value holds beside nothing of that attribute, "chu rendu" for "I became", a child's school switched to by its name,
    // a care or law job labelled sensitive for its word alone, another branch of one kind of place, the payments left on a
    // car, where someone is now, work left by what one did, a favourite said to be one no longer): 204/205, precision
    // 1.000; eleventh 204/205, fifth 194/200.
    // The fifteenth part: session 21's held-out, measured twice (186/205, precision 0.929 then 0.919, two sensitive leaks, one
    // wrong supersede), its seven wrong applications and one miss looked at moved unfixed to seen-fifteenth and replaced
    // (194/205, precision 1.000, no leak); moved to development on 2026-12-07 (session 22): 195/205, precision 1.000.
    // night21 fixed the eight as classes and moved them to the probes (anxiety told by the body: "le cœur à 200", "sans
    // paniquer"; a nationality made official: "prêté serment", "officiellement canadienne"; a favourite of any kind, said
    // with "officiel :" or "à vie" or after what beats it; "I coach my son's team" about the user; a judgement closing a
    // sentence that names its thing; a club glossed in brackets after a chant) and the part's misses as classes (the user
    // somewhere now, a job at a place named, "based at the … office", a job by what one teaches or drives, a care workplace
    // left beside a carer's job, "now too", a party at a friend's, a start "in" a branch inside a town, an organisation
    // joined or worked at on a card): 205/205, precision 1.000; thirteenth 200/205, stranger 239/240.
    // The sixteenth part: session 22's held-out, measured twice (187/205 then 188/205, precision 0.951 then 0.963, no leak, no
    // wrong supersede), moved whole to development on 2026-12-07 (session 23), nothing of it looked at before: under the rules
    // 187/205, precision 0.963 (two known and one update applied). night22 fixed the three as classes (a reminder asked again
    // in other words for the same day, days typed short: "mon + thurs", a business one runs as one's work: "runs a panaderia")
    // and misses as classes (a doer of something as a job: "conducteur de bus maintenant", "taxi" no tax, pills in slang,
    // "le reste" no "still", a meal at someone's family's home, an organisation joined to work there, a rank and a field
    // before a job, a site worked at with the shifts between): 198/205, precision 1.000; ninth 199/205, sixth 200/204.
    // The seventeenth part: session 23's held-out, measured twice (194/205, precision 1.000 then 0.988), its one wrong
    // supersede looked at, fixed, moved to the probes and replaced (195/205, 1.000), moved to development on 2026-12-07
    // (session 24): under the rules 195/205, precision 0.988 with one leak the learned opinion caught (savings counted in
    // thousands). night23 fixed that leak and classes of misses (an animal shelter is no refugee, a move told by the
    // going, a favourite "of all time", a person's name is no job word, a transfer to another university, a job after a
    // rank by number, the masculine of "ancien"): 202/205, precision 1.000; sixteenth 199/205, twelfth 187/205.
    // The eighteenth part: session 24's held-out, measured twice (193/205, precision 0.988 then 0.976, no leak), its two
    // wrong applications looked at, fixed as classes, moved to the probes and replaced (194/205, 1.000), moved to
    // development on 2026-12-07 (session 25): under the rules 194/205, precision 1.000, no leak. night24 held, as classes,
    // what was applied on weak evidence in probes of its own (c-night24-, 56): an age someone had ("avait 3 ans quand…")
    // superseding the card's, a wish ("I'd love to… one day") or a plan about a value held, a trade said by its shop
    // ("je tiens une boulangerie", "a little bakery") superseding or promoted beside the job, a move told as settling
    // ("s'est posé à") promoted beside the card; every part's figures unchanged but a maybe-plan probe now held.
    @ParameterizedTest(name = "{0}: precision >= {1}, decisions right >= {2}")
    @CsvSource({
        "eighteenth.jsonl,  0.99, 0.94",
        "seventeenth.jsonl, 0.99, 0.975",
        "sixteenth.jsonl,  0.99, 0.955",
        "fifteenth.jsonl,  0.99, 1.0",
        "fourteenth.jsonl, 0.99, 0.99",
        "thirteenth.jsonl, 0.99, 0.96",
        "twelfth.jsonl,    0.99, 0.902",
        "eleventh.jsonl,   0.99, 0.98",
        "tenth.jsonl,      0.99, 0.935",
        "ninth.jsonl,      0.99, 0.955",
        "stranger.jsonl,   0.99, 0.995",
        "eighth.jsonl,     0.99, 0.91",
        "probes.jsonl,     0.99, 0.94",
        "seventh.jsonl,    0.99, 0.92",
        "sixth.jsonl,      0.99, 0.965",
        "fifth.jsonl,      0.99, 0.945",
        "fourth.jsonl,     0.99, 0.96",
        "third.jsonl,      0.99, 0.955",
        "situations.jsonl, 0.99, 0.985"})
    void eachDevelopmentPartKeepsItsTargetsAndWhatItReached(String file, double precision, double decisionsRight) throws IOException {
        Path part = Path.of(file);
        List<Case> cases = ConsolidationBench.read(ConsolidationBench.corpus().resolve("dev"),
                name -> name.equals(part) || part.equals(Path.of("situations.jsonl")) && !ConsolidationBench.NAMED_DEV.contains(name));
        Score score = ConsolidationBench.score(cases, rules::decide);
        String misses = String.join("\n", score.misses());

        assertThat(cases).hasSizeGreaterThanOrEqualTo(180);
        assertThat(score.precision()).as(misses).isGreaterThanOrEqualTo(precision);
        assertThat((double) score.wrongSupersedes() / score.situations()).as(misses).isLessThanOrEqualTo(0.01);
        assertThat(score.leaks()).as(misses).isZero();
        assertThat((double) score.correct() / score.situations()).as(misses).isGreaterThanOrEqualTo(decisionsRight);
    }
}
