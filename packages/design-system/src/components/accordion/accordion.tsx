import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { accordion } from '@pendana/design-system/styled-system/recipes';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Several items open at once (default true, as in an FAQ). */
  multiple?: boolean;
  defaultValue?: string[];
  /** Heading level wrapping each trigger (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Expandable sections (FAQ): Enter/Space toggle, arrows move between headers. */
export function Accordion({
  items,
  multiple = true,
  defaultValue,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const styles = accordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <ArkAccordion.Root
      className={cx(styles.root, className)}
      multiple={multiple}
      defaultValue={defaultValue}
      collapsible
    >
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <Heading style={{ margin: 0, font: 'inherit' }}>
            <ArkAccordion.ItemTrigger className={styles.trigger}>
              {item.title}
              <ArkAccordion.ItemIndicator className={styles.indicator}>
                <ChevronDown aria-hidden />
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </Heading>
          <ArkAccordion.ItemContent className={styles.content}>
            {item.content}
          </ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  );
}
