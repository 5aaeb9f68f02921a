-- pg_restore (and pg_upgrade) evaluate generated columns with an empty search_path: a function that
-- calls another without naming its schema fails there, so a backup of the shop could not be restored.
CREATE OR REPLACE FUNCTION shop_search_text(title text, description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.shop_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))) $$;
