export {
  TOAST_DURATION,
  Toaster,
  createAppToaster,
  type AppToaster,
  type CreateAppToasterOptions,
  type ToastKind,
  type ToasterProps,
} from './toast';
