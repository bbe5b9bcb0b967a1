import { schemaVersion, snapshotTables, tablePage } from "../../db/table-dump";
import { encodeValue, SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, snapshotLine, type SnapshotManifest } from "../../shared/backup/snapshot";

/**
 * Writes one snapshot of D1 (src/shared/backup/snapshot.ts says its layout) gzip-compressed into R2,
 * with bounded memory: rows are read a page at a time and the compressed bytes leave in parts of a
 * fixed size. The parts go to an R2 multipart upload, and R2 shows an object at the key only when
 * the upload completes: until then the snapshot is in R2's temporary space, so an export that fails
 * half-way (a read or a write throws, the Worker is stopped) leaves no partial object behind, and
 * the snapshots before it stand as they were. An abandoned upload's parts are removed by R2 itself
 * (it aborts incomplete multipart uploads after seven days).
 */

/** R2 wants every part but the last of one size, at least 5 MiB: 8 MiB keeps a part's buffer small and parts few. */
const PART_BYTES = 8 * 1024 * 1024;
/** Rows per D1 read: a few hundred KB for the widest rows (revisions' rich text). */
const PAGE_ROWS = 200;

/** A sink that gathers compressed bytes into parts of exactly PART_BYTES and uploads each as it fills. */
function partSink(upload: R2MultipartUpload) {
  const parts: R2UploadedPart[] = [];
  let buffer = new Uint8Array(PART_BYTES);
  let filled = 0;
  let bytes = 0;
  const flush = async () => {
    parts.push(await upload.uploadPart(parts.length + 1, buffer.subarray(0, filled)));
    buffer = new Uint8Array(PART_BYTES);
    filled = 0;
  };
  const sink = new WritableStream<Uint8Array>({
    async write(chunk) {
      for (let offset = 0; offset < chunk.length; ) {
        const taken = Math.min(PART_BYTES - filled, chunk.length - offset);
        buffer.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        bytes += taken;
        if (filled === PART_BYTES) await flush();
      }
    },
    async close() {
      if (filled > 0 || parts.length === 0) await flush();
    },
  });
  return { sink, parts, size: () => bytes };
}

/** Every line of the snapshot, handed to `write` a page at a time; returns the manifest written last. */
async function writeLines(d1: D1Database, write: (text: string) => Promise<void>, now: Date): Promise<SnapshotManifest> {
  const base = { format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_FORMAT_VERSION, schemaVersion: await schemaVersion(d1), createdAt: now.toISOString() };
  await write(snapshotLine({ kind: "header", ...base }));
  const tables: SnapshotManifest["tables"] = [];
  for (const table of await snapshotTables(d1)) {
    await write(snapshotLine({ kind: "table", ...table }));
    let rows = 0;
    for (let after = Number.MIN_SAFE_INTEGER; ; ) {
      const page = await tablePage(d1, table, after, PAGE_ROWS);
      if (page.rows.length > 0) await write(page.rows.map((row) => snapshotLine(row.map(encodeValue))).join(""));
      rows += page.rows.length;
      after = page.lastRowid;
      if (page.rows.length < PAGE_ROWS) break;
    }
    tables.push({ name: table.name, rows });
  }
  const manifest: SnapshotManifest = { kind: "manifest", ...base, finishedAt: new Date().toISOString(), tables };
  await write(snapshotLine(manifest));
  return manifest;
}

/**
 * Exports every table of `d1` to `key` in `bucket`; returns the manifest and the compressed size.
 * Throws (after aborting the upload, so nothing appears at `key`) when any read or write fails.
 */
export async function writeSnapshot(d1: D1Database, bucket: R2Bucket, key: string, now: Date): Promise<{ manifest: SnapshotManifest; bytes: number }> {
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: "application/gzip" } });
  const gzip = new CompressionStream("gzip");
  const parts = partSink(upload);
  const uploaded = gzip.readable.pipeTo(parts.sink);
  // Handled below; without this a failed upload would also surface as an unhandled rejection while the rows are still being read.
  uploaded.catch(() => undefined);
  const writer = gzip.writable.getWriter();
  const encoder = new TextEncoder();
  try {
    const manifest = await writeLines(d1, (text) => writer.write(encoder.encode(text)), now);
    await writer.close();
    await uploaded;
    await upload.complete(parts.parts);
    return { manifest, bytes: parts.size() };
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await upload.abort().catch(() => undefined);
    throw error;
  }
}
