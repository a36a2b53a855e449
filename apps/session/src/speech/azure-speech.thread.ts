import { parentPort, workerData } from 'node:worker_threads';
import type { AppError } from '@medi/contracts';
import type { FromSpeechThread, ToSpeechThread } from './azure-speech.messages';
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

function post(message: FromSpeechThread): void {
  port.postMessage(message);
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

port.on('message', (message: ToSpeechThread) => {
  switch (message.kind) {
    case 'open':
      return open(message.id, message.options);
    case 'write':
      return streams.get(message.id)?.writeOwned(message.pcm16);
    case 'end':
      return void end(message.id);
  }
});
