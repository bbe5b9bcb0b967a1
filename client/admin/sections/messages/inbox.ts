/** The inbox's address. */
export const INBOX = "/admin/mesajlar";
