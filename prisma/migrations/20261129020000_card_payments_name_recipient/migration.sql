-- A Card to Account payment's top-up names whom it pays, so history can say so when it is not the transfer.
UPDATE "transactions" t
   SET "recipient_name" = c."recipient_name",
       "recipient_account_number" = c."recipient_account_number",
       "recipient_bank" = c."recipient_bank",
       "description" = c."description"
  FROM "card_sends" c
 WHERE c."top_up_id" = t."id" AND t."recipient_name" IS NULL;
