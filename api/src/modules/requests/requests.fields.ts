// What a request's page, its edit form and the back office all show of it, in the contract's words.
import type { Schemas } from '../../http/contract.js';
import type { RequestDetailRow } from './requests.repository.js';

type RequestFieldsRow = Pick<
  RequestDetailRow,
  'title' | 'description' | 'category' | 'requestType' | 'priceRange' | 'condition' | 'productAgeYears' | 'productAgeMonths' | 'tags'
>;

export const requestFields = (row: RequestFieldsRow) => ({
  title: row.title,
  description: row.description,
  category: row.category as Schemas['RequestCategory'],
  requestType: row.requestType,
  priceRange: row.priceRange as Schemas['PriceRange'],
  condition: row.condition as Schemas['RequestCondition'],
  productAge: row.productAgeYears === null ? null : { years: row.productAgeYears, months: row.productAgeMonths ?? 0 },
  tags: row.tags,
});
