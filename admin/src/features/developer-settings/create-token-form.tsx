import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { isApiError, isUnauthenticated } from '../../lib/errors';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { ACCESS_TOKENS_RESOURCE, type AccessTokenInput, type CreatedAccessToken } from './access-tokens-data-provider';
import { developerSettingsMessages as m, SCOPE_CHOICES } from './developer-settings-messages';
import {
  checkTokenForm,
  emptyTokenForm,
  MAX_EXPIRY_DAYS,
  MAX_NAME_LENGTH,
  serverTokenErrors,
  toggleScope,
  type TokenFormErrors,
  type TokenFormValues,
} from './token-form-values';

interface CreateTokenFormProps {
  /** The token just made, with its secret, to reveal once. */
  onCreated: (created: CreatedAccessToken) => void;
}

/** Name, scopes and expiry; the server's field errors under their fields, its other refusals as a toast. */
export function CreateTokenForm({ onCreated }: CreateTokenFormProps) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<TokenFormValues>(emptyTokenForm);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const { mutate, isPending } = useMutation({
    // Straight through the provider rather than useCreate: the secret must not land in the record cache.
    mutationFn: async (input: AccessTokenInput) =>
      (await dataProvider.create(ACCESS_TOKENS_RESOURCE, { data: input })).data as unknown as CreatedAccessToken,
    onSuccess: (created) => {
      setValues(emptyTokenForm());
      setErrors({});
      notify(m.created, { type: 'success' });
      refresh();
      onCreated(created);
    },
    onError: (error: unknown) => {
      if (isUnauthenticated(error)) return;
      const fieldErrors = isApiError(error) ? serverTokenErrors(error.problem.errors) : {};
      setErrors(fieldErrors);
      notifyFailure(error, m.createFailed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = checkTokenForm(values);
    setErrors(found);
    if (input) mutate(input);
  };

  const change = (patch: Partial<TokenFormValues>, field: keyof TokenFormErrors) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setValues((v) => ({ ...v, ...patch }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.createTitle}>
      <Stack spacing={3}>
        <TextField
          label="Name"
          required
          fullWidth
          value={values.name}
          onChange={(e) => change({ name: e.target.value }, 'name')}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'What the token is for, e.g. "Price sync script" (up to 60 characters)'}
          sx={{ maxWidth: { sm: 480 } }}
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH, autoComplete: 'off' } }}
        />
        <FormControl component="fieldset" error={Boolean(errors.scopes)} required>
          <FormLabel component="legend">Scopes</FormLabel>
          <FormGroup>
            {SCOPE_CHOICES.map(({ scope, label, help }) => (
              <FormControlLabel
                key={scope}
                sx={{ alignItems: 'flex-start', mt: 0.5 }}
                control={
                  <Checkbox
                    checked={values.scopes.includes(scope)}
                    onChange={(e) => change({ scopes: toggleScope(values.scopes, scope, e.target.checked) }, 'scopes')}
                    sx={{ pt: 0.5 }}
                    slotProps={{ input: { 'aria-describedby': `scope-help-${scope}` } }}
                  />
                }
                label={
                  <Box>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {label}
                    </Typography>
                    <Typography id={`scope-help-${scope}`} variant="body2" color="text.secondary">
                      {help}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </FormGroup>
          {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
        </FormControl>
        <TextField
          label="Expires in"
          required
          type="number"
          value={values.expiresInDays}
          onChange={(e) => change({ expiresInDays: e.target.value }, 'expiresInDays')}
          error={Boolean(errors.expiresInDays)}
          helperText={errors.expiresInDays ?? `From 1 to ${MAX_EXPIRY_DAYS} days`}
          sx={{ maxWidth: { sm: 240 } }}
          slotProps={{
            htmlInput: { min: 1, max: MAX_EXPIRY_DAYS, step: 1, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
          }}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={isPending}>
            {isPending ? 'Creating…' : 'Create token'}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
