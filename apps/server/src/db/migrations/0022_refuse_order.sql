-- An order refused from inside the statement that writes it (modules/orders/insert-order.ts): the
-- statement fails, so the transaction is aborted and the commit sent with it rolls back. The reason is
-- the error's message ('too_many_unpaid', 'holds'), its facts (the holds' outcome) the detail.
CREATE FUNCTION refuse_order(reason text, facts json) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'VMO01', MESSAGE = reason, DETAIL = coalesce(facts::text, '');
END
$$;
