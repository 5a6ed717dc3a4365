import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { select } from '@pendana/design-system/styled-system/recipes';

export interface MenuItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Renders the item as a link. */
  href?: string;
}

export interface MenuProps {
  /** The button that opens the menu (rendered with asChild). */
  trigger: ReactElement;
  items: MenuItem[];
  onSelect?: (value: string) => void;
}

/** Dropdown menu of actions (user menu, row actions): arrows, typeahead, Enter, Esc. */
export function Menu({ trigger, items, onSelect }: MenuProps) {
  const styles = select();
  return (
    <ArkMenu.Root onSelect={(details) => onSelect?.(details.value)} lazyMount unmountOnExit>
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={styles.content} style={{ minWidth: '12rem' }}>
            {items.map((item) =>
              item.href ? (
                <ArkMenu.Item
                  key={item.value}
                  value={item.value}
                  disabled={item.disabled}
                  className={styles.item}
                  asChild
                >
                  <a href={item.href}>
                    {item.icon}
                    <span className={styles.itemText}>{item.label}</span>
                  </a>
                </ArkMenu.Item>
              ) : (
                <ArkMenu.Item
                  key={item.value}
                  value={item.value}
                  disabled={item.disabled}
                  className={styles.item}
                >
                  {item.icon}
                  <span className={styles.itemText}>{item.label}</span>
                </ArkMenu.Item>
              ),
            )}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
