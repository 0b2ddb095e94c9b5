CREATE TABLE "winner_publicity_consents" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"consented" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "win_notices" (
	"draw_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"mail_id" uuid,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "win_notices_draw_id_customer_id_pk" PRIMARY KEY("draw_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "draw_results" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "winner_publicity_consents" ADD CONSTRAINT "winner_publicity_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_notices" ADD CONSTRAINT "win_notices_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "win_notices" ADD CONSTRAINT "win_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;