export { PasswordConfirmationGate } from './components/password-confirmation-gate';
export { isConfirmed, markConfirmed, resetConfirmation } from './utils/confirmation-store';
