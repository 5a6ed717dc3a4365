import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { field, select } from '@pendana/design-system/styled-system/recipes';
import { FieldFrame, type FieldFrameProps } from '../text-field/text-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldFrameProps & {
  options: SelectOption[];
  /** Selected value ('' or undefined for none). */
  value?: string | undefined;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
};

/** Single select (Ark Select) with a hidden native select for forms; keyboard: arrows, typeahead, Enter, Esc. */
export function Select({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  onBlur,
  ...frame
}: SelectProps) {
  const styles = select();
  const fieldStyles = field({ size: frame.size });
  // '' is "nothing chosen", unless an option has the value '' (an "All" choice of a filter): then
  // that option is the one shown, not an empty trigger.
  const hasEmptyOption = options.some((option) => option.value === '');
  const selected = useMemo(
    () => (value || (value === '' && hasEmptyOption) ? [value] : []),
    [value, hasEmptyOption],
  );
  const collection = useMemo(
    () =>
      createListCollection({ items: options, isItemDisabled: (item) => item.disabled === true }),
    [options],
  );
  return (
    <FieldFrame {...frame}>
      {({ describedBy }) => (
        <ArkSelect.Root
          collection={collection}
          value={selected}
          onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
          onInteractOutside={() => onBlur?.()}
          name={name}
          positioning={{ sameWidth: true }}
        >
          <ArkSelect.Control className={fieldStyles.control}>
            <ArkSelect.Trigger className={styles.trigger} aria-describedby={describedBy}>
              <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
              <ArkSelect.Indicator className={styles.indicator}>
                <ChevronDown aria-hidden />
              </ArkSelect.Indicator>
            </ArkSelect.Trigger>
          </ArkSelect.Control>
          <Portal>
            <ArkSelect.Positioner className={styles.positioner}>
              <ArkSelect.Content className={styles.content}>
                {collection.items.map((item) => (
                  <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                    <ArkSelect.ItemText className={styles.itemText}>
                      {item.label}
                    </ArkSelect.ItemText>
                    <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                      <Check aria-hidden />
                    </ArkSelect.ItemIndicator>
                  </ArkSelect.Item>
                ))}
              </ArkSelect.Content>
            </ArkSelect.Positioner>
          </Portal>
          <ArkSelect.HiddenSelect />
        </ArkSelect.Root>
      )}
    </FieldFrame>
  );
}
