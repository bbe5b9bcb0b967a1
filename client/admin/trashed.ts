/** An item just moved to the trash, as a list or the router hands it on (see trashed-notice.tsx). */
export interface Trashed {
  /** Its kind's API ("/news"). */
  api: string;
  id: number;
  title: string;
}
