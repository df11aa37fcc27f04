/** The custom recipients as the spec has it: split on commas or new lines, trimmed, kept if they hold an @. */
export const parseRecipients = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.includes('@'));
