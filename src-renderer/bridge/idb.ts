/**
 * A few lines over IndexedDB for the web edition's saved games. Hand-written rather than a
 * dependency: it needs one object store and four calls.
 */
const DB = 'asobiba'
const STORE = 'files'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB: the database did not open'))
  })
}

async function run<T>(mode: IDBTransactionMode, body: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode)
      const req = body(tx.objectStore(STORE))
      tx.oncomplete = () => resolve(req.result)
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB: the transaction failed'))
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: the transaction was aborted'))
    })
  } finally {
    db.close()
  }
}

export interface StoredFile {
  name: string
  text: string
  modifiedAt: string
}

export const idb = {
  get: (key: string) =>
    run<StoredFile | undefined>('readonly', (s) => s.get(key) as IDBRequest<StoredFile | undefined>),
  put: (key: string, value: StoredFile) => run('readwrite', (s) => s.put(value, key)),
  del: (key: string) => run('readwrite', (s) => s.delete(key)),
  keys: () => run<IDBValidKey[]>('readonly', (s) => s.getAllKeys()),
}
