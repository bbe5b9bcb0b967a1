-- hand-written: taking an album or a library image out of the trash is "untrash", as for news
-- items and events ("restore" names bringing back an earlier version of a text).
UPDATE `audit_log` SET `action` = 'album.untrash' WHERE `action` = 'album.restore';--> statement-breakpoint
UPDATE `audit_log` SET `action` = 'image.untrash' WHERE `action` = 'image.restore';
