import { Chip } from '@mui/material';
import { DataTable } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { searchFilter } from '../../ui/list-filters';
import { formatIndiaDate, formatInr } from '../../ui/money-and-dates';
import { miniStoresMessages as m } from './mini-stores-messages';
import { ProductActiveSwitch } from './product-active-switch';
import { EmptyState, categoryText } from './store-cells';
import { STORE_PRODUCTS_RESOURCE, type AdminStoreProduct } from './store-products-data-provider';
import { PanelTable } from '../../ui/responsive-table';

const filters = [searchFilter('Search by product title', 'Search store products by title')];

const Col = DataTable.Col<AdminStoreProduct>;

export interface StoreScope {
  id: string;
  name: string;
}

/** The Store Products tab: every store's products, or one store's, with the active toggle. */
export function StoreProductList({ store, onClearStore }: { store: StoreScope | null; onClearStore: () => void }) {
  return (
    <AdminList<AdminStoreProduct>
      resource={STORE_PRODUCTS_RESOURCE}
      // Its filters live in memory: the URL's belong to the Mini Stores tab.
      disableSyncWithLocation
      storeKey={false}
      title="Mini Stores"
      filter={store ? { storeId: store.id } : undefined}
      filters={filters}
      actions={store ? <Chip sx={{ m: 1 }} label={`Store: ${store.name}`} onDelete={onClearStore} /> : false}
      loadFailed={m.loadProductsFailed}
    >
      <PanelTable<AdminStoreProduct>
                empty={<EmptyState title={m.noProducts} hint={m.emptyHint} />}
      >
        <Col source="title" label="Product" disableSort sx={{ fontWeight: 600 }} />
        <Col source="store" label="Store" disableSort render={(p) => p.store.name} />
        <Col source="category" label="Category" disableSort render={(p) => categoryText(p.category)} />
        <Col source="price" label="Price" disableSort sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} render={(p) => formatInr(p.price)} />
        <Col source="stock" label="Stock" disableSort />
        <Col source="createdAt" label="Created" disableSort sx={{ whiteSpace: 'nowrap' }} render={(p) => formatIndiaDate(p.createdAt)} />
        <Col source="isActive" label="Status" disableSort render={(p) => <ProductActiveSwitch record={p} />} />
      </PanelTable>
    </AdminList>
  );
}
