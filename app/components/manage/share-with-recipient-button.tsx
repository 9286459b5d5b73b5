import { Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { RecipientAccessShare } from '../../../domain/recipients/recipient-access-schema';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { copyText } from '../../lib/copy-text';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { ManageCardProps } from '../campaign/manage-card';
import { ManageDialog } from './manage-dialog';

/**
 * Share with Recipient (spec part 2 §2, issue 13 item 1): a new access code for the nominated recipient, and the
 * WhatsApp message that carries it. The organizer's alone (the manage card shows it only to them).
 */
export function ShareWithRecipientButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  const { t, rich } = useMessages();
  const [share, setShare] = useState<RecipientAccessShare | null>(null);

  async function copy(text: string, title: string) {
    if (await copyText(text)) toast({ title });
    else
      toast({
        title: t(m.manage_error),
        description: t(m.share_recipient_copy_impossible),
        variant: 'destructive',
      });
  }
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
      toast({ title: t(m.manage_error), description: t(m.share_recipient_failed), variant: 'destructive' });
    } finally {
      setCreating(false);
    }
  }

  return (
    <ManageDialog
      trigger={
        <button type="button" className="button-secondary w-full">
          {t(m.share_recipient)}
        </button>
      }
      title={t(m.share_recipient)}
      description={<p>{t(m.share_recipient_intro)}</p>}
      onOpenChange={(open) => {
        if (!open) setShare(null);
      }}
    >
      {share ? (
        <div className="space-y-4">
          <div>
            <p className="text-sm font-medium text-stone-800">{t(m.share_recipient_code)}</p>
            <p
              className="mt-1 font-mono text-2xl font-bold tracking-widest"
              data-testid="recipient-access-code"
            >
              {share.accessCode}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {t(m.share_recipient_valid)}
              {share.replacedEarlierCode && ` ${t(m.share_recipient_replaced)}`}
            </p>
          </div>
          <a
            href={share.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="button-primary w-full"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t(m.share_recipient_whatsapp)}
          </a>
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              className="button-secondary"
              onClick={() => copy(share.message, t(m.share_recipient_message_copied))}
            >
              <Copy aria-hidden="true" className="size-4" />
              {t(m.share_recipient_copy_message)}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => copy(share.accessUrl, t(m.share_recipient_link_copied))}
            >
              <Copy aria-hidden="true" className="size-4" />
              {t(m.share_recipient_copy_link)}
            </button>
          </div>
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {rich(m.share_recipient_private_warning, {
              link: <span className="break-all">{share.publicCampaignUrl}</span>,
            })}
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">{t(m.share_recipient_again)}</p>
          <button type="button" className="button-primary w-full" onClick={createAccess} disabled={creating}>
            {creating ? t(m.share_recipient_creating) : t(m.share_recipient_create)}
          </button>
        </div>
      )}
    </ManageDialog>
  );
}
