import { isAnyOf } from '@reduxjs/toolkit';
import { AUDIO_FRAME_SUBPROTOCOL, TRANSCRIPTION_PATH, TranscriptionLink } from '@medi/contracts';
import { featureListeners } from '../../store/feature-listeners';
import type { AppDispatch } from '../../store/store';
import { consultationApi } from './consultation.api';
import { consultationActions, type ConsultationState, type StartRequest } from './consultation.slice';
import { forgetLiveConsultation, rememberLiveConsultation } from './live-consultation-memory';

/** Why Start did not start: shown on the page as they are. */
export const START_MESSAGES = {
  denied:
    'Microphone access was denied. Allow the microphone for this site in the browser settings, then start again.',
  missing: 'No microphone was found. Connect a microphone, then start again.',
  failed:
    'The microphone could not be opened. Check that no other application is using it, then start again.',
  sessionFailed: 'The session could not be started. Please try again.',
} as const;

/** Opens the microphone; answers the message to show when it cannot. */
async function openMicrophone(): Promise<MediaStream | string> {
  if (!navigator.mediaDevices?.getUserMedia) return START_MESSAGES.missing;
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return START_MESSAGES.denied;
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return START_MESSAGES.missing;
    return START_MESSAGES.failed;
  }
}

function transcriptionUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${TRANSCRIPTION_PATH}`;
}

/**
 * The consultation's id: the one asked for, or a new session for the patient (saved first). Only called once the
 * microphone is open, so a doctor without a working microphone leaves no empty consultation behind.
 */
async function openSession(request: StartRequest, dispatch: AppDispatch): Promise<string> {
  if ('sessionId' in request) return request.sessionId;
  const { patientId } = await dispatch(
    consultationApi.endpoints.upsertPatient.initiate(request.patient),
  ).unwrap();
  const { sessionId } = await dispatch(
    consultationApi.endpoints.createConsultationSession.initiate({
      patientId,
      consentText: request.consentText,
      language: request.language,
    }),
  ).unwrap();
  return sessionId;
}

/**
 * The live consultation's side effects, kept out of components and out of module state: on startRequested it opens
 * the microphone once (a refusal or a missing device ends the start with its message), opens the session, and hands
 * its 100 ms PCM frames to a TranscriptionLink (the protocol's client: numbering,
 * buffering, start, reconnect and resend), feeds the server's messages into the slice, and ends on stop, on a
 * refused start, or when the server ends the session; the microphone is released whichever way it ends.
 */
const startListening = featureListeners.startListening.withTypes<
  { consultation: ConsultationState },
  AppDispatch
>();

startListening({
  actionCreator: consultationActions.startRequested,
  effect: async (action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const dispatch = listenerApi.dispatch;
    const microphone = await openMicrophone();
    if (typeof microphone === 'string') {
      dispatch(consultationActions.failed(microphone));
      return;
    }
    try {
      const sessionId = await listenerApi.pause(openSession(action.payload, dispatch)).catch(() => undefined);
      if (listenerApi.signal.aborted) return;
      if (sessionId === undefined) {
        dispatch(consultationActions.failed(START_MESSAGES.sessionFailed));
        return;
      }
      dispatch(consultationActions.sessionOpened(sessionId));
      await transcribe(microphone, { ...action.payload, sessionId }, listenerApi);
    } finally {
      for (const track of microphone.getTracks()) track.stop();
    }
  },
});

type ConsultationListenerApi = Parameters<Parameters<typeof startListening>[0]['effect']>[1];

/** Streams the open microphone to the session until it ends, one way or another. */
async function transcribe(
  microphone: MediaStream,
  { sessionId, userId, language }: { sessionId: string; userId: string; language: string },
  listenerApi: ConsultationListenerApi,
): Promise<void> {
  const dispatch = listenerApi.dispatch;
  rememberLiveConsultation(sessionId);
  const audioContext = new AudioContext();
  await audioContext.audioWorklet.addModule('/pcm-processor.js');
  const worklet = new AudioWorkletNode(audioContext, 'pcm-processor');
  audioContext.createMediaStreamSource(microphone).connect(worklet);

  let resolveFinished: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (resolveFinished = resolve));
  const link = new TranscriptionLink({
    connect: () => new WebSocket(transcriptionUrl(), [AUDIO_FRAME_SUBPROTOCOL]),
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
  worklet.port.onmessage = (event: MessageEvent<ArrayBuffer>) => link.pushAudio(new Uint8Array(event.data));

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
    void audioContext.close();
  }
}
