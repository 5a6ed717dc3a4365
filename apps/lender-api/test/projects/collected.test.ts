import { describe, expect, it } from 'vitest';
import { projectItem } from '../../src/modules/projects/project-lists.ts';
import type { ProjectSummary } from '../../src/modules/projects/projects.ts';

const TODAY = '2026-11-20';

function project(terjual: number, totalPaket: number): ProjectSummary {
  return {
    id: 1,
    nama: 'Proyek',
    alamat: 'Jakarta',
    akad: 'Murabahah',
    imbal_hasil: 12,
    harga_paket: 1_000_000,
    total_paket: totalPaket,
    terjual,
    tenor: 12,
    payout_interval: 1,
    tgl_mulai_penggalangan: '2026-11-01',
    tgl_selesai_penggalangan: '2026-12-01',
    tgl_mulai: '2026-12-05',
    tgl_selesai: '2027-12-05',
    image_url: 'https://example.test/a.jpg',
  };
}

// "terkumpul" is the share of packages sold, in percent with two decimals, rounded down: computed
// from whole numbers, never through a binary fraction (0.57 × 10 000 is 5 699.999… in floating point).
describe('projectItem terkumpul', () => {
  it('57 of 100 packages is 57 %, not 56.99 %', () => {
    expect(projectItem(project(57, 100), TODAY).terkumpul).toBe(57);
  });

  it('is the whole-number floor of sold / total in hundredths of a percent, for every count', () => {
    for (const total of [1, 3, 7, 100, 137, 1000, 2500]) {
      for (let sold = 0; sold < total; sold += Math.max(1, Math.floor(total / 97))) {
        const hundredths = Math.floor((sold * 10_000) / total);
        expect(Math.round(projectItem(project(sold, total), TODAY).terkumpul * 100)).toBe(
          hundredths,
        );
      }
    }
  });
});
