import { isAnyOf } from '@reduxjs/toolkit';
import { TRANSCRIPTION_PATH, TranscriptionLink } from '@medi/contracts';
import { featureListeners } from '../../store/feature-listeners';
import { consultationActions, type ConsultationState } from './consultation.slice';
import { forgetLiveConsultation, rememberLiveConsultation } from './live-consultation-memory';

export const MICROPHONE_MESSAGES = {
  denied:
    'Microphone access was denied. Allow the microphone for this site in the browser settings, then start again.',
  missing: 'No microphone was found. Connect a microphone, then start again.',
  failed:
    'The microphone could not be opened. Check that no other application is using it, then start again.',
} as const;

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
 * the microphone and hands its 100 ms PCM frames to a TranscriptionLink (the protocol's client: numbering,
 * buffering, start, reconnect and resend), feeds the server's messages into the slice, and ends on stop, on a
 * refused start, or when the server ends the session; the microphone is released whichever way it ends.
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
    rememberLiveConsultation(sessionId);
    const audioContext = new AudioContext();
    await audioContext.audioWorklet.addModule('/pcm-processor.js');
    const worklet = new AudioWorkletNode(audioContext, 'pcm-processor');
    audioContext.createMediaStreamSource(microphone).connect(worklet);

    let resolveFinished: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (resolveFinished = resolve));
    const link = new TranscriptionLink({
      connect: () => new WebSocket(transcriptionUrl()),
      userId,
      sessionId,
      language,
      diagnosisOn: () => listenerApi.getState().consultation.diagnosisOn,
      onMessage: (message) => dispatch(consultationActions.serverMessage(message)),
      onConnectionLost: () => dispatch(consultationActions.connectionLost()),
      onEnded: (ending) => {
        if (ending.kind === 'failed') dispatch(consultationActions.connectionEnded(ending.message));
        else if (ending.kind === 'cancelled') dispatch(consultationActions.startCancelled());
        else if (ending.kind === 'stopped') dispatch(consultationActions.connectionEnded());
        resolveFinished();
      },
    });
    worklet.port.onmessage = (event: MessageEvent<ArrayBuffer>) => link.pushAudio(toBase64(event.data));

    const controls = (async () => {
      for (;;) {
        const [control] = await listenerApi.take(
          isAnyOf(
            consultationActions.pauseRequested,
            consultationActions.resumeRequested,
            consultationActions.stopRequested,
            consultationActions.cleared,
          ),
        );
        if (consultationActions.cleared.match(control)) return link.close();
        if (consultationActions.pauseRequested.match(control)) link.pause();
        else if (consultationActions.resumeRequested.match(control)) link.resume();
        else link.stop();
      }
    })();

    listenerApi.signal.addEventListener('abort', () => {
      link.close();
      resolveFinished();
    });
    try {
      await Promise.race([finished, controls.then(resolveFinished)]);
    } finally {
      forgetLiveConsultation();
      void controls.catch(() => undefined);
      worklet.port.onmessage = null;
      for (const track of microphone.getTracks()) track.stop();
      void audioContext.close();
    }
  },
});
