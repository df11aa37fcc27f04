import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { useSubmitApplication } from '@thriftz/client/generated/recruitment/recruitment';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { FormSection } from '../../ui/posts/create-page-parts';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { DURATIONS, Options, TEAMS, WORK_MODES, YEARS } from './application-options';
import { InternQuestions, TeamLeadQuestions } from './application-questions';
import {
  APPLICATION_MESSAGES,
  emptyApplication,
  toApplicationInput,
  typeOf,
  validateApplication,
  type ApplicationValues,
  type FieldName,
} from './application-schema';
import { positionsOf, TABS, type PositionKind } from './positions';

/**
 * The application form. `position` comes from the role's Apply Now (navigation state); without
 * one the visitor picks it here, from `kinds` (the hero's button chose internships, or team
 * leads and specialists). Submitting checks everything first, with the spec's messages.
 */
export function ApplicationForm({ position = '', kinds, backTo }: { position?: string; kinds: PositionKind[]; backTo: string }) {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const [refusal, setRefusal] = useState<string>();
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<ApplicationValues>({
    defaultValues: emptyApplication(position),
  });
  const { errors } = formState;
  const chosen = useWatch({ control, name: 'position' });
  const type = typeOf({ position: chosen });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSubmit((values) => {
      clearErrors();
      const refused = validateApplication(values);
      if (refused) {
        setRefusal(refused.message);
        toast.error(refused.message);
        const fields = Object.entries(refused.fields) as [FieldName, string][];
        fields.forEach(([field, message], index) => setError(field, { type: 'validate', message }, { shouldFocus: index === 0 }));
        return;
      }
      setRefusal(undefined);
      submit.mutate(
        { data: toApplicationInput(values) },
        {
          onSuccess: (result) => {
            toast.success(result.message || APPLICATION_MESSAGES.submitted);
            navigate(backTo);
          },
          onError: (error) => {
            const message = error instanceof ApiError ? errorMessage(error, APPLICATION_MESSAGES.failed) : APPLICATION_MESSAGES.network;
            setRefusal(message);
            toast.error(message);
          },
        },
      );
    })(event);
  };

  const busy = submit.isPending;
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label="Application form" aria-busy={busy || undefined}>
        <fieldset disabled={busy} className="min-w-0">
          <FormSection title="Personal information" description="How we reach you. Fields marked * are required.">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Full Name" required error={errors.fullName?.message}>
                <Input autoComplete="name" maxLength={200} {...register('fullName')} />
              </Field>
              <Field label="Email" required error={errors.email?.message}>
                <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} {...register('email')} />
              </Field>
              <Field label="Phone" required error={errors.phone?.message}>
                <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={30} {...register('phone')} />
              </Field>
              <Field label="College" required error={errors.college?.message}>
                <Input maxLength={200} {...register('college')} />
              </Field>
              <Field label="Branch" required error={errors.branch?.message}>
                <Input maxLength={200} placeholder="e.g. Computer Science" {...register('branch')} />
              </Field>
              <Field label="Year of Study" required error={errors.yearOfStudy?.message}>
                <Select {...register('yearOfStudy')}>
                  <Options options={YEARS} placeholder="Choose your year" />
                </Select>
              </Field>
              <Field label="LinkedIn" error={errors.linkedin?.message} hint="Optional.">
                <Input type="url" inputMode="url" maxLength={2000} placeholder="https://linkedin.com/in/…" {...register('linkedin')} />
              </Field>
              <Field label="GitHub" error={errors.github?.message} hint="Optional.">
                <Input type="url" inputMode="url" maxLength={2000} placeholder="https://github.com/…" {...register('github')} />
              </Field>
              <Field label="Portfolio" error={errors.portfolio?.message} hint="Optional." className="sm:col-span-2">
                <Input type="url" inputMode="url" maxLength={2000} placeholder="https://…" {...register('portfolio')} />
              </Field>
            </div>
          </FormSection>

          <FormSection title="Position" description="The role you are applying for.">
            <Field label="Position" required error={errors.position?.message}>
              <Select {...register('position')}>
                <option value="">Choose a position</option>
                {TABS.filter((tab) => kinds.includes(tab.kind)).map((tab) => (
                  <optgroup key={tab.kind} label={tab.label}>
                    {positionsOf(tab.kind).map((p) => (
                      <option key={p.code} value={p.code}>
                        {p.title}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </Field>
          </FormSection>

          <FormSection title="Resume" description="A link anyone with it can open (Google Drive, Dropbox …).">
            <Field label="Resume Link" required error={errors.resumeLink?.message}>
              <Input type="url" inputMode="url" maxLength={2000} placeholder="https://drive.google.com/…" {...register('resumeLink')} />
            </Field>
          </FormSection>

          <FormSection title="Motivation">
            <Field label="Why do you want to join Thriftz?" required error={errors.motivation?.message}>
              <Textarea rows={4} maxLength={5000} {...register('motivation')} />
            </Field>
          </FormSection>

          <FormSection title="Experience">
            <Field label="Relevant experience" required error={errors.experience?.message} hint="Projects, clubs, internships, anything you are proud of.">
              <Textarea rows={4} maxLength={5000} {...register('experience')} />
            </Field>
          </FormSection>

          <FormSection title="Availability" description="The internship runs for two months from Sept 7th.">
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Hours per week" required error={errors.hoursPerWeek?.message} hint="Min 5, max 40.">
                <Input type="number" inputMode="numeric" min={5} max={40} step={1} {...register('hoursPerWeek')} />
              </Field>
              <Field label="Start date" required error={errors.startDate?.message}>
                <Input type="date" {...register('startDate')} />
              </Field>
              <Field label="Duration" required error={errors.duration?.message}>
                <Select {...register('duration')}>
                  <Options options={DURATIONS} />
                </Select>
              </Field>
            </div>
          </FormSection>

          <FormSection title="Preferences">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Work mode" required error={errors.workMode?.message}>
                <Select {...register('workMode')}>
                  <Options options={WORK_MODES} placeholder="Choose a work mode" />
                </Select>
              </Field>
              {type === 'team_lead' ? (
                <Field label="Team preference" error={errors.teamLeadPreference?.message} hint="Optional.">
                  <Select {...register('teamLeadPreference')}>
                    <Options options={TEAMS} placeholder="No preference" />
                  </Select>
                </Field>
              ) : null}
            </div>
          </FormSection>

          <FormSection
            title={type === 'team_lead' ? 'Leadership questions' : 'Internship questions'}
            description={type ? 'Short honest answers beat long polished ones.' : undefined}
          >
            {type === 'intern' ? <InternQuestions register={register} errors={errors} /> : null}
            {type === 'team_lead' ? (
              <Controller
                control={control}
                name="fallbackOption"
                render={({ field }) => (
                  <TeamLeadQuestions register={register} errors={errors} fallbackOption={field.value} onFallbackChange={field.onChange} />
                )}
              />
            ) : null}
            {type === undefined ? <p className="text-sm text-fg-muted">Choose a position to see its questions.</p> : null}
          </FormSection>

          <FormSection title="Additional information">
            <Field label="Anything else we should know?" error={errors.additionalInfo?.message} hint="Optional.">
              <Textarea rows={3} maxLength={5000} {...register('additionalInfo')} />
            </Field>
          </FormSection>
        </fieldset>

        <div className="space-y-3 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:px-6">
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="ghost">
              <Link to={backTo}>Cancel</Link>
            </Button>
            <Button type="submit" size="lg" busy={busy}>
              {busy ? 'Submitting...' : 'Submit Application'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
