import { Button, Stack, Typography } from '@mui/material';
import { quickTemplates, type QuickTemplate } from './email-templates';

/** Buttons that fill the form's subject and content with a template. */
export function QuickTemplates({ onPick }: { onPick: (template: QuickTemplate) => void }) {
  return (
    <section aria-labelledby="quick-templates-heading">
      <Typography id="quick-templates-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Quick templates
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {quickTemplates.map((t) => (
          <Button key={t.id} size="small" variant="outlined" onClick={() => onPick(t)}>
            {t.label}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
