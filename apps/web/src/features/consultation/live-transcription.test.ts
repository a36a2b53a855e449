import type { ServerMessage } from '@medi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../store/store';
import { consultationActions, selectConsultation } from './consultation.slice';
import './live-transcription';

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

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
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
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [microphoneTrack] }) },
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
    stubBrowserAudio();
  });

  afterEach(() => {
    vi.useRealTimers();
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
});
