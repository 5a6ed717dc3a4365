import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { css } from '@pendana/design-system/styled-system/css';

export interface TooltipProps {
  content: ReactNode;
  /** The element described by the tooltip (must be focusable; rendered with asChild). */
  children: ReactElement;
  openDelay?: number;
}

const contentStyle = css({
  bg: 'bg.inverted',
  color: 'fg.inverted',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  maxW: 'min(18rem, calc(100vw - 2rem))',
  boxShadow: 'md',
  zIndex: 'tooltip',
});

/** Short hint on hover and on keyboard focus; Esc hides it. Never the only place for essential info. */
export function Tooltip({ content, children, openDelay = 300 }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner style={{ zIndex: 1400 }}>
          <ArkTooltip.Content className={contentStyle}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
