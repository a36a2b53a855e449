import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes rupees with Indian numbering: lakh and crore', () => {
    expect(amountInWords(1_499_00, 'INR')).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(1_49_900_00, 'INR')).toBe('Rupees One Lakh Forty-Nine Thousand Nine Hundred Only');
    expect(amountInWords(2_05_00_011_00, 'INR')).toBe('Rupees Two Crore Five Lakh Eleven Only');
  });

  it('writes paise and fils after the whole amount', () => {
    expect(amountInWords(1_270_34, 'INR')).toBe(
      'Rupees One Thousand Two Hundred Seventy and Thirty-Four Paise Only',
    );
    expect(amountInWords(69_50, 'AED')).toBe('UAE Dirhams Sixty-Nine and Fifty Fils Only');
  });

  it('writes dirhams with international numbering', () => {
    expect(amountInWords(1_150_000_00, 'AED')).toBe(
      'UAE Dirhams One Million One Hundred Fifty Thousand Only',
    );
    expect(amountInWords(0, 'AED')).toBe('UAE Dirhams Zero Only');
  });
});
