import { useEffect, type ReactNode } from 'react';

/**
 * Calls `onCommit` once its children have been committed (a parent's effect runs after its
 * children's): take-over.ts's signal that the hydration is done. No markup of its own, so the tree
 * hydrates against the prerender's markup unchanged.
 */
export function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}
