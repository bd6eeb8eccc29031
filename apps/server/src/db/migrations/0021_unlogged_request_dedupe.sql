-- The duplicate-POST guard's keys live for a second (platform/http/duplicate-post-guard.ts): losing them in a
-- crash loses nothing, so they are not written to the WAL, and the claim's commit does not wait for a flush.
ALTER TABLE "request_dedupe" SET UNLOGGED;
