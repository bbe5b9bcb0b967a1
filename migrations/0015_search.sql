-- Site search (docs/search.md). Each public content row carries its search terms, made in JS by
-- src/shared/search/ when it is saved (FTS5 in D1 has no Turkish tokenizer); these triggers copy them
-- into the FTS5 table while the row is public, so every write (save, publish, trash, restore, purge,
-- bulk) changes the index in the same statement. Rows saved before this migration have no terms yet:
-- the quarter-hourly cron (src/db/site-search.ts reindexStale) makes them, and the triggers index them.
-- search_index's rowid is the row's id (a page's rowid) * 8 + the kind's number, so one row is found directly.

ALTER TABLE `news` ADD `search_terms` text;
--> statement-breakpoint
ALTER TABLE `events` ADD `search_terms` text;
--> statement-breakpoint
ALTER TABLE `pages` ADD `search_terms` text;
--> statement-breakpoint
ALTER TABLE `albums` ADD `search_terms` text;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(
  kind UNINDEXED, ref UNINDEXED, title UNINDEXED, slug UNINDEXED, date UNINDEXED, visible_from UNINDEXED, excerpt UNINDEXED,
  title_words, title_stems, text_words, text_stems,
  tokenize = 'unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `news_search_insert` AFTER INSERT ON `news` BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 0, 'news', NEW.id, NEW.title, NEW.slug, NEW.publish_at, NEW.publish_at,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.status = 'published' AND NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `news_search_update` AFTER UPDATE ON `news` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 0;
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 0, 'news', NEW.id, NEW.title, NEW.slug, NEW.publish_at, NEW.publish_at,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.status = 'published' AND NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `news_search_delete` AFTER DELETE ON `news` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 0;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 1, 'event', NEW.id, NEW.title, NEW.slug, NEW.starts_at, NEW.publish_at,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.status = 'published' AND NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_update` AFTER UPDATE ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 1;
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 1, 'event', NEW.id, NEW.title, NEW.slug, NEW.starts_at, NEW.publish_at,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.status = 'published' AND NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_delete` AFTER DELETE ON `events` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_search_insert` AFTER INSERT ON `pages` BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.rowid * 8 + 2, 'page', NEW.key, NEW.title, NEW.key, NEW.updated_at, 0,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE 1 AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_search_update` AFTER UPDATE ON `pages` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 8 + 2;
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.rowid * 8 + 2, 'page', NEW.key, NEW.title, NEW.key, NEW.updated_at, 0,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE 1 AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_search_delete` AFTER DELETE ON `pages` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid * 8 + 2;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_search_insert` AFTER INSERT ON `albums` BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 3, 'album', NEW.id, NEW.title, NEW.slug, NEW.created_at, 0,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_search_update` AFTER UPDATE ON `albums` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 3;
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 3, 'album', NEW.id, NEW.title, NEW.slug, NEW.created_at, 0,
    json_extract(NEW.search_terms, '$.plain'), json_extract(NEW.search_terms, '$.titleWords'), json_extract(NEW.search_terms, '$.titleStems'),
    json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  WHERE NEW.deleted_at IS NULL AND NEW.search_terms IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_search_delete` AFTER DELETE ON `albums` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 3;
END;
