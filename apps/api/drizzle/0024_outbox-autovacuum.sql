-- The outbox is a queue: every event is inserted, claimed and marked handed out within seconds,
-- so its statistics go stale within a burst (the claim's plans then walk every pending event).
-- Vacuum and analyze it after 1,000 changed rows plus 1 % of the table, not the default 20 %.
ALTER TABLE "outbox_events" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0.01, autovacuum_analyze_threshold = 1000);
