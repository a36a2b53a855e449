import { DEFAULT_DOMAIN_NAME } from '../../features/config/useGlobalConfig';

/**
 * The branded first paint of index.html, drawn again by React while the first route's code loads: the page keeps
 * the look it had before any script ran instead of flashing to a loader. The classes are styled inline in
 * index.html, so this needs no component library; keep the two in step.
 */
export function FirstPaint() {
  return (
    <>
      <header className="first-paint-header">
        <span className="first-paint-brand">{DEFAULT_DOMAIN_NAME}</span>
      </header>
      <main className="first-paint-card" aria-busy="true">
        Loading {DEFAULT_DOMAIN_NAME}…
      </main>
    </>
  );
}
