import { Link } from 'react-router';

/** The organizer's options; payouts, recipient access, ending and archiving join with their issues. */
export function ManageCard({ editPath }: { editPath: string }) {
  return (
    <section aria-labelledby="manage-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="manage-heading" className="font-semibold">
        Manage your campaign
      </h2>
      <Link to={editPath} className="button-primary mt-4 w-full">
        Edit Campaign
      </Link>
    </section>
  );
}
