import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { css, cx } from '@pendana/design-system/styled-system/css';

export interface AvatarProps {
  /** Full name: initials are the fallback and the image's alt text. */
  name: string;
  src?: string | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: '2rem', md: '2.5rem', lg: '4rem' } as const;

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'primary.muted',
  color: 'primary.fg',
  fontWeight: 'semibold',
});
const image = css({ width: 'full', height: 'full', objectFit: 'cover' });

/** Up to two initials of a name: 'Budi Santoso' → 'BS'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Profile photo with the initials as fallback. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const dimension = sizes[size];
  return (
    <ArkAvatar.Root
      className={cx(root, className)}
      style={{ width: dimension, height: dimension, fontSize: `calc(${dimension} * 0.4)` }}
    >
      <ArkAvatar.Fallback aria-label={name} role="img">
        {initials(name)}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={image} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
