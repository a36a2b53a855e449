// npm run eval:speech: the offline recognizer's word error rate and medicine names heard on ACI-Bench consultations
// (scripts/eval/spoken-consultations.ts: excerpts said by two flite voices), sent as the browser sends them: 100 ms
// frames at real-time pace over the transcription WebSocket of a running gateway, session, auth and billing.
// Measure on the test files; tune on train and valid only (EVAL_SPLIT=train|valid).
// Options: ACI_BENCH_DIR; EVAL_SPLIT (test); EVAL_CONSULTATIONS (5); EVAL_WORDS (about 250 words, 1.5-2 min, each);
//   EVAL_BASELINE=<git revision>: also measures the recognizer as that revision builds it (models and program);
//   EVAL_WEIGHTS=0.2,0.3: the clinical model's weights to measure this tree's build at (default: the session's);
//   EVAL_NAMES=common,brands,all: the medicine names this tree's model holds (build-recognizer.mjs; default common);
//   EVAL_PATH=provider: the session's recognizer directly and as fast as it decodes (quicker, for tuning).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evaluation = require('./eval/clinical-eval.ts');
const spoken = require('./eval/spoken-consultations.ts');
const {
  DEFAULT_LOCAL_RECOGNIZER,
  LocalSpeechProvider,
} = require('../apps/session/src/speech/local-speech.provider.ts');

const split = process.env.EVAL_SPLIT ?? 'test';
const files = split === 'test' ? evaluation.ACI_BENCH_TEST_FILES : [`${split}.json`];
const count = Number(process.env.EVAL_CONSULTATIONS ?? 5);
const words = Number(process.env.EVAL_WORDS ?? 250);
const weights = (process.env.EVAL_WEIGHTS ?? String(DEFAULT_LOCAL_RECOGNIZER.clinicalWeight))
  .split(',')
  .map(Number);
const viaProvider = process.env.EVAL_PATH === 'provider';
const scratch = mkdtempSync(join(tmpdir(), 'medi-eval-speech-'));

const recognizers = (process.env.EVAL_NAMES ?? 'common').split(',').flatMap((names) => {
  const dir = names === 'common' ? DEFAULT_LOCAL_RECOGNIZER.buildDir : join(scratch, names);
  execFileSync('node', ['apps/session/native/build-recognizer.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RECOGNIZER_NAMES: names, RECOGNIZER_BUILD_DIR: dir },
  });
  return weights.map((weight) => ({
    label: `this tree, ${names} names, clinical weight ${weight}`,
    dir,
    weight,
  }));
});
if (process.env.EVAL_BASELINE) recognizers.unshift(baselineRecognizer(process.env.EVAL_BASELINE));

const started = performance.now();
const excerpts = spoken.spokenExcerpts(evaluation.aciBenchDir(root), files, count, words);
const seconds = excerpts.reduce((sum, excerpt) => sum + excerpt.audio.length / 32000, 0);
console.error(
  `${excerpts.length} excerpts, ${seconds.toFixed(0)} s of speech, synthesised in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

const rows = [];
try {
  for (const recognizer of recognizers) {
    const transcripts = viaProvider ? await throughProvider(recognizer) : await throughSockets(recognizer);
    const scores = excerpts.map((excerpt, index) => spoken.scoreTranscript(excerpt, transcripts[index]));
    rows.push({ recognizer, scores });
    for (const score of scores)
      console.error(
        `${recognizer.label} ${score.id}: WER ${(score.wer * 100).toFixed(1)} %, names ${score.namesHeard}/${score.namesSaid}, false ${JSON.stringify(score.namesFalse)}`,
      );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const wordsSaid = excerpts.reduce((sum, excerpt) => sum + excerpt.reference.split(' ').length, 0);
console.log(
  `ACI-Bench ${split}, ${excerpts.length} excerpts (${wordsSaid} words, ${seconds.toFixed(0)} s), ${viaProvider ? 'recognizer directly' : 'WebSocket at real-time pace'}, ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const { recognizer, scores } of rows) {
  const total = (key) => scores.reduce((sum, score) => sum + score[key], 0);
  const errors = scores.reduce((sum, score) => sum + score.wer * score.words, 0);
  const falseNames = scores.flatMap((score) => score.namesFalse);
  console.log(
    `| ${recognizer.label} | WER ${((100 * errors) / total('words')).toFixed(1)} % | medicine names heard ${total('namesHeard')} of ${total('namesSaid')} | names never said ${falseNames.length}${falseNames.length ? ` (${falseNames.join(', ')})` : ''} |`,
  );
}

/** The recognizer a revision builds: its apps/session/native built in a scratch folder. */
function baselineRecognizer(revision) {
  const dir = join(scratch, 'baseline');
  mkdirSync(dir);
  const listed = execFileSync('git', ['ls-tree', '--name-only', revision, 'apps/session/native/'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const path of listed.split('\n').filter(Boolean))
    writeFileSync(
      join(dir, path.split('/').pop()),
      execFileSync('git', ['show', `${revision}:${path}`], { cwd: root }),
    );
  execFileSync('node', [join(dir, 'build-recognizer.mjs')], { stdio: 'inherit' });
  return {
    label: `${revision} (before)`,
    dir: join(dir, 'build'),
    weight: DEFAULT_LOCAL_RECOGNIZER.clinicalWeight,
  };
}

async function throughProvider({ dir, weight }) {
  const provider = new LocalSpeechProvider({
    ...DEFAULT_LOCAL_RECOGNIZER,
    buildDir: dir,
    clinicalWeight: weight,
  });
  return Promise.all(
    excerpts.map(async (excerpt) => {
      const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });
      const finals = [];
      stream.on('final', (result) => finals.push(result.text));
      for (let offset = 0; offset < excerpt.audio.length; offset += 3200)
        stream.write(excerpt.audio.subarray(offset, offset + 3200));
      await stream.end();
      return finals.join(' ');
    }),
  );
}

/** Each excerpt a consultation of its own doctor, all at once, at real-time pace; the saved finals once stopped. */
async function throughSockets({ dir, weight }) {
  const { default: globalSetup } = require('../libs/testing/src/global-setup.ts');
  const { default: globalTeardown } = require('../libs/testing/src/global-teardown.ts');
  const { LiveStack, isStatus } = require('../apps/gateway/test/support/live-stack.ts');
  await globalSetup();
  let stack;
  try {
    stack = await LiveStack.start({
      label: 'eval-speech',
      sessionEnv: {
        SPEECH_PROVIDER: 'local',
        LOCAL_RECOGNIZER_WARM: '0',
        LOCAL_RECOGNIZER_DIR: dir,
        LOCAL_RECOGNIZER_CLINICAL_WEIGHT: String(weight),
      },
    });
    return await Promise.all(
      excerpts.map(async (excerpt) => {
        const { client, sessionId } = await stack.started(await stack.signedInDoctor());
        await client.sendAudio(excerpt.audio, 1, 10);
        client.send({ event: 'stop' });
        // A loaded machine decodes slower than real time: the Stop waits while the recognizer catches up.
        await client.next(isStatus('stopped'), 1_800_000);
        client.close();
        return (await stack.savedTranscript(sessionId)).map((segment) => segment.text).join(' ');
      }),
    );
  } finally {
    await stack?.stop();
    await globalTeardown();
  }
}
