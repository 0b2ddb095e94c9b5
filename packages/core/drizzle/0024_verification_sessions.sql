CREATE TABLE "verification_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"handle" text NOT NULL,
	"nonce" text,
	"code_verifier" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_sessions_method" CHECK ("verification_sessions"."method" in ('connect_id', 'greenid_ui'))
);
--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_sessions_handle_idx" ON "verification_sessions" USING btree ("method","handle");--> statement-breakpoint
CREATE INDEX "verification_sessions_customer_idx" ON "verification_sessions" USING btree ("customer_id","created_at");