import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';

export type IconButtonProps = Omit<
  ButtonProps,
  'children' | 'iconOnly' | 'startIcon' | 'endIcon' | 'aria-label'
> & {
  /** Accessible name (the button shows only the icon). */
  label: string;
  icon: ReactNode;
};

/** Square button showing only an icon; the label is its accessible name (and tooltip text). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', ...props },
  ref,
) {
  return (
    <Button ref={ref} {...props} variant={variant} iconOnly aria-label={label} title={label}>
      {icon}
    </Button>
  );
});
