-- Stored file chunks are compressed with lz4 where the server has it (PostgreSQL 14 and later
-- built with lz4, as Debian's and the official images are): a CSV export shrinks to about a
-- third, so the database writes, logs and replicates a third of the bytes, for less work than
-- writing them. pglz, the default, costs more than it saves here (0003); a server without lz4
-- (PGlite) keeps the chunks uncompressed as they were.
DO $$
BEGIN
  EXECUTE 'ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET COMPRESSION lz4, ALTER COLUMN "data" SET STORAGE EXTENDED';
EXCEPTION
  WHEN feature_not_supported OR syntax_error THEN NULL;
END
$$;
