import { readFile, readdir, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PersonalDataErasedError, type Queryable } from '@portal/event-store';
import { ownerOfCertificate } from '@portal/projections';
import type { Logger } from '../platform/logger';
import type { PersonalFiles } from './personal-files';

/** What a file found on disk is: where it goes in the store, whose key seals it, and its type. */
interface Move {
  path: string;
  key: string;
  contentType: string;
  /** The person the file belongs to, or null when nothing in the log claims it (it is dropped). */
  owner(): Promise<string | null>;
}

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Profile images under `DATA_DIR/uploads/profile-images`, as the API wrote them before the blob store. */
async function profileImages(dataDir: string, db: Queryable): Promise<Move[]> {
  const dir = join(dataDir, 'uploads', 'profile-images');
  return (await filesIn(dir)).flatMap((name) => {
    const match = /^[0-9a-f-]{36}\.(jpg|png)$/.exec(name);
    if (!match) return [];
    return [
      {
        path: join(dir, name),
        key: `profile-images/${name}`,
        contentType: IMAGE_TYPES[match[1]],
        async owner() {
          const { rows } = await db.query<{ stream_id: string }>(
            `SELECT stream_id FROM events WHERE type = 'ProfileImageChanged' AND data->>'imageName' = $1 LIMIT 1`,
            [name],
          );
          return rows[0]?.stream_id.replace(/^user-/, '') ?? null;
        },
      },
    ];
  });
}

/** Certificate PDFs under `DATA_DIR/certificates`, as the worker (or the embedded API) rendered them. */
async function certificatePdfs(dataDir: string, db: Queryable): Promise<Move[]> {
  const dir = join(dataDir, 'certificates');
  return (await filesIn(dir)).flatMap((name) => {
    const match = /^([0-9a-f-]{36})-[0-9a-f]{16}\.pdf$/.exec(name);
    if (!match) return [];
    return [
      {
        path: join(dir, name),
        key: `certificates/${name}`,
        contentType: 'application/pdf',
        owner: () => ownerOfCertificate(db, match[1]),
      },
    ];
  });
}

/**
 * Moves the files an earlier version kept on this process's disk into the blob store, once, at start:
 * each is stored (sealed with its person's key) unless the store has it already, then deleted here, so
 * a second start finds nothing to do and a start cut short carries on where it stopped. A file nobody
 * owns, or whose person was erased, is deleted without being stored. Processes that still share one
 * folder may start together: a file another one moved first is simply gone.
 */
export async function moveLocalFilesIntoStore(
  dataDir: string,
  db: Queryable,
  files: PersonalFiles,
  logger: Logger,
): Promise<number> {
  const root = resolve(dataDir);
  const moves = [...(await profileImages(root, db)), ...(await certificatePdfs(root, db))];
  let moved = 0;
  for (const move of moves) {
    try {
      if (!(await files.has(move.key))) {
        const owner = await move.owner();
        if (owner) {
          await files.store(move.key, owner, await readFile(move.path), move.contentType);
          moved++;
        }
      }
      await unlink(move.path);
    } catch (error) {
      // Erased owner: the file is dropped. Gone already: another process sharing this folder moved it.
      if (error instanceof PersonalDataErasedError) await unlink(move.path).catch(ignoreMissing);
      else ignoreMissing(error);
    }
  }
  if (moves.length > 0) logger.info({ moved, found: moves.length }, 'files on disk moved into the blob store');
  return moved;
}
