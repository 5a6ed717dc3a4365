export { CameraCapture, type CameraCaptureProps, type CameraCaptureTexts } from './camera-capture';
export {
  CAPTURE_PRESETS,
  cameraErrorKind,
  drawToJpegDataUrl,
  fileToJpegDataUrl,
  type CameraErrorKind,
  type CaptureSize,
} from './capture';
