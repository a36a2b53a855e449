import OpenAI from 'openai';
import { z } from 'zod';
import { checkItemAgainstSources, medicinesMentioned, type TextSource } from '@medi/clinical';
import { AppError, SPEECH_MESSAGES, SERVICE_MESSAGES } from '@medi/contracts';

/** Any OpenAI-compatible chat endpoint (configurable so a hospital can keep data in its own cluster). */
export interface AiSettings {
  baseURL?: string;
  apiKey: string;
  model: string;
  /** US dollars per million tokens, for the session's TotalCost. */
  inputCostPerMillion: number;
  outputCostPerMillion: number;
}

/** A transcript segment or note; the speaker helps the model tell doctor from patient. */
export interface HintsSource extends TextSource {
  speakerId?: string;
}

export interface LiveHints {
  diagnosis: string[];
  /** Why there are no diagnoses at all (no AI service): said beside the list, never as one of its items. */
  diagnosisUnavailable?: string;
  medicines: string[];
}

export interface HintsUsage {
  tokens: number;
  cost: number;
}

export interface HintsSessionCallbacks {
  /** Checked before each call: the doctor's Potential Diagnosis switch and the plan's realTimeResults. */
  enabled(): boolean;
  onHints(hints: LiveHints): void;
  /** Every AI call's tokens and cost, for TotalToken and TotalCost (also for calls whose answer was unusable). */
  onUsage(usage: HintsUsage): void;
  onError(error: AppError): void;
}

const hintsSchema = z.object({
  diagnosis: z.array(z.string().trim().min(1).max(200)).max(10),
  medicines: z.array(z.string().trim().min(1).max(200)).max(20),
});

const SYSTEM_PROMPT = [
  'You assist a doctor in India or the UAE during a live consultation.',
  'From the transcript so far, give the potential diagnoses (most likely first) and the medicines the doctor',
  'prescribed or the patient takes, each with dose, frequency and duration when said.',
  'Leave out medicines that were stopped, refused or that the patient is allergic to. Never invent a medicine.',
  'Answer with JSON only: {"diagnosis": string[], "medicines": string[]}.',
].join(' ');

/** A malformed answer is asked for again this many times, never shown half-parsed. */
const ATTEMPTS = 2;

/**
 * Diagnosis and Medicines hints from the transcript so far: through the AI endpoint when one is configured,
 * otherwise Medicines from the clinical extractor and a Diagnosis that says it needs an AI endpoint.
 */
export class LiveHintsService {
  private readonly client: OpenAI | undefined;

  constructor(
    private readonly ai: AiSettings | undefined,
    private readonly debounceMs: number,
  ) {
    this.client = ai ? new OpenAI({ apiKey: ai.apiKey, baseURL: ai.baseURL, maxRetries: 1 }) : undefined;
  }

  get usesAi(): boolean {
    return this.client !== undefined;
  }

  openSession(callbacks: HintsSessionCallbacks): LiveHintsSession {
    return new LiveHintsSession(this, callbacks, this.debounceMs);
  }

  /** The hints for a transcript, with what the AI calls cost. Throws AppError when the endpoint fails. */
  async hintsFor(sources: readonly HintsSource[], onUsage: (usage: HintsUsage) => void): Promise<LiveHints> {
    if (!this.client || !this.ai) {
      return {
        diagnosis: [],
        diagnosisUnavailable: SPEECH_MESSAGES.diagnosisNeedsAi,
        medicines: medicinesMentioned(sources),
      };
    }
    const transcript = sources.map((source) => `${source.speakerId ?? 'Note'}: ${source.text}`).join('\n');
    let lastProblem = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const completion = await this.client.chat.completions
        .create({
          model: this.ai.model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: transcript },
          ],
        })
        .catch((error: unknown) => {
          throw new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.aiNoAnswer, {
            ai: [error instanceof Error ? error.message : String(error)],
          });
        });
      const usage = completion.usage;
      if (usage) {
        onUsage({
          tokens: usage.total_tokens,
          cost:
            (usage.prompt_tokens * this.ai.inputCostPerMillion +
              usage.completion_tokens * this.ai.outputCostPerMillion) /
            1_000_000,
        });
      }
      const parsed = hintsSchema.safeParse(parseJson(completion.choices[0]?.message.content));
      if (parsed.success) {
        return {
          diagnosis: parsed.data.diagnosis,
          // A medicine the transcript never mentions, or negates, is the model's invention: left out.
          medicines: parsed.data.medicines.filter((item) => checkItemAgainstSources(item, sources).supported),
        };
      }
      lastProblem = parsed.error.message;
    }
    throw new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.aiMalformedHints, {
      ai: [lastProblem],
    });
  }
}

/**
 * One consultation's hints: debounced after each transcript change, at most one call in flight; a change
 * during a call leads to one more call after it.
 */
export class LiveHintsSession {
  private sources: readonly HintsSource[] = [];
  private version = 0;
  private doneVersion = 0;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly service: LiveHintsService,
    private readonly callbacks: HintsSessionCallbacks,
    private readonly debounceMs: number,
  ) {}

  transcriptChanged(sources: readonly HintsSource[]): void {
    if (this.closed) return;
    this.sources = sources;
    this.version++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, this.debounceMs);
  }

  /** Runs at once for the latest transcript (if it changed) and waits until nothing is left to do. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (!this.closed) {
      if (this.inFlight) {
        await this.inFlight;
        continue;
      }
      if (this.version === this.doneVersion || !this.callbacks.enabled()) return;
      await this.run();
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    if (this.inFlight) return; // the call in flight runs again when it ends and sees the newer version
    if (this.closed || this.version === this.doneVersion || !this.callbacks.enabled()) return;
    const version = this.version;
    this.inFlight = this.service
      .hintsFor(this.sources, (usage) => this.callbacks.onUsage(usage))
      .then((hints) => {
        if (!this.closed) this.callbacks.onHints(hints);
      })
      .catch((error: unknown) => {
        this.callbacks.onError(
          error instanceof AppError
            ? error
            : new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.liveHintsFailed),
        );
      })
      .finally(() => {
        this.doneVersion = version;
        this.inFlight = undefined;
      });
    await this.inFlight;
    // The transcript changed during the call and its debounce already fired: one more call for it.
    if (this.version !== this.doneVersion && this.timer === undefined) await this.run();
  }
}

function parseJson(content: string | null | undefined): unknown {
  try {
    return JSON.parse(content ?? '');
  } catch {
    return undefined;
  }
}
