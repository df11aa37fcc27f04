// Two facts in one table cell, the second smaller and muted: fewer columns, so tables fit 1280 px.
import { Typography } from '@mui/material';

export function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <Typography variant="body2">{first}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {second}
      </Typography>
    </>
  );
}
