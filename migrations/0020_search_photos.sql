-- Album photos in the site search (docs/search.md): a photo is found by its caption while the public
-- sees it (in an album that is not in the trash, not in the trash itself, with alt text: see
-- src/db/gallery.ts shownPhoto). Its terms are made in JS (src/db/media-library.ts photoSearchTerms)
-- and copied by these triggers, as migration 0015 does for the other kinds; a photo's rowid in
-- search_index is its id * 8 + 4. Its entry carries its album's title and slug (the result's title and
-- address), so the album's own changes rewrite its photos' entries too.

ALTER TABLE `images` ADD `search_terms` text;
--> statement-breakpoint
CREATE TRIGGER `images_search_insert` AFTER INSERT ON `images` BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 4, 'photo', NEW.id, a.title, a.slug, NEW.created_at, 0,
    json_extract(NEW.search_terms, '$.plain'), '', '', json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  FROM albums AS a
  WHERE a.id = NEW.album_id AND a.deleted_at IS NULL AND NEW.deleted_at IS NULL AND trim(NEW.alt) <> ''
    AND json_extract(NEW.search_terms, '$.textWords') <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `images_search_update` AFTER UPDATE ON `images` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 4;
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT NEW.id * 8 + 4, 'photo', NEW.id, a.title, a.slug, NEW.created_at, 0,
    json_extract(NEW.search_terms, '$.plain'), '', '', json_extract(NEW.search_terms, '$.textWords'), json_extract(NEW.search_terms, '$.textStems')
  FROM albums AS a
  WHERE a.id = NEW.album_id AND a.deleted_at IS NULL AND NEW.deleted_at IS NULL AND trim(NEW.alt) <> ''
    AND json_extract(NEW.search_terms, '$.textWords') <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `images_search_delete` AFTER DELETE ON `images` BEGIN
  DELETE FROM search_index WHERE rowid = OLD.id * 8 + 4;
END;
--> statement-breakpoint
CREATE TRIGGER `albums_photos_search_update` AFTER UPDATE OF title, slug, deleted_at ON `albums` BEGIN
  DELETE FROM search_index WHERE rowid IN (SELECT id * 8 + 4 FROM images WHERE album_id = OLD.id);
  INSERT INTO search_index (rowid, kind, ref, title, slug, date, visible_from, excerpt, title_words, title_stems, text_words, text_stems)
  SELECT i.id * 8 + 4, 'photo', i.id, NEW.title, NEW.slug, i.created_at, 0,
    json_extract(i.search_terms, '$.plain'), '', '', json_extract(i.search_terms, '$.textWords'), json_extract(i.search_terms, '$.textStems')
  FROM images AS i
  WHERE i.album_id = NEW.id AND NEW.deleted_at IS NULL AND i.deleted_at IS NULL AND trim(i.alt) <> ''
    AND json_extract(i.search_terms, '$.textWords') <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `albums_photos_search_delete` BEFORE DELETE ON `albums` BEGIN
  DELETE FROM search_index WHERE rowid IN (SELECT id * 8 + 4 FROM images WHERE album_id = OLD.id);
END;
