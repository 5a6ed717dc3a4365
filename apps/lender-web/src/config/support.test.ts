import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_WHATSAPP, whatsappChatUrl, whatsappNumber } from './support';

describe('support WhatsApp contact', () => {
  it.each([
    ['+62 811-1000-8800', '6281110008800'],
    ['0811 1000 8800', '6281110008800'],
    ['6281110008800', '6281110008800'],
    ['(021) 5000-1234', '622150001234'],
  ])('reads %s as %s', (raw, number) => {
    expect(whatsappNumber(raw)).toBe(number);
  });

  it.each([
    [''],
    ['   '],
    ['wa.me/62811'],
    ['12345'],
    ['+62 811 1000 8800 1234 5678'],
    [undefined],
  ])('refuses %s', (raw) => {
    expect(whatsappNumber(raw)).toBeNull();
  });

  it('the default is a number wa.me takes', () => {
    expect(whatsappNumber(DEFAULT_SUPPORT_WHATSAPP)).toBe(DEFAULT_SUPPORT_WHATSAPP);
  });

  it('opens a chat with the greeting typed in, encoded', () => {
    expect(whatsappChatUrl('6281110008800', 'Halo Pendana, saya butuh bantuan & info?')).toBe(
      'https://wa.me/6281110008800?text=Halo%20Pendana%2C%20saya%20butuh%20bantuan%20%26%20info%3F',
    );
  });
});
