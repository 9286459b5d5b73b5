import { type DomainErrorKind, domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import { refusal } from './form-result.server';

const LAYOUT_ANSWERS: DomainErrorKind[] = ['not_found', 'unauthorized', 'forbidden'];

/**
 * A family page's own read (issue 16), or null when the family layout (app/routes/family.tsx) already answers:
 * an unknown campaign, a visitor to sign in, someone else denied. Child loaders run beside the layout's, so each
 * still checks access itself (through the domain call) and leaves the answer to the layout. Any other refusal (a
 * list position that is not valid) is answered with its 4xx.
 */
export async function readFamilyPage<T>(
  campaignIdParam: string | undefined,
  read: (campaignId: number) => Promise<T>,
): Promise<T | null> {
  const campaignId = parseRowId(campaignIdParam);
  if (!campaignId) return null;
  try {
    return await read(campaignId);
  } catch (error) {
    const failure = domainErrorOf(error);
    if (!failure) throw error;
    if (LAYOUT_ANSWERS.includes(failure.kind)) return null;
    throw refusal(HTTP_STATUS_BY_KIND[failure.kind], failure.message);
  }
}
