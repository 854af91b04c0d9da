-- Media files and their thumbnails are images (PNG, JPEG, GIF, WebP) and sounds (MP3, WAV), all
-- but WAV compressed already: PostgreSQL's default pglz compression of each value (up to
-- megabytes) is spent for nothing. They are stored out of line, as they are.
ALTER TABLE "media_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "media_thumbnails" ALTER COLUMN "data" SET STORAGE EXTERNAL;
