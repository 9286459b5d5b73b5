import { Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { RecipientAccessShare } from '../../../domain/recipients/recipient-access-schema';
import { postJson } from '../../lib/api-request';
import { copyText } from '../../lib/copy-text';
import { toast } from '../../lib/toast';
import type { ManageCardProps } from '../campaign/manage-card';
import { ManageDialog } from './manage-dialog';

async function copy(text: string, title: string) {
  if (await copyText(text)) toast({ title });
  else
    toast({
      title: 'Error',
      description: 'Copying is not possible here: select the text and copy it.',
      variant: 'destructive',
    });
}

/**
 * Share with Recipient (spec part 2 §2, issue 13 item 1): a new access code for the nominated recipient, and the
 * WhatsApp message that carries it. The organizer's alone (the manage card shows it only to them).
 */
export function ShareWithRecipientButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  const [share, setShare] = useState<RecipientAccessShare | null>(null);
  const [creating, setCreating] = useState(false);

  async function createAccess() {
    setCreating(true);
    try {
      const answer = await postJson<RecipientAccessShare>(
        `/api/campaigns/${campaign.id}/share-recipient`,
        {},
      );
      if (!answer.ok) throw new Error('share refused');
      setShare(answer.body);
    } catch {
      toast({ title: 'Error', description: 'Failed to create recipient access', variant: 'destructive' });
    } finally {
      setCreating(false);
    }
  }

  return (
    <ManageDialog
      trigger={
        <button type="button" className="button-secondary w-full">
          Share with Recipient
        </button>
      }
      title="Share with Recipient"
      description={
        <p>
          Give the person receiving the money their own way in: with a private code and their phone number
          they can see every contribution, confirm mobile money they receive, edit the page and request the
          payout.
        </p>
      }
      onOpenChange={(open) => {
        if (!open) setShare(null);
      }}
    >
      {share ? (
        <div className="space-y-4">
          <div>
            <p className="text-sm font-medium text-stone-800">Access code</p>
            <p
              className="mt-1 font-mono text-2xl font-bold tracking-widest"
              data-testid="recipient-access-code"
            >
              {share.accessCode}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              Valid for 30 days, only with the recipient's phone number.
              {share.replacedEarlierCode && ' The code you shared before no longer works.'}
            </p>
          </div>
          <a
            href={share.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="button-primary w-full"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Send on WhatsApp
          </a>
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              className="button-secondary"
              onClick={() => copy(share.message, 'Message copied')}
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy message
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => copy(share.accessUrl, 'Link Copied')}
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy private link
            </button>
          </div>
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            The private link and code are for the recipient alone: do not post them in a group. To share the
            campaign with everyone, use its public link:{' '}
            <span className="break-all">{share.publicCampaignUrl}</span>
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            Sharing again makes a new code; any code shared before stops working.
          </p>
          <button type="button" className="button-primary w-full" onClick={createAccess} disabled={creating}>
            {creating ? 'Creating...' : 'Create access code'}
          </button>
        </div>
      )}
    </ManageDialog>
  );
}
