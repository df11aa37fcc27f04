import { Alert, Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AA_CONTRAST, contrastRatio } from './notification-contrast';
import { notificationMessages } from './site-notifications-messages';

const HEX = /^#[0-9A-Fa-f]{6}$/;
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && HEX.test(value) ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * How the student app's banner will look, updated as the admin types: the same colours, title,
 * message, image and call to action. Links are not followed from the preview.
 */
export function NotificationBannerPreview() {
  const values = useWatch() as Record<string, unknown>;
  const background = colour(values.backgroundColor, '#3B82F6');
  const foreground = colour(values.textColor, '#FFFFFF');
  const title = text(values.title);
  const message = text(values.message) || 'Your message appears here.';
  const ctaText = text(values.ctaText);
  const imageUrl = text(values.imageUrl);
  const ratio = contrastRatio(background, foreground);

  return (
    <Box component="section" aria-label="Banner preview" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        Preview
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          px: 2,
          py: 1.5,
          borderRadius: 2,
          bgcolor: background,
          color: foreground,
        }}
      >
        {imageUrl && (
          <Box component="img" src={imageUrl} alt="" sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
        )}
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          {title && (
            <Typography component="p" sx={{ fontWeight: 700, color: 'inherit' }}>
              {title}
            </Typography>
          )}
          <Typography component="p" variant="body2" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        </Box>
        {ctaText && (
          <Box
            component="span"
            sx={{ px: 1.5, py: 0.5, borderRadius: 1, border: `1px solid ${foreground}`, fontWeight: 600, fontSize: '0.875rem' }}
          >
            {ctaText}
          </Box>
        )}
      </Box>
      {ratio !== null && ratio < AA_CONTRAST && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {notificationMessages.lowContrast(ratio)}
        </Alert>
      )}
    </Box>
  );
}
