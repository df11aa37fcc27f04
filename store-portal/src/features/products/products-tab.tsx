export function ProductsTab(_props: Record<string, unknown>) { return null; }
