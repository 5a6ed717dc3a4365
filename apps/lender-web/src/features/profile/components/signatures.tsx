// The electronic signature at both providers (spec §3 Profile: the identifier at each provider, the
// signing links, envelope, statuses and tteTime; §4: 'Completed' / 'COMPLETED' is signed): each
// provider's identifier, the state of its latest document, the way to sign while one waits.
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SigningProfile } from '@pendana/api-sdk';
import { Badge, type BadgeTone } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { formatDateTime } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import {
  agreementState,
  PROVIDERS,
  type AgreementState,
  type Provider,
} from '../../../capabilities/signing';
import type { Locale } from '../../../i18n/locale';
import { cardGrid, FactList, surface } from '../../../lib/fact-list';
import { signatureMessages as messages } from '../messages';

const styles = {
  name: css({ textStyle: 'h3' }),
  muted: css({ color: 'fg.muted' }),
};

const STATE = {
  none: { message: messages.stateNone, tone: 'neutral' },
  waiting: { message: messages.stateWaiting, tone: 'warning' },
  signed: { message: messages.stateSigned, tone: 'success' },
  ended: { message: messages.stateEnded, tone: 'danger' },
} satisfies Record<AgreementState, { message: MessageDescriptor; tone: BadgeTone }>;

interface ProviderView {
  provider: Provider;
  id: string | null;
  status: string | null;
  link: string | null;
}

function providersOf(signing: SigningProfile): ProviderView[] {
  return [
    {
      provider: 'privy',
      id: signing.privy_id,
      status: signing.privy_sign_status,
      link: signing.privy_sign_link,
    },
    {
      provider: 'vida-sign',
      id: signing.vida_sign_id,
      status: signing.vida_sign_status,
      link: signing.signature_links[0]?.signature_link ?? null,
    },
  ];
}

export function Signatures({ signing, locale }: { signing: SigningProfile; locale: Locale }) {
  const intl = useIntl();
  return (
    <>
      <ul className={cardGrid}>
        {providersOf(signing).map(({ provider, id, status, link }) => {
          const state = agreementState(provider, status);
          const name = PROVIDERS[provider].label;
          return (
            <li key={provider} className={surface}>
              <h3 className={styles.name}>{name}</h3>
              <div>
                <Badge tone={STATE[state].tone}>{intl.formatMessage(STATE[state].message)}</Badge>
              </div>
              <FactList
                layout="rows"
                facts={[
                  {
                    term: intl.formatMessage(messages.id),
                    value: id ?? intl.formatMessage(messages.noId),
                  },
                  ...(status ? [{ term: intl.formatMessage(messages.status), value: status }] : []),
                ]}
              />
              {state === 'waiting' && link ? (
                <div>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage(messages.openNamed, { provider: name })}
                    >
                      {intl.formatMessage(messages.open)}
                    </a>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>
        {signing.tteTime
          ? intl.formatMessage(messages.lastSigned, {
              time: formatDateTime(signing.tteTime, locale),
            })
          : intl.formatMessage(messages.neverSigned)}
      </p>
    </>
  );
}
