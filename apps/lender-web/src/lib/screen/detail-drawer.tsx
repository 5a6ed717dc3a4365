import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Drawer, type DrawerProps } from '@pendana/design-system/components/drawer';
import { commonMessages } from '../../i18n/common-messages';
import type { DetailDrawerState } from './use-detail-drawer';

export interface DetailDrawerProps<TName extends string> {
  /** The screen's drawers (useDetailDrawer). */
  drawers: DetailDrawerState<TName>;
  /** Which of them this is. */
  name: TName;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  placement?: DrawerProps['placement'];
  /** The content for the id in the URL; rendered (and its queries started) only while open. */
  children: (id: string) => ReactNode;
}

/** One URL-addressed detail drawer of a screen (design system Drawer: focus trap, Esc, close). */
export function DetailDrawer<TName extends string>({
  drawers,
  name,
  title,
  description,
  footer,
  placement,
  children,
}: DetailDrawerProps<TName>) {
  const intl = useIntl();
  const open = drawers.isOpen(name);
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) drawers.close();
      }}
      title={title}
      description={description}
      footer={footer}
      placement={placement}
      closeLabel={intl.formatMessage(commonMessages.close)}
    >
      {open && drawers.id !== null ? children(drawers.id) : null}
    </Drawer>
  );
}
