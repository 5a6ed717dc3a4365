export { Alert, type AlertProps, type AlertStatus } from './alert';
