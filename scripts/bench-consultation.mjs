// The live consultation through a whole stack: what the gateway and the session service add between an audio frame
// entering the gateway and its bubble leaving it, with the session service's Azure provider pointed at the local
// Azure-protocol server (libs/testing) in its answer-every-frame mode, so the provider answers each frame at once
// (a hypothesis, and every few seconds the utterance's final);
// WebSocket frames per second through the gateway against a bare `ws` echo server in the same run; and the memory
// each live session costs the gateway and the session service.
// Usage: node scripts/bench-consultation.mjs
// Options: BENCH_SESSIONS (default "50,100,200"), BENCH_DOCTORS (default: enough for the largest count at two live
//          consultations each, billing's default MAX_LIVE_CONSULTATIONS_PER_DOCTOR; the sessions are shared among them),
//          BENCH_FRAMES (default 100: 100 ms frames per session at real-time pace),
//          BENCH_AUDIO_ENCODING (default "binary": the audio frames the web client sends, negotiated with
//          AUDIO_FRAME_SUBPROTOCOL; "json": the spec's trigger_process events with base64 audio).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { WebSocket, WebSocketServer } from 'ws';
import { startEphemeralStack } from './stack/ephemeral-stack.mjs';
import { signedInDoctorCookie } from './bench-doctors.mjs';

const require = createRequire(import.meta.url);
require('../libs/testing/src/register-swc.cjs');
const {
  AUDIO_FRAME_SUBPROTOCOL,
  encodeAudioFrame,
  PATIENT_CONSENT_TEXT,
  TRANSCRIPTION_PATH,
} = require('@medi/contracts');

const sessionCounts = (process.env.BENCH_SESSIONS ?? '50,100,200').split(',').map(Number);
const LIVE_CONSULTATIONS_PER_DOCTOR = 2;
const doctorCount = Number(
  process.env.BENCH_DOCTORS ?? Math.ceil(Math.max(...sessionCounts) / LIVE_CONSULTATIONS_PER_DOCTOR),
);
const framesPerSession = Number(process.env.BENCH_FRAMES ?? 100);
const encoding = process.env.BENCH_AUDIO_ENCODING ?? 'binary';
if (!['binary', 'json'].includes(encoding))
  throw new Error(`BENCH_AUDIO_ENCODING is binary or json, not ${encoding}`);
const FRAME_BYTES = 3200; // 100 ms of 16 kHz PCM16
const FRAME_MS = 100;
const AZURE_KEY = 'bench-local-azure-key';
// The throughput rounds stay under the gateway's per-socket frame limit (50 a second): the rate a client may use.
const THROUGHPUT_FRAMES_PER_SECOND = 45;
const THROUGHPUT_SECONDS = 8;
// Answers to the last frames of a round are still counted this long after it: an Ack covers the frames of the half
// second before it.
const THROUGHPUT_DRAIN_MS = 1_000;

/**
 * The local Azure-protocol server in a process of its own: in this one, its work would hold up the clients' event
 * loop and so the times they measure.
 */
async function startProviderProcess(options) {
  const child = spawn(
    process.execPath,
    ['scripts/lib/azure-speech-server-process.cjs', JSON.stringify(options)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = await once(child.stdout, 'data');
  return {
    endpoint: line.toString().trim(),
    pid: child.pid,
    close: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Each session's speaker pauses every 3 s, at a moment of its own: the server answers the pause (a silent frame) with
// the utterance's final, as Azure does, and the final lets the SDK drop the audio it kept for a replay.
const UTTERANCE_FRAMES = 30;
const azure = await startProviderProcess({
  key: AZURE_KEY,
  answerEveryFrame: true,
  endUtteranceOnSilence: true,
});
process.env.AZURE_SPEECH_KEY = AZURE_KEY;
process.env.AZURE_SPEECH_ENDPOINT = azure.endpoint;
process.env.SPEECH_PROVIDER = 'azure';
const stack = await startEphemeralStack();
const origin = stack.url;

const frame = (seq) => {
  const pcm = Buffer.alloc(FRAME_BYTES);
  for (let offset = 0; offset < pcm.length; offset += 2)
    pcm.writeInt16LE(((seq * 37 + offset) % 2000) - 1000, offset);
  return pcm;
};
const AUDIO = Array.from({ length: 8 }, (_, index) => frame(index + 1));
const SILENCE = Buffer.alloc(FRAME_BYTES);
/** The socket's frame `seq`: speech, or the pause that ends its utterance. */
const audioOf = (socket, seq) =>
  (seq + socket.pausePhase) % UTTERANCE_FRAMES === 0 ? SILENCE : AUDIO[seq % AUDIO.length];
// Base64 made once per distinct frame, as before binary frames: the clients' own work stays out of the figures.
const BASE64 = new Map([SILENCE, ...AUDIO].map((pcm) => [pcm, pcm.toString('base64')]));
const base64Of = (pcm) => BASE64.get(pcm);
/** Audio frame `seq` as this run sends it: a binary frame, or the JSON event. */
const audioMessage = (seq, pcm) =>
  encoding === 'binary'
    ? encodeAudioFrame(seq, pcm)
    : JSON.stringify({ event: 'trigger_process', audio_chunk: base64Of(pcm), seq });
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function post(path, body, cookie) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function signedInDoctor(index) {
  const cookie = await signedInDoctorCookie(origin, stack.mailUrl, index);
  const session = await fetch(`${origin}/api/manage/session`, { headers: { cookie, origin } });
  const { userId } = await session.json();
  return { userId, cookie };
}

async function newSession(doctor, index) {
  const patient = await post(
    '/api/patient/insert-update-patient',
    {
      PatientId: `BENCH${index}`,
      PatientName: 'Bench Patient',
      Gender: 'Male',
      DoB: '1980-06-15',
      PatientConsent: true,
    },
    doctor.cookie,
  );
  const { patientId } = await patient.json();
  const created = await post(
    '/api/Session/create-session',
    { patientId, consentText: PATIENT_CONSENT_TEXT, language: 'en-US' },
    doctor.cookie,
  );
  return (await created.json()).sessionId;
}

/** A started live session: the first message, start, and Status started. */
async function startedSocket(doctor, index) {
  const sessionId = await newSession(doctor, index);
  const protocols = encoding === 'binary' ? [AUDIO_FRAME_SUBPROTOCOL] : [];
  const ws = new WebSocket(`${origin.replace('http', 'ws')}${TRANSCRIPTION_PATH}`, protocols, {
    headers: { cookie: doctor.cookie, origin },
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  if (ws.protocol !== (protocols[0] ?? ''))
    throw new Error(`the gateway chose the subprotocol "${ws.protocol}"`);
  const listeners = new Set();
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    for (const listener of listeners) listener(message);
  });
  const started = new Promise((resolve, reject) => {
    const listener = (message) => {
      if (message.type !== 'Status') return;
      listeners.delete(listener);
      if (message.status === 'started') resolve();
      else reject(new Error(`Status ${message.status}: ${message.message}`));
    };
    listeners.add(listener);
  });
  ws.send(
    JSON.stringify({
      userId: doctor.userId,
      sessionId,
      totalToken: 0,
      totalCost: 0,
      isPotentialDiagnosisOn: false,
    }),
  );
  ws.send(
    JSON.stringify({
      event: 'start',
      language: 'en-US',
      enable_diarization: true,
      sample_rate: 16000,
      diagnosis_flag: false,
      transcriber_type: 'azure',
    }),
  );
  await started;
  return { ws, listeners, pausePhase: Math.floor(Math.random() * UTTERANCE_FRAMES) };
}

async function stopSocket({ ws, listeners }) {
  const stopped = new Promise((resolve) => {
    listeners.add((message) => message.type === 'Status' && message.status === 'stopped' && resolve());
    ws.once('close', resolve);
  });
  ws.send(JSON.stringify({ event: 'stop' }));
  await Promise.race([stopped, sleep(15_000)]);
  ws.terminate();
}

/**
 * Frames at real-time pace; a frame's latency is from its send to the first bubble (the provider's hypothesis
 * "audio <bytes heard>") that covers it.
 */
async function streamAtRealTime(socket, latencies) {
  const sentAt = [];
  let answered = 0;
  socket.listeners.add((message) => {
    if (message.type !== 'Message') return;
    const heard = Number(/^audio (\d+)$/.exec(message.text)?.[1] ?? -1);
    const now = performance.now();
    while (answered < sentAt.length && heard >= (answered + 1) * FRAME_BYTES) {
      latencies.push(now - sentAt[answered]);
      answered += 1;
    }
  });
  const begin = performance.now() + Math.random() * FRAME_MS;
  for (let seq = 1; seq <= framesPerSession; seq += 1) {
    await sleep(begin + (seq - 1) * FRAME_MS - performance.now());
    sentAt.push(performance.now());
    socket.ws.send(audioMessage(seq, audioOf(socket, seq)));
  }
  const deadline = performance.now() + 20_000;
  while (answered < sentAt.length && performance.now() < deadline) await sleep(50);
  return sentAt.length - answered;
}

/**
 * Frames answered per second over many sockets, each sending at `perSecond`; `framesAnswered` tells how many frames a
 * message answers, and (when given) a second kind of answer is counted by `isAlsoCounted`.
 */
async function throughput(sockets, send, framesAnswered, perSecond, isAlsoCounted = () => false) {
  let answers = 0;
  let alsoCounted = 0;
  for (const socket of sockets)
    socket.listeners.add((message) => {
      answers += framesAnswered(socket, message);
      if (isAlsoCounted(message)) alsoCounted += 1;
    });
  const started = performance.now();
  const end = started + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    sockets.map(async (socket) => {
      const begin = performance.now() + Math.random() * (1000 / perSecond);
      for (let seq = 1; ; seq += 1) {
        const due = begin + ((seq - 1) * 1000) / perSecond;
        if (due >= end) break;
        await sleep(due - performance.now());
        send(socket, seq);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(THROUGHPUT_DRAIN_MS);
  return { perSecond: answers / seconds, alsoPerSecond: alsoCounted / seconds };
}

function rssMb(pid) {
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}
/**
 * CPU time (user + system) a process, or one of its threads (`/proc/PID/task/TID`), has used, in ms; with the
 * children it has waited for: Redis's append-only file rewrites run in a child it forks.
 */
function cpuMs(pid, tid) {
  const fields = readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  // utime, stime, cutime and cstime are fields 14 to 17 of /proc/PID/stat, in clock ticks (100 a second on Linux).
  const children = tid ? 0 : Number(fields[13]) + Number(fields[14]);
  return (Number(fields[11]) + Number(fields[12]) + children) * 10;
}

const threadsOf = (pid) => readdirSync(`/proc/${pid}/task`).map(Number);

/**
 * CPU time of the threads a process started after `startupThreads` were taken: in the session service, the Speech
 * SDK's thread (it starts with the first Azure stream), i.e. the speech provider's own work, counted apart from the
 * service's.
 */
const laterThreadsCpuMs = (pid, startupThreads) =>
  threadsOf(pid)
    .filter((tid) => !startupThreads.includes(tid))
    .reduce((sum, tid) => sum + cpuMs(pid, tid), 0);

/** The gateway and session service of this run's stack: descendants of this process, never another stack's. */
function servicePids() {
  const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,args='])
    .toString()
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), args: args.join(' ') };
    });
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of processes)
      if (ours.has(ppid) && !ours.has(pid)) grew = Boolean(ours.add(pid));
  }
  const pidOf = (name) =>
    processes.find(({ pid, args }) => ours.has(pid) && args.includes(`apps/${name}/dist/main.js`))?.pid;
  const redis = processes.find(({ pid, args }) => ours.has(pid) && args.startsWith('redis-server'))?.pid;
  return {
    gateway: pidOf('gateway'),
    session: pidOf('session'),
    redis,
    bench: process.pid,
    provider: azure.pid,
  };
}

/** A bare `ws` server that echoes every frame: the ceiling for the same sockets and load. */
async function echoServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (ws) =>
    ws.on('message', (data, isBinary) => ws.send(isBinary ? data : data.toString())),
  );
  return server;
}

async function echoSockets(server, count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.address().port}`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const listeners = new Set();
      ws.on('message', (data, isBinary) => {
        const message = isBinary ? undefined : JSON.parse(data.toString());
        for (const listener of listeners) listener(message);
      });
      return { ws, listeners };
    }),
  );
}

const results = [];
try {
  console.log(`consultation bench: signing in ${doctorCount} doctors…`);
  const doctors = [];
  for (let index = 0; index < doctorCount; index += 1) doctors.push(await signedInDoctor(index));
  const pids = servicePids();
  const sessionStartupThreads = threadsOf(pids.session);
  let sessionIndex = 0;

  for (const count of sessionCounts) {
    const before = { gateway: rssMb(pids.gateway), session: rssMb(pids.session) };
    const sockets = [];
    for (let index = 0; index < count; index += 1)
      sockets.push(await startedSocket(doctors[index % doctors.length], (sessionIndex += 1)));
    console.log(`${count} live sessions started; streaming at real-time pace…`);
    const latencies = [];
    const measured = ['gateway', 'session', 'redis', 'bench', 'provider'];
    const speechThreadMs = () => laterThreadsCpuMs(pids.session, sessionStartupThreads);
    const cpuBefore = Object.fromEntries(measured.map((name) => [name, cpuMs(pids[name])]));
    const speechBefore = speechThreadMs();
    const unanswered = await Promise.all(sockets.map((socket) => streamAtRealTime(socket, latencies)));
    const frames = count * framesPerSession;
    const cpu = Object.fromEntries(
      measured.map((name) => [name, (cpuMs(pids[name]) - cpuBefore[name]) / frames]),
    );
    cpu.speech = (speechThreadMs() - speechBefore) / frames;
    const pipeline = cpu.gateway + cpu.session - cpu.speech + cpu.redis;
    const after = { gateway: rssMb(pids.gateway), session: rssMb(pids.session) };
    latencies.sort((a, b) => a - b);

    // Numbers after the real-time round's: a number the gateway took in already is a resend, acknowledged and dropped.
    const { perSecond: gatewayFps, alsoPerSecond: bubblesPerSecond } = await throughput(
      sockets,
      (socket, seq) =>
        socket.ws.send(audioMessage(framesPerSession + seq, audioOf(socket, framesPerSession + seq))),
      // Acks are cumulative: each covers the frames after the socket's previous one.
      (socket, message) => {
        if (message.type !== 'Ack') return 0;
        const before = socket.ackedSeq ?? framesPerSession;
        socket.ackedSeq = Math.max(before, message.seq);
        return socket.ackedSeq - before;
      },
      THROUGHPUT_FRAMES_PER_SECOND,
      (message) => message.type === 'Message',
    );
    const echo = await echoServer();
    const bare = await echoSockets(echo, count);
    const payload = audioMessage(1, AUDIO[0]);
    const { perSecond: echoFps } = await throughput(
      bare,
      (socket) => socket.ws.send(payload),
      () => 1,
      THROUGHPUT_FRAMES_PER_SECOND,
    );
    const { perSecond: echoUnpacedFps } = await throughput(
      bare,
      (socket) => socket.ws.send(payload),
      () => 1,
      1000,
    );
    for (const socket of bare) socket.ws.terminate();
    await new Promise((resolve) => echo.close(resolve));
    await Promise.all(sockets.map(stopSocket));

    results.push(
      `${count} live sessions, ${framesPerSession} frames each at real-time pace: frame in -> bubble out p50 ${at(latencies, 0.5).toFixed(1)} ms, p95 ${at(latencies, 0.95).toFixed(1)} ms, p99 ${at(latencies, 0.99).toFixed(1)} ms (${latencies.length} frames, ${unanswered.reduce((a, b) => a + b, 0)} unanswered)`,
      `${count} live sessions: CPU per frame gateway ${cpu.gateway.toFixed(3)} ms, session service ${(cpu.session - cpu.speech).toFixed(3)} ms + its Speech SDK thread ${cpu.speech.toFixed(3)} ms, Redis ${cpu.redis.toFixed(3)} ms (its rewrites included); gateway + session service without the SDK + Redis ${pipeline.toFixed(3)} ms; this bench's clients ${cpu.bench.toFixed(3)} ms, the local provider ${cpu.provider.toFixed(3)} ms (load average ${loadavg()[0].toFixed(1)})`,
      `${count} sockets at ${THROUGHPUT_FRAMES_PER_SECOND} frames/s each (offered ${count * THROUGHPUT_FRAMES_PER_SECOND}/s): through the gateway ${gatewayFps.toFixed(0)} frames/s taken in and acknowledged (${((100 * gatewayFps) / echoFps).toFixed(0)}% of bare ws), ${bubblesPerSecond.toFixed(0)} bubbles/s back from the provider (the Speech SDK sends audio at most at twice real time after its first 5 s); bare ws echo ${echoFps.toFixed(0)} frames/s at the same pace, ${echoUnpacedFps.toFixed(0)} frames/s unpaced (1000/s per socket offered)`,
      `${count} live sessions: memory per session gateway ${(((after.gateway - before.gateway) * 1024) / count).toFixed(0)} kB, session service ${(((after.session - before.session) * 1024) / count).toFixed(0)} kB (RSS growth while live; gateway ${after.gateway.toFixed(0)} MB, session service ${after.session.toFixed(0)} MB)`,
    );
    console.log(results.slice(-4).join('\n'));
  }
} finally {
  await stack.stop();
  await azure.close();
}
console.log(
  `\nconsultation through the gateway, ${encoding} audio frames (the local Azure-protocol server answers every frame at once; its own loopback hop is inside the figures):`,
);
for (const line of results) console.log(`  ${line}`);
