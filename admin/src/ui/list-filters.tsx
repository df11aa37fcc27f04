// The filters above a panel's list: a free-text search and drop-downs, always shown.
import type { ReactElement } from 'react';
import { SearchInput, SelectInput, type SelectInputProps } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

/** The `q` search box; `label` is its accessible name (the placeholder alone is not one). */
export function searchFilter(placeholder: string, label: string): ReactElement {
  return (
    <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} slotProps={{ htmlInput: { 'aria-label': label, maxLength: 100 } }} />
  );
}

/** A drop-down on `source`; `emptyText` names the "no filter" choice. */
export function selectFilter(
  source: string,
  label: string,
  emptyText: string,
  choices: readonly Choice[],
  props: Omit<SelectInputProps, 'source' | 'label' | 'emptyText' | 'choices'> = {},
): ReactElement {
  return <SelectInput key={source} source={source} label={label} alwaysOn emptyText={emptyText} choices={[...choices]} {...props} />;
}

/** The Active / Inactive choices of the moderated posts. */
export const ACTIVE_CHOICES: readonly Choice[] = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

/** Drop-down choices from `{ value: 'Label' }`, in the object's order. */
export function choicesOf<T extends string>(labels: Record<T, string>): { id: T; name: string }[] {
  return (Object.entries(labels) as [T, string][]).map(([id, name]) => ({ id, name }));
}
