// What the CSV downloads write into a text cell, so a spreadsheet shows it instead of running it.

/**
 * After a leading + or -, what a spreadsheet can only read as a number or a phone number: digits,
 * spaces, dots, hyphens and parentheses (`+91 90000 0009`, `-12.5`, `+1 (800) 555-0100`). No
 * letter, operator other than -, reference or function: nothing to run.
 */
const PLAIN_NUMBER = /^[+-][0-9 .()-]*$/;

/**
 * `text`, with a ' before it when a spreadsheet would take it for a formula: it starts with =, @,
 * a tab or a carriage return, or with + or - followed by more than a plain number or phone number
 * (`+cmd|' /C calc'!A0`, `-2+3`). Numbers and phone numbers stay as they are.
 */
export function defuseFormula(text: string): string {
  if (/^[=@\t\r]/.test(text)) return `'${text}`;
  if (/^[+-]/.test(text) && !PLAIN_NUMBER.test(text)) return `'${text}`;
  return text;
}
