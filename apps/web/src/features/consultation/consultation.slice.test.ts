import { describe, expect, it } from 'vitest';
import {
  consultationActions as actions,
  consultationSlice,
  initialConsultationState,
  waveRunning,
} from './consultation.slice';

const reduce = (...list: Parameters<typeof consultationSlice.reducer>[1][]) =>
  list.reduce(consultationSlice.reducer, initialConsultationState);

describe('the consultation slice', () => {
  it('updates a partial bubble in place and fixes it with the final', () => {
    const state = reduce(
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'How',
        segmentId: 'a',
        isFinal: false,
      }),
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'How long',
        segmentId: 'a',
        isFinal: false,
      }),
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'How long?',
        segmentId: 'a',
        isFinal: true,
      }),
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'late',
        segmentId: 'a',
        isFinal: false,
      }),
    );
    expect(state.bubbles).toEqual([
      { segmentId: 'a', speakerId: 'Guest-1', text: 'How long?', isFinal: true },
    ]);
  });

  it('runs the wave on started/resumed, stops it on paused, and shows the end-soon banner once', () => {
    const started = reduce(
      actions.serverMessage({ type: 'Status', status: 'started', recognizer: 'Azure Speech' }),
    );
    expect(started).toMatchObject({ phase: 'recording', recognizer: 'Azure Speech' });
    expect(waveRunning(started)).toBe(true);
    const paused = consultationSlice.reducer(
      started,
      actions.serverMessage({ type: 'Status', status: 'paused' }),
    );
    expect(paused).toMatchObject({ phase: 'paused' });
    expect(waveRunning(paused)).toBe(false);

    const warned = consultationSlice.reducer(
      paused,
      actions.serverMessage({ type: 'Status', status: 'toExpire' }),
    );
    const hidden = consultationSlice.reducer(warned, actions.hideExpiryBanner());
    const again = consultationSlice.reducer(
      hidden,
      actions.serverMessage({ type: 'Status', status: 'toExpire' }),
    );
    expect(warned.expiryBannerVisible).toBe(true);
    expect(again.expiryBannerVisible).toBe(false);
  });

  it('adds trimmed items of at most 200 characters, ignores blanks, and removes an item emptied by an edit', () => {
    const state = reduce(
      actions.addItem({ list: 'notes', text: '  fever 3 days ' }),
      actions.addItem({ list: 'notes', text: '   ' }),
      actions.addItem({ list: 'notes', text: 'x'.repeat(250) }),
      actions.editItem({ list: 'notes', index: 0, text: 'fever 4 days' }),
    );
    expect(state.notes).toEqual(['fever 4 days', 'x'.repeat(200)]);
    expect(
      consultationSlice.reducer(state, actions.editItem({ list: 'notes', index: 0, text: ' ' })).notes,
    ).toEqual(['x'.repeat(200)]);
  });

  it('replaces the bubbles with the saved transcript on a reconnect', () => {
    const state = reduce(
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'partial',
        segmentId: 'p',
        isFinal: false,
      }),
      actions.connectionLost(),
      actions.serverMessage({ type: 'Messages', messages: [{ Sender: 'Guest-2', Text: 'Three days' }] }),
    );
    expect(state.phase).toBe('reconnecting');
    expect(state.bubbles).toMatchObject([{ speakerId: 'Guest-2', text: 'Three days', isFinal: true }]);
  });

  it('is recording again, the wave running, once a dropped connection is resumed; paused if it was paused', () => {
    const started = actions.serverMessage({ type: 'Status', status: 'started' });
    const resumed = actions.serverMessage({ type: 'Resumed', lastAudioSeq: 40 });

    const recording = reduce(started, actions.connectionLost());
    expect([recording.phase, waveRunning(recording)]).toEqual(['reconnecting', false]);
    const back = consultationSlice.reducer(recording, resumed);
    expect([back.phase, waveRunning(back)]).toEqual(['recording', true]);

    const paused = reduce(
      started,
      actions.serverMessage({ type: 'Status', status: 'paused' }),
      actions.connectionLost(),
      resumed,
    );
    expect([paused.phase, waveRunning(paused)]).toEqual(['paused', false]);
  });

  it('shows a line once when its final arrives after the saved transcript that holds it', () => {
    const partial = { type: 'Message', speakerId: 'Guest-2', segmentId: '0/7', isFinal: false } as const;
    const state = reduce(
      actions.connectionLost(),
      actions.serverMessage({
        type: 'Messages',
        messages: [
          { Sender: 'Guest-1', Text: 'Any cough?' },
          { Sender: 'Guest-2', Text: 'A dry cough since yesterday' },
        ],
      }),
      actions.serverMessage({ ...partial, text: 'A dry cough' }),
      actions.serverMessage({ ...partial, text: 'A dry cough since yesterday', isFinal: true, seq: 2 }),
      actions.serverMessage({ ...partial, segmentId: '0/8', text: 'No fever', isFinal: true, seq: 3 }),
    );
    expect(state.bubbles.map((bubble) => [bubble.text, bubble.seq])).toEqual([
      ['Any cough?', 1],
      ['A dry cough since yesterday', 2],
      ['No fever', 3],
    ]);
  });

  it('is stopping from the confirmed Stop until the server says the session stopped', () => {
    const recording = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.serverMessage({ type: 'Status', status: 'started' }),
    );
    expect(recording.stopping).toBe(false);
    const stopping = consultationSlice.reducer(recording, actions.stopRequested());
    expect(stopping).toMatchObject({ stopping: true, phase: 'recording' });
    // Results still arriving while the last words are saved do not end the stopping state.
    const stillStopping = consultationSlice.reducer(
      stopping,
      actions.serverMessage({
        type: 'Message',
        speakerId: 'Guest-1',
        text: 'last words',
        segmentId: 'z',
        isFinal: true,
      }),
    );
    expect(stillStopping.stopping).toBe(true);
    const stopped = consultationSlice.reducer(
      stillStopping,
      actions.serverMessage({ type: 'Status', status: 'stopped' }),
    );
    expect(stopped).toMatchObject({ stopping: false, phase: 'stopped', endedNoticeVisible: true });
  });

  it('says how far behind the recognizer is while it says so, and no more once it caught up or stopped', () => {
    const recording = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.serverMessage({ type: 'Status', status: 'started' }),
    );
    const behind = consultationSlice.reducer(
      recording,
      actions.serverMessage({ type: 'Status', status: 'catchingUp', secondsBehind: 12 }),
    );
    expect(behind.recognizerBehindSeconds).toBe(12);
    const caughtUp = consultationSlice.reducer(
      behind,
      actions.serverMessage({ type: 'Status', status: 'catchingUp', secondsBehind: 0 }),
    );
    expect(caughtUp.recognizerBehindSeconds).toBeUndefined();
    const stopped = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.serverMessage({ type: 'Status', status: 'started' }),
      actions.stopRequested(),
      actions.serverMessage({ type: 'Status', status: 'catchingUp', secondsBehind: 4 }),
      actions.serverMessage({ type: 'Status', status: 'stopped' }),
    );
    expect(stopped.recognizerBehindSeconds).toBeUndefined();
  });

  it('is not stopping when Stop comes before any session started, nor after a lost connection ends it', () => {
    expect(reduce(actions.stopRequested()).stopping).toBe(false);
    const ended = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.stopRequested(),
      actions.connectionEnded('lost'),
    );
    expect(ended).toMatchObject({ stopping: false, phase: 'stopped', error: 'lost' });
  });

  it('goes back to before Start on a refused start, keeping notes and saying why', () => {
    const refused = reduce(
      actions.addItem({ list: 'notes', text: 'Fever for three days' }),
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'hi-IN' }),
      actions.serverMessage({ type: 'Status', status: 'refused', message: 'Hindi needs Azure Speech.' }),
    );
    expect(refused).toMatchObject({
      phase: 'idle',
      sessionId: undefined,
      stopping: false,
      error: 'Hindi needs Azure Speech.',
      notes: ['Fever for three days'],
    });
  });

  it('goes back to before Start when Stop comes before the server confirmed the start', () => {
    const cancelled = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.stopRequested(),
      actions.startCancelled(),
    );
    expect(cancelled).toMatchObject({ phase: 'idle', sessionId: undefined, stopping: false });
  });

  it('keeps the recording clock at the server’s figures: the limit from the start, the time so far from toExpire', () => {
    const started = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.serverMessage({ type: 'Status', status: 'started', secondsLeft: 600, secondsRecorded: 0 }),
    );
    expect(started.recordingClock).toEqual({ limitSeconds: 600, recordedSeconds: 0 });
    const warned = consultationSlice.reducer(
      started,
      actions.serverMessage({ type: 'Status', status: 'toExpire', secondsLeft: 60 }),
    );
    expect(warned.recordingClock).toEqual({ limitSeconds: 600, recordedSeconds: 540 });
    const continued = reduce(
      actions.startRequested({ sessionId: 's1', userId: 'u1', language: 'en-US' }),
      actions.serverMessage({ type: 'Status', status: 'started', secondsLeft: 420, secondsRecorded: 180 }),
    );
    expect(continued.recordingClock).toEqual({ limitSeconds: 600, recordedSeconds: 180 });
  });
});
