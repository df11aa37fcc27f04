// The detail modal the moderation panels share: a View button, then the record's facts and its actions.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LabelledButton } from './labelled-button';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label-value pairs as a description list; empty values show a dash. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface RecordDetailButtonProps {
  /** The dialog's heading, e.g. the record's title. */
  title: string;
  /** What the View button's accessible name adds, e.g. "details of Room near gate". */
  name: string;
  children: ReactNode;
  /** Buttons at the foot of the dialog (activate, delete, ...). */
  actions?: ReactNode;
}

/** A View button that opens the record's details in a dialog (full screen on phones). */
export function RecordDetailButton({ title, name, children, actions }: RecordDetailButtonProps) {
  const [open, setOpen] = useState(false);
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <>
      <LabelledButton
        label="View"
        aria-label={`View ${name}`}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <VisibilityIcon />
      </LabelledButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        {actions && <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
      </Dialog>
    </>
  );
}
