// The toast view (Ark's toast machines), loaded after the first render: the store in ./toaster is
// created at start-up, and toasts created before this view mounts are shown when it does.
import { useIntl } from 'react-intl';
import { Toaster } from '@pendana/design-system/components/toast';
import { commonMessages } from '../i18n/common-messages';
import { toaster } from '../lib/toaster';

export function AppToaster() {
  const intl = useIntl();
  return <Toaster toaster={toaster} closeLabel={intl.formatMessage(commonMessages.close)} />;
}
