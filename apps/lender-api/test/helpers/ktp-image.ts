import { chromium, type Browser } from 'playwright-core';

/** What a generated KTP shows (region names as the Kemendagri data spells them). */
export interface KtpIdentity {
  nik: string;
  nama: string;
  tempatLahir: string;
  /** DD-MM-YYYY */
  tanggalLahir: string;
  jenisKelamin: 'LAKI-LAKI' | 'PEREMPUAN';
  provinsi: string;
  kota: string;
  kecamatan: string;
  kelurahan: string;
  alamat: string;
  rtRw: string;
  agama: string;
  statusPerkawinan: string;
  pekerjaan: string;
}

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** How the card is photographed. */
export interface KtpPhoto {
  /** Degrees clockwise. */
  tilt?: number;
  font?: string;
  weight?: number;
  /** Out of focus: a Gaussian blur of this radius, px. */
  blur?: number;
  /** Low light: brightness 0–1 of card and table (contrast drops with it, as in a dim room). */
  light?: number;
}

/** An Indonesian ID card layout: header, labelled fields in two columns, photo box, signature. */
export function ktpHtml(id: KtpIdentity, options: KtpPhoto = {}): string {
  const row = (label: string, value: string) =>
    `<tr><td class="l">${label}</td><td class="c">:</td><td>${escape(value)}</td></tr>`;
  const up = (text: string) => text.toUpperCase();
  const kota = up(id.kota).replace(/^KOTA ADMINISTRASI /, '');
  const filters = [
    options.blur ? `blur(${options.blur}px)` : '',
    options.light !== undefined
      ? `brightness(${options.light}) contrast(${0.5 + options.light / 2})`
      : '',
  ].filter(Boolean);
  const table = options.light !== undefined ? Math.round(0xd9 * options.light) : 0xd9;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;background:rgb(${table},${table},${table});}
  .card{position:absolute;left:40px;top:95px;width:720px;height:410px;border-radius:18px;
    background:linear-gradient(135deg,#bfe3f5 0%,#e2f3fb 45%,#a9d8ef 100%);
    box-shadow:0 2px 6px rgba(0,0,0,.35);transform:rotate(${options.tilt ?? 0}deg);
    ${filters.length > 0 ? `filter:${filters.join(' ')};` : ''}
    font-family:${options.font ?? "'Liberation Sans', Arial"};color:#111;}
  .h{text-align:center;font-weight:bold;font-size:21px;line-height:25px;padding-top:10px;}
  table{position:absolute;left:18px;top:70px;border-collapse:collapse;font-size:16px;}
  td{padding:0 4px;line-height:21px;white-space:nowrap;font-weight:${options.weight ?? 600};}
  td.l{width:150px;} td.c{width:8px;}
  .nik{font-size:22px;font-weight:bold;letter-spacing:1px;}
  .photo{position:absolute;right:26px;top:78px;width:150px;height:190px;background:#9c3131;
    border:1px solid #6b1f1f;}
  .photo:after{content:'';position:absolute;left:40px;top:30px;width:70px;height:85px;border-radius:50%;
    background:#e8c6a6;}
  .sign{position:absolute;right:26px;top:282px;width:150px;text-align:center;font-size:13px;line-height:17px;}
</style></head><body><div class="card">
  <div class="h">PROVINSI ${escape(up(id.provinsi))}<br>${escape(kota)}</div>
  <table>
    <tr><td class="l nik">NIK</td><td class="c nik">:</td><td class="nik">${id.nik}</td></tr>
    ${row('Nama', up(id.nama))}
    ${row('Tempat/Tgl Lahir', `${up(id.tempatLahir)}, ${id.tanggalLahir}`)}
    ${row('Jenis Kelamin', id.jenisKelamin)}
    ${row('Alamat', up(id.alamat))}
    ${row('&nbsp;&nbsp;&nbsp;&nbsp;RT/RW', id.rtRw)}
    ${row('&nbsp;&nbsp;&nbsp;&nbsp;Kel/Desa', up(id.kelurahan))}
    ${row('&nbsp;&nbsp;&nbsp;&nbsp;Kecamatan', up(id.kecamatan))}
    ${row('Agama', up(id.agama))}
    ${row('Status Perkawinan', up(id.statusPerkawinan))}
    ${row('Pekerjaan', up(id.pekerjaan))}
    ${row('Kewarganegaraan', 'WNI')}
    ${row('Berlaku Hingga', 'SEUMUR HIDUP')}
  </table>
  <div class="photo"></div>
  <div class="sign">${escape(kota)}<br>12-03-2019<br><br>${escape(up(id.nama.split(' ')[0] ?? ''))}</div>
</div></body></html>`;
}

/** A page that is not an ID card (for the "no KTP found" case). */
export function notKtpHtml(): string {
  return `<!doctype html><html><body style="margin:0;background:#fff;font:22px 'Liberation Serif'">
  <div style="padding:60px">
  <h1>Resep Nasi Goreng</h1><p>Panaskan minyak, tumis bawang merah dan bawang putih sampai harum.</p>
  <p>Masukkan nasi, kecap manis dan garam. Aduk rata lalu sajikan dengan telur mata sapi.</p>
  </div></body></html>`;
}

/**
 * Renders pages to 800x600 JPEG at quality 90 (what the web app sends for OCR) with the system Chromium.
 * One browser for the whole batch.
 */
export async function renderJpegs(pages: string[]): Promise<Buffer[]> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const images: Buffer[] = [];
    for (const html of pages) {
      await page.setContent(html);
      images.push(await page.screenshot({ type: 'jpeg', quality: 90 }));
    }
    return images;
  } finally {
    await browser.close();
  }
}
