ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
-- data: reset links stored readable before this migration lose their token (from now on a link is kept sealed apart).
UPDATE "outbox" SET "body" = regexp_replace("body", '/reset-password\?token=[A-Za-z0-9_%-]+', '/reset-password?token=(expired)', 'g'), "html" = regexp_replace("html", '/reset-password\?token=[A-Za-z0-9_%-]+', '/reset-password?token=(expired)', 'g') WHERE "kind" = 'password_reset';
