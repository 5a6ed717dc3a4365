import type { Clock } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { EmailProvider } from './email/index.ts';
import { createSandboxEmailProvider } from './email/sandbox.ts';
import type { LivenessProvider } from './liveness/index.ts';
import type { OcrProvider } from './ocr/index.ts';
import { createTesseractOcr } from './ocr/tesseract.ts';
import { createSandboxLivenessProvider } from './liveness/sandbox.ts';
import type { SmsProvider } from './sms/index.ts';
import { createSandboxSmsProvider } from './sms/sandbox.ts';
import type { StorageProvider } from './storage/index.ts';
import { createLocalStorage } from './storage/local.ts';

/** Every outside service the server talks to, each behind its interface. */
export interface Providers {
  email: EmailProvider;
  sms: SmsProvider;
  storage: StorageProvider;
  liveness: LivenessProvider;
  /** KTP OCR: tesseract (wasm) in this process. */
  ocr: OcrProvider;
}

/** The sandbox implementations (state in the database) and local-disk storage under `config.uploadDir`. */
export function createSandboxProviders(
  database: Database,
  clock: Clock,
  config: Config,
): Providers {
  return {
    email: createSandboxEmailProvider(database, clock),
    sms: createSandboxSmsProvider(database, clock),
    storage: createLocalStorage(config.uploadDir),
    liveness: createSandboxLivenessProvider(database, clock, config),
    ocr: createTesseractOcr(),
  };
}
