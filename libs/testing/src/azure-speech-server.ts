import { createServer, type IncomingMessage, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { freePort } from './free-port';

/** One utterance the server recognises once `atAudioMs` of audio has arrived on a connection. */
export interface ScriptedUtterance {
  speakerId: string;
  text: string;
  atAudioMs: number;
  /** Partial texts sent as speech.hypothesis before the phrase; by default the text's growing word prefixes. */
  hypotheses?: string[];
  /** The confidence of each word of the text (the phrase's NBest[0].Words); 0.95 each by default. */
  confidences?: number[];
}

export interface AzureSpeechServerOptions {
  /** The subscription key the SDK must send; another key is refused with 401 at the upgrade. */
  key?: string;
  /** What each new connection recognises, in order of atAudioMs. */
  script?: ScriptedUtterance[];
  /**
   * A provider failing mid-session: once a connection has received this much audio it is closed with 1011
   * and every later connection (the SDK's reconnects) is refused with 503.
   */
  failAfterAudioMs?: number;
  /**
   * Answers every audio frame at once with a hypothesis "audio <bytes so far>", so a benchmark measures
   * everything but the provider's own delay.
   */
  answerEveryFrame?: boolean;
  /**
   * With answerEveryFrame: a frame of pure silence ends the utterance, answered with its final (a speech.phrase
   * "audio <bytes so far>"), as a speaker's pause does with Azure. Until a final comes the SDK keeps every byte it
   * sent, for a replay.
   */
  endUtteranceOnSilence?: boolean;
  /**
   * Recognition driven by the audio itself, so a replay of the same audio after a takeover says the same words:
   * a run of samples equal to a key of this map is that utterance, spoken (partials, then the phrase ending where
   * the run ended) at the first frame without it.
   */
  markers?: Record<number, { speakerId: string; text: string }>;
}

/** What the server saw on one connection, for tests to assert on. */
export interface AzureSpeechConnection {
  url: string;
  language: string | null;
  /** Bodies of the client's text frames by path (speech.config, speech.context). */
  messages: Record<string, unknown>;
  audioBytes: number;
  ended: boolean;
}

export interface AzureSpeechServer {
  /** For SpeechConfig.fromEndpoint: the full conversation-transcription path. */
  endpoint: string;
  /** For SpeechConfig.fromHost. */
  host: string;
  connections: AzureSpeechConnection[];
  close(): Promise<void>;
}

/**
 * A phrase's recognised text in both of Azure's formats: it answers the one the client asked for, and the SDK reads
 * DisplayText when it asked for simple results, NBest (with the words' confidences) when it asked for detailed.
 */
function recognised(text: string, confidences: readonly number[] = []) {
  return {
    RecognitionStatus: 'Success',
    DisplayText: text,
    NBest: [
      {
        Confidence: 0.9,
        Display: text,
        Lexical: text.toLowerCase(),
        Words: text.split(' ').map((word, i) => ({
          Word: word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''),
          Confidence: confidences[i] ?? 0.95,
        })),
      },
    ],
  };
}

const CONVERSATION_PATH = '/speech/recognition/conversation/cognitiveservices/v1';
/** 16 kHz, 16-bit mono. */
const BYTES_PER_MS = 32;
const WAV_HEADER_BYTES = 44;
/** Azure counts offsets and durations in 100 ns ticks. */
const TICKS_PER_MS = 10_000;

/**
 * A local server that speaks the Azure Speech WebSocket protocol the Speech SDK's ConversationTranscriber
 * uses (framing in STACK-NOTES), answering a script with speaker ids.
 */
export async function startAzureSpeechServer(
  options: AzureSpeechServerOptions = {},
): Promise<AzureSpeechServer> {
  const connections: AzureSpeechConnection[] = [];
  const state = { failed: false };
  const http: Server = createServer((_request, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== CONVERSATION_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    if (state.failed) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
      return;
    }
    if (options.key !== undefined && keyOf(request) !== options.key) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection: AzureSpeechConnection = {
        url: request.url ?? '',
        language: url.searchParams.get('language'),
        messages: {},
        audioBytes: 0,
        ended: false,
      };
      connections.push(connection);
      serveConnection(ws, connection, options, state);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `ws://127.0.0.1:${port}${CONVERSATION_PATH}`,
    host: `ws://127.0.0.1:${port}`,
    connections,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function keyOf(request: IncomingMessage): string | undefined {
  const header = request.headers['ocp-apim-subscription-key'];
  if (typeof header === 'string') return header;
  return (
    new URL(request.url ?? '/', 'http://localhost').searchParams.get('Ocp-Apim-Subscription-Key') ?? undefined
  );
}

function serveConnection(
  ws: WebSocket,
  connection: AzureSpeechConnection,
  options: AzureSpeechServerOptions,
  state: { failed: boolean },
): void {
  const script = [...(options.script ?? [])].sort((a, b) => a.atAudioMs - b.atAudioMs);
  let requestId = '';
  let turnStarted = false;
  let spoken = 0;
  let recognisedUntilMs = 0;

  const send = (path: string, body: unknown) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(
      `X-RequestId:${requestId}\r\nContent-Type:application/json; charset=utf-8\r\nPath:${path}\r\n\r\n` +
        JSON.stringify(body),
    );
  };
  const startTurn = () => {
    if (turnStarted) return;
    turnStarted = true;
    send('turn.start', { context: { serviceTag: 'local-azure-speech-server' } });
    send('speech.startDetected', { Offset: 0 });
  };
  const speak = (utterance: ScriptedUtterance) => {
    const offset = recognisedUntilMs * TICKS_PER_MS;
    const duration = Math.max(utterance.atAudioMs - recognisedUntilMs, 1) * TICKS_PER_MS;
    recognisedUntilMs = Math.max(utterance.atAudioMs, recognisedUntilMs);
    const words = utterance.text.split(' ');
    const hypotheses =
      utterance.hypotheses ?? words.slice(0, -1).map((_, i) => words.slice(0, i + 1).join(' '));
    for (const text of hypotheses) {
      send('speech.hypothesis', {
        Text: text,
        Offset: offset,
        Duration: duration,
        SpeakerId: utterance.speakerId,
      });
    }
    send('speech.phrase', {
      ...recognised(utterance.text, utterance.confidences),
      Offset: offset,
      Duration: duration,
      SpeakerId: utterance.speakerId,
      Channel: 0,
    });
  };
  let heardMarker: number | undefined;
  const listenForMarkers = (audio: Buffer, audioMsBefore: number) => {
    const markers = options.markers;
    if (!markers) return;
    const marker = markerIn(audio, markers);
    if (marker === heardMarker) return;
    if (heardMarker !== undefined) speak({ ...markers[heardMarker], atAudioMs: audioMsBefore });
    heardMarker = marker;
  };
  const speakUpTo = (audioMs: number) => {
    while (spoken < script.length && script[spoken].atAudioMs <= audioMs) speak(script[spoken++]);
  };

  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (!isBinary) {
      const { headers, body } = parseTextFrame(data.toString('utf8'));
      requestId = headers['x-requestid'] ?? requestId;
      try {
        connection.messages[headers.path ?? ''] = JSON.parse(body);
      } catch {
        connection.messages[headers.path ?? ''] = body;
      }
      return;
    }
    const headerLength = data.readUInt16BE(0);
    const headers = parseHeaders(data.subarray(2, 2 + headerLength).toString('utf8'));
    requestId = headers['x-requestid'] ?? requestId;
    const audio = data.subarray(2 + headerLength);
    startTurn();
    // Each turn's audio opens with a WAV header frame; an empty frame ends the stream.
    if (audio.subarray(0, 4).toString('latin1') === 'RIFF' && audio.length === WAV_HEADER_BYTES) return;
    if (audio.length === 0) {
      connection.ended = true;
      listenForMarkers(audio, connection.audioBytes / BYTES_PER_MS);
      speakUpTo(Number.POSITIVE_INFINITY);
      send('speech.endDetected', { Offset: recognisedUntilMs * TICKS_PER_MS });
      send('turn.end', {});
      return;
    }
    listenForMarkers(audio, connection.audioBytes / BYTES_PER_MS);
    connection.audioBytes += audio.length;
    const audioMs = connection.audioBytes / BYTES_PER_MS;
    if (options.failAfterAudioMs !== undefined && audioMs >= options.failAfterAudioMs) {
      state.failed = true;
      ws.close(1011, 'Scripted failure');
      return;
    }
    if (options.answerEveryFrame) {
      const heard = {
        Offset: Math.round(recognisedUntilMs * TICKS_PER_MS),
        Duration: Math.round((audioMs - recognisedUntilMs) * TICKS_PER_MS),
        SpeakerId: 'Guest-1',
      };
      if (options.endUtteranceOnSilence && isSilent(audio)) {
        recognisedUntilMs = audioMs;
        send('speech.phrase', {
          ...recognised(`audio ${connection.audioBytes}`),
          Channel: 0,
          ...heard,
        });
      } else {
        send('speech.hypothesis', { Text: `audio ${connection.audioBytes}`, ...heard });
      }
    }
    speakUpTo(audioMs);
  });
}

/** Every 16-bit sample zero is every byte zero. */
const isSilent = (audio: Buffer) => audio.every((byte) => byte === 0);

/** The first sample of the frame that is a marker's value, if any. */
function markerIn(audio: Buffer, markers: Record<number, unknown>): number | undefined {
  for (let offset = 0; offset + 1 < audio.length; offset += 2) {
    const sample = audio.readInt16LE(offset);
    if (sample !== 0 && sample in markers) return sample;
  }
  return undefined;
}

function parseTextFrame(frame: string): { headers: Record<string, string>; body: string } {
  const split = frame.indexOf('\r\n\r\n');
  return { headers: parseHeaders(frame.slice(0, split)), body: frame.slice(split + 4) };
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
