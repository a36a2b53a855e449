// npm run eval:clinical: the offline draft (the extractive report) written from ACI-Bench consultations nobody here
// wrote, scored against each reference note (scripts/eval/clinical-eval.ts says how). Measures on the three test
// files; tune on train and valid only (EVAL_SPLIT=train|valid).
// Options: ACI_BENCH_DIR (default ../shared/datasets/aci-bench beside the repository); EVAL_SPLIT (test);
//   EVAL_SPOKEN=1 adds the spoken source, scripts/eval/spoken-consultations.ts (its module exports
//   spokenConsultations(dir, files): a ConsultationSource whose transcripts carry their WER);
//   EVAL_DRAFTS=file.json scores drafts written elsewhere ({ id: AiReportResponse }, e.g. by another commit's code)
//   instead of this tree's; EVAL_DETAILS=1 prints each consultation's invented medicines and conflicts.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { loadavg } from 'node:os';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evaluation = require('./eval/clinical-eval.ts');
const { extractiveReport } = require('../apps/report/src/generation/extractive-report.ts');

const dir = evaluation.aciBenchDir(root);
const split = process.env.EVAL_SPLIT ?? 'test';
const files = split === 'test' ? evaluation.ACI_BENCH_TEST_FILES : [`${split}.json`];
const sources = [evaluation.textConsultations(dir, files)];
if (process.env.EVAL_SPOKEN) {
  const spokenModule = resolve(root, 'scripts/eval/spoken-consultations.ts');
  if (!existsSync(spokenModule)) throw new Error(`EVAL_SPOKEN needs ${spokenModule}`);
  sources.push(require(spokenModule).spokenConsultations(dir, files));
}
const written = process.env.EVAL_DRAFTS
  ? JSON.parse(readFileSync(process.env.EVAL_DRAFTS, 'utf8'))
  : undefined;

const rows = [];
for (const source of sources) {
  const consultations = await source.consultations();
  const started = process.hrtime.bigint();
  const scores = consultations.map((consultation) => {
    const draft = written?.[consultation.id] ?? extractiveReport(consultation.sources);
    return evaluation.scoreDraft(consultation, draft);
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (process.env.EVAL_DETAILS) {
    for (const score of scores) {
      if (score.invented.length || score.allergenConflicts.length || score.deniedAsComplaint.length)
        console.log(
          score.id,
          JSON.stringify({
            invented: score.invented,
            conflicts: score.allergenConflicts,
            denied: score.deniedAsComplaint,
          }),
        );
    }
  }
  rows.push({ label: `${source.name} (${split})`, summary: evaluation.summarise(scores) });
  const matches = evaluation.countLexiconMatches(consultations);
  const share = (part, whole) => `${part} of ${whole} (${((100 * part) / Math.max(1, whole)).toFixed(1)} %)`;
  console.log(
    `${source.name}: lexicon matches whose medicine the note never names: ${share(matches.notInNote, matches.matches)};` +
      ` generics ${share(matches.byKind.generic.notInNote, matches.byKind.generic.matches)},` +
      ` aliases ${share(matches.byKind.alias.notInNote, matches.byKind.alias.matches)},` +
      ` brands ${share(matches.byKind.brand.notInNote, matches.byKind.brand.matches)},` +
      ` weak brands ${share(matches.weak.notInNote, matches.weak.matches)};` +
      ` most often: ${matches.worst.map(([name, n]) => `${name} ${n}`).join(', ')}`,
  );
  console.error(
    `${source.name}: ${consultations.length} consultations drafted and scored in ${ms.toFixed(0)} ms`,
  );
}
console.log(
  `ACI-Bench ${split}, ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(evaluation.summaryTable(rows));
