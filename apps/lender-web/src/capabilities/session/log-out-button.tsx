import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@pendana/design-system/components/button';
import { logOutMessages } from './messages';
import { useLogOut } from './use-log-out';

/**
 * "Keluar": logs out (useLogOut), busy while the server is asked. `textClassName` may hide the text
 * (the header shows only the icon on a phone); the button is then named by the same text.
 */
export function LogOutButton({
  size = 'sm',
  textClassName,
}: {
  size?: ButtonProps['size'];
  textClassName?: string;
}) {
  const intl = useIntl();
  const { logOut, isPending } = useLogOut();
  const text = intl.formatMessage(logOutMessages.action);
  return (
    <Button
      variant="outline"
      size={size}
      onClick={logOut}
      loading={isPending}
      loadingLabel={intl.formatMessage(logOutMessages.pending)}
      startIcon={<LogOut aria-hidden size={16} />}
      aria-label={textClassName ? text : undefined}
    >
      {textClassName ? <span className={textClassName}>{text}</span> : text}
    </Button>
  );
}
