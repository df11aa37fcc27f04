// The form's choices, as the contract's values with the words the applicant reads.
export const YEARS = [
  ['1', '1st year'],
  ['2', '2nd year'],
  ['3', '3rd year'],
  ['4', '4th year'],
  ['graduate', 'Graduate'],
] as const;
export const DURATIONS = [
  ['2_months', '2 months'],
  ['3_6_months', '3 to 6 months'],
  ['6_plus_months', '6+ months'],
  ['long_term', 'Long term'],
] as const;
export const WORK_MODES = [
  ['remote', 'Remote'],
  ['hybrid', 'Hybrid'],
  ['on_campus', 'On campus'],
] as const;
export const TEAMS = [
  ['product_tech', 'Product & Tech'],
  ['business_ops', 'Business & Operations'],
  ['marketing_community', 'Marketing & Community'],
  ['outreach_expansion', 'Outreach & Expansion'],
] as const;

export function Options({ options, placeholder }: { options: readonly (readonly [string, string])[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
