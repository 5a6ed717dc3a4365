/** A VA number in groups of four for reading aloud to a bank teller ('0091 0000 0000 1001'). */
export const groupVaNumber = (digits: string): string =>
  digits.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
