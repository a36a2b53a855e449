import type { Readable } from 'node:stream';

const MIB = 1024 * 1024;

/** multer's storage-engine interface, as much of it as a discarding engine needs. */
interface UploadStorage {
  _handleFile(request: unknown, file: { stream: Readable }, done: (error: Error | null) => void): void;
  _removeFile(request: unknown, file: unknown, done: (error: Error | null) => void): void;
}

/** Reads an uploaded file to its end and keeps nothing: not in memory, not on disk. */
const discardingStorage: UploadStorage = {
  _handleFile(_request, file, done) {
    file.stream.on('error', done);
    file.stream.on('end', () => done(null));
    file.stream.resume();
  },
  _removeFile(_request, _file, done) {
    done(null);
  },
};

/** Multer options of an upload the server accepts for compatibility and ignores (the spec's shared PDF). */
export const discardedUpload = {
  storage: discardingStorage,
  limits: { fileSize: 20 * MIB, files: 1, fields: 20, fieldSize: 64 * 1024 },
};
