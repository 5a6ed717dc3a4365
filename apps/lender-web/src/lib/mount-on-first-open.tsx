import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` — typically a `lazy()` modal flow — only once `open` has been true, then keeps it
 * mounted, so closing and reopening keeps the flow's state (a number typed, a countdown). Nothing of it
 * is downloaded before it first opens; while its code loads nothing is shown.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
