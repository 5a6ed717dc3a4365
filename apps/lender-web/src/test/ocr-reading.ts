// What the KTP OCR answers (contract OcrResult, spec §3): codes of the province and the city, but the
// NAMES of the district and the village, as printed on the card; the birth date unpadded.
export const OCR_READING = {
  nik: '3174091708900001',
  nama: 'SITI AMINAH',
  tempat_lahir: 'JAKARTA',
  tanggal_lahir: '7-8-1990',
  provinsi: 'DKI JAKARTA',
  kode_provinsi: '31',
  kode_kota: '3174',
  kecamatan: 'CILANDAK',
  kelurahan: 'CIPETE SELATAN',
  alamat: 'JL. MELATI 1',
  rt_rw: '001/002',
};
