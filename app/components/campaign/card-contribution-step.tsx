import { Dialog } from 'radix-ui';

export interface CardContributionStepProps {
  campaignId: number;
  deceasedName: string;
}

/** Where the card contribution wizard opens; the contributions work (issue 5) puts the wizard here. */
export function CardContributionStep({ deceasedName }: CardContributionStepProps) {
  return (
    <div className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <Dialog.Description className="text-stone-800">
        Card contributions in memory of {deceasedName} are being set up. In the meantime you can give by
        Mobile Wallet, straight to the recipient.
      </Dialog.Description>
    </div>
  );
}
