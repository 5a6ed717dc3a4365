/**
 * The sandbox identity provider's population registry: the identities `user-verification` accepts.
 * Fictional people; NIKs follow the real layout (region code, birth date — +40 on the day for women —
 * and a serial number).
 */
export const SANDBOX_POPULATION: ReadonlyArray<{ nik: string; name: string; dob: string }> = [
  { nik: '3276045708900001', name: 'Siti Aminah', dob: '1990-08-17' },
  { nik: '3276041203880002', name: 'Ahmad Fauzi', dob: '1988-03-12' },
  { nik: '3174011505850003', name: 'Budi Santoso', dob: '1985-05-15' },
  { nik: '3273016102920004', name: 'Dewi Lestari', dob: '1992-02-21' },
  { nik: '3578010907870005', name: 'Rizky Pratama', dob: '1987-07-09' },
  { nik: '1271024404950006', name: 'Nur Aisyah Harahap', dob: '1995-04-04' },
  { nik: '7371012310830007', name: 'Andi Makkasau', dob: '1983-10-23' },
  { nik: '5171016512910008', name: 'Ni Made Ayu Lestari', dob: '1991-12-25' },
];
