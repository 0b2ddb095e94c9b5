-- A draw's audit record is append-only: once written, an event is never changed or removed.
-- (TRUNCATE, used by the test reset and db:reset, is not a row change.)
CREATE FUNCTION "draw_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'draw_audit is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "draw_audit_append_only" BEFORE UPDATE OR DELETE ON "draw_audit"
  FOR EACH ROW EXECUTE FUNCTION "draw_audit_refuse_change"();
