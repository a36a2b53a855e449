import OpenAI from 'openai';
import {
  AI_REPORT_JSON_SHAPE,
  AppError,
  aiReportResponseSchema,
  type AiReportResponse,
  SERVICE_MESSAGES,
} from '@medi/contracts';

/** Any OpenAI-compatible chat endpoint, the shape the session service's live hints use, plus a priority model. */
export interface ReportAiSettings {
  baseURL?: string;
  apiKey: string;
  model: string;
  /** The model of plans with priorityAccessToTheLatestModels. */
  priorityModel: string;
  /** US dollars per million tokens, for the session's TotalCost. */
  inputCostPerMillion: number;
  outputCostPerMillion: number;
  /** One call's deadline. */
  timeoutMs: number;
  /** Calls per report: a malformed or incomplete answer is asked for again, up to this many times in all. */
  attempts: number;
}

export interface AiReportUsage {
  tokens: number;
  cost: number;
}

export interface WrittenReport {
  response: AiReportResponse;
  usage: AiReportUsage;
  model: string;
}

const SYSTEM_PROMPT = [
  'You are a medical scribe for a doctor in India or the UAE. From the consultation below write the summary report',
  'and the treatment plan. Use only what the consultation says: never add a medicine, test, symptom or diagnosis',
  'that was not said, and leave out medicines that were stopped or refused and symptoms the patient denied.',
  'Empty string or empty list when something was not discussed.',
  `Answer with JSON only, exactly this shape: ${AI_REPORT_JSON_SHAPE}`,
].join(' ');

/** A client of the report's AI endpoint: our callers retry what needs retrying, so the SDK's own retries are off. */
export function reportAiClientOf(settings: ReportAiSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    // The SDK's own retries would multiply the deadline.
    maxRetries: 0,
  });
}

/** The report through the AI endpoint: structured output, validated whole, retried when malformed. */
export class AiReportWriter {
  private readonly client: OpenAI;

  constructor(private readonly settings: ReportAiSettings) {
    this.client = reportAiClientOf(settings);
  }

  /**
   * Tokens of every call count, an unusable answer's too. Throws AppError when the endpoint fails or times out, or
   * every answer was malformed: nothing half-parsed ever comes back.
   */
  async write(consultation: string, priority: boolean): Promise<WrittenReport> {
    const model = priority ? this.settings.priorityModel : this.settings.model;
    const usage: AiReportUsage = { tokens: 0, cost: 0 };
    let lastProblem = '';
    for (let attempt = 0; attempt < this.settings.attempts; attempt++) {
      const completion = await this.client.chat.completions
        .create({
          model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: consultation },
          ],
        })
        .catch((error: unknown) => {
          const timedOut = error instanceof OpenAI.APIConnectionTimeoutError;
          throw new AppError(
            'COMMON.UNAVAILABLE',
            timedOut ? SERVICE_MESSAGES.aiTimedOut(this.settings.timeoutMs) : SERVICE_MESSAGES.aiNoAnswer,
            { ai: [error instanceof Error ? error.message : String(error)] },
          );
        });
      if (completion.usage) {
        usage.tokens += completion.usage.total_tokens;
        usage.cost +=
          (completion.usage.prompt_tokens * this.settings.inputCostPerMillion +
            completion.usage.completion_tokens * this.settings.outputCostPerMillion) /
          1_000_000;
      }
      const parsed = aiReportResponseSchema.safeParse(parseJson(completion.choices[0]?.message.content));
      if (parsed.success) return { response: parsed.data, usage, model };
      lastProblem = parsed.error.message.slice(0, 1_000);
    }
    throw new AppError('COMMON.UNAVAILABLE', SERVICE_MESSAGES.aiMalformedReport, {
      ai: [lastProblem],
    });
  }
}

/** A model's answer as JSON, or undefined when it is not JSON (the caller's schema then refuses it). */
export function parseJson(content: string | null | undefined): unknown {
  try {
    return JSON.parse(content ?? '');
  } catch {
    return undefined;
  }
}
