import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { button, type ButtonVariantProps } from '@pendana/design-system/styled-system/recipes';
import { Spinner } from '../spinner/spinner';

export type ButtonProps = HTMLArkProps<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean;
    /** Accessible text of the spinner while loading (copy comes from the app). */
    loadingLabel?: string;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    iconOnly,
    loading = false,
    loadingLabel,
    startIcon,
    endIcon,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  return (
    <ark.button
      ref={ref}
      type={rest.asChild ? undefined : (type ?? 'button')}
      className={cx(button({ variant, size, fullWidth, iconOnly }), className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {rest.asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner size="sm" label={loadingLabel} /> : startIcon}
          {children}
          {endIcon}
        </>
      )}
    </ark.button>
  );
});
