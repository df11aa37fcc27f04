import { BrowsePage } from './browse-page';

/** /borrow: Borrow & Lend, the lend listings. */
export default function BorrowPage() {
  return <BrowsePage type="lend" />;
}
