-- The living definition of queue_email_receipt: change it here, then `npm run db:function -- queue_email_receipt` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "queue_email_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_email TEXT;
  v_wants BOOLEAN;
  v_lang TEXT;
  v_subject TEXT;
  v_body TEXT;
  v_kind TEXT;
  v_account TEXT;
  v_when TEXT;
  v_amount TEXT;
  v_fee TEXT;
  v_name TEXT;
  -- Labels, in the order the receipt lists them: amount, fee, total, recipient, bank, account, reference, date.
  v_labels TEXT[];
  v_footer TEXT;
BEGIN
  SELECT u."email", coalesce(s."email_receipts", true), coalesce(s."language"::text, 'en')
    INTO v_email, v_wants, v_lang
    FROM "users" u LEFT JOIN "user_settings" s ON s."user_id" = u."id"
   WHERE u."id" = NEW."user_id";
  IF v_email IS NULL OR NOT v_wants THEN
    RETURN NULL;
  END IF;
  v_when := veil_receipt_date(NEW."transaction_date", v_lang);
  v_amount := veil_naira_in(NEW."amount", v_lang);
  v_fee := veil_naira_in(NEW."fee", v_lang);
  v_labels := CASE v_lang
    WHEN 'fr' THEN ARRAY['Montant : ', 'Frais : ', 'Total : ', 'Bénéficiaire : ', 'Banque : ', 'Compte : ', 'Référence : ', 'Date : ']
    WHEN 'es' THEN ARRAY['Importe: ', 'Comisión: ', 'Total: ', 'Destinatario: ', 'Banco: ', 'Cuenta: ', 'Referencia: ', 'Fecha: ']
    ELSE ARRAY['Amount: ', 'Fee: ', 'Total: ', 'Recipient: ', 'Bank: ', 'Account: ', 'Reference: ', 'Date: '] END;
  v_footer := CASE v_lang
    WHEN 'fr' THEN 'Vous recevez ce reçu parce que « Reçus de transaction » est activé dans les paramètres de Veil.'
    WHEN 'es' THEN 'Recibes este recibo porque «Recibos de transacciones» está activado en los ajustes de Veil.'
    ELSE 'You get this receipt because "Transaction receipts" is on in Veil''s settings.' END;
  -- Only the last four digits of an account number ever leave in an email.
  v_account := CASE WHEN NEW."recipient_account_number" IS NULL THEN NULL
                    ELSE '******' || right(NEW."recipient_account_number", 4) END;
  IF NEW."transaction_type" = 'SEND' THEN
    v_kind := 'receipt:transfer';
    v_name := coalesce(NEW."recipient_name",
                       CASE v_lang WHEN 'fr' THEN 'votre bénéficiaire' WHEN 'es' THEN 'tu destinatario' ELSE 'your recipient' END);
    v_subject := CASE v_lang
      WHEN 'fr' THEN 'Reçu Veil : ' || v_amount || ' envoyés à ' || v_name
      WHEN 'es' THEN 'Recibo de Veil: ' || v_amount || ' enviados a ' || v_name
      ELSE 'Veil receipt: ' || v_amount || ' sent to ' || v_name END;
    v_body := CASE v_lang
        WHEN 'fr' THEN 'Vous avez envoyé ' || v_amount || ' à '
        WHEN 'es' THEN 'Enviaste ' || v_amount || ' a '
        ELSE 'You sent ' || v_amount || ' to ' END
      || v_name || coalesce(', ' || NEW."recipient_bank", '') || coalesce(' ' || v_account, '') || '.' || E'\n\n'
      || v_labels[1] || v_amount || E'\n'
      || v_labels[2] || v_fee || E'\n'
      || v_labels[3] || veil_naira_in(NEW."amount" + NEW."fee", v_lang) || E'\n'
      || v_labels[4] || coalesce(NEW."recipient_name", '-') || E'\n'
      || v_labels[5] || coalesce(NEW."recipient_bank", '-') || E'\n'
      || v_labels[6] || coalesce(v_account, '-') || E'\n'
      || v_labels[7] || NEW."transaction_reference" || E'\n'
      || v_labels[8] || v_when;
  ELSE
    v_kind := 'receipt:top-up';
    v_subject := CASE v_lang
      WHEN 'fr' THEN 'Reçu Veil : ' || v_amount || ' ajoutés à votre portefeuille'
      WHEN 'es' THEN 'Recibo de Veil: ' || v_amount || ' añadidos a tu billetera'
      ELSE 'Veil receipt: ' || v_amount || ' added to your wallet' END;
    v_body := v_amount
      || CASE v_lang WHEN 'fr' THEN ' ont été ajoutés à votre portefeuille Veil'
                     WHEN 'es' THEN ' se añadieron a tu billetera de Veil'
                     ELSE ' was added to your Veil wallet' END
      || CASE WHEN NEW."card_last4" IS NOT NULL THEN
                CASE v_lang
                  WHEN 'fr' THEN ' depuis votre carte ' || coalesce(NEW."card_brand" || ' ', '') || 'se terminant par '
                  WHEN 'es' THEN ' desde tu tarjeta ' || coalesce(NEW."card_brand" || ' ', '') || 'terminada en '
                  ELSE ' from your ' || coalesce(NEW."card_brand" || ' ', '') || 'card ending ' END
                || NEW."card_last4"
              WHEN NEW."transaction_type" = 'RECEIVE' THEN
                CASE v_lang
                  WHEN 'fr' THEN ' par virement bancaire' || coalesce(' de ' || NEW."recipient_name", '')
                  WHEN 'es' THEN ' por transferencia bancaria' || coalesce(' de ' || NEW."recipient_name", '')
                  ELSE ' by bank transfer' || coalesce(' from ' || NEW."recipient_name", '') END
              ELSE '' END || '.' || E'\n\n'
      || v_labels[1] || v_amount || E'\n'
      || v_labels[2] || v_fee || E'\n'
      || v_labels[7] || NEW."transaction_reference" || E'\n'
      || v_labels[8] || v_when;
  END IF;
  INSERT INTO "outbox_messages" ("id", "user_id", "channel", "recipient", "subject", "body", "kind")
  VALUES (gen_random_uuid(), NEW."user_id", 'email', v_email, v_subject, v_body || E'\n\n' || v_footer, v_kind);
  RETURN NULL;
END;
$$;
