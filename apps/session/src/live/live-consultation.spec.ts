import { EventEmitter } from 'node:events';
import type { ServerMessage } from '@medi/contracts';
import type { SpeechResult } from '../speech/speech-provider';
import { LiveConsultation, type LiveConsultationDeps } from './live-consultation';
import type { LiveInputEntry, LiveState } from './live-streams.repository';

/**
 * The live state machine alone: its Redis streams, database and recognizer replaced by in-memory ones that keep
 * what it did, so each case says what goes in (the input stream) and what must come out (statuses, charged time,
 * saved lines). The same machine over real Redis, PostgreSQL and recognizers is covered by the gateway's live tests.
 */

const SAMPLE_RATE = 16_000;
/** 100 ms of 16-bit mono audio, as the browser sends a frame. */
const FRAME_BYTES = (SAMPLE_RATE / 10) * 2;

/**
 * A recognizer that guesses at every frame (a partial) and hears one line per second of audio, and says what it heard
 * when ended.
 */
class ScriptedRecognizer extends EventEmitter {
  private bytes = 0;
  private heardMs = 0;
  decodedMs = 0;

  write(pcm: Buffer): void {
    this.bytes += pcm.length;
    this.decodedMs = (this.bytes / 2 / SAMPLE_RATE) * 1000;
    if (this.decodedMs - this.heardMs >= 1000) this.hear();
    else this.emit('partial', { ...this.resultSoFar(), text: `guess at ${this.decodedMs} ms` });
  }

  end(): Promise<void> {
    if (this.decodedMs > this.heardMs) this.hear();
    return Promise.resolve();
  }

  fail(): void {
    this.emit('error', new Error('recognizer crashed'));
  }

  private hear(): void {
    const result = this.resultSoFar();
    this.heardMs = this.decodedMs;
    this.emit('final', result);
  }

  private resultSoFar(): SpeechResult {
    return {
      segmentId: String(this.heardMs),
      speakerId: 'Doctor',
      text: `words from ${this.heardMs} ms`,
      offsetMs: this.heardMs,
      durationMs: this.decodedMs - this.heardMs,
    };
  }
}

interface Outcome {
  /** Results stored for the gateway (appendResult). */
  published: ServerMessage[];
  /** Results only rung on the bell (ringResult). */
  rung: ServerMessage[];
  chargedSeconds: number[];
  savedLines: string[];
  finalStatus?: string;
  recognizer: ScriptedRecognizer;
}

function runConsultation(
  state: Partial<LiveState>,
  entries: LiveInputEntry[],
  whileRunning?: (outcome: Outcome) => Promise<void>,
) {
  const liveState: LiveState = {
    userId: 'doctor-1',
    language: 'en-US',
    sampleRate: SAMPLE_RATE,
    transcriberType: 'local',
    diarization: false,
    hintsOn: false,
    limitMs: 10 * 60_000,
    warnAtMs: 9 * 60_000,
    warned: false,
    recordedMs: 0,
    countedSeq: 0,
    paused: false,
    ...state,
  };
  const recognizer = new ScriptedRecognizer();
  const outcome: Outcome = { published: [], rung: [], chargedSeconds: [], savedLines: [], recognizer };
  let deliver: ((entries: LiveInputEntry[]) => void) | undefined;
  const deps = {
    streams: {
      readState: () => Promise.resolve({ ...liveState }),
      subscribeInput: (_id: string, _after: string, onEntries: (entries: LiveInputEntry[]) => void) => {
        deliver = onEntries;
        return { close: () => undefined };
      },
      renew: () => Promise.resolve({ sockets: 1, now: Date.now() }),
      releaseLease: () => Promise.resolve(),
      saveDetachedAt: () => Promise.resolve(),
      saveProgress: () => Promise.resolve(),
      trimInputBefore: () => Promise.resolve(),
      appendResult: (_id: string, message: ServerMessage) => {
        outcome.published.push(message);
        return Promise.resolve();
      },
      ringResult: (_id: string, message: ServerMessage) => {
        outcome.rung.push(message);
        return Promise.resolve();
      },
      forget: () => Promise.resolve(),
    },
    consultations: {
      lastSegment: () => Promise.resolve(undefined),
      transcript: () => Promise.resolve([]),
      update: (_id: string, change: { status?: string }) => {
        if (change.status) outcome.finalStatus = change.status;
        return Promise.resolve();
      },
      saveFinal: (_id: string, line: { seq: number; text: string }) => {
        outcome.savedLines.push(line.text);
        return Promise.resolve(line.seq);
      },
      addUsage: () => Promise.resolve(),
    },
    billing: {
      send: (_pattern: string, usage: { recordedSeconds: number }) => {
        outcome.chargedSeconds.push(usage.recordedSeconds);
        return Promise.resolve({});
      },
    },
    registry: { select: () => ({ open: () => recognizer }) },
    hints: { openSession: () => ({ close: () => undefined, transcriptChanged: () => undefined }) },
    owner: 'replica-1',
    leaseMs: 60_000,
    abandonedAfterMs: 60_000,
    transcriptionLag: { observe: () => undefined },
  } as unknown as LiveConsultationDeps;
  const consultation = new LiveConsultation('session-1', deps);
  const running = consultation.run();
  return (async () => {
    // run() subscribes once the state and transcript are read.
    while (!deliver) await nextTurn();
    deliver(entries);
    await whileRunning?.(outcome);
    await running;
    return outcome;
  })();
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let nextId = 0;
const audio = (seq: number): LiveInputEntry => ({
  id: `${1_000 + (nextId += 1)}-0`,
  kind: 'audio',
  seq,
  pcm: Buffer.alloc(FRAME_BYTES),
});
const control = (kind: 'pause' | 'resume' | 'stop'): LiveInputEntry => ({
  id: `${1_000 + (nextId += 1)}-0`,
  kind,
  seq: 0,
});
const frames = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => audio(from + index));
const statuses = (published: ServerMessage[]) =>
  published.flatMap((message) => (message.type === 'Status' ? [message.status] : []));

describe('LiveConsultation, the live state machine', () => {
  const cases: {
    name: string;
    state?: Partial<LiveState>;
    entries: LiveInputEntry[];
    charged: number;
    statuses: string[];
    lines: number;
  }[] = [
    {
      name: 'records, stops, saves what was heard and charges the recorded time once',
      entries: [...frames(1, 25), control('stop')],
      charged: 3, // 2.5 s rounds to 3
      statuses: ['stopped'],
      lines: 3,
    },
    {
      name: 'counts no audio while paused, and says paused and resumed',
      entries: [
        ...frames(1, 10),
        control('pause'),
        ...frames(11, 10),
        control('resume'),
        ...frames(21, 10),
        control('stop'),
      ],
      charged: 2,
      statuses: ['paused', 'resumed', 'stopped'],
      lines: 2,
    },
    {
      name: 'never counts twice a frame replayed after a takeover (seq at or below countedSeq)',
      state: { recordedMs: 500, countedSeq: 5 },
      entries: [...frames(1, 5), ...frames(6, 5), control('stop')],
      charged: 1, // 0.5 s counted before the takeover + 0.5 s of new frames; the 5 replayed ones count nothing
      statuses: ['stopped'],
      lines: 1,
    },
    {
      name: "warns before the plan's limit and ends the session at it, whatever audio comes after",
      state: { limitMs: 1_500, warnAtMs: 1_000 },
      entries: [...frames(1, 30), control('stop')],
      charged: 2,
      statuses: ['toExpire', 'stopped'],
      lines: 2,
    },
    {
      name: 'starts paused when the state says so, and records only after resume',
      state: { paused: true },
      entries: [...frames(1, 10), control('resume'), ...frames(11, 10), control('stop')],
      charged: 1,
      statuses: ['resumed', 'stopped'],
      lines: 1,
    },
  ];

  it.each(cases)('$name', async ({ state, entries, charged, statuses: expected, lines }) => {
    const outcome = await runConsultation(state ?? {}, entries);
    expect(outcome.chargedSeconds).toEqual([charged]);
    expect(statuses(outcome.published)).toEqual(expected);
    expect(outcome.savedLines).toHaveLength(lines);
    expect(outcome.finalStatus).toBe('ended');
  });

  it('stores every final for the gateway and only rings the hypotheses, which the next one or the final replaces', async () => {
    const outcome = await runConsultation({}, [...frames(1, 15), control('stop')]);
    const lines = (messages: ServerMessage[]) =>
      messages.flatMap((message) => (message.type === 'Message' ? [[message.isFinal, message.text]] : []));

    expect(lines(outcome.published)).toEqual([
      [true, 'words from 0 ms'],
      [true, 'words from 1000 ms'],
    ]);
    // A guess at every frame but the tenth, whose second of audio was heard as a line.
    expect(lines(outcome.rung)).toHaveLength(15 - 1);
    expect(lines(outcome.rung)[9]).toEqual([false, 'guess at 1100 ms']);
    expect(outcome.rung.every((message) => message.type === 'Message' && !message.isFinal)).toBe(true);
  });

  it('tells the doctor the recognizer failed and ends the session, charging what was recorded', async () => {
    const outcome = await runConsultation({}, frames(1, 12), async (running) => {
      while (running.savedLines.length === 0) await nextTurn();
      running.recognizer.fail();
    });
    expect(statuses(outcome.published)).toEqual(['error', 'stopped']);
    expect(outcome.chargedSeconds).toEqual([1]);
    expect(outcome.finalStatus).toBe('ended');
  });
});
