import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AtSign, Briefcase, Code, Globe, Lock, MessageSquareQuote } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { getGetSessionQueryKey } from '@thriftz/client/generated/auth/auth';
import type { UserProfile } from '@thriftz/client/generated/model';
import { getGetUserQueryKey, useUpdateUser } from '@thriftz/client/generated/users/users';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  BIO_MAX_LENGTH,
  profileSchema,
  SOCIAL_NETWORKS,
  type ProfileFormInput,
  type ProfileFormValues,
  type SocialNetwork,
} from './profile-schema';

const SOCIAL_FIELDS: Record<SocialNetwork, { label: string; placeholder: string; icon: ReactNode }> = {
  instagram: { label: 'Instagram', placeholder: 'https://instagram.com/yourname', icon: <AtSign className="size-4" /> },
  linkedin: { label: 'LinkedIn', placeholder: 'https://linkedin.com/in/yourname', icon: <Briefcase className="size-4" /> },
  twitter: { label: 'X (Twitter)', placeholder: 'https://x.com/yourname', icon: <MessageSquareQuote className="size-4" /> },
  github: { label: 'GitHub', placeholder: 'https://github.com/yourname', icon: <Code className="size-4" /> },
  website: { label: 'Website', placeholder: 'https://yourname.dev', icon: <Globe className="size-4" /> },
};

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
} as const;

function valuesFrom(profile: UserProfile): ProfileFormInput {
  const links = profile.socialLinks ?? {};
  return {
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    socialLinks: {
      instagram: links.instagram ?? '',
      linkedin: links.linkedin ?? '',
      twitter: links.twitter ?? '',
      github: links.github ?? '',
      website: links.website ?? '',
    },
  };
}

/** Maps the API's `/body/socialLinks/github` style paths onto form fields. */
function formPath(apiPath: string): FieldPath<ProfileFormInput> | null {
  const parts = apiPath.replace(/^\/body\//, '').split('/');
  const [head, tail] = parts;
  if (head === 'fullName' || head === 'phone' || head === 'bio') return head;
  if (head === 'socialLinks' && tail && (SOCIAL_NETWORKS as readonly string[]).includes(tail)) {
    return `socialLinks.${tail as SocialNetwork}`;
  }
  return null;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-line p-5 last:border-b-0 sm:p-6 lg:grid-cols-[14rem_1fr] lg:gap-8">
      <div>
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        <p className="mt-1 text-sm text-fg-muted">{description}</p>
      </div>
      <div className="min-w-0 space-y-4">{children}</div>
    </section>
  );
}

/** The Profile tab's form: name, phone, bio and social links; the campus e-mail is read-only. */
export function ProfileForm({ profile, email }: { profile: UserProfile; email: string }) {
  const queryClient = useQueryClient();
  const update = useUpdateUser();

  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesFrom(profile),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = form;

  // Fresh data from the server (another tab, a refetch) replaces an untouched form.
  // Read through a ref: only a new profile object should trigger the reset, not every keystroke.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  });
  useEffect(() => {
    if (!dirty.current) reset(valuesFrom(profile));
  }, [profile, reset]);

  const bio = useWatch({ control, name: 'bio' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      {
        uid: profile.uid,
        data: {
          fullName: values.fullName,
          phone: values.phone,
          bio: values.bio,
          socialLinks: values.socialLinks,
        },
      },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(getGetUserQueryKey(profile.uid), updated);
          reset(valuesFrom(updated));
          void queryClient.invalidateQueries({ queryKey: getGetSessionQueryKey() });
          toast.success(PROFILE_MESSAGES.saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const fieldError of error.problem.errors ?? []) {
              const path = formPath(fieldError.path);
              if (path) setError(path, { type: 'server', message: fieldError.message });
            }
          }
          toast.error(errorMessage(error, PROFILE_MESSAGES.saveFailed));
        },
      },
    );
  });

  const busy = update.isPending;

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label="Edit profile" aria-busy={busy || undefined}>
        <fieldset disabled={busy} className="min-w-0">
          <Section title="Personal details" description="How other students see you on your listings and in chat.">
            <Field label="Full name" error={errors.fullName?.message} required>
              <Input autoComplete="name" {...register('fullName')} />
            </Field>
            <Field
              label="Campus e-mail"
              hint={
                <span className="inline-flex items-center gap-1">
                  <Lock aria-hidden="true" className="size-3.5" />
                  Your campus e-mail verifies you as a student and cannot be changed.
                </span>
              }
            >
              <Input type="email" value={email} readOnly />
            </Field>
            <Field
              label="Phone"
              error={errors.phone?.message}
              hint="Optional. Buyers can reach you on WhatsApp at this number."
            >
              <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+91 98765 43210" {...register('phone')} />
            </Field>
            <Field
              label="Bio"
              error={errors.bio?.message}
              hint="Your course, hostel, what you like to trade…"
              aside={
                <span
                  className={cn('tabular text-xs', bio.length > BIO_MAX_LENGTH ? 'font-semibold text-danger' : 'text-fg-subtle')}
                  aria-live="polite"
                >
                  {bio.length}/{BIO_MAX_LENGTH}
                </span>
              }
            >
              <Textarea rows={4} placeholder="Second-year B.Tech, Hostel 4. Selling my old engineering books." {...register('bio')} />
            </Field>
          </Section>

          <Section title="Social links" description="Optional, shown on your public profile. Paste full links starting with https://.">
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL_NETWORKS.map((network) => {
                const { label, placeholder, icon } = SOCIAL_FIELDS[network];
                return (
                  <Field key={network} label={label} error={errors.socialLinks?.[network]?.message}>
                    <Input
                      type="url"
                      inputMode="url"
                      autoCapitalize="none"
                      spellCheck={false}
                      placeholder={placeholder}
                      leadingIcon={icon}
                      {...register(`socialLinks.${network}`)}
                    />
                  </Field>
                );
              })}
            </div>
          </Section>
        </fieldset>

        <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-line bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <Button variant="ghost" disabled={!isDirty || busy} onClick={() => reset(valuesFrom(profile))}>
            Discard changes
          </Button>
          <Button type="submit" busy={busy} disabled={!isDirty}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
