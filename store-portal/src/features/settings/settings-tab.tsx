export function SettingsTab(_props: Record<string, unknown>) { return null; }
