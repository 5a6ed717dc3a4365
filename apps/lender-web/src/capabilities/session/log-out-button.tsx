import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@pendana/design-system/components/button';
import { logOutMessages } from './messages';
import { useLogOut } from './use-log-out';

/** "Keluar": logs out (useLogOut), busy while the server is asked. */
export function LogOutButton({ size = 'sm' }: { size?: ButtonProps['size'] }) {
  const intl = useIntl();
  const { logOut, isPending } = useLogOut();
  return (
    <Button
      variant="outline"
      size={size}
      onClick={logOut}
      loading={isPending}
      loadingLabel={intl.formatMessage(logOutMessages.pending)}
      startIcon={<LogOut aria-hidden size={16} />}
    >
      {intl.formatMessage(logOutMessages.action)}
    </Button>
  );
}
