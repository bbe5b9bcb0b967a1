/**
 * Days an editor's upload into a text may stay used nowhere before the daily cron removes it
 * (src/services/media/unused-uploads.ts); the media library tells editors the same number.
 */
export const DRAFT_UPLOAD_GRACE_DAYS = 7;
