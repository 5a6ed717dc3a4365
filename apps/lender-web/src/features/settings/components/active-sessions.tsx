// The lender's active sessions (Settings): each signed-in browser with its system, device kind,
// address and when it signed in and was last active, this device marked first; "End" on each other
// session and "End all other sessions", each after a confirmation. Ended sessions are refused by the
// server at once (their next call is a 401, which sends that browser to the login page).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  getListSessionsQueryKey,
  useDeleteOtherSessions,
  useDeleteSession,
  useListSessions,
  type SessionItem,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen } from '../../../lib/screen';
import { notifySuccess } from '../../../lib/toaster';
import { sessionMessages as messages } from '../messages';

const styles = {
  box: css({ display: 'grid', gap: '4' }),
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '3',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
  }),
  name: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
  }),
  facts: css({ color: 'fg.muted', textStyle: 'caption', display: 'grid', gap: '0.5' }),
  muted: css({ color: 'fg.muted' }),
};

const DEVICE = {
  desktop: messages.deviceDesktop,
  mobile: messages.deviceMobile,
  tablet: messages.deviceTablet,
  unknown: messages.deviceUnknown,
} as const;

/** "Chrome 131 · Windows 10", else the device kind ("Phone"). */
export function sessionName(session: SessionItem, intl: IntlShape): string {
  const parts = [session.browser, session.os].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : intl.formatMessage(DEVICE[session.device_type]);
}

/** A button that asks first: the dialog's title and text, then its confirm button runs `onConfirm`. */
function Confirmed({
  trigger,
  title,
  description,
  confirm,
  pending,
  error,
  onConfirm,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  onConfirm: (close: () => void) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={title}
      description={description}
      closeLabel={intl.formatMessage(commonMessages.close)}
      trigger={trigger}
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            loadingLabel={intl.formatMessage(commonMessages.loading)}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {error ? <Alert status="danger">{errorMessageFor(error, intl)}</Alert> : null}
    </Dialog>
  );
}

function SessionRow({ session, onEnded }: { session: SessionItem; onEnded: () => void }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const end = useDeleteSession();
  const name = sessionName(session, intl);
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.name}>
          <span>{name}</span>
          {session.current ? (
            <Badge tone="success">{intl.formatMessage(messages.current)}</Badge>
          ) : null}
        </p>
        <div className={styles.facts}>
          {session.browser || session.os ? (
            <span>{intl.formatMessage(DEVICE[session.device_type])}</span>
          ) : null}
          {session.ip_address ? (
            <span>{intl.formatMessage(messages.address, { ip: session.ip_address })}</span>
          ) : null}
          <span>
            {intl.formatMessage(messages.firstSeen, {
              time: formatDateTime(session.first_seen_at, locale),
            })}
          </span>
          <span>
            {intl.formatMessage(messages.lastSeen, {
              time: formatDateTime(session.last_seen_at, locale),
            })}
          </span>
        </div>
      </div>
      {session.current ? null : (
        <Confirmed
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={intl.formatMessage(messages.endNamed, { name })}
            >
              {intl.formatMessage(messages.end)}
            </Button>
          }
          title={intl.formatMessage(messages.endTitle)}
          description={intl.formatMessage(messages.endConfirm, { name })}
          confirm={intl.formatMessage(messages.end)}
          pending={end.isPending}
          error={end.error}
          onConfirm={(close) =>
            end.mutate(
              { id: session.id },
              {
                onSuccess: (answer) => {
                  close();
                  notifySuccess(answer.message || intl.formatMessage(messages.ended));
                  onEnded();
                },
              },
            )
          }
        />
      )}
    </li>
  );
}

function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const endOthers = useDeleteOtherSessions();
  const reload = () => void queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() });
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className={styles.box}>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.heading)}>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} onEnded={reload} />
        ))}
      </ul>
      {others === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.onlyThis)}</p>
      ) : (
        <div>
          <Confirmed
            trigger={<Button variant="outline">{intl.formatMessage(messages.endAll)}</Button>}
            title={intl.formatMessage(messages.endAllTitle)}
            description={intl.formatMessage(messages.endAllConfirm)}
            confirm={intl.formatMessage(messages.endAll)}
            pending={endOthers.isPending}
            error={endOthers.error}
            onConfirm={(close) =>
              endOthers.mutate(undefined, {
                onSuccess: (answer) => {
                  close();
                  notifySuccess(answer.message || intl.formatMessage(messages.ended));
                  reload();
                },
              })
            }
          />
        </div>
      )}
    </div>
  );
}

export function ActiveSessions() {
  const intl = useIntl();
  const query = useListSessions();
  return (
    <div className={styles.box}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen query={query} skeleton={<Skeleton lines={3} height="3.5rem" />}>
        {({ data }) => <SessionList sessions={data} />}
      </DataScreen>
    </div>
  );
}
