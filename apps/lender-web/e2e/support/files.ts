// Files the corporate KYC journeys upload: a tiny NPWP photo (PNG) and a financial report (PDF).
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const NPWP_PHOTO: UploadFile = {
  name: 'npwp.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQaHDAihiGlgQARfQ0AbzCrFMAAAAASUVORK5CYII=',
    'base64',
  ),
};

export const FINANCIAL_REPORT: UploadFile = {
  name: 'laporan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
