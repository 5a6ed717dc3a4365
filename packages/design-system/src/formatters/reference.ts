// Spec §9: "A generated reference is the first 7 characters of the part before the at-sign in an
// address, followed by a YYMMDDHHmm timestamp."
import dayjs from 'dayjs';

export function generateReference(email: string, now: Date = new Date()): string {
  const local = email.split('@')[0] ?? '';
  return `${local.slice(0, 7)}${dayjs(now).format('YYMMDDHHmm')}`;
}
