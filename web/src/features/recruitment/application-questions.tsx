import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Checkbox } from '../../ui/checkbox';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { INTERN_QUESTIONS, RANKED_AREAS, SPICY_QUESTIONS, type ApplicationValues } from './application-schema';

interface QuestionProps {
  register: UseFormRegister<ApplicationValues>;
  errors: FieldErrors<ApplicationValues>;
}

/** An intern's three answers. */
export function InternQuestions({ register, errors }: QuestionProps) {
  return (
    <>
      {INTERN_QUESTIONS.map(([key, , question]) => (
        <Field key={key} label={question} required error={errors[key]?.message}>
          <Textarea rows={4} maxLength={5000} {...register(key)} />
        </Field>
      ))}
    </>
  );
}

/** A team lead's or specialist's ranking of six areas of life (1 highest), the fallback, and the five leadership answers. */
export function TeamLeadQuestions({
  register,
  errors,
  fallbackOption,
  onFallbackChange,
}: QuestionProps & { fallbackOption: boolean; onFallbackChange: (checked: boolean) => void }) {
  const rankingError = RANKED_AREAS.map(([key]) => errors.priorityRanking?.[key]?.message).find(
    (message) => message && message !== 'This field is required.',
  );
  return (
    <>
      <fieldset className="space-y-3 rounded-xl border border-line p-4" aria-describedby="ranking-help">
        <legend className="px-1 text-sm font-semibold text-fg">
          Priority ranking
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <p id="ranking-help" className="text-sm text-fg-muted">
          Rank these six areas of your life from 1 (highest priority) to 6. Use each number once; there are no wrong answers.
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {RANKED_AREAS.map(([key, name]) => {
            const error = errors.priorityRanking?.[key]?.message;
            return (
              <Field key={key} label={name} required error={error === rankingError ? undefined : error}>
                <Select {...register(`priorityRanking.${key}`)}>
                  <option value="">Rank</option>
                  {[1, 2, 3, 4, 5, 6].map((rank) => (
                    <option key={rank} value={String(rank)}>
                      {rank}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          })}
        </div>
        {rankingError ? (
          <p role="alert" className="text-sm font-medium text-danger-ink">
            {rankingError}
          </p>
        ) : null}
      </fieldset>
      <Checkbox checked={fallbackOption} onCheckedChange={onFallbackChange}>
        If I am not chosen for this role, I would like to continue as an intern.
      </Checkbox>
      {SPICY_QUESTIONS.map(([key, , question]) => (
        <Field key={key} label={question} required error={errors.spicyQuestions?.[key]?.message}>
          <Textarea rows={3} maxLength={5000} {...register(`spicyQuestions.${key}`)} />
        </Field>
      ))}
    </>
  );
}
