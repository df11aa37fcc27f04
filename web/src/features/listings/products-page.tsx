import { BrowsePage } from './browse-page';

/** /products: Buy & Sell, the sell listings. */
export default function ProductsPage() {
  return <BrowsePage type="sell" />;
}
