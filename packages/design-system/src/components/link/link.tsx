import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { forwardRef } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';

export type LinkProps = HTMLArkProps<'a'> & {
  /** Opens in a new tab with rel="noopener noreferrer"; pass the hidden hint text (e.g. '(tab baru)'). */
  externalHint?: string;
};

const linkStyle = css({
  color: 'primary.fg',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'xs',
  _hover: { color: 'primary.solidHover' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

const hidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Text link; use `asChild` with the router's Link. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { className, externalHint, children, ...props },
  ref,
) {
  const external = externalHint !== undefined;
  return (
    <ark.a
      ref={ref}
      className={cx(linkStyle, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {props.asChild ? (
        children
      ) : (
        <>
          {children}
          {external ? <span className={hidden}> {externalHint}</span> : null}
        </>
      )}
    </ark.a>
  );
});
