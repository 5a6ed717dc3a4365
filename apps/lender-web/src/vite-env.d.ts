/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SUPPORT_WHATSAPP?: string;
  /** The vida liveness web page (takes ?access_token=); default the sandbox's. */
  readonly VITE_VIDA_LIVENESS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
