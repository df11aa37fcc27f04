import { useEffect, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, InputAdornment, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { getGetSettingsQueryKey, useGetSettings, useUpdateSettings } from '@thriftz/client/generated/settings/settings';
import type { Settings } from '@thriftz/client/generated/model';
import { errorMessage, isApiError, isUnauthenticated } from '../../lib/errors';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { checkSettings, serverErrors, toFormValues, type SettingsErrors, type SettingsField, type SettingsFormValues } from './settings-form-values';
import { settingsMessages } from './settings-messages';

/** Settings: the site's name, campus e-mail domains, boost price and duration, and launch time; they apply at once. */
export function SettingsPage() {
  const { data, error, isPending } = useGetSettings();
  return (
    <Box sx={{ maxWidth: 720, mt: 2, mb: 4 }}>
      <Title title={settingsMessages.title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {settingsMessages.title}
      </Typography>
      {error ? (
        <Alert severity="error">{errorMessage(error, settingsMessages.loadFailed)}</Alert>
      ) : isPending || !data ? (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <SettingsForm settings={data} />
      )}
    </Box>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const { mutate, isPending } = useUpdateSettings();
  useEffect(() => setValues(toFormValues(settings)), [settings]);

  const set = (field: SettingsField) => (e: { target: { value: string } }) => {
    setErrors((er) => ({ ...er, [field]: undefined }));
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { change, errors: found } = checkSettings(values);
    setErrors(found);
    if (!change) return;
    mutate(
      { data: change },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(getGetSettingsQueryKey(), saved);
          notify(settingsMessages.saved, { type: 'success' });
        },
        onError: (error) => {
          if (isUnauthenticated(error)) return;
          if (isApiError(error)) setErrors(serverErrors(error.problem.errors));
          notifyFailure(error, settingsMessages.saveFailed);
        },
      },
    );
  };

  const fieldProps = (field: SettingsField, hint?: string) => ({
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
    fullWidth: true,
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Site settings">
          <Stack spacing={3}>
            <TextField label="Site name" required {...fieldProps('siteName')} slotProps={{ htmlInput: { maxLength: 80 } }} />
            <TextField
              label="Campus e-mail domains"
              required
              multiline
              minRows={2}
              {...fieldProps('campusEmailDomains', 'Sign-up accepts addresses at these domains (and their subdomains). Separate them with commas.')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <TextField
                label="Boost price"
                required
                type="number"
                {...fieldProps('boostPrice', 'What a student pays to boost a listing')}
                slotProps={{
                  htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
              />
              <TextField
                label="Boost duration"
                required
                type="number"
                {...fieldProps('boostHours', 'From 1 to 168 hours')}
                slotProps={{
                  htmlInput: { step: 1, min: 1, max: 168, inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> },
                }}
              />
            </Stack>
            <TextField
              label="Launch time (India time)"
              type="datetime-local"
              {...fieldProps('launchAt', 'When the site opens to students; leave empty if it is open now')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => { setValues(toFormValues(settings)); setErrors({}); }} disabled={isPending}>
                Reset
              </Button>
              <Button type="submit" variant="contained" disabled={isPending}>
                {isPending ? 'Saving…' : 'Save Settings'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
