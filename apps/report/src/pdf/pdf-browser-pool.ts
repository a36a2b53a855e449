import type { Browser, Page, PDFOptions } from 'puppeteer';
import {
  ChromiumRunDirectory,
  killGroup,
  privateMemory,
  processGroupMembers,
} from './chromium-run-directory';

export interface PdfBrowserPoolOptions {
  chromiumPath: string;
  /** Renders one browser serves before it is closed and a fresh one launched. */
  recycleAfter: number;
  /** The longest a render may take, page load and printing included. */
  deadlineMs: number;
  /** Where the pool keeps its browsers' profiles and pid files, for the next process to reap after a crash. */
  runDirectory: string;
  /** The most memory Chromium (all its processes) may hold while rendering; past it the browser is killed. */
  memoryLimitMb: number;
}

/** How often a rendering browser's memory is measured: Chromium decoding a huge picture grows ~1 GB/s. */
const MEMORY_SAMPLE_MS = 200;
/** Samples between two listings of the browser's processes (listing reads all of /proc; a new tab forces one). */
const MEMBERS_REFRESH_SAMPLES = 5;
/** V8's heap in each Chromium process: a report page runs no script of its own. */
const CHROMIUM_JS_HEAP_MB = 128;

export interface PdfPage {
  html: string;
  pdf: Omit<PDFOptions, 'path' | 'timeout'>;
}

/** A Chromium and the pages it has open; a browser being retired finishes its renders, then closes. */
interface BrowserGeneration {
  browser: Promise<Browser>;
  /** Chromium's profile directory, removed with the browser. */
  profile: string;
  idlePages: Page[];
  renders: number;
  inFlight: number;
  retired: boolean;
  /** Set when the memory watch killed the browser: its renders fail saying so. */
  overMemory: boolean;
  memoryWatch?: NodeJS.Timeout;
  /** Chromium's processes as last listed; undefined makes the next sample list them again. */
  members?: number[];
}

/**
 * One Chromium per worker process, its pages reused from render to render (a new tab costs more than the PDF of a
 * short report). The browser is replaced after `recycleAfter` renders, and at once when it crashes; a render past
 * its deadline fails and its page is discarded, as it may still be busy. While it renders, the browser's memory is
 * watched: one that passes `memoryLimitMb` is killed and its render fails, so one report cannot take the machine.
 * Chromium is driven through a pipe, so it exits when this process dies, even by SIGKILL; the run directory's pid
 * files let the next process kill one that did not (see reapOrphanedBrowsers).
 */
export class PdfBrowserPool {
  private current: BrowserGeneration | undefined;
  private readonly retiring = new Set<BrowserGeneration>();
  /** Browsers being closed: `closeAll` waits for them, so no Chromium outlives the pool. */
  private readonly closing = new Set<Promise<void>>();
  private closed = false;
  private readonly runDirectory: ChromiumRunDirectory;

  constructor(private readonly options: PdfBrowserPoolOptions) {
    this.runDirectory = new ChromiumRunDirectory(options.runDirectory);
  }

  async render(page: PdfPage): Promise<Buffer> {
    if (this.closed) throw new Error('the PDF browser pool is closed');
    const generation = this.generation();
    generation.renders += 1;
    generation.inFlight += 1;
    if (generation.renders >= this.options.recycleAfter) this.retire(generation);
    let tab: Page | undefined;
    let reusable = false;
    try {
      tab = generation.idlePages.pop();
      if (!tab) {
        tab = await (await generation.browser).newPage();
        // A new tab may have started a renderer the memory watch does not know yet.
        generation.members = undefined;
      }
      const pdf = await withDeadline(this.print(tab, page), this.options.deadlineMs);
      reusable = true;
      return pdf;
    } catch (error) {
      if (generation.overMemory) {
        throw new Error(`the PDF render passed Chromium's memory limit of ${this.options.memoryLimitMb} MB`);
      }
      throw error;
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
    const profile = this.runDirectory.newProfile();
    const generation: BrowserGeneration = {
      browser: this.launch(profile),
      profile,
      idlePages: [],
      renders: 0,
      inFlight: 0,
      retired: false,
      overMemory: false,
    };
    generation.browser.then(
      (browser) => {
        this.watchMemory(generation, browser);
        browser.once('disconnected', () => this.retire(generation));
      },
      () => this.retire(generation),
    );
    this.current = generation;
    return generation;
  }

  private async launch(profile: string): Promise<Browser> {
    // Loaded with the first browser: until a PDF is asked for, puppeteer would only sit in the report service's
    // memory (~7 MB resident).
    const { default: puppeteer } = await import('puppeteer');
    const browser = await puppeteer.launch({
      executablePath: this.options.chromiumPath,
      headless: true,
      // Over a pipe rather than a WebSocket: Chromium reads EOF and exits when this process dies, however it dies.
      pipe: true,
      // Inside the pool's run directory, so its command line names the pool (see reapOrphanedBrowsers).
      userDataDir: profile,
      args: [
        // Root in a container has no user namespace for Chromium's sandbox; /dev/shm there is often 64 MB.
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--font-render-hinting=none',
        `--js-flags=--max-old-space-size=${CHROMIUM_JS_HEAP_MB}`,
      ],
    });
    const pid = browser.process()?.pid;
    if (pid !== undefined) this.runDirectory.recordBrowser(pid);
    return browser;
  }

  /** Kills the browser when its processes together pass the memory limit during a render. */
  private watchMemory(generation: BrowserGeneration, browser: Browser): void {
    const pid = browser.process()?.pid;
    if (pid === undefined) return;
    const limit = this.options.memoryLimitMb * 1024 * 1024;
    let samples = 0;
    generation.memoryWatch = setInterval(() => {
      if (generation.inFlight === 0 || generation.overMemory) return;
      samples += 1;
      if (!generation.members || samples % MEMBERS_REFRESH_SAMPLES === 0) {
        generation.members = processGroupMembers(pid);
      }
      if (privateMemory(generation.members) <= limit) return;
      generation.overMemory = true;
      killGroup(pid);
    }, MEMORY_SAMPLE_MS);
    generation.memoryWatch.unref();
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
    clearInterval(generation.memoryWatch);
    const closed = generation.browser
      .catch(() => undefined)
      .then(async (browser) => {
        const pid = browser?.process()?.pid;
        await browser?.close().catch(() => {
          if (pid !== undefined) killGroup(pid);
        });
        this.runDirectory.forgetBrowser(pid, generation.profile);
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
    this.runDirectory.remove();
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
