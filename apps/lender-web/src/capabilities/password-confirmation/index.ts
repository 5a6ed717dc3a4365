export { PasswordConfirmationGate } from './components/password-confirmation-gate';
export { PasswordDialog, type PasswordDialogProps } from './components/password-dialog';
export { isConfirmed, markConfirmed, resetConfirmation } from './utils/confirmation-store';
