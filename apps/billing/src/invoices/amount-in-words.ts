import type { BillingCurrency } from '@medi/contracts';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-999 in words ("Four Hundred Ninety-Nine"); '' for 0. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const restWords =
    rest < 20 ? ONES[rest] : TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : '');
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', restWords].filter(Boolean).join(' ');
}

/** Indian numbering: crore (10^7), lakh (10^5), thousand, then hundreds. */
function indianWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1_000);
  const rest = value % 1_000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowThousand(lakh)} Lakh` : '',
    thousand ? `${belowThousand(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** International numbering: billion, million, thousand, then hundreds. */
function internationalWords(value: number): string {
  if (value === 0) return 'Zero';
  const scales: [number, string][] = [
    [1_000_000_000, 'Billion'],
    [1_000_000, 'Million'],
    [1_000, 'Thousand'],
  ];
  const parts: string[] = [];
  let rest = value;
  for (const [scale, name] of scales) {
    const count = Math.floor(rest / scale);
    if (count) parts.push(`${belowThousand(count)} ${name}`);
    rest %= scale;
  }
  parts.push(belowThousand(rest));
  return parts.filter(Boolean).join(' ');
}

const CURRENCY_WORDS: Record<
  BillingCurrency,
  { major: string; minor: string; words: (value: number) => string }
> = {
  INR: { major: 'Rupees', minor: 'Paise', words: indianWords },
  AED: { major: 'UAE Dirhams', minor: 'Fils', words: internationalWords },
  USD: { major: 'US Dollars', minor: 'Cents', words: internationalWords },
};

/**
 * An amount in minor units as an invoice writes it in words: "Rupees One Lakh Forty-Nine Thousand Nine Hundred
 * Only" (Indian numbering for INR), "UAE Dirhams Sixty-Nine and Fifty Fils Only".
 */
export function amountInWords(minorUnits: number, currency: BillingCurrency): string {
  const { major, minor, words } = CURRENCY_WORDS[currency];
  const whole = Math.floor(minorUnits / 100);
  const fraction = minorUnits % 100;
  const majorPart = `${major} ${words(whole)}`;
  return fraction ? `${majorPart} and ${belowThousand(fraction)} ${minor} Only` : `${majorPart} Only`;
}
