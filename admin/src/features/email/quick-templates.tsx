import { Button, Stack, Typography } from '@mui/material';
import { useGetPublicSettings } from '@thriftz/client/generated/settings/settings';
import { quickTemplates, type QuickTemplate } from './email-templates';

/** Buttons that fill the form's subject and content with a template. */
export function QuickTemplates({ onPick }: { onPick: (template: QuickTemplate) => void }) {
  // The launch templates name the site's launch time (the Settings value, else LAUNCH_AT); until
  // it is known they wait, or a quick click would fill in "soon" while a date is set.
  const settings = useGetPublicSettings();
  const launchAt = settings.data?.launchAt;
  const templates = quickTemplates(launchAt ? new Date(launchAt) : null);
  const waiting = settings.isPending;
  return (
    <section aria-labelledby="quick-templates-heading">
      <Typography id="quick-templates-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Quick templates
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {templates.map((t) => (
          <Button key={t.id} size="small" variant="outlined" disabled={waiting && t.namesLaunch} onClick={() => onPick(t)}>
            {t.label}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
