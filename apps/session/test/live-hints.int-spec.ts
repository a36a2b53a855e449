import { AppError, SPEECH_MESSAGES } from '@medi/contracts';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
  type ChatRequestBody,
} from '@medi/testing';
import {
  LiveHintsService,
  type HintsUsage,
  type LiveHints,
  type HintsSource,
} from '../src/hints/live-hints.service';

const KEY = 'sk-local-test';
const AI = { apiKey: KEY, model: 'gpt-4o-mini', inputCostPerMillion: 0.15, outputCostPerMillion: 0.6 };

const transcript = (...texts: string[]): HintsSource[] =>
  texts.map((text, i) => ({ id: `segment-${i + 1}`, speakerId: `Guest-${(i % 2) + 1}`, text }));

function recorder(enabled = () => true) {
  const seen = { hints: [] as LiveHints[], usage: [] as HintsUsage[], errors: [] as AppError[] };
  let notify: () => void = () => undefined;
  const next = () => new Promise<void>((resolve) => (notify = resolve));
  return {
    seen,
    next,
    callbacks: {
      enabled,
      onHints: (hints: LiveHints) => {
        seen.hints.push(hints);
        notify();
      },
      onUsage: (usage: HintsUsage) => seen.usage.push(usage),
      onError: (error: AppError) => {
        seen.errors.push(error);
        notify();
      },
    },
  };
}

/** The answer a model would give, built from what the transcript in the request says. */
function answerFromTranscript(body: ChatRequestBody): string {
  const said = body.messages[1].content;
  return JSON.stringify({
    diagnosis: said.includes('fever') ? ['Viral fever'] : [],
    medicines: said.includes('paracetamol') ? ['Paracetamol 500 mg TDS for 3 days'] : [],
  });
}

describe('LiveHintsService with an AI endpoint (local OpenAI-compatible server)', () => {
  let server: OpenAiCompatibleServer;

  afterEach(async () => {
    await server.close();
  });

  it('debounces transcript changes into one call for the latest transcript, with tokens and cost', async () => {
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      chat: answerFromTranscript,
      usage: { prompt_tokens: 1000, completion_tokens: 100 },
    });
    const service = new LiveHintsService({ ...AI, baseURL: server.baseURL }, 50);
    const { seen, next, callbacks } = recorder();
    const session = service.openSession(callbacks);
    const hinted = next();
    session.transcriptChanged(transcript('I have had a fever for three days.'));
    session.transcriptChanged(
      transcript('I have had a fever for three days.', 'Take paracetamol 500 mg TDS.'),
    );
    await hinted;

    expect(server.chats).toHaveLength(1);
    expect(server.chats[0]).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    expect(server.chats[0].messages[1].content).toBe(
      'Guest-1: I have had a fever for three days.\nGuest-2: Take paracetamol 500 mg TDS.',
    );
    expect(seen.hints).toEqual([
      { diagnosis: ['Viral fever'], medicines: ['Paracetamol 500 mg TDS for 3 days'] },
    ]);
    expect(seen.usage).toEqual([{ tokens: 1100, cost: (1000 * 0.15 + 100 * 0.6) / 1_000_000 }]);
    session.close();
  });

  it('keeps at most one call in flight and makes one more for changes during it', async () => {
    let concurrent = 0;
    let maxConcurrent = 0;
    let release: () => void = () => undefined;
    const firstCallHeld = new Promise<void>((resolve) => (release = resolve));
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      chat: async (body) => {
        maxConcurrent = Math.max(maxConcurrent, ++concurrent);
        if (server.chats.length === 1) await firstCallHeld;
        concurrent--;
        return answerFromTranscript(body);
      },
    });
    const service = new LiveHintsService({ ...AI, baseURL: server.baseURL }, 10);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(transcript('Hello doctor.'));
    while (server.chats.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    session.transcriptChanged(transcript('Hello doctor.', 'I have a fever.'));
    session.transcriptChanged(transcript('Hello doctor.', 'I have a fever.', 'Take paracetamol.'));
    release();
    await session.flush();

    expect(maxConcurrent).toBe(1);
    expect(server.chats).toHaveLength(2);
    expect(seen.hints.at(-1)).toEqual({
      diagnosis: ['Viral fever'],
      medicines: ['Paracetamol 500 mg TDS for 3 days'],
    });
  });

  it('makes no call while the switch or the plan does not allow it', async () => {
    server = await startOpenAiCompatibleServer({ apiKey: KEY, chat: answerFromTranscript });
    let allowed = false;
    const service = new LiveHintsService({ ...AI, baseURL: server.baseURL }, 10);
    const { seen, callbacks } = recorder(() => allowed);
    const session = service.openSession(callbacks);
    session.transcriptChanged(transcript('I have a fever.'));
    await session.flush();
    expect(server.chats).toHaveLength(0);
    expect(seen.hints).toEqual([]);

    allowed = true;
    await session.flush();
    expect(server.chats).toHaveLength(1);
    expect(seen.hints).toEqual([{ diagnosis: ['Viral fever'], medicines: [] }]);
  });

  it('asks again after a malformed answer, counts both calls, and reports an endpoint that keeps failing', async () => {
    const answers = ['not json', JSON.stringify({ diagnosis: ['Viral fever'], medicines: [] })];
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      chat: () => answers.shift() ?? '{"diagnosis": 3}',
    });
    const service = new LiveHintsService({ ...AI, baseURL: server.baseURL }, 10);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(transcript('I have a fever.'));
    await session.flush();
    expect(seen.hints).toEqual([{ diagnosis: ['Viral fever'], medicines: [] }]);
    expect(seen.usage).toHaveLength(2);

    session.transcriptChanged(transcript('I have a fever.', 'Still a fever.'));
    await session.flush();
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0].message).toBe('The AI endpoint answered with malformed hints.');
    expect(seen.usage).toHaveLength(4);
    expect(seen.hints).toHaveLength(1);
  });

  it('leaves out a medicine the transcript never mentions or negates', async () => {
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      chat: () =>
        JSON.stringify({
          diagnosis: ['Type 2 diabetes'],
          medicines: [
            'Metformin 500 mg BD',
            'Glimepiride 1 mg OD',
            'Insulin glargine 10 units HS',
            'Diet advice',
          ],
        }),
    });
    const service = new LiveHintsService({ ...AI, baseURL: server.baseURL }, 10);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(
      transcript('Continue metformin 500 mg twice daily.', 'He stopped insulin last year.'),
    );
    await session.flush();
    expect(seen.hints[0].medicines).toEqual(['Metformin 500 mg BD', 'Diet advice']);
  });

  it('reports an endpoint that refuses the key', async () => {
    server = await startOpenAiCompatibleServer({ apiKey: KEY, chat: answerFromTranscript });
    const service = new LiveHintsService({ ...AI, apiKey: 'wrong', baseURL: server.baseURL }, 10);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(transcript('I have a fever.'));
    await session.flush();
    expect(seen.errors[0]).toMatchObject({
      code: 'COMMON.UNAVAILABLE',
      message: 'The AI endpoint did not answer.',
    });
  });
});

describe('LiveHintsService without an AI endpoint', () => {
  it('lists the medicines mentioned (not negated) and says diagnosis needs an AI endpoint', async () => {
    const service = new LiveHintsService(undefined, 10);
    expect(service.usesAi).toBe(false);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(
      transcript(
        'I stopped metformin.',
        'Take Dolo 650 SOS for fever and cetirizine 10 mg at night for 5 days.',
      ),
    );
    await session.flush();
    expect(seen.hints).toEqual([
      {
        diagnosis: [],
        diagnosisUnavailable: SPEECH_MESSAGES.diagnosisNeedsAi,
        medicines: ['Dolo (paracetamol) 650 mg, when needed', 'Cetirizine 10 mg, at bedtime, for 5 days'],
      },
    ]);
    expect(seen.usage).toEqual([]);
  });

  it('hints no medicine from a misheard word, a question, an allergy or what the patient takes already', async () => {
    const service = new LiveHintsService(undefined, 10);
    const { seen, callbacks } = recorder();
    const session = service.openSession(callbacks);
    session.transcriptChanged(
      transcript(
        'Any swelling of your lantus?',
        'I have had this headache since adol.',
        "I'm allergic to aspirin.",
        'Any ibuprofen?',
        'No.',
        'I take telma every day.',
        'Take aspirin 75 mg once daily and adol 500 mg twice a day.',
      ),
    );
    await session.flush();
    expect(seen.hints[0].medicines).toEqual(['Adol (paracetamol) 500 mg, twice daily']);
  });
});
