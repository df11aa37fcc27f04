// A product's age in years and months, as listings give it and requests cap it: typed as text
// (blank means 0) and checked the same way on both forms.
import type { ProblemReporter } from './post-form-rules';

export interface ProductAgeValues {
  ageYears: string;
  ageMonths: string;
}

function wholeNumberProblem(text: string, min: number, max: number, message: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? null : message;
}

const wholeOrZero = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Reports years outside 0 to 50 and months outside 0 to 11; true when both pass. */
export function checkProductAge(values: ProductAgeValues, problem: ProblemReporter): boolean {
  const years = wholeNumberProblem(values.ageYears, 0, 50, 'Years must be a whole number from 0 to 50.');
  const months = wholeNumberProblem(values.ageMonths, 0, 11, 'Months must be a whole number from 0 to 11.');
  problem('ageYears', years);
  problem('ageMonths', months);
  return !years && !months;
}

export function toProductAge(values: ProductAgeValues): { years: number; months: number } {
  return { years: wholeOrZero(values.ageYears), months: wholeOrZero(values.ageMonths) };
}
