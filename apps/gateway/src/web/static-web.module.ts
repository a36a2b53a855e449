import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { type DynamicModule, Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type NextFunction, type Request, type Response } from 'express';
import { chooseVariant, findPrecompressedFiles } from './precompressed-files';
import { findPrerenderedPages } from './prerendered-pages';
import { isSpaRoute } from './spa-route';

const WEB_ROOT = Symbol('WEB_ROOT');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files are revalidated on every load, so a deploy is seen at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app and answers every client-side route with its index.html, or with the page the build
 * prerendered for that path (login/index.html at /login), which the app hydrates.
 *
 * Mounted after the controllers (Nest registers routes before onModuleInit), so an API route always wins.
 * Not @nestjs/serve-static: its error middleware turns any Express error on an excluded path into a 404,
 * so a malformed JSON body sent to /api/* answered 404 instead of 400.
 */
@Injectable()
class StaticWebMount implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly webRoot: string,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<express.Express>();
    const assetsDirectory = join(this.webRoot, 'assets') + sep;
    const indexFile = join(this.webRoot, 'index.html');
    const precompressed = findPrecompressedFiles(this.webRoot);
    const prerenderedPages = findPrerenderedPages(this.webRoot);
    const cacheControlOf = (path: string) => (path.startsWith(assetsDirectory) ? IMMUTABLE : REVALIDATE);

    /** Sends the build's brotli or gzip copy when the client takes one; the file as it is otherwise. */
    const sendFile = (request: Request, response: Response, next: NextFunction, file: string) => {
      const headers: Record<string, string> = { 'Cache-Control': cacheControlOf(file) };
      const variants = precompressed.get(file);
      const variant = variants && chooseVariant(variants, request.headers['accept-encoding']);
      if (variants) response.vary('Accept-Encoding');
      if (variant) {
        headers['Content-Encoding'] = variant.encoding;
        // The type of the original file, not of its .br/.gz copy.
        response.type(extname(file));
      }
      response.sendFile(variant?.path ?? file, { headers }, (error?: Error) => {
        if (error) next(error);
      });
    };

    app.use((request: Request, response: Response, next: NextFunction) => {
      const file = join(this.webRoot, request.path);
      // Only files of the build are in the map, so a crafted path never reaches the disk.
      if ((request.method === 'GET' || request.method === 'HEAD') && precompressed.has(file)) {
        sendFile(request, response, next, file);
        return;
      }
      next();
    });
    app.use(
      express.static(this.webRoot, {
        index: false,
        redirect: false,
        setHeaders: (response, path) => {
          response.setHeader('Cache-Control', cacheControlOf(path));
        },
      }),
    );
    app.get('{*path}', (request: Request, response: Response, next: NextFunction) => {
      if (!isSpaRoute(request.path)) {
        next();
        return;
      }
      sendFile(request, response, next, prerenderedPages.get(request.path) ?? indexFile);
    });
  }
}

@Injectable()
class MissingWebBuildWarning implements OnModuleInit {
  constructor(@Inject(WEB_ROOT) private readonly webRoot: string) {}

  onModuleInit(): void {
    new Logger('StaticWeb').warn(
      `No web build at ${this.webRoot} (index.html missing): serving the API only. Build it with \`npm run build\`.`,
    );
  }
}

@Module({})
export class StaticWebModule {
  static forRoot(webRoot: string): DynamicModule {
    const hasBuild = existsSync(join(webRoot, 'index.html'));
    return {
      module: StaticWebModule,
      providers: [
        { provide: WEB_ROOT, useValue: webRoot },
        hasBuild ? StaticWebMount : MissingWebBuildWarning,
      ],
    };
  }
}
