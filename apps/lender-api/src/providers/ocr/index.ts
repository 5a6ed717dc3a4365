/** Text read from an image by the OCR engine. */
export interface OcrText {
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
  /** The tilt of the photo's text lines, degrees clockwise, when it was measured and undone. */
  skewDegrees?: number;
}

/** The KTP OCR provider: reads the text of an ID card image. */
export interface OcrProvider {
  /** Throws `OcrUnreadableError` when the image cannot be decoded. */
  read(image: Uint8Array): Promise<OcrText>;
  /** Releases the engine (the server's `onClose`). */
  close(): Promise<void>;
}

export class OcrUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrUnreadableError';
  }
}
