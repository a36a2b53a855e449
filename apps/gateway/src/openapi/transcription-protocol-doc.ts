import { z } from 'zod';
import {
  BINARY_AUDIO_HEADER_BYTES,
  BINARY_AUDIO_SUBPROTOCOL,
  CLOSE_CODES,
  firstMessageSchema,
  MAX_BUFFERED_AUDIO_FRAMES,
  MAX_FRAME_BURST,
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_SECOND,
  PING_INTERVAL_MS,
  SESSION_STATUSES,
  SPEECH_SAMPLE_RATE,
  type ServerMessage,
  startEventSchema,
  TRANSCRIPTION_ERRORS,
  TRANSCRIPTION_PATH,
  triggerProcessEventSchema,
  CLIENT_EVENTS,
} from '@medi/contracts';

/**
 * What each server message carries and when it is sent. Keyed by the protocol's own union, so a message type
 * added to ServerMessage does not compile until it is described here.
 */
const SERVER_MESSAGES: Record<ServerMessage['type'], { fields: string; when: string }> = {
  Message: {
    fields: 'speakerId, text, segmentId, isFinal, seq (finals only)',
    when: "A recognised utterance: partials and then their final share a segmentId; finals are numbered from 1. speakerId is Azure's (`Guest-N`, `Unknown`); the offline recognizer with enable_diarization says `Doctor`, `Patient`, `Speaker 1`/`Speaker 2` (voices told apart, roles not yet) or `Unknown` (voice unclear), else `Guest-1`. A final's label is never changed afterwards.",
  },
  Messages: {
    fields: 'messages: [{ Sender, Text }]',
    when: 'After a reconnect: the saved transcript so far, in order.',
  },
  Medicines: { fields: 'medicines: string[]', when: 'Medicines heard so far (the live hints).' },
  Diagnosis: {
    fields: 'diagnosis: string[], unavailable?',
    when: 'Possible diagnoses, when the AI endpoint is configured and diagnosis_flag is on.',
  },
  Status: {
    fields: 'status, message?, recognizer?, secondsLeft?, secondsRecorded?, secondsBehind?',
    when: 'A change of the session: one of the statuses below; `error` carries one of the error texts, `refused` why a start was refused (nothing records; the client stops sending audio).',
  },
  Ack: { fields: 'seq', when: 'The audio chunk `seq` is stored: the client may drop it from its buffer.' },
  Pong: { fields: '', when: 'The answer to ping.' },
  Resumed: {
    fields: 'lastAudioSeq',
    when: 'After a reconnect, or a chunk refused because one before it is missing: resend every chunk after lastAudioSeq, then go on.',
  },
};

/** The live-consultation cap the error table shows its message for (billing's default). */
const EXAMPLE_LIVE_CAP = 2;

const json = (value: unknown): string => ['```json', JSON.stringify(value, null, 2), '```'].join('\n');

const schemaOf = (schema: z.ZodType): string => {
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete jsonSchema.$schema;
  return json(jsonSchema);
};

/** docs/api/transcription-protocol.md, rendered from the protocol module the gateway and the web client share. */
export function renderTranscriptionProtocol(): string {
  const lines = [
    '# Live transcription WebSocket',
    '',
    '<!-- Generated from libs/contracts/src/consultation/transcription-protocol.ts by',
    '     apps/gateway/src/openapi/transcription-protocol-doc.ts: do not edit. Regenerate with',
    '     WRITE_API_DOCS=1 npx jest apps/gateway/src/openapi/transcription-protocol-doc.spec.ts -->',
    '',
    `The browser opens \`wss://<host>${TRANSCRIPTION_PATH}\` with the session cookie of a signed-in doctor (the`,
    'HTTP API is described by the OpenAPI document at /api/support/openapi.json). Every frame is a JSON text',
    `message, except audio on a socket that negotiated \`${BINARY_AUDIO_SUBPROTOCOL}\` (see`,
    '[Audio as binary frames](#audio-as-binary-frames)).',
    '',
    '## Limits',
    '',
    `- A frame larger than ${MAX_FRAME_BYTES} bytes closes the socket with code ${CLOSE_CODES.tooBig}.`,
    `- A socket may send ${MAX_FRAMES_PER_SECOND} frames a second, in bursts of up to ${MAX_FRAME_BURST}; beyond that frames get a`,
    '  Status error and are dropped (a later audio chunk is then refused until the missing one is resent: the',
    '  server sends `Resumed` with the last chunk it stored).',
    `- A reconnecting client that names its newest buffered chunk (\`resendUpToSeq\`) may resend up to`,
    `  ${MAX_BUFFERED_AUDIO_FRAMES} chunks above that rate after the \`Resumed\`.`,
    `- The client sends \`ping\` every ${PING_INTERVAL_MS / 1000} s; the server answers \`Pong\`. The server pings`,
    '  the socket itself and cuts one that stops answering.',
    '- A session with no socket for `LIVE_ABANDONED_AFTER_MS` (2 minutes by default) ends on its own, its',
    '  transcript kept; a socket that attaches to a session leaves its older sockets behind (closed with',
    `  ${CLOSE_CODES.replaced}).`,
    '',
    '## First message (client)',
    '',
    'Names the session issued by POST /api/Session/create-session. A reconnecting client sends it again.',
    '',
    schemaOf(firstMessageSchema),
    '',
    '## Client events',
    '',
    `Every later message has an \`event\`: ${CLIENT_EVENTS.map((event) => `\`${event}\``).join(', ')}.`,
    '',
    '### start',
    '',
    schemaOf(startEventSchema),
    '',
    '### trigger_process (audio)',
    '',
    schemaOf(triggerProcessEventSchema),
    '',
    '`pause`, `resume`, `stop` and `ping` carry nothing but their event.',
    '',
    '### Audio as binary frames',
    '',
    `Our addition, optional: a client that offers the subprotocol \`${BINARY_AUDIO_SUBPROTOCOL}\``,
    `(\`Sec-WebSocket-Protocol\`; the browser: \`new WebSocket(url, '${BINARY_AUDIO_SUBPROTOCOL}')\`) and sees it`,
    'accepted (`ws.protocol`) may send each audio chunk as a binary message instead of a `trigger_process` event:',
    '',
    '| bytes | content |',
    '| --- | --- |',
    `| 0-${BINARY_AUDIO_HEADER_BYTES - 1} | \`seq\`, unsigned 32-bit big-endian (0: no number, as a \`trigger_process\` without \`seq\`) |`,
    `| ${BINARY_AUDIO_HEADER_BYTES}- | the audio: 16-bit little-endian mono PCM at ${SPEECH_SAMPLE_RATE} Hz, an even, non-zero number of bytes |`,
    '',
    'It is that `trigger_process` event in every other way: the same limits, the same `Ack`, `Resumed` and',
    'errors (`badAudio` for a frame without a whole sample; before the first message it is `malformed`, as any',
    'first message that is not a JSON object). Every other message stays JSON text, and both encodings may be',
    'mixed on the socket, in order. A binary message on a socket that did not negotiate the subprotocol is',
    '`malformed`; a client that offers no subprotocol, or another one, keeps the JSON protocol above.',
    '',
    '## Server messages',
    '',
    '| type | fields | sent when |',
    '| --- | --- | --- |',
    ...Object.entries(SERVER_MESSAGES).map(
      ([type, { fields, when }]) => `| ${type} | ${fields || '(none)'} | ${when} |`,
    ),
    '',
    `Statuses: ${SESSION_STATUSES.map((status) => `\`${status}\``).join(', ')}.`,
    '',
    '## Error texts (Status error)',
    '',
    '| key | message |',
    '| --- | --- |',
    ...Object.entries(TRANSCRIPTION_ERRORS).map(([key, message]) =>
      typeof message === 'function'
        ? `| ${key} | ${message(EXAMPLE_LIVE_CAP)} (for a cap of ${EXAMPLE_LIVE_CAP}) |`
        : `| ${key} | ${message} |`,
    ),
    '',
    '## Close codes',
    '',
    '| name | code |',
    '| --- | --- |',
    ...Object.entries(CLOSE_CODES).map(([name, code]) => `| ${name} | ${code} |`),
    '',
  ];
  return lines.join('\n');
}
