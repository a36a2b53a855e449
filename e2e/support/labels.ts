/**
 * A form field's label as Playwright reads it: the label text of a required field ends with Mantine's ' *' (hidden
 * from assistive technology, but part of the label's text).
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}
