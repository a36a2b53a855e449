import { isAnyOf } from '@reduxjs/toolkit';
import {
  PING_INTERVAL_MS,
  SPEECH_SAMPLE_RATE,
  TRANSCRIPTION_PATH,
  TRANSCRIPTION_MODEL,
  type ServerMessage,
} from '@medi/contracts';
import { featureListeners } from '../../app/feature-listeners';
import { consultationActions, type ConsultationState } from './consultation.slice';

export const MICROPHONE_MESSAGES = {
  denied:
    'Microphone access was denied. Allow the microphone for this site in the browser settings, then start again.',
  missing: 'No microphone was found. Connect a microphone, then start again.',
  failed:
    'The microphone could not be opened. Check that no other application is using it, then start again.',
} as const;
export const CONNECTION_LOST_MESSAGE =
  'The connection to the server was lost and could not be restored. The transcript so far is kept.';

const RECONNECT_ATTEMPTS = 5;
const RECONNECT_BASE_DELAY_MS = 500;

/** Opens the microphone; answers the message to show when it cannot. */
export async function openMicrophone(): Promise<MediaStream | string> {
  if (!navigator.mediaDevices?.getUserMedia) return MICROPHONE_MESSAGES.missing;
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_MESSAGES.denied;
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return MICROPHONE_MESSAGES.missing;
    return MICROPHONE_MESSAGES.failed;
  }
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 1) binary += String.fromCharCode(bytes[index]);
  return btoa(binary);
}

function transcriptionUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${TRANSCRIPTION_PATH}`;
}

/**
 * The live consultation's side effects, kept out of components and out of module state: on startRequested it opens
 * the microphone and the transcription socket, streams numbered PCM chunks, feeds server messages into the slice,
 * reconnects on its own (resending the chunks the server did not acknowledge), and ends on stop or when the server
 * ends the session.
 */
const startListening = featureListeners.startListening.withTypes<{ consultation: ConsultationState }>();

startListening({
  actionCreator: consultationActions.startRequested,
  effect: async (action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const { sessionId, userId, language } = action.payload;
    const dispatch = listenerApi.dispatch;
    const microphone = await openMicrophone();
    if (typeof microphone === 'string') {
      dispatch(consultationActions.failed(microphone));
      return;
    }
    const audioContext = new AudioContext();
    await audioContext.audioWorklet.addModule('/pcm-processor.js');
    const worklet = new AudioWorkletNode(audioContext, 'pcm-processor');
    audioContext.createMediaStreamSource(microphone).connect(worklet);

    const unacknowledged = new Map<number, string>();
    let nextSeq = 1;
    let paused = false;
    /** Stop was asked for: a reconnect sends it again, after the chunks the server had not acknowledged. */
    let stopping = false;
    let finished = false;
    let socket: WebSocket | undefined;
    let resolveFinished: () => void = () => undefined;
    const finishedPromise = new Promise<void>((resolve) => (resolveFinished = resolve));

    const sendChunk = (seq: number, chunk: string) => {
      if (socket?.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ event: 'trigger_process', audio_chunk: chunk, seq }));
      }
    };
    worklet.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      if (paused || finished) return;
      const seq = nextSeq++;
      const chunk = toBase64(event.data);
      unacknowledged.set(seq, chunk);
      sendChunk(seq, chunk);
    };

    const finish = (message?: string) => {
      if (finished) return;
      finished = true;
      dispatch(consultationActions.connectionEnded(message));
      resolveFinished();
    };

    const onMessage = (message: ServerMessage) => {
      if (message.type === 'Ack') {
        for (const seq of unacknowledged.keys()) if (seq <= message.seq) unacknowledged.delete(seq);
        return;
      }
      if (message.type === 'Resumed') {
        for (const seq of [...unacknowledged.keys()].sort((a, b) => a - b)) {
          if (seq <= message.lastAudioSeq) unacknowledged.delete(seq);
          else sendChunk(seq, unacknowledged.get(seq) ?? '');
        }
        if (stopping && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event: 'stop' }));
      }
      dispatch(consultationActions.serverMessage(message));
      if (message.type === 'Status' && (message.status === 'stopped' || message.status === 'expired'))
        finish();
    };

    const connect = (first: boolean, attempt = 0) => {
      const ws = new WebSocket(transcriptionUrl());
      socket = ws;
      let opened = false;
      ws.onopen = () => {
        opened = true;
        const { diagnosisOn } = listenerApi.getState().consultation;
        ws.send(
          JSON.stringify({
            userId,
            sessionId,
            totalToken: 0,
            totalCost: 0,
            isPotentialDiagnosisOn: diagnosisOn,
          }),
        );
        if (first) {
          ws.send(
            JSON.stringify({
              event: 'start',
              language,
              enable_diarization: true,
              sample_rate: SPEECH_SAMPLE_RATE,
              diagnosis_flag: diagnosisOn,
              transcriber_type: TRANSCRIPTION_MODEL,
            }),
          );
        }
      };
      ws.onmessage = (event: MessageEvent<string>) => onMessage(JSON.parse(event.data) as ServerMessage);
      ws.onclose = (event) => {
        if (finished || socket !== ws) return;
        // 1008: not this doctor's session; 4001: signed out. Neither comes back by reconnecting.
        if (event.code === 1008 || event.code === 4001 || attempt >= RECONNECT_ATTEMPTS) {
          finish(CONNECTION_LOST_MESSAGE);
          return;
        }
        dispatch(consultationActions.connectionLost());
        const delay = RECONNECT_BASE_DELAY_MS * 2 ** attempt;
        setTimeout(() => connect(first && !opened, opened ? 0 : attempt + 1), delay);
      };
    };
    connect(true);
    const ping = setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event: 'ping' }));
    }, PING_INTERVAL_MS);

    const controls = (async () => {
      while (!finished) {
        const [control] = await listenerApi.take(
          isAnyOf(
            consultationActions.pauseRequested,
            consultationActions.resumeRequested,
            consultationActions.stopRequested,
            consultationActions.cleared,
          ),
        );
        if (consultationActions.cleared.match(control)) return finish();
        const event = consultationActions.pauseRequested.match(control)
          ? 'pause'
          : consultationActions.resumeRequested.match(control)
            ? 'resume'
            : 'stop';
        paused = event === 'pause';
        if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event }));
        if (event === 'stop') {
          paused = true;
          stopping = true;
        }
      }
    })();

    listenerApi.signal.addEventListener('abort', () => finish());
    try {
      await finishedPromise;
    } finally {
      clearInterval(ping);
      void controls.catch(() => undefined);
      socket?.close(1000);
      for (const track of microphone.getTracks()) track.stop();
      void audioContext.close();
    }
  },
});
