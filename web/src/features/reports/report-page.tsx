import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX, Flag, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '@thriftz/client/fetcher';
import { useCreateReport } from '@thriftz/client/generated/reports/reports';
import type { ReportItemType } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { IconTile } from '../../ui/icon-tile';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { ReportFields } from './report-fields';
import { EMPTY_REPORT, REPORT_MESSAGES, reportSchema, toCreateReportInput } from './report-schema';
import { parseReportLink, reportTargetPath, type ReportTarget } from './report-target';

export const REPORT_LINK_MESSAGES = {
  required: 'Please paste the link of the listing, request or profile.',
  invalid: 'That link is not a Thriftz listing, request or profile.',
} as const;

const pageSchema = reportSchema.extend({
  link: z
    .string()
    .trim()
    .min(1, REPORT_LINK_MESSAGES.required)
    .refine((value) => parseReportLink(value) !== null, REPORT_LINK_MESSAGES.invalid),
});

type PageFormInput = z.input<typeof pageSchema>;
type PageFormValues = z.output<typeof pageSchema>;

const KIND_WORDS: Record<ReportItemType, string> = { listing: 'a listing', request: 'a request', user: 'a student’s profile', review: 'a review' };

const WHAT_HAPPENS = [
  'A moderator reads every report, usually within a day.',
  'The person you report is not told who reported them.',
  'If something breaks the rules it is hidden or removed, and repeat offenders are suspended.',
] as const;

/** The item a link to this page names: `?item=<link or path>` or `?type=listing&id=<uuid>`. */
function prefilledLink(params: URLSearchParams): string {
  const item = params.get('item');
  if (item) return item.slice(0, 500);
  const type = params.get('type');
  const id = params.get('id') ?? '';
  if ((type === 'listing' || type === 'request' || type === 'user') && /^[0-9a-f-]{36}$/i.test(id)) {
    return `${window.location.origin}${reportTargetPath({ itemType: type, itemId: id })}`;
  }
  return '';
}

type Stage = { kind: 'form' } | { kind: 'success'; target: ReportTarget } | { kind: 'error' };

/**
 * /report: report a listing, a request or a student to the moderators from its link. Open to every
 * viewer, as the report button on the detail pages is (document 1, section 10); the reporter is
 * recorded when signed in.
 */
export default function ReportPage() {
  useDocumentTitle('Report a problem');
  const [params] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const create = useCreateReport();
  const form = useForm<PageFormInput, unknown, PageFormValues>({
    resolver: zodResolver(pageSchema),
    defaultValues: { ...EMPTY_REPORT, link: prefilledLink(params) },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const link = useWatch({ control, name: 'link' }) ?? '';
  const target = parseReportLink(link);

  const onSubmit = handleSubmit((values) => {
    const item = parseReportLink(values.link)!;
    const pageUrl = new URL(reportTargetPath(item), window.location.origin).href;
    create.mutate(
      { data: toCreateReportInput(values, item, pageUrl) },
      {
        onSuccess: () => {
          toast.success(REPORT_MESSAGES.successTitle, { description: REPORT_MESSAGES.successText });
          setStage({ kind: 'success', target: item });
        },
        onError: (error) => {
          // Nothing at that link: said under the link ('Product not found', …), the form kept.
          if (error instanceof ApiError && error.status === 404 && error.problem.detail) {
            setError('link', { message: error.problem.detail }, { shouldFocus: true });
            return;
          }
          toast.error(REPORT_MESSAGES.failedTitle, { description: REPORT_MESSAGES.failedText });
          setStage({ kind: 'error' });
        },
      },
    );
  });

  const busy = create.isPending;
  return (
    <>
      <PageHeader
        eyebrow="Trust & safety"
        title="Report a problem"
        lead="Seen a scam, a prohibited item or someone behaving badly? Tell the moderators which listing, request or student it is about."
      />
      <div className="container-page grid gap-6 py-8 sm:py-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <Card className="min-w-0 p-5 sm:p-8">
          {stage.kind === 'success' ? (
            <div role="status" className="flex flex-col items-center py-6 text-center">
              <CircleCheck aria-hidden="true" className="size-12 text-primary" />
              <h2 className="mt-3 text-lg font-semibold text-fg">{REPORT_MESSAGES.successTitle}</h2>
              <p className="mt-1 text-sm text-fg-muted">{REPORT_MESSAGES.successText}</p>
              <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                <Link to={reportTargetPath(stage.target)} className={buttonClasses('secondary')}>
                  Back to {KIND_WORDS[stage.target.itemType].replace(/^an? /, 'the ')}
                </Link>
                <Button
                  onClick={() => {
                    reset({ ...EMPTY_REPORT, link: '' });
                    create.reset();
                    setStage({ kind: 'form' });
                  }}
                >
                  Report something else
                </Button>
              </div>
            </div>
          ) : stage.kind === 'error' ? (
            <div role="alert" className="flex flex-col items-center py-6 text-center">
              <CircleX aria-hidden="true" className="size-12 text-danger" />
              <h2 className="mt-3 text-lg font-semibold text-fg">{REPORT_MESSAGES.failedTitle}</h2>
              <p className="mt-1 text-sm text-fg-muted">{REPORT_MESSAGES.failedText}</p>
              <Button className="mt-5" onClick={() => setStage({ kind: 'form' })}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try Again
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} aria-label="Report a problem" aria-busy={busy || undefined}>
              <h2 className="text-lg font-semibold text-fg">What are you reporting?</h2>
              <p className="mt-1 text-sm text-fg-muted">Fields marked * are required.</p>
              <fieldset disabled={busy} className="mt-6 min-w-0 space-y-5">
                <Field
                  label="Link to the listing, request or profile"
                  error={errors.link?.message}
                  hint={
                    target && !errors.link
                      ? `This is ${KIND_WORDS[target.itemType]}.`
                      : 'Copy it from the address bar or the Share button, e.g. thriftz.in/product/…'
                  }
                  required
                >
                  <Input
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={500}
                    placeholder="https://…/product/…"
                    {...register('link')}
                  />
                </Field>
                <ReportFields
                  fields={{ reason: register('reason'), description: register('description'), contactEmail: register('contactEmail') }}
                  errors={{ reason: errors.reason?.message, description: errors.description?.message, contactEmail: errors.contactEmail?.message }}
                  description={description}
                  descriptionRows={5}
                />
                <div className="flex justify-end pt-1">
                  <Button type="submit" busy={busy} className="w-full sm:w-auto">
                    <Flag aria-hidden="true" className="size-4" />
                    {busy ? 'Submitting…' : 'Submit Report'}
                  </Button>
                </div>
              </fieldset>
            </form>
          )}
        </Card>
        <aside aria-label="About reports" className="min-w-0 space-y-6">
          <Card className="p-5">
            <div className="flex items-start gap-4">
              <IconTile icon={ShieldCheck} tone="primary" size="lg" className="shrink-0" />
              <div className="min-w-0">
                <h2 className="font-semibold text-fg">What happens next?</h2>
                <ul className="mt-3 list-disc space-y-2 pl-4 text-sm text-fg-muted">
                  {WHAT_HAPPENS.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          </Card>
          <Card className="p-5">
            <h2 className="font-semibold text-fg">Something else?</h2>
            <p className="mt-2 text-sm text-fg-muted">
              A problem with an order, a payment or your account is not for the moderators: write to the team instead.
            </p>
            <Link to="/contact" className={cn(buttonClasses('secondary'), 'mt-4 w-full')}>
              Contact us
            </Link>
          </Card>
        </aside>
      </div>
    </>
  );
}
