import { AUDIO_FRAME_SUBPROTOCOL, decodeAudioFrame } from './audio-frames';
import { CONSULTATION_TEXTS } from './consultation.contracts';
import {
  LINK_SILENCE_TIMEOUT_MS,
  STOP_CONFIRM_TIMEOUT_MS,
  TranscriptionLink,
  type LinkEnding,
  type LinkSocket,
} from './transcription-link';
import {
  AUDIO_FRAME_MS,
  MAX_BUFFERED_AUDIO_FRAMES,
  RECONNECT_WINDOW_MS,
  type ServerMessage,
} from './transcription-protocol';

/** A socket the test opens, answers and drops by hand; it records what the link sent. */
class FakeSocket implements LinkSocket {
  readyState = 0;
  constructor(readonly protocol = '') {}
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];

  /** Binary audio frames are recorded as the JSON event they stand for, with `binary` set. */
  send(data: string | Uint8Array): void {
    if (typeof data === 'string') {
      this.sent.push(JSON.parse(data) as Record<string, unknown>);
      return;
    }
    const frame = decodeAudioFrame(data);
    this.sent.push({ event: 'trigger_process', seq: frame?.seq, pcm: frame?.pcm, binary: true });
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(undefined);
  }

  receive(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** The audio frame numbers sent on this socket, in order. */
  frames(): number[] {
    return this.sent
      .filter((message) => message.event === 'trigger_process')
      .map((message) => message.seq as number);
  }

  events(): unknown[] {
    return this.sent.map((message) => message.event ?? 'first message');
  }

  /** The audio frames sent on this socket, in order: encoding, seq and the number of the frame pushed. */
  audio(): string[] {
    return this.sent
      .filter((message) => message.event === 'trigger_process')
      .map((message) => {
        const pcm = message.binary
          ? (message.pcm as Uint8Array)
          : Uint8Array.from(atob(message.audio_chunk as string), (char) => char.charCodeAt(0));
        return `${message.binary ? 'binary' : 'json'} ${message.seq as number}: ${pcm[0] | (pcm[1] << 8)}`;
      });
  }
}

/** `protocol`: the subprotocol the server chooses, on every connection or on the nth. */
function startLink(protocol: string | ((connection: number) => string) = '') {
  const sockets: FakeSocket[] = [];
  const received: ServerMessage[] = [];
  const endings: LinkEnding[] = [];
  let lost = 0;
  const link = new TranscriptionLink({
    connect: () => {
      const socket = new FakeSocket(typeof protocol === 'string' ? protocol : protocol(sockets.length));
      sockets.push(socket);
      return socket;
    },
    userId: 'doctor',
    sessionId: 'session',
    language: 'en-US',
    diagnosisOn: () => true,
    onMessage: (message) => received.push(message),
    onConnectionLost: () => (lost += 1),
    onEnded: (ending) => endings.push(ending),
  });
  let pushed = 0;
  const push = (frames: number) => {
    for (let index = 0; index < frames; index += 1) {
      pushed += 1;
      link.pushAudio(new Uint8Array([pushed & 0xff, pushed >> 8]));
    }
  };
  /** Records `frames` of audio in real time (a frame per 100 ms), as the microphone does. */
  const record = (frames: number) => {
    for (let index = 0; index < frames; index += 1) {
      jest.advanceTimersByTime(AUDIO_FRAME_MS);
      push(1);
    }
  };
  const current = () => sockets[sockets.length - 1];
  return { link, sockets, current, received, endings, push, record, lostCount: () => lost };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('TranscriptionLink (the client of the transcription protocol)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first message and start, and no audio until the server confirms the start; then every frame in order', () => {
    const { current, push } = startLink();
    current().open();
    push(3);
    expect(current().events()).toEqual(['first message', 'start']);

    current().receive({ type: 'Status', status: 'started' });
    push(1);
    expect(current().frames()).toEqual([1, 2, 3, 4]);
  });

  it('sends audio as binary frames on a socket whose server chose the audio-frame subprotocol, else as JSON base64', () => {
    const binary = startLink(AUDIO_FRAME_SUBPROTOCOL);
    binary.current().open();
    binary.current().receive({ type: 'Status', status: 'started' });
    binary.push(2);
    const frames = binary.current().sent.filter((message) => message.event === 'trigger_process');
    expect(frames).toEqual([
      { event: 'trigger_process', seq: 1, pcm: new Uint8Array([1, 0]), binary: true },
      { event: 'trigger_process', seq: 2, pcm: new Uint8Array([2, 0]), binary: true },
    ]);

    const json = startLink();
    json.current().open();
    json.current().receive({ type: 'Status', status: 'started' });
    json.push(1);
    expect(json.current().sent.at(-1)).toEqual({ event: 'trigger_process', audio_chunk: 'AQA=', seq: 1 });
  });

  it('resends what a binary socket left unacknowledged as JSON to a server without binary frames, and back', () => {
    // A rolling deploy: the reconnect reaches an older gateway, the one after it a newer one again.
    const { current, push } = startLink((connection) => (connection === 1 ? '' : AUDIO_FRAME_SUBPROTOCOL));
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    push(3);
    current().receive({ type: 'Ack', seq: 1 });
    current().drop();
    push(1);
    jest.advanceTimersByTime(1_000);
    current().open();
    current().receive({ type: 'Resumed', lastAudioSeq: 1 });
    push(1);
    expect(current().audio()).toEqual(['json 2: 2', 'json 3: 3', 'json 4: 4', 'json 5: 5']);

    current().drop();
    jest.advanceTimersByTime(1_000);
    current().open();
    current().receive({ type: 'Resumed', lastAudioSeq: 3 });
    expect(current().audio()).toEqual(['binary 4: 4', 'binary 5: 5']);
  });

  it('ends on a refused start without sending a frame, and reports why', () => {
    const { link, current, push, endings } = startLink();
    current().open();
    push(5);
    current().receive({ type: 'Status', status: 'refused', message: 'Hindi needs Azure.' });
    push(5);

    expect(current().frames()).toEqual([]);
    expect(endings).toEqual([{ kind: 'refused', message: 'Hindi needs Azure.' }]);
    expect(link.bufferedFrames).toBe(0);
  });

  it('after a reconnect sends new audio only after the server’s Resumed, behind the resend: each frame once, in order', () => {
    const { current, sockets, push, lostCount } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    push(5);
    current().receive({ type: 'Ack', seq: 2 });
    current().drop();
    expect(lostCount()).toBe(1);
    push(3); // 6-8, recorded while disconnected
    jest.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);

    current().open();
    push(1); // 9, recorded before the server answered
    expect(current().sent).toEqual([
      {
        userId: 'doctor',
        sessionId: 'session',
        totalToken: 0,
        totalCost: 0,
        isPotentialDiagnosisOn: true,
        resendUpToSeq: 8,
      },
    ]);
    current().receive({ type: 'Resumed', lastAudioSeq: 4 });
    push(1); // 10
    expect(current().frames()).toEqual([5, 6, 7, 8, 9, 10]);
    expect(current().events()).not.toContain('start');
  });

  it('continues a consultation recorded before a page reload: its frames follow the ones the server has', () => {
    const { current, push } = startLink();
    current().open();
    push(2); // recorded by this page before the server answered
    // The session is live on the server with 40 frames from the page before the reload.
    current().receive({ type: 'Resumed', lastAudioSeq: 40 });
    push(1);
    expect(current().frames()).toEqual([41, 42, 43]);
  });

  it('resends from where the server asks when it refuses a frame after a missing one', () => {
    const { current, push } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    push(6);
    current().receive({ type: 'Resumed', lastAudioSeq: 3 });
    expect(current().frames()).toEqual([1, 2, 3, 4, 5, 6, 4, 5, 6]);
  });

  it('takes a connection that answers nothing for a while as dead and reconnects', () => {
    const { current, sockets, record } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    record((LINK_SILENCE_TIMEOUT_MS + 1_000) / AUDIO_FRAME_MS);
    expect(sockets.length).toBeGreaterThan(1);
    expect(sockets[0].readyState).toBe(3);
  });

  it('holds a 60 s outage at 10 frames a second, delivers all of it after the reconnect, and then holds nothing', () => {
    const { link, current, sockets, record } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    record(20);
    current().receive({ type: 'Ack', seq: 20 });
    current().drop();
    // Every reconnection attempt fails during the outage.
    for (let second = 0; second < 60; second += 1) {
      record(10);
      if (current().readyState === 0) current().drop();
    }
    expect(link.bufferedFrames).toBe(600);
    expect(link.bufferedFrames).toBeLessThanOrEqual(MAX_BUFFERED_AUDIO_FRAMES);

    jest.advanceTimersByTime(5_000);
    const socket = current();
    socket.open();
    socket.receive({ type: 'Resumed', lastAudioSeq: 20 });
    expect(socket.frames()).toEqual(range(21, 620));
    socket.receive({ type: 'Ack', seq: 620 });
    expect(link.bufferedFrames).toBe(0);
    expect(sockets.length).toBeGreaterThan(5);
  });

  it('gives up when the connection stays down past the reconnect window, releasing what it buffered', () => {
    const { link, current, record, endings } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    current().drop();
    let peak = 0;
    for (let elapsed = 0; elapsed <= RECONNECT_WINDOW_MS + 10_000 && endings.length === 0; elapsed += 1_000) {
      record(10);
      peak = Math.max(peak, link.bufferedFrames);
      if (current().readyState === 0) current().drop();
    }
    expect(endings).toEqual([{ kind: 'failed', message: CONSULTATION_TEXTS.connectionLost }]);
    expect(peak).toBeLessThanOrEqual(MAX_BUFFERED_AUDIO_FRAMES);
    expect(link.bufferedFrames).toBe(0);
  });

  it('sends a Stop made while disconnected after the resend, and finishes when the server confirms', () => {
    const { link, current, push, endings } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    push(3);
    current().drop();
    push(2);
    link.stop();
    push(2); // after Stop: not recorded
    jest.advanceTimersByTime(1_000);
    current().open();
    current().receive({ type: 'Resumed', lastAudioSeq: 1 });

    expect(current().events()).toEqual([
      'first message',
      ...Array.from({ length: 4 }, () => 'trigger_process'),
      'stop',
    ]);
    expect(current().frames()).toEqual([2, 3, 4, 5]);
    current().receive({ type: 'Status', status: 'stopped' });
    expect(endings).toEqual([{ kind: 'stopped' }]);
  });

  it('says why when the server does not confirm a Stop within a few seconds', () => {
    const { link, current, endings } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    link.stop();
    expect(current().events()).toContain('stop');
    // The server answers pings, so the connection is alive, but never confirms.
    for (let elapsed = 0; elapsed < STOP_CONFIRM_TIMEOUT_MS + 1_000; elapsed += 500) {
      jest.advanceTimersByTime(500);
      if (current().sent.at(-1)?.event === 'ping') current().receive({ type: 'Pong' });
    }
    expect(endings).toEqual([{ kind: 'failed', message: CONSULTATION_TEXTS.stopUnconfirmed }]);
  });

  it('keeps a Stop waiting while the server says its recognizer is catching up, then finishes it', () => {
    const { link, current, endings } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    link.stop();
    // A recognizer 30 s behind: the server reports every 2 s, for three times as long as a silent Stop is given.
    for (let elapsed = 0, behind = 30; elapsed < 3 * STOP_CONFIRM_TIMEOUT_MS; elapsed += 2_000, behind -= 1) {
      current().receive({ type: 'Status', status: 'catchingUp', secondsBehind: behind });
      for (let step = 0; step < 4; step += 1) {
        jest.advanceTimersByTime(500);
        if (current().sent.at(-1)?.event === 'ping') current().receive({ type: 'Pong' });
      }
    }
    expect(endings).toEqual([]);
    current().receive({ type: 'Status', status: 'stopped' });
    expect(endings).toEqual([{ kind: 'stopped' }]);
  });

  it('finishes a Stop when the server confirms it', () => {
    const { link, current, endings } = startLink();
    current().open();
    current().receive({ type: 'Status', status: 'started' });
    link.stop();
    current().receive({ type: 'Status', status: 'stopped' });
    expect(endings).toEqual([{ kind: 'stopped' }]);
  });

  it('ends at once when Stop comes before the server confirmed the start', () => {
    const { link, current, endings } = startLink();
    current().open();
    link.stop();
    expect(endings).toEqual([{ kind: 'cancelled' }]);
  });
});
