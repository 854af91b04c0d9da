-- Stored file chunks hold CSV exports and uploads that live for hours: PostgreSQL's default
-- compression of large values (pglz) costs more than the space it saves here.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
