/** The sandbox QRIS acquirer's payload: a dynamic EMVCo merchant-presented QR string. */

function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`QRIS field ${tag} is too long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 requires, 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Sandbox merchant of the platform at the QRIS acquirer. */
export const QRIS_MERCHANT = {
  name: 'PENDANA',
  city: 'JAKARTA',
  postalCode: '12190',
  mcc: '6012',
  nmid: 'ID1026270000123',
  acquirer: 'ID.CO.BANKBNI.WWW',
  pan: '9360000900000012345',
  merchantId: '000000012345',
} as const;

/** EMVCo's longest bill number and reference label (tag 62, subtags 01 and 05). */
const QRIS_REFERENCE_MAX = 25;

/**
 * The top-up reference as the QR carries it: as it is when it fits 25 characters, else without its
 * letter prefix and dashes (`QRIS-20261127-471210970F033959` → `20261127471210970F033959`), which
 * still names exactly one top-up (every QRIS reference has the same prefix).
 */
export function qrisReferenceLabel(referenceId: string): string {
  if (referenceId.length <= QRIS_REFERENCE_MAX) return referenceId;
  return referenceId
    .replace(/^[A-Z]+-/, '')
    .replaceAll('-', '')
    .slice(0, QRIS_REFERENCE_MAX);
}

/**
 * A dynamic QRIS payload (EMVCo merchant-presented mode): point of initiation 12 (dynamic), the
 * merchant account (tag 26) and the national merchant id (tag 51), amount (54), the top-up reference
 * as bill number and reference label (62), and the CRC (63).
 */
export function qrisPayload(referenceId: string, amount: number): string {
  const m = QRIS_MERCHANT;
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(
      '26',
      tlv('00', m.acquirer) + tlv('01', m.pan) + tlv('02', m.merchantId) + tlv('03', 'UMI'),
    ) +
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', m.nmid) + tlv('03', 'UMI')) +
    tlv('52', m.mcc) +
    tlv('53', '360') +
    tlv('54', String(amount)) +
    tlv('58', 'ID') +
    tlv('59', m.name) +
    tlv('60', m.city) +
    tlv('61', m.postalCode) +
    tlv(
      '62',
      tlv('01', qrisReferenceLabel(referenceId)) + tlv('05', qrisReferenceLabel(referenceId)),
    );
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** Reads an EMVCo TLV string into tag → value (top level only). */
export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error('malformed TLV');
    fields.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}
