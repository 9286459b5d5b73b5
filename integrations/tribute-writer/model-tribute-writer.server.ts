import type { Logger } from 'pino';
import { BASE_LOCALE, type Locale } from '../../domain/shared/locales';
import type { TributeRequest, TributeWriter } from './tribute-writer';

export interface ModelTributeWriterOptions {
  apiKey?: string;
  /** An OpenAI-compatible base URL ("…/v1") or its chat-completions endpoint. */
  apiUrl?: string;
  model?: string;
  timeoutMs?: number;
  /** Used whenever the model fails, is slow or answers nothing usable. */
  fallback: TributeWriter;
  logger?: Logger;
}

const DEFAULT_API_URL = 'https://api.openai.com/v1';

function endpointOf(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** The language the tribute is written in, named for the model (the prompt is English; the tribute is not). */
const LANGUAGE_FOR_THE_MODEL: Record<Locale, string> = {
  en: 'English',
  fr: 'French, addressing the reader as "vous"',
  pt: 'Portuguese as written in Angola and Mozambique (European spelling)',
  sw: 'standard Swahili (Kiswahili sanifu)',
};

function promptFor(request: TributeRequest): string {
  const facts = [
    `Name: ${request.deceasedName}`,
    `The writer's relationship to them: ${request.relationship}`,
    request.birthYear ? `Born: ${request.birthYear}` : null,
    request.dateOfPassing ? `Passed away: ${request.dateOfPassing}` : null,
    request.location ? `Lived in: ${request.location}` : null,
  ].filter(Boolean);
  const language = LANGUAGE_FOR_THE_MODEL[request.locale ?? BASE_LOCALE];
  return `Write a short memorial tribute (90 to 140 words, plain text, no title) for a memorial fundraising page, in ${language}. The facts below are notes for you, not words to copy: write every word of the tribute in that language.\n${facts.join('\n')}`;
}

/** Asks an OpenAI-compatible chat model; any failure quietly falls back to the offline composer. */
export function createModelTributeWriter(options: ModelTributeWriterOptions): TributeWriter {
  const endpoint = endpointOf(options.apiUrl ?? DEFAULT_API_URL);
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async write(request) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }),
          },
          body: JSON.stringify({
            model: options.model ?? 'gpt-4o-mini',
            temperature: 0.9,
            max_tokens: 400,
            messages: [
              {
                role: 'system',
                content:
                  'You help grieving families write warm, dignified, simple tributes. Use "they" unless the facts say otherwise. Never invent specific events, jobs or family members.',
              },
              { role: 'user', content: promptFor(request) },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`tribute model answered ${response.status}`);
        const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = body.choices?.[0]?.message?.content;
        const text = typeof content === 'string' ? content.trim().replace(/^"|"$/g, '').slice(0, 3000) : '';
        if (text.length < 20) throw new Error('tribute model answered without a usable tribute');
        return text;
      } catch (error) {
        options.logger?.warn({ err: error }, 'tribute model failed; using the offline composer');
        return options.fallback.write(request);
      }
    },
  };
}
