import { useId, useState, type FormEvent } from 'react';
import { useCreate, useNotify, useRefresh, useUpdate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { getListAdPositionsQueryKey, listAdPositions } from '@thriftz/client/generated/ads/ads';
import { errorMessage, isApiError, isUnauthenticated } from '../../lib/errors';
import { humanize } from '../../ui/en-in-format';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { AD_TYPES, fieldErrorsOf, formValuesOf, toAdInput, type AdFormErrors, type AdFormValues } from './ad-form-fields';
import { adMessages as m } from './ads-messages';
import { ADS_RESOURCE, type AdRecord } from './ads-data-provider';

interface AdFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The ad to edit; none for Create New Ad. */
  ad?: AdRecord;
}

/** Create New Ad / Edit Ad: saved through the API, its field errors shown under their fields. */
export function AdFormDialog({ open, onClose, ad }: AdFormDialogProps) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [values, setValues] = useState<AdFormValues>(() => formValuesOf(ad));
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const positions = useQuery({ queryKey: getListAdPositionsQueryKey(), queryFn: ({ signal }) => listAdPositions({ signal }), enabled: open });
  const busy = creating || updating;
  const titleId = useId();
  const heading = ad ? 'Edit Ad' : 'Create New Ad';

  const set = <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const failed = (error: unknown) => {
    if (isUnauthenticated(error)) return;
    const fields = isApiError(error) ? fieldErrorsOf(error.problem.errors) : {};
    setErrors(fields);
    setFormError(Object.keys(fields).length ? null : errorMessage(error, m.saveFailed));
    notifyFailure(error, m.saveFailed);
  };

  const saved = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: AdFormErrors = {};
    if (!values.title.trim()) missing.title = m.titleRequired;
    if (!values.position) missing.position = m.positionRequired;
    setFormError(null);
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const data = toAdInput(values);
    if (ad) {
      update(ADS_RESOURCE, { id: ad.id, data, previousData: ad }, { mutationMode: 'pessimistic', onSuccess: () => saved(m.updated), onError: failed });
    } else {
      create(ADS_RESOURCE, { data }, { onSuccess: () => saved(m.created), onError: failed });
    }
  };

  const field = (key: keyof AdFormValues) => ({
    value: values[key],
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
    disabled: busy,
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField {...field('title')} label="Title" required onChange={(e) => set('title', e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField
              {...field('description')}
              label="Description"
              multiline
              minRows={2}
              onChange={(e) => set('description', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('type')} select label="Type" onChange={(e) => set('type', e.target.value as AdFormValues['type'])}>
                {AD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {humanize(type)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...field('position')}
                select
                required
                label="Position"
                onChange={(e) => set('position', e.target.value)}
                helperText={errors.position ?? (positions.error ? errorMessage(positions.error, m.loadFailed) : undefined)}
              >
                {(positions.data ?? []).map((position) => (
                  <MenuItem key={position._id} value={position.name}>
                    {position.name} ({position.dimensions})
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('startDate')} type="date" label="Start date" onChange={(e) => set('startDate', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField {...field('endDate')} type="date" label="End date" onChange={(e) => set('endDate', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <TextField
              {...field('imageUrl')}
              label="Image URL"
              placeholder="https://… or /path on this site"
              onChange={(e) => set('imageUrl', e.target.value)}
              helperText={errors.imageUrl ?? 'An https:// address or a path on this site.'}
              slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
            />
            <TextField
              {...field('linkUrl')}
              label="Link URL"
              placeholder="https://… or /path on this site"
              onChange={(e) => set('linkUrl', e.target.value)}
              helperText={errors.linkUrl ?? 'Where a click on the ad leads.'}
              slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} disabled={busy} />}
              label="Active"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {ad ? 'Save changes' : 'Create ad'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
