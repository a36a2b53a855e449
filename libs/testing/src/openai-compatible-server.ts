import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './free-port';

/** One upload to /v1/audio/transcriptions as the server received it. */
export interface TranscriptionRequest {
  model: string;
  language?: string;
  /** The uploaded file (a WAV from our providers). */
  audio: Buffer;
}

/** What a handler answers: the text, or an HTTP error status to reply with. */
export type ScriptedAnswer = string | { status: number; message: string };

export interface OpenAiCompatibleServerOptions {
  apiKey?: string;
  transcribe?: (request: TranscriptionRequest) => ScriptedAnswer | Promise<ScriptedAnswer>;
  /** The assistant message's content for a chat completion request body. */
  chat?: (body: ChatRequestBody) => ScriptedAnswer | Promise<ScriptedAnswer>;
  /** Token usage reported with each chat answer. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

export interface OpenAiCompatibleServer {
  /** For the openai SDK's baseURL. */
  baseURL: string;
  transcriptions: TranscriptionRequest[];
  chats: ChatRequestBody[];
  close(): Promise<void>;
}

/** A local server speaking the OpenAI HTTP API our providers use: audio transcriptions and chat completions. */
export async function startOpenAiCompatibleServer(
  options: OpenAiCompatibleServerOptions = {},
): Promise<OpenAiCompatibleServer> {
  const transcriptions: TranscriptionRequest[] = [];
  const chats: ChatRequestBody[] = [];
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => reply(response, 500, errorBody(String(error))));
  });
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      reply(response, 401, errorBody('Incorrect API key provided'));
      return;
    }
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/v1/audio/transcriptions') {
      const fields = parseMultipart(body, request.headers['content-type'] ?? '');
      const transcription: TranscriptionRequest = {
        model: fields.model?.toString() ?? '',
        language: fields.language?.toString(),
        audio: fields.file ?? Buffer.alloc(0),
      };
      transcriptions.push(transcription);
      const answer = await (options.transcribe ?? (() => ''))(transcription);
      if (typeof answer === 'string') reply(response, 200, { text: answer });
      else reply(response, answer.status, errorBody(answer.message));
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/chat/completions') {
      const chat = JSON.parse(body.toString('utf8')) as ChatRequestBody;
      chats.push(chat);
      const answer = await (options.chat ?? (() => '{}'))(chat);
      if (typeof answer !== 'string') {
        reply(response, answer.status, errorBody(answer.message));
        return;
      }
      const usage = options.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
      reply(response, 200, {
        id: `chatcmpl-${chats.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
      return;
    }
    reply(response, 404, errorBody(`No route ${request.method} ${request.url}`));
  }
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    transcriptions,
    chats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function errorBody(message: string) {
  return { error: { message, type: 'invalid_request_error' } };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body by field name. */
function parseMultipart(body: Buffer, contentType: string): Record<string, Buffer> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return {};
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const fields: Record<string, Buffer> = {};
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(part.subarray(0, headerEnd).toString('utf8'))?.[1];
    if (name) fields[name] = part.subarray(headerEnd + 4);
    start = next;
  }
  return fields;
}
