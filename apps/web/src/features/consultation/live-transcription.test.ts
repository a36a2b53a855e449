import { AUDIO_FRAME_SUBPROTOCOL, decodeAudioFrame, type ServerMessage } from '@medi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../store/store';
import { consultationActions, selectConsultation } from './consultation.slice';
import { START_MESSAGES } from './live-transcription';

/** The page's transcription socket, opened, answered and dropped by the test; it records what the page sent. */
class FakeWebSocket {
  static readonly OPEN = 1;
  static readonly opened: FakeWebSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  /** The server's choice among the offered subprotocols: ours accepts binary audio frames. */
  readonly protocol: string;

  constructor(
    readonly url: string,
    readonly offered: string[] = [],
  ) {
    this.protocol = offered.includes(AUDIO_FRAME_SUBPROTOCOL) ? AUDIO_FRAME_SUBPROTOCOL : '';
    FakeWebSocket.opened.push(this);
  }

  /** A binary audio frame is recorded as the JSON event it stands for, with `binary` set. */
  send(data: string | Uint8Array): void {
    if (typeof data === 'string') {
      this.sent.push(JSON.parse(data) as Record<string, unknown>);
      return;
    }
    const frame = decodeAudioFrame(data);
    this.sent.push({ event: 'trigger_process', seq: frame?.seq, bytes: frame?.pcm.byteLength, binary: true });
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }

  frames(): number[] {
    return this.sent
      .filter((message) => message.event === 'trigger_process')
      .map((message) => message.seq as number);
  }
}

/** The microphone's audio worklet: the test plays its 100 ms frames. */
let worklet: { port: { onmessage: ((event: { data: ArrayBuffer }) => void) | null } } | undefined;
const microphoneTrack = { stop: vi.fn() };

const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [microphoneTrack] }));

function stubBrowserAudio(): void {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal(
    'AudioContext',
    class {
      audioWorklet = { addModule: () => Promise.resolve() };
      createMediaStreamSource() {
        return { connect: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    },
  );
  vi.stubGlobal(
    'AudioWorkletNode',
    class {
      port = { onmessage: null };
      constructor() {
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test plays the worklet's frames
        worklet = this;
      }
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

function speak(frames: number): void {
  for (let index = 0; index < frames; index += 1) worklet?.port.onmessage?.({ data: new ArrayBuffer(3_200) });
}

const socket = () => FakeWebSocket.opened[FakeWebSocket.opened.length - 1];

async function startedConsultation() {
  const store = createAppStore();
  store.dispatch(
    consultationActions.startRequested({ sessionId: 'session-1', userId: 'doctor-1', language: 'en-US' }),
  );
  await vi.waitFor(() => expect(worklet?.port.onmessage).toBeTypeOf('function'));
  socket().open();
  return store;
}

describe('the live consultation in the browser', () => {
  beforeEach(() => {
    FakeWebSocket.opened.length = 0;
    worklet = undefined;
    microphoneTrack.stop.mockClear();
    getUserMedia.mockClear();
    stubBrowserAudio();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers binary audio frames and sends the microphone’s 100 ms frames as such once the server chose them', async () => {
    await startedConsultation();
    expect(socket().offered).toEqual([AUDIO_FRAME_SUBPROTOCOL]);
    socket().receive({ type: 'Status', status: 'started' });
    speak(2);
    expect(socket().sent.filter((message) => message.event === 'trigger_process')).toEqual([
      { event: 'trigger_process', seq: 1, bytes: 3_200, binary: true },
      { event: 'trigger_process', seq: 2, bytes: 3_200, binary: true },
    ]);
  });

  it('after a reconnect sends no new audio before the server’s Resumed, then the resend, then the new audio, in order', async () => {
    const store = await startedConsultation();
    socket().receive({ type: 'Status', status: 'started' });
    speak(5);
    socket().receive({ type: 'Ack', seq: 3 });
    vi.useFakeTimers();
    socket().drop();
    expect(selectConsultation(store.getState()).phase).toBe('reconnecting');
    speak(2);
    await vi.advanceTimersByTimeAsync(1_000);
    const again = socket();
    expect(FakeWebSocket.opened).toHaveLength(2);

    again.open();
    speak(2);
    expect(again.frames()).toEqual([]);
    again.receive({ type: 'Resumed', lastAudioSeq: 3 });
    speak(1);

    expect(again.frames()).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(selectConsultation(store.getState()).phase).toBe('recording');
  });

  it('stops the microphone on a refused start and leaves the page ready to start again, sending no audio', async () => {
    const store = await startedConsultation();
    speak(10);
    const refusal = 'Hindi transcription needs Azure Speech.';
    socket().receive({ type: 'Status', status: 'refused', message: refusal });
    speak(10);

    await vi.waitFor(() => expect(microphoneTrack.stop).toHaveBeenCalled());
    expect(socket().frames()).toEqual([]);
    expect(selectConsultation(store.getState())).toMatchObject({
      phase: 'idle',
      error: refusal,
      sessionId: undefined,
      stopping: false,
    });
  });

  it('opens the microphone once, then saves the patient and creates the session, then streams to that session', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        const path = new URL(request.url).pathname;
        requests.push(path);
        const body = path.endsWith('insert-update-patient')
          ? { patientId: 'patient-7' }
          : { sessionId: 'session-9' };
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
    const store = createAppStore();
    store.dispatch(
      consultationActions.startRequested({
        userId: 'doctor-1',
        language: 'en-US',
        consentText: 'consent',
        patient: {
          PatientId: 'OP-2041',
          PatientName: 'K. Ramesh',
          Gender: 'Male',
          DoB: '1979-06-02',
          Age: '47 years',
          MrnNumber: '',
          PatientConsent: true,
          UserId: 'doctor-1',
        },
      }),
    );
    expect(selectConsultation(store.getState()).phase).toBe('starting');
    await vi.waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    socket().open();

    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(requests).toEqual(['/api/patient/insert-update-patient', '/api/Session/create-session']);
    expect(socket().sent[0]).toMatchObject({ sessionId: 'session-9' });
    expect(selectConsultation(store.getState())).toMatchObject({
      phase: 'connecting',
      sessionId: 'session-9',
    });
  });

  it.each([
    ['NotAllowedError', START_MESSAGES.denied],
    ['NotFoundError', START_MESSAGES.missing],
  ])('on a microphone %s says so and creates no consultation', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('no', name));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const store = createAppStore();
    store.dispatch(
      consultationActions.startRequested({
        userId: 'doctor-1',
        language: 'en-US',
        consentText: 'consent',
        patient: {
          PatientId: 'P-1',
          PatientName: 'Asha',
          Gender: 'Female',
          DoB: '1990-01-01',
          Age: '36 years',
          MrnNumber: '',
          PatientConsent: true,
          UserId: 'doctor-1',
        },
      }),
    );

    await vi.waitFor(() => expect(selectConsultation(store.getState()).phase).toBe('idle'));
    const state = selectConsultation(store.getState());
    expect(state.error).toBe(message);
    expect(state.sessionId).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it('releases the microphone and says so when the session cannot be created', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))),
    );
    const store = createAppStore();
    store.dispatch(
      consultationActions.startRequested({
        userId: 'doctor-1',
        language: 'en-US',
        consentText: 'consent',
        patient: {
          PatientId: 'P-1',
          PatientName: 'Asha',
          Gender: 'Female',
          DoB: '1990-01-01',
          Age: '36 years',
          MrnNumber: '',
          PatientConsent: true,
          UserId: 'doctor-1',
        },
      }),
    );

    await vi.waitFor(() => expect(selectConsultation(store.getState()).phase).toBe('idle'));
    expect(selectConsultation(store.getState()).error).toBe(START_MESSAGES.sessionFailed);
    expect(microphoneTrack.stop).toHaveBeenCalled();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});
