import puppeteer, { type Browser, type Page, type PDFOptions } from 'puppeteer';

export interface PdfBrowserPoolOptions {
  chromiumPath: string;
  /** Renders one browser serves before it is closed and a fresh one launched. */
  recycleAfter: number;
  /** The longest a render may take, page load and printing included. */
  deadlineMs: number;
}

export interface PdfPage {
  html: string;
  pdf: Omit<PDFOptions, 'path' | 'timeout'>;
}

/** A Chromium and the pages it has open; a browser being retired finishes its renders, then closes. */
interface BrowserGeneration {
  browser: Promise<Browser>;
  idlePages: Page[];
  renders: number;
  inFlight: number;
  retired: boolean;
}

/**
 * One Chromium per worker process, its pages reused from render to render (a new tab costs more than the PDF of a
 * short report). The browser is replaced after `recycleAfter` renders, and at once when it crashes; a render past
 * its deadline fails and its page is discarded, as it may still be busy.
 */
export class PdfBrowserPool {
  private current: BrowserGeneration | undefined;
  private readonly retiring = new Set<BrowserGeneration>();
  /** Browsers being closed: `closeAll` waits for them, so no Chromium outlives the pool. */
  private readonly closing = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: PdfBrowserPoolOptions) {}

  async render(page: PdfPage): Promise<Buffer> {
    if (this.closed) throw new Error('the PDF browser pool is closed');
    const generation = this.generation();
    generation.renders += 1;
    generation.inFlight += 1;
    if (generation.renders >= this.options.recycleAfter) this.retire(generation);
    let tab: Page | undefined;
    let reusable = false;
    try {
      tab = generation.idlePages.pop() ?? (await (await generation.browser).newPage());
      const pdf = await withDeadline(this.print(tab, page), this.options.deadlineMs);
      reusable = true;
      return pdf;
    } finally {
      generation.inFlight -= 1;
      if (tab && reusable && !generation.retired) generation.idlePages.push(tab);
      else if (tab) void tab.close().catch(() => undefined);
      if (generation.retired && generation.inFlight === 0) this.close(generation);
    }
  }

  private async print(tab: Page, page: PdfPage): Promise<Buffer> {
    await tab.setContent(page.html, { waitUntil: 'load' });
    return Buffer.from(await tab.pdf({ ...page.pdf, timeout: 0 }));
  }

  /** The browser in service, launched when there is none (first render, after a recycle or a crash). */
  private generation(): BrowserGeneration {
    if (this.current && !this.current.retired) return this.current;
    const generation: BrowserGeneration = {
      browser: this.launch(),
      idlePages: [],
      renders: 0,
      inFlight: 0,
      retired: false,
    };
    generation.browser.then(
      (browser) => browser.once('disconnected', () => this.retire(generation)),
      () => this.retire(generation),
    );
    this.current = generation;
    return generation;
  }

  private launch(): Promise<Browser> {
    return puppeteer.launch({
      executablePath: this.options.chromiumPath,
      headless: true,
      // Root in a container has no user namespace for Chromium's sandbox; /dev/shm there is often 64 MB.
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
    });
  }

  private retire(generation: BrowserGeneration): void {
    if (generation.retired) return;
    generation.retired = true;
    if (this.current === generation) this.current = undefined;
    this.retiring.add(generation);
    if (generation.inFlight === 0) this.close(generation);
  }

  private close(generation: BrowserGeneration): void {
    if (!this.retiring.delete(generation)) return;
    generation.idlePages = [];
    const closed = generation.browser
      .catch(() => undefined)
      .then(async (browser) => {
        await browser?.close().catch(() => {
          browser.process()?.kill('SIGKILL');
        });
      })
      .finally(() => this.closing.delete(closed));
    this.closing.add(closed);
  }

  /** Closes every browser; a render still running fails. */
  async closeAll(): Promise<void> {
    this.closed = true;
    if (this.current) this.retire(this.current);
    for (const generation of [...this.retiring]) this.close(generation);
    await Promise.all([...this.closing]);
  }
}

async function withDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the PDF render took longer than ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
