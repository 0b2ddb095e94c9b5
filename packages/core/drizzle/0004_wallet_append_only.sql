-- The ledger's transfers are append-only: once posted, a transfer is never changed or removed.
-- A correction is a new transfer. (TRUNCATE, used by the test reset and db:reset, is not a row change.)
CREATE FUNCTION "ledger_transfers_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_refuse_change"();
