/** GST state codes of India's states and union territories (the first two digits of a GSTIN). */
const INDIAN_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Other spellings a clinic address may use. */
const ALIASES: Record<string, string> = {
  'New Delhi': '07',
  Orissa: '21',
  Pondicherry: '34',
  Bengaluru: '29',
};

/** "Kerala (32)". */
export function indianStateLabel(code: string): string {
  return `${INDIAN_STATES[code] ?? 'India'} (${code})`;
}

/** The state an address names (the last one named, as addresses end with the state), or undefined. */
export function indianStateOf(address: string): string | undefined {
  const names = [
    ...Object.entries(INDIAN_STATES),
    ...Object.entries(ALIASES).map(([name, code]) => [code, name]),
  ];
  let found: { code: string; at: number } | undefined;
  for (const [code, name] of names) {
    for (const match of address.matchAll(new RegExp(`\\b${name}\\b`, 'gi'))) {
      if (!found || match.index > found.at) found = { code, at: match.index };
    }
  }
  return found?.code;
}
