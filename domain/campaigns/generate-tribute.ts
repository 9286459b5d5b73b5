import { z } from 'zod';
import type { TributeWriter } from '../../integrations/tribute-writer/tribute-writer';
import type { Locale } from '../shared/locales';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';

export const generateTributeSchema = z.object({
  deceasedName: z
    .string({ error: refusalKey('create_name_first') })
    .trim()
    .min(1, refusalKey('create_name_first'))
    .max(120),
  relationship: z.string().trim().max(60).optional().default('family member'),
  birthYear: z.coerce.number().int().min(1900).max(2100).optional().catch(undefined),
  dateOfPassing: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .optional()
    .catch(undefined),
  location: z.string().trim().max(120).optional().catch(undefined),
});

export type GenerateTributeRequest = z.output<typeof generateTributeSchema>;

/**
 * POST /api/ai/generate-tribute: "Help me find words", from a request parsed with generateTributeSchema, written in
 * `locale`, the organizer's language (the creation dialog's).
 */
export async function generateTribute(
  request: GenerateTributeRequest,
  {
    tributeWriter,
    limiters,
    ipAddress,
    locale,
  }: { tributeWriter: TributeWriter; limiters: Limiters; ipAddress: string; locale: Locale },
): Promise<string> {
  // A configured model costs money per call.
  await limiterFor(limiters, 'tributeWriterPerIp').consume(ipAddress);
  return tributeWriter.write({ ...request, relationship: request.relationship || 'family member', locale });
}
