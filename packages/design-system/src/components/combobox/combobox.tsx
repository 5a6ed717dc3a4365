import { Combobox as ArkCombobox, useListCollection } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { field, select } from '@pendana/design-system/styled-system/recipes';
import { Spinner } from '../spinner/spinner';
import { FieldFrame, type FieldFrameProps } from '../text-field/text-field';
import type { SelectOption } from '../select/select';

export type ComboboxProps = FieldFrameProps & {
  options: SelectOption[];
  value?: string | undefined;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Text shown when the search matches nothing (copy from the app). */
  emptyText: string;
  /** Options are loading: shows a spinner with this accessible label. */
  loading?: boolean;
  loadingLabel?: string;
  /** Accessible name of the open/close button. */
  toggleLabel: string;
  name?: string;
  onBlur?: () => void;
};

/** Searchable single select (Ark Combobox): type to filter, arrows to move, Enter to choose. */
export function Combobox({
  options,
  value,
  onValueChange,
  placeholder,
  emptyText,
  loading = false,
  loadingLabel,
  toggleLabel,
  name,
  onBlur,
  ...frame
}: ComboboxProps) {
  const styles = select();
  const fieldStyles = field({ size: frame.size });
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<SelectOption>({
    initialItems: options,
    filter: contains,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    isItemDisabled: (item) => item.disabled === true,
  });
  const [inputValue, setInputValue] = useState(
    () => options.find((option) => option.value === value)?.label ?? '',
  );
  useEffect(() => {
    set(options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `set` is not stable across renders
  }, [options]);
  // Show the chosen option's label when the value changes from outside (form reset, defaults):
  // adjust state while rendering, as React recommends, instead of in an effect.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setInputValue(options.find((option) => option.value === value)?.label ?? '');
  }
  // Options that arrive after the value (a saved region whose list loads later): show its label
  // once it is known, unless the user has typed something since.
  const [syncedOptions, setSyncedOptions] = useState(options);
  if (options !== syncedOptions) {
    setSyncedOptions(options);
    const label = options.find((option) => option.value === value)?.label;
    if (value && label && inputValue === '') setInputValue(label);
  }
  // A stable array: a new [] on every render makes Ark re-sync the value and reset the typed text.
  const selected = useMemo(() => (value ? [value] : []), [value]);

  return (
    <FieldFrame {...frame}>
      {({ describedBy }) => (
        <ArkCombobox.Root
          collection={collection}
          value={selected}
          onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
          inputValue={inputValue}
          onInputValueChange={(details) => {
            setInputValue(details.inputValue);
            filter(details.inputValue);
          }}
          onOpenChange={(details) => {
            if (!details.open) filter('');
          }}
          onInteractOutside={() => onBlur?.()}
          name={name}
          openOnClick
          positioning={{ sameWidth: true }}
        >
          <ArkCombobox.Control className={fieldStyles.control}>
            <ArkCombobox.Input
              className={fieldStyles.input}
              placeholder={placeholder}
              aria-describedby={describedBy}
            />
            {loading ? (
              <span className={fieldStyles.addon}>
                <Spinner size="sm" label={loadingLabel} />
              </span>
            ) : null}
            <ArkCombobox.Trigger
              className={cx(styles.indicator, fieldStyles.addon)}
              aria-label={toggleLabel}
            >
              <ChevronDown aria-hidden />
            </ArkCombobox.Trigger>
          </ArkCombobox.Control>
          <Portal>
            <ArkCombobox.Positioner className={styles.positioner}>
              <ArkCombobox.Content className={styles.content}>
                {collection.items.length === 0 ? (
                  // An option-shaped message keeps the listbox valid (ARIA requires option children).
                  <div
                    role="option"
                    aria-disabled="true"
                    aria-selected="false"
                    className={styles.empty}
                  >
                    {emptyText}
                  </div>
                ) : null}
                {collection.items.map((item) => (
                  <ArkCombobox.Item key={item.value} item={item} className={styles.item}>
                    <ArkCombobox.ItemText className={styles.itemText}>
                      {item.label}
                    </ArkCombobox.ItemText>
                    <ArkCombobox.ItemIndicator className={styles.itemIndicator}>
                      <Check aria-hidden />
                    </ArkCombobox.ItemIndicator>
                  </ArkCombobox.Item>
                ))}
              </ArkCombobox.Content>
            </ArkCombobox.Positioner>
          </Portal>
        </ArkCombobox.Root>
      )}
    </FieldFrame>
  );
}
