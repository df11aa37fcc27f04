export function OrdersTab(_props: Record<string, unknown>) { return null; }
