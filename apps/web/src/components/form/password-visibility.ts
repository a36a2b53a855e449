/**
 * Mantine hides the show/hide button from assistive technology and from Tab unless given props: these make it a
 * labelled, focusable toggle (aria-pressed tells its state).
 */
export function passwordVisibilityToggleProps(fieldLabel: string) {
  return { 'aria-label': `Show ${fieldLabel.toLowerCase()}`, tabIndex: 0 } as const;
}
