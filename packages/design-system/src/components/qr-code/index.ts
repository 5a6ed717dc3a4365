export { QR_DEFAULT_FILE_NAME, QrCode, qrFileName, type QrCodeProps } from './qr-code';
