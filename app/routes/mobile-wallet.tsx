import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta('Give by Mobile Wallet', 'Send a contribution directly to the recipient by mobile money.');

export default function MobileWalletRoute() {
  return <PlaceholderPage title="Give by Mobile Wallet" />;
}
