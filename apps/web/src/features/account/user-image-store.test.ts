import { describe, expect, it } from 'vitest';
import { clearUserImage, readUserImage, storeUserImage } from './user-image-store';

describe('user image store', () => {
  it('keeps the image in medi-db / images under user-image, and forgets it on clear', async () => {
    await storeUserImage('aW1hZ2U=');
    expect(await readUserImage()).toBe('aW1hZ2U=');

    const request = indexedDB.open('medi-db', 1);
    const database = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result);
    });
    expect(database.version).toBe(1);
    expect([...database.objectStoreNames]).toEqual(['images']);
    database.close();

    await clearUserImage();
    expect(await readUserImage()).toBeNull();
  });
});
