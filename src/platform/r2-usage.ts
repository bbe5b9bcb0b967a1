/** How many list calls (of up to 1,000 objects each) one look at the bucket may make. */
export const R2_SCAN_PAGES = 10;

/** The bucket's size as far as the scan went; `partial` when there were more objects than it looked at. */
export interface R2Usage {
  objects: number;
  bytes: number;
  partial: boolean;
}

/**
 * Adds up the objects' sizes by listing the bucket, at most R2_SCAN_PAGES pages, so the system page
 * answers quickly however large the media library grows (and says when the sum is a lower bound).
 */
export async function r2Usage(bucket: R2Bucket, pages = R2_SCAN_PAGES): Promise<R2Usage> {
  const usage: R2Usage = { objects: 0, bytes: 0, partial: false };
  let cursor: string | undefined;
  for (let page = 0; page < pages; page++) {
    const listed = await bucket.list({ limit: 1000, ...(cursor ? { cursor } : {}) });
    for (const object of listed.objects) {
      usage.objects++;
      usage.bytes += object.size;
    }
    if (!listed.truncated) return usage;
    cursor = listed.cursor;
  }
  return { ...usage, partial: true };
}
