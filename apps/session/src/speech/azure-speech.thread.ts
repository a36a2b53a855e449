import { parentPort, workerData } from 'node:worker_threads';
import type { AppError } from '@medi/contracts';
import {
  ThreadMessageBatch,
  type FromSpeechThread,
  type ToSpeechThread,
  type ToSpeechThreadBatch,
} from './azure-speech.messages';
import { AzureSpeechStream, type AzureSpeechSettings } from './azure-speech.stream';
import { providerFailed, type SpeechResult, type SpeechStreamOptions } from './speech-provider';

/**
 * The Speech SDK's thread (started by AzureSpeechProvider): every Azure stream of the replica runs here, the main
 * thread only passes audio in and results out. The SDK is most of a live consultation's work, and here it runs
 * beside the main thread instead of in its way, with a heap of its own, and without the main thread's
 * AsyncLocalStorage, whose hook Node 20 runs for every promise (the SDK makes about fifty per audio frame).
 */
const port = parentPort!;
const settings = workerData as AzureSpeechSettings;
const streams = new Map<number, AzureSpeechStream>();

const toMain = new ThreadMessageBatch<FromSpeechThread>((messages) => port.postMessage(messages));

function post(message: FromSpeechThread): void {
  toMain.post(message);
}

function open(id: number, options: SpeechStreamOptions): void {
  let stream: AzureSpeechStream;
  try {
    stream = new AzureSpeechStream(settings, options);
  } catch (error) {
    post({ kind: 'failed', id, error: providerFailed(error).toJSON() });
    return;
  }
  streams.set(id, stream);
  stream.on('partial', (result: SpeechResult) => post({ kind: 'partial', id, result }));
  stream.on('final', (result: SpeechResult) => post({ kind: 'final', id, result }));
  stream.on('error', (error: AppError) => post({ kind: 'failed', id, error: error.toJSON() }));
}

async function end(id: number): Promise<void> {
  const stream = streams.get(id);
  streams.delete(id);
  try {
    await stream?.end();
  } finally {
    post({ kind: 'ended', id });
  }
}

function receive(message: ToSpeechThread, audio: ArrayBuffer): void {
  switch (message.kind) {
    case 'open':
      return open(message.id, message.options);
    case 'write':
      // The SDK keeps each write's ArrayBuffer as it is: a copy of its own, cut from the batch.
      return streams.get(message.id)?.writeOwned(audio.slice(message.start, message.end));
    case 'end':
      return void end(message.id);
  }
}

port.on('message', ({ messages, audio }: ToSpeechThreadBatch) => {
  for (const message of messages) receive(message, audio);
});
