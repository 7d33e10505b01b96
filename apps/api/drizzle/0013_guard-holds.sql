-- The wallet's last message carries its COMMIT, so it checks what it wrote in SQL before the
-- COMMIT runs (decision 0505): each check is `SELECT guard_holds(<condition>, <sqlstate>, <text>)`.
-- A function is compiled once per database session; an inline DO block was compiled by plpgsql
-- on every message.
CREATE OR REPLACE FUNCTION guard_holds(ok boolean, sqlstate text, message text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING MESSAGE = message, ERRCODE = sqlstate;
  END IF;
END;
$$;
