import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import type { AdminStore } from './mini-stores-data-provider';
import { StoreList } from './store-list';
import { StoreProductList, type StoreScope } from './store-product-list';

type TabName = 'stores' | 'products';

/** Mini Stores panel (#/mini-stores): the spec's two sub-tabs, Mini Stores and Store Products. */
export function MiniStoresPage() {
  const [tab, setTab] = useState<TabName>('stores');
  const [store, setStore] = useState<StoreScope | null>(null);
  const viewProducts = (s: AdminStore) => {
    setStore({ id: s.id, name: s.name });
    setTab('products');
  };
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} aria-label="Mini stores sections" sx={{ mt: 1 }}>
        <Tab value="stores" label="Mini Stores" id="tab-stores" aria-controls="panel-stores" />
        <Tab value="products" label="Store Products" id="tab-products" aria-controls="panel-products" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'stores' ? <StoreList onViewProducts={viewProducts} /> : <StoreProductList store={store} onClearStore={() => setStore(null)} />}
      </Box>
    </Box>
  );
}
