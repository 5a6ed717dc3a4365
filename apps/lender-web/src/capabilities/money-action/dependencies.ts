// What the money action takes from units that issue 11 moves (the toast store goes from app/ to lib/):
// the one place to re-point. Nothing is taken from password-confirmation: its gate guards whole pages
// (spec §6) and keeps its form to itself; a money action asks for the password in a dialog, each time
// (spec §4 checkout, withdrawal).
export { notifyError, notifySuccess } from '../../app/toaster';
