import { z } from 'zod';
import {
  AUDIO_FRAME_SUBPROTOCOL,
  CLOSE_CODES,
  MAX_AUDIO_FRAME_PCM_BYTES,
  firstMessageSchema,
  MAX_BUFFERED_AUDIO_FRAMES,
  MAX_FRAME_BURST,
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_SECOND,
  PING_INTERVAL_MS,
  SESSION_STATUSES,
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
    when: "A recognised utterance: partials and then their final share a segmentId; finals are numbered from 1. speakerId is Azure's (`Guest-N`, `Unknown`); the offline recognizer with enable_diarization says `Doctor`, `Patient`, `Speaker 1`/`Speaker 2` (voices told apart, roles not yet) or `Unknown` (voice unclear), else `Guest-1`. A final's label is never changed afterwards. Partials are not kept: after a reconnect come the saved transcript (`Messages`) and what follows it, not the partials sent while the socket was away.",
  },
  Messages: {
    fields: 'messages: [{ Sender, Text }]',
    when: 'After a reconnect: the saved transcript so far, in order (line n is the final numbered n). Messages it holds are not sent again; a final that comes after it with a seq it holds already (saved while the socket reconnected) is that line.',
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
    'message, except audio on a socket that negotiated binary audio frames (below).',
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
    '### Binary audio frames (an addition to the JSON protocol)',
    '',
    `A client that offers the WebSocket subprotocol \`${AUDIO_FRAME_SUBPROTOCOL}\` (and the server chooses it: the`,
    "socket's `protocol`) may send each audio chunk as a binary message instead of `trigger_process`: the chunk's",
    '`seq` as a 4-byte unsigned big-endian number (0: the next one), then the little-endian 16-bit mono PCM, an',
    `even number of bytes, at most ${MAX_AUDIO_FRAME_PCM_BYTES} (a second). It is taken exactly as the same`,
    '`trigger_process` would be (rate, order, `Ack`, `Resumed`); a malformed one gets the `badAudioFrame` error.',
    'Everything else stays JSON text, and JSON `trigger_process` frames remain accepted on that socket too. A',
    'client that offers nothing speaks the JSON protocol only: a binary message from it is `malformed`. The web',
    'client offers the subprotocol and falls back to JSON when a server does not choose it.',
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
