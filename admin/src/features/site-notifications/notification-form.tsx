import {
  BooleanInput,
  DateTimeInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { NotificationBannerPreview } from './notification-banner-preview';
import { PRIORITY_CHOICES, TYPE_CHOICES } from './notification-format';
import { notificationMessages } from './site-notifications-messages';

const colourRule = regex(/^#[0-9A-Fa-f]{6}$/, notificationMessages.colourFormat);
const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
      {title}
    </Typography>
  );
}

/**
 * The create and edit form: the spec's fields (message required, title not), colour pickers and
 * a live preview of the banner. The server checks everything again (links, the date window).
 */
export function NotificationForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 760 }}>
      <NotificationBannerPreview />
      <Section title="Content" />
      <TextInput source="title" label="Title" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} helperText="Optional" />
      <TextInput
        source="message"
        label="Message"
        fullWidth
        multiline
        minRows={2}
        validate={required(notificationMessages.messageRequired)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box sx={row}>
        <SelectInput source="type" label="Type" choices={TYPE_CHOICES} validate={required()} sx={{ minWidth: 160 }} />
        <SelectInput source="priority" label="Priority" choices={PRIORITY_CHOICES} validate={required()} sx={{ minWidth: 160 }} />
      </Box>
      <Section title="Call to action and image" />
      <Box sx={row}>
        <TextInput source="ctaText" label="Button text" slotProps={{ htmlInput: { maxLength: 60 } }} sx={{ flex: '1 1 200px' }} />
        <TextInput
          source="ctaLink"
          label="Button link"
          helperText="https://… or a path on this site, e.g. /products"
          sx={{ flex: '2 1 260px' }}
        />
      </Box>
      <TextInput source="imageUrl" label="Image address" helperText="https://… or a path on this site" fullWidth />
      <Section title="Colours" />
      <Box sx={row}>
        <TextInput source="backgroundColor" label="Background colour" type="color" validate={[required(), colourRule]} sx={{ width: 180 }} />
        <TextInput source="textColor" label="Text colour" type="color" validate={[required(), colourRule]} sx={{ width: 180 }} />
      </Box>
      <Section title="Where and when" />
      <Box sx={row}>
        <BooleanInput source="isActive" label="Active" />
        <BooleanInput source="isSticky" label="Sticky (cannot be dismissed)" />
        <BooleanInput source="showOnHomePage" label="Show on home page" />
        <BooleanInput source="showOnAllPages" label="Show on all pages" />
      </Box>
      <Box sx={row}>
        <DateTimeInput source="startDate" label="Starts" helperText="Empty: from now" sx={{ minWidth: 240 }} />
        <DateTimeInput source="endDate" label="Ends" helperText="Empty: until deactivated" sx={{ minWidth: 240 }} />
      </Box>
    </SimpleForm>
  );
}
