import type OpenAI from 'openai';
import { languageLabel, type TranslatableSummary } from '@medi/contracts';
import { z } from 'zod';
import { parseJson, reportAiClientOf, type ReportAiSettings } from '../generation/ai-report.writer';

const stringList = z.array(z.string().max(5_000)).max(200);
const translatableSchema: z.ZodType<TranslatableSummary> = z.object({
  texts: z.record(z.string(), z.string().max(5_000)) as unknown as z.ZodType<TranslatableSummary['texts']>,
  found: z.array(z.object({ heading: z.string().max(500), text: z.string().max(5_000) })).max(10),
  howToTake: stringList,
  advice: z.string().max(5_000),
  comeBack: z.string().max(5_000),
  warningSigns: stringList,
});

const RULES =
  'Translate every string value of the JSON below. Keep every key and the length of every list, one translated ' +
  'string for each. Keep every number in digits as written. Keep every word written in Latin letters that names a ' +
  'medicine, a dose, a unit or a test exactly as written. Add nothing and leave nothing out: no advice, medicine, ' +
  'dose or test of your own. Answer with the JSON only.';

/**
 * The take-home summary's words through the AI endpoint of the report: into the consultation's language, and read
 * back into English for the check (translation-check.ts). Undefined when the endpoint fails or answers something
 * that is not the summary's shape: the caller prints English then.
 */
export class PatientSummaryTranslator {
  private readonly client: OpenAI;

  constructor(private readonly settings: ReportAiSettings) {
    this.client = reportAiClientOf(settings);
  }

  async translate(
    summary: TranslatableSummary,
    language: string,
  ): Promise<{ translated: TranslatableSummary; backTranslated: TranslatableSummary } | undefined> {
    const into = languageLabel(language);
    const translated = await this.ask(
      `${RULES} Translate from English into ${into}, in plain words a patient understands.`,
      summary,
    );
    if (!translated) return undefined;
    const backTranslated = await this.ask(
      `${RULES} Translate from ${into} into English, word for word.`,
      translated,
    );
    return backTranslated && { translated, backTranslated };
  }

  private async ask(
    instructions: string,
    summary: TranslatableSummary,
  ): Promise<TranslatableSummary | undefined> {
    const completion = await this.client.chat.completions
      .create({
        model: this.settings.model,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: JSON.stringify(summary) },
        ],
      })
      .catch(() => undefined);
    const parsed = translatableSchema.safeParse(parseJson(completion?.choices[0]?.message.content));
    return parsed.success ? parsed.data : undefined;
  }
}
