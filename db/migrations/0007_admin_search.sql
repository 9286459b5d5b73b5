-- Trigram indexes for the admin lists' searches (ILIKE '%…%'): PGlite loads pg_trgm (db/client.server.ts); on
-- PostgreSQL it ships with the server (contrib) and managed services allow it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "campaigns_admin_search_trgm" ON "campaigns" USING gin (("deceased_name" || ' ' || "custom_url" || ' ' || "organizer_name" || ' ' || "organizer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contributions_admin_search_trgm" ON "contributions" USING gin (("contributor_name" || ' ' || coalesce("contributor_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_search_trgm" ON "users" USING gin ((coalesce("username", '') || ' ' || "email") gin_trgm_ops);