// The lender's session as the screens end it: log out (header, settings).
export { LogOutButton } from './log-out-button';
export { useLogOut } from './use-log-out';
