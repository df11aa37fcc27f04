// A toolbar or row button that always shows its label beside its icon. react-admin's Button
// drops the label below the sm breakpoint (an icon with a tooltip, and no name at all when
// disabled), which left phone toolbars as rows of unexplained icons.
import type { MouseEventHandler, ReactElement } from 'react';
import { Button, type ButtonProps } from '@mui/material';

interface LabelledButtonProps extends Omit<ButtonProps, 'children' | 'startIcon' | 'onClick'> {
  label: string;
  /** The icon, shown before the label. */
  children?: ReactElement;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

export function LabelledButton({ label, children, size = 'small', sx, ...rest }: LabelledButtonProps) {
  return (
    <Button size={size} startIcon={children} sx={[{ whiteSpace: 'nowrap', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest}>
      {label}
    </Button>
  );
}
