import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { choice } from '@pendana/design-system/styled-system/recipes';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** On/off setting that applies at once (e.g. notifications). Space toggles. */
export function Switch({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  disabled,
  className,
}: SwitchProps) {
  const styles = choice({ kind: 'switch' });
  return (
    <ArkSwitch.Root
      className={cx(styles.root, className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      name={name}
      disabled={disabled}
    >
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
