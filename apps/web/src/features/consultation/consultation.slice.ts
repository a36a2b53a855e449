import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { NOTE_ITEM_MAX, type ServerMessage, type TranscriptLine } from '@medi/contracts';
import { rootReducer } from '../../store/root-reducer';
import type { PatientPayload } from './consultation.api';

/** starting: the microphone (and, for a new consultation, its session) are being opened; nothing is sent yet. */
export type RecordingPhase =
  'idle' | 'starting' | 'connecting' | 'recording' | 'paused' | 'reconnecting' | 'stopped';

export interface Bubble {
  segmentId: string;
  speakerId: string;
  text: string;
  isFinal: boolean;
  /** A saved line's number in the transcript (1 for the first). */
  seq?: number;
}

/**
 * Where the recording time stood at the server's last word on it (Status started, toExpire): the page counts on
 * from there while recording, so a reload or a reconnect picks the true figures up again.
 */
export interface RecordingClock {
  /** The session's recording limit: the plan's, or less when fewer hours are left. */
  limitSeconds: number;
  recordedSeconds: number;
}

export interface ConsultationState {
  phase: RecordingPhase;
  sessionId?: string;
  /** While reconnecting: what the session was doing when the connection dropped, and is again once Resumed. */
  phaseBeforeDrop?: 'recording' | 'paused';
  /** The doctor confirmed Stop and the server's Status stopped has not arrived yet. */
  stopping: boolean;
  bubbles: Bubble[];
  notes: string[];
  prescriptions: string[];
  diagnosis: string[];
  /** Why no diagnosis can come (no AI service): shown beside the list, not in it. */
  diagnosisUnavailable?: string;
  medicines: string[];
  diagnosisOn: boolean;
  recognizer?: string;
  /** How far the recognizer is behind the audio, in seconds, while it says it is (Status catchingUp). */
  recognizerBehindSeconds?: number;
  recordingClock?: RecordingClock;
  /** Status toExpire arrived: the banner shows once. */
  expiryWarned: boolean;
  expiryBannerVisible: boolean;
  endedNoticeVisible: boolean;
  error?: string;
}

export const initialConsultationState: ConsultationState = {
  phase: 'idle',
  stopping: false,
  bubbles: [],
  notes: [],
  prescriptions: [],
  diagnosis: [],
  medicines: [],
  diagnosisOn: true,
  expiryWarned: false,
  expiryBannerVisible: false,
  endedNoticeVisible: false,
};

export type ListName = 'notes' | 'prescriptions';

/** A new consultation (the patient saved, then the session created) or one that is live on the server already. */
export type StartRequest = { userId: string; language: string } & (
  { sessionId: string } | { patient: PatientPayload; consentText: string }
);

/** Whether the page holds anything the Clear button would throw away. */
export function hasConsultationData(state: ConsultationState): boolean {
  return (
    state.bubbles.length > 0 ||
    state.notes.length > 0 ||
    state.prescriptions.length > 0 ||
    state.sessionId !== undefined
  );
}

/** The saved transcript, in order: its lines are numbered from 1, as the server numbers them. */
function linesToBubbles(lines: TranscriptLine[]): Bubble[] {
  return lines.map((line, index) => ({
    segmentId: `saved-${index + 1}`,
    speakerId: line.Sender,
    text: line.Text,
    isFinal: true,
    seq: index + 1,
  }));
}

/** The live consultation on the page: fed by the transcription socket's messages (see live-transcription.ts). */
export const consultationSlice = createSlice({
  name: 'consultation',
  initialState: initialConsultationState,
  reducers: {
    startRequested(state, action: PayloadAction<StartRequest>) {
      state.phase = 'starting';
      if ('sessionId' in action.payload) state.sessionId = action.payload.sessionId;
      state.error = undefined;
    },
    /** The microphone is open and the session exists: the transcription socket opens. */
    sessionOpened(state, action: PayloadAction<string>) {
      state.phase = 'connecting';
      state.sessionId = action.payload;
    },
    pauseRequested() {},
    resumeRequested() {},
    stopRequested(state) {
      if (state.phase !== 'idle' && state.phase !== 'stopped') state.stopping = true;
    },
    connectionLost(state) {
      if (state.phase === 'recording' || state.phase === 'paused') state.phaseBeforeDrop = state.phase;
      if (state.phase !== 'stopped') state.phase = 'reconnecting';
    },
    connectionEnded(state, action: PayloadAction<string | undefined>) {
      state.phase = 'stopped';
      state.stopping = false;
      state.endedNoticeVisible = true;
      if (action.payload) state.error = action.payload;
    },
    /** Stop before the server confirmed the start: nothing was recorded, the page is as before Start. */
    startCancelled(state) {
      backToIdle(state);
    },
    failed(state, action: PayloadAction<string>) {
      state.error = action.payload;
      if (state.phase === 'starting' || state.phase === 'connecting') state.phase = 'idle';
    },
    serverMessage(state, action: PayloadAction<ServerMessage>) {
      const message = action.payload;
      switch (message.type) {
        case 'Message': {
          // A line the page shows already from the saved transcript (a reconnect while it was being saved) is not
          // shown twice: its final goes, and so does the partial bubble before it.
          const { seq } = message;
          const shownAlready =
            message.isFinal &&
            seq !== undefined &&
            state.bubbles.some(
              (candidate) => candidate.seq === seq && candidate.segmentId !== message.segmentId,
            );
          if (shownAlready) {
            state.bubbles = state.bubbles.filter((candidate) => candidate.segmentId !== message.segmentId);
            return;
          }
          const bubble = state.bubbles.find((candidate) => candidate.segmentId === message.segmentId);
          if (bubble) {
            if (bubble.isFinal) return;
            bubble.text = message.text;
            bubble.speakerId = message.speakerId;
            bubble.isFinal = message.isFinal;
            bubble.seq = message.seq;
          } else {
            state.bubbles.push({
              segmentId: message.segmentId,
              speakerId: message.speakerId,
              text: message.text,
              isFinal: message.isFinal,
              seq: message.seq,
            });
          }
          return;
        }
        case 'Messages':
          // A reconnect: the saved transcript replaces what the page had, partial bubbles included.
          state.bubbles = linesToBubbles(message.messages);
          return;
        case 'Medicines':
          state.medicines = message.medicines;
          return;
        case 'Diagnosis':
          state.diagnosis = message.diagnosis;
          state.diagnosisUnavailable = message.unavailable;
          return;
        case 'Resumed':
          if (state.phase === 'reconnecting') state.phase = state.phaseBeforeDrop ?? 'recording';
          state.phaseBeforeDrop = undefined;
          return;
        case 'Status':
          applyStatus(state, message);
          return;
        case 'Ack':
        case 'Pong':
          return;
      }
    },
    hideExpiryBanner(state) {
      state.expiryBannerVisible = false;
    },
    hideEndedNotice(state) {
      state.endedNoticeVisible = false;
    },
    setDiagnosisOn(state, action: PayloadAction<boolean>) {
      state.diagnosisOn = action.payload;
    },
    addItem(state, action: PayloadAction<{ list: ListName; text: string }>) {
      const text = action.payload.text.trim().slice(0, NOTE_ITEM_MAX);
      if (text) state[action.payload.list].push(text);
    },
    /** Inline edit; an item emptied by the edit is removed. */
    editItem(state, action: PayloadAction<{ list: ListName; index: number; text: string }>) {
      const { list, index, text } = action.payload;
      const trimmed = text.trim().slice(0, NOTE_ITEM_MAX);
      if (trimmed) state[list][index] = trimmed;
      else state[list].splice(index, 1);
    },
    cleared() {
      return initialConsultationState;
    },
  },
});

function applyStatus(state: ConsultationState, message: Extract<ServerMessage, { type: 'Status' }>): void {
  switch (message.status) {
    case 'started':
    case 'resumed':
      state.phase = 'recording';
      if (message.recognizer) state.recognizer = message.recognizer;
      if (message.secondsLeft !== undefined) {
        const recordedSeconds = message.secondsRecorded ?? 0;
        state.recordingClock = { limitSeconds: recordedSeconds + message.secondsLeft, recordedSeconds };
      }
      return;
    case 'paused':
      state.phase = 'paused';
      return;
    case 'toExpire':
      if (state.recordingClock && message.secondsLeft !== undefined) {
        const { limitSeconds } = state.recordingClock;
        state.recordingClock = {
          limitSeconds,
          recordedSeconds: Math.max(limitSeconds - message.secondsLeft, 0),
        };
      }
      if (!state.expiryWarned) {
        state.expiryWarned = true;
        state.expiryBannerVisible = true;
      }
      return;
    case 'catchingUp':
      state.recognizerBehindSeconds = message.secondsBehind || undefined;
      return;
    case 'stopped':
    case 'expired':
      state.phase = 'stopped';
      state.stopping = false;
      state.recognizerBehindSeconds = undefined;
      state.endedNoticeVisible = true;
      return;
    case 'error':
      state.error = message.message;
      return;
    case 'refused':
      backToIdle(state);
      state.error = message.message;
      return;
  }
}

/** The session did not start: the patient form, notes and prescription stay, and Start can be pressed again. */
function backToIdle(state: ConsultationState): void {
  state.phase = 'idle';
  state.sessionId = undefined;
  state.stopping = false;
  state.recordingClock = undefined;
}

export const consultationActions = consultationSlice.actions;

/**
 * The wave animation runs while the server records: from Status started/resumed to paused/stopped, and not while
 * the connection is being restored. Derived, never stored: a stored flag once stayed off after every reconnect.
 */
export function waveRunning(state: ConsultationState): boolean {
  return state.phase === 'recording';
}

declare module '../../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof consultationSlice> {}
}

/** Injected when the consultation pages load; until then the state holds no consultation. */
const injectedConsultation = consultationSlice.injectInto(rootReducer);

/** The consultation state, its initial value while the slice is not in the store yet. */
export const selectConsultation = injectedConsultation.selectSlice;
