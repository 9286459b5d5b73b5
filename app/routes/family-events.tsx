/** /family/{campaignId}/events (issue 16). Its loader and action check the family's access themselves. */
export default function FamilyEvents() {
  return <p>Not built yet.</p>;
}
