import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { field } from '@pendana/design-system/styled-system/recipes';
import { FieldFrame, type FieldFrameProps } from '../text-field/text-field';

export type PasswordInputProps = FieldFrameProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'type' | 'children'> & {
    /** Accessible name of the toggle while the password is hidden (e.g. 'Tampilkan kata sandi'). */
    showLabel: string;
    /** Accessible name of the toggle while the password is shown (e.g. 'Sembunyikan kata sandi'). */
    hideLabel: string;
    defaultVisible?: boolean;
    /** 'current-password' on login, 'new-password' on register and reset. */
    autoComplete?: 'current-password' | 'new-password';
  };

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  flexShrink: 0,
  color: 'fg.muted',
  cursor: 'pointer',
  borderRadius: 'md',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' },
  '& svg': { width: '5', height: '5' },
});

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    {
      label,
      hint,
      error,
      required,
      disabled,
      readOnly,
      size,
      className,
      showLabel,
      hideLabel,
      defaultVisible = false,
      autoComplete = 'current-password',
      ...inputProps
    },
    ref,
  ) {
    const styles = field({ size });
    const pointerToggled = useRef(false);
    return (
      <FieldFrame
        label={label}
        hint={hint}
        error={error}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        size={size}
        className={className}
      >
        {({ describedBy }) => (
          <ArkPasswordInput.Root
            defaultVisible={defaultVisible}
            autoComplete={autoComplete}
            translations={{ visibilityTrigger: (visible) => (visible ? hideLabel : showLabel) }}
          >
            <ArkPasswordInput.Control className={styles.control}>
              <ArkPasswordInput.Input
                ref={ref}
                className={styles.input}
                aria-describedby={describedBy}
                {...inputProps}
              />
              {/* Ark takes the toggle out of the tab order; keyboard users need it. */}
              <ArkPasswordInput.Context>
                {(api) => (
                  <ArkPasswordInput.VisibilityTrigger
                    className={toggle}
                    tabIndex={0}
                    // Ark toggles on pointerdown only; a click without a pointerdown (Enter/Space) toggles here.
                    onPointerDown={() => {
                      pointerToggled.current = true;
                    }}
                    onClick={() => {
                      if (!pointerToggled.current) api.setVisible(!api.visible);
                      pointerToggled.current = false;
                    }}
                  >
                    <ArkPasswordInput.Indicator fallback={<Eye aria-hidden />}>
                      <EyeOff aria-hidden />
                    </ArkPasswordInput.Indicator>
                  </ArkPasswordInput.VisibilityTrigger>
                )}
              </ArkPasswordInput.Context>
            </ArkPasswordInput.Control>
          </ArkPasswordInput.Root>
        )}
      </FieldFrame>
    );
  },
);
