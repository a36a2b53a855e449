/** A field's hint and error under its input, so inputs side by side line up however long each hint is. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
