import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="akad-pendanaan-abc.pdf"', 'akad-pendanaan-abc.pdf'],
    ['attachment; filename=sertifikat.pdf', 'sertifikat.pdf'],
    ['inline; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    [
      'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'sertifikat%20pendana%E2%9C%93.pdf',
      'sertifikat pendana✓.pdf',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
    ["attachment; filename*=UTF-8''%E0%A4%A", null],
    ['attachment', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
