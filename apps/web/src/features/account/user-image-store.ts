import { openDB, type DBSchema } from 'idb';

/** Spec 01 section 3: the signed-in user's picture, kept in the browser as base64 between page loads. */
const DATABASE_NAME = 'medi-db';
const DATABASE_VERSION = 1;
const IMAGE_STORE = 'images';
const USER_IMAGE_KEY = 'user-image';

interface MediDatabase extends DBSchema {
  [IMAGE_STORE]: { key: string; value: string };
}

function openMediDatabase() {
  return openDB<MediDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(IMAGE_STORE)) database.createObjectStore(IMAGE_STORE);
    },
  });
}

export async function readUserImage(): Promise<string | null> {
  const database = await openMediDatabase();
  try {
    return (await database.get(IMAGE_STORE, USER_IMAGE_KEY)) ?? null;
  } finally {
    database.close();
  }
}

export async function storeUserImage(base64: string): Promise<void> {
  const database = await openMediDatabase();
  try {
    await database.put(IMAGE_STORE, base64, USER_IMAGE_KEY);
  } finally {
    database.close();
  }
}

export async function clearUserImage(): Promise<void> {
  const database = await openMediDatabase();
  try {
    await database.delete(IMAGE_STORE, USER_IMAGE_KEY);
  } finally {
    database.close();
  }
}
