/** Where uploaded images and documents are kept. Keys are relative paths (`lender/12/ktp.jpg`). */
export interface StorageProvider {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}
