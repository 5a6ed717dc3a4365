import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { tabs as tabsRecipe } from '@pendana/design-system/styled-system/recipes';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Scrolls the tab list sideways (only it, never the page) so its selected tab is in view. */
function revealSelected(list: HTMLElement | null) {
  const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !selected) return;
  const box = list.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  if (tab.left < box.left) list.scrollLeft -= box.left - tab.left;
  else if (tab.right > box.right) list.scrollLeft += tab.right - box.right;
}

/**
 * Tabs: arrow keys move between tabs, Home/End jump; the list scrolls sideways on a phone, keeping
 * the selected tab in view (also one selected from the address, off the screen's edge).
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const styles = tabsRecipe();
  const listRef = useRef<HTMLDivElement | null>(null);
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  useLayoutEffect(() => {
    const list = listRef.current;
    revealSelected(list);
    // Again when the list's width changes (a phone turned, a window narrowed).
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => revealSelected(list));
    observer.observe(list);
    return () => observer.disconnect();
  }, [selected]);
  return (
    <ArkTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => {
        setOwn(details.value);
        onValueChange?.(details.value);
      }}
      lazyMount
    >
      <ArkTabs.List ref={listRef} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
