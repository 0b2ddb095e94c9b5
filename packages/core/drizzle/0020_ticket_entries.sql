CREATE TABLE "ticket_entries" (
	"ticket_id" uuid NOT NULL,
	"entry_no" integer NOT NULL,
	"numbers" integer[] NOT NULL,
	"bonus" integer[] NOT NULL,
	"first_line_no" integer NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "ticket_entries_ticket_id_entry_no_pk" PRIMARY KEY("ticket_id","entry_no"),
	CONSTRAINT "ticket_entries_positive" CHECK ("ticket_entries"."entry_no" > 0 and "ticket_entries"."first_line_no" > 0 and "ticket_entries"."line_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;