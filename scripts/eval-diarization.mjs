// npm run eval:diarization: how often the offline recognizer's speaker labels (apps/session/src/speech/diarization)
// name the doctor and the patient right, on the first EVAL_SECONDS (default 90) of the first EVAL_PER_FILE (default 2)
// consultations of each ACI-Bench test file, each turn spoken by flite (the doctor in one voice, the patient in
// another) and recognised by the real local provider. Per voice pair: % of finals named right and wrong, % left as
// 'Speaker N' (voice sure, role not) and 'Unknown' (voice unsure); and the features' CPU cost per utterance.
// Nothing of the data set is printed. Options: ACI_BENCH_DIR (default ../shared/datasets/aci-bench), EVAL_PAIRS
// (default rms/slt,slt/awb,kal16/rms: doctor/patient flite voices).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { aciBenchDir, ACI_BENCH_TEST_FILES } = require('./eval/clinical-eval.ts');
const { LocalSpeechProvider } = require('../apps/session/src/speech/local-speech.provider.ts');
const { voiceFeatures } = require('../apps/session/src/speech/diarization/voice-features.ts');
const { SpeakerDiarizer } = require('../apps/session/src/speech/diarization/speaker-diarizer.ts');
const { silence, synthesizeSpeech } = require('../libs/testing/src/synthesized-speech.ts');
execFileSync('node', ['apps/session/native/build-recognizer.mjs'], { stdio: 'inherit' });

const dir = aciBenchDir(root);
const seconds = Number(process.env.EVAL_SECONDS ?? 90);
const perFile = Number(process.env.EVAL_PER_FILE ?? 2);
/** [doctor, patient]: a man and a woman each way, and two men (the hard case). */
const PAIRS = (process.env.EVAL_PAIRS ?? 'rms/slt,slt/awb,kal16/rms')
  .split(',')
  .map((pair) => pair.split('/'));
const GAP_MS = 900;
const CHUNK = 3200;

/** The first `seconds` of a consultation as turns [role, text]; the patient's companion counts as the patient. */
function turnsOf(conversation) {
  return conversation
    .split('\n')
    .map((line) => /^\[(doctor|patient|patient_guest)\]\s*(.+)$/.exec(line.trim()))
    .filter(Boolean)
    .map(([, role, text]) => [role === 'doctor' ? 'Doctor' : 'Patient', text.replace(/\s+([,.?!])/g, '$1')]);
}

const conversations = ACI_BENCH_TEST_FILES.flatMap((file) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8'))
    .data.slice(0, perFile)
    .map((entry) => entry.src),
);
const provider = new LocalSpeechProvider();
const featureCosts = [];
// Why finals were left unsure: counted around the diarizer the provider uses.
let reasons = {};
const label = SpeakerDiarizer.prototype.label;
SpeakerDiarizer.prototype.label = function (features, evidence, learn) {
  const diarization = label.call(this, features, evidence, learn);
  if (learn && diarization.unsure) reasons[diarization.unsure] = (reasons[diarization.unsure] ?? 0) + 1;
  return diarization;
};
console.log(
  `load before: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
for (const [doctorVoice, patientVoice] of PAIRS) {
  reasons = {};
  const counts = { right: 0, wrong: 0, numbered: 0, numberedPure: 0, unknown: 0, finals: 0 };
  for (const conversation of conversations) {
    const parts = [silence(300)];
    const spans = [];
    let ms = 300;
    for (const [role, text] of turnsOf(conversation)) {
      if (ms >= seconds * 1000) break;
      const audio = synthesizeSpeech(text, role === 'Doctor' ? doctorVoice : patientVoice);
      spans.push({ role, from: ms, to: ms + audio.length / 32 });
      parts.push(audio, silence(GAP_MS));
      ms += audio.length / 32 + GAP_MS;
    }
    const audio = Buffer.concat(parts);
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const finals = [];
    stream.on('final', (result) => finals.push(result));
    for (let offset = 0; offset < audio.length; offset += CHUNK)
      stream.write(audio.subarray(offset, offset + CHUNK));
    await stream.end();
    // Speaker N is scored by whether each number stays with one role within the consultation.
    const numbered = { 'Speaker 1': {}, 'Speaker 2': {} };
    for (const final of finals) {
      const from = final.offsetMs;
      const to = final.offsetMs + final.durationMs;
      const overlap = (span) => Math.max(0, Math.min(to, span.to) - Math.max(from, span.from));
      const truth = spans.reduce((best, span) => (overlap(span) > overlap(best) ? span : best)).role;
      counts.finals++;
      if (final.speakerId === 'Unknown') counts.unknown++;
      else if (final.speakerId in numbered) {
        counts.numbered++;
        numbered[final.speakerId][truth] = (numbered[final.speakerId][truth] ?? 0) + 1;
      } else if (final.speakerId === truth) counts.right++;
      else counts.wrong++;
      const pcm = audio.subarray(Math.round(from * 32) & ~1, Math.round(to * 32) & ~1);
      const started = process.cpuUsage();
      voiceFeatures(Buffer.from(pcm));
      const { user, system } = process.cpuUsage(started);
      featureCosts.push({ us: user + system, ms: to - from });
    }
    for (const roles of Object.values(numbered)) counts.numberedPure += Math.max(0, ...Object.values(roles));
  }
  const pct = (part) => `${((100 * part) / Math.max(1, counts.finals)).toFixed(1)} %`;
  console.log(
    `doctor ${doctorVoice}, patient ${patientVoice}: ${counts.finals} finals in ${conversations.length} consultations; ` +
      `named right ${pct(counts.right)}, named wrong ${pct(counts.wrong)}, Speaker N ${pct(counts.numbered)} ` +
      `(${counts.numberedPure} of ${counts.numbered} with the number's majority role), Unknown ${pct(counts.unknown)}; ` +
      `unsure why: ${JSON.stringify(reasons)}`,
  );
}
const totalUs = featureCosts.reduce((sum, cost) => sum + cost.us, 0);
const totalMs = featureCosts.reduce((sum, cost) => sum + cost.ms, 0);
const sorted = featureCosts.map((cost) => cost.us).sort((a, b) => a - b);
console.log(
  `voice features (CPU time): ${(totalUs / featureCosts.length).toFixed(0)} µs per utterance on average (median ${sorted[sorted.length >> 1].toFixed(0)} µs, ` +
    `mean utterance ${(totalMs / featureCosts.length / 1000).toFixed(1)} s), ${(totalUs / (totalMs / 1000)).toFixed(0)} µs per second of audio`,
);
console.log(
  `load after: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
await provider.close();
