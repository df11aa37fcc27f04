import type { components, operations } from '../../generated/openapi.js';

/** Types generated from the contract (`npm run gen`), so handlers read what the validator let in. */
export type Schemas = components['schemas'];

export type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type Query<Op extends keyof operations> = operations[Op]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
